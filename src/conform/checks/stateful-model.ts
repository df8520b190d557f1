import fc from 'fast-check';
import type { components } from '../../contract/openapi-types.js';
import { fail, pass, type Check, type CheckContext } from '../check.js';
import { failure, isErrorObject } from '../exchange-check.js';
import { rethrowIfStopped } from '../target.js';

type Link = components['schemas']['Link'];

/** What the run believes the implementation holds: its own links, by key. */
interface Model {
  links: Map<string, { id: string; url: string; archived: boolean; externalId: string | undefined; tagIds: string[]; tenantId: string | undefined; domain: string; userId: string | null }>;
  /** The run's fixed tags (created or found before the model runs), by lower-case name. */
  tags: Map<string, { id: string; name: string }>;
}

/** A spelling of a name in another case, picked by a number: tag names are case insensitive (§4.2). */
const respell = (name: string, variant: number) => (variant % 3 === 0 ? name : variant % 3 === 1 ? name.toUpperCase() : name.toLowerCase());

/** The implementation, reached through the context, and this model run's namespace (a key prefix found by search). */
interface Real {
  context: CheckContext;
  namespace: string;
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
    if (!refused(answer.response.status, 409, real.context)) throw new Error(`a second tag named ${name} (the tag ${tag.name} exists) answered ${answer.response.status}, not a refusal`);
  }
  toString = () => `createTagAgain(#${this.pick}, variant ${this.variant % 3})`;
}

class CreateLinkCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly suffix: string, readonly archived: boolean, readonly withExternalId: boolean, readonly tagPicks: number[] = [], readonly tenant?: string) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const key = `${real.namespace}-${this.suffix}`;
    const externalId = this.withExternalId ? `${real.namespace}-ext-${this.suffix}` : undefined;
    const url = `https://example.com/model/${this.suffix}/${model.links.size}`;
    const tags = [...model.tags.values()];
    const chosen = tags.length === 0 ? [] : [...new Map(this.tagPicks.map((pick) => [tags[pick % tags.length]!.id, tags[pick % tags.length]!])).values()];
    const tagNames = chosen.map((tag, index) => respell(tag.name, this.tagPicks[index] ?? 0));
    const answer = await real.context.client.POST('/links', {
      body: { url, key, archived: this.archived, ...(externalId !== undefined && { externalId }), ...(tagNames.length > 0 && { tagNames }), ...(this.tenant !== undefined && { tenantId: `${real.namespace}-${this.tenant}` }) },
    });
    const existing = model.links.get(key);
    if (existing !== undefined) {
      if (!refused(answer.response.status, 409, real.context)) throw new Error(`a second link with key ${key} answered ${answer.response.status}, not a conflict`);
      const still = await real.context.client.GET('/links/info', { params: { query: { linkId: existing.id } } });
      if (still.data?.url !== existing.url) throw new Error(`the refused duplicate changed the existing link: url is now ${String(still.data?.url)}`);
      return;
    }
    if (answer.data === undefined) throw new Error(`creating ${key} answered ${answer.response.status}`);
    if (answer.data.key !== key || answer.data.archived !== this.archived) throw new Error(`created ${answer.data.key} archived=${answer.data.archived}, asked for ${key} archived=${this.archived}`);
    const tagIds = answer.data.tags.map((tag) => tag.id).sort();
    if (JSON.stringify(tagIds) !== JSON.stringify(chosen.map((tag) => tag.id).sort())) throw new Error(`created ${key} with tagNames ${JSON.stringify(tagNames)} has tags ${JSON.stringify(tagIds)}`);
    model.links.set(key, {
      id: answer.data.id,
      url: answer.data.url,
      archived: this.archived,
      externalId,
      tagIds,
      tenantId: this.tenant === undefined ? undefined : `${real.namespace}-${this.tenant}`,
      domain: answer.data.domain,
      userId: answer.data.userId,
    });
  }
  toString = () =>
    `create(${this.suffix}${this.archived ? ', archived' : ''}${this.withExternalId ? ', externalId' : ''}${this.tagPicks.length > 0 ? `, tags #${this.tagPicks.join(',')}` : ''}${this.tenant === undefined ? '' : `, tenant ${this.tenant}`})`;
}

class BulkCreateCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly suffixes: string[], readonly withBad: boolean) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const elements = this.suffixes.map((suffix) => ({ url: `https://example.com/bulk/${suffix}`, key: `${real.namespace}-${suffix}` }));
    const bad = { url: 'https://example.com/bulk/bad', key: `${real.namespace}-bad`, keyLength: 2 };
    const answer = await real.context.client.POST('/links/bulk', { body: this.withBad ? [...elements, bad] : elements });
    const style = real.context.discovered.bulkValidation?.value;
    if (this.withBad && answer.data === undefined && style !== 'per-element' && answer.response.status >= 400 && answer.response.status < 500) {
      // bulk-whole-request: the whole array refused for its bad element; nothing of it may be created (list and count commands see to it).
      return;
    }
    if (answer.data === undefined) throw new Error(`bulk create answered ${answer.response.status}`);
    if (answer.data.length !== elements.length + (this.withBad ? 1 : 0)) throw new Error(`bulk create answered ${answer.data.length} results for ${elements.length + (this.withBad ? 1 : 0)} elements`);
    const created = answer.data.filter((item): item is Link => typeof (item as { shortLink?: unknown }).shortLink === 'string');
    const expected = elements.filter((element) => !model.links.has(element.key)).map((element) => element.key).sort();
    const got = created.map((link) => link.key).sort();
    if (JSON.stringify(got) !== JSON.stringify(expected)) throw new Error(`bulk create created ${JSON.stringify(got)}, expected exactly the new, valid ones ${JSON.stringify(expected)}`);
    for (const link of created) model.links.set(link.key, { id: link.id, url: link.url, archived: false, externalId: undefined, tagIds: [], tenantId: undefined, domain: link.domain, userId: link.userId });
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
    if (answer.data === undefined) throw new Error(`retrieving ${key} by ${Object.keys(query)[0]} answered ${answer.response.status}`);
    const got: Partial<Link> = answer.data;
    if (got.id !== link.id || got.key !== key || got.url !== link.url || got.archived !== link.archived) {
      throw new Error(`retrieve returned ${JSON.stringify({ id: got.id, key: got.key, url: got.url, archived: got.archived })}, created ${JSON.stringify({ id: link.id, key, url: link.url, archived: link.archived })}`);
    }
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
    if (answer.data?.id !== link.id) throw new Error(`deleting ${key} by ${linkId} answered ${answer.response.status} ${JSON.stringify(answer.data ?? answer.error)}`);
    model.links.delete(key);
    const after = await real.context.client.GET('/links/info', { params: { query: { linkId: link.id } } });
    if (!refused(after.response.status, 404, real.context)) throw new Error(`after delete, retrieving ${key} answered ${after.response.status}`);
  }
  toString = () => `delete(#${this.pick}${this.byExternalId ? ', by ext_' : ''})`;
}

/**
 * One filter of §4.4 and §4.6 (besides search, which every query carries to keep to the run's links):
 * a tag by ID or by name in some case, a tenant, or the run's own domain or user, or one it does not use.
 */
type Filter =
  | { kind: 'tag'; pick: number; byName: boolean }
  | { kind: 'tenant'; tenant: string }
  | { kind: 'domain' | 'user'; own: boolean }
  | { kind: 'withTags' }
  | { kind: 'folder' };

type LinkRecord = Model['links'] extends Map<string, infer Record> ? Record : never;

/** The query a filter sends, and which of the model's links it keeps. */
function applyFilter(model: Model, real: Real, filter: Filter | undefined): { query: Record<string, string | string[] | boolean>; keeps: (link: LinkRecord) => boolean } {
  const any = [...model.links.values()][0];
  switch (filter?.kind) {
    case undefined:
      return { query: {}, keeps: () => true };
    case 'tag': {
      const tags = [...model.tags.values()];
      if (tags.length === 0) return { query: {}, keeps: () => true };
      const tag = tags[filter.pick % tags.length]!;
      return { query: filter.byName ? { tagNames: [respell(tag.name, filter.pick)] } : { tagIds: [tag.id] }, keeps: (link) => link.tagIds.includes(tag.id) };
    }
    case 'tenant': {
      const tenantId = `${real.namespace}-${filter.tenant}`;
      return { query: { tenantId }, keeps: (link) => link.tenantId === tenantId };
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
  }
}

const describeFilter = (filter: Filter | undefined) => (filter === undefined ? '' : `, ${JSON.stringify(filter)}`);

function expectedIds(model: Model, real: Real, showArchived: boolean, filter?: Filter): string[] {
  const { keeps } = applyFilter(model, real, filter);
  return [...model.links.values()]
    .filter((link) => (showArchived || !link.archived) && keeps(link))
    .map((link) => link.id)
    .sort();
}

/** A filter naming a domain, user or folder the workspace does not have may be refused with a 4xx error object instead of answered empty. */
function refusesUnknown(query: Record<string, unknown>, status: number, body: unknown): boolean {
  const unknown = query.folderId === UNUSED.folderId || query.domain === UNUSED.domain || query.userId === UNUSED.userId;
  return unknown && isErrorObject(status, body);
}

const UNUSED = { domain: 'linkproof-unused.example', userId: 'user_linkproof_unused', folderId: 'fold_linkproof_unused' } as const;

class CountCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly showArchived: boolean, readonly filter?: Filter) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const { query } = applyFilter(model, real, this.filter);
    const answer = await real.context.client.GET('/links/count', { params: { query: { search: real.namespace, showArchived: this.showArchived, ...query } } });
    const expected = expectedIds(model, real, this.showArchived, this.filter).length;
    if (refusesUnknown(query, answer.response.status, answer.error)) return;
    if (answer.data !== expected) throw new Error(`count with search, showArchived=${this.showArchived} ${JSON.stringify(query)} is ${JSON.stringify(answer.data ?? answer.response.status)}, the run holds ${expected}`);
  }
  toString = () => `count(showArchived=${this.showArchived}${describeFilter(this.filter)})`;
}

class ListCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pageSize: number, readonly showArchived: boolean, readonly filter?: Filter) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const { context, namespace } = real;
    const seen: string[] = [];
    const created: string[] = [];
    const filter = applyFilter(model, real, this.filter).query;
    const { pageSize: sizeName, page: pageName } = context.discovered;
    if (sizeName !== undefined && pageName !== undefined) {
      // Through the pages, under the names discovery found (list-page-params gap).
      for (let page = 1; page <= 50; page++) {
        const query = { search: namespace, showArchived: this.showArchived, [pageName.value]: page, [sizeName.value]: this.pageSize, ...filter };
        const answer = await context.client.GET('/links', { params: { query: query as never } });
        if (refusesUnknown(query, answer.response.status, answer.error)) return;
        if (answer.data === undefined) throw new Error(`listing page ${page} of ${this.pageSize} answered ${answer.response.status}`);
        if (answer.data.length > this.pageSize) throw new Error(`page ${page} holds ${answer.data.length} links, more than the page size ${this.pageSize}`);
        seen.push(...answer.data.map((link) => link.id));
        created.push(...answer.data.map((link) => link.createdAt));
        if (answer.data.length < this.pageSize) break;
      }
    } else {
      // The default page of 50 (§4.4) holds a model run's links.
      const answer = await context.client.GET('/links', { params: { query: { search: namespace, showArchived: this.showArchived, ...filter } } });
      if (refusesUnknown(filter, answer.response.status, answer.error)) return;
      if (answer.data === undefined) throw new Error(`listing answered ${answer.response.status}`);
      seen.push(...answer.data.map((link) => link.id));
      created.push(...answer.data.map((link) => link.createdAt));
    }
    if (context.profile === 'assumed') {
      // sortBy defaults to createdAt, the direction to desc (§4.4): newest first, across pages (ISO timestamps assumed).
      const times = created.map((time) => Date.parse(time));
      if (times.some((time, index) => index > 0 && time > times[index - 1]!)) throw new Error('the list is not newest first (sortBy createdAt, desc)');
    }
    if (new Set(seen).size !== seen.length) throw new Error(`the list repeats links across pages of ${this.pageSize}`);
    const expected = expectedIds(model, real, this.showArchived, this.filter);
    if (JSON.stringify([...seen].sort()) !== JSON.stringify(expected)) {
      throw new Error(`list with search, showArchived=${this.showArchived} ${JSON.stringify(filter)} gives ${seen.length} links, the run holds ${expected.length} (archived ones only with showArchived)`);
    }
  }
  toString = () => `list(pageSize=${this.pageSize}, showArchived=${this.showArchived}${describeFilter(this.filter)})`;
}

const tenant = fc.constantFrom('t1', 't2');
const filter: fc.Arbitrary<Filter | undefined> = fc.option(
  fc.oneof(
    fc.record({ kind: fc.constant('tag' as const), pick: fc.nat(8), byName: fc.boolean() }),
    fc.record({ kind: fc.constant('tenant' as const), tenant }),
    fc.record({ kind: fc.constantFrom('domain' as const, 'user' as const), own: fc.boolean() }),
    fc.record({ kind: fc.constantFrom('withTags' as const, 'folder' as const) }),
  ),
  { nil: undefined },
);
const suffix = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');

const commands = [
  fc
    .tuple(suffix, fc.boolean(), fc.boolean(), fc.array(fc.nat(8), { maxLength: 2 }), fc.option(tenant, { nil: undefined }))
    .map(([key, archived, external, tags, tenantOf]) => new CreateLinkCommand(key, archived, external, tags, tenantOf)),
  fc.tuple(fc.nat(8), fc.nat(5)).map(([pick, variant]) => new CreateTagCommand(pick, variant)),
  fc.tuple(fc.uniqueArray(suffix, { minLength: 1, maxLength: 3 }), fc.boolean()).map(([suffixes, bad]) => new BulkCreateCommand(suffixes, bad)),
  fc.tuple(fc.nat(20), fc.boolean()).map(([pick, external]) => new RetrieveCommand(pick, external)),
  fc.tuple(fc.nat(20), fc.boolean()).map(([pick, external]) => new DeleteCommand(pick, external)),
  fc.tuple(fc.boolean(), filter).map(([showArchived, chosen]) => new CountCommand(showArchived, chosen)),
  fc.tuple(fc.integer({ min: 1, max: 4 }), fc.boolean(), filter).map(([pageSize, showArchived, chosen]) => new ListCommand(pageSize, showArchived, chosen)),
];

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
  rules: ['info.lookup', 'delete.removes', 'list.filters', 'list.archived', 'create.tags', 'bulk.results', 'count.number', 'create.unique-key'],
  description:
    'Random sequences of create tag, create link (with tags by name, any case), bulk create (with a bad element), retrieve, delete, count and list (with tag filters) agree with a model of the run\'s own links.',
  async run(context) {
    let runs = 0;
    // Two of the run's fixed tags: found or created once, never new ones per run.
    const pool = [await context.tags.get(0), await context.tags.get(1)];
    const property = fc.asyncProperty(fc.commands(commands, { maxCommands: 12 }), async (sequence) => {
      const namespace = `${context.runId}-m${runs++}`;
      const model: Model = { links: new Map(), tags: new Map(pool.map((tag) => [tag.name.toLowerCase(), { id: tag.id, name: tag.name }])) };
      context.target.record();
      try {
        await fc.asyncModelRun(() => ({ model, real: { context, namespace } }), sequence);
      } finally {
        for (const link of model.links.values()) await context.client.DELETE('/links/{linkId}', { params: { path: { linkId: link.id } } });
      }
    });
    const result = await fc.check(property, { seed: context.seed, numRuns: context.runs, endOnFailure: true });
    if (!result.failed) return pass();
    rethrowIfStopped(result.errorInstance);
    await Promise.resolve(property.run(result.counterexample!)).catch(() => undefined);
    const message = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
    return fail(failure(context, 'the links behave as the model', message, { counterexample: String(result.counterexample![0]), seed: result.seed }));
  },
};
