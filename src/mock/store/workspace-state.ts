import { billingCycleStart } from '../../domain/billing-cycle.js';
import { cycleClicks } from '../../domain/cycle-usage.js';
import type { DatasetUser, DatasetWorkspace, Folder, Link, Tag, Webhook, Workspace } from '../../dataset/dataset.js';
import { enums, type LinkSortField } from '../../contract/enums.js';
import { LinkBitmaps } from './link-bitmaps.js';
import { LinkOrder } from './link-order.js';

/**
 * One workspace in memory: its links with the indexes list, count and lookups need, and its usage
 * kept as links come and go. Plain data and methods over it; nothing here knows HTTP.
 */
export class WorkspaceState {
  /** The workspace's own fields; totals and usage are computed live by `view`. */
  readonly workspace: Workspace;
  readonly users: Map<string, DatasetUser>;
  readonly tokens: DatasetWorkspace['tokens'];
  readonly folders: Map<string, Folder>;
  readonly webhooks: Map<string, Webhook>;
  readonly tags = new Map<string, Tag>();
  readonly tagsByName = new Map<string, Tag>();
  readonly links = new Map<string, Link>();
  readonly byExternalId = new Map<string, Link>();
  /** The filtered fields' values as sets of links: what list, count and grouped count read instead of every link. */
  readonly bitmaps = new LinkBitmaps();
  readonly orders: Record<LinkSortField, LinkOrder>;
  archivedCount = 0;
  #usage: { cycleStart: number; linksUsage: number; usage: number } | undefined;
  /** Clicks counted one by one into the current cycle's usage, per link: what a delete of the link takes back. */
  readonly #clicksAdded = new Map<string, number>();
  /**
   * Creations of the dataset's billing cycle whose links were deleted before it was saved: its linksUsage
   * says more than its links show, and a restart must not give them back.
   */
  readonly #deletedInCycle: { cycleStart: number; count: number } | undefined;
  /**
   * The difference between the dataset's usage and a recount from its links at its "now": clicks counted one by
   * one (a click adds exactly one) that the recount, which spreads a link's clicks over its life, places otherwise.
   * Kept for the dataset's billing cycle, so a saved state restarts with the usage it was saved with.
   */
  readonly #usageDelta: { cycleStart: number; clicks: number } | undefined;

  /** `savedAt`: the dataset's "now", when its workspace's linksUsage was counted. */
  constructor(entry: DatasetWorkspace, savedAt?: number) {
    this.workspace = entry.workspace;
    this.users = new Map(entry.users.map((user) => [user.id, user]));
    this.tokens = entry.tokens;
    this.folders = new Map(entry.folders.map((folder) => [folder.id, folder]));
    this.webhooks = new Map(entry.webhooks.map((webhook) => [webhook.id, webhook]));
    for (const tag of entry.tags) this.addTag(tag);
    for (const link of entry.links) this.#index(link);
    const byCreation = LinkOrder.byCreation(this.links.values());
    this.orders = Object.fromEntries(enums.linkSortField.map((field) => [field, new LinkOrder(field, byCreation, true)])) as Record<
      LinkSortField,
      LinkOrder
    >;
    if (savedAt !== undefined) {
      const cycleStart = billingCycleStart(new Date(savedAt), this.workspace.billingCycleStart).getTime();
      let present = 0;
      for (const link of this.links.values()) if (Date.parse(link.createdAt) >= cycleStart) present++;
      const deleted = entry.workspace.linksUsage - present;
      this.#deletedInCycle = deleted > 0 ? { cycleStart, count: deleted } : undefined;
      let recount = 0;
      for (const link of this.links.values()) recount += cycleClicks(link, cycleStart, savedAt);
      const delta = entry.workspace.usage - recount;
      this.#usageDelta = delta !== 0 ? { cycleStart, clicks: delta } : undefined;
    }
  }

  addTag(tag: Tag): void {
    this.tags.set(tag.id, tag);
    this.tagsByName.set(tag.name.toLowerCase(), tag);
  }

  tagByName(name: string): Tag | undefined {
    return this.tagsByName.get(name.trim().toLowerCase());
  }

  #index(link: Link): void {
    this.links.set(link.id, link);
    if (link.externalId !== null) this.byExternalId.set(link.externalId, link);
    this.bitmaps.add(link);
    if (link.archived) this.archivedCount++;
  }

  addLink(link: Link, now: number): void {
    // The count is made live before the link joins it: a link created, then deleted before the first count
    // (a journal replayed on start) would otherwise never be counted.
    if (this.#usage === undefined) this.usage(now);
    this.#index(link);
    for (const order of Object.values(this.orders)) order.insert(link);
    const usage = this.#usage;
    if (usage !== undefined && Date.parse(link.createdAt) >= usage.cycleStart) {
      usage.linksUsage++;
      usage.usage += cycleClicks(link, usage.cycleStart, now);
    }
  }

  removeLink(link: Link, now: number): void {
    this.links.delete(link.id);
    if (link.externalId !== null) this.byExternalId.delete(link.externalId);
    this.bitmaps.remove(link);
    if (link.archived) this.archivedCount--;
    for (const order of Object.values(this.orders)) order.remove(link);
    const usage = this.#usage;
    // linksUsage counts the links created in the cycle, deleted or not (plan-limits gap): a delete does not give one back.
    // Its clicks leave usage as they entered it: those counted one by one, one by one; the rest as the recount spread them.
    const added = this.#clicksAdded.get(link.id) ?? 0;
    this.#clicksAdded.delete(link.id);
    if (usage !== undefined) usage.usage -= cycleClicks({ ...link, clicks: link.clicks - added }, usage.cycleStart, now) + added;
  }

  /**
   * Puts `updated` in the place of `link` (same id, domain, key, tags: only its counters changed): links
   * are never mutated, so a served link's JSON and a list already read stay as they were. `clicksAdded`
   * clicks fall in the current billing cycle's usage (a disabled link's never do: §2.1 rule 1).
   */
  replaceLink(link: Link, updated: Link, now: number, clicksAdded: number): void {
    // The count of the current cycle (recounted if the clock has entered a new one), before the click joins it.
    this.usage(now);
    this.links.set(updated.id, updated);
    if (link.externalId !== null) this.byExternalId.set(link.externalId, updated);
    this.bitmaps.replace(link, updated);
    for (const order of Object.values(this.orders)) {
      order.remove(link);
      order.insert(updated);
    }
    if (updated.disabledAt === null) {
      this.#usage!.usage += clicksAdded;
      this.#clicksAdded.set(updated.id, (this.#clicksAdded.get(updated.id) ?? 0) + clicksAdded);
    }
  }

  /**
   * Links created in the current billing cycle and the clicks that fall in it (the same definitions as
   * the fixtures), recounted only when the clock enters a new cycle.
   */
  usage(now: number): { linksUsage: number; usage: number } {
    const cycleStart = billingCycleStart(new Date(now), this.workspace.billingCycleStart).getTime();
    if (this.#usage?.cycleStart !== cycleStart) {
      let linksUsage = 0;
      let usage = 0;
      for (const link of this.links.values()) {
        if (Date.parse(link.createdAt) >= cycleStart) linksUsage++;
        usage += cycleClicks(link, cycleStart, now);
      }
      if (this.#deletedInCycle?.cycleStart === cycleStart) linksUsage += this.#deletedInCycle.count;
      if (this.#usageDelta?.cycleStart === cycleStart) usage = Math.max(0, usage + this.#usageDelta.clicks);
      // A new cycle: the clicks counted one by one are in the recount now.
      this.#clicksAdded.clear();
      this.#usage = { cycleStart, linksUsage, usage };
    }
    return this.#usage!;
  }

  /** The Workspace as `user` sees it, with live totals and usage (§2.4). */
  view(user: DatasetUser, now: number): Workspace {
    const { linksUsage, usage } = this.usage(now);
    return {
      ...this.workspace,
      totalLinks: this.links.size,
      linksUsage,
      usage,
      foldersUsage: this.folders.size,
      users: [{ role: user.role, defaultFolderId: user.defaultFolderId }],
    };
  }

  /** The workspace as a dataset entry, to save state or reset to. */
  toEntry(now: number): DatasetWorkspace {
    const owner = this.users.values().next().value as DatasetUser;
    return {
      workspace: this.view(owner, now),
      users: [...this.users.values()],
      tokens: this.tokens,
      folders: [...this.folders.values()],
      webhooks: [...this.webhooks.values()],
      tags: [...this.tags.values()],
      links: [...this.orders.createdAt.read('asc')],
    };
  }
}
