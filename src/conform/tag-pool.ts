import type { LinkproofClient } from '../client/create-client.js';
import { foldCase } from '../domain/fold-case.js';

/**
 * The only tag names a run ever creates. Tags cannot be deleted through the spec, so every run uses
 * these same few: a hundred runs leave the same tags as one, and a small plan's tag limit is not eaten up.
 */
export const TAG_NAMES = ['linkproof-alpha', 'linkproof-beta'] as const;

export interface PoolTag {
  id: string;
  name: string;
  /** Whether this run created it (and saw the create's answer), rather than finding it from an earlier run. */
  createdNow: boolean;
}

/**
 * The run's fixed tags in one workspace: each created on first use; when it exists already (a 4xx on
 * create, 409 on the kit's default), its id is read back from a link created with `tagNames`.
 */
export class TagPool {
  readonly #known = new Map<number, PoolTag>();

  constructor(
    private readonly client: LinkproofClient,
    private readonly runId: string,
  ) {}

  get size(): number {
    return TAG_NAMES.length;
  }

  /** Tag `index` of the pool, created or found. Throws what the target's refusal throws (a 403 is for the run to explain). */
  async get(index: number): Promise<PoolTag> {
    const known = this.#known.get(index);
    if (known !== undefined) return known;
    const name = TAG_NAMES[index % TAG_NAMES.length]!;
    const created = await this.client.POST('/tags', { body: { name } });
    let tag: PoolTag;
    if (created.data !== undefined && typeof created.data.id === 'string') tag = { id: created.data.id, name: created.data.name, createdNow: true };
    else if (created.response.status >= 400 && created.response.status < 500) tag = await this.#find(name, index);
    else throw new Error(`creating the run's tag ${name} answered ${created.response.status}`);
    this.#known.set(index, tag);
    return tag;
  }

  async #find(name: string, index: number): Promise<PoolTag> {
    const link = await this.client.POST('/links', { body: { url: 'https://example.com/linkproof-tag-lookup', key: `${this.runId}-tagref-${index}`, tagNames: [name] } });
    const found = link.data?.tags?.find((tag) => foldCase(tag.name) === foldCase(name));
    if (found === undefined) {
      throw new Error(`the run's tag ${name} could neither be created nor found: a link created with tagNames [${name}] answered ${link.response.status}${link.data === undefined ? '' : ' without it'}`);
    }
    return { id: found.id, name: found.name, createdNow: false };
  }
}
