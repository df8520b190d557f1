import { fail, pass, skip, type Check, type CheckContext } from '../check.js';
import { failure, unique } from '../exchange-check.js';
import { sameDestination } from '../same-destination.js';
import { describeAnswer, visitShortLink } from '../visit-short-link.js';

/** An expiry no clock reaches during a run. */
const FAR_AHEAD = '2099-01-01T00:00:00.000Z';
/** An expiry no clock can have ahead of it. */
const LONG_AGO = '2001-01-01T00:00:00.000Z';
/** When the target refuses an expiry in the past: one this far ahead, waited out. */
const AHEAD_MS = 3_000;
/** How long after expiresAt (by the runner's clock) a visit may still reach url: the target's clock may run behind. */
const CLOCK_SKEW_MS = 10_000;

const createExpiring = (context: CheckContext, label: string, expiresAt: string) => {
  const key = unique(context, label);
  const base = `https://example.com/linkproof/${key}`;
  // With an iOS destination too: an expired link goes to expiredUrl whatever device visits (§3).
  return context.client.POST('/links', { body: { url: `${base}/live`, expiredUrl: `${base}/expired`, ios: `${base}/ios`, expiresAt, key } });
};

/**
 * §3: an expired link redirects to expiredUrl. The link is created expired (expiresAt in 2001); a target
 * that refuses an expiry in the past (the spec gives expiresAt only as a time) gets one a few seconds ahead,
 * and the check waits it out, visiting again for a while in case the target's clock runs behind.
 */
export const expiredLinkRedirectsToExpiredUrl: Check = {
  name: 'expired_link_redirects_to_expired_url',
  section: '§3',
  kind: 'mandated',
  rules: ['visit.expired'],
  requires: 'resolve-short-links',
  description: 'A visit to a link past its expiresAt is redirected (3xx) to its expiredUrl, not to its url (nor, from an iPhone, to its ios).',
  async run(context) {
    let created = await createExpiring(context, 'exp', LONG_AGO);
    let ahead = false;
    if (created.data === undefined) {
      const refused = created.response.status;
      if (refused < 400 || refused >= 500) return skip(`could not create an expired link (status ${refused})`);
      created = await createExpiring(context, 'exp', new Date(Date.now() + AHEAD_MS).toISOString());
      if (created.data === undefined) return skip(`an expiresAt in the past was refused (${refused}), and one ${AHEAD_MS / 1000} s ahead too (${created.response.status})`);
      ahead = true;
    }
    const link = created.data;
    // Its twin, not expired, must still go to its url: a server that sends every link with an expiredUrl there
    // (ignoring expiresAt) breaks §1 and §3 as much as one that ignores the expiry.
    const live = await createExpiring(context, 'exp-live', FAR_AHEAD);
    if (live.data === undefined) return skip(`could not create a link expiring in 2099 (status ${live.response.status})`);
    const before = await visitShortLink(context, live.data);
    if (before.redirect === undefined || !sameDestination(before.redirect, live.data.url)) {
      return fail(failure(context, 'a link not yet expired redirects to its url (§1, §3)', `${before.address}, expiring at ${live.data.expiresAt}, answered ${describeAnswer(before)}; its url is ${live.data.url}`));
    }
    const { expiredUrl, expiresAt } = link;
    if (typeof expiredUrl !== 'string' || typeof expiresAt !== 'string') return fail(failure(context, 'a link keeps its expiresAt and expiredUrl (§4.2)', `the link answers expiresAt ${JSON.stringify(expiresAt)}, expiredUrl ${JSON.stringify(expiredUrl)}`));
    if (ahead) await context.target.wait(Math.max(0, Date.parse(expiresAt) - Date.now()) + 500);
    // Counted, not timed, so that an injected sleep cannot make it spin.
    for (let retries = ahead ? CLOCK_SKEW_MS / 1000 : 0; ; retries--) {
      const answer = await visitShortLink(context, link);
      if (answer.redirect !== undefined && sameDestination(answer.redirect, expiredUrl)) {
        const phone = await visitShortLink(context, link, 'iphone');
        if (phone.redirect === undefined || !sameDestination(phone.redirect, expiredUrl)) {
          return fail(failure(context, 'an expired link redirects to expiredUrl (§3), whatever device visits', `${phone.address}, expired at ${expiresAt}, answered an iPhone ${describeAnswer(phone)}; its expiredUrl is ${expiredUrl}`));
        }
        return pass(ahead ? `expiresAt in the past was refused; the link expired ${AHEAD_MS / 1000} s after its creation` : undefined);
      }
      // Still on its url: the target's clock may not have reached expiresAt yet.
      const early = answer.redirect !== undefined && sameDestination(answer.redirect, link.url) && retries > 0;
      if (!early) return fail(failure(context, 'an expired link redirects to expiredUrl (§3)', `${answer.address}, expired at ${expiresAt}, answered ${describeAnswer(answer)}; its expiredUrl is ${expiredUrl}`));
      await context.target.wait(1000);
    }
  },
};
