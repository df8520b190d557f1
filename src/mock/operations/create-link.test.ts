import { describe, expect, it } from 'vitest';
import { limits } from '../../contract/limits.js';
import { buildDataset } from '../../factories/build-dataset.js';
import { DEFAULT_DATASET_OPTIONS } from '../../factories/default-dataset.js';
import { defaultDataset } from '../../dataset/default-dataset.js';
import { ACME, FREE, NOW, harness, outcome, type CallOptions } from '../mock-harness.test-support.js';

const url = (length: number) => `https://example.com/${'a'.repeat(length - 'https://example.com/'.length)}`;

/** [rule, body, expected status and code] — each row on a fresh mock. */
const CASES: [string, Record<string, unknown>, string][] = [
  // §8 limits, both sides
  ['url of 32000 characters', { url: url(32000) }, '200'],
  ['url of 32001 characters', { url: url(32001) }, '422 unprocessable_entity'],
  // Stored, the url is still one the service takes: neither the https:// put before a bare host nor the utm fields take it past 32000.
  ['a bare host of 32000 (https:// would make 32008)', { url: `example.com/${'a'.repeat(32000 - 'example.com/'.length)}` }, '422 unprocessable_entity'],
  ['a bare host of 31992 (https:// makes 32000)', { url: `example.com/${'a'.repeat(31992 - 'example.com/'.length)}` }, '200'],
  ['a url of 32000 with utm_source written into it', { url: url(32000), utm_source: 'news' }, '422 unprocessable_entity'],
  ['a url of 31983 with utm_source=news (17 characters) written into it: 32000', { url: url(31983), utm_source: 'news' }, '200'],
  ['a url of 32000 whose utm_source is replaced by one as long', { url: `${url(32000 - '?utm_source=news'.length)}?utm_source=news`, utm_source: 'mail' }, '200'],
  ['a geo bare host of 32000 (https:// would make 32008)', { url: 'https://a.com', geo: { DE: `example.com/${'a'.repeat(32000 - 'example.com/'.length)}` } }, '422 unprocessable_entity'],
  ['a testVariants bare host of 32000', { url: 'https://a.com', testVariants: [{ url: `example.com/${'a'.repeat(32000 - 'example.com/'.length)}`, percentage: 50 }, { url: 'https://b.com', percentage: 50 }] }, '422 unprocessable_entity'],
  // §8 counts characters (code points, as JSON Schema does): 🎉 is one, though two UTF-16 units.
  ['a url of 32000 characters, 15,980 of them 🎉', { url: `https://example.com/${'🎉'.repeat(15_980)}${'a'.repeat(32000 - 20 - 15_980)}` }, '200'],
  ['a bare host of 31992 characters, most of them 🎉 (https:// makes 32000)', { url: `example.com/${'🎉'.repeat(31_980)}` }, '200'],
  ['a bare host of 31993 characters, most of them 🎉 (https:// makes 32001)', { url: `example.com/${'🎉'.repeat(31_981)}` }, '422 unprocessable_entity'],
  ['a url of 31983 characters of 🎉 with utm_source=news written into it: 32000', { url: `https://example.com/${'🎉'.repeat(31_983 - 20)}`, utm_source: 'news' }, '200'],
  ['a geo bare host of 31992 (https:// makes 32000)', { url: 'https://a.com', geo: { DE: `example.com/${'a'.repeat(31992 - 'example.com/'.length)}` } }, '200'],
  ['an expiredUrl bare host of 32000', { url: 'https://a.com', expiredUrl: `example.com/${'a'.repeat(32000 - 'example.com/'.length)}` }, '422 unprocessable_entity'],
  ['expiredUrl of 32000', { url: 'https://a.com', expiredUrl: url(32000) }, '200'],
  ['expiredUrl of 32001', { url: 'https://a.com', expiredUrl: url(32001) }, '422 unprocessable_entity'],
  ['ios of 32000', { url: 'https://a.com', ios: url(32000) }, '200'],
  ['ios of 32001', { url: 'https://a.com', ios: url(32001) }, '422 unprocessable_entity'],
  ['android of 32000', { url: 'https://a.com', android: url(32000) }, '200'],
  ['android of 32001', { url: 'https://a.com', android: url(32001) }, '422 unprocessable_entity'],
  ['key of 190', { url: 'https://a.com', key: 'k'.repeat(190) }, '200'],
  ['key of 191', { url: 'https://a.com', key: 'k'.repeat(191) }, '422 unprocessable_entity'],
  ['domain of 191', { url: 'https://a.com', domain: `${'d'.repeat(187)}.com` }, '422 unprocessable_entity'],
  ['keyLength 2', { url: 'https://a.com', keyLength: 2 }, '422 unprocessable_entity'],
  ['keyLength 3', { url: 'https://a.com', keyLength: 3 }, '200'],
  ['keyLength 190', { url: 'https://a.com', keyLength: 190 }, '200'],
  ['keyLength 191', { url: 'https://a.com', keyLength: 191 }, '422 unprocessable_entity'],
  ['externalId empty', { url: 'https://a.com', externalId: '' }, '422 unprocessable_entity'],
  ['externalId of 255', { url: 'https://a.com', externalId: 'e'.repeat(255) }, '200'],
  ['externalId of 256', { url: 'https://a.com', externalId: 'e'.repeat(256) }, '422 unprocessable_entity'],
  ['tenantId of 255', { url: 'https://a.com', tenantId: 't'.repeat(255) }, '200'],
  ['tenantId of 256', { url: 'https://a.com', tenantId: 't'.repeat(256) }, '422 unprocessable_entity'],
  ['1 test variant', { url: 'https://a.com', testVariants: [{ url: 'https://a.com', percentage: 100 }] }, '422 unprocessable_entity'],
  ['2 test variants', { url: 'https://a.com', testVariants: [{ url: 'https://a.com', percentage: 60 }, { url: 'https://b.com', percentage: 40 }] }, '200'],
  ['4 test variants', { url: 'https://a.com', testVariants: [25, 25, 25, 25].map((p, i) => ({ url: `https://${i}.com`, percentage: p })) }, '200'],
  ['5 test variants', { url: 'https://a.com', testVariants: [20, 20, 20, 20, 20].map((p, i) => ({ url: `https://${i}.com`, percentage: p })) }, '422 unprocessable_entity'],
  // gap rules
  ['variants not adding up to 100 (test-variants gap)', { url: 'https://a.com', testVariants: [{ url: 'https://a.com', percentage: 60 }, { url: 'https://b.com', percentage: 30 }] }, '422 unprocessable_entity'],
  ['no url (link-required-fields gap)', { key: 'x' }, '400 bad_request'],
  ['a url that is not one (url-normalisation gap)', { url: 'not a url' }, '422 unprocessable_entity'],
  ['a key starting with _ (key-rules gap)', { url: 'https://a.com', key: '_next' }, '422 unprocessable_entity'],
  ['a key starting with .well-known', { url: 'https://a.com', key: '.well-known/x' }, '422 unprocessable_entity'],
  ['a key with a space', { url: 'https://a.com', key: 'a b' }, '422 unprocessable_entity'],
  ['a key of slashes only', { url: 'https://a.com', key: '///' }, '422 unprocessable_entity'],
  ['a non-ASCII key', { url: 'https://a.com', key: 'café-straße' }, '200'],
  ['a key with an emoji (a surrogate pair)', { url: 'https://a.com', key: 'party-🎉' }, '200'],
  ['a key holding half a surrogate pair alone (no URL can carry it)', { url: 'https://a.com', key: '\ud800x' }, '422 unprocessable_entity'],
  ['a prefix holding half a surrogate pair alone', { url: 'https://a.com', prefix: 'x\udc00' }, '422 unprocessable_entity'],
  ['domain of 190 (the shared default domain is 403, so only length is checked here)', { url: 'https://a.com', domain: `${'d'.repeat(186)}.com` }, '403 forbidden'],
  ['a domain of another workspace (403)', { url: 'https://a.com', domain: 'evil.example' }, '403 forbidden'],
  ['the shared default domain', { url: 'https://a.com', domain: 'dub.sh' }, '200'],
  ['an unknown tag ID', { url: 'https://a.com', tagIds: ['tag_nope'] }, '422 unprocessable_entity'],
  ['an unknown tag name', { url: 'https://a.com', tagNames: 'Nope' }, '422 unprocessable_entity'],
  ['an unknown folder', { url: 'https://a.com', folderId: 'fold_nope' }, '422 unprocessable_entity'],
  ['an unknown webhook', { url: 'https://a.com', webhookIds: ['wh_nope'] }, '422 unprocessable_entity'],
  ['an expiresAt that is not a time', { url: 'https://a.com', expiresAt: 'next tuesday' }, '422 unprocessable_entity'],
  ['a lower-case geo country', { url: 'https://a.com', geo: { us: 'https://a.com/us' } }, '422 unprocessable_entity'],
  ['a geo target that is not a URL', { url: 'https://a.com', geo: { US: 'not a url' } }, '422 unprocessable_entity'],
  ['a prefix making the key too long', { url: 'https://a.com', prefix: 'p'.repeat(185), keyLength: 7 }, '422 unprocessable_entity'],
  ['a fractional keyLength (whole-numbers gap)', { url: 'https://a.com', keyLength: 7.5 }, '422 unprocessable_entity'],
  ['a wrong type', { url: 'https://a.com', archived: 'yes' }, '422 unprocessable_entity'],
  ['deprecated publicStats and tagId, still accepted', { url: 'https://a.com', publicStats: true }, '200'],
];

describe('createLink', () => {
  it.each(CASES)('%s', (_rule, body, expected) => {
    const { call } = harness();
    expect(outcome(call('POST', '/links', { body }))).toBe(expected);
  });

  it('answers the full Link: every field of §2.1, unset ones null, counters 0, timestamps now', () => {
    const { call, acme } = harness();
    const { status, body: link } = call('POST', '/links', { body: { url: 'https://example.com/launch' } });
    expect(status).toBe(200);
    expect(link).toMatchObject({
      domain: 'acme.link',
      url: 'https://example.com/launch',
      workspaceId: acme.workspace.id,
      projectId: acme.workspace.id,
      clicks: 0, leads: 0, conversions: 0, sales: 0, saleAmount: 0,
      lastClicked: null, expiresAt: null, password: null, geo: null, testVariants: null, tagId: null,
      archived: false, proxy: false, rewrite: false, doIndex: false, publicStats: false,
      tags: [], webhookIds: [],
      createdAt: '2026-11-01T12:00:00.000Z',
      updatedAt: '2026-11-01T12:00:00.000Z',
    });
    expect(link.id).toMatch(/^link_[0-9A-Z]{26}$/);
    expect(link.key).toMatch(/^[0-9A-Za-z]{7}$/);
    expect(link.shortLink).toBe(`https://acme.link/${link.key}`);
    expect(link.qrCode).toBe(`http://127.0.0.1:4010/qr?url=https://acme.link/${link.key}?qr=1`);
    expect(Object.keys(link)).toHaveLength(51);
  });

  it('uses the shared default domain when the workspace has none', () => {
    const { call } = harness();
    expect(call('POST', '/links', { token: FREE, body: { url: 'https://a.com' } }).body.domain).toBe('dub.sh');
  });

  it('normalises a destination without a scheme and writes UTM and ref into it (utm gap)', () => {
    const { call } = harness();
    const link = call('POST', '/links', { body: { url: 'example.com/x?utm_source=old&a=1', utm_source: 'newsletter', utm_campaign: 'spring', ref: 'bob' } }).body;
    expect(link.url).toBe('https://example.com/x?utm_source=newsletter&a=1&utm_campaign=spring&ref=bob');
    expect(link).toMatchObject({ utm_source: 'newsletter', utm_campaign: 'spring', utm_medium: null });
  });

  it('reads an empty key, domain, utm_* or ref as not sent, as the public service does (key-generation, default-domain, utm gaps)', () => {
    const { call } = harness();
    const link = call('POST', '/links', { body: { url: 'https://example.com/x?utm_source=old', key: '', domain: '', utm_source: '', ref: '' } }).body;
    expect(link.key).toMatch(/^[0-9A-Za-z]{7}$/);
    expect(link.domain).toBe('acme.link');
    expect(link.url).toBe('https://example.com/x?utm_source=old');
    expect(link.utm_source).toBe('old');
    expect(call('POST', '/links', { token: FREE, body: { url: 'https://a.com', domain: '' } }).body.domain).toBe('dub.sh');
    expect(call('POST', '/links', { body: { url: 'https://a.com', domain: ' ' } }).body.error.message).toBe('domain: a domain of white space only names no domain');
  });

  it('names the field an unknown tag ID came in: the deprecated tagId is not tagIds', () => {
    const { call } = harness();
    expect(call('POST', '/links', { body: { url: 'https://a.com', folderId: '' } }).body.error.message).toBe('folderId: an empty folder ID names no folder');
    expect(call('POST', '/links', { body: { url: 'https://a.com', tagNames: [' '] } }).body.error.message).toBe('tagNames: an empty tag name names no tag');
    expect(call('POST', '/links', { body: { url: 'https://a.com', webhookIds: [''] } }).body.error.message).toBe('webhookIds: an empty webhook ID names no webhook');
    expect(call('POST', '/links', { body: { url: 'https://a.com', tagId: '' } }).body.error.message).toBe('tagId: an empty tag ID names no tag');
    expect(call('POST', '/links', { body: { url: 'https://a.com', tagId: 'tag_nope' } }).body.error.message).toBe('tagId: no tag tag_nope in this workspace');
    expect(call('POST', '/links', { body: { url: 'https://a.com', tagIds: ['tag_nope'] } }).body.error.message).toBe('tagIds: no tag tag_nope in this workspace');
  });

  it('reports the UTM values a destination already carries', () => {
    const { call } = harness();
    expect(call('POST', '/links', { body: { url: 'https://a.com/?utm_medium=email' } }).body.utm_medium).toBe('email');
  });

  it('honours keyLength and prefix, and ignores prefix when a key is given', () => {
    const { call } = harness();
    expect(call('POST', '/links', { body: { url: 'https://a.com', keyLength: 12 } }).body.key).toMatch(/^[0-9A-Za-z]{12}$/);
    expect(call('POST', '/links', { body: { url: 'https://a.com', prefix: 'promo-', keyLength: 4 } }).body.key).toMatch(/^promo-[0-9A-Za-z]{4}$/);
    expect(call('POST', '/links', { body: { url: 'https://a.com', prefix: 'promo-', key: 'fixed' } }).body.key).toBe('fixed');
  });

  it('strips leading and trailing slashes of a key (key-rules gap)', () => {
    const { call } = harness();
    expect(call('POST', '/links', { body: { url: 'https://a.com', key: '/docs/start/' } }).body.key).toBe('docs/start');
    // And found by the key as sent, as by the key kept.
    for (const key of ['/docs/start/', 'docs/start']) expect(call('GET', '/links/info', { query: `domain=acme.link&key=${encodeURIComponent(key)}` }).body.key).toBe('docs/start');
    // A dataset's key that a create would not make (promo/) is found as it is, before the key stripped (promo).
    const dataset = defaultDataset(Date.parse(NOW));
    const [odd, plain] = dataset.workspaces[0]!.links;
    Object.assign(odd!, { key: 'promo/', shortLink: `https://${odd!.domain}/promo/` });
    Object.assign(plain!, { key: 'promo', domain: odd!.domain, shortLink: `https://${odd!.domain}/promo` });
    const withBoth = harness({ dataset });
    expect(withBoth.call('GET', '/links/info', { query: `domain=${odd!.domain}&key=promo%2F` }).body.id).toBe(odd!.id);
    expect(withBoth.call('GET', '/links/info', { query: `domain=${odd!.domain}&key=promo` }).body.id).toBe(plain!.id);
  });

  it('answers 409 for a domain+key or externalId already used, and creates nothing', () => {
    const { call } = harness();
    expect(call('POST', '/links', { body: { url: 'https://a.com', key: 'taken', externalId: 'crm-1' } }).status).toBe(200);
    const count = call('GET', '/links/count').body;
    expect(outcome(call('POST', '/links', { body: { url: 'https://b.com', key: 'taken' } }))).toBe('409 conflict');
    expect(outcome(call('POST', '/links', { body: { url: 'https://b.com', externalId: 'crm-1' } }))).toBe('409 conflict');
    expect(call('GET', '/links/count').body).toBe(count);
    expect(call('POST', '/links', { body: { url: 'https://b.com', key: 'taken', domain: 'go.acme.com' } }).status).toBe(200);
  });

  it('resolves tagIds, tagNames ignoring case and the deprecated tagId', () => {
    const { call, acme } = harness();
    const [first, second] = [...acme.tags.values()];
    const link = call('POST', '/links', { body: { url: 'https://a.com', tagIds: [first!.id], tagNames: [second!.name.toUpperCase()], tagId: first!.id } }).body;
    expect(link.tags.map((tag: { id: string }) => tag.id)).toEqual([first!.id, second!.id]);
    expect(link.tagId).toBe(first!.id);
  });

  it('keeps folder, webhooks, geo, variants and expiry as given: URLs exactly as sent (https:// added only where no scheme)', () => {
    const { call, acme } = harness();
    const folder = [...acme.folders.keys()][0]!;
    const webhook = [...acme.webhooks.keys()][0]!;
    const link = call('POST', '/links', {
      body: {
        url: 'https://A.com:443/x y',
        folderId: folder,
        webhookIds: [webhook],
        geo: { DE: 'example.de' },
        expiresAt: '2027-01-01T00:00:00+01:00',
        testVariants: [{ url: 'a.com/1', percentage: 50 }, { url: 'https://a.com/2', percentage: 50 }],
      },
    }).body;
    expect(link).toMatchObject({
      url: 'https://A.com:443/x y',
      folderId: folder,
      webhookIds: [webhook],
      geo: { DE: 'https://example.de' },
      expiresAt: '2026-12-31T23:00:00.000Z',
      testVariants: [{ url: 'https://a.com/1', percentage: 50 }, { url: 'https://a.com/2', percentage: 50 }],
    });
  });

  it('takes an empty expiredUrl, ios or android (a form\'s blank field: only their length is shown, §4.2) as sent, and no empty url', () => {
    const { call } = harness();
    expect(call('POST', '/links', { body: { url: 'https://a.com', expiredUrl: '', ios: '', android: '' } }).body).toMatchObject({ expiredUrl: '', ios: '', android: '' });
    expect(outcome(call('POST', '/links', { body: { url: '' } }))).toBe('422 unprocessable_entity');
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)'])('refuses %s as a destination (url-normalisation gap)', (url) => {
    const { call } = harness();
    expect(outcome(call('POST', '/links', { body: { url } }))).toBe('422 unprocessable_entity');
  });

  it.each(['Dec 1 2026 10:00', '2026-13-01T00:00:00Z', '2026-02-30', '1764583200000'])('refuses the expiry %s: ISO-8601 only (timestamp-format gap)', (expiresAt) => {
    const { call } = harness();
    expect(outcome(call('POST', '/links', { body: { url: 'https://a.com', expiresAt } }))).toBe('422 unprocessable_entity');
  });

  it('puts a prefix before the random characters as sent, its leading / taken off as those of a key are (key-rules gap)', () => {
    const { call } = harness();
    const link = call('POST', '/links', { body: { url: 'https://a.com', prefix: '/pp/', keyLength: 5 } }).body;
    expect(link.key).toMatch(/^pp\/[0-9A-Za-z]{5}$/);
    expect(link.shortLink).toBe(`https://acme.link/${link.key}`);
    expect(call('POST', '/links', { body: { url: 'https://a.com', prefix: 'promo/', keyLength: 5 } }).body.key).toMatch(/^promo\/[0-9A-Za-z]{5}$/);
    expect(outcome(call('POST', '/links', { body: { url: 'https://a.com', prefix: '//' } }))).toBe('422 unprocessable_entity');
  });

  it('tracks conversions by default in a workspace that has conversion tracking on (§2.4)', () => {
    const dataset = buildDataset(DEFAULT_DATASET_OPTIONS);
    dataset.workspaces[0]!.workspace.conversionEnabled = true;
    const { call } = harness({ dataset });
    expect(call('POST', '/links', { body: { url: 'https://a.com' } }).body.trackConversion).toBe(true);
    expect(call('POST', '/links', { body: { url: 'https://a.com', trackConversion: false } }).body.trackConversion).toBe(false);
  });

  it('moves the workspace usage: totalLinks and linksUsage', () => {
    const { call } = harness();
    const before = call('GET', '/workspaces/acme').body;
    call('POST', '/links', { body: { url: 'https://a.com' } });
    const after = call('GET', '/workspaces/acme').body;
    expect([after.totalLinks - before.totalLinks, after.linksUsage - before.linksUsage]).toEqual([1, 1]);
  });

  it('answers 403 at the links limit of the plan (free: 25 a billing cycle)', () => {
    const { call, free } = harness();
    const room = free.workspace.linksLimit - free.usage(Date.parse('2026-11-01T12:00:00Z')).linksUsage;
    for (let i = 0; i < room; i++) expect(call('POST', '/links', { token: FREE, body: { url: `https://a.com/${i}` } }).status).toBe(200);
    expect(outcome(call('POST', '/links', { token: FREE, body: { url: 'https://a.com/over' } }))).toBe('403 forbidden');
  });

  it('keeps a link of one workspace out of the other (isolation)', () => {
    const { call } = harness();
    const link = call('POST', '/links', { token: ACME, body: { url: 'https://a.com', externalId: 'shared-id' } }).body;
    expect(call('POST', '/links', { token: FREE, body: { url: 'https://a.com', externalId: 'shared-id' } }).status).toBe(200);
    expect(outcome(call('GET', '/links/info', { token: FREE, query: { linkId: link.id } }))).toBe('404 not_found');
  });

  it('reads its defaults from the contract (keyLength 7)', () => {
    const { call } = harness();
    expect(call('POST', '/links', { body: { url: 'https://a.com' } }).body.key).toHaveLength(limits.keyLength.default);
  });
});

export type { CallOptions };
