/**
 * The traffic judge's kinds of finding: a break only an unseen write could explain is a suspicion, saying why,
 * and a failure under --exclusive; one nothing unseen explains (a deleted id answered again) is a failure
 * always; a write in flight stops comparisons it could change; and the model forgets, so a long run stays bounded.
 */
import { describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../mock/create-mock-with-defaults.js';
import { observeFetch } from './observe-fetch.js';
import { createTrafficJudge } from './traffic-judge.js';
import { TrafficModel, WRITES_BOUND } from './traffic-model.js';

const headers = { authorization: 'Bearer lp_acme_demo_token', 'content-type': 'application/json' };
const at = (path: string, init: RequestInit = {}) => new Request(`http://api.test${path}`, { headers, ...init });

/** A server whose count is one more than its list: as if a link were created between them by someone else. */
function countOneMore(fetch: (request: Request) => Promise<Response>) {
  return async (request: Request) => {
    const response = await fetch(request);
    return new URL(request.url).pathname === '/links/count' ? Response.json(Number(await response.json()) + 1) : response;
  };
}

describe('what the traffic covers', () => {
  it('claims a rule of the catalogue only as far as the operations seen tell it: a limit only when a request went past it', async () => {
    const judge = createTrafficJudge();
    const fetch = observeFetch(createMockWithDefaults({ seed: 1, rateLimit: false }).fetch, judge, 'http://api.test');
    await fetch(at('/links', { method: 'POST', body: JSON.stringify({ url: 'https://example.com/c', key: 'cover-c' }) }));
    let covered = judge.coverage().rulesExercised;
    // A create within every limit tells no limit; a link's shape, not a tag's or a workspace's; no QR rule.
    expect(covered).toContain('link.shape');
    expect(covered).toContain('create.accepts-valid');
    for (const rule of ['create.url-lengths', 'tag.name-length', 'qr.url-length', 'tag.shape', 'workspace.shape', 'tag.create', 'qr.anonymous']) expect(covered).not.toContain(rule);
    // A tag name past its limit, refused: that limit is told, whatever else is not.
    await fetch(at('/tags', { method: 'POST', body: JSON.stringify({ name: 'x'.repeat(51) }) }));
    covered = judge.coverage().rulesExercised;
    expect(covered).toContain('tag.name-length');
    expect(covered).not.toContain('create.url-lengths');
  });
});

describe('the traffic judge', () => {
  it.each([
    [false, 'suspicion'],
    [true, 'failure'],
  ] as const)('a count that disagrees with the whole list of the same filters (exclusive: %s) is a %s', async (exclusive, kind) => {
    const judge = createTrafficJudge({ exclusive });
    const fetch = observeFetch(countOneMore(createMockWithDefaults({ seed: 1, rateLimit: false }).fetch), judge, 'http://api.test');
    await fetch(at('/links', { method: 'POST', body: JSON.stringify({ url: 'https://example.com/a', key: 'judge-a', tenantId: 'judge' }) }));
    await fetch(at('/links?tenantId=judge'));
    await fetch(at('/links/count?tenantId=judge'));
    const [finding] = judge.findings();
    expect(finding).toMatchObject({ kind, rule: 'count_agrees_with_list', rules: ['count.number'], exchanges: [2, 3] });
    if (kind === 'suspicion') expect(finding!.why).toMatch(/did not see .* could explain it; with --exclusive/);
  });

  it('a deleted link answered again is a failure even without --exclusive: ids do not come back', async () => {
    const judge = createTrafficJudge();
    const mock = createMockWithDefaults({ seed: 1, rateLimit: false });
    let kept: Response | undefined;
    // A server whose delete answers but keeps the link.
    const fetch = observeFetch(async (request) => {
      if (request.method !== 'DELETE') return mock.fetch(request);
      kept = await mock.fetch(new Request(`http://api.test/links/info?linkId=${new URL(request.url).pathname.split('/')[2]}`, { headers }));
      return Response.json({ id: ((await kept.json()) as { id: string }).id });
    }, judge, 'http://api.test');
    const created = (await (await fetch(at('/links', { method: 'POST', body: JSON.stringify({ url: 'https://example.com/b' }) }))).json()) as { id: string };
    await fetch(at(`/links/${created.id}`, { method: 'DELETE' }));
    await fetch(at(`/links/info?linkId=${created.id}`));
    expect(judge.findings()).toMatchObject([{ kind: 'failure', rule: 'deleted_stays_gone', rules: ['delete.removes'], exchanges: [2, 3] }]);
  });

  it('a QR answer that is JSON but no string (§4.9 answers a string) is a finding; a PNG that reads back is none', async () => {
    const judge = createTrafficJudge();
    const mock = createMockWithDefaults({ seed: 1, rateLimit: false });
    const fetch = observeFetch(async (request) => (new URL(request.url).searchParams.get('url')?.endsWith('/json') ? Response.json({ url: 'https://acme.link/json' }) : mock.fetch(request)), judge, 'http://api.test');
    await fetch(new Request('http://api.test/qr?url=https://acme.link/png'));
    expect(judge.findings()).toEqual([]);
    await fetch(new Request('http://api.test/qr?url=https://acme.link/json'));
    expect(judge.findings()).toMatchObject([{ rule: 'qr_answer_reads_back', rules: ['qr.image'], message: expect.stringContaining('the application/json answer for url=https://acme.link/json could not be read as an image: §4.9: the answer is a value of type string') }]);
  });

  it('does not compare a read with a write still in flight', async () => {
    const judge = createTrafficJudge({ exclusive: true });
    const fetch = observeFetch(countOneMore(createMockWithDefaults({ seed: 1, rateLimit: false }).fetch), judge, 'http://api.test');
    await fetch(at('/links?tenantId=none'));
    const inFlight = judge.begin('POST', '$LINKPROOF_TOKEN');
    await fetch(at('/links/count?tenantId=none'));
    expect(judge.findings()).toEqual([]);
    judge.abandon(inFlight);
  });

  it('forgets the oldest writes past its bound, and then compares nothing that reaches back before them', () => {
    const model = new TrafficModel();
    for (let tick = 1; tick <= WRITES_BOUND + 1; tick++) model.addWrite({ number: tick, begun: 2 * tick, ended: 2 * tick + 1, token: 't', workspace: 'ws', delta: 1, opaque: false });
    expect(model.writes.length).toBe(WRITES_BOUND / 2 + 1);
    expect(model.writesBetween('ws', 0, 10).certain).toBe(false);
    expect(model.writesBetween('ws', 4 * WRITES_BOUND, 4 * WRITES_BOUND).certain).toBe(true);
  });
});
