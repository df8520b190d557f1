import { fail, pass, skip, type Check } from '../check.js';
import { failure, unique } from '../exchange-check.js';
import { sameDestination } from '../same-destination.js';
import { describeAnswer, visitShortLink, type VisitAnswer } from '../visit-short-link.js';

/** Whether an answer carries the destination's address anywhere a browser could take it from (a Location, a meta refresh, a frame, a script). */
function reveals(answer: VisitAnswer, destination: string): boolean {
  const written = [destination, encodeURIComponent(destination), destination.replaceAll('&', '&amp;'), destination.replaceAll('/', '\\/')];
  if (answer.redirect !== undefined && sameDestination(answer.redirect, destination)) return true;
  return written.some((form) => answer.body.includes(form) || (answer.redirect?.includes(form) ?? false));
}

/**
 * §1, §2.1: a password is "required to reach the destination". A visit without it must not reach it: no
 * redirect to it, and no page that carries its address. How the password is asked for and given (a page, its
 * status, a form) is the server's choice (password-gate gap), so none is required. A twin link without a
 * password must redirect to its url first: a server that resolves nothing would otherwise pass.
 */
export const passwordGateWithholdsDestination: Check = {
  name: 'password_gate_withholds_destination',
  section: '§1 §2.1',
  kind: 'mandated',
  rules: ['visit.password'],
  requires: 'resolve-short-links',
  description: 'A visit without the password to a link that has one is not redirected to its url (nor, from an iPhone, to its ios), and the answer does not carry it; the same link without a password is.',
  async run(context) {
    const key = unique(context, 'pwd');
    const open = await context.client.POST('/links', { body: { url: `https://example.com/linkproof/${key}/open`, key: `${key}-open` } });
    if (open.data === undefined) return skip(`could not create a link (status ${open.response.status})`);
    const control = await visitShortLink(context, open.data);
    if (control.redirect === undefined || !sameDestination(control.redirect, open.data.url)) {
      return skip(`a link without a password is not redirected to its url either (${control.address} answered ${describeAnswer(control)}), so a gate cannot be told from no resolution (short_link_redirects_to_url says why)`);
    }
    // With an iOS destination too: the gate is the link's, whatever device visits.
    const ios = `https://example.com/linkproof/${key}/ios-behind-the-password`;
    const created = await context.client.POST('/links', { body: { url: `https://example.com/linkproof/${key}/behind-the-password`, ios, password: `lp-${key}`, key } });
    if (created.data === undefined) return skip(`could not create a link with a password (status ${created.response.status})`);
    const link = created.data;
    const answer = await visitShortLink(context, link);
    // A crash is no gate (§7: a 500 is an unhandled situation).
    if (answer.status >= 500) return fail(failure(context, 'a password is required to reach the destination (§1, §2.1)', `${answer.address}, visited without its password, answered ${describeAnswer(answer)}`));
    if (reveals(answer, link.url)) return fail(failure(context, 'a password is required to reach the destination (§1, §2.1)', `${answer.address}, visited without its password, answered ${describeAnswer(answer)}, which carries the destination ${link.url}`));
    const phone = await visitShortLink(context, link, 'iphone');
    if (phone.status >= 500 || reveals(phone, ios) || reveals(phone, link.url)) {
      return fail(failure(context, 'a password is required to reach the destination (§1, §2.1), from any device', `${phone.address}, visited from an iPhone without its password, answered ${describeAnswer(phone)}; the link's ios is ${ios}`));
    }
    return pass(`without the password: ${answer.status}${answer.redirect === undefined ? ` ${answer.contentType}` : ` to ${answer.redirect}`}`);
  },
};
