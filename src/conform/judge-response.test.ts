import { describe, expect, it } from 'vitest';
import { buildLink } from '../factories/build-link.js';
import { judgeResponse } from './judge-response.js';

const link = () => buildLink({ geo: { US: 'https://a.com/us' } }, { seed: 1 }) as unknown as Record<string, unknown>;

describe('judgeResponse', () => {
  it('finds nothing wrong with a response as the kit would answer it', () => {
    expect(judgeResponse('createLink', 200, 'application/json', link())).toEqual({ mandated: [], gap: [] });
  });

  it.each([
    ['an unset field left out (nullable-fields gap)', (l: Record<string, unknown>) => void delete l.video],
    ['a timestamp in another format (timestamp-format gap)', (l: Record<string, unknown>) => void (l.createdAt = '1767225600')],
    ['a lower-case geo country (geo-country-format gap)', (l: Record<string, unknown>) => void (l.geo = { us: 'https://a.com/us' })],
  ])('takes %s as a gap, not a failure', (_case, change) => {
    const body = link();
    change(body);
    const judgement = judgeResponse('createLink', 200, 'application/json', body);
    expect(judgement.mandated).toEqual([]);
    expect(judgement.gap.length).toBeGreaterThan(0);
  });

  it.each([
    ['a shortLink without https (§2.1)', (l: Record<string, unknown>) => void (l.shortLink = 'http://acme.link/x')],
    ['a counter that is a string', (l: Record<string, unknown>) => void (l.clicks = '3')],
    ['a tag colour outside the enum (§2.3)', (l: Record<string, unknown>) => void (l.tags = [{ id: 't', name: 'n', color: 'orange' }])],
    ['tags that are not an array', (l: Record<string, unknown>) => void (l.tags = null)],
  ])('takes %s as mandated', (_case, change) => {
    const body = link();
    change(body);
    expect(judgeResponse('getLinkInfo', 200, 'application/json', body).mandated.length).toBeGreaterThan(0);
  });

  it('takes another 2xx as a gap where the spec shows no success status, but not for count (§4.6: 200)', () => {
    expect(judgeResponse('createTag', 200, 'application/json', { id: 't', name: 'n', color: 'red' })).toMatchObject({ mandated: [], gap: [expect.stringContaining('success-status')] });
    expect(judgeResponse('getLinksCount', 201, 'application/json', 3).mandated).toEqual(['status 201 is not one the spec lists for getLinksCount']);
  });

  it('holds every error body to §7, with the code of its status', () => {
    expect(judgeResponse('createLink', 409, 'application/json', { error: { code: 'bad_request', message: 'x' } }).mandated).not.toEqual([]);
    expect(judgeResponse('createLink', 409, 'text/html', '<h1>Conflict</h1>').mandated).not.toEqual([]);
    expect(judgeResponse('createLink', 409, 'application/json', { error: { code: 'conflict', message: 'x' } })).toEqual({ mandated: [], gap: [] });
  });

  it('accepts any LinkError shape in a bulk answer (bulk-link-error gap) but holds its links to the spec', () => {
    expect(judgeResponse('bulkCreateLinks', 200, 'application/json', [link(), { message: 'bad', index: 1 }]).mandated).toEqual([]);
    const broken = { ...link(), shortLink: 'ftp://x' };
    expect(judgeResponse('bulkCreateLinks', 200, 'application/json', [broken]).mandated).not.toEqual([]);
  });

  it('names what a bulk result that is a link lacks, not that it fails to be a LinkError', () => {
    const withoutUpdatedAt = link();
    delete withoutUpdatedAt.updatedAt;
    const { mandated } = judgeResponse('bulkCreateLinks', 200, 'application/json', [link(), withoutUpdatedAt]);
    expect(mandated).toContain('/1/updatedAt: is required');
    expect(mandated.join('\n')).not.toMatch(/must NOT be valid/);
  });

  // What each gap opens, and nothing more (lenient-document.ts): the cases a broken server used to pass with.
  it.each([
    ['an empty object as a link', 'createLink', {}, /\/id: is required/],
    ['a link without shortLink', 'getLinkInfo', (() => { const l = link(); delete l.shortLink; return l; })(), /\/shortLink: is required/],
    ['a link without clicks', 'getLinkInfo', (() => { const l = link(); delete l.clicks; return l; })(), /\/clicks: is required/],
    ['a workspace of only id, slug and totalLinks', 'getWorkspace', { id: 'ws_1', slug: 'acme', totalLinks: 3 }, /\/linksLimit: is required/],
    ['a deleted-link result without id', 'deleteLink', { deleted: true }, /\/id: is required/],
  ] as const)('refuses %s', (_case, operationId, body, problem) => {
    expect(judgeResponse(operationId, 200, 'application/json', body).mandated.join('\n')).toMatch(problem);
  });

  it.each([['"217"', '217'], ['{"count":3}', { count: 3 }], ['-5', -5], ['null', null], ['2.5', 2.5]])('refuses the count %s (§4.6: a non-negative integer)', (_case, body) => {
    expect(judgeResponse('getLinksCount', 200, 'application/json', body, new URLSearchParams()).mandated).toEqual([expect.stringMatching(/the count must be a non-negative integer/)]);
  });

  it('accepts any grouped count when groupBy is set (count-groupby gap), and a plain count of 0', () => {
    expect(judgeResponse('getLinksCount', 200, 'application/json', { groups: [] }, new URLSearchParams('groupBy=domain')).mandated).toEqual([]);
    expect(judgeResponse('getLinksCount', 200, 'application/json', 0, new URLSearchParams()).mandated).toEqual([]);
  });

  it('lets a field without a value be absent or null, but not a field that always has one', () => {
    const body = link();
    for (const field of ['externalId', 'tenantId', 'password', 'geo', 'testVariants', 'lastClicked', 'tagId']) delete body[field];
    expect(judgeResponse('getLinkInfo', 200, 'application/json', body).mandated).toEqual([]);
    expect(judgeResponse('getLinkInfo', 200, 'application/json', { ...link(), userId: undefined }).mandated).toEqual(['/userId: is required']);
  });
});
