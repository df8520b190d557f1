import { describe, expect, it } from 'vitest';
import { enums } from '../../contract/enums.js';
import { createMockWithDefaults as createMock } from '../create-mock-with-defaults.js';
import { fixedClock } from '../clock.js';
import { ACME, FREE, harness, NOW, outcome } from '../mock-harness.test-support.js';

describe('createTag (§4.1)', () => {
  it.each([
    ['a name of 1 character', { name: 'a' }, '201'],
    ['a name of 50 characters', { name: 'n'.repeat(50) }, '201'],
    ['a name of 51 characters', { name: 'n'.repeat(51) }, '422 unprocessable_entity'],
    ['an empty name', { name: '' }, '422 unprocessable_entity'],
    ['a name of spaces only (trimmed)', { name: '   ' }, '422 unprocessable_entity'],
    ['no name', { color: 'red' }, '422 unprocessable_entity'],
    ['pink', { name: 'Pinky', color: 'pink' }, '201'],
    ['a colour not in the enum', { name: 'Orange', color: 'orange' }, '422 unprocessable_entity'],
    ['the tag alias naming the same tag', { name: 'Launch', tag: 'launch' }, '201'],
    ['the tag alias naming another tag (tag-alias gap)', { name: 'Launch', tag: 'Other' }, '422 unprocessable_entity'],
    ['an empty tag alias', { name: 'Launch', tag: '' }, '422 unprocessable_entity'],
    ['the tag alias alone (the public service takes name ?? tag)', { tag: 'Alias only' }, '201'],
    ['the tag alias alone, of 51 characters', { tag: 't'.repeat(51) }, '422 unprocessable_entity'],
  ])('%s → %s', (_case, body, expected) => {
    const { call } = harness();
    expect(outcome(call('POST', '/tags', { body }))).toBe(expected);
  });

  it('names the tag by its alias when name is not given', () => {
    const { call } = harness();
    expect(call('POST', '/tags', { body: { tag: 'Alias only', color: 'red' } }).body).toMatchObject({ name: 'Alias only', color: 'red' });
  });

  it('answers 201 with the Tag, its name trimmed', () => {
    const { call } = harness();
    const { status, body } = call('POST', '/tags', { body: { name: '  Spring launch  ', color: 'blue' } });
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.stringMatching(/^tag_[0-9A-Z]{26}$/), name: 'Spring launch', color: 'blue' });
  });

  it('keeps names unique in a workspace ignoring case (409), but not across workspaces', () => {
    const { call } = harness();
    expect(call('POST', '/tags', { body: { name: 'Launch' } }).status).toBe(201);
    expect(outcome(call('POST', '/tags', { body: { name: 'LAUNCH' } }))).toBe('409 conflict');
    expect(call('POST', '/tags', { token: FREE, body: { name: 'launch' } }).status).toBe(201);
  });

  it('ignores case as Unicode folds it: Straße and STRASSE are one name, in a 409 and in a tagNames filter', () => {
    const { call } = harness();
    const tag = call('POST', '/tags', { body: { name: 'Straße' } }).body;
    expect(outcome(call('POST', '/tags', { body: { name: 'STRASSE' } }))).toBe('409 conflict');
    expect(outcome(call('POST', '/tags', { body: { name: 'strasse' } }))).toBe('409 conflict');
    expect(outcome(call('POST', '/tags', { body: { name: 'STRA\u1e9eE' } }))).toBe('409 conflict');
    const link = call('POST', '/links', { body: { url: 'https://a.com/strasse', tagNames: ['STRASSE'] } }).body;
    expect(link.tags.map((assigned: { id: string }) => assigned.id)).toEqual([tag.id]);
    expect(call('GET', '/links/count', { query: { tagNames: 'strasse' } }).body).toBe(1);
    // é as one character and as e with a combining accent: one name (canonically equivalent).
    expect(call('POST', '/tags', { body: { name: 'Caf\u00e9' } }).status).toBe(201);
    expect(outcome(call('POST', '/tags', { body: { name: 'CAFE\u0301' } }))).toBe('409 conflict');
  });

  it('draws a random colour from the six that are not pink when none is given', () => {
    const mock = createMock({ seed: 3, clock: fixedClock(NOW), rateLimit: false });
    const colours = new Set<string>();
    for (let i = 0; i < 120; i++) {
      const response = mock.handle({ method: 'POST', path: '/tags', headers: { authorization: `Bearer ${ACME}` }, body: JSON.stringify({ name: `Tag ${i}` }) });
      colours.add(JSON.parse(response.body as string).color);
    }
    expect([...colours].sort()).toEqual(enums.tagColor.filter((colour) => colour !== 'pink').sort());
  });

  it('answers 403 at the tag limit of the plan (free: 5)', () => {
    const { call, free } = harness();
    expect(free.tags.size).toBe(4);
    expect(call('POST', '/tags', { token: FREE, body: { name: 'Fifth' } }).status).toBe(201);
    expect(outcome(call('POST', '/tags', { token: FREE, body: { name: 'Sixth' } }))).toBe('403 forbidden');
  });

  it('makes the new tag usable by name right away', () => {
    const { call } = harness();
    call('POST', '/tags', { body: { name: 'Fresh' } });
    expect(call('POST', '/links', { body: { url: 'https://a.com', tagNames: 'fresh' } }).body.tags[0].name).toBe('Fresh');
  });
});
