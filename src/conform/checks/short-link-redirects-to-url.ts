import { fail, pass, skip, type Check } from '../check.js';
import { failure, unique } from '../exchange-check.js';
import { sameDestination } from '../same-destination.js';
import { describeAnswer, visitShortLink } from '../visit-short-link.js';

/**
 * §1: a short link resolves to its destination url. A visit is redirected there, with the destination's
 * query intact (it carries one, so that a redirect that drops it is seen); the redirect's status and any
 * parameter the server adds are its choice (short-link-resolution gap).
 */
export const shortLinkRedirectsToUrl: Check = {
  name: 'short_link_redirects_to_url',
  section: '§1 §3',
  kind: 'mandated',
  rules: ['visit.redirect'],
  requires: 'resolve-short-links',
  description: "A visit to a new link's short link (domain and key) is redirected (3xx) to its url, query included.",
  async run(context) {
    const key = unique(context, 'go');
    const created = await context.client.POST('/links', { body: { url: `https://example.com/linkproof/${key}?from=linkproof&case=redirect`, key } });
    if (created.data === undefined) return skip(`could not create a link (status ${created.response.status})`);
    const link = created.data;
    const answer = await visitShortLink(context, link);
    if (answer.redirect !== undefined && sameDestination(answer.redirect, link.url)) return pass(`answered ${answer.status}`);
    return fail(failure(context, 'a visit to a short link is redirected to its url (§1)', `${answer.address} answered ${describeAnswer(answer)}; the link's url is ${link.url}`));
  },
};
