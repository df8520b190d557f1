import type { Link } from '../../dataset/dataset.js';
import type { NextInt } from '../../domain/create-id.js';
import { namesDestination } from '../../domain/names-destination.js';
import { chooseDestination, type DestinationRule } from './choose-destination.js';
import type { Visitor } from './visitor.js';
import { instantOf } from '../../domain/iso-time.js';

/** Why a visit ends on the domain's not-found URL. */
export type NotFoundReason = 'unknown' | 'disabled' | 'expired';

/** What opening a short link does, as a value (rendered to HTTP by renderShortLink). */
export type ShortLinkOutcome =
  /** The domain's not-found URL: no such key, a disabled link (§2.1 rule 1), or an expired one without expiredUrl. */
  | { kind: 'not-found'; reason: NotFoundReason }
  /** A redirect; `counted` when the visit is a click. */
  | { kind: 'redirect'; location: string; rule: DestinationRule | 'expiredUrl'; counted: boolean }
  /** The password page; `wrong` when a password was given and is not the link's. */
  | { kind: 'password'; wrong: boolean }
  /** A `proxy` link seen by a preview crawler: the link's own preview. */
  | { kind: 'preview'; link: Link }
  /** A `rewrite` link: a page framing the destination (cloaking); `counted` as a redirect's. */
  | { kind: 'cloak'; location: string; rule: DestinationRule; title: string | null; counted: boolean };

/**
 * What a visit to a short link does, in the order the service checks (§1, §2.1, §3): a disabled link goes
 * to the not-found URL; an expired one to expiredUrl (else the not-found URL); a password is asked for;
 * a `proxy` link shows crawlers its preview; then device, country and A/B targeting choose the destination,
 * framed for a `rewrite` link and redirected to otherwise. Archived links still resolve.
 */
export function resolveShortLink(link: Link | undefined, visitor: Visitor, now: number, nextInt: NextInt): ShortLinkOutcome {
  if (link === undefined) return { kind: 'not-found', reason: 'unknown' };
  if (link.disabledAt !== null) return { kind: 'not-found', reason: 'disabled' };
  if (link.expiresAt !== null && instantOf(link.expiresAt) <= now) {
    return namesDestination(link.expiredUrl) ? { kind: 'redirect', location: link.expiredUrl, rule: 'expiredUrl', counted: false } : { kind: 'not-found', reason: 'expired' };
  }
  if (link.password !== null && visitor.password !== link.password) return { kind: 'password', wrong: visitor.password !== undefined };
  if (link.proxy && visitor.crawler) return { kind: 'preview', link };
  const destination = chooseDestination(link, visitor, now, nextInt);
  // A crawler's visit is not a person's click (click-counting gap).
  const counted = !visitor.crawler;
  if (link.rewrite) return { kind: 'cloak', location: destination.url, rule: destination.rule, title: link.title, counted };
  return { kind: 'redirect', location: destination.url, rule: destination.rule, counted };
}

/** Whether an outcome is a click: the visitor reached the destination (redirected or framed). */
export function isClick(outcome: ShortLinkOutcome): boolean {
  return (outcome.kind === 'redirect' || outcome.kind === 'cloak') && outcome.counted;
}
