import fc from 'fast-check';
import { differencesFromCreated } from './differences-from-created.js';
import type { components } from '../../contract/openapi-types.js';
import { fail, pass, type Check, type CheckContext } from '../check.js';
import { failure, isErrorObject } from '../exchange-check.js';
import { rethrowIfStopped } from '../target.js';
import { replayCounterexample } from './replay-counterexample.js';
import { countUntrusted } from './count-untrusted.js';

type Link = components['schemas']['Link'];

/** What the run believes the implementation holds: its own links, by key. */
interface Model {
  /** The run's links by key; `created`: the link as its create answered it, which a retrieve gives again. */
  links: Map<string, { id: string; key: string; url: string; archived: boolean; externalId: string | undefined; tagIds: string[]; tenantId: string | undefined; domain: string; userId: string | null; created: Record<string, unknown> }>;
  /** The run's fixed tags (created or found before the model runs), by lower-case name. */
  tags: Map<string, { id: string; name: string }>;
}

/** A spelling of a name in another case, picked by a number: tag names are case insensitive (§4.2). */
const respell = (name: string, variant: number) => (variant % 3 === 0 ? name : variant % 3 === 1 ? name.toUpperCase() : name.toLowerCase());

/**
 * The implementation, reached through the context; this model run's namespace (a key prefix); and its scope, the
 * tenantId every link of the run gets and every list and count query names, so that the target's answers are
 * determined by the run's own requests alone (search is then one filter among others, not the scope).
 */
interface Real {
  context: CheckContext;
  namespace: string;
  scope: string;
}

/** What the model found the target doing otherwise, and the rules of the check that this breaks (RuleId of rules.ts). */
class ModelBroken extends Error {
  constructor(
    message: string,
    readonly rules: readonly string[],
  ) {
    super(message);
  }
}

const refused = (status: number, exact: number, context: CheckContext) => (context.profile === 'assumed' ? status === exact : status >= 400 && status < 500);

/**
 * Creating one of the run's tags again, in some case: refused, and nothing changes. An exact duplicate of a
 * name must be refused (tag names are unique, §4.2); one differing only in case is a 409 under assumed (tag-names gap).
 */
class CreateTagCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number, readonly variant: number) {}
  check = (model: Readonly<Model>) => model.tags.size > 0;
  async run(model: Model, real: Real): Promise<void> {
    const tags = [...model.tags.values()];
    const tag = tags[this.pick % tags.length]!;
    const name = real.context.profile === 'assumed' ? respell(tag.name, this.variant) : tag.name;
    const answer = await real.context.client.POST('/tags', { body: { name } });
    // Names are unique: refused, or (a legitimate choice) answered with the existing tag itself; never a second tag.
    if (answer.data !== undefined && real.context.profile === 'spec' && answer.data.id === tag.id) return;
    if (!refused(answer.response.status, 409, real.context)) throw new Error(`a second tag named ${name} (the tag ${tag.name} exists) answered ${answer.response.status}${answer.data === undefined ? '' : ` with tag ${answer.data.id}`}, not a refusal or the existing tag`);
  }
  toString = () => `createTagAgain(#${this.pick}, variant ${this.variant % 3})`;
}

class CreateLinkCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly suffix: string, readonly archived: boolean, readonly withExternalId: boolean, readonly tagPicks: number[] = []) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const key = `${real.namespace}-${this.suffix}`;
    const externalId = this.withExternalId ? `${real.namespace}-ext-${this.suffix}` : undefined;
    const url = `https://example.com/model/${this.suffix}/${model.links.size}`.toLowerCase();
    const tags = [...model.tags.values()];
    const chosen = tags.length === 0 ? [] : [...new Map(this.tagPicks.map((pick) => [tags[pick % tags.length]!.id, tags[pick % tags.length]!])).values()];
    const tagNames = chosen.map((tag, index) => respell(tag.name, this.tagPicks[index] ?? 0));
    const answer = await real.context.client.POST('/links', {
      body: { url, key, archived: this.archived, tenantId: real.scope, ...(externalId !== undefined && { externalId }), ...(tagNames.length > 0 && { tagNames }) },
    });
    const existing = model.links.get(key);
    if (existing !== undefined) {
      if (!refused(answer.response.status, 409, real.context)) throw new ModelBroken(`a second link with key ${key} answered ${answer.response.status}, not a conflict`, ['create.unique-key']);
      const still = await real.context.client.GET('/links/info', { params: { query: { linkId: existing.id } } });
      if (still.data?.url !== existing.url) throw new ModelBroken(`the refused duplicate changed the existing link: url is now ${String(still.data?.url)}`, ['create.unique-key']);
      return;
    }
    // Refused outright: with tags named in another case, the tags' names are what it broke (create.tags); else the model cannot say.
    if (answer.data === undefined) {
      if (tagNames.length > 0) throw new ModelBroken(`creating ${key} with tagNames ${JSON.stringify(tagNames)} answered ${answer.response.status}`, ['create.tags']);
      throw new Error(`creating ${key} answered ${answer.response.status}`);
    }
    if (answer.data.key !== key || answer.data.archived !== this.archived) throw new Error(`created ${answer.data.key} archived=${answer.data.archived}, asked for ${key} archived=${this.archived}`);
    const tagIds = answer.data.tags.map((tag) => tag.id).sort();
    if (JSON.stringify(tagIds) !== JSON.stringify(chosen.map((tag) => tag.id).sort())) throw new ModelBroken(`created ${key} with tagNames ${JSON.stringify(tagNames)} has tags ${JSON.stringify(tagIds)}`, ['create.tags']);
    model.links.set(key, {
      id: answer.data.id,
      key,
      url: answer.data.url,
      archived: this.archived,
      externalId,
      tagIds,
      tenantId: real.scope,
      domain: answer.data.domain,
      userId: answer.data.userId,
      created: answer.data as unknown as Record<string, unknown>,
    });
  }
  toString = () =>
    `create(${this.suffix}${this.archived ? ', archived' : ''}${this.withExternalId ? ', externalId' : ''}${this.tagPicks.length > 0 ? `, tags #${this.tagPicks.join(',')}` : ''})`;
}

class BulkCreateCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly suffixes: string[], readonly withBad: boolean) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const elements = this.suffixes.map((suffix) => ({ url: `https://example.com/model/${suffix}/bulk`, key: `${real.namespace}-${suffix}`, tenantId: real.scope }));
    const bad = { url: 'https://example.com/model/bad/bulk', key: `${real.namespace}-bad`, keyLength: 2, tenantId: real.scope };
    const answer = await real.context.client.POST('/links/bulk', { body: this.withBad ? [...elements, bad] : elements });
    const style = real.context.discovered.bulkValidation?.value;
    const fresh = elements.filter((element) => !model.links.has(element.key));
    // The whole request may be refused (nothing of it created: list and count commands see to it) for its bad element
    // (bulk-whole-request), or with a conflict for an element whose key the run holds (§4 lists 409 for every
    // operation; LinkError's shape is not shown). Then its new, good elements sent alone are created: a refusal that
    // was not about what justifies it does not pass (a target refusing every bulk request fails here).
    const badRefused = this.withBad && style !== 'per-element' && answer.response.status >= 400 && answer.response.status < 500;
    const conflictRefused = fresh.length < elements.length && refused(answer.response.status, 409, real.context);
    if (answer.data === undefined && (badRefused || conflictRefused)) {
      if (fresh.length === 0) return;
      const alone = await real.context.client.POST('/links/bulk', { body: fresh });
      if (alone.data === undefined) throw new ModelBroken(`bulk create refused whole (${answer.response.status}), then answered ${alone.response.status} to its new, good elements alone`, ['bulk.results']);
      return this.#take(alone.data, fresh, model, real);
    }
    if (answer.data === undefined) throw new ModelBroken(`bulk create answered ${answer.response.status}`, ['bulk.results']);
    if (answer.data.length !== elements.length + (this.withBad ? 1 : 0)) throw new ModelBroken(`bulk create answered ${answer.data.length} results for ${elements.length + (this.withBad ? 1 : 0)} elements`, ['bulk.results']);
    this.#take(answer.data, elements, model, real);
  }

  /** The links a bulk answer created, which must be exactly the elements whose keys the run does not hold, taken into the model. */
  #take(results: unknown[], elements: readonly { key: string }[], model: Model, real: Real): void {
    const created = results.filter((item): item is Link => typeof (item as { shortLink?: unknown }).shortLink === 'string');
    const expected = elements.filter((element) => !model.links.has(element.key)).map((element) => element.key).sort();
    const got = created.map((link) => link.key).sort();
    if (JSON.stringify(got) !== JSON.stringify(expected)) {
      // A key the run holds already, created again: a duplicate taken, which breaks the key's uniqueness too.
      const duplicated = got.some((key) => model.links.has(key));
      throw new ModelBroken(`bulk create created ${JSON.stringify(got)}, expected exactly the new, valid ones ${JSON.stringify(expected)}`, duplicated ? ['create.unique-key', 'bulk.results'] : ['bulk.results']);
    }
    for (const link of created) model.links.set(link.key, { id: link.id, key: link.key, url: link.url, archived: false, externalId: undefined, tagIds: [], tenantId: real.scope, domain: link.domain, userId: link.userId, created: link as unknown as Record<string, unknown> });
  }
  toString = () => `bulk(${this.suffixes.join(',')}${this.withBad ? ', +bad' : ''})`;
}

class RetrieveCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number, readonly byExternalId: boolean) {}
  check = (model: Readonly<Model>) => model.links.size > 0;
  async run(model: Model, real: Real): Promise<void> {
    const [key, link] = [...model.links][this.pick % model.links.size]!;
    const query = this.byExternalId && link.externalId !== undefined ? { externalId: `ext_${link.externalId}` } : { linkId: link.id };
    const answer = await real.context.client.GET('/links/info', { params: { query } });
    if (answer.data === undefined) throw new ModelBroken(`retrieving ${key} by ${Object.keys(query)[0]} answered ${answer.response.status}`, ['info.lookup']);
    const got: Partial<Link> = answer.data;
    if (got.id !== link.id || got.key !== key || got.url !== link.url || got.archived !== link.archived) {
      throw new ModelBroken(`retrieve returned ${JSON.stringify({ id: got.id, key: got.key, url: got.url, archived: got.archived })}, created ${JSON.stringify({ id: link.id, key, url: link.url, archived: link.archived })}`, ['info.lookup']);
    }
    const differences = differencesFromCreated(link.created, answer.data as unknown as Record<string, unknown>);
    if (differences.length > 0) throw new ModelBroken(`retrieving ${key} gave another link than its create answered: ${differences.join('; ')}`, ['info.lookup']);
  }
  toString = () => `retrieve(#${this.pick}${this.byExternalId ? ', by ext_' : ''})`;
}

class DeleteCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number, readonly byExternalId: boolean) {}
  check = (model: Readonly<Model>) => model.links.size > 0;
  async run(model: Model, real: Real): Promise<void> {
    const [key, link] = [...model.links][this.pick % model.links.size]!;
    const linkId = this.byExternalId && link.externalId !== undefined ? `ext_${link.externalId}` : link.id;
    const answer = await real.context.client.DELETE('/links/{linkId}', { params: { path: { linkId } } });
    if (answer.data?.id !== link.id) throw new ModelBroken(`deleting ${key} by ${linkId} answered ${answer.response.status} ${JSON.stringify(answer.data ?? answer.error)}`, ['delete.removes']);
    model.links.delete(key);
    const after = await real.context.client.GET('/links/info', { params: { query: { linkId: link.id } } });
    if (!refused(after.response.status, 404, real.context)) throw new ModelBroken(`after delete, retrieving ${key} answered ${after.response.status}`, ['delete.removes']);
  }
  toString = () => `delete(#${this.pick}${this.byExternalId ? ', by ext_' : ''})`;
}

/**
 * One filter of §4.4 and §4.6, besides the run's tenantId that scopes every query: a tag by ID, by name in some
 * case, or by the deprecated tagId; the run's own domain or user, or one it does not use; withTags; a folder it
 * does not use; a search for a text only keys hold, or one only URLs hold. Queries combine up to two.
 */
type Filter =
  | { kind: 'tag'; pick: number; by: 'id' | 'name' | 'deprecated' }
  | { kind: 'domain' | 'user'; own: boolean }
  | { kind: 'withTags' }
  | { kind: 'folder' }
  | { kind: 'search'; in: 'key' | 'url'; suffix: string };

type LinkRecord = Model['links'] extends Map<string, infer Record> ? Record : never;

/** The query one filter sends, and which of the model's links it keeps. */
function applyOne(model: Model, filter: Filter): { query: Record<string, string | string[] | boolean>; keeps: (link: LinkRecord) => boolean } {
  const any = [...model.links.values()][0];
  switch (filter.kind) {
    case 'tag': {
      const tags = [...model.tags.values()];
      const tag = tags[filter.pick % tags.length]!;
      const query: Record<string, string | string[]> = filter.by === 'name' ? { tagNames: [respell(tag.name, filter.pick)] } : filter.by === 'id' ? { tagIds: [tag.id] } : { tagId: tag.id };
      return { query, keeps: (link) => link.tagIds.includes(tag.id) };
    }
    case 'domain': {
      const domain = filter.own && any !== undefined ? any.domain : UNUSED.domain;
      return { query: { domain }, keeps: (link) => link.domain === domain };
    }
    case 'user': {
      const userId = filter.own && any?.userId != null ? any.userId : UNUSED.userId;
      return { query: { userId }, keeps: (link) => link.userId === userId };
    }
    case 'withTags':
      // Deprecated, still accepted (§9): only links with at least one tag.
      return { query: { withTags: true }, keeps: (link) => link.tagIds.length > 0 };
    case 'folder':
      // Folders cannot be made through the API: a folder the run never used holds none of its links.
      return { query: { folderId: UNUSED.folderId }, keeps: () => false };
    case 'search': {
      // §4.4: search matches the slug and the destination URL. Keys end in -<suffix>; URLs hold /model/<suffix>/.
      const text = filter.in === 'key' ? `-${filter.suffix}` : `/model/${filter.suffix}/`;
      return { query: { search: text }, keeps: (link) => link.key.includes(text) || link.url.includes(text) };
    }
  }
}

/** The query of a combination of filters (all must hold), scoped by the run's tenantId, and which links it keeps. */
function applyFilter(model: Model, real: Real, filters: readonly Filter[]): { query: Record<string, string | string[] | boolean>; keeps: (link: LinkRecord) => boolean } {
  const parts = filters.filter((filter) => filter.kind !== 'tag' || model.tags.size > 0).map((filter) => applyOne(model, filter));
  return { query: Object.assign({ tenantId: real.scope }, ...parts.map((part) => part.query)), keeps: (link) => parts.every((part) => part.keeps(link)) };
}

const describeFilter = (filters: readonly Filter[]) => (filters.length === 0 ? '' : `, ${JSON.stringify(filters)}`);

function expectedIds(model: Model, real: Real, showArchived: boolean, filters: readonly Filter[]): string[] {
  const { keeps } = applyFilter(model, real, filters);
  return [...model.links.values()]
    .filter((link) => (showArchived || !link.archived) && keeps(link))
    .map((link) => link.id)
    .sort();
}

/** The rule a filter's answer rests on: the deprecated ones (§9) and search have their own. */
const ruleOfFilter = (filter: Filter): string =>
  filter.kind === 'search' ? 'list.search' : filter.kind === 'withTags' || (filter.kind === 'tag' && filter.by === 'deprecated') ? 'list.deprecated-filters' : 'list.filters';

/**
 * The rules a wrong answer to a query breaks: the one whose breaking explains it (the answer is what the model
 * gives with showArchived turned over, or with one filter left out), else every rule the query rests on (its
 * filters, the tenantId it is scoped by, and showArchived when archived links are among those it keeps).
 */
function explaining(model: Model, real: Real, showArchived: boolean, filters: readonly Filter[], answers: (ids: string[]) => boolean): string[] {
  if (answers(expectedIds(model, real, !showArchived, filters))) return ['list.archived'];
  const explained = new Set(filters.filter((filter) => answers(expectedIds(model, real, showArchived, filters.filter((other) => other !== filter)))).map(ruleOfFilter));
  if (explained.size > 0) return [...explained];
  const archivedKept = expectedIds(model, real, true, filters).length !== expectedIds(model, real, false, filters).length;
  return [...new Set(['list.filters', ...filters.map(ruleOfFilter), ...(archivedKept ? ['list.archived'] : [])])];
}

/** A filter naming a domain, user or folder the workspace does not have may be refused with a 4xx error object instead of answered empty. */
function refusesUnknown(query: Record<string, unknown>, status: number, body: unknown): boolean {
  const unknown = query.folderId === UNUSED.folderId || query.domain === UNUSED.domain || query.userId === UNUSED.userId;
  return unknown && isErrorObject(status, body);
}

const UNUSED = { domain: 'linkproof-unused.example', userId: 'user_linkproof_unused', folderId: 'fold_linkproof_unused' } as const;

/** A group's count, in the shapes a grouped count may take (count-groupby gap): `_count`, `count`, or its only number. */
function countOfGroup(group: unknown): number | undefined {
  if (typeof group === 'number') return group;
  if (group === null || typeof group !== 'object') return undefined;
  const { _count, count } = group as { _count?: unknown; count?: unknown };
  if (typeof _count === 'number') return _count;
  if (typeof count === 'number') return count;
  const numbers = Object.values(group).filter((value) => typeof value === 'number');
  return numbers.length === 1 ? numbers[0] : undefined;
}

/**
 * The groups of a grouped count added up (count-groupby gap: their shape is not shown): a list of groups, or an
 * object of them by value, each counted as countOfGroup reads it; undefined when a group's count cannot be told.
 */
function groupTotal(body: unknown): number | undefined {
  const groups = Array.isArray(body) ? body : body !== null && typeof body === 'object' ? Object.values(body) : undefined;
  const counts = groups?.map(countOfGroup);
  if (counts === undefined || counts.some((count) => count === undefined)) return undefined;
  return (counts as number[]).reduce((sum, count) => sum + count, 0);
}

class CountCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly showArchived: boolean, readonly filters: readonly Filter[], readonly groupBy?: 'domain' | 'userId') {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const { query } = applyFilter(model, real, this.filters);
    const expected = expectedIds(model, real, this.showArchived, this.filters).length;
    const answer = await real.context.client.GET('/links/count', { params: { query: { showArchived: this.showArchived, ...query } as never } });
    if (refusesUnknown(query, answer.response.status, answer.error)) return;
    if (answer.data !== expected) {
      // A count wrong for nothing as well (one too high everywhere, the search ignored) is count.number's alone.
      const untrusted = await countUntrusted(real.context, answer.data, expected);
      const rules = typeof answer.data === 'number' && untrusted === undefined ? explaining(model, real, this.showArchived, this.filters, (ids) => ids.length === answer.data) : ['count.number'];
      throw new ModelBroken(`count with showArchived=${this.showArchived} ${JSON.stringify(query)} is ${JSON.stringify(answer.data ?? answer.response.status)}, the run holds ${expected}${untrusted === undefined ? '' : `; ${untrusted}`}`, rules);
    }
    if (this.groupBy === undefined) return;
    // Every link has one domain and one user: the groups add up to the count (unless the grouped field is filtered, a gap).
    const grouped = await real.context.client.GET('/links/count', { params: { query: { showArchived: this.showArchived, ...query, groupBy: this.groupBy } as never } });
    if (grouped.response.status < 200 || grouped.response.status >= 300) throw new ModelBroken(`count grouped by ${this.groupBy} answered ${grouped.response.status}`, ['count.group-by']);
    const filtersGrouped = (this.groupBy === 'domain' && 'domain' in query) || (this.groupBy === 'userId' && 'userId' in query);
    const total = groupTotal(grouped.data);
    if (total !== undefined && !filtersGrouped && total !== expected) throw new ModelBroken(`count grouped by ${this.groupBy} ${JSON.stringify(query)} adds up to ${total}, the count is ${expected} (the links the run holds there; deleted ones are none of them): ${JSON.stringify(grouped.data).slice(0, 160)}`, ['count.group-by']);
  }
  toString = () => `count(showArchived=${this.showArchived}${describeFilter(this.filters)}${this.groupBy === undefined ? '' : `, groupBy ${this.groupBy}`})`;
}

class ListCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pageSize: number, readonly showArchived: boolean, readonly filters: readonly Filter[]) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const { context, namespace } = real;
    const seen: string[] = [];
    const created: string[] = [];
    const filter = applyFilter(model, real, this.filters).query;
    const { pageSize: sizeName, page: pageName } = context.discovered;
    if (sizeName !== undefined && pageName !== undefined) {
      // Through the pages, under the names discovery found (list-page-params gap).
      for (let page = 1; page <= 50; page++) {
        const query = { showArchived: this.showArchived, [pageName.value]: page, [sizeName.value]: this.pageSize, ...filter };
        const answer = await context.client.GET('/links', { params: { query: query as never } });
        if (refusesUnknown(query, answer.response.status, answer.error)) return;
        if (answer.data === undefined) throw new ModelBroken(`listing page ${page} of ${this.pageSize} answered ${answer.response.status}`, ['list.pages']);
        if (answer.data.length > this.pageSize) throw new ModelBroken(`page ${page} holds ${answer.data.length} links, more than the page size ${this.pageSize}`, ['list.pages']);
        seen.push(...answer.data.map((link) => link.id));
        created.push(...answer.data.map((link) => link.createdAt));
        if (answer.data.length < this.pageSize) break;
      }
    } else {
      // The default page of 50 (§4.4) holds a model run's links.
      const answer = await context.client.GET('/links', { params: { query: { showArchived: this.showArchived, ...filter } as never } });
      if (refusesUnknown(filter, answer.response.status, answer.error)) return;
      if (answer.data === undefined) throw new Error(`listing answered ${answer.response.status}`);
      seen.push(...answer.data.map((link) => link.id));
      created.push(...answer.data.map((link) => link.createdAt));
    }
    if (context.profile === 'assumed') {
      // sortBy defaults to createdAt, the direction to desc (§4.4): newest first, across pages (ISO timestamps assumed).
      const times = created.map((time) => Date.parse(time));
      if (times.some((time, index) => index > 0 && time > times[index - 1]!)) throw new ModelBroken('the list is not newest first (sortBy createdAt, desc)', ['list.pages']);
    }
    if (new Set(seen).size !== seen.length) throw new ModelBroken(`the list repeats links across pages of ${this.pageSize}`, ['list.pages']);
    const expected = expectedIds(model, real, this.showArchived, this.filters);
    const listed = JSON.stringify([...seen].sort());
    if (listed !== JSON.stringify(expected)) {
      throw new ModelBroken(`list with showArchived=${this.showArchived} ${JSON.stringify(filter)} gives ${seen.length} links, the run holds ${expected.length} (archived ones only with showArchived)`,
        await this.#explain(model, real, filter, expected, seen, sizeName !== undefined && pageName !== undefined),
      );
    }
  }
  /**
   * The rules a wrong list breaks. A list that only misses links a right count of the same query finds lost them to
   * its pages (count has no pages); so did a list through pages whose first page of 50 (§4.4) holds the run's links.
   * Else as explaining says (a list with links it should not hold broke a filter, whatever its count).
   */
  async #explain(model: Model, real: Real, filter: Record<string, unknown>, expected: string[], seen: readonly string[], paged: boolean): Promise<string[]> {
    if (seen.every((id) => expected.includes(id))) {
      const count = await real.context.client.GET('/links/count', { params: { query: { showArchived: this.showArchived, ...filter } as never } });
      if (count.data === expected.length) return ['list.pages'];
    }
    let answer = JSON.stringify([...seen].sort());
    if (paged) {
      const whole = await real.context.client.GET('/links', { params: { query: { showArchived: this.showArchived, ...filter } as never } });
      if (whole.data === undefined) return ['list.pages'];
      answer = JSON.stringify(whole.data.map((link) => link.id).sort());
      if (answer === JSON.stringify(expected)) return ['list.pages'];
    }
    return explaining(model, real, this.showArchived, this.filters, (ids) => JSON.stringify(ids) === answer);
  }

  toString = () => `list(pageSize=${this.pageSize}, showArchived=${this.showArchived}${describeFilter(this.filters)})`;
}

const suffix = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
const oneFilter: fc.Arbitrary<Filter> = fc.oneof(
  fc.record({ kind: fc.constant('tag' as const), pick: fc.nat(8), by: fc.constantFrom('id' as const, 'name' as const, 'deprecated' as const) }),
  fc.record({ kind: fc.constantFrom('domain' as const, 'user' as const), own: fc.boolean() }),
  fc.record({ kind: fc.constantFrom('withTags' as const, 'folder' as const) }),
  fc.record({ kind: fc.constant('search' as const), in: fc.constantFrom('key' as const, 'url' as const), suffix }),
);
/** No filter, one, or two combined (of different kinds, so that each names one value). */
const filters = fc.uniqueArray(oneFilter, { maxLength: 2, selector: (filter) => filter.kind });
const commands = [
  fc
    .tuple(suffix, fc.boolean(), fc.boolean(), fc.array(fc.nat(8), { maxLength: 2 }))
    .map(([key, archived, external, tags]) => new CreateLinkCommand(key, archived, external, tags)),
  fc.tuple(fc.nat(8), fc.nat(5)).map(([pick, variant]) => new CreateTagCommand(pick, variant)),
  fc.tuple(fc.uniqueArray(suffix, { minLength: 1, maxLength: 3 }), fc.boolean()).map(([suffixes, bad]) => new BulkCreateCommand(suffixes, bad)),
  fc.tuple(fc.nat(20), fc.boolean()).map(([pick, external]) => new RetrieveCommand(pick, external)),
  fc.tuple(fc.nat(20), fc.boolean()).map(([pick, external]) => new DeleteCommand(pick, external)),
  fc.tuple(fc.boolean(), filters, fc.option(fc.constantFrom('domain' as const, 'userId' as const), { nil: undefined })).map(([showArchived, chosen, groupBy]) => new CountCommand(showArchived, chosen, groupBy)),
  fc.tuple(fc.integer({ min: 1, max: 4 }), fc.boolean(), filters).map(([pageSize, showArchived, chosen]) => new ListCommand(pageSize, showArchived, chosen)),
];

const STARTING_LINKS = [new CreateLinkCommand('a', false, true, [0]), new CreateLinkCommand('b', true, false, [1]), new CreateLinkCommand('c', false, false, []), new CreateLinkCommand('d', false, true, [0, 1])];

/**
 * Stateful, model-based (§3, §4.1 to §4.7): one command class per operation, run in random sequences
 * against a model. Retrieve returns what was created; a duplicate key is refused and changes nothing;
 * tag names match ignoring case; a bulk request creates exactly its new, valid elements; after delete the
 * link is gone from retrieve, list and count; count equals the list; every tag filter gives the model's
 * subset; archived links only with showArchived; pages partition the results, newest first (assumed).
 */
export const statefulModel: Check = {
  name: 'links_behave_as_a_model',
  section: '§3 §4.1 to §4.7',
  kind: 'mandated',
  rules: ['info.lookup', 'delete.removes', 'list.filters', 'list.search', 'list.deprecated-filters', 'list.archived', 'list.pages', 'create.tags', 'bulk.results', 'count.number', 'count.group-by', 'create.unique-key'],
  description:
    "Random sequences of create tag again, create link (with tags by name, any case), bulk create (with a bad element), retrieve, delete, count (with groupBy) and list (through pages) agree with a model of the run's own links, every query scoped by the run's tenantId and combining up to two filters (tags by id, name or the deprecated tagId, domain, user, folder, withTags, search in keys or URLs).",
  async run(context) {
    let runs = 0;
    // Two of the run's fixed tags: found or created once, never new ones per run.
    const pool = [await context.tags.get(0), await context.tags.get(1)];
    const property = fc.asyncProperty(fc.commands(commands, { maxCommands: context.depth }), async (sequence) => {
      const namespace = `${context.runId}-m${runs++}`;
      const scope = `${namespace}-tenant`;
      const model: Model = { links: new Map(), tags: new Map(pool.map((tag) => [tag.name.toLowerCase(), { id: tag.id, name: tag.name }])) };
      context.target.record();
      {
        // Each sequence has its own keys and tenantId, so its links need not be deleted before the next one:
        // the run's cleanup deletes them all at the end (fewer requests against a rate-limited target).
        const real = { context, namespace, scope };
        // Every sequence starts from the same four links (tagged, archived, untagged, both tags), so that its
        // queries judge non-empty answers; the generated commands then add, remove and ask about more.
        for (const start of STARTING_LINKS) await start.run(model, real);
        await fc.asyncModelRun(() => ({ model, real }), sequence);
      }
    });
    const result = await fc.check(property, { seed: context.seed, numRuns: context.runs, endOnFailure: true });
    if (!result.failed) return pass();
    rethrowIfStopped(result.errorInstance);
    const { message, error } = await replayCounterexample(property, result.counterexample!, result.errorInstance);
    // The rules what went wrong breaks, when the model knows (a create refused outright breaks none it can name).
    const rules = error instanceof ModelBroken ? { rules: error.rules } : {};
    return fail(failure(context, 'the links behave as the model', message, { counterexample: String(result.counterexample![0]), seed: result.seed, ...rules }));
  },
};
