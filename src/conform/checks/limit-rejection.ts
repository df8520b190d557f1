import fc from 'fast-check';
import { enums } from '../../contract/enums.js';
import { errorCodeByStatus } from '../../contract/error-codes.js';
import { limits } from '../../contract/limits.js';
import { parseParameters } from '../../contract/parse-parameters.js';
import type { OperationId } from '../../contract/operations.js';
import { validateRequestBody } from '../../contract/validate-request-body.js';
import { fail, pass, type Check, type CheckContext } from '../check.js';
import { rethrowIfStopped } from '../target.js';
import { failure, seen } from '../exchange-check.js';
import { TRANSPORT_LIMITS } from '../judge-exchange.js';

/** One limit or closed set of the spec, and requests that break it and nothing else. */
interface Breaker {
  rule: string;
  /** The rule of the catalogue (limitRejection#rules) it breaks. */
  ruleId: string;
  operationId: OperationId;
  arbitrary: fc.Arbitrary<Probe>;
  /** The value just outside the limit, always tried first. */
  edge: Probe;
}

type Probe = { method: string; path: string; query?: string; body?: unknown };

const over = (limit: number) => fc.integer({ min: limit + 1, max: limit + 40 });
/** One side of a limit: values from just past it (the edge, tried first) to a few further. */
const past = (rule: string, ruleId: string, operationId: OperationId, limit: number, direction: 'above' | 'below', probe: (n: number) => Probe): Breaker => {
  const edge = direction === 'above' ? limit + 1 : limit - 1;
  const values = direction === 'above' ? over(limit) : fc.integer({ min: limit - 6, max: limit - 1 });
  return { rule, ruleId, operationId, arbitrary: values.map(probe), edge: probe(edge) };
};
const oneOf = <T,>(rule: string, ruleId: string, operationId: OperationId, values: readonly T[], probe: (value: T) => Probe): Breaker => ({ rule, ruleId, operationId, arbitrary: fc.constantFrom(...values).map(probe), edge: probe(values[0]!) });
const text = (length: number, fill = 'a') => fill.repeat(length);
const urlOfLength = (length: number) => `https://example.com/${text(length - 'https://example.com/'.length)}`;

function breakers(context: CheckContext): Breaker[] {
  const key = () => `${context.runId}-lim-${Math.random().toString(36).slice(2, 8)}`;
  const link = (fields: Record<string, unknown>) => ({ method: 'POST', path: '/links', body: { url: `https://example.com/limit/${context.runId}`, key: key(), ...fields } });
  return [
    past('§8 url length at most 32000', 'create.url-lengths', 'createLink', limits.url.maxLength, 'above', (n) => link({ url: urlOfLength(n) })),
    past('§8 expiredUrl length at most 32000', 'create.url-lengths', 'createLink', limits.expiredUrl.maxLength, 'above', (n) => link({ expiredUrl: urlOfLength(n) })),
    past('§8 ios length at most 32000', 'create.url-lengths', 'createLink', limits.ios.maxLength, 'above', (n) => link({ ios: urlOfLength(n) })),
    past('§8 android length at most 32000', 'create.url-lengths', 'createLink', limits.android.maxLength, 'above', (n) => link({ android: urlOfLength(n) })),
    past('§8 key length at most 190', 'create.domain-key-lengths', 'createLink', limits.key.maxLength, 'above', (n) => link({ key: text(n, 'k') })),
    past('§8 domain length at most 190', 'create.domain-key-lengths', 'createLink', limits.domain.maxLength, 'above', (n) => link({ domain: `${text(n - 4, 'd')}.com` })),
    past('§8 keyLength at least 3', 'create.random-key', 'createLink', limits.keyLength.minimum, 'below', (keyLength) => ({ method: 'POST', path: '/links', body: { url: `https://example.com/limit/${context.runId}`, keyLength } })),
    past('§8 keyLength at most 190', 'create.random-key', 'createLink', limits.keyLength.maximum, 'above', (keyLength) => ({ method: 'POST', path: '/links', body: { url: `https://example.com/limit/${context.runId}`, keyLength } })),
    past('§8 externalId length at least 1', 'create.external-id', 'createLink', limits.externalId.minLength, 'below', (n) => link({ externalId: text(Math.max(0, n), 'e') })),
    past('§8 externalId length at most 255', 'create.external-id', 'createLink', limits.externalId.maxLength, 'above', (n) => link({ externalId: text(n, 'e') })),
    past('§8 tenantId length at most 255', 'create.tenant-id', 'createLink', limits.tenantId.maxLength, 'above', (n) => link({ tenantId: text(n, 't') })),
    oneOf('§8 testVariants from 2 to 4 elements', 'create.test-variants', 'createLink', [1, 5, 6], (count) => link({ testVariants: Array.from({ length: count }, (_, i) => ({ url: `https://example.com/v${i}`, percentage: 100 / count })) })),
    past('§8 tag name at least 1 character', 'tag.name-length', 'createTag', limits.tagName.minLength, 'below', (n) => ({ method: 'POST', path: '/tags', body: { name: text(Math.max(0, n), 'n') } })),
    past('§8 tag name at most 50 characters', 'tag.name-length', 'createTag', limits.tagName.maxLength, 'above', (n) => ({ method: 'POST', path: '/tags', body: { name: text(n, 'n') } })),
    oneOf('§2.3 tag colour is one of the seven', 'tag.color', 'createTag', ['orange', 'black', 'Red', 'teal', ''], (color) => ({ method: 'POST', path: '/tags', body: { name: key().slice(0, 40), color } })),
    past('§8 at most 100 links per bulk request', 'bulk.max', 'bulkCreateLinks', limits.bulkLinks.maxItems, 'above', (count) => ({ method: 'POST', path: '/links/bulk', body: Array.from({ length: Math.min(count, limits.bulkLinks.maxItems + 5) }, () => ({ url: 'https://example.com/bulk', key: key() })) })),
    oneOf('§4.4 sortBy is one of createdAt, clicks, saleAmount, lastClicked', 'list.sort', 'getLinks', ['title', 'updatedAt', 'CLICKS', 'random'].filter((value) => !enums.linkSortField.includes(value as never)), (sortBy) => ({ method: 'GET', path: '/links', query: `sortBy=${sortBy}` })),
    past('§8 QR url length at most 32000', 'qr.url-length', 'getQRCode', limits.qrUrl.maxLength, 'above', (n) => ({ method: 'GET', path: '/qr', query: `url=${text(n, 'u')}` })),
  ];
}

/** Whether the request still breaks the contract: a shrunk counterexample that became valid is never reported. */
function stillInvalid(operationId: OperationId, request: { query?: string; body?: unknown }): boolean {
  if (request.body !== undefined) return validateRequestBody(operationId, request.body).length > 0;
  const parsed = parseParameters(operationId, { query: new URLSearchParams(request.query ?? '') });
  return !parsed.ok;
}

/** Negative data rejection (§8, §2.3, §4.4): each limit and enum broken on its own is refused with a 4xx in the error shape. */
export const limitRejection: Check = {
  name: 'limits_and_enums_rejected',
  section: '§8 §2.3 §4.4',
  kind: 'mandated',
  rules: ['create.url-lengths', 'create.domain-key-lengths', 'create.random-key', 'create.external-id', 'create.tenant-id', 'create.test-variants', 'tag.name-length', 'tag.color', 'bulk.max', 'list.sort', 'qr.url-length'],
  description:
    'Each limit of §8 and each closed set, broken on its own, is answered with a 4xx error object (code matching the status), never a 2xx or 5xx (page limits: page_limits_rejected).',
  async run(context) {
    // Every limit is tried (each its own property, so none is left out by chance), a few values each.
    const perLimit = Math.max(1, Math.ceil(context.runs / 5));
    /** The rule each key sent in a create was refused for (createdNothing). */
    const refusedKeys = new Map<string, string>();
    const byTransport = new Set<string>();
    for (const [index, breaker] of breakers(context).entries()) {
      const property = fc.asyncProperty(breaker.arbitrary, async (request) => {
        context.target.record();
        for (const sent of [request.body].flat()) {
          const key = (sent as { key?: unknown } | undefined)?.key;
          if (typeof key === 'string') refusedKeys.set(key, breaker.ruleId);
        }
        const response = await context.target.send(
          new Request(`${context.target.baseUrl}${request.path}${request.query === undefined ? '' : `?${request.query}`}`, {
            method: request.method,
            headers: { authorization: `Bearer ${context.target.token}`, 'content-type': 'application/json' },
            ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
          }),
          // A 403 is one of the refusals this check expects (a domain not in the workspace), not a plan limit.
          { refusalExpected: true },
        );
        const answer = await seen(response);
        const code = (answer.body as { error?: { code?: unknown } } | null)?.error?.code;
        const refused = answer.status >= 400 && answer.status < 500 && code === errorCodeByStatus.get(answer.status);
        // Refused by the HTTP layer for its size (Payload Too Large, URI Too Long, Header Fields Too Large), before the
        // interface saw it: a refusal all the same, said in the note, since the interface's own limit was not reached.
        if (refused && code === undefined && TRANSPORT_LIMITS.has(answer.status)) byTransport.add(`${breaker.rule} (${answer.status})`);
        if (!refused && stillInvalid(breaker.operationId, request)) {
          throw new Error(`answered ${answer.status}${code === undefined ? ' without the error object' : ` (${String(code)})`}`);
        }
      });
      // The edge first, then a few values further out; the first failure ends the property (a target that hangs on
      // one bad value would make shrinking wait out many timeouts).
      const result = await fc.check(property, { seed: context.seed + index, numRuns: perLimit + 1, examples: [[breaker.edge]], endOnFailure: true });
      if (!result.failed) continue;
      rethrowIfStopped(result.errorInstance);
      // The failing run was the last (endOnFailure: nothing shrunk), so what is recorded is its exchange. It is not
      // sent again: a create that the target took would now be refused for its name or key, not for the limit.
      const request = result.counterexample![0]!;
      const message = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
      // The run's seed, not this limit's (seed + index): --seed with it makes every limit's values again.
      return fail(failure(context, breaker.rule, message, { counterexample: JSON.stringify(request).slice(0, 400), seed: context.seed, rules: [breaker.ruleId] }));
    }
    const outcome = await createdNothing(context, refusedKeys);
    if (outcome.status !== 'pass' || byTransport.size === 0) return outcome;
    return pass(`refused by the HTTP layer for its size, before the interface could answer: ${[...byTransport].join('; ')}`);
  },
};

/**
 * A create refused for a limit created nothing: no link holds a key or url this check sent (a bulk request of 101
 * refused after its first 100 were created is half applied). Read from the list, archived links too: each refused
 * link's key starts `{run}-lim-`, and its url holds `/limit/{run}` (bulk ones are found by key).
 */
async function createdNothing(context: CheckContext, refusedKeys: ReadonlyMap<string, string>) {
  const left = new Map<string, string>();
  for (const search of [`${context.runId}-lim-`, `/limit/${context.runId}`]) {
    const answer = await context.client.GET('/links', { params: { query: { search, showArchived: true } } });
    // Only what holds the text searched for (a search that matches loosely finds more). A random key (keyLength out
    // of range) is found by its url: its rule is keyLength's.
    for (const link of Array.isArray(answer.data) ? answer.data : []) {
      const [key, url] = [String((link as { key?: unknown } | null)?.key), String((link as { url?: unknown } | null)?.url)];
      if (key.includes(search) || url.includes(search)) left.set(key, refusedKeys.get(key) ?? 'create.random-key');
    }
  }
  if (left.size === 0) return pass();
  const rules = [...new Set(left.values())];
  const keys = [...left.keys()];
  return fail(failure(context, 'a request refused for a limit creates nothing (a bulk request of more than 100 links is refused whole)', `links exist from creates that were refused (${left.size} on the first page of a search for them): ${keys.slice(0, 3).join(', ')}${keys.length > 3 ? ', …' : ''}`, { rules }));
}
