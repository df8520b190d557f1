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

/** One limit or closed set of the spec, and requests that break it and nothing else. */
interface Breaker {
  rule: string;
  operationId: OperationId;
  arbitrary: fc.Arbitrary<{ method: string; path: string; query?: string; body?: unknown }>;
}

const over = (limit: number) => fc.integer({ min: limit + 1, max: limit + 40 });
const text = (length: number, fill = 'a') => fill.repeat(length);
const urlOfLength = (length: number) => `https://example.com/${text(length - 'https://example.com/'.length)}`;

function breakers(context: CheckContext): Breaker[] {
  const key = () => `${context.runId}-lim-${Math.random().toString(36).slice(2, 8)}`;
  const link = (fields: Record<string, unknown>) => ({ method: 'POST', path: '/links', body: { url: `https://example.com/limit/${context.runId}`, key: key(), ...fields } });
  return [
    { rule: '§8 url length at most 32000', operationId: 'createLink', arbitrary: over(limits.url.maxLength).map((n) => link({ url: urlOfLength(n) })) },
    { rule: '§8 expiredUrl length at most 32000', operationId: 'createLink', arbitrary: over(limits.expiredUrl.maxLength).map((n) => link({ expiredUrl: urlOfLength(n) })) },
    { rule: '§8 ios length at most 32000', operationId: 'createLink', arbitrary: over(limits.ios.maxLength).map((n) => link({ ios: urlOfLength(n) })) },
    { rule: '§8 android length at most 32000', operationId: 'createLink', arbitrary: over(limits.android.maxLength).map((n) => link({ android: urlOfLength(n) })) },
    { rule: '§8 key length at most 190', operationId: 'createLink', arbitrary: over(limits.key.maxLength).map((n) => link({ key: text(n, 'k') })) },
    { rule: '§8 domain length at most 190', operationId: 'createLink', arbitrary: over(limits.domain.maxLength).map((n) => link({ domain: `${text(n - 4, 'd')}.com` })) },
    {
      rule: '§8 keyLength from 3 to 190',
      operationId: 'createLink',
      arbitrary: fc.oneof(fc.integer({ min: -5, max: limits.keyLength.minimum - 1 }), over(limits.keyLength.maximum)).map((keyLength) => ({ ...link({ keyLength }), body: { url: `https://example.com/limit/${context.runId}`, keyLength } })),
    },
    { rule: '§8 externalId length from 1 to 255', operationId: 'createLink', arbitrary: fc.oneof(fc.constant(0), over(limits.externalId.maxLength)).map((n) => link({ externalId: text(n, 'e') })) },
    { rule: '§8 tenantId length at most 255', operationId: 'createLink', arbitrary: over(limits.tenantId.maxLength).map((n) => link({ tenantId: text(n, 't') })) },
    {
      rule: '§8 testVariants from 2 to 4 elements',
      operationId: 'createLink',
      arbitrary: fc.constantFrom(1, 5, 6).map((count) => link({ testVariants: Array.from({ length: count }, (_, i) => ({ url: `https://example.com/v${i}`, percentage: 100 / count })) })),
    },
    { rule: '§8 tag name length from 1 to 50', operationId: 'createTag', arbitrary: fc.oneof(fc.constant(0), over(limits.tagName.maxLength)).map((n) => ({ method: 'POST', path: '/tags', body: { name: text(n, 'n') } })) },
    {
      rule: '§2.3 tag colour is one of the seven',
      operationId: 'createTag',
      arbitrary: fc.constantFrom('orange', 'black', 'Red', 'teal', '').map((color) => ({ method: 'POST', path: '/tags', body: { name: key().slice(0, 40), color } })),
    },
    {
      rule: '§8 at most 100 links per bulk request',
      operationId: 'bulkCreateLinks',
      arbitrary: fc.integer({ min: limits.bulkLinks.maxItems + 1, max: limits.bulkLinks.maxItems + 5 }).map((count) => ({ method: 'POST', path: '/links/bulk', body: Array.from({ length: count }, () => ({ url: 'https://example.com/bulk', key: key() })) })),
    },
    {
      rule: '§4.4 sortBy is one of createdAt, clicks, saleAmount, lastClicked',
      operationId: 'getLinks',
      arbitrary: fc.constantFrom('title', 'updatedAt', 'CLICKS', 'random').filter((value) => !enums.linkSortField.includes(value as never)).map((sortBy) => ({ method: 'GET', path: '/links', query: `sortBy=${sortBy}` })),
    },
    { rule: '§8 QR url length at most 32000', operationId: 'getQRCode', arbitrary: over(limits.qrUrl.maxLength).map((n) => ({ method: 'GET', path: '/qr', query: `url=${text(n, 'u')}` })) },
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
    const cases = breakers(context);
    const arbitrary = fc.constantFrom(...cases).chain((breaker) => breaker.arbitrary.map((request) => ({ breaker, request })));
    const property = fc.asyncProperty(arbitrary, async ({ breaker, request }) => {
      context.target.record();
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
      if (!refused && stillInvalid(breaker.operationId, request)) {
        throw new Error(`answered ${answer.status}${code === undefined ? ' without the error object' : ` (${String(code)})`}`);
      }
    });
    const result = await fc.check(property, { seed: context.seed, numRuns: Math.max(cases.length, cases.length * context.runs), endOnFailure: true });
    if (!result.failed) return pass();
    rethrowIfStopped(result.errorInstance);
    // Replay the shrunk counterexample once, alone, so its exchanges are what the failure shows.
    const [{ breaker, request }] = result.counterexample!;
    await Promise.resolve(property.run(result.counterexample!)).catch(() => undefined);
    const message = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
    return fail(failure(context, breaker.rule, message, { counterexample: JSON.stringify(request).slice(0, 400), seed: result.seed }));
  },
};
