import fc from 'fast-check';
import { fail, pass, type Check } from '../check.js';
import { rethrowIfStopped } from '../target.js';
import { failure } from '../exchange-check.js';
import { linkBody } from '../arbitraries/link-body.js';
import { replayCounterexample } from './replay-counterexample.js';

/** Fields echoed as sent. URLs are compared by their parsed form; times by the time they name (timestamp-format gap). */
const ECHOED = ['key', 'archived', 'proxy', 'rewrite', 'doIndex', 'trackConversion', 'tenantId', 'externalId', 'title', 'description', 'comments', 'password', 'utm_source', 'utm_medium', 'utm_campaign'] as const;
const URLS = ['ios', 'android', 'expiredUrl'] as const;
// image and video are sent, not compared: a server may host the image it was sent and answer its own URL.
const TIMES = ['expiresAt', 'testStartedAt', 'testCompletedAt'] as const;

/** Equal as JSON values, whatever the order of object keys (a database may keep keys sorted). */
function sameJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
  }
  return a === b;
}

function differences(sent: Record<string, unknown>, got: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const field of ECHOED) if (field in sent && got[field] !== sent[field]) problems.push(`${field}: sent ${JSON.stringify(sent[field])}, got ${JSON.stringify(got[field])}`);
  for (const field of URLS) if (field in sent && new URL(String(got[field] ?? 'x:')).href !== new URL(String(sent[field])).href) problems.push(`${field}: sent ${String(sent[field])}, got ${String(got[field])}`);
  for (const field of TIMES) if (field in sent && Date.parse(String(got[field])) !== Date.parse(String(sent[field]))) problems.push(`${field}: sent ${String(sent[field])}, got ${String(got[field])}`);
  if ('geo' in sent && !sameJson(got.geo, sent.geo)) problems.push(`geo: sent ${JSON.stringify(sent.geo)}, got ${JSON.stringify(got.geo)}`);
  if ('testVariants' in sent && !sameJson(got.testVariants, sent.testVariants)) problems.push(`testVariants: sent ${JSON.stringify(sent.testVariants)}, got ${JSON.stringify(got.testVariants)}`);
  if (!String(got.url).startsWith(String(sent.url))) problems.push(`url: sent ${String(sent.url)}, got ${String(got.url)}`);
  return problems;
}

/** Positive data acceptance (§4.2): valid links with any mix of fields are created, and what was sent is what is answered. */
export const validLinksAccepted: Check = {
  name: 'valid_links_accepted_and_echoed',
  section: '§4.2 §2.1',
  kind: 'mandated',
  rules: ['create.accepts-valid'],
  description: 'Generated valid link bodies (URLs, UTM values, geo maps, A/B variants and their times, expiry, a password, preview fields, flags) are created, and the link answered carries what was sent (a preview image or video may be answered as the server’s own copy).',
  async run(context) {
    let sent = 0;
    const property = fc.asyncProperty(linkBody(context.runId, context.profile === 'assumed'), async (generated) => {
      // Generated suffixes can repeat across runs; a count makes every key and externalId of the run unique.
      const count = sent++;
      const body = { ...generated, key: `${generated.key}-${count}`, ...(generated.externalId !== undefined && { externalId: `${generated.externalId}-${count}` }) };
      context.target.record();
      const created = await context.client.POST('/links', { body });
      if (created.data === undefined) throw new Error(`a valid link was refused: ${created.response.status} ${JSON.stringify(created.error)}`);
      const problems = differences(body as Record<string, unknown>, created.data as unknown as Record<string, unknown>);
      if (problems.length > 0) throw new Error(problems.join('; '));
    });
    const result = await fc.check(property, { seed: context.seed, numRuns: context.runs, endOnFailure: true });
    if (!result.failed) return pass();
    rethrowIfStopped(result.errorInstance);
    const { message } = await replayCounterexample(property, result.counterexample!, result.errorInstance);
    return fail(failure(context, 'valid links are accepted and echoed', message, { counterexample: JSON.stringify(result.counterexample![0]).slice(0, 600), seed: result.seed }));
  },
};
