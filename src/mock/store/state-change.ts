import type { Dataset, Link, Tag, Webhook } from '../../dataset/dataset.js';

/** The counters of a link that clicks and conversions move (§2.1). */
export type LinkStats = Pick<Link, 'clicks' | 'leads' | 'conversions' | 'sales' | 'saleAmount' | 'lastClicked'>;

/**
 * One change to the mock's state, as a journal records it (`linkproof mock --state`): what a write did,
 * not the request that did it, so replaying it needs neither the clock nor the random generator of the time.
 * Replaying a change the state already holds does nothing (see `Store.apply`), so a journal may be replayed
 * over a snapshot that already contains part of it.
 */
export type StateChange =
  | { type: 'link.created'; workspaceId: string; link: Link }
  | { type: 'link.deleted'; workspaceId: string; linkId: string }
  | { type: 'tag.created'; workspaceId: string; tag: Tag }
  /** A link's counters after a click or a conversion (absolute values, so replaying sets them). */
  | { type: 'link.stats'; workspaceId: string; linkId: string; stats: LinkStats }
  /** A webhook pointed at another receiver, or given another secret (the control plane). */
  | { type: 'webhook.updated'; workspaceId: string; webhook: Webhook }
  /** Back to the dataset the state began from (the fixtures, or the last load). */
  | { type: 'reset' }
  | { type: 'load'; dataset: Dataset }
  /** The clock frozen at a time (Unix ms), or following the real clock (null). */
  | { type: 'clock'; frozenAt: number | null }
  /** The random generator's state after the request, so ids and keys continue their sequence after a restart. */
  | { type: 'random'; state: readonly number[] };
