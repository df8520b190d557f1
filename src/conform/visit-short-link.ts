import type { CheckContext } from './check.js';
import type { ShortLinkRef } from './visit-address.js';
import { USER_AGENTS, type UserAgentName } from './visitor-agents.js';
import { canParseUrl } from '../can-parse-url.js';

/** The statuses that send a browser on to their Location: which of them a service uses is its choice (short-link-resolution gap). */
export const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/** What a visit to a short link answered, as the visit checks judge it. */
export interface VisitAnswer {
  /** The short link visited, `https://{domain}/{key}` (wherever --resolve sent the request). */
  address: string;
  status: number;
  /** Where a redirect sends the visitor, as an absolute URL; undefined when the answer is no redirect. */
  redirect: string | undefined;
  contentType: string;
  body: string;
}

/** Opens a short link as a browser of the given kind would; the redirect is not followed. */
export async function visitShortLink(context: CheckContext, link: ShortLinkRef, agent: UserAgentName = 'desktop'): Promise<VisitAnswer> {
  const response = await context.target.visit(link, { 'user-agent': USER_AGENTS[agent], accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
  const address = `https://${link.domain}/${link.key}`;
  const location = response.headers.get('location');
  // A relative Location is relative to the short link, the address the browser is at.
  const redirect = REDIRECT_STATUSES.has(response.status) && location !== null && canParseUrl(location, address) ? new URL(location, address).toString() : undefined;
  return { address, status: response.status, redirect, contentType: response.headers.get('content-type') ?? '', body: await response.text() };
}

/** An answer in a few words: `302 to https://…`, or the status, content type and the start of the body. */
export function describeAnswer(answer: VisitAnswer): string {
  if (answer.redirect !== undefined) return `${answer.status} to ${answer.redirect}`;
  const body = answer.body.replace(/\s+/g, ' ').trim().slice(0, 120);
  return `${answer.status}${answer.contentType === '' ? '' : ` ${answer.contentType}`}${body === '' ? '' : `: ${body}`}`;
}
