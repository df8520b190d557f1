import type { Dataset, DatasetUser, Link } from '../../dataset/dataset.js';
import { err, ok, type Result } from '../../result.js';
import { apiError, type ApiError } from '../api-error.js';
import { shortLinkOf } from '../../domain/short-link.js';
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
  /** By shortLink, a string every link has already: no key string is built per link. */
  readonly #byShortLink = new Map<string, Link>();
  readonly #meta: Omit<Dataset, 'workspaces'>;

  constructor(dataset: Dataset) {
    const { workspaces, ...meta } = dataset;
    this.#meta = meta;
    // Entities are never mutated (no operation changes a link or tag after creation), so they are shared, not copied.
    this.workspaces = workspaces.map((entry) => new WorkspaceState(entry));
    for (const state of this.workspaces) {
      this.#byIdOrSlug.set(state.workspace.id, state);
      this.#byIdOrSlug.set(state.workspace.slug, state);
      for (const { token, userId } of state.tokens) this.#byToken.set(token, { token, user: state.users.get(userId)!, state });
      for (const link of state.links.values()) this.#byShortLink.set(link.shortLink, link);
    }
  }

  principalOf(token: string): Principal | undefined {
    return this.#byToken.get(token);
  }

  /** A workspace by ID or slug (§4.8). */
  findWorkspace(idOrSlug: string): WorkspaceState | undefined {
    return this.#byIdOrSlug.get(idOrSlug);
  }

  findLink(domain: string, key: string): Link | undefined {
    return this.#byShortLink.get(shortLinkOf(domain, key));
  }

  isTaken(domain: string, key: string): boolean {
    return this.#byShortLink.has(shortLinkOf(domain, key));
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
    this.#byShortLink.set(link.shortLink, link);
    state.addLink(link, now);
    return ok(link);
  }

  deleteLink(state: WorkspaceState, link: Link, now: number): void {
    this.#byShortLink.delete(link.shortLink);
    state.removeLink(link, now);
  }

  /** The current state as a dataset: what `--state` saves and a reset restores. */
  toDataset(now: number): Dataset {
    return { ...this.#meta, workspaces: this.workspaces.map((state) => state.toEntry(now)) };
  }
}
