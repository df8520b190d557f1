import fc from 'fast-check';
import type { components } from '../../contract/openapi-types.js';

type LinkBody = components['schemas']['CreateLinkRequest'];

const word = fc.stringMatching(/^[a-z][a-z0-9-]{0,11}$/);
/** An https URL as people send them, already in its normal form (a path, no default port), so an echo compares equal. */
export const destinationUrl = fc
  .tuple(fc.constantFrom('example.com', 'example.org', 'shop.example.net', 'docs.example.io'), fc.array(word, { minLength: 1, maxLength: 3 }))
  .map(([host, path]) => `https://${host}/${path.join('/')}`);
const utmValue = fc.stringMatching(/^[a-z0-9_]{1,24}$/);
/** ISO 3166-1 alpha-2 countries (geo-country-format gap: what the kit and most servers take). */
const country = fc.constantFrom('US', 'GB', 'DE', 'FR', 'JP', 'BR', 'IN', 'CA');
/** 2 to 4 percentages adding up to 100 (§8; test-variants gap). */
const variants = fc.integer({ min: 2, max: 4 }).chain((count) =>
  fc.tuple(fc.array(destinationUrl, { minLength: count, maxLength: count }), fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: count - 1, maxLength: count - 1 })).map(([urls, cuts]) => {
    const points = [0, ...cuts.sort((a, b) => a - b), 100];
    return urls.map((url, index) => ({ url, percentage: points[index + 1]! - points[index]! }));
  }),
);

/** A time in the years after 2031, as ISO-8601. */
const futureTime = fc.integer({ min: 1, max: 3650 }).map((days) => new Date(Date.UTC(2031, 0, 1) + days * 86_400_000).toISOString());

/**
 * A valid link body of §4.2 with the fields people use, each present or not; the key and externalId
 * carry the run's id so they are unique and easy to find. geo, whose country format the spec does not
 * show, is included only when `withGapFields` (the assumed profile).
 */
export function linkBody(runId: string, withGapFields: boolean): fc.Arbitrary<LinkBody> {
  return fc
    .record(
      {
        url: destinationUrl,
        utm_source: utmValue,
        utm_medium: utmValue,
        utm_campaign: utmValue,
        title: fc.string({ minLength: 1, maxLength: 60 }),
        description: fc.string({ minLength: 1, maxLength: 120 }),
        comments: fc.string({ minLength: 1, maxLength: 80 }),
        archived: fc.boolean(),
        proxy: fc.boolean(),
        rewrite: fc.boolean(),
        doIndex: fc.boolean(),
        trackConversion: fc.boolean(),
        tenantId: fc.stringMatching(/^[a-z0-9_-]{1,40}$/),
        ios: destinationUrl,
        android: destinationUrl,
        ...(withGapFields && { geo: fc.dictionary(country, destinationUrl, { minKeys: 1, maxKeys: 3 }) }),
        testVariants: variants,
        expiresAt: futureTime,
        expiredUrl: destinationUrl,
        password: fc.stringMatching(/^[A-Za-z0-9!#%&*+.:=?@^_~-]{1,32}$/),
        image: destinationUrl.map((url) => `${url}.png`),
        video: destinationUrl.map((url) => `${url}.mp4`),
        testStartedAt: futureTime,
        testCompletedAt: futureTime.map((time) => new Date(Date.parse(time) + 30 * 86_400_000).toISOString()),
      },
      { requiredKeys: ['url'] },
    )
    .chain((body) =>
      fc.tuple(fc.stringMatching(/^[a-z0-9]{6}$/), fc.boolean()).map(([suffix, external]) => ({
        ...body,
        key: `${runId}-ok-${suffix}`,
        ...(external && { externalId: `${runId}-ext-${suffix}` }),
      })),
    );
}
