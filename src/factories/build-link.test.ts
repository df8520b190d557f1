import { describe, expect, it } from 'vitest';
import { validateResponse } from '../contract/validate-response.js';
import { buildTag } from './build-tag.js';
import { buildLink } from './build-link.js';
import { buildWorkspace } from './build-workspace.js';

describe('buildLink, buildTag, buildWorkspace', () => {
  it('build entities valid as responses of their operations', () => {
    expect(validateResponse('getLinkInfo', 200, 'application/json', buildLink())).toEqual([]);
    expect(validateResponse('createTag', 201, 'application/json', buildTag())).toEqual([]);
    expect(validateResponse('getWorkspace', 200, 'application/json', buildWorkspace())).toEqual([]);
  });

  it('are deterministic by seed', () => {
    expect(buildLink({}, { seed: 5 })).toEqual(buildLink({}, { seed: 5 }));
    expect(buildLink({}, { seed: 5 }).id).not.toBe(buildLink({}, { seed: 6 }).id);
  });

  it('take overrides, and derived fields follow them', () => {
    const link = buildLink({ domain: 'acme.link', key: 'spring', utm_source: 'podcast', tags: [{ id: 'tag_1', name: 'A', color: 'red' }] }, { seed: 1 });
    expect(link.shortLink).toBe('https://acme.link/spring');
    expect(link.qrCode).toBe('http://127.0.0.1:4010/qr?url=https://acme.link/spring?qr=1');
    expect(new URL(link.url).searchParams.get('utm_source')).toBe('podcast');
    expect(link.tagId).toBe('tag_1');
    expect(validateResponse('createLink', 200, 'application/json', link)).toEqual([]);
  });

  it('keep a url given without UTM fields as it is, its own UTM values the link\'s', () => {
    expect(buildLink({ url: 'https://z.com' }, { seed: 1 })).toMatchObject({ url: 'https://z.com', utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null });
    const tagged = buildLink({ url: 'https://z.com/a?utm_source=mail&x=1' }, { seed: 2 });
    expect(tagged).toMatchObject({ url: 'https://z.com/a?utm_source=mail&x=1', utm_source: 'mail', utm_medium: null });
    // Whatever the seed: no drawn UTM value is written into a url given alone.
    for (let seed = 0; seed < 20; seed++) expect(buildLink({ url: 'https://z.com/p' }, { seed }).url).toBe('https://z.com/p');
  });

  it('keep an explicit override of a derived field', () => {
    expect(buildLink({ shortLink: 'https://x.y/z', tagId: null, tags: [{ id: 't', name: 'n', color: 'red' }] }, { seed: 1 })).toMatchObject({
      shortLink: 'https://x.y/z',
      tagId: null,
    });
  });

  it('set a workspace up with its plan limits', () => {
    expect(buildWorkspace({ plan: 'free' }, { seed: 1 })).toMatchObject({ plan: 'free', linksLimit: 25, tagsLimit: 5, usageLimit: 1000, billingId: null });
    expect(buildTag({ name: 'Launch', color: 'pink' }, { seed: 1 })).toMatchObject({ name: 'Launch', color: 'pink' });
  });
});
