import { limits } from '../../contract/limits.js';
import { fail, pass, type Check, type CheckContext, type CheckOutcome } from '../check.js';
import { failure } from '../exchange-check.js';

/** A value of exactly `length` characters that starts with the run's id (so the cleanup's sweep finds what carries it). */
const exactly = (context: CheckContext, length: number, label: string) => `${context.runId}-${label}-`.padEnd(length, 'x').slice(0, length);
const urlOf = (context: CheckContext, length: number) => `https://example.com/${exactly(context, length - 'https://example.com/'.length, 'u')}`;

/**
 * The tag name of exactly 50 characters the run uses for the boundary: one fixed name, so runs leave one tag, not
 * many. Filled with é (one character, two bytes in UTF-8): §8 counts characters, so a server counting bytes shows.
 */
export const BOUNDARY_TAG_NAME = 'linkproof-boundary-'.padEnd(limits.tagName.maxLength, 'é');
/** Its colour, given: neither the first of the seven nor pink, so that a server that ignores it shows (six times in seven). */
const BOUNDARY_TAG_COLOUR = 'purple';

/**
 * §8 from the inside: each limit exactly at its maximum (or minimum) is accepted. Its neighbour outside is refused,
 * which limits_and_enums_rejected checks.
 */
export const limitsAcceptedAtTheBoundary: Check = {
  name: 'limits_accepted_at_the_boundary',
  section: '§8 §4.1 §4.2 §4.3',
  kind: 'mandated',
  rules: ['create.url-lengths', 'create.domain-key-lengths', 'create.random-key', 'create.external-id', 'create.tenant-id', 'create.test-variants', 'tag.name-length', 'tag.color', 'bulk.max', 'create.accepts-valid'],
  description: 'Values exactly at a limit of §8 are accepted: url, expiredUrl, ios and android of 32000 characters, a key of 190, keyLength 3 and 190, externalId and tenantId of 255, 2 and 4 test variants, a tag name of 50 (created with a colour, which it has), 100 links in one bulk request; where keys may hold é (key-rules gap), one is answered as sent and one of 190 such characters is taken.',
  async run(context) {
    const variants = (count: number) => Array.from({ length: count }, (_, index) => ({ url: `https://example.com/${context.runId}/v${index}`, percentage: index === 0 ? 100 - 25 * (count - 1) : 25 }));
    // Each case with the rules of `rules` it is about.
    const links: [string, Record<string, unknown>, string[]][] = [
      [`url, expiredUrl, ios and android of ${limits.url.maxLength} characters`, { url: urlOf(context, limits.url.maxLength), expiredUrl: urlOf(context, limits.expiredUrl.maxLength), ios: urlOf(context, limits.ios.maxLength), android: urlOf(context, limits.android.maxLength), key: `${context.runId}-b-urls` }, ['create.url-lengths']],
      [`a key of ${limits.key.maxLength} characters`, { url: `https://example.com/${context.runId}/key`, key: exactly(context, limits.key.maxLength, 'k') }, ['create.domain-key-lengths']],
      [`keyLength ${limits.keyLength.minimum}`, { url: `https://example.com/${context.runId}/kl-min`, keyLength: limits.keyLength.minimum }, ['create.random-key']],
      [`keyLength ${limits.keyLength.maximum}`, { url: `https://example.com/${context.runId}/kl-max`, keyLength: limits.keyLength.maximum }, ['create.random-key']],
      [`externalId and tenantId of ${limits.externalId.maxLength} characters`, { url: `https://example.com/${context.runId}/ids`, key: `${context.runId}-b-ids`, externalId: exactly(context, limits.externalId.maxLength, 'e'), tenantId: exactly(context, limits.tenantId.maxLength, 't') }, ['create.external-id', 'create.tenant-id']],
      ['2 test variants', { url: `https://example.com/${context.runId}/tv2`, key: `${context.runId}-b-tv2`, testVariants: variants(2) }, ['create.test-variants']],
      ['4 test variants', { url: `https://example.com/${context.runId}/tv4`, key: `${context.runId}-b-tv4`, testVariants: variants(4) }, ['create.test-variants']],
    ];
    for (const [what, body, rules] of links) {
      const answer = await context.client.POST('/links', { body: body as never });
      if (answer.data === undefined) return fail(failure(context, `${what} is accepted (§8)`, `answered ${answer.response.status}: ${JSON.stringify(answer.error).slice(0, 200)}`, { rules }));
    }
    const accented = await nonAsciiKeys(context);
    if (typeof accented !== 'string') return accented;
    // A tag name of exactly 50: created once per workspace; a later run finds it exists, which it can only if accepted.
    // Created with a colour, which the tag answered must have (§4.1).
    const tag = await context.client.POST('/tags', { body: { name: BOUNDARY_TAG_NAME, color: BOUNDARY_TAG_COLOUR } });
    if (tag.data !== undefined && tag.data.color !== BOUNDARY_TAG_COLOUR) {
      return fail(failure(context, 'a tag created with a colour has that colour (§4.1)', `created with color ${BOUNDARY_TAG_COLOUR}, the tag answered is ${JSON.stringify(tag.data.color)}`, { rules: ['tag.color'] }));
    }
    if (tag.data === undefined) {
      // A refusal may only mean it exists from an earlier run (409 on the kit's default, 422 elsewhere): a link names it to tell.
      const tagged = await context.client.POST('/links', { body: { url: `https://example.com/${context.runId}/tag50`, key: `${context.runId}-b-tag50`, tagNames: [BOUNDARY_TAG_NAME] } });
      if (!(tagged.data?.tags ?? []).some((found) => found.name.toLowerCase() === BOUNDARY_TAG_NAME.toLowerCase())) {
        return fail(failure(context, `a tag name of ${limits.tagName.maxLength} characters is accepted (§8)`, `creating it answered ${tag.response.status}, and no tag of that name exists`, { rules: ['tag.name-length'] }));
      }
    }
    const count = limits.bulkLinks.maxItems;
    const bulk = await context.client.POST('/links/bulk', { body: Array.from({ length: count }, (_, index) => ({ url: `https://example.com/${context.runId}/bulk/${index}`, key: `${context.runId}-b100-${index}` })) });
    const created = (bulk.data ?? []).filter((item) => typeof (item as { shortLink?: unknown }).shortLink === 'string').length;
    if (created !== count) return fail(failure(context, `a bulk request of ${count} links is accepted (§8)`, `answered ${bulk.response.status} with ${created} links created`, { rules: ['bulk.max'] }));
    const notes = [tag.data === undefined ? `the ${limits.tagName.maxLength}-character tag exists from an earlier run` : '', accented].filter((note) => note !== '');
    return pass(notes.length === 0 ? undefined : notes.join('; '));
  },
};

/**
 * Keys beyond ASCII. Whether a key may hold them is a gap (key-rules): where one with é is taken, it is answered as
 * sent, and a key of 190 such characters is taken too (§8 counts characters; é is two bytes of UTF-8). A failure,
 * or a note ('' when both held).
 */
async function nonAsciiKeys(context: CheckContext): Promise<CheckOutcome | string> {
  const key = `${context.runId}-café-münchen`;
  const short = await context.client.POST('/links', { body: { url: `https://example.com/${context.runId}/accent`, key } });
  if (short.data === undefined) return `a key with é was refused (${short.response.status}: key-rules gap), so the key's limit was tried with ASCII only`;
  if (short.data.key !== key && short.data.key !== key.normalize('NFC')) {
    return fail(failure(context, 'a key is answered as it was sent (§4.2)', `created with key ${key}, the link answered has key ${short.data.key}`, { rules: ['create.accepts-valid'] }));
  }
  const long = `${context.runId}-ke-`.padEnd(limits.key.maxLength, 'é');
  const answer = await context.client.POST('/links', { body: { url: `https://example.com/${context.runId}/accent-long`, key: long } });
  if (answer.data === undefined) return fail(failure(context, `a key of ${limits.key.maxLength} characters is accepted (§8)`, `a key with é is taken, yet one of ${limits.key.maxLength} characters of é (${Buffer.byteLength(long)} bytes of UTF-8) answered ${answer.response.status}: ${JSON.stringify(answer.error).slice(0, 160)}`, { rules: ['create.domain-key-lengths'] }));
  return '';
}
