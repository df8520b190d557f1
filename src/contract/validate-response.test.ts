import { describe, expect, it } from 'vitest';
import { openapiDocument } from './openapi-document.js';
import { validateResponse } from './validate-response.js';

const example = (name: string) => structuredClone(openapiDocument.components.schemas[name]!.example) as Record<string, unknown>;
const error = (code: string) => ({ error: { code, message: 'something' } });
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('validateResponse', () => {
  it('accepts the examples of openapi.yaml for their operations', () => {
    expect(validateResponse('createLink', 200, 'application/json', example('Link'))).toEqual([]);
    expect(validateResponse('getLinks', 200, 'application/json', [example('Link')])).toEqual([]);
    expect(validateResponse('createTag', 201, 'application/json', example('Tag'))).toEqual([]);
    expect(validateResponse('getWorkspace', 200, 'application/json', example('Workspace'))).toEqual([]);
  });

  it('names every missing or wrong field with its JSON pointer', () => {
    const link = example('Link');
    delete link.shortLink;
    link.clicks = -1;
    link.tags = [{ id: 't', name: 'n', color: 'orange' }];
    const violations = validateResponse('getLinkInfo', 200, 'application/json', link);
    expect(violations.map((violation) => violation.pointer).sort()).toEqual(['/clicks', '/shortLink', '/tags/0/color']);
  });

  it('requires a shortLink with the https protocol (§2.1)', () => {
    const link = { ...example('Link'), shortLink: 'http://acme.link/x' };
    expect(validateResponse('createLink', 200, 'application/json', link)).toMatchObject([{ pointer: '/shortLink' }]);
  });

  it('accepts a bulk result that mixes links and LinkErrors, and rejects an element that is neither', () => {
    const linkError = { link: { url: 'x' }, error: 'Invalid URL', code: 'unprocessable_entity' };
    expect(validateResponse('bulkCreateLinks', 200, 'application/json', [example('Link'), linkError])).toEqual([]);
    expect(validateResponse('bulkCreateLinks', 200, 'application/json', [{ error: 'x' }])).not.toEqual([]);
  });

  it('takes a count as a number and, with groupBy, as groups', () => {
    expect(validateResponse('getLinksCount', 200, 'application/json', 42)).toEqual([]);
    expect(validateResponse('getLinksCount', 200, 'application/json', [{ domain: 'a.com', _count: 2 }])).toEqual([]);
    expect(validateResponse('getLinksCount', 200, 'application/json', '42')).not.toEqual([]);
    expect(validateResponse('getLinksCount', 200, 'application/json', -1)).not.toEqual([]);
  });

  it('requires the error code that belongs to the status (§7)', () => {
    expect(validateResponse('createLink', 409, 'application/json', error('conflict'))).toEqual([]);
    expect(validateResponse('createLink', 409, 'application/json', error('bad_request'))).toMatchObject([
      { pointer: '/error/code' },
    ]);
    expect(validateResponse('createLink', 422, 'application/json', { error: { code: 'unprocessable_entity' } })).toMatchObject([
      { pointer: '/error/message', keyword: 'required' },
    ]);
    expect(validateResponse('createLink', 500, 'application/json', { message: 'boom' })).toMatchObject([
      { pointer: '/error', keyword: 'required' },
    ]);
  });

  it('rejects a status the operation does not document', () => {
    expect(validateResponse('createTag', 200, 'application/json', example('Tag'))).toMatchObject([{ keyword: 'status' }]);
    expect(validateResponse('getLinks', 302, undefined, undefined)).toMatchObject([{ keyword: 'status' }]);
  });

  it('rejects a content type the status does not document', () => {
    expect(validateResponse('getLinks', 200, 'text/html', '<html>')).toMatchObject([{ keyword: 'contentType' }]);
    expect(validateResponse('getLinks', 404, undefined, 'Not Found')).toMatchObject([{ keyword: 'contentType' }]);
    expect(validateResponse('getLinks', 200, 'application/json; charset=utf-8', [])).toEqual([]);
  });

  it('checks a QR response is PNG bytes (qr-content-type gap), and its errors JSON', () => {
    expect(validateResponse('getQRCode', 200, 'image/png', PNG)).toEqual([]);
    expect(validateResponse('getQRCode', 200, 'image/png', new Uint8Array([1, 2, 3]))).toMatchObject([
      { keyword: 'contentMediaType' },
    ]);
    expect(validateResponse('getQRCode', 200, 'image/png', 'not bytes')).toMatchObject([{ keyword: 'contentMediaType' }]);
    expect(validateResponse('getQRCode', 403, 'application/json', error('forbidden'))).toEqual([]);
  });
});

describe('the iri format', () => {
  it('takes a short link whose key holds non-ASCII characters, and refuses a relative one', () => {
    const link = { ...example('Link'), shortLink: 'https://acme.link/café', qrCode: 'http://127.0.0.1:4010/qr?url=https://acme.link/café?qr=1' };
    expect(validateResponse('createLink', 200, 'application/json', link)).toEqual([]);
    expect(validateResponse('createLink', 200, 'application/json', { ...link, qrCode: '/qr?url=x' })).toMatchObject([{ pointer: '/qrCode' }]);
  });
});
