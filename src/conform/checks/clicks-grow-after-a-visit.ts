import { fail, pass, skip, type Check, type CheckContext } from '../check.js';
import { failure, unique } from '../exchange-check.js';
import { sameDestination } from '../same-destination.js';
import { describeAnswer, visitShortLink } from '../visit-short-link.js';

/** Visits made to one link. */
const VISITS = 2;
/** How often the link is read again while waiting for its clicks. */
const POLL_MS = 500;

async function countersOf(context: CheckContext, linkId: string): Promise<{ clicks: unknown; lastClicked: unknown } | undefined> {
  const read = await context.client.GET('/links/info', { params: { query: { linkId } } });
  return read.data === undefined ? undefined : { clicks: read.data.clicks, lastClicked: read.data.lastClicked };
}

/**
 * §1, §2.1: clicks are counted, and lastClicked is when the link was last clicked. After VISITS visits that
 * reach the destination, clicks must grow, within --click-wait (real services count asynchronously), and
 * lastClicked be set. It must grow by at least 1 and at most VISITS: which visits count is the service's
 * choice (click-counting gap), and the public service counts one click per visitor and link within an hour,
 * so the runner's second visit may legitimately not count; more clicks than visits is counting what did not happen.
 */
export const clicksGrowAfterAVisit: Check = {
  name: 'clicks_grow_after_a_visit',
  section: '§1 §2.1',
  kind: 'mandated',
  rules: ['visit.clicks'],
  requires: 'resolve-short-links',
  description: `After ${VISITS} visits redirected to a new link's url, its clicks grow by 1 to ${VISITS} within --click-wait, and lastClicked is set.`,
  async run(context) {
    const key = unique(context, 'clk');
    const created = await context.client.POST('/links', { body: { url: `https://example.com/linkproof/${key}`, key } });
    if (created.data === undefined) return skip(`could not create a link (status ${created.response.status})`);
    const link = created.data;
    const before = await countersOf(context, link.id);
    if (before === undefined || typeof before.clicks !== 'number') return skip(`the link's clicks could not be read before the visits (${JSON.stringify(before?.clicks)})`);
    for (let visit = 0; visit < VISITS; visit++) {
      const answer = await visitShortLink(context, link);
      if (answer.redirect === undefined || !sameDestination(answer.redirect, link.url)) {
        return skip(`the visit did not reach the destination (${answer.address} answered ${describeAnswer(answer)}), so no click can be expected (short_link_redirects_to_url says why)`);
      }
    }
    const started = Date.now();
    let after = before;
    // Counted, not timed, so that an injected sleep cannot make it spin.
    for (let polls = Math.ceil(context.clickWaitMs / POLL_MS); ; polls--) {
      after = (await countersOf(context, link.id)) ?? after;
      const grown = typeof after.clicks === 'number' && after.clicks > before.clicks;
      if ((grown && after.lastClicked !== null && after.lastClicked !== undefined) || polls <= 0) break;
      await context.target.wait(POLL_MS);
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const clicks = after.clicks;
    if (typeof clicks !== 'number' || clicks <= before.clicks) {
      return fail(failure(context, 'a visit that reaches the destination is counted in clicks (§1, §2.1)', `clicks stayed ${JSON.stringify(clicks)} for ${seconds} s after ${VISITS} visits redirected to the destination (--click-wait ${context.clickWaitMs / 1000} s)`));
    }
    if (clicks > before.clicks + VISITS) return fail(failure(context, 'clicks count visits, not more (§2.1)', `clicks grew from ${before.clicks} to ${clicks} after ${VISITS} visits`));
    if (after.lastClicked === null || after.lastClicked === undefined) return fail(failure(context, 'lastClicked is set once the link is clicked (§2.1)', `clicks grew from ${before.clicks} to ${clicks}, yet lastClicked is ${JSON.stringify(after.lastClicked)} after ${seconds} s`));
    // The format of lastClicked is a gap (§2.1 rule 3), so only a time that parses is judged: a click cannot be
    // older than its link (both by the target's own clock, so no skew between runner and target matters).
    const clickedAt = typeof after.lastClicked === 'string' ? Date.parse(after.lastClicked) : Number.NaN;
    const createdAt = Date.parse(link.createdAt);
    if (!Number.isNaN(clickedAt) && !Number.isNaN(createdAt) && clickedAt < createdAt - 1_000) {
      return fail(failure(context, 'lastClicked is when the link was last clicked (§2.1)', `lastClicked is ${after.lastClicked}, before the link was created (${link.createdAt})`));
    }
    // A visit from a phone is a click as well, also one sent to the link's ios destination.
    const phone = await phoneVisitCounted(context);
    if (typeof phone !== 'string') return phone;
    return pass(`clicks ${before.clicks} → ${clicks} after ${VISITS} visits, seen within ${seconds} s; ${phone}`);
  },
};

/**
 * A visit from an iPhone to a new link with an ios destination is counted in its clicks, wherever it is sent (to
 * ios, or to url: device targeting is device_targeting_redirects_ios_and_android's to judge): a failure, or what was seen.
 */
async function phoneVisitCounted(context: CheckContext) {
  const key = unique(context, 'clkp');
  const created = await context.client.POST('/links', { body: { url: `https://example.com/linkproof/${key}`, key, ios: `https://example.com/linkproof/${key}/ios` } });
  if (created.data === undefined || typeof created.data.clicks !== 'number') return `a link for a visit from a phone could not be created (${created.response.status})`;
  const link = created.data;
  const answer = await visitShortLink(context, link, 'iphone');
  const reached = answer.redirect !== undefined && [link.url, link.ios].some((destination) => typeof destination === 'string' && sameDestination(answer.redirect!, destination));
  if (!reached) return `a visit from an iPhone did not reach a destination of the link (${describeAnswer(answer)}), so no click was expected of it`;
  for (let polls = Math.ceil(context.clickWaitMs / POLL_MS); ; polls--) {
    const after = await countersOf(context, link.id);
    if (typeof after?.clicks === 'number' && after.clicks > link.clicks) return `a visit from an iPhone (sent to ${typeof link.ios === 'string' && sameDestination(answer.redirect!, link.ios) ? 'ios' : 'url'}) counted too`;
    if (polls <= 0) return fail(failure(context, 'a visit that reaches the destination is counted in clicks, from any device (§1, §2.1)', `a visit from an iPhone was redirected to ${answer.redirect}, yet clicks stayed ${JSON.stringify(after?.clicks)} (--click-wait ${context.clickWaitMs / 1000} s)`));
    await context.target.wait(POLL_MS);
  }
}
