import type { Link } from '../../dataset/dataset.js';
import { isoTime } from '../../domain/iso-time.js';
import { err, ok, type Result } from '../../result.js';
import { apiError, type ApiError } from '../api-error.js';
import type { Store } from '../store/store.js';
import type { WorkspaceState } from '../store/workspace-state.js';
import type { Visitor } from './visitor.js';

/** One click on a short link, as webhooks and listeners receive it. */
export interface ClickEvent {
  /** The link after the click (its clicks and lastClicked already counted). */
  link: Link;
  /** When, on the mock's clock (Unix ms). */
  at: number;
  /** Where the visitor was sent. */
  destination: string;
  visitor: Pick<Visitor, 'userAgent' | 'device' | 'country' | 'qr'>;
}

/** A click: clicks + 1 and lastClicked = now, in the store (recorded for the journal). Returns the link as it now is. */
export function recordClick(store: Store, state: WorkspaceState, link: Link, now: number): Link {
  const { leads, conversions, sales, saleAmount } = link;
  return store.updateLinkStats(state, link, { clicks: link.clicks + 1, lastClicked: isoTime(now), leads, conversions, sales, saleAmount }, now);
}

/** Conversions reported for a link (the control plane's simulation: the spec has no tracking operation). */
export interface ConversionCounts {
  leads?: number;
  conversions?: number;
  sales?: number;
  /** In cents. */
  saleAmount?: number;
}

const COUNTS = ['leads', 'conversions', 'sales', 'saleAmount'] as const;

/**
 * Adds conversions to a link that tracks them, keeping the funnel whole: clicks ≥ leads ≥ conversions and
 * sales ≥ conversions (§2.1: conversions are leads that became paying customers; sales count recurring ones).
 * Anything else is refused as a value, with the rule it breaks; nothing is half-applied.
 */
export function recordConversions(store: Store, state: WorkspaceState, link: Link, counts: ConversionCounts, now: number): Result<Link, ApiError> {
  if (!link.trackConversion) return err(apiError('unprocessable_entity', `Link ${link.id} does not track conversions (trackConversion is false).`));
  for (const name of COUNTS) {
    const value = counts[name];
    if (value !== undefined && (!Number.isSafeInteger(value) || value < 0)) return err(apiError('unprocessable_entity', `/${name}: must be a whole number, 0 or more`));
  }
  const next = {
    leads: link.leads + (counts.leads ?? 0),
    conversions: link.conversions + (counts.conversions ?? 0),
    sales: link.sales + (counts.sales ?? 0),
    saleAmount: link.saleAmount + (counts.saleAmount ?? 0),
  };
  for (const name of COUNTS) if (!Number.isSafeInteger(next[name])) return err(apiError('unprocessable_entity', `/${name}: the total would pass ${Number.MAX_SAFE_INTEGER}`));
  if (next.leads > link.clicks) return err(apiError('unprocessable_entity', `leads would be ${next.leads}, more than the link's ${link.clicks} clicks (clicks ≥ leads); add clicks first.`));
  if (next.conversions > next.leads) return err(apiError('unprocessable_entity', `conversions would be ${next.conversions}, more than its ${next.leads} leads (leads ≥ conversions).`));
  if (next.conversions > next.sales) return err(apiError('unprocessable_entity', `conversions would be ${next.conversions}, more than its ${next.sales} sales (sales ≥ conversions).`));
  return ok(store.updateLinkStats(state, link, { clicks: link.clicks, lastClicked: link.lastClicked, ...next }, now));
}
