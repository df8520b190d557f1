import { fail, pass, type Check } from '../check.js';
import { failure, isErrorObject } from '../exchange-check.js';

/** Bodies no operation can follow: each is refused with a 4xx error object, never a 5xx, and creates nothing. */
const MALFORMED: { path: string; what: string; body: string }[] = [
  { path: '/links', what: 'JSON cut short', body: '{"url": "https://example.com/x",' },
  { path: '/links', what: 'a JSON number', body: '42' },
  { path: '/links', what: 'a JSON array where an object is expected', body: '[{"url": "https://example.com/x"}]' },
  { path: '/links', what: 'text that is not JSON', body: 'url: https://example.com/x' },
  { path: '/links', what: 'null', body: 'null' },
  { path: '/links/bulk', what: 'an object where the array of links is expected', body: '{"url": "https://example.com/x"}' },
  { path: '/links/bulk', what: 'JSON cut short', body: '[{"url": "https://example.com/x"}' },
  { path: '/links/bulk', what: 'a JSON string', body: '"links"' },
  { path: '/links/bulk', what: 'null', body: 'null' },
  { path: '/tags', what: 'JSON cut short', body: '{"name": "x' },
  { path: '/tags', what: 'a JSON array', body: '["x"]' },
  { path: '/tags', what: 'null', body: 'null' },
];

/** §7 (400: malformed syntax): malformed and wrong-typed bodies on every operation that takes one. */
export const malformedBodiesRefused: Check = {
  name: 'malformed_bodies_refused',
  section: '§7 §4.1 §4.2 §4.3',
  kind: 'mandated',
  rules: ['errors.malformed'],
  description: 'A body that is not JSON, or JSON of the wrong type (null, a scalar, an array for an object, an object for the bulk array), is refused with a 4xx error object, and nothing is created; a good body sent as application/json; charset=utf-8 is taken.',
  async run(context) {
    const { target } = context;
    const total = async () => (await context.client.GET('/links/count', { params: { query: { showArchived: true } } })).data;
    const before = await total();
    for (const { path, what, body } of MALFORMED) {
      const response = await target.send(
        new Request(`${target.baseUrl}${path}`, { method: 'POST', headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' }, body }),
        { refusalExpected: true },
      );
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      if (!isErrorObject(response.status, parsed)) return fail(failure(context, `POST ${path} with ${what} is refused with a 4xx error object`, `answered ${response.status}: ${text.slice(0, 160)}`));
    }
    const after = await total();
    if (before !== after) return fail(failure(context, 'malformed bodies create nothing', `the workspace counted ${String(before)} links before and ${String(after)} after`));
    // And a good body is taken with the media type's usual parameter: JSON is UTF-8, which a charset only repeats.
    const created = await target.send(
      new Request(`${target.baseUrl}/links`, { method: 'POST', headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify({ url: `https://example.com/${context.runId}/charset` }) }),
    );
    const answer = await created.text();
    if (created.status < 200 || created.status >= 300) return fail(failure(context, 'a JSON body sent as application/json; charset=utf-8 is read as JSON', `POST /links answered ${created.status}: ${answer.slice(0, 160)}`));
    return pass();
  },
};
