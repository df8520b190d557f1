import { describe, expect, it } from 'vitest';
import { FREE, harness, outcome } from '../mock-harness.test-support.js';

function withLink() {
  const h = harness();
  const link = h.call('POST', '/links', { body: { url: 'https://example.com', key: 'find-me', externalId: 'crm-42' } }).body;
  return { ...h, link };
}

describe('getLinkInfo (§4.5; info-params gap)', () => {
  const { call, link } = withLink();

  it.each([
    ['by linkId', () => ({ linkId: link.id })],
    ['by externalId with ext_', () => ({ externalId: 'ext_crm-42' })],
    ['by domain and key', () => ({ domain: 'acme.link', key: 'find-me' })],
    ['by domain in upper case and key', () => ({ domain: 'ACME.link', key: 'find-me' })],
  ])('finds a link %s', (_how, query) => {
    expect(call('GET', '/links/info', { query: query() }).body).toEqual(link);
  });

  it.each([
    ['nothing', {}, '400 bad_request'],
    ['domain without key', { domain: 'acme.link' }, '400 bad_request'],
    ['key without domain', { key: 'find-me' }, '400 bad_request'],
    ['two ways at once', { linkId: 'x', domain: 'acme.link', key: 'find-me' }, '400 bad_request'],
    ['an empty domain (minimum length 1)', { domain: '', key: 'find-me' }, '422 unprocessable_entity'],
    ['externalId without ext_', { externalId: 'crm-42' }, '422 unprocessable_entity'],
    ['an unknown linkId', { linkId: 'link_nope' }, '404 not_found'],
    ['an unknown key', { domain: 'acme.link', key: 'nope' }, '404 not_found'],
  ])('answers %s with %s', (_how, query, expected) => {
    expect(outcome(call('GET', '/links/info', { query }))).toBe(expected);
  });

  it('does not show another workspace\'s link, by any way (404)', () => {
    expect(outcome(call('GET', '/links/info', { token: FREE, query: { linkId: link.id } }))).toBe('404 not_found');
    expect(outcome(call('GET', '/links/info', { token: FREE, query: { domain: 'acme.link', key: 'find-me' } }))).toBe('404 not_found');
    expect(outcome(call('GET', '/links/info', { token: FREE, query: { externalId: 'ext_crm-42' } }))).toBe('404 not_found');
  });
});

describe('deleteLink (§4.7)', () => {
  it('deletes by ID, answers the ID, and the link is gone from info, list and count; totalLinks follows, linksUsage (creations in the cycle) does not', () => {
    const { call, link } = withLink();
    const before = { count: call('GET', '/links/count').body, workspace: call('GET', '/workspaces/acme').body };
    expect(call('DELETE', `/links/${link.id}`)).toMatchObject({ status: 200, body: { id: link.id } });
    expect(outcome(call('GET', '/links/info', { query: { linkId: link.id } }))).toBe('404 not_found');
    expect(call('GET', '/links/count').body).toBe(before.count - 1);
    expect(call('GET', '/links', { query: { search: 'find-me' } }).body).toEqual([]);
    const after = call('GET', '/workspaces/acme').body;
    expect([before.workspace.totalLinks - after.totalLinks, before.workspace.linksUsage - after.linksUsage]).toEqual([1, 0]);
    expect(outcome(call('DELETE', `/links/${link.id}`))).toBe('404 not_found');
  });

  it('deletes by ext_<externalId>, and frees its key and externalId', () => {
    const { call, link } = withLink();
    expect(call('DELETE', '/links/ext_crm-42').body).toEqual({ id: link.id });
    expect(call('POST', '/links', { body: { url: 'https://b.com', key: 'find-me', externalId: 'crm-42' } }).status).toBe(200);
  });

  it('does not delete another workspace\'s link (404), which stays', () => {
    const { call, link } = withLink();
    expect(outcome(call('DELETE', `/links/${link.id}`, { token: FREE }))).toBe('404 not_found');
    expect(call('GET', '/links/info', { query: { linkId: link.id } }).status).toBe(200);
  });
});
