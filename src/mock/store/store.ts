import type { Dataset, DatasetUser, Link, Tag, Webhook } from '../../dataset/dataset.js';
import { err, ok, type Result } from '../../result.js';
import { apiError, type ApiError } from '../api-error.js';
import { DEFAULT_DOMAIN } from '../../domain/short-link.js';
import type { LinkStats, StateChange } from './state-change.js';
import type { TabledDataset } from './tabled-dataset.js';
import { WorkspaceState } from './workspace-state.js';

/** Who a request acts for: the token's user in the token's workspace. */
export interface Principal {
  token: string;
  user: DatasetUser;
  state: WorkspaceState;
}


/**
 * Every workspace of the mock and the indexes that span them: tokens, ids and slugs, and domain+key,
 * which is unique across workspaces (a shared domain such as dub.sh holds links of many).
 * Plain data in, Result out; nothing here knows HTTP.
 */
export class Store {
  readonly workspaces: WorkspaceState[];
  readonly #byToken = new Map<string, Principal>();
  readonly #byIdOrSlug = new Map<string, WorkspaceState>();
  readonly #meta: Omit<Dataset, 'workspaces'>;
  /** The changes made since `record()` was called, for a journal; undefined when nothing records them. */
  #recorded: StateChange[] | undefined;
  /** The domains short links resolve on, gathered at the first visit. */
  #domains: Set<string> | undefined;

  /** `dataset`: its links as objects, or in columns (a tabled dataset's tables are taken over). `states`: the workspaces already built (a base copy), in place of the dataset's. */
  constructor(dataset: Dataset | TabledDataset, states?: WorkspaceState[]) {
    // A state file's journal position is the file's, not the state's.
    const { workspaces, stateFile: _stateFile, ...meta } = dataset;
    this.#meta = meta;
    // Entities are never mutated (no operation changes a link or tag after creation), so they are shared, not copied.
    const savedAt = Date.parse(meta.now);
    this.workspaces = states ?? workspaces.map((entry) => new WorkspaceState(entry, Number.isNaN(savedAt) ? undefined : savedAt));
    for (const state of this.workspaces) {
      this.#byIdOrSlug.set(state.workspace.id, state);
      this.#byIdOrSlug.set(state.workspace.slug, state);
      for (const { token, userId } of state.tokens) this.#byToken.set(token, { token, user: state.users.get(userId)!, state });
    }
  }

  principalOf(token: string): Principal | undefined {
    return this.#byToken.get(token);
  }

  /** A workspace by ID or slug (§4.8). */
  findWorkspace(idOrSlug: string): WorkspaceState | undefined {
    return this.#byIdOrSlug.get(idOrSlug);
  }

  /** A link by its id, with its workspace (the control plane's clicks and conversions name a link by id). */
  findLinkById(linkId: string): { state: WorkspaceState; link: Link } | undefined {
    // A link's id names one link across workspaces (ids are unique), so the first workspace holding it is its.
    for (const state of this.workspaces) {
      const link = state.links.get(linkId);
      if (link !== undefined) return { state, link };
    }
    return undefined;
  }

  /** Whether short links on `domain` are the mock's: a domain of a workspace, the default domain, or one a link is on. */
  hasDomain(domain: string): boolean {
    if (domain === DEFAULT_DOMAIN) return true;
    if (this.#domains === undefined) {
      // The domains links are on now: a table lists every domain it ever held (one of a link reset away too).
      const onLinks = (state: WorkspaceState) => state.table.valuesOf('domain').filter((domain) => state.bitmaps.count({ domain, showArchived: true, withTags: false }) > 0);
      this.#domains = new Set(this.workspaces.flatMap((state) => [...state.workspace.domains.map((owned) => owned.slug), ...onLinks(state)]));
    }
    return this.#domains.has(domain);
  }

  /** The link with a domain and key, in whichever workspace holds it (domain+key is unique across workspaces). */
  findLink(domain: string, key: string): Link | undefined {
    for (const state of this.workspaces) {
      const link = state.linkOfKey(domain, key);
      if (link !== undefined) return link;
    }
    return undefined;
  }

  isTaken(domain: string, key: string): boolean {
    return this.findLink(domain, key) !== undefined;
  }

  /**
   * Adds a prepared link, or says why not: the workspace's links limit (403), a domain+key or an
   * externalId already in use (409). Checked and applied in one step, so concurrent creates of the
   * same key cannot both succeed.
   */
  insertLink(state: WorkspaceState, link: Link, now: number): Result<Link, ApiError> {
    const limit = state.workspace.linksLimit;
    if (state.usage(now).linksUsage >= limit) {
      return err(apiError('forbidden', `Workspace ${state.workspace.slug} has reached its limit of ${limit} links for this billing cycle.`));
    }
    if (this.isTaken(link.domain, link.key)) return err(apiError('conflict', `The key ${link.key} is already in use on ${link.domain}.`));
    if (link.externalId !== null && state.byExternalId.has(link.externalId)) {
      return err(apiError('conflict', `A link with externalId ${link.externalId} already exists in this workspace.`));
    }
    this.#domains?.add(link.domain);
    state.addLink(link, now);
    this.#recorded?.push({ type: 'link.created', workspaceId: state.workspace.id, link });
    return ok(link);
  }

  deleteLink(state: WorkspaceState, link: Link, now: number): void {
    state.removeLink(link, now);
    this.#recorded?.push({ type: 'link.deleted', workspaceId: state.workspace.id, linkId: link.id });
  }

  /**
   * Sets a link's counters (a click, a conversion): the link is replaced by a copy with `stats`, in every
   * index, and the change recorded for the journal. Returns the updated link.
   */
  updateLinkStats(state: WorkspaceState, link: Link, stats: LinkStats, now: number): Link {
    const updated = state.updateStats(link, stats, now, stats.clicks - link.clicks);
    this.#recorded?.push({ type: 'link.stats', workspaceId: state.workspace.id, linkId: link.id, stats });
    return updated;
  }

  /**
   * Builds the workspaces' search indexes a step at a time until `deadline` (by `now`), so that a first search finds
   * them made (LinkBitmaps#prepareSearch). Returns whether they all are.
   */
  prepareSearch(deadline: number, now: () => number): boolean {
    for (const state of this.workspaces) if (!state.bitmaps.prepareSearch(deadline, now)) return false;
    return true;
  }

  /** Replaces a webhook of a workspace (its receiver or secret), recorded for the journal. */
  updateWebhook(state: WorkspaceState, webhook: Webhook): void {
    state.webhooks.set(webhook.id, webhook);
    this.#recorded?.push({ type: 'webhook.updated', workspaceId: state.workspace.id, webhook });
  }

  /** A webhook by its id, with its workspace. */
  findWebhook(webhookId: string): { state: WorkspaceState; webhook: Webhook } | undefined {
    for (const state of this.workspaces) {
      const webhook = state.webhooks.get(webhookId);
      if (webhook !== undefined) return { state, webhook };
    }
    return undefined;
  }

  insertTag(state: WorkspaceState, tag: Tag): void {
    state.addTag(tag);
    this.#recorded?.push({ type: 'tag.created', workspaceId: state.workspace.id, tag });
  }

  /** Starts keeping the changes made from now on (for a journal); `takeRecorded` hands them over. */
  record(): void {
    this.#recorded ??= [];
  }

  takeRecorded(): StateChange[] {
    const changes = this.#recorded ?? [];
    if (this.#recorded !== undefined) this.#recorded = [];
    return changes;
  }

  /**
   * Replays a journalled link or tag change. A change the state already holds (the link's id or its
   * domain+key or externalId already present, the link already gone, the tag there) is skipped: a journal
   * replayed over a snapshot that includes part of it gives the same state.
   */
  apply(change: StateChange & { type: 'link.created' | 'link.deleted' | 'tag.created' | 'link.stats' | 'webhook.updated' }, now: number): void {
    const state = this.#byIdOrSlug.get(change.workspaceId);
    if (state === undefined) return;
    if (change.type === 'webhook.updated') {
      this.updateWebhook(state, change.webhook);
      return;
    }
    if (change.type === 'link.stats') {
      const link = state.links.get(change.linkId);
      if (link !== undefined) this.updateLinkStats(state, link, change.stats, now);
      return;
    }
    if (change.type === 'tag.created') {
      if (!state.tags.has(change.tag.id)) state.addTag(change.tag);
      return;
    }
    if (change.type === 'link.deleted') {
      const link = state.links.get(change.linkId);
      if (link !== undefined) this.deleteLink(state, link, now);
      return;
    }
    const { link } = change;
    const taken = state.links.has(link.id) || this.isTaken(link.domain, link.key) || (link.externalId !== null && state.byExternalId.has(link.externalId));
    if (taken) return;
    this.#domains?.add(link.domain);
    state.addLink(link, now);
  }

  /**
   * Back to the store as it was built (a reset): each workspace returned to its base in place when that costs less
   * than a copy (WorkspaceState#returnToBase), else copied from it. Returns this store, or a new one holding the copies.
   */
  reset(): Store {
    const states = this.workspaces.map((state) => (state.returnToBase() ? state : state.baseCopy()));
    if (states.some((state, index) => state !== this.workspaces[index])) return new Store({ ...this.#meta, workspaces: [] }, states);
    this.#domains = undefined;
    if (this.#recorded !== undefined) this.#recorded = [];
    return this;
  }

  /** The store as it was built: its dataset's workspaces, links and usage, whatever was written since. */
  baseCopy(): Store {
    return new Store({ ...this.#meta, workspaces: [] }, this.workspaces.map((state) => state.baseCopy()));
  }

  /** The current state with its links' columns copied (WorkspaceState#capture): what `--state` saves. */
  capture(now: number): TabledDataset {
    return { ...this.#meta, now: new Date(now).toISOString(), workspaces: this.workspaces.map((state) => state.capture(now)) };
  }

  /** The current state as a dataset: what a reset restores and the control plane shows. */
  toDataset(now: number): Dataset {
    return { ...this.#meta, now: new Date(now).toISOString(), workspaces: this.workspaces.map((state) => state.toEntry(now)) };
  }
}
