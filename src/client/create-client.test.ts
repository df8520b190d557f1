import { describe, expect, it } from 'vitest';
import { createClient } from './create-client.js';

/** A fetch that records each request and answers with a fixed response: nothing global is patched. */
function recordingFetch(answer: () => Response) {
  const requests: Request[] = [];
  return {
    requests,
    fetch: async (request: Request) => {
      requests.push(request);
      return answer();
    },
  };
}

describe('createClient', () => {
  it('sends the bearer credential of §5 on every call', async () => {
    const recorder = recordingFetch(() => Response.json(3));
    const client = createClient({ baseUrl: 'http://mock.test', token: 'lp_secret', fetch: recorder.fetch });
    const { data } = await client.GET('/links/count');
    expect(data).toBe(3);
    expect(recorder.requests[0]!.headers.get('authorization')).toBe('Bearer lp_secret');
    expect(recorder.requests[0]!.url).toBe('http://mock.test/links/count');
  });

  it('sends no Authorization header without a token (GET /qr needs none)', async () => {
    const recorder = recordingFetch(() => new Response(new Uint8Array([0x89]), { headers: { 'content-type': 'image/png' } }));
    const client = createClient({ baseUrl: 'http://mock.test', fetch: recorder.fetch });
    await client.GET('/qr', { params: { query: { url: 'https://acme.link/x' } }, parseAs: 'arrayBuffer' });
    expect(recorder.requests[0]!.headers.has('authorization')).toBe(false);
  });

  it('reads the QR code as a Blob without being told (the image is no JSON), and as asked otherwise', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const recorder = recordingFetch(() => new Response(png, { headers: { 'content-type': 'image/png' } }));
    const client = createClient({ baseUrl: 'http://mock.test', fetch: recorder.fetch });
    // Typed through openapi-fetch's Readable (which does not keep a Blob's methods); `parseAs: 'blob'` types it exactly.
    const { data } = await client.GET('/qr', { params: { query: { url: 'https://acme.link/x' } } });
    expect(data).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (data as unknown as Blob).arrayBuffer())).toEqual(png);
    const typed: Blob | undefined = (await client.GET('/qr', { params: { query: { url: 'https://acme.link/x' } }, parseAs: 'blob' })).data;
    expect(typed?.size).toBe(png.length);
    const bytes = await client.GET('/qr', { params: { query: { url: 'https://acme.link/x' } }, parseAs: 'arrayBuffer' });
    expect(new Uint8Array(bytes.data!)).toEqual(png);
    // Other paths are read as JSON, as before.
    const count = createClient({ baseUrl: 'http://mock.test', fetch: recordingFetch(() => Response.json(7)).fetch });
    expect((await count.GET('/links/count')).data).toBe(7);
  });

  it('serialises tagIds and tagNames as form style, not exploded (§4.4)', async () => {
    const recorder = recordingFetch(() => Response.json([]));
    const client = createClient({ baseUrl: 'http://mock.test', token: 't', fetch: recorder.fetch });
    await client.GET('/links', { params: { query: { tagIds: ['t1', 't2'], tagNames: ['News', 'Promo'], pageSize: 10 } } });
    const url = new URL(recorder.requests[0]!.url);
    expect(url.searchParams.getAll('tagIds')).toEqual(['t1,t2']);
    expect(url.searchParams.getAll('tagNames')).toEqual(['News,Promo']);
    expect(url.searchParams.get('pageSize')).toBe('10');
  });

  it('fills path parameters and sends JSON bodies', async () => {
    const recorder = recordingFetch(() => Response.json({ id: 'link_1' }));
    const client = createClient({ baseUrl: 'http://mock.test/', token: 't', fetch: recorder.fetch });
    await client.DELETE('/links/{linkId}', { params: { path: { linkId: 'ext_a/b' } } });
    expect(recorder.requests[0]!.url).toBe('http://mock.test/links/ext_a%2Fb');
    await client.POST('/tags', { body: { name: 'News', color: 'blue' } });
    expect(recorder.requests[1]!.headers.get('content-type')).toBe('application/json');
    expect(await recorder.requests[1]!.json()).toEqual({ name: 'News', color: 'blue' });
  });

  it('returns HTTP errors as data, never throwing', async () => {
    const body = { error: { code: 'conflict', message: 'Key already exists' } };
    const recorder = recordingFetch(() => Response.json(body, { status: 409 }));
    const client = createClient({ baseUrl: 'http://mock.test', token: 't', fetch: recorder.fetch });
    const result = await client.POST('/links', { body: { url: 'https://example.com', key: 'taken' } });
    expect(result.data).toBeUndefined();
    expect(result.error).toEqual(body);
    expect(result.response.status).toBe(409);
  });

  it('keeps extra headers beside the credential', async () => {
    const recorder = recordingFetch(() => Response.json(0));
    const client = createClient({ baseUrl: 'http://mock.test', token: 't', headers: { Prefer: 'code=429' }, fetch: recorder.fetch });
    await client.GET('/links/count');
    expect(recorder.requests[0]!.headers.get('prefer')).toBe('code=429');
  });
});
