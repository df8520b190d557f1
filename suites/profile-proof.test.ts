/**
 * The proof of a learnt profile (issue 17, item 3): learn a server's choices with `conform --write-profile`,
 * start the mock with them, send the same requests (every operation, each case a profile can name) to both,
 * and compare statuses and body shapes, up to ids and timestamps. The learnt profiles are kept under
 * suites/profiles/ for a human to read; a run must learn the same choices again.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { conform } from '../src/cli/conform-command.js';
import { createMockWithDefaults } from '../src/mock/create-mock-with-defaults.js';
import { mockProfileOf } from '../src/mock/mock-profile.js';
import { gapVariant } from './gap-variant.js';
import { publicServiceVariant } from './public-service-variant.js';
import { startReference } from './start-reference.js';

/** The run's two tokens (of two workspaces) and the slug of the first's workspace. */
interface Credentials {
  token: string;
  other: string;
  workspace: string;
}
const MOCK: Credentials = { token: 'lp_acme_demo_token', other: 'lp_side_project_demo_token', workspace: 'acme' };
const fresh = () => createMockWithDefaults({ seed: 3, rateLimit: false });
type Fetch = (request: Request) => Promise<Response>;

/**
 * The shape of a JSON value: object keys (sorted) and the types of leaves; ids and timestamps are strings like
 * any. An error's optional doc_url (§7) is left out: the public-service variant sends it on some errors and not
 * on others, which is no single choice a profile could name.
 */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? [] : [shape(value[0])];
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.keys(value).filter((key) => key !== 'doc_url').sort().map((key) => [key, shape((value as Record<string, unknown>)[key])]));
  return value === null ? 'null' : typeof value;
}

/** Every operation, and each case a profile names: page parameters under the server's names, bulk refusal and LinkError, grouped count, a refused validation, another workspace and its link, the QR code's type. */
async function exchanges(fetch: Fetch, names: { pageSize: string; page: string; sortOrder: string }, { token: TOKEN, other: OTHER, workspace }: Credentials = MOCK): Promise<unknown[]> {
  // The created link's id, in whatever format the server gives ids (ids gap).
  let id = '';
  const call = async (path: string, init: RequestInit & { token?: string | null } = {}) => {
    const token = init.token === undefined ? TOKEN : init.token;
    const response = await fetch(new Request(`http://mock.test${path}`, { ...init, headers: { 'content-type': 'application/json', ...(token !== null && { authorization: `Bearer ${token}` }) } }));
    const type = response.headers.get('content-type') ?? '';
    const body = type.includes('json') ? await response.json() : `${(await response.arrayBuffer()).byteLength > 0 ? 'bytes' : 'empty'}`;
    const rateLimitHeaders = [...response.headers.keys()].filter((name) => /rate-?limit|retry-after/i.test(name)).sort();
    return { path: id === '' ? path : path.replaceAll(id, '{id}'), status: response.status, type: type.split(';')[0], shape: shape(body), ...(Array.isArray(body) && { length: body.length }), rateLimitHeaders };
  };
  const created = await fetch(new Request('http://mock.test/links', { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ url: 'https://example.com/proof', key: 'proof-1' }) }));
  const link = (await created.clone().json()) as { id: string };
  id = link.id;
  return [
    { path: 'POST /links', status: created.status },
    await call('/tags', { method: 'POST', body: JSON.stringify({ name: 'proof-tag', color: 'green' }) }),
    await call('/links/bulk', { method: 'POST', body: JSON.stringify([{ url: 'https://example.com/p2', key: 'proof-2' }, { url: 'https://example.com/p3', key: 'proof-3' }]) }),
    await call('/links/bulk', { method: 'POST', body: JSON.stringify([{ url: 'https://example.com/p4', key: 'proof-4' }, { url: 'https://example.com/p5', keyLength: 2 }]) }),
    await call(`/links?search=proof&${names.pageSize}=2`),
    await call(`/links?search=proof&${names.pageSize}=2&${names.page}=2`),
    await call(`/links?search=proof&${names.sortOrder}=asc`),
    await call('/links?search=proof&pageSize=1&page=9&sortOrder=asc'),
    await call('/links/count?search=proof'),
    await call('/links/count?groupBy=domain&search=proof'),
    await call(`/links/info?linkId=${link.id}`),
    await call(`/links/info?linkId=${link.id}`, { token: OTHER }),
    await call(`/links/${link.id}`, { method: 'DELETE', token: OTHER }),
    await call(`/workspaces/${workspace}`),
    await call(`/workspaces/${workspace}`, { token: OTHER }),
    await call('/links', { method: 'POST', body: JSON.stringify({ url: 'https://example.com/p6', keyLength: 2 }) }),
    await call('/links?search=proof&sortBy=nothing'),
    await call('/links/count', { token: null }),
    await call('/qr?url=https://acme.link/proof-1', { token: null }),
    await call(`/links/${link.id}`, { method: 'DELETE' }),
    await call(`/links/info?linkId=${link.id}`),
  ];
}

async function learn(server: Fetch | string, fixture: string, { token, other }: Credentials = MOCK) {
  const dir = await mkdtemp(join(tmpdir(), 'linkproof-proof-'));
  const file = join(dir, 'profile.yaml');
  // A fetch in process, or a base URL over HTTP.
  const target = typeof server === 'string' ? { baseUrl: server } : { baseUrl: 'http://mock.test', fetch: server };
  await conform({ ...target, token, otherToken: other, profile: 'spec', runs: 2, writeProfile: file, replayDir: join(dir, 'failures'), log: () => undefined });
  const text = await readFile(file, 'utf8');
  const learnt = parse(text) as { gaps: Record<string, { choice: unknown }> };
  const kept = new URL(`./profiles/${fixture}`, import.meta.url);
  // LINKPROOF_UPDATE_PROFILES=1 rewrites the kept profiles (then read them before committing).
  if (process.env.LINKPROOF_UPDATE_PROFILES === '1') await writeFile(kept, text);
  const fixtureGaps = (parse(await readFile(kept, 'utf8')) as { gaps: Record<string, { choice: unknown }> }).gaps;
  const choices = (gaps: Record<string, { choice: unknown }>) => Object.fromEntries(Object.entries(gaps).map(([gap, { choice }]) => [gap, choice]));
  expect(choices(learnt.gaps)).toEqual(choices(fixtureGaps));
  return learnt;
}

describe('a learnt profile makes the mock answer like the server it was learnt from', () => {
  it.each([
    ['the public-service variant', publicServiceVariant, 'public-service-variant.yaml'],
    ['the gap variant (other ids, names, statuses, shapes, SVG QR codes)', gapVariant, 'gap-variant.yaml'],
  ])('%s: the same statuses, types and shapes, request by request', async (_name, variant, fixture) => {
    const learnt = await learn(variant(fresh().fetch), fixture);
    const followed = mockProfileOf(learnt);
    expect(followed.ok ? [] : followed.error).toEqual([]);
    const names = { pageSize: 'pageSize', page: 'page', sortOrder: 'sortOrder', ...((learnt.gaps['list-page-params']?.choice ?? {}) as object) };
    const server = await exchanges(variant(fresh().fetch), names);
    const profiled = await exchanges(createMockWithDefaults({ seed: 3, rateLimit: false, validateResponses: true, ...(followed.ok && { profile: followed.value }) }).fetch, names);
    expect(profiled).toEqual(server);
    // And the profile mattered: linkproof's own mock answers some of them otherwise.
    expect(await exchanges(fresh().fetch, names)).not.toEqual(server);
  }, 60_000);
});

/**
 * What a profile decides of an answer, where two servers hold different data: the status, the media type, the
 * rate-limit headers' names, and the body's outline: an object's fields (an error's too), an array's first
 * element's, an empty array.
 */
function outline(exchange: unknown): unknown {
  const { shape: body, length: _length, ...rest } = exchange as { shape?: unknown; length?: number };
  const fields = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.length === 0 ? 'an empty array' : { arrayOf: fields(value[0]) };
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, key === 'error' ? fields(field) : typeof field === 'object' && field !== null && !Array.isArray(field) ? 'object' : '*']));
  };
  return { ...rest, ...(body !== undefined && { outline: fields(body) }) };
}

describe('a profile learnt from the independent reference implementation, over HTTP', () => {
  const started: ChildProcess[] = [];
  afterAll(() => {
    for (const child of started) child.kill();
  });
  const REFERENCE: Credentials = { token: 'ref_token_acme_0001', other: 'ref_token_tiny_0002', workspace: 'acme' };

  it.each([
    ['its own choices (rate-limit headers on successes only)', {}, 'reference.yaml'],
    ['other legitimate choices (REF_GAPS=alt: 400 for 422, 404 for 403, groups in an envelope)', { REF_GAPS: 'alt' }, 'reference-alt.yaml'],
  ])('%s: the profiled mock answers with its statuses, media types, rate-limit headers and fields', async (_name, env, fixture) => {
    const learnFrom = await startReference(env);
    started.push(learnFrom.child);
    const learnt = await learn(learnFrom.url, fixture, REFERENCE);
    const followed = mockProfileOf(learnt);
    expect(followed.ok ? [] : followed.error).toEqual([]);
    const names = { pageSize: 'pageSize', page: 'page', sortOrder: 'sortOrder', ...((learnt.gaps['list-page-params']?.choice ?? {}) as object) };
    // A fresh server for the comparison (the learning run's links are not the mock's).
    const fresh = await startReference(env);
    started.push(fresh.child);
    const overHttp: Fetch = async (request) => fetch(request.url.replace('http://mock.test', fresh.url), { method: request.method, headers: request.headers, ...(request.method !== 'GET' && { body: await request.text() }) });
    const server = (await exchanges(overHttp, names, REFERENCE)).map(outline);
    // Rate limiting on, as the reference's: its headers are compared too.
    const profiled = (await exchanges(createMockWithDefaults({ seed: 3, validateResponses: true, ...(followed.ok && { profile: followed.value }) }).fetch, names)).map(outline);
    expect(profiled).toEqual(server);
    expect((await exchanges(createMockWithDefaults({ seed: 3 }).fetch, names)).map(outline)).not.toEqual(server);
  }, 120_000);
});
