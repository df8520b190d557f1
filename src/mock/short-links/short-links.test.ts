/**
 * Short links resolve against the mock (§1, §2.1 rule 1, §3): every behaviour, through the mock's own
 * fetch, with the mock's clock driving expiry and A/B test windows.
 */
import { describe, expect, it } from 'vitest';
import type { Dataset, Link } from '../../dataset/dataset.js';
import { defaultDataset } from '../../dataset/default-dataset.js';
import { fixedClock } from '../clock.js';
import { createMock, type Mock } from '../create-mock.js';

const NOW = Date.parse('2026-11-01T12:00:00Z');
const TOKEN = 'lp_acme_demo_token';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

function mockAt(options: { seed?: number; visitorCountry?: string; dataset?: Dataset } = {}): Mock {
  return createMock({ dataset: options.dataset ?? defaultDataset(NOW), seed: options.seed ?? 1, clock: fixedClock(NOW), rateLimit: false, ...(options.visitorCountry !== undefined && { visitorCountry: options.visitorCountry }) });
}

async function api<T = Link>(mock: Mock, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await mock.fetch(new Request(`http://127.0.0.1:4010${path}`, { method, headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, ...(body !== undefined && { body: JSON.stringify(body) }) }));
  return { status: response.status, body: (await response.json()) as T };
}

const create = async (mock: Mock, fields: Record<string, unknown>): Promise<Link> => {
  const created = await api(mock, 'POST', '/links', { url: 'https://example.com/landing', ...fields });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body;
};

/** Opens a short link as a visitor: by its host, as a browser on `{domain}.localhost` does. */
async function open(mock: Mock, link: Pick<Link, 'domain' | 'key'>, init: { userAgent?: string; country?: string; query?: string; method?: string; form?: string } = {}) {
  const headers: Record<string, string> = { 'user-agent': init.userAgent ?? DESKTOP };
  if (init.country !== undefined) headers['x-linkproof-country'] = init.country;
  if (init.form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  const response = await mock.fetch(new Request(`http://${link.domain}.localhost:4010/${link.key}${init.query ?? ''}`, { method: init.method ?? 'GET', headers, redirect: 'manual', ...(init.form !== undefined && { body: init.form }) }));
  return { status: response.status, location: response.headers.get('location'), robots: response.headers.get('x-robots-tag'), html: await response.text() };
}

const info = async (mock: Mock, id: string) => (await api(mock, 'GET', `/links/info?linkId=${id}`)).body;

describe('a short link opened on the mock', () => {
  it('redirects (302) to its destination with its UTM parameters and the visit\'s own query; noindex unless doIndex', async () => {
    const mock = mockAt();
    const link = await create(mock, { key: 'spring', utm_source: 'newsletter', utm_campaign: 'spring' });
    const visit = await open(mock, link, { query: '?ref=partner' });
    expect(visit.status).toBe(302);
    expect(new URL(visit.location!).searchParams.get('utm_source')).toBe('newsletter');
    expect(new URL(visit.location!).searchParams.get('utm_campaign')).toBe('spring');
    expect(new URL(visit.location!).searchParams.get('ref')).toBe('partner');
    expect(visit.robots).toBe('noindex');
    // A parameter the destination has too takes the visit's value (the public service sets the visit's over it).
    const overridden = new URL((await open(mock, link, { query: '?utm_source=partner&tag=a&tag=b' })).location!);
    expect([...overridden.searchParams]).toEqual([['utm_source', 'partner'], ['utm_campaign', 'spring'], ['tag', 'b']]);
    const indexed = await create(mock, { key: 'indexed', doIndex: true });
    expect((await open(mock, indexed)).robots).toBeNull();
  });

  it('opens the same way by Host header, by {domain}.localhost and by /__linkproof/go/{domain}/{key}; other hosts are the API', async () => {
    const mock = mockAt();
    const link = await create(mock, { key: 'three-ways', url: 'https://example.com/three' });
    const byHost = await mock.fetch(new Request(`http://127.0.0.1:4010/three-ways`, { headers: { host: 'acme.link' }, redirect: 'manual' }));
    const byPath = await mock.fetch(new Request(`http://127.0.0.1:4010/__linkproof/go/acme.link/three-ways`, { redirect: 'manual' }));
    expect([byHost.status, byHost.headers.get('location')]).toEqual([302, 'https://example.com/three']);
    expect([byPath.status, byPath.headers.get('location')]).toEqual([302, 'https://example.com/three']);
    expect((await open(mock, link)).location).toBe('https://example.com/three');
    // The API host answers the API: /links is the list, not a key.
    expect((await api<unknown[]>(mock, 'GET', '/links')).status).toBe(200);
    expect((await info(mock, link.id)).clicks).toBe(3);
  });

  it('sends an unknown key to the domain\'s not-found page, which answers 404', async () => {
    const mock = mockAt();
    const visit = await open(mock, { domain: 'acme.link', key: 'no-such-key' });
    expect(visit.status).toBe(302);
    expect(visit.location).toBe('http://127.0.0.1:4010/__linkproof/not-found?domain=acme.link&key=no-such-key&reason=unknown');
    const page = await mock.fetch(new Request(visit.location!));
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('acme.link/no-such-key</code> does not exist');
  });

  it('after expiresAt (by the mock\'s clock) goes to expiredUrl, or to the not-found page without one; neither is a click', async () => {
    const mock = mockAt();
    const withFallback = await create(mock, { key: 'flash-sale', expiresAt: '2026-11-02T00:00:00Z', expiredUrl: 'https://example.com/sale-over' });
    const without = await create(mock, { key: 'flash-sale-2', expiresAt: '2026-11-02T00:00:00Z' });
    const blank = await create(mock, { key: 'flash-sale-3', expiresAt: '2026-11-02T00:00:00Z', expiredUrl: '' });
    const spaces = await create(mock, { key: 'flash-sale-4', expiresAt: '2026-11-02T00:00:00Z', expiredUrl: '  ' });
    expect((await open(mock, withFallback)).location).toBe('https://example.com/landing');
    mock.clock.set(Date.parse('2026-11-02T00:00:00Z'));
    expect((await open(mock, withFallback)).location).toBe('https://example.com/sale-over');
    expect((await open(mock, without)).location).toMatch(/\/__linkproof\/not-found\?domain=acme\.link&key=flash-sale-2&reason=expired$/);
    expect((await open(mock, blank)).location).toMatch(/\/__linkproof\/not-found\?domain=acme\.link&key=flash-sale-3&reason=expired$/);
    expect((await open(mock, spaces)).location).toMatch(/\/__linkproof\/not-found\?domain=acme\.link&key=flash-sale-4&reason=expired$/);
    expect([(await info(mock, withFallback.id)).clicks, (await info(mock, without.id)).clicks]).toEqual([1, 0]);
  });

  it('sends a disabled link to the not-found page and leaves its clicks and the workspace usage alone (§2.1 rule 1)', async () => {
    const dataset = defaultDataset(NOW);
    const disabled = dataset.workspaces[0]!.links.find((link) => link.disabledAt !== null)!;
    const mock = mockAt({ dataset });
    const usageBefore = (await api<{ usage: number }>(mock, 'GET', '/workspaces/acme')).body.usage;
    const visit = await open(mock, disabled);
    expect(visit.location).toMatch(/reason=disabled$/);
    expect((await info(mock, disabled.id)).clicks).toBe(disabled.clicks);
    expect((await api<{ usage: number }>(mock, 'GET', '/workspaces/acme')).body.usage).toBe(usageBefore);
  });

  it('asks for a password (401 page with a form); a wrong one shows the page again with an error; the right one, by form or ?pw=, redirects', async () => {
    const mock = mockAt();
    const link = await create(mock, { key: 'private', password: 'open-sesame' });
    const asked = await open(mock, link);
    expect([asked.status, asked.location, asked.robots]).toEqual([401, null, 'noindex']);
    expect(asked.html).toMatch(/<form method="post">.*name="password"/s);
    expect(asked.html).not.toContain('Wrong password');
    const wrong = await open(mock, link, { method: 'POST', form: 'password=nope' });
    expect([wrong.status, wrong.html.includes('Wrong password')]).toEqual([401, true]);
    const right = await open(mock, link, { method: 'POST', form: 'password=open-sesame' });
    expect([right.status, right.location]).toEqual([302, 'https://example.com/landing']);
    const byQuery = await open(mock, link, { query: '?pw=open-sesame' });
    expect([byQuery.status, byQuery.location]).toEqual([302, 'https://example.com/landing']);
    expect((await info(mock, link.id)).clicks).toBe(2);
  });

  it('sends iOS and Android visitors to their own destinations, chosen by User-Agent', async () => {
    const mock = mockAt();
    const link = await create(mock, { key: 'app', ios: 'https://apps.apple.com/app/id1', android: 'https://play.google.com/store/apps/details?id=x' });
    expect((await open(mock, link, { userAgent: IPHONE })).location).toBe('https://apps.apple.com/app/id1');
    expect((await open(mock, link, { userAgent: ANDROID })).location).toBe('https://play.google.com/store/apps/details?id=x');
    expect((await open(mock, link, { userAgent: DESKTOP })).location).toBe('https://example.com/landing');
    // Empty, they name no destination: the link's own url.
    const blank = await create(mock, { key: 'app-blank', ios: '', android: '' });
    expect((await open(mock, blank, { userAgent: IPHONE })).location).toBe('https://example.com/landing');
    expect((await open(mock, blank, { userAgent: ANDROID })).location).toBe('https://example.com/landing');
    // So do blank ones, kept as sent.
    const spaces = await create(mock, { key: 'app-spaces', ios: ' ', android: '\t ' });
    expect([spaces.ios, spaces.android]).toEqual([' ', '\t ']);
    expect((await open(mock, spaces, { userAgent: IPHONE })).location).toBe('https://example.com/landing');
    expect((await open(mock, spaces, { userAgent: ANDROID })).location).toBe('https://example.com/landing');
  });

  it('sends visitors by country (geo): the X-Linkproof-Country header, or the mock\'s visitorCountry', async () => {
    const link = { key: 'geo', geo: { DE: 'https://example.de/', FR: 'https://example.fr/' } };
    const mock = mockAt();
    const created = await create(mock, link);
    expect((await open(mock, created, { country: 'de' })).location).toBe('https://example.de/');
    expect((await open(mock, created, { country: 'US' })).location).toBe('https://example.com/landing');
    expect((await open(mock, created)).location).toBe('https://example.com/landing');
    const french = mockAt({ visitorCountry: 'FR' });
    expect((await open(french, await create(french, link))).location).toBe('https://example.fr/');
    // A device destination comes before a country's.
    const both = await create(mock, { key: 'geo-ios', ios: 'https://apps.apple.com/app/id2', geo: { DE: 'https://example.de/' } });
    expect((await open(mock, both, { userAgent: IPHONE, country: 'DE' })).location).toBe('https://apps.apple.com/app/id2');
  });

  it('splits traffic between testVariants by percentage only between testStartedAt and testCompletedAt, the same under the same seed', async () => {
    const variants = { testVariants: [{ url: 'https://example.com/a', percentage: 80 }, { url: 'https://example.com/b', percentage: 20 }], testStartedAt: '2026-11-01T13:00:00Z', testCompletedAt: '2026-11-01T15:00:00Z' };
    const run = async (seed: number) => {
      const mock = mockAt({ seed });
      const link = await create(mock, { key: 'ab', ...variants });
      const before = (await open(mock, link)).location;
      mock.clock.set(Date.parse('2026-11-01T14:00:00Z'));
      const during: string[] = [];
      for (let visit = 0; visit < 400; visit++) during.push((await open(mock, link)).location!);
      mock.clock.set(Date.parse('2026-11-01T15:00:00Z'));
      return { before, during, after: (await open(mock, link)).location };
    };
    const first = await run(7);
    expect(first.before).toBe('https://example.com/landing');
    expect(first.after).toBe('https://example.com/landing');
    const toA = first.during.filter((url) => url === 'https://example.com/a').length;
    expect(toA + first.during.filter((url) => url === 'https://example.com/b').length).toBe(400);
    // 80% of 400 = 320; a fair draw stays well within ±40 (over 4 standard deviations).
    expect(toA).toBeGreaterThan(280);
    expect(toA).toBeLessThan(360);
    expect((await run(7)).during).toEqual(first.during);
    expect((await run(8)).during).not.toEqual(first.during);
  });

  it('shows a proxy link\'s preview (og: tags) to link-preview crawlers, not counted, and redirects people', async () => {
    const mock = mockAt();
    const link = await create(mock, { key: 'preview', proxy: true, title: 'Spring <sale>', description: 'Half off', image: 'https://example.com/cover.png', video: 'https://example.com/clip.mp4' });
    for (const crawler of ['facebookexternalhit/1.1', 'Twitterbot/1.0', 'Slackbot-LinkExpanding 1.0', 'Mozilla/5.0 (compatible; Discordbot/2.0)', 'LinkedInBot/1.0', 'WhatsApp/2.23']) {
      const seen = await open(mock, link, { userAgent: crawler });
      expect([seen.status, seen.robots], crawler).toEqual([200, 'noindex']);
      expect(seen.html).toContain('<meta property="og:title" content="Spring &#60;sale&#62;">');
      expect(seen.html).toContain('<meta property="og:description" content="Half off">');
      expect(seen.html).toContain('<meta property="og:image" content="https://example.com/cover.png">');
      expect(seen.html).toContain('<meta property="og:video" content="https://example.com/clip.mp4">');
    }
    expect((await open(mock, link)).location).toBe('https://example.com/landing');
    expect((await info(mock, link.id)).clicks).toBe(1);
  });

  it('frames the destination for a rewrite link (cloaking), counted as a click', async () => {
    const mock = mockAt();
    const link = await create(mock, { key: 'cloaked', rewrite: true, url: 'https://example.com/real?x=1' });
    const visit = await open(mock, link);
    expect([visit.status, visit.location, visit.robots]).toEqual([200, null, 'noindex']);
    expect(visit.html).toContain('<iframe src="https://example.com/real?x=1"');
    expect((await info(mock, link.id)).clicks).toBe(1);
  });

  it('counts every click (QR scans too) at once: clicks, lastClicked by the mock\'s clock, sort by clicks, and workspace usage', async () => {
    const mock = mockAt();
    const usage = async () => (await api<{ usage: number }>(mock, 'GET', '/workspaces/acme')).body.usage;
    const before = await usage();
    const link = await create(mock, { key: 'popular' });
    expect([link.clicks, link.lastClicked]).toEqual([0, null]);
    await open(mock, link);
    mock.clock.set(NOW + 60_000);
    await open(mock, link, { query: '?qr=1' });
    const seen = await info(mock, link.id);
    expect([seen.clicks, seen.lastClicked]).toEqual([2, new Date(NOW + 60_000).toISOString()]);
    expect(await usage()).toBe(before + 2);
    // Sorting by clicks sees the new count at once: the link moves from among the unclicked to its place.
    mock.click(link.id, { count: 5_000 });
    const sorted: Link[] = [];
    for (let page = 1; page <= 3; page++) sorted.push(...(await api<Link[]>(mock, 'GET', `/links?sortBy=clicks&sortOrder=desc&pageSize=100&page=${page}`)).body);
    const place = sorted.findIndex((listed) => listed.id === link.id);
    expect(sorted[place]!.clicks).toBe(5_002);
    expect(sorted.slice(0, place).every((listed) => listed.clicks >= 5_002)).toBe(true);
    expect(sorted.slice(place + 1).every((listed) => listed.clicks <= 5_002)).toBe(true);
    expect(sorted.slice(place + 1).length).toBeGreaterThan(0);
    const [recent] = (await api<Link[]>(mock, 'GET', '/links?sortBy=lastClicked&sortOrder=desc&pageSize=1')).body;
    expect(recent!.id).toBe(link.id);
  });

  it('answers HEAD with the redirect without counting a click (link checkers, curl -I)', async () => {
    const mock = mockAt();
    const link = await create(mock, { key: 'checked' });
    const head = await open(mock, link, { method: 'HEAD' });
    expect([head.status, head.location]).toEqual([302, 'https://example.com/landing']);
    expect((await info(mock, link.id)).clicks).toBe(0);
  });

  it('answers a browser preflight (OPTIONS) as the API does, and a HEAD draws nothing from the seeded sequence', async () => {
    const run = async (heads: number) => {
      const mock = mockAt({ seed: 5 });
      const link = await create(mock, { key: 'ab-head', testVariants: [{ url: 'https://example.com/a', percentage: 50 }, { url: 'https://example.com/b', percentage: 50 }] });
      for (let head = 0; head < heads; head++) expect((await open(mock, link, { method: 'HEAD' })).status).toBe(302);
      const preflight = await open(mock, link, { method: 'OPTIONS' });
      expect([preflight.status, preflight.location]).toEqual([204, null]);
      const visits = [];
      for (let visit = 0; visit < 20; visit++) visits.push((await open(mock, link)).location);
      return { visits, next: (await create(mock, { key: 'after-heads' })).id, clicks: (await info(mock, link.id)).clicks };
    };
    const withHeads = await run(5);
    expect(withHeads).toEqual(await run(0));
    expect(withHeads.clicks).toBe(20);
  });

  it('sends a destination that is not ASCII as a Location a client can read (percent-encoded), never breaking the answer', async () => {
    const mock = mockAt();
    const link = await create(mock, { key: 'unicode', url: 'https://example.com/日本?q=ü', expiresAt: '2026-11-02T00:00:00Z', expiredUrl: 'https://example.com/fin ü' });
    expect((await open(mock, link)).location).toBe('https://example.com/%E6%97%A5%E6%9C%AC?q=%C3%BC');
    mock.clock.set(Date.parse('2026-11-03T00:00:00Z'));
    expect((await open(mock, link)).location).toBe('https://example.com/fin%20%C3%BC');
  });

  it('counts clicks into the usage of the cycle they fall in, and a delete gives none of them back (a billing meter only grows)', async () => {
    const usageOf = async (mock: Mock) => (await api<{ usage: number }>(mock, 'GET', '/workspaces/acme')).body.usage;
    const old = defaultDataset(NOW).workspaces[0]!.links.find((link) => link.clicks > 100 && link.disabledAt === null)!;
    const twins = () => [mockAt(), mockAt()] as const;
    // Into the next billing cycle, without reading the workspace first: the clicks count in the new cycle.
    const [clicked, untouched] = twins();
    for (const mock of [clicked, untouched]) mock.clock.set(NOW + 40 * 86_400_000);
    expect(clicked.click(old.id, { count: 500 }).ok).toBe(true);
    expect((await usageOf(clicked)) - (await usageOf(untouched))).toBe(500);
    // A delete leaves the cycle's usage as it was, the clicks counted one by one included (plan-limits gap).
    const [deletedAfterClicks, kept] = twins();
    for (const mock of [deletedAfterClicks, kept]) expect(mock.click(old.id, { count: 1_000 }).ok).toBe(true);
    const before = await usageOf(deletedAfterClicks);
    expect((await api(deletedAfterClicks, 'DELETE', `/links/${old.id}`)).status).toBe(200);
    expect(await usageOf(deletedAfterClicks)).toBe(before);
    expect(await usageOf(deletedAfterClicks)).toBe(await usageOf(kept));
    // Deleted before the workspace was ever read: the same.
    const [deletedFirst, untouchedToo] = twins();
    expect((await api(deletedFirst, 'DELETE', `/links/${old.id}`)).status).toBe(200);
    expect(await usageOf(deletedFirst)).toBe(await usageOf(untouchedToo));
    // Read, then the clock into the next cycle, then the delete: the new cycle's count keeps the link's clicks in it.
    const [readThenDeleted, readOnly] = twins();
    for (const mock of [readThenDeleted, readOnly]) {
      await usageOf(mock);
      mock.clock.set(NOW + 40 * 86_400_000);
    }
    expect((await api(readThenDeleted, 'DELETE', `/links/${old.id}`)).status).toBe(200);
    expect(await usageOf(readThenDeleted)).toBe(await usageOf(readOnly));
  });

  it('logs each visit with the short link it opened and where it went', async () => {
    const mock = mockAt();
    const link = await create(mock, { key: 'logged' });
    await open(mock, link, { query: '?qr=1' });
    const [entry] = mock.requests({ path: '/logged' });
    expect(entry).toMatchObject({ method: 'GET', status: 302, operationId: null, shortLink: 'https://acme.link/logged', location: 'https://example.com/landing', query: 'qr=1' });
  });
});

describe('clicks and conversions from the control plane and in process', () => {
  it('POST /__linkproof/clicks counts N clicks; POST /__linkproof/conversions keeps clicks ≥ leads ≥ conversions and sales ≥ conversions', async () => {
    const mock = mockAt();
    const link = await create(mock, { key: 'funnel', trackConversion: true });
    const control = async (path: string, body: unknown) => {
      const response = await mock.fetch(new Request(`http://127.0.0.1:4010/__linkproof/${path}`, { method: 'POST', body: JSON.stringify(body) }));
      const answer = (await response.json()) as Link & { error?: { code: string; message: string } };
      return { status: response.status, answer };
    };
    expect((await control('clicks', { linkId: link.id, count: 10, userAgent: IPHONE, country: 'DE' })).answer.clicks).toBe(10);
    const refused = await control('conversions', { linkId: link.id, leads: 11 });
    expect([refused.status, refused.answer.error?.code]).toEqual([422, 'unprocessable_entity']);
    expect(refused.answer.error?.message).toContain('clicks ≥ leads');
    expect((await control('conversions', { linkId: link.id, conversions: 1 })).answer.error?.message).toContain('leads ≥ conversions');
    expect((await control('conversions', { linkId: link.id, leads: 1, conversions: 1 })).answer.error?.message).toContain('sales ≥ conversions');
    const converted = await control('conversions', { linkId: link.id, leads: 4, conversions: 2, sales: 3, saleAmount: 14_900 });
    expect(converted.status).toBe(200);
    expect(converted.answer).toMatchObject({ clicks: 10, leads: 4, conversions: 2, sales: 3, saleAmount: 14_900 });
    // Nothing half-applied by the refusals, and the API shows the same.
    expect(await info(mock, link.id)).toMatchObject({ clicks: 10, leads: 4, conversions: 2, sales: 3, saleAmount: 14_900 });
    expect((await control('clicks', { linkId: 'link_nope' })).status).toBe(404);
    expect((await control('clicks', { linkId: link.id, count: 0 })).status).toBe(422);
    expect((await control('clicks', { linkId: link.id, clicks: 2 })).answer.error?.message).toContain('unknown fields: clicks');
    const untracked = await create(mock, { key: 'untracked', trackConversion: false });
    expect((await control('conversions', { linkId: untracked.id, leads: 0 })).answer.error?.message).toContain('does not track conversions');
  });

  it('simulates only clicks a visitor could make: none on a disabled or expired link, none by a crawler; each goes where that visitor would', async () => {
    const dataset = defaultDataset(NOW);
    const disabled = dataset.workspaces[0]!.links.find((link) => link.disabledAt !== null)!;
    const mock = mockAt({ dataset });
    const refused = (result: ReturnType<Mock['click']>) => (result.ok ? 'clicked' : result.error.message);
    expect(refused(mock.click(disabled.id))).toContain('is disabled');
    const expiring = await create(mock, { key: 'gone', expiresAt: '2026-11-01T12:00:00Z' });
    expect(refused(mock.click(expiring.id))).toContain('has expired');
    const app = await create(mock, { key: 'app-sim', ios: 'https://apps.apple.com/app/id9' });
    expect(refused(mock.click(app.id, { userAgent: 'Twitterbot/1.0' }))).toContain('crawler');
    const destinations: string[] = [];
    mock.onClick((event) => destinations.push(event.destination));
    expect(mock.click(app.id, { userAgent: IPHONE }).ok).toBe(true);
    expect(destinations).toEqual(['https://apps.apple.com/app/id9']);
    const bad = await mock.fetch(new Request('http://127.0.0.1:4010/__linkproof/webhooks/%E0', { method: 'PUT', body: '{"url":"http://127.0.0.1:9/x"}' }));
    expect(bad.status).toBe(404);
  });

  it('mock.click and mock.convert do the same in process, and onClick hears every click', async () => {
    const mock = mockAt();
    const heard: string[] = [];
    mock.onClick((event) => heard.push(`${event.link.id} ${event.link.clicks} ${event.visitor.device} ${event.visitor.country} ${event.destination}`));
    const link = await create(mock, { key: 'in-process', trackConversion: true });
    const clicked = mock.click(link.id, { count: 2, userAgent: ANDROID, country: 'fr' });
    expect(clicked.ok && clicked.value.clicks).toBe(2);
    const converted = mock.convert(link.id, { leads: 1 });
    expect(converted.ok && converted.value.leads).toBe(1);
    const refused = mock.convert(link.id, { leads: 5 });
    expect(refused.ok ? 'accepted' : refused.error.code).toBe('unprocessable_entity');
    await open(mock, link, { userAgent: IPHONE, country: 'DE' });
    expect(heard).toEqual([
      `${link.id} 1 android FR https://example.com/landing`,
      `${link.id} 2 android FR https://example.com/landing`,
      `${link.id} 3 ios DE https://example.com/landing`,
    ]);
  });

  it('the links mock.click, mock.convert and onClick give are copies: editing them changes nothing the mock serves', async () => {
    const mock = mockAt();
    const link = await create(mock, { key: 'copies', trackConversion: true, title: 'as created' });
    const served = async () => (await (await mock.fetch(new Request(`http://127.0.0.1:4010/links/info?linkId=${link.id}`, { headers: { authorization: `Bearer ${TOKEN}` } }))).json()) as Link;
    const edit = (edited: Link, by: string) => Object.assign(edited, { title: `edited by ${by}`, url: 'https://elsewhere.example', tags: [] });
    const unchanged = async (counts: Partial<Link>) => expect(await served()).toEqual({ ...before, ...counts, lastClicked: expect.any(String), updatedAt: expect.any(String) });
    const before = await served();
    let heard: Link | undefined;
    mock.onClick((event) => (heard = event.link));
    const clicked = mock.click(link.id);
    if (!clicked.ok) throw new Error(clicked.error.message);
    // Both edited before the mock serves the clicked link (a served link's JSON is kept, which would hide an edit).
    edit(heard!, 'a listener');
    edit(clicked.value, 'the caller of click');
    await unchanged({ clicks: 1 });
    const converted = mock.convert(link.id, { leads: 1 });
    if (!converted.ok) throw new Error(converted.error.message);
    edit(converted.value, 'the caller of convert');
    await unchanged({ clicks: 1, leads: 1 });
  });
});
