import type { Link } from '../../dataset/dataset.js';
import type { NextInt } from '../../domain/create-id.js';
import { namesDestination } from '../../domain/names-destination.js';
import type { Visitor } from './visitor.js';
import { instantOf } from '../../domain/iso-time.js';

/** Why a destination was chosen: the targeting rule that matched (§1), or the link's own url. */
export type DestinationRule = 'ios' | 'android' | 'geo' | 'testVariant' | 'url';

export interface Destination {
  url: string;
  rule: DestinationRule;
}

/**
 * Whether a link's A/B test is running at `now`: it has variants, has started (testStartedAt unset or
 * passed) and is not completed (testCompletedAt unset or ahead). Test-window gap: an unset bound is open.
 */
export function testRunning(link: Link, now: number): boolean {
  if (link.testVariants === null || link.testVariants.length === 0) return false;
  if (link.testStartedAt !== null && instantOf(link.testStartedAt) > now) return false;
  return link.testCompletedAt === null || instantOf(link.testCompletedAt) > now;
}

/** A variant drawn by its percentage (the mock's seeded sequence, so a seed repeats the split). */
function drawVariant(variants: NonNullable<Link['testVariants']>, nextInt: NextInt): string {
  const total = variants.reduce((sum, variant) => sum + variant.percentage, 0);
  // Hundredths of a percent: percentages may carry decimals.
  let draw = (nextInt(Math.max(1, Math.round(total * 100))) + 0.5) / 100;
  for (const variant of variants) {
    draw -= variant.percentage;
    if (draw < 0) return variant.url;
  }
  return variants.at(-1)!.url;
}

/**
 * Where a visit goes, in the order the public service applies targeting: the visitor's device (ios,
 * android), then its country (geo), then a running A/B test, else the link's url.
 */
export function chooseDestination(link: Link, visitor: Visitor, now: number, nextInt: NextInt): Destination {
  // An empty or blank ios or android (sent so, as a form's empty field is) names no destination.
  if (visitor.device === 'ios' && namesDestination(link.ios)) return { url: link.ios, rule: 'ios' };
  if (visitor.device === 'android' && namesDestination(link.android)) return { url: link.android, rule: 'android' };
  const byCountry = visitor.country === null ? undefined : link.geo?.[visitor.country];
  if (byCountry !== undefined) return { url: byCountry, rule: 'geo' };
  if (testRunning(link, now)) return { url: drawVariant(link.testVariants!, nextInt), rule: 'testVariant' };
  return { url: link.url, rule: 'url' };
}
