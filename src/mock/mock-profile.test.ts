/**
 * A mock that follows a deployment's choices (createMock({ profile })): the target's names for the page
 * parameters and its success statuses; every other gap a profile names is followed when it is the mock's own
 * choice, or refused, named, when the mock cannot make it. Nothing is silently ignored.
 */
import jsQRModule from 'jsqr';
import { describe, expect, it } from 'vitest';
import { createMockWithDefaults } from './create-mock-with-defaults.js';
import { choicesInForce } from './choices-in-force.js';
import { mockProfileOf, type MockProfile } from './mock-profile.js';

// jsQR is a CommonJS module whose typings declare an ES default export.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;
const auth = { authorization: 'Bearer lp_acme_demo_token', 'content-type': 'application/json' };
const other = { authorization: 'Bearer lp_side_project_demo_token', 'content-type': 'application/json' };

/** A mock following the profile a `conform --write-profile` file with these choices gives. */
function profiled(gaps: Record<string, unknown>, rateLimit = false) {
  const followed = mockProfileOf({ gaps: Object.fromEntries(Object.entries(gaps).map(([gap, choice]) => [gap, { choice }])) });
  if (!followed.ok) throw new Error(followed.error.join('; '));
  return createMockWithDefaults({ seed: 1, rateLimit, validateResponses: true, profile: followed.value satisfies MockProfile });
}

/** The modules of an SVG QR code (unit squares `M x y h1v1h-1z` in a viewBox of `count`), drawn 4 pixels each and read by jsQR. */
function readSvgQr(svg: string): string | undefined {
  const count = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const scale = 4;
  const side = count * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y] of svg.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let row = 0; row < scale; row++) for (let column = 0; column < scale; column++) pixels.fill(0, ((Number(y) * scale + row) * side + Number(x) * scale + column) * 4, ((Number(y) * scale + row) * side + Number(x) * scale + column) * 4 + 3);
  }
  return jsQR(pixels, side, side)?.data;
}

describe('a profiled mock', () => {
  const followed = mockProfileOf({
    gaps: {
      'list-page-params': { choice: { pageSize: 'per_page', page: 'p' } },
      'success-status': { choice: { createLink: 201, getLinks: 200 } },
      'link-access': { choice: 404 },
      'qr-content-type': { choice: 'image/png' },
    },
  });

  it('follows the page parameters under their names, and ignores linkproof\'s own, naming them', async () => {
    expect(followed.ok).toBe(true);
    const mock = createMockWithDefaults({ seed: 1, rateLimit: false, ...(followed.ok && { profile: followed.value }) });
    const page = await mock.fetch(new Request('http://mock.test/links?per_page=2&p=2', { headers: auth }));
    const first = await mock.fetch(new Request('http://mock.test/links?per_page=2', { headers: auth }));
    const [a, b] = [(await page.json()) as { id: string }[], (await first.json()) as { id: string }[]];
    expect(a).toHaveLength(2);
    expect(b).toHaveLength(2);
    expect(a.map((link) => link.id)).not.toEqual(b.map((link) => link.id));
    // pageSize is not this target's name: ignored (the default page of 50), and said so.
    const ours = await mock.fetch(new Request('http://mock.test/links?pageSize=2', { headers: auth }));
    expect(((await ours.json()) as unknown[]).length).toBe(50);
    expect(ours.headers.get('x-linkproof-warning')).toContain('pageSize');
    // Out of range under the target's name: refused, as §8 says.
    expect((await mock.fetch(new Request('http://mock.test/links?per_page=101', { headers: auth }))).status).toBe(422);
  });

  it("answers with the target's success statuses", async () => {
    const mock = createMockWithDefaults({ seed: 1, rateLimit: false, validateResponses: true, ...(followed.ok && { profile: followed.value }) });
    const created = await mock.fetch(new Request('http://mock.test/links', { method: 'POST', headers: auth, body: JSON.stringify({ url: 'https://example.com/profiled' }) }));
    expect(created.status).toBe(201);
    expect(mock.log.last(1)[0]?.status).toBe(201);
    // A refusal is no success: its status is the error's.
    const refused = await mock.fetch(new Request('http://mock.test/links', { method: 'POST', headers: auth, body: JSON.stringify({ url: 'https://example.com/x', keyLength: 2 }) }));
    expect(refused.status).toBe(422);
  });

  it("answers a bulk's LinkErrors in the target's shape when the profile gives each field's role", async () => {
    const shaped = mockProfileOf({ gaps: { 'bulk-link-error': { choice: { fields: ['input', 'message'], roles: { link: 'input', error: 'message' } } } } });
    expect(shaped.ok).toBe(true);
    const mock = createMockWithDefaults({ seed: 1, rateLimit: false, validateResponses: true, ...(shaped.ok && { profile: shaped.value }) });
    const bad = { url: 'https://example.com/bad', keyLength: 2 };
    const answer = await mock.fetch(new Request('http://mock.test/links/bulk', { method: 'POST', headers: auth, body: JSON.stringify([{ url: 'https://example.com/good' }, bad]) }));
    const [created, refused] = (await answer.json()) as Record<string, unknown>[];
    expect(created).toHaveProperty('id');
    expect(Object.keys(refused!).sort()).toEqual(['input', 'message']);
    expect(refused!.input).toEqual(bad);
    expect(refused!.message).toMatch(/keyLength/);
  });

  it('refuses a bulk request whole when the profile says the target does, creating nothing', async () => {
    const whole = mockProfileOf({ gaps: { 'bulk-whole-request': { choice: 'whole-request' } } });
    expect(whole.ok).toBe(true);
    const mock = createMockWithDefaults({ seed: 1, rateLimit: false, validateResponses: true, ...(whole.ok && { profile: whole.value }) });
    const count = async () => Number(await (await mock.fetch(new Request('http://mock.test/links/count', { headers: auth }))).text());
    const before = await count();
    const answer = await mock.fetch(new Request('http://mock.test/links/bulk', { method: 'POST', headers: auth, body: JSON.stringify([{ url: 'https://example.com/good' }, { url: 'https://example.com/bad', keyLength: 2 }]) }));
    expect(answer.status).toBe(422);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toContain('/1/keyLength');
    expect(await count()).toBe(before);
  });

  it("answers another workspace's link with 403 when the target does (by id, ext_ and domain+key; delete too), an unknown one still 404", async () => {
    const mock = profiled({ 'link-access': 403 });
    const created = await mock.fetch(new Request('http://mock.test/links', { method: 'POST', headers: auth, body: JSON.stringify({ url: 'https://example.com/mine', key: 'mine-403', externalId: 'mine403' }) }));
    const link = (await created.json()) as { id: string; domain: string };
    for (const query of [`linkId=${link.id}`, 'externalId=ext_mine403', `domain=${link.domain}&key=mine-403`]) {
      const refused = await mock.fetch(new Request(`http://mock.test/links/info?${query}`, { headers: other }));
      expect([query, refused.status, ((await refused.json()) as { error: { code: string } }).error.code]).toEqual([query, 403, 'forbidden']);
    }
    expect((await mock.fetch(new Request(`http://mock.test/links/${link.id}`, { method: 'DELETE', headers: other }))).status).toBe(403);
    expect((await mock.fetch(new Request('http://mock.test/links/ext_mine403', { method: 'DELETE', headers: other }))).status).toBe(403);
    expect((await mock.fetch(new Request('http://mock.test/links/info?linkId=link_NOSUCHLINK0000000000000000', { headers: other }))).status).toBe(404);
    // Still the caller's own to read and delete.
    expect((await mock.fetch(new Request(`http://mock.test/links/${link.id}`, { method: 'DELETE', headers: auth }))).status).toBe(200);
  });

  it('answers another workspace with 404 and a failed validation with 400 bad_request when the target does, in the log too', async () => {
    const mock = profiled({ 'workspace-access': 404, 'error-mapping': { validation: 400 } });
    const stranger = await mock.fetch(new Request('http://mock.test/workspaces/acme', { headers: other }));
    expect([stranger.status, ((await stranger.json()) as { error: { code: string } }).error.code]).toEqual([404, 'not_found']);
    expect((await mock.fetch(new Request('http://mock.test/workspaces/acme', { headers: auth }))).status).toBe(200);
    const refused = await mock.fetch(new Request('http://mock.test/links', { method: 'POST', headers: auth, body: JSON.stringify({ url: 'https://example.com/x', keyLength: 2 }) }));
    const { error } = (await refused.json()) as { error: { code: string; message: string; doc_url: string } };
    expect([refused.status, error.code, error.doc_url]).toEqual([400, 'bad_request', expect.stringMatching(/#bad-request$/)]);
    expect(error.message).toContain('keyLength');
    expect(mock.log.last(1)[0]).toMatchObject({ status: 400, error: { code: 'bad_request' } });
  });

  it('leaves fields without a value out when the target does, in every answer but a grouped count', async () => {
    const mock = profiled({ 'nullable-fields': 'absent' });
    const created = (await (await mock.fetch(new Request('http://mock.test/links', { method: 'POST', headers: auth, body: JSON.stringify({ url: 'https://example.com/absent', title: 'Kept' }) }))).json()) as Record<string, unknown>;
    expect(Object.values(created)).not.toContain(null);
    expect(created).not.toHaveProperty('expiresAt');
    expect(created.title).toBe('Kept');
    const listed = (await (await mock.fetch(new Request('http://mock.test/links?pageSize=5', { headers: auth }))).json()) as Record<string, unknown>[];
    expect(listed.flatMap((link) => Object.values(link))).not.toContain(null);
    // Its own mock sends them as null.
    const own = (await (await createMockWithDefaults({ seed: 1, rateLimit: false }).fetch(new Request('http://mock.test/links', { method: 'POST', headers: auth, body: JSON.stringify({ url: 'https://example.com/absent' }) }))).json()) as Record<string, unknown>;
    expect(own.expiresAt).toBeNull();
  });

  it.each([
    [{ arrayOf: { fields: ['domain', 'count'] }, count: 'count' }, (groups: unknown) => (groups as Record<string, unknown>[]).every((group) => typeof group.count === 'number' && typeof group.domain === 'string' && !('_count' in group))],
    [{ wrappedIn: 'groups', arrayOf: { fields: ['_count', 'domain'] }, count: '_count' }, (answer: unknown) => Array.isArray((answer as { groups: unknown }).groups) && Object.keys(answer as object).length === 1],
    [{ objectOfCounts: true }, (groups: unknown) => !Array.isArray(groups) && Object.values(groups as object).every((count) => typeof count === 'number')],
  ])('answers a grouped count in the shape %j', async (choice, holds) => {
    const mock = profiled({ 'count-groupby': choice });
    const groups = await (await mock.fetch(new Request('http://mock.test/links/count?groupBy=domain', { headers: auth }))).json();
    expect(holds(groups)).toBe(true);
    const total = Number(await (await mock.fetch(new Request('http://mock.test/links/count', { headers: auth }))).text());
    const counts = Array.isArray(groups) ? groups.map((group: { count: number }) => group.count) : 'groups' in groups ? (groups.groups as { _count: number }[]).map((group) => group._count) : Object.values(groups as Record<string, number>);
    expect(counts.reduce((sum: number, count: number) => sum + count, 0)).toBe(total);
  });

  it('sends the rate-limit headers under the target\'s names (and exposes them to browsers), or none', async () => {
    const renamed = profiled({ 'rate-limit': { headers: ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'] } }, true);
    const answer = await renamed.fetch(new Request('http://mock.test/links/count', { headers: { ...auth, origin: 'http://app.test' } }));
    expect([answer.headers.get('ratelimit-limit'), answer.headers.get('ratelimit-remaining'), answer.headers.get('x-ratelimit-limit')]).toEqual([expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/), null]);
    expect(answer.headers.get('access-control-expose-headers')).toContain('ratelimit-reset');
    expect(answer.headers.get('access-control-expose-headers')).not.toContain('x-ratelimit');
    const none = await profiled({ 'rate-limit': { headers: [] } }, true).fetch(new Request('http://mock.test/links/count', { headers: auth }));
    expect([...none.headers.keys()].filter((name) => name.includes('ratelimit'))).toEqual([]);
    // With successes only: a refusal has none, a success keeps them.
    const successesOnly = profiled({ 'rate-limit': { headers: ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'], onErrors: false } }, true);
    const refused = await successesOnly.fetch(new Request('http://mock.test/links/info?linkId=link_NOSUCHLINK0000000000000000', { headers: auth }));
    const served = await successesOnly.fetch(new Request('http://mock.test/links/count', { headers: auth }));
    expect([refused.status, refused.headers.get('x-ratelimit-limit'), served.headers.get('x-ratelimit-limit')]).toEqual([404, null, expect.stringMatching(/^\d+$/)]);
  });

  it('draws QR codes as SVG when the target does: the size asked for, and the url reads back', async () => {
    const mock = profiled({ 'qr-content-type': 'image/svg+xml' });
    const answer = await mock.fetch(new Request('http://mock.test/qr?url=https%3A%2F%2Facme.link%2Fsvg&size=300&fgColor=%23112233'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await answer.text();
    expect(svg).toMatch(/^<svg [^>]*width="300" height="300"/);
    expect(svg).toContain('fill="#112233"');
    expect(readSvgQr(svg)).toBe('https://acme.link/svg');
    // The default margin of 2 modules on every side.
    const count = Number(/viewBox="0 0 (\d+) /.exec(svg)?.[1]);
    const squares = [...svg.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].flatMap(([, x, y]) => [Number(x), Number(y)]);
    expect([Math.min(...squares), Math.max(...squares)]).toEqual([2, count - 3]);
    // Errors are still the JSON error object.
    expect((await mock.fetch(new Request('http://mock.test/qr?url='))).status).toBe(422);
  });

  it.each([
    ['bulk-link-error', { fields: ['input', 'message'] }, "bulk-link-error: the mock's LinkError is {link, error, code}"],
    ['bulk-whole-request', 'sometimes', 'bulk-whole-request: "sometimes" is neither per-element nor whole-request'],
    ['link-access', 410, "link-access: another workspace's link is answered 403 or 404; 410 is neither"],
    ['workspace-access', 401, 'workspace-access: another workspace is answered 403 or 404; 401 is neither'],
    ['error-mapping', { validation: 409 }, 'error-mapping: the mock follows the status of a validation failure (400 or 422)'],
    ['nullable-fields', 'empty string', 'nullable-fields: a field without a value is either null or absent'],
    ['count-groupby', { arrayOf: { fields: ['domain', 'n', 'share'] }, count: 'n' }, 'count-groupby: the mock answers a grouped count as [{<field>, <count>}], {<name>: [{<field>, <count>}]} or {<value>: <count>}'],
    ['rate-limit', { headers: ['RateLimit-Policy'] }, 'rate-limit: "RateLimit-Policy": the mock sends a limit, what remains and when the window resets'],
    ['rate-limit', { headers: ['RateLimit'] }, 'rate-limit: "RateLimit": the mock sends'],
    ['qr-content-type', 'image/jpeg', 'qr-content-type: the mock draws QR codes as image/png or image/svg+xml; it cannot answer "image/jpeg"'],
    ['list-page-params', { pageSize: 'size', page: 'size' }, 'list-page-params: two parameters share one name'],
    ['success-status', { createLink: 204 }, 'success-status: createLink: 204 is not a success status the mock can answer with a body'],
    ['ids', 'uuid', 'ids: a gap the mock does not know how to follow'],
  ])('refuses a choice it cannot follow, naming it: %s', (gap, choice, message) => {
    const refused = mockProfileOf({ gaps: { [gap]: { choice } } });
    expect(refused.ok ? [] : refused.error).toEqual([expect.stringContaining(message)]);
  });
});

describe('the choices in force (mock --print-profile)', () => {
  it.each([
    ['linkproof\'s own', {}],
    ['a profile of every choice unlike linkproof\'s', { 'list-page-params': { pageSize: 'limit', page: 'p' }, 'success-status': { createLink: 201 }, 'bulk-whole-request': 'whole-request', 'bulk-link-error': { fields: ['input', 'message'], roles: { link: 'input', error: 'message' } }, 'count-groupby': { wrappedIn: 'groups', arrayOf: { fields: ['<field>', 'n'] }, count: 'n' }, 'error-mapping': { validation: 400 }, 'nullable-fields': 'absent', 'link-access': 403, 'workspace-access': 404, 'rate-limit': { headers: ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'], onErrors: false }, 'qr-content-type': 'image/svg+xml' }],
  ])('%s: printed as a profile the mock reads back to the same choices, one for each gap it follows', (_name, gaps) => {
    const followed = mockProfileOf({ gaps: Object.fromEntries(Object.entries(gaps).map(([gap, choice]) => [gap, { choice }])) });
    if (!followed.ok) throw new Error(followed.error.join('; '));
    const printed = choicesInForce(followed.value);
    const again = mockProfileOf({ gaps: Object.fromEntries(Object.entries(printed).map(([gap, choice]) => [gap, { choice }])) });
    if (!again.ok) throw new Error(again.error.join('; '));
    expect(choicesInForce(again.value)).toEqual(printed);
    for (const [gap, choice] of Object.entries(gaps)) if (gap !== 'list-page-params' && gap !== 'success-status') expect([gap, printed[gap]]).toEqual([gap, gap === 'rate-limit' ? { headers: [...(choice as { headers: string[] }).headers, 'retry-after'], onErrors: false } : gap === 'bulk-link-error' ? { ...(choice as object), roles: { link: 'input', error: 'message' } } : choice]);
  });
});
