import { fail, pass, skip, type Check } from '../check.js';
import { failure, unique } from '../exchange-check.js';
import { sameDestination } from '../same-destination.js';
import { describeAnswer, visitShortLink } from '../visit-short-link.js';
import type { UserAgentName } from '../visitor-agents.js';

/**
 * §1: iOS and Android destination targeting. A link with both is opened from an iPhone, an Android phone and
 * a desktop browser (real User-Agents); each must be redirected to its own destination. No geo or A/B test
 * is set, so which targeting wins (targeting-order gap) does not arise.
 */
export const deviceTargetingRedirectsIosAndAndroid: Check = {
  name: 'device_targeting_redirects_ios_and_android',
  section: '§1 §2.1',
  kind: 'mandated',
  rules: ['visit.device-targeting'],
  requires: 'resolve-short-links',
  description: 'A link with ios and android destinations redirects an iPhone to ios, an Android phone to android, and a desktop browser to url.',
  async run(context) {
    const key = unique(context, 'dev');
    const base = `https://example.com/linkproof/${key}`;
    const created = await context.client.POST('/links', { body: { url: `${base}/desktop`, ios: `${base}/ios`, android: `${base}/android`, key } });
    if (created.data === undefined) return skip(`could not create a link with ios and android (status ${created.response.status})`);
    const link = created.data;
    const expected: [UserAgentName, string, string, string | null | undefined][] = [
      ['iphone', 'an iPhone', 'ios', link.ios],
      ['android', 'an Android phone', 'android', link.android],
      ['desktop', 'a desktop browser', 'url', link.url],
    ];
    const wrong: string[] = [];
    let address = '';
    for (const [agent, visitor, field, destination] of expected) {
      const answer = await visitShortLink(context, link, agent);
      address = answer.address;
      if (destination === null || destination === undefined || answer.redirect === undefined || !sameDestination(answer.redirect, destination)) {
        wrong.push(`${visitor} got ${describeAnswer(answer)}, not the link's ${field} ${destination ?? '(the link answers none)'}`);
      }
    }
    if (wrong.length === 0) return pass();
    return fail(failure(context, 'iOS and Android visitors are redirected to the ios and android destinations, others to url (§1)', `${address}: ${wrong.join('; ')}`));
  },
};
