import { billingCycleStart } from '../../domain/billing-cycle.js';
import type { DatasetUser, DatasetWorkspace, Folder, Link, Tag, Webhook, Workspace } from '../../dataset/dataset.js';
import { enums, type LinkSortField } from '../../contract/enums.js';
import { LinkBitmaps } from './link-bitmaps.js';
import { SortedMatches } from './sorted-matches.js';
import { LinkOrder } from './link-order.js';
import { LinkTable } from './link-table.js';
import type { LinkStats } from './state-change.js';
import type { TabledWorkspace } from './tabled-dataset.js';
import { foldCase } from '../../domain/fold-case.js';
import { cycleClicksOf } from '../../domain/cycle-usage.js';

/** A workspace of a dataset without its links. */
export type WorkspaceEntry = Omit<DatasetWorkspace, 'links'>;

/** Links looked up by one of their fields (an id, an externalId), each built from the table as it is read. */
export interface LinksById {
  get(value: string): Link | undefined;
  has(value: string): boolean;
  readonly size: number;
  /** Every link, in the order they were added, each built afresh (none kept). */
  values(): Generator<Link>;
}

/** Links looked up through `slotOf`, built from the table as they are read. */
function linksBy(table: LinkTable, slotOf: (value: string) => number | undefined, slots: () => Iterable<number>, size: () => number): LinksById {
  return {
    get: (value) => {
      const slot = slotOf(value);
      return slot === undefined ? undefined : table.link(slot);
    },
    has: (value) => slotOf(value) !== undefined,
    get size() {
      return size();
    },
    *values() {
      for (const slot of slots()) yield table.link(slot, false)!;
    },
  };
}

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
  /** The links, as columns (link-table.ts): each is built as an object when read. */
  readonly table: LinkTable;
  /** The links by id. */
  readonly links: LinksById;
  readonly #byExternalId = new Map<string, number>();
  /** The links by externalId. */
  readonly byExternalId: LinksById;
  /** The filtered fields' values as sets of links: what list, count and grouped count read instead of every link. */
  readonly bitmaps = new LinkBitmaps();
  /** Lists of few matches, sorted: let go whenever a link is added, removed or has its counters changed. */
  readonly sortedMatches = new SortedMatches();
  /** The links in each sortBy order, each made at its first use (a million links sort in about a second per order). */
  readonly #orders: Partial<Record<LinkSortField, LinkOrder>>;
  archivedCount = 0;
  /** The id the mock last made for a link here: the next one made in the same millisecond sorts after it (createId). */
  lastLinkId: string | undefined;
  #usage: { cycleStart: number; linksUsage: number; usage: number } | undefined;
  /**
   * Creations of the dataset's billing cycle whose links were deleted before it was saved: its linksUsage
   * says more than its links show, and a restart must not give them back.
   */
  readonly #deletedInCycle: { cycleStart: number; count: number } | undefined;
  /**
   * Links deleted since the mock started (or last reset), as a recount needs them: a billing meter keeps what
   * happened in a cycle, so moving the clock back into a cycle they were created in counts them again.
   */
  #deletedHere: { createdAt: number; deletedAt: number; clicks: number; disabled: boolean }[] = [];
  /**
   * The difference between the dataset's usage and a recount from its links at its "now": clicks counted one by
   * one (a click adds exactly one) that the recount, which spreads a link's clicks over its life, places otherwise.
   * Kept for the dataset's billing cycle, so a saved state restarts with the usage it was saved with.
   */
  readonly #usageDelta: { cycleStart: number; clicks: number } | undefined;

  /** The workspace as it was given, without its links (they are the table's base): what `baseCopy` starts from. */
  readonly #given: WorkspaceEntry;
  readonly #savedAt: number | undefined;

  /**
   * `entry`: the workspace, with its links as objects or already in columns (a tabled dataset's, a base copy's:
   * the table is taken over). `savedAt`: the dataset's "now", when its workspace's linksUsage was counted.
   */
  constructor(entry: WorkspaceEntry & { links?: readonly Link[]; table?: LinkTable }, savedAt?: number) {
    const { links: _links, table: built, ...given } = entry;
    this.#given = given;
    this.#savedAt = savedAt;
    this.table = built ?? new LinkTable();
    this.workspace = entry.workspace;
    this.users = new Map(entry.users.map((user) => [user.id, user]));
    this.tokens = entry.tokens;
    this.folders = new Map(entry.folders.map((folder) => [folder.id, folder]));
    this.webhooks = new Map(entry.webhooks.map((webhook) => [webhook.id, webhook]));
    for (const tag of entry.tags) this.addTag(tag);
    const table = this.table;
    this.links = linksBy(table, (id) => table.slotOfId(id), () => table.slots(), () => table.size);
    const byExternalId = this.#byExternalId;
    this.byExternalId = linksBy(table, (externalId) => byExternalId.get(externalId), () => byExternalId.values(), () => byExternalId.size);
    if (built === undefined) for (const link of entry.links ?? []) table.add(link);
    // The links' sets are made all at once; the other indexes link by link.
    this.bitmaps.addAll(table);
    for (const [slot, externalId] of table.externalIds()) if (table.has(slot)) this.#byExternalId.set(externalId as string, slot);
    this.archivedCount = table.archivedCount();
    this.table.markBase();
    // Creation order is every list's default and every order's tie-break: made now; the others when a list asks.
    // A table read from an image may hold its creation order (checked here in one pass, sorted again if it is not).
    const slots = table.slotList();
    this.#orders = { createdAt: new LinkOrder('createdAt', table, LinkOrder.byCreation(table, table.takeCreationOrder() ?? slots), true) };
    if (savedAt !== undefined) {
      const cycleStart = billingCycleStart(new Date(savedAt), this.workspace.billingCycleStart).getTime();
      const recount = table.cycleUsage(cycleStart, savedAt);
      const deleted = entry.workspace.linksUsage - recount.links;
      this.#deletedInCycle = deleted > 0 ? { cycleStart, count: deleted } : undefined;
      const delta = entry.workspace.usage - recount.clicks;
      this.#usageDelta = delta !== 0 ? { cycleStart, clicks: delta } : undefined;
    }
  }

  /** The links sorted by a field (made at its first use, from creation order: every order's tie-break). */
  orderBy(field: LinkSortField): LinkOrder {
    return (this.#orders[field] ??= new LinkOrder(field, this.table, this.#orders.createdAt!.ascending(), true));
  }

  /** The link of this workspace with a domain and key. */
  linkOfKey(domain: string, key: string): Link | undefined {
    const slot = this.table.slotOfKey(domain, key);
    return slot === undefined ? undefined : this.table.link(slot);
  }

  addTag(tag: Tag): void {
    this.tags.set(tag.id, tag);
    this.tagsByName.set(foldCase(tag.name), tag);
  }

  tagByName(name: string): Tag | undefined {
    return this.tagsByName.get(foldCase(name.trim()));
  }

  /** Indexes a link added to the table (the links it was built with are indexed all at once). */
  #index(slot: number): number {
    const table = this.table;
    const externalId = table.externalIdOf(slot);
    if (externalId !== null) this.#byExternalId.set(externalId, slot);
    this.bitmaps.add(table, slot);
    if (table.archived(slot)) this.archivedCount++;
    return slot;
  }

  /** This workspace as it was built, with its links as they were: what a reset returns to. */
  baseCopy(): WorkspaceState {
    return new WorkspaceState({ ...this.#given, table: this.table.baseCopy() }, this.#savedAt);
  }

  /**
   * Back to how it was built, in place (a reset), as `baseCopy` would make it: the links created since removed, the
   * deleted ones put back, counters set back, its tags and webhooks as given, its usage counted again at the next
   * read. The indexes are kept and changed link by link (the sort orders made, the search index): a copy makes every
   * one of them again, 1.2–1.6 s at a million links and seconds more of search index. Returns false, and changes
   * nothing, when so much changed that a copy costs less, or when the table's empty slots (a created link's slot is
   * never used again) would outnumber a quarter of its links.
   */
  returnToBase(): boolean {
    const table = this.table;
    const { base, slots, added, deleted, clicked } = table.sinceBase();
    const room = Math.max(1024, base / 8);
    if (added.length + deleted.length + clicked.size > room || slots - base > 2 * room) return false;
    for (const slot of added) this.#unlink(slot);
    const moved = this.#movedByCounters();
    for (const [slot, stats] of clicked) {
      const live = table.has(slot);
      if (live) for (const order of moved) order.remove(slot);
      table.setStats(slot, stats);
      if (live) for (const order of moved) order.insert(slot);
    }
    for (const slot of deleted) {
      table.restoreBase(slot);
      this.#index(slot);
      for (const order of Object.values(this.#orders)) order.insert(slot);
    }
    table.backAtBase();
    const given = this.#given;
    this.tags.clear();
    this.tagsByName.clear();
    for (const tag of given.tags) this.addTag(tag);
    this.webhooks.clear();
    for (const webhook of given.webhooks) this.webhooks.set(webhook.id, webhook);
    this.sortedMatches.clear();
    this.#usage = undefined;
    this.#deletedHere = [];
    this.lastLinkId = undefined;
    return true;
  }

  /** The sort orders made whose place for a link its counters decide (every one but createdAt). */
  #movedByCounters(): LinkOrder[] {
    return enums.linkSortField.filter((field) => field !== 'createdAt').flatMap((field) => this.#orders[field] ?? []);
  }

  /** Takes a link out of the table and of every index. */
  #unlink(slot: number): void {
    const table = this.table;
    const externalId = table.externalIdOf(slot);
    if (externalId !== null && this.#byExternalId.get(externalId) === slot) this.#byExternalId.delete(externalId);
    this.bitmaps.remove(table, slot);
    if (table.archived(slot)) this.archivedCount--;
    for (const order of Object.values(this.#orders)) order.remove(slot);
    table.remove(slot);
  }

  /**
   * A link joins the workspace. Links change their filtered fields (domain, tags, folder, user, tenant, archived)
   * only by leaving and joining again (removeLink, addLink): the bitmaps' kept counts and searches are let go there.
   */
  addLink(link: Link, now: number): void {
    // The count of the current cycle is made live (or recounted, the clock in a new cycle) before the link joins
    // it: a link created, then deleted before the first count (a journal replayed on start) would otherwise never be counted.
    this.usage(now);
    this.sortedMatches.clear();
    const slot = this.#index(this.table.add(link));
    for (const order of Object.values(this.#orders)) order.insert(slot);
    const usage = this.#usage;
    if (usage !== undefined && this.table.timeOf('createdAt', slot) >= usage.cycleStart) {
      usage.linksUsage++;
      usage.usage += this.table.cycleClicks(slot, usage.cycleStart, now);
    }
  }

  removeLink(link: Link, now: number): void {
    const slot = this.table.slotOfId(link.id);
    if (slot === undefined) return;
    this.sortedMatches.clear();
    // The cycle's usage counts what happened in it, deleted or not (plan-limits gap): linksUsage keeps the link's
    // creation and usage its clicks, as a billing meter does (the public service's count of clicks only ever grows).
    // The count of the current cycle is made live first (or recounted, the clock in a new cycle), so only the recount
    // of a later cycle lets the link's clicks go.
    this.usage(now);
    this.#deletedHere.push({ createdAt: this.table.timeOf('createdAt', slot), deletedAt: now, clicks: link.clicks, disabled: link.disabledAt !== null });
    this.#unlink(slot);
  }

  /**
   * Sets a link's counters (same id, domain, key, tags: only its counters change): the link read after it is a new
   * object, so a served link's JSON and a list already read stay as they were. `clicksAdded` clicks fall in the
   * current billing cycle's usage (a disabled link's never do: §2.1 rule 1). Returns the updated link.
   */
  updateStats(link: Link, stats: LinkStats, now: number, clicksAdded: number): Link {
    // The count of the current cycle (recounted if the clock has entered a new one), before the click joins it.
    this.usage(now);
    const slot = this.table.slotOfId(link.id)!;
    this.sortedMatches.clear();
    // Counters never move a link by createdAt.
    const moved = this.#movedByCounters();
    for (const order of moved) order.remove(slot);
    this.table.setStats(slot, stats);
    for (const order of moved) order.insert(slot);
    const updated = this.table.link(slot)!;
    if (updated.disabledAt === null) this.#usage!.usage += clicksAdded;
    return updated;
  }

  /**
   * Links created in the current billing cycle and the clicks that fall in it (the same definitions as
   * the fixtures), recounted only when the clock enters a new cycle.
   */
  usage(now: number): { linksUsage: number; usage: number } {
    const cycleStart = billingCycleStart(new Date(now), this.workspace.billingCycleStart).getTime();
    if (this.#usage?.cycleStart !== cycleStart) {
      const recount = this.table.cycleUsage(cycleStart, now);
      let [linksUsage, usage] = [recount.links, recount.clicks];
      if (this.#deletedInCycle?.cycleStart === cycleStart) linksUsage += this.#deletedInCycle.count;
      for (const deleted of this.#deletedHere) {
        if (deleted.createdAt >= cycleStart) linksUsage++;
        // Its clicks spread from its creation to its deletion, none after: a cycle that starts later has none of them.
        // Up to the clock as a live link's are, when the clock is moved back before the deletion.
        usage += cycleClicksOf(deleted.clicks, deleted.createdAt, deleted.disabled, cycleStart, Math.min(now, deleted.deletedAt));
      }
      if (this.#usageDelta?.cycleStart === cycleStart) usage = Math.max(0, usage + this.#usageDelta.clicks);
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
    return { ...this.#entry(now), links: Array.from(this.orderBy('createdAt').read('asc'), (slot) => this.table.link(slot, false)!) };
  }

  /**
   * The workspace with a copy of its links' columns in creation order (as toEntry lists them): what `--state` saves,
   * taken at once (a copy of arrays, no link built) and left as it is by the writes that follow.
   */
  capture(now: number): TabledWorkspace {
    return { ...this.#entry(now), table: LinkTable.fromImage(this.table.image(this.orderBy('createdAt').read('asc'))) };
  }

  #entry(now: number): WorkspaceEntry {
    const owner = this.users.values().next().value as DatasetUser;
    return {
      workspace: this.view(owner, now),
      users: [...this.users.values()],
      tokens: this.tokens,
      folders: [...this.folders.values()],
      webhooks: [...this.webhooks.values()],
      tags: [...this.tags.values()],
    };
  }
}
