/**
 * The checks that visit short links (--resolve-short-links), each against the mock in process, against
 * servers that make another legitimate choice on the gaps they touch (which must pass), and against broken
 * ones (which must fail, or be not verified when nothing can be told). The mutants of suites/mutants.ts
 * are run on every check in suites/mutation.test.ts.
 */
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../../mock/create-mock-with-defaults.js';
import type { CheckOutcome } from '../check.js';
import { runChecks, type RunOptions } from '../run-checks.js';
import { visitOverHttp } from '../visit-over-http.js';

const TOKEN = 'lp_acme_demo_token';
type Fetch = (request: Request) => Promise<Response>;
const CHECKS = ['short_link_redirects_to_url', 'expired_link_redirects_to_expired_url', 'device_targeting_redirects_ios_and_android', 'password_gate_withholds_destination', 'clicks_grow_after_a_visit', 'sort_by_clicks_orders_the_list'] as const;
type VisitCheck = (typeof CHECKS)[number];

const freshMock = () => createMockWithDefaults({ seed: 5, rateLimit: false, validateResponses: true });
/** A visit names the link's domain as its URL's host; the API is http://mock.test. */
const visiting = (request: Request) => new URL(request.url).hostname !== 'mock.test';

/** One visit check against a target, with visits requested (unless said otherwise). */
async function outcomeOf(name: VisitCheck, fetch: Fetch, options: Partial<RunOptions> = {}): Promise<CheckOutcome> {
  const report = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, fetch, only: [name], resolveShortLinks: true, clickWaitMs: 1000, ...options });
  return report.results.find((result) => result.check.name === name)!.outcome;
}

/** The mock, with what it answers to visits changed. */
const answeringVisits = (change: (response: Response, request: Request, fetch: Fetch) => Response | Promise<Response>): Fetch => {
  const { fetch } = freshMock();
  return async (request) => (visiting(request) ? change(await fetch(request), request, fetch) : fetch(request));
};

describe('against the mock in process', () => {
  it.each(CHECKS)('%s passes', async (name) => {
    expect(await outcomeOf(name, freshMock().fetch)).toMatchObject({ status: 'pass' });
  });

  it.each(CHECKS)('%s is not requested without --resolve-short-links, and the run is not inconclusive for it', async (name) => {
    const report = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, fetch: freshMock().fetch, only: [name] });
    const [result] = report.results;
    expect(result!.outcome).toEqual({ status: 'not-requested', reason: 'visits short links: asked for with --resolve-short-links' });
    expect([result!.required, report.notRequested.length, report.notVerified.length, report.verdict]).toEqual([false, 1, 0, 'pass']);
  });
});

describe('a redirect is any 3xx to the destination, with its query; parameters the server adds are its choice', () => {
  it.each([301, 303, 307, 308])('a %i passes', async (status) => {
    const fetch = answeringVisits((response) => new Response(null, { status, headers: { location: response.headers.get('location')! } }));
    expect(await outcomeOf('short_link_redirects_to_url', fetch)).toEqual({ status: 'pass', note: `answered ${status}` });
  });

  it('a click id added to the destination passes', async () => {
    const fetch = answeringVisits((response) => new Response(null, { status: 302, headers: { location: `${response.headers.get('location')}&click_id=c_123` } }));
    expect(await outcomeOf('short_link_redirects_to_url', fetch)).toMatchObject({ status: 'pass' });
  });

  it('a 200 page that sends the browser on by a meta refresh is no redirect: a finding', async () => {
    const fetch = answeringVisits((response) => new Response(`<meta http-equiv="refresh" content="0;url=${response.headers.get('location')}">`, { status: 200, headers: { 'content-type': 'text/html' } }));
    const outcome = await outcomeOf('short_link_redirects_to_url', fetch);
    expect(outcome.status === 'fail' && outcome.failure.message).toMatch(/^https:\/\/acme\.link\/lp\S+ answered 200 text\/html: <meta http-equiv="refresh"/);
  });

  it('a target that does not resolve short links (a 404 to every visit) fails the redirect, and leaves the password gate and clicks not verified, saying why', async () => {
    const fetch = answeringVisits(() => Response.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 }));
    expect(await outcomeOf('short_link_redirects_to_url', fetch)).toMatchObject({ status: 'fail' });
    expect(await outcomeOf('expired_link_redirects_to_expired_url', fetch)).toMatchObject({ status: 'fail' });
    expect(await outcomeOf('device_targeting_redirects_ios_and_android', fetch)).toMatchObject({ status: 'fail' });
    expect(await outcomeOf('password_gate_withholds_destination', fetch)).toMatchObject({ status: 'skip', reason: expect.stringMatching(/^a link without a password is not redirected to its url either \(https:\/\/acme\.link\/\S+ answered 404 application\/json/) });
    expect(await outcomeOf('clicks_grow_after_a_visit', fetch)).toMatchObject({ status: 'skip', reason: expect.stringMatching(/^the visit did not reach the destination/) });
  });
});

describe('the password gate: how the password is asked for is the server\'s choice; leaking the destination is not', () => {
  it('a redirect to a password page of its own (relative Location) passes', async () => {
    const fetch = answeringVisits((response, request) => (response.status === 401 ? new Response(null, { status: 303, headers: { location: `/password${new URL(request.url).pathname}` } }) : response));
    expect(await outcomeOf('password_gate_withholds_destination', fetch)).toMatchObject({ status: 'pass', note: expect.stringMatching(/^without the password: 303 to https:\/\/acme\.link\/password\/lp/) });
  });

  it('a page that carries the destination (HTML-escaped in a frame) fails', async () => {
    const mock = freshMock();
    const fetch: Fetch = async (request) => {
      const response = await mock.fetch(request);
      if (!visiting(request) || response.status !== 401) return response;
      const { hostname, pathname } = new URL(request.url);
      const info = await mock.fetch(new Request(`http://mock.test/links/info?domain=${hostname}&key=${pathname.slice(1)}`, { headers: { authorization: `Bearer ${TOKEN}` } }));
      const { url } = (await info.json()) as { url: string };
      return new Response(`<iframe src="${url.replaceAll('&', '&amp;')}" hidden></iframe><form method="post"><input name="password"></form>`, { status: 401, headers: { 'content-type': 'text/html' } });
    };
    const outcome = await outcomeOf('password_gate_withholds_destination', fetch);
    expect(outcome.status === 'fail' && outcome.failure.message).toMatch(/visited without its password, answered 401 text\/html: <iframe .*which carries the destination https:\/\/example\.com\/linkproof\/\S+\/behind-the-password$/);
  });

  it('a server error is no gate', async () => {
    const fetch = answeringVisits((response) => (response.status === 401 ? Response.json({ error: { code: 'internal_server_error', message: 'boom' } }, { status: 500 }) : response));
    expect(await outcomeOf('password_gate_withholds_destination', fetch)).toMatchObject({ status: 'fail' });
  });
});

describe('expiry', () => {
  it('a target that refuses an expiresAt in the past gets one a few seconds ahead, waited out', { timeout: 20_000 }, async () => {
    const mock = freshMock();
    const fetch: Fetch = async (request) => {
      if (!visiting(request) && request.method === 'POST' && new URL(request.url).pathname === '/links') {
        const body = (await request.clone().json()) as { expiresAt?: string };
        if (body.expiresAt !== undefined && Date.parse(body.expiresAt) < Date.now()) return Response.json({ error: { code: 'unprocessable_entity', message: 'expiresAt must be in the future' } }, { status: 422 });
      }
      return mock.fetch(request);
    };
    expect(await outcomeOf('expired_link_redirects_to_expired_url', fetch)).toEqual({ status: 'pass', note: 'expiresAt in the past was refused; the link expired 3 s after its creation' });
  });
});

describe('clicks: at least one and at most one a visit, within --click-wait', () => {
  it('clicks that show only after --click-wait fail, naming the wait', async () => {
    const fetch = answeringVisits((response) => response);
    const late: Fetch = async (request) => {
      const response = await fetch(request);
      if (new URL(request.url).pathname !== '/links/info' || !response.ok) return response;
      return Response.json({ ...((await response.json()) as object), clicks: 0, lastClicked: null });
    };
    const outcome = await outcomeOf('clicks_grow_after_a_visit', late, { clickWaitMs: 1000 });
    expect(outcome.status === 'fail' && outcome.failure.message).toMatch(/^clicks stayed 0 for 1\.\d s after 2 visits redirected to the destination \(--click-wait 1 s\)$/);
  });

  it('a visit from a phone sent to the ios destination that is not counted fails (clicks only for visits to url)', async () => {
    const { fetch, store } = freshMock();
    const desktopOnly: Fetch = async (request) => {
      if (!visiting(request) || !/iPhone/.test(request.headers.get('user-agent') ?? '')) return fetch(request);
      // Redirected as the mock would, without the click.
      const key = decodeURIComponent(new URL(request.url).pathname.slice(1));
      const link = [...store.findWorkspace('acme')!.links.values()].find((candidate) => candidate.key === key)!;
      return new Response(null, { status: 302, headers: { location: link.ios ?? link.url } });
    };
    const outcome = await outcomeOf('clicks_grow_after_a_visit', desktopOnly);
    expect(outcome.status === 'fail' && outcome.failure.message).toMatch(/^a visit from an iPhone was redirected to https:\/\/example\.com\/linkproof\/\S+\/ios, yet clicks stayed 0/);
  });
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a visit that gets no answer', () => {
  it('is a finding naming the cause (the mapped address refuses the connection), never a pass; the exchange shows where it went and with which Host', async () => {
    const port = await closedPort();
    const outcome = await outcomeOf('short_link_redirects_to_url', freshMock().fetch, { visit: visitOverHttp, resolve: { '*': `http://127.0.0.1:${port}` } });
    if (outcome.status !== 'fail') throw new Error(`not a finding: ${JSON.stringify(outcome)}`);
    expect(outcome.failure.message).toMatch(new RegExp(`^the check could not complete: GET http://127\\.0\\.0\\.1:${port}/lp\\S+: ECONNREFUSED 127\\.0\\.0\\.1:${port}$`));
    expect(outcome.failure.exchanges.at(-1)).toMatchObject({ method: 'GET', status: 0, visit: true, headers: { host: 'acme.link' } });
  });
});

describe('a mapping that leaves the link\'s domain out', () => {
  it('is not verified, naming the missing --resolve, and nothing is sent to the public host', async () => {
    const sent: string[] = [];
    const visit = async (request: Request) => {
      sent.push(request.url);
      return new Response(null, { status: 599 });
    };
    const outcome = await outcomeOf('short_link_redirects_to_url', freshMock().fetch, { visit, resolve: { 'other.link': 'http://127.0.0.1:9' } });
    expect(outcome).toEqual({ status: 'skip', reason: "no --resolve for acme.link (the mapping names other.link); add --resolve acme.link=URL or '*=URL'" });
    expect(sent).toEqual([]);
  });
});
