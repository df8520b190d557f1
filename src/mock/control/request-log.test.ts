import { describe, expect, it } from 'vitest';
import { MAX_LOGGED_BODIES, MAX_LOGGED_BODY, MAX_LOGGED_DEPTH, RequestLog } from './request-log.js';

const record = (n: number, body: string) => ({ at: Date.UTC(2026, 10, 1) + n, method: 'GET', path: `/p${n}`, query: '', operationId: n % 2 === 0 ? 'even' : 'odd', status: 200, durationMs: 1, error: null, requestBody: undefined, responseBody: body });

describe('RequestLog', () => {
  it('keeps the last N requests, newest first, through many turns of its ring; the bodies of the newest within the budget', () => {
    const log = new RequestLog(500);
    const big = `"${'x'.repeat(MAX_LOGGED_BODY - 10)}"`;
    for (let n = 1; n <= 1_234; n++) log.add(record(n, n % 10 === 0 ? big : `{"n":${n}}`));
    const all = log.find();
    expect(all.map((entry) => entry.id)).toEqual(Array.from({ length: 500 }, (_, i) => 1_234 - i));
    expect(all[0]).toMatchObject({ time: '2026-11-01T00:00:01.234Z', path: '/p1234', responseBody: { n: 1234 } });
    // Bodies kept from the newest back, until the budget: the big ones first to go.
    const bigKept = all.filter((entry) => entry.id % 10 === 0 && entry.dropped === undefined).length;
    expect(bigKept).toBe(Math.floor(MAX_LOGGED_BODIES / big.length) - 1);
    const firstDropped = all.findIndex((entry) => entry.dropped !== undefined);
    expect(all.slice(firstDropped).every((entry) => entry.dropped !== undefined || entry.id % 10 !== 0)).toBe(true);
    expect(log.find({ operationId: 'odd', limit: 3 }).map((entry) => entry.id)).toEqual([1233, 1231, 1229]);
    log.clear();
    expect(log.find()).toEqual([]);
    log.add(record(1, '{}'));
    expect(log.find().map((entry) => entry.path)).toEqual(['/p1']);
  });

  it('leaves the record given to add as it was, and one record added twice makes two entries', () => {
    const log = new RequestLog(10);
    const given = Object.freeze(record(1, '{"n":1}'));
    log.add(given);
    log.add(given);
    expect(given).toEqual(record(1, '{"n":1}'));
    expect(log.find().map((entry) => [entry.id, entry.responseBody])).toEqual([[2, { n: 1 }], [1, { n: 1 }]]);
  });

  it('gives a body nesting deeper than it parses as its text, so the log can always be written out', () => {
    const log = new RequestLog(10);
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const atTheBound = `${'['.repeat(MAX_LOGGED_DEPTH)}${']'.repeat(MAX_LOGGED_DEPTH)}`;
    log.add({ ...record(1, '{"error":{}}'), requestBody: deep });
    log.add({ ...record(2, '{}'), requestBody: atTheBound });
    const [bounded, tooDeep] = log.find();
    expect(tooDeep!.requestBody).toBe(deep);
    expect(JSON.stringify(bounded!.requestBody)).toBe(atTheBound);
    expect(() => JSON.stringify(log.find())).not.toThrow();
  });

  it('keeps nothing with no room', () => {
    const log = new RequestLog(0);
    log.add(record(1, '{}'));
    expect(log.find()).toEqual([]);
  });
});

describe('RequestLog in columns', () => {
  it("gives each entry its own fields back: a visit's short link and location, warnings, an error, a binary answer's body as null", () => {
    const log = new RequestLog(3);
    log.add({ ...record(1, '{"a":1}'), shortLink: 'https://acme.link/abc', location: 'https://example.com/' });
    log.add({ ...record(2, '{"error":{"code":"not_found","message":"x"}}'), status: 404, error: { code: 'not_found', message: 'x' }, warnings: ['unknown query parameter: z'] });
    log.add({ ...record(3, 'PNG'), path: '/qr' }, true);
    const [qr, missing, visit] = log.find();
    expect(visit).toMatchObject({ id: 1, shortLink: 'https://acme.link/abc', location: 'https://example.com/', responseBody: { a: 1 }, error: null });
    expect(visit).not.toHaveProperty('warnings');
    expect(missing).toMatchObject({ id: 2, status: 404, error: { code: 'not_found', message: 'x' }, warnings: ['unknown query parameter: z'] });
    expect(missing).not.toHaveProperty('shortLink');
    expect(qr).toMatchObject({ id: 3, path: '/qr', responseBody: null });
    expect(qr).not.toHaveProperty('dropped');
    expect(log.find({ status: 404 }).map((entry) => entry.id)).toEqual([2]);
  });

  it('goes on numbering after a clear, and keeps the bodies of what comes after it', () => {
    const log = new RequestLog(4);
    for (let n = 1; n <= 6; n++) log.add(record(n, `{"n":${n}}`));
    log.clear();
    expect(log.find()).toEqual([]);
    for (let n = 7; n <= 12; n++) log.add(record(n, `{"n":${n}}`));
    expect(log.find().map((entry) => [entry.id, entry.path, entry.responseBody])).toEqual([
      [12, '/p12', { n: 12 }],
      [11, '/p11', { n: 11 }],
      [10, '/p10', { n: 10 }],
      [9, '/p9', { n: 9 }],
    ]);
  });

  it('frees the budget of an entry that leaves the ring with its bodies, so the newer ones keep theirs', () => {
    const log = new RequestLog(3);
    // 40 bodies of almost the per-body bound are more than the budget holds (16), but only 3 are ever in the ring.
    const body = `"${'y'.repeat(MAX_LOGGED_BODY - 3)}"`;
    expect(40 * body.length).toBeGreaterThan(MAX_LOGGED_BODIES);
    for (let n = 1; n <= 40; n++) log.add({ ...record(n, '{}'), requestBody: body });
    expect(log.find().map((entry) => [entry.id, entry.dropped, entry.requestBody === JSON.parse(body)])).toEqual([
      [40, undefined, true],
      [39, undefined, true],
      [38, undefined, true],
    ]);
  });
});
