import { describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../mock/create-mock-with-defaults.js';
import { runChecks } from './run-checks.js';
import { Target, retryDelayMs } from './target.js';
import { judgeExchange } from './judge-exchange.js';

describe('the conformance target', () => {
  it('never exceeds --max-writes: checks past the budget are skipped, saying so, and cleanup still runs', async () => {
    const mock = createMockWithDefaults({ seed: 4, rateLimit: false });
    const links = mock.store.findWorkspace('acme')!.links.size;
    const report = await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch: mock.fetch, maxWrites: 12, runs: 3 });
    expect(report.writes).toBeLessThanOrEqual(12);
    expect(report.results.some((result) => result.outcome.status === 'skip' && result.outcome.reason.includes('write budget of 12 is spent'))).toBe(true);
    expect(report.results.filter((result) => result.outcome.status === 'fail')).toEqual([]);
    expect(mock.store.findWorkspace('acme')!.links.size).toBe(links);
  });

  it('names the workspace in a bulk create (§4.3: whether workspaceId is required is not shown): a target that requires it passes', async () => {
    const mock = createMockWithDefaults({ seed: 4, rateLimit: false });
    const bulkWithout: string[] = [];
    const requiring = async (request: Request) => {
      const url = new URL(request.url);
      if (request.method === 'POST' && url.pathname === '/links/bulk' && !url.searchParams.has('workspaceId')) {
        bulkWithout.push(url.search);
        return Response.json({ error: { code: 'bad_request', message: 'workspaceId is required' } }, { status: 400 });
      }
      return mock.fetch(request);
    };
    const only = ['bulk_creates_exactly_the_good_ones', 'response_conformance_bulkCreateLinks', 'limits_accepted_at_the_boundary', 'links_behave_as_a_model', 'default_page_is_1_of_50', 'limits_and_enums_rejected', 'malformed_bodies_refused'];
    const report = await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch: requiring, runs: 3, only });
    expect(report.results.filter((result) => result.outcome.status !== 'pass').map((result) => `${result.check.name}: ${JSON.stringify(result.outcome)}`)).toEqual([]);
    expect(bulkWithout).toEqual([]);
    expect(report.profile.bulkValidation?.value).toBe('per-element');
  });

  it('caps the request rate with --rate: the request past the cap waits for the minute to roll over', async () => {
    const waits: number[] = [];
    const target = new Target({ baseUrl: 'http://t.test', token: 't', ratePerMinute: 2, fetch: async () => Response.json(0), sleep: async (ms) => void waits.push(ms) });
    for (let i = 0; i < 3; i++) await target.send(new Request('http://t.test/links/count'));
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(59_000);
  });

  it('reads how long a 429 asks to wait: Retry-After in seconds, else until X-RateLimit-Reset', () => {
    expect(retryDelayMs(new Response(null, { status: 429, headers: { 'retry-after': '7' } }))).toBe(7000);
    expect(retryDelayMs(new Response(null, { status: 429, headers: { 'x-ratelimit-reset': '1000' } }), 990_000)).toBe(10_050);
    expect(retryDelayMs(new Response(null, { status: 429 }))).toBeUndefined();
  });

  it('backs off on a 429 without Retry-After or X-RateLimit-Reset (1 s, 2 s, …) and says it waits', async () => {
    const waits: number[] = [];
    const said: string[] = [];
    let calls = 0;
    const target = new Target({
      baseUrl: 'http://t.test',
      token: 't',
      fetch: async () => (++calls <= 2 ? Response.json({ error: { code: 'rate_limit_exceeded', message: 'slow' } }, { status: 429 }) : Response.json(0)),
      sleep: async (ms) => void waits.push(ms),
      onWait: (message) => said.push(message),
    });
    expect((await target.send(new Request('http://t.test/links/count'))).status).toBe(200);
    expect(waits).toEqual([1000, 2000]);
    expect(said[0]).toBe('rate limited (429 on GET /links/count): waiting 1.0 s');
  });

  it('never records a token, even one the target echoes in a body or a header', async () => {
    const target = new Target({ baseUrl: 'http://t.test', token: 'secret-token-1', otherToken: 'secret-token-2', fetch: async (request) => new Response(JSON.stringify({ error: { code: 'not_found', message: `no link for ${request.headers.get('authorization')}` } }), { status: 404, headers: { 'content-type': 'application/json', 'x-echo': request.headers.get('authorization')! } }) });
    await target.send(new Request('http://t.test/links/info?linkId=secret-token-1', { headers: { authorization: 'Bearer secret-token-1' } }));
    await target.send(new Request('http://t.test/links/info?linkId=x', { headers: { authorization: 'Bearer secret-token-2' } }));
    const recorded = JSON.stringify(target.exchanges);
    expect(recorded).not.toContain('secret-token');
    expect(recorded).toContain('no link for Bearer $LINKPROOF_TOKEN');
    expect(recorded).toContain('Bearer $LINKPROOF_OTHER_TOKEN');
  });

  it('never records a token the target writes back escaped: in a JSON string (\\/ as PHP writes it, \\" and \\\\), or percent-encoded', async () => {
    const token = 'sk/Live+"x\\y=1';
    const forms = [JSON.stringify(token).slice(1, -1), JSON.stringify(token).slice(1, -1).replaceAll('/', '\\/'), encodeURIComponent(token)];
    const echo = async () => new Response(`{"error":{"code":"not_found","message":"no link for ${forms[0]} or ${forms[1]}","doc_url":"https://docs.example/?t=${forms[2]}"}}`, { status: 404, headers: { 'content-type': 'application/json' } });
    const target = new Target({ baseUrl: 'http://t.test', token, fetch: echo });
    await target.send(new Request('http://t.test/links/info?linkId=x', { headers: { authorization: `Bearer ${token}` } }));
    const recorded = JSON.stringify(target.exchanges);
    for (const form of [token, ...forms]) expect(recorded).not.toContain(form);
    expect(target.exchanges[0]!.responseBody).toBe('{"error":{"code":"not_found","message":"no link for $LINKPROOF_TOKEN or $LINKPROOF_TOKEN","doc_url":"https://docs.example/?t=$LINKPROOF_TOKEN"}}');
  });

  it('sends a GET again once when its connection is lost on the way, recording only the answer; a POST is not sent again', async () => {
    let calls = 0;
    const flaky = async (request: Request) => {
      calls++;
      if (calls === 1) throw new TypeError('fetch failed', { cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }) });
      return request.method === 'POST' ? Response.json({}) : Response.json(3);
    };
    const target = new Target({ baseUrl: 'http://t.test', token: 'secret-token-1', fetch: flaky, sleep: async () => undefined });
    expect(await (await target.send(new Request('http://t.test/links/count'))).json()).toBe(3);
    expect(target.exchanges.map((exchange) => exchange.status)).toEqual([200]);
    calls = 0;
    await expect(target.send(new Request('http://t.test/tags', { method: 'POST', body: '{"name":"x"}' }))).rejects.toThrow(/^POST http:\/\/t\.test\/tags: /);
    expect(calls).toBe(1);
  });

  it('sends a read a gateway answered 502, 503 or 504 again, up to twice, saying so; the repeat is judged, not the gateway; a write is not sent again', async () => {
    const gateway = (status: number) => new Response('<html>Bad Gateway</html>', { status, headers: { 'content-type': 'text/html' } });
    let calls = 0;
    const flaky = async (request: Request) => {
      calls++;
      if (calls <= 2) return gateway(calls === 1 ? 502 : 503);
      return request.method === 'POST' ? gateway(502) : Response.json(3);
    };
    const waits: string[] = [];
    const target = new Target({ baseUrl: 'http://t.test', token: 'secret-token-1', fetch: flaky, sleep: async () => undefined, onWait: (line) => waits.push(line) });
    expect(await (await target.send(new Request('http://t.test/links/count'))).json()).toBe(3);
    expect(target.exchanges.map((exchange) => [exchange.status, exchange.repeated ?? false])).toEqual([[502, true], [503, true], [200, false]]);
    expect(target.exchanges.flatMap(judgeExchange)).toEqual([]);
    expect(waits[0]).toMatch(/^502 on GET \/links\/count: sent again in 0\.5 s/);
    // A third gateway answer in a row is the answer: judged as any 5xx.
    calls = 0;
    const always = new Target({ baseUrl: 'http://t.test', token: 'secret-token-1', fetch: async () => gateway(503), sleep: async () => undefined });
    expect((await always.send(new Request('http://t.test/links/count'))).status).toBe(503);
    expect(always.exchanges.flatMap(judgeExchange).map((finding) => finding.rule)).toContain('no_server_errors');
    // A write may have been done: answered 502, it is not sent again.
    calls = 10;
    expect((await target.send(new Request('http://t.test/tags', { method: 'POST', body: '{"name":"x"}' }))).status).toBe(502);
    expect(calls).toBe(11);
  });

  it('sends a cleanup delete again when it is lost on the way (a kept-alive connection the server closed)', async () => {
    const mock = createMockWithDefaults({ seed: 4, rateLimit: false });
    let lost = 0;
    const dropsOneDelete = async (request: Request) => {
      if (request.method === 'DELETE' && lost++ === 0) throw new TypeError('fetch failed', { cause: new Error('other side closed') });
      return mock.fetch(request);
    };
    const target = new Target({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch: dropsOneDelete, sleep: async () => undefined });
    const created = await target.send(new Request('http://mock.test/links', { method: 'POST', headers: { authorization: 'Bearer lp_acme_demo_token', 'content-type': 'application/json' }, body: JSON.stringify({ url: 'https://example.com/lost' }) }));
    expect(created.status).toBe(200);
    expect(await target.cleanUp()).toEqual({ deleted: 1, failed: [] });
    expect(lost).toBe(2);
  });

  it('cleans up through 429s, and sweeps for links whose create it could not read', async () => {
    const mock = createMockWithDefaults({ seed: 4, rateLimit: false });
    const links = mock.store.findWorkspace('acme')!.links.size;
    let limited = 0;
    // Create answers are unreadable ({}), and the first two deletes are rate limited.
    const fetch = async (request: Request) => {
      if (request.method === 'DELETE' && limited++ < 2) return Response.json({ error: { code: 'rate_limit_exceeded', message: 'slow' } }, { status: 429, headers: { 'retry-after': '1' } });
      const response = await mock.fetch(request);
      return request.method === 'POST' && new URL(request.url).pathname === '/links' && response.ok ? Response.json({}) : response;
    };
    const report = await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch, runs: 2, sleep: async () => {} });
    expect(report.verdict).toBe('fail');
    expect(report.cleanup.failed).toEqual([]);
    expect(mock.store.findWorkspace('acme')!.links.size).toBe(links);
  });

  it('says which links a delete answered but kept (still listed), counting each link once, not once a sweep', async () => {
    const mock = createMockWithDefaults({ seed: 4, rateLimit: false });
    // A target whose delete answers the link but keeps it.
    const fetch = async (request: Request) => {
      if (request.method !== 'DELETE') return mock.fetch(request);
      const id = decodeURIComponent(new URL(request.url).pathname.split('/')[2]!);
      return Response.json({ id });
    };
    const target = new Target({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch });
    const client = target.client('lp_acme_demo_token');
    const made = await Promise.all(['a', 'b'].map(async (suffix) => (await client.POST('/links', { body: { url: 'https://example.com/kept', key: `lpkept0001-${suffix}` } })).data!.id));
    const cleanup = await target.cleanUp('lpkept0001');
    expect(cleanup.failed.sort()).toStrictEqual([...made].sort());
    expect(cleanup.deleted).toBe(0);
  });
});
