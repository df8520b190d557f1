/**
 * A mock that follows a deployment's choices (createMock({ profile })): the target's names for the page
 * parameters and its success statuses; every other gap a profile names is followed when it is the mock's own
 * choice, or refused, named, when the mock cannot make it. Nothing is silently ignored.
 */
import { describe, expect, it } from 'vitest';
import { createMockWithDefaults } from './create-mock-with-defaults.js';
import { mockProfileOf } from './mock-profile.js';

const auth = { authorization: 'Bearer lp_acme_demo_token', 'content-type': 'application/json' };

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

  it.each([
    ['bulk-link-error', { fields: ['input', 'message'] }, "bulk-link-error: the mock's LinkError is {link, error, code}"],
    ['bulk-whole-request', 'sometimes', 'bulk-whole-request: "sometimes" is neither per-element nor whole-request'],
    ['link-access', 403, "link-access: the mock answers another workspace's link with 404"],
    ['qr-content-type', 'image/svg+xml', 'qr-content-type: the mock draws QR codes as image/png'],
    ['list-page-params', { pageSize: 'size', page: 'size' }, 'list-page-params: two parameters share one name'],
    ['success-status', { createLink: 204 }, 'success-status: createLink: 204 is not a success status the mock can answer with a body'],
    ['ids', 'uuid', 'ids: a gap the mock does not know how to follow'],
  ])('refuses a choice it cannot follow, naming it: %s', (gap, choice, message) => {
    const refused = mockProfileOf({ gaps: { [gap]: { choice } } });
    expect(refused.ok ? [] : refused.error).toEqual([expect.stringContaining(message)]);
  });
});
