import fc from 'fast-check';
import type { components } from '../../contract/openapi-types.js';
import { fail, pass, type Check, type CheckContext } from '../check.js';
import { failure } from '../exchange-check.js';

type Link = components['schemas']['Link'];

/** What the run believes the implementation holds: its own links, by key. */
interface Model {
  links: Map<string, { id: string; url: string; archived: boolean; externalId: string | undefined }>;
}

/** The implementation, reached through the context, and this model run's namespace (a key prefix found by search). */
interface Real {
  context: CheckContext;
  namespace: string;
}

const refused = (status: number, exact: number, context: CheckContext) => (context.profile === 'assumed' ? status === exact : status >= 400 && status < 500);

class CreateLinkCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly suffix: string, readonly archived: boolean, readonly withExternalId: boolean) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const key = `${real.namespace}-${this.suffix}`;
    const externalId = this.withExternalId ? `${real.namespace}-ext-${this.suffix}` : undefined;
    const url = `https://example.com/model/${this.suffix}/${model.links.size}`;
    const answer = await real.context.client.POST('/links', { body: { url, key, archived: this.archived, ...(externalId !== undefined && { externalId }) } });
    const existing = model.links.get(key);
    if (existing !== undefined) {
      if (!refused(answer.response.status, 409, real.context)) throw new Error(`a second link with key ${key} answered ${answer.response.status}, not a conflict`);
      const still = await real.context.client.GET('/links/info', { params: { query: { linkId: existing.id } } });
      if (still.data?.url !== existing.url) throw new Error(`the refused duplicate changed the existing link: url is now ${String(still.data?.url)}`);
      return;
    }
    if (answer.data === undefined) throw new Error(`creating ${key} answered ${answer.response.status}`);
    if (answer.data.key !== key || answer.data.archived !== this.archived) throw new Error(`created ${answer.data.key} archived=${answer.data.archived}, asked for ${key} archived=${this.archived}`);
    model.links.set(key, { id: answer.data.id, url: answer.data.url, archived: this.archived, externalId });
  }
  toString = () => `create(${this.suffix}${this.archived ? ', archived' : ''}${this.withExternalId ? ', externalId' : ''})`;
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

function expectedIds(model: Model, showArchived: boolean): string[] {
  return [...model.links.values()].filter((link) => showArchived || !link.archived).map((link) => link.id).sort();
}

class CountCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly showArchived: boolean) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const answer = await real.context.client.GET('/links/count', { params: { query: { search: real.namespace, showArchived: this.showArchived } } });
    const expected = expectedIds(model, this.showArchived).length;
    if (answer.data !== expected) throw new Error(`count with search and showArchived=${this.showArchived} is ${JSON.stringify(answer.data ?? answer.response.status)}, the run holds ${expected}`);
  }
  toString = () => `count(showArchived=${this.showArchived})`;
}

class ListCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pageSize: number, readonly showArchived: boolean) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const { context, namespace } = real;
    const seen: string[] = [];
    if (context.profile === 'assumed') {
      for (let page = 1; page <= 50; page++) {
        const answer = await context.client.GET('/links', { params: { query: { search: namespace, showArchived: this.showArchived, page, pageSize: this.pageSize } } });
        if (answer.data === undefined) throw new Error(`listing page ${page} answered ${answer.response.status}`);
        seen.push(...answer.data.map((link) => link.id));
        if (answer.data.length < this.pageSize) break;
      }
    } else {
      // The names of the page parameters are a gap; the default page of 50 (§4.4) holds a model run's links.
      const answer = await context.client.GET('/links', { params: { query: { search: namespace, showArchived: this.showArchived } } });
      if (answer.data === undefined) throw new Error(`listing answered ${answer.response.status}`);
      seen.push(...answer.data.map((link) => link.id));
    }
    if (new Set(seen).size !== seen.length) throw new Error(`the list repeats links across pages of ${this.pageSize}`);
    const expected = expectedIds(model, this.showArchived);
    if (JSON.stringify([...seen].sort()) !== JSON.stringify(expected)) {
      throw new Error(`list with search and showArchived=${this.showArchived} gives ${seen.length} links, the run holds ${expected.length} (archived ones only with showArchived)`);
    }
  }
  toString = () => `list(pageSize=${this.pageSize}, showArchived=${this.showArchived})`;
}

const commands = [
  fc.tuple(fc.constantFrom('a', 'b', 'c', 'd', 'e'), fc.boolean(), fc.boolean()).map(([suffix, archived, external]) => new CreateLinkCommand(suffix, archived, external)),
  fc.tuple(fc.nat(20), fc.boolean()).map(([pick, external]) => new RetrieveCommand(pick, external)),
  fc.tuple(fc.nat(20), fc.boolean()).map(([pick, external]) => new DeleteCommand(pick, external)),
  fc.boolean().map((showArchived) => new CountCommand(showArchived)),
  fc.tuple(fc.integer({ min: 1, max: 4 }), fc.boolean()).map(([pageSize, showArchived]) => new ListCommand(pageSize, showArchived)),
];

/**
 * Stateful, model-based (§3, §4.2, §4.4 to §4.7): sequences of create, retrieve, delete, count and list
 * against a model. Retrieve returns what was created; a duplicate key is refused and changes nothing;
 * after delete the link is gone from retrieve, list and count; count equals the list; archived links only
 * with showArchived; pages partition the results; ext_ works for retrieve and delete.
 */
export const statefulModel: Check = {
  name: 'links_behave_as_a_model',
  section: '§3 §4.2 §4.4 §4.5 §4.6 §4.7',
  kind: 'mandated',
  description: 'Random sequences of create, retrieve, delete, count and list agree with a model of the run\'s own links.',
  async run(context) {
    let runs = 0;
    const property = fc.asyncProperty(fc.commands(commands, { maxCommands: 12 }), async (sequence) => {
      const namespace = `${context.runId}-m${runs++}`;
      const model: Model = { links: new Map() };
      context.target.record();
      try {
        await fc.asyncModelRun(() => ({ model, real: { context, namespace } }), sequence);
      } finally {
        for (const link of model.links.values()) await context.client.DELETE('/links/{linkId}', { params: { path: { linkId: link.id } } });
      }
    });
    const result = await fc.check(property, { seed: context.seed, numRuns: context.runs, endOnFailure: true });
    if (!result.failed) return pass();
    await Promise.resolve(property.run(result.counterexample!)).catch(() => undefined);
    const message = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
    return fail(failure(context, 'the links behave as the model', message, { counterexample: String(result.counterexample![0]), seed: result.seed }));
  },
};
