import type { Faker } from '@faker-js/faker';
import { createId } from '../domain/create-id.js';
import { DEFAULT_DOMAIN, qrCodeOf, shortLinkOf } from '../domain/short-link.js';
import { withUtmParameters } from '../domain/utm.js';
import type { Link, Tag } from '../dataset/dataset.js';
import { DEFAULT_NOW, fakerOf, type BuildOptions } from './build-tag.js';
import { iso, nextIntOf, timeBetween } from './seeded-faker.js';
import { uniqueKey } from './unique-key.js';
import * as words from './vocabulary.js';

const DAY_MS = 86_400_000;

/** The workspace a link is built in: what it may refer to, and the sequence that keeps keys unique. */
export interface LinkContext {
  workspaceId: string;
  /** The workspace's domains, primary first; empty means the shared default domain. */
  domains: readonly string[];
  userIds: readonly string[];
  folderIds: readonly string[];
  webhookIds: readonly string[];
  tags: readonly Tag[];
  /** Earliest creation time (the workspace's own), in ms. */
  since: number;
  baseUrl: string;
  /** Position of the link in the dataset: keys and externalIds derive from it, so they never repeat. Used by buildLink. */
  sequence: number;
  /** Scatters keys differently per seed. */
  keyOffset: number;
  /** Caps clicks per link, so a small plan's usage stays within its limit. */
  maxClicks?: number;
}

export interface LinkOptions extends BuildOptions {
  context?: Partial<LinkContext>;
}

const DEFAULT_CONTEXT: LinkContext = {
  workspaceId: 'ws_01JBXK0000DEFAULTWORKSPACE',
  domains: [],
  userIds: [],
  folderIds: [],
  webhookIds: [],
  tags: [],
  since: DEFAULT_NOW - 365 * DAY_MS,
  baseUrl: 'http://127.0.0.1:4010',
  sequence: 0,
  keyOffset: 0,
};

/** A destination on a plausible site: https://www.northwind.io/blog/spring-launch */
function destination(faker: Faker): { site: string; url: string } {
  const site = `${faker.helpers.arrayElement(words.SITE_NAMES)}.${faker.helpers.arrayElement(words.TLDS)}`;
  const section = faker.helpers.arrayElement(words.PATH_SECTIONS);
  const depth = faker.number.int({ min: 0, max: 2 });
  const path = depth === 0 ? section : `${section}/${faker.helpers.arrayElements(words.PATH_WORDS, depth).join('-')}`;
  return { site, url: `https://www.${site}/${path}` };
}

/** A slug as people choose them, or as the service generates them; unique by the link's sequence. */
function slug(faker: Faker, context: LinkContext, sequence: number): string {
  const random = uniqueKey(sequence, context.keyOffset);
  const style = faker.number.int({ min: 0, max: 9 });
  if (style < 5) return random;
  const suffix = random.slice(0, 4).toLowerCase();
  if (style < 8) return `${faker.helpers.arrayElement(words.SLUG_WORDS)}-${suffix}`;
  return `${faker.helpers.arrayElement(words.SLUG_WORDS)}-${faker.helpers.arrayElement(words.PATH_WORDS)}-${suffix}`;
}

/** Percentages of 2 to 4 variants that add up to 100 (test-variants gap). */
function splitHundred(faker: Faker, parts: number): number[] {
  const cuts = new Set<number>();
  while (cuts.size < parts - 1) cuts.add(faker.number.int({ min: 1, max: 99 }));
  const sorted = [0, ...[...cuts].sort((a, b) => a - b), 100];
  return sorted.slice(1).map((cut, index) => cut - sorted[index]!);
}

/** Counters that hang together: clicks ≥ leads ≥ conversions, sales ≥ conversions, saleAmount in cents. */
function counters(faker: Faker, trackConversion: boolean, maxClicks = Number.POSITIVE_INFINITY) {
  const tier = faker.number.int({ min: 0, max: 9 });
  const drawn =
    tier < 2 ? 0 : tier < 6 ? faker.number.int({ min: 1, max: 50 }) : tier < 9 ? faker.number.int({ min: 50, max: 2000 }) : faker.number.int({ min: 2000, max: 100_000 });
  const clicks = Math.min(drawn, maxClicks);
  if (!trackConversion || clicks === 0) return { clicks, leads: 0, conversions: 0, sales: 0, saleAmount: 0 };
  const leads = Math.floor((clicks * faker.number.int({ min: 0, max: 20 })) / 100);
  const conversions = Math.floor((leads * faker.number.int({ min: 0, max: 50 })) / 100);
  const sales = conversions + faker.number.int({ min: 0, max: conversions * 2 });
  const saleAmount = sales * faker.helpers.arrayElement([900, 1900, 2900, 4900, 9900, 19900, 49900]);
  return { clicks, leads, conversions, sales, saleAmount };
}

const maybe = <T>(faker: Faker, probability: number, value: () => T): T | null =>
  faker.datatype.boolean({ probability }) ? value() : null;

/**
 * Draws one link in a complete context. `buildDataset` calls this once per link, so it copies nothing
 * it does not have to; `buildLink` is the friendly form with defaults and overrides.
 */
export function generateLink(faker: Faker, now: number, context: LinkContext, sequence: number): Link {
  const nextInt = nextIntOf(faker);
  const createdAt = timeBetween(faker, context.since, now);
  const { site, url: base } = destination(faker);
  const utm = faker.datatype.boolean({ probability: 0.45 })
    ? {
        utm_source: faker.helpers.arrayElement(words.UTM_SOURCES),
        utm_medium: faker.helpers.arrayElement(words.UTM_MEDIUMS),
        utm_campaign: faker.helpers.arrayElement(words.UTM_CAMPAIGNS),
        utm_term: maybe(faker, 0.2, () => faker.helpers.arrayElement(words.UTM_TERMS)),
        utm_content: maybe(faker, 0.3, () => faker.helpers.arrayElement(words.UTM_CONTENTS)),
      }
    : { utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null };
  const trackConversion = faker.datatype.boolean({ probability: 0.3 });
  const count = counters(faker, trackConversion, context.maxClicks);
  const tagCount = context.tags.length === 0 ? 0 : faker.helpers.weightedArrayElement([
    { weight: 4, value: 0 },
    { weight: 4, value: 1 },
    { weight: 2, value: 2 },
  ]);
  const tags = faker.helpers.arrayElements(context.tags, Math.min(tagCount, context.tags.length));
  const expires = maybe(faker, 0.1, () =>
    faker.datatype.boolean() ? timeBetween(faker, createdAt, now) : now + faker.number.int({ min: 1, max: 90 }) * DAY_MS,
  );
  const variants = maybe(faker, 0.06, () => {
    const shares = splitHundred(faker, faker.number.int({ min: 2, max: 4 }));
    return shares.map((percentage, index) => ({ url: `${base}?variant=${String.fromCharCode(97 + index)}`, percentage }));
  });
  const testStartedAt = variants === null ? null : timeBetween(faker, createdAt, now);
  const proxy = faker.datatype.boolean({ probability: 0.08 });
  const product = faker.helpers.arrayElement(words.PRODUCT_NAMES);
  const country = () => faker.helpers.arrayElements(words.COUNTRIES, { min: 2, max: 4 });

  const generated: Link = {
    id: createId('link_', createdAt, nextInt),
    domain: context.domains.length === 0 ? DEFAULT_DOMAIN : faker.helpers.weightedArrayElement(
      context.domains.map((domain, index) => ({ weight: index === 0 ? 4 : 1, value: domain })),
    ),
    key: slug(faker, context, sequence),
    url: base,
    trackConversion,
    externalId: maybe(faker, 0.1, () => `crm_${100_000 + sequence}`),
    tenantId: maybe(faker, 0.1, () => `tenant_${faker.number.int({ min: 1, max: 40 })}`),
    programId: null,
    partnerId: null,
    archived: faker.datatype.boolean({ probability: 0.05 }),
    expiresAt: expires === null ? null : iso(expires),
    expiredUrl: expires === null ? null : maybe(faker, 0.8, () => `https://www.${site}/expired`),
    disabledAt: maybe(faker, 0.03, () => iso(timeBetween(faker, createdAt, now))),
    password: maybe(faker, 0.03, () => faker.internet.password({ length: 12 })),
    proxy,
    title: proxy ? faker.helpers.arrayElement(words.PREVIEW_TITLES) : null,
    description: proxy ? faker.helpers.arrayElement(words.PREVIEW_DESCRIPTIONS) : null,
    image: proxy ? `https://images.${site}/og/${product.toLowerCase()}.png` : null,
    video: proxy ? maybe(faker, 0.2, () => `https://video.${site}/${product.toLowerCase()}.mp4`) : null,
    rewrite: faker.datatype.boolean({ probability: 0.03 }),
    doIndex: faker.datatype.boolean({ probability: 0.05 }),
    ios: maybe(faker, 0.1, () => `https://apps.apple.com/app/${product.toLowerCase()}/id${faker.number.int({ min: 100_000_000, max: 999_999_999 })}`),
    android: maybe(faker, 0.1, () => `https://play.google.com/store/apps/details?id=com.${site.split('.')[0]}.${product.toLowerCase()}`),
    geo: maybe(faker, 0.08, () => Object.fromEntries(country().map(([code, path]) => [code, `https://www.${site}/${path}`]))),
    publicStats: faker.datatype.boolean({ probability: 0.05 }),
    tags,
    folderId: context.folderIds.length === 0 ? null : maybe(faker, 0.3, () => faker.helpers.arrayElement(context.folderIds)),
    webhookIds: context.webhookIds.length === 0 ? [] : (maybe(faker, 0.1, () => faker.helpers.arrayElements(context.webhookIds, { min: 1, max: 2 })) ?? []),
    comments: maybe(faker, 0.1, () => faker.helpers.arrayElement(words.COMMENTS)),
    shortLink: '',
    qrCode: '',
    ...utm,
    userId: context.userIds.length === 0 ? null : faker.helpers.arrayElement(context.userIds),
    workspaceId: context.workspaceId,
    ...count,
    lastClicked: count.clicks === 0 ? null : iso(timeBetween(faker, createdAt, now)),
    createdAt: iso(createdAt),
    updatedAt: iso(timeBetween(faker, createdAt, now)),
    tagId: null,
    projectId: context.workspaceId,
    testVariants: variants,
    testStartedAt: testStartedAt === null ? null : iso(testStartedAt),
    testCompletedAt: testStartedAt === null ? null : iso(testStartedAt + faker.number.int({ min: 1, max: 30 }) * DAY_MS),
  };

  generated.url = withUtmParameters(base, generated);
  generated.shortLink = shortLinkOf(generated.domain, generated.key);
  generated.qrCode = qrCodeOf(context.baseUrl, generated.shortLink);
  generated.tagId = tags[0]?.id ?? null;
  return generated;
}

/**
 * A Link (§2.1) valid against the contract, with realistic values that hang together: UTM fields
 * written into the destination, counters in order, timestamps between the workspace's creation and now.
 * Derived fields (url's UTM query, shortLink, qrCode, projectId, tagId) follow the overrides unless
 * overridden themselves.
 * @example buildLink({ key: 'spring-sale', archived: true }, { seed: 3 })
 */
export function buildLink(overrides: Partial<Link> = {}, options: LinkOptions = {}): Link {
  const context: LinkContext = { ...DEFAULT_CONTEXT, ...options.context };
  const generated = generateLink(fakerOf(options), options.now ?? DEFAULT_NOW, context, context.sequence);
  const link = { ...generated, ...overrides };
  const shortLink = overrides.shortLink ?? shortLinkOf(link.domain, link.key);
  return {
    ...link,
    // The destination always carries the link's UTM values, whichever of the two was overridden (utm gap).
    url: withUtmParameters(link.url, link),
    shortLink,
    qrCode: overrides.qrCode ?? qrCodeOf(context.baseUrl, shortLink),
    projectId: overrides.projectId ?? link.workspaceId,
    tagId: overrides.tagId !== undefined ? overrides.tagId : (link.tags[0]?.id ?? null),
  };
}
