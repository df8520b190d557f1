import { createId } from '../domain/create-id.js';
import { DAY_MS } from '../domain/day-ms.js';
import { cycleClicks } from '../domain/cycle-usage.js';
import { DEFAULT_DOMAIN, qrCodeOf, shortLinkOf } from '../domain/short-link.js';
import { UTM_FIELDS, utmQuery, withUtmParameters, type UtmField } from '../domain/utm.js';
import type { Link, Tag } from '../dataset/dataset.js';
import { DEFAULT_NOW, randomOf, type BuildOptions } from './build-tag.js';
import { iso, nextIntOf, timeBetween, type Random } from './seeded-random.js';
import { uniqueKey, uniqueSuffix } from './unique-key.js';
import * as words from './vocabulary.js';

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
  /** Latest creation time, in ms; default `now`. */
  until?: number;
  baseUrl: string;
  /** Destination hosts to draw from (`www.acme.com`); else plausible ones from the vocabulary. */
  sites?: readonly string[];
  /** Position of the link in the dataset: keys and externalIds derive from it, so they never repeat. Used by buildLink. */
  sequence: number;
  /** Scatters keys differently per seed. */
  keyOffset: number;
  /** Caps clicks per link, so a small plan's usage stays within its limit. */
  maxClicks?: number;
  /** The workspace's clicks in its billing cycle, kept within its usageLimit as its links are drawn (shared by them, and used up). */
  clickBudget?: ClickBudget;
}

/**
 * What is left of a workspace's usageLimit for the clicks of its links in the current billing cycle (from
 * `cycleStart`), and the `scale` its links' drawn clicks are taken at so that they mostly fit (clickScale).
 */
export interface ClickBudget {
  cycleStart: number;
  left: number;
  scale: number;
}

/** The mean of the clicks counters() draws for a link. */
const MEAN_DRAWN_CLICKS = (4 * 25.5 + 3 * 1025 + 51_000) / 10;

/**
 * The share of their drawn clicks that `links` links created evenly over [since, now] can be given so that their
 * clicks in the billing cycle from `cycleStart` (cycleClicks: spread evenly over each link's life) are expected to
 * take half of `usageLimit`; 1 when they fit as drawn.
 */
export function clickScale(links: number, usageLimit: number, since: number, cycleStart: number, now: number): number {
  const life = now - since;
  const cycle = Math.min(life, now - cycleStart);
  if (links === 0 || life <= 0 || cycle <= 0) return 1;
  const inCycle = (cycle / life) * (1 + Math.log(life / cycle));
  return Math.min(1, usageLimit / 2 / (links * MEAN_DRAWN_CLICKS * inCycle));
}

/** The most clicks a link created at `created` can have for its clicks in the billing cycle to stay within `left`. */
function clicksWithin(left: number, created: number, cycleStart: number, now: number): number {
  if (left <= 0) return 0;
  if (created >= cycleStart || now <= created) return left;
  const share = Math.max(0, now - cycleStart) / (now - created);
  if (share === 0) return Number.POSITIVE_INFINITY;
  let most = Math.floor((left + 0.5) / share);
  while (most > 0 && Math.round(most * share) > left) most--;
  return most;
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

/**
 * A page on a plausible site (https://www.northwind.io/blog/spring-launch), or on one of the given hosts
 * (https://shop.acme.com/blog/spring-launch). `site` names the brand for images and app ids.
 */
function destination(random: Random, sites: readonly string[] | undefined): { site: string; host: string; url: string } {
  const host = sites === undefined ? undefined : random.pick(sites);
  const site = host ?? `${random.pick(words.SITE_NAMES)}.${random.pick(words.TLDS)}`;
  const section = random.pick(words.PATH_SECTIONS);
  const depth = random.int(0, 2);
  const path = depth === 0 ? section : `${section}/${random.some(words.PATH_WORDS, depth, depth).join('-')}`;
  const at = host ?? `www.${site}`;
  return { site, host: at, url: `https://${at}/${path}` };
}

/** A slug as people choose them, or as the service generates them; unique by the link's sequence. */
function slug(random: Random, context: LinkContext, sequence: number): string {
  const style = random.int(0, 9);
  if (style < 5) return uniqueKey(sequence, context.keyOffset);
  const suffix = uniqueSuffix(sequence, context.keyOffset);
  if (style < 8) return `${random.pick(words.SLUG_WORDS)}-${suffix}`;
  return `${random.pick(words.SLUG_WORDS)}-${random.pick(words.PATH_WORDS)}-${suffix}`;
}

/** Percentages of 2 to 4 variants that add up to 100 (test-variants gap). */
function splitHundred(random: Random, parts: number): number[] {
  const cuts = new Set<number>();
  while (cuts.size < parts - 1) cuts.add(random.int(1, 99));
  const sorted = [0, ...[...cuts].sort((a, b) => a - b), 100];
  return sorted.slice(1).map((cut, index) => cut - sorted[index]!);
}

/** Counters that hang together: clicks ≥ leads ≥ conversions, sales ≥ conversions, saleAmount in cents. */
function counters(random: Random, trackConversion: boolean, maxClicks = Number.POSITIVE_INFINITY, scale = 1) {
  const tier = random.int(0, 9);
  const drawn =
    tier < 2 ? 0 : tier < 6 ? random.int(1, 50) : tier < 9 ? random.int(50, 2000) : random.int(2000, 100_000);
  const clicks = Math.min(Math.round(drawn * scale), maxClicks);
  if (!trackConversion || clicks === 0) return { clicks, leads: 0, conversions: 0, sales: 0, saleAmount: 0 };
  const leads = Math.floor((clicks * random.int(0, 20)) / 100);
  const conversions = Math.floor((leads * random.int(0, 50)) / 100);
  const sales = conversions + random.int(0, conversions * 2);
  const saleAmount = sales * random.pick([900, 1900, 2900, 4900, 9900, 19900, 49900]);
  return { clicks, leads, conversions, sales, saleAmount };
}

const maybe = <T>(random: Random, probability: number, value: () => T): T | null =>
  random.chance(probability) ? value() : null;

/**
 * Draws one link in a complete context. `buildDataset` calls this once per link, so it copies nothing
 * it does not have to; `buildLink` is the friendly form with defaults and overrides.
 */
export function generateLink(random: Random, now: number, context: LinkContext, sequence: number): Link {
  const nextInt = nextIntOf(random);
  const createdAt = timeBetween(random, context.since, context.until ?? now);
  const { site, host, url: base } = destination(random, context.sites);
  const utm = random.chance(0.45)
    ? {
        utm_source: random.pick(words.UTM_SOURCES),
        utm_medium: random.pick(words.UTM_MEDIUMS),
        utm_campaign: random.pick(words.UTM_CAMPAIGNS),
        utm_term: maybe(random, 0.2, () => random.pick(words.UTM_TERMS)),
        utm_content: maybe(random, 0.3, () => random.pick(words.UTM_CONTENTS)),
      }
    : { utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null };
  const trackConversion = random.chance(0.3);
  const budget = context.clickBudget;
  const maxClicks = Math.min(context.maxClicks ?? Number.POSITIVE_INFINITY, budget === undefined ? Number.POSITIVE_INFINITY : clicksWithin(budget.left, createdAt, budget.cycleStart, now));
  const count = counters(random, trackConversion, maxClicks, budget?.scale);
  const tagCount = context.tags.length === 0 ? 0 : random.weighted([[4, 0], [4, 1], [2, 2]] as const);
  const tags = random.some(context.tags, tagCount, tagCount);
  const expires = maybe(random, 0.1, () =>
    random.chance(0.5) ? timeBetween(random, createdAt, now) : now + random.int(1, 90) * DAY_MS,
  );
  const variants = maybe(random, 0.06, () => {
    const shares = splitHundred(random, random.int(2, 4));
    return shares.map((percentage, index) => ({ url: `${base}?variant=${String.fromCharCode(97 + index)}`, percentage }));
  });
  const testStartedAt = variants === null ? null : timeBetween(random, createdAt, now);
  const proxy = random.chance(0.08);
  const product = random.pick(words.PRODUCT_NAMES);
  const country = () => random.some(words.COUNTRIES, 2, 4);

  const generated: Link = {
    id: createId('link_', createdAt, nextInt),
    domain: context.domains.length === 0 ? DEFAULT_DOMAIN : random.weighted(context.domains.map((domain, index) => [index === 0 ? 4 : 1, domain] as const)),
    key: slug(random, context, sequence),
    url: base,
    trackConversion,
    externalId: maybe(random, 0.1, () => `crm_${100_000 + sequence}`),
    tenantId: maybe(random, 0.1, () => `tenant_${random.int(1, 40)}`),
    programId: null,
    partnerId: null,
    archived: random.chance(0.05),
    expiresAt: expires === null ? null : iso(expires),
    expiredUrl: expires === null ? null : maybe(random, 0.8, () => `https://${host}/expired`),
    disabledAt: maybe(random, 0.03, () => iso(timeBetween(random, createdAt, now))),
    password: maybe(random, 0.03, () => random.faker.internet.password({ length: 12 })),
    proxy,
    title: proxy ? random.pick(words.PREVIEW_TITLES) : null,
    description: proxy ? random.pick(words.PREVIEW_DESCRIPTIONS) : null,
    image: proxy ? `https://images.${site}/og/${product.toLowerCase()}.png` : null,
    video: proxy ? maybe(random, 0.2, () => `https://video.${site}/${product.toLowerCase()}.mp4`) : null,
    rewrite: random.chance(0.03),
    doIndex: random.chance(0.05),
    ios: maybe(random, 0.1, () => `https://apps.apple.com/app/${product.toLowerCase()}/id${random.int(100_000_000, 999_999_999)}`),
    android: maybe(random, 0.1, () => `https://play.google.com/store/apps/details?id=com.${site.split('.')[0]}.${product.toLowerCase()}`),
    geo: maybe(random, 0.08, () => Object.fromEntries(country().map(([code, path]) => [code, `https://${host}/${path}`]))),
    publicStats: random.chance(0.05),
    tags,
    folderId: context.folderIds.length === 0 ? null : maybe(random, 0.3, () => random.pick(context.folderIds)),
    webhookIds: context.webhookIds.length === 0 ? [] : (maybe(random, 0.1, () => random.some(context.webhookIds, 1, 2)) ?? []),
    comments: maybe(random, 0.1, () => random.pick(words.COMMENTS)),
    shortLink: '',
    qrCode: '',
    ...utm,
    userId: context.userIds.length === 0 ? null : random.pick(context.userIds),
    workspaceId: context.workspaceId,
    ...count,
    lastClicked: count.clicks === 0 ? null : iso(timeBetween(random, createdAt, now)),
    createdAt: iso(createdAt),
    updatedAt: iso(timeBetween(random, createdAt, now)),
    tagId: null,
    projectId: context.workspaceId,
    testVariants: variants,
    testStartedAt: testStartedAt === null ? null : iso(testStartedAt),
    testCompletedAt: testStartedAt === null ? null : iso(testStartedAt + random.int(1, 30) * DAY_MS),
  };

  // The generated destination has no query yet, so the UTM query is appended rather than merged.
  const query = utmQuery(generated);
  generated.url = query === '' ? base : `${base}?${query}`;
  generated.shortLink = shortLinkOf(generated.domain, generated.key);
  generated.qrCode = qrCodeOf(context.baseUrl, generated.shortLink);
  generated.tagId = tags[0]?.id ?? null;
  if (budget !== undefined) budget.left -= cycleClicks(generated, budget.cycleStart, now);
  return generated;
}

/** The UTM fields a URL's query holds (null for each it does not, and for all of a URL that cannot be read). */
function utmValuesOf(url: string): Pick<Link, UtmField> {
  let query: URLSearchParams | undefined;
  try {
    query = new URL(url).searchParams;
  } catch {
    query = undefined;
  }
  return Object.fromEntries(UTM_FIELDS.map((field) => [field, query?.get(field) ?? null])) as Pick<Link, UtmField>;
}

/**
 * A Link (§2.1) valid against the contract, with realistic values that hang together: UTM fields
 * written into the destination, counters in order, timestamps between the workspace's creation and now.
 * Derived fields (url's UTM query, shortLink, qrCode, projectId, tagId) follow the overrides unless
 * overridden themselves; a url given without UTM fields is kept as given, its own UTM values the link's.
 * @example buildLink({ key: 'spring-sale', archived: true }, { seed: 3 })
 */
export function buildLink(overrides: Partial<Link> = {}, options: LinkOptions = {}): Link {
  const context: LinkContext = { ...DEFAULT_CONTEXT, ...options.context };
  const generated = generateLink(randomOf(options), options.now ?? DEFAULT_NOW, context, context.sequence);
  // A url given without UTM fields is taken as it is: its own UTM values (or none) are the link's, not drawn ones.
  const urlAsGiven = overrides.url !== undefined && !UTM_FIELDS.some((field) => overrides[field] !== undefined);
  const link = { ...generated, ...(urlAsGiven && utmValuesOf(overrides.url!)), ...overrides };
  const shortLink = overrides.shortLink ?? shortLinkOf(link.domain, link.key);
  return {
    ...link,
    // The destination always carries the link's UTM values, whichever of the two was overridden (utm gap).
    url: urlAsGiven ? link.url : withUtmParameters(link.url, link),
    shortLink,
    qrCode: overrides.qrCode ?? qrCodeOf(context.baseUrl, shortLink),
    projectId: overrides.projectId ?? link.workspaceId,
    tagId: overrides.tagId !== undefined ? overrides.tagId : (link.tags[0]?.id ?? null),
  };
}
