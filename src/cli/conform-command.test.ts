import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allChecks } from '../conform/checks/all-checks.js';
import { createMockWithDefaults } from '../mock/create-mock-with-defaults.js';
import { serveMock, type RunningMock } from '../mock/node/serve-mock.js';
import { conform } from './conform-command.js';

const TOKEN = 'lp_acme_demo_token';
const OTHER = 'lp_side_project_demo_token';
let running: RunningMock;
let dir: string;
let lines: string[];
let code: number;

beforeAll(async () => {
  const mock = createMockWithDefaults({ seed: 2, rateLimit: false });
  running = await serveMock(mock, { port: 0 });
  // Faults, so that the run has failures to report: count answers 500; an unknown link's 404 is text.
  mock.faults.set('getLinksCount', { status: 500 });
  dir = await mkdtemp(join(tmpdir(), 'linkproof-'));
  lines = [];
  ({ code } = await conform({
    baseUrl: running.url,
    token: TOKEN,
    otherToken: OTHER,
    profile: 'spec',
    runs: 3,
    junit: join(dir, 'junit.xml'),
    json: join(dir, 'report.json'),
    replayDir: join(dir, 'failures'),
    log: (line) => lines.push(line),
  }));
});
afterAll(async () => running.close());

describe('linkproof conform (reports)', () => {
  it('exits 1 on a failure and writes a curl replay of it that reads the token from the environment', async () => {
    expect(code).toBe(1);
    expect(lines.some((line) => /^FAIL +response_conformance_getLinksCount/.test(line))).toBe(true);
    const replays = await readdir(join(dir, 'failures'));
    expect(replays).toContain('response_conformance_getLinksCount.sh');
    const script = await readFile(join(dir, 'failures', 'response_conformance_getLinksCount.sh'), 'utf8');
    expect(script).toContain(`base=\${LINKPROOF_BASE_URL:-'${running.url}'}`);
    expect(script).toMatch(/\nsend \d+ 500 failing GET "\$base"'\/links\/count' -H 'authorization: Bearer '"\$LINKPROOF_TOKEN"\n/);
    expect(script).toContain('# found: answered 500');
  });

  it('writes JUnit XML that an XML parser accepts: one testcase a check, each failure with its rule, exchanges and replay', async () => {
    const junit = await readFile(join(dir, 'junit.xml'), 'utf8');
    expect(XMLValidator.validate(junit)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(junit) as {
      testsuites: { testsuite: { name: string; tests: string; properties: { property: { name: string; value: string }[] }; testcase: { name: string; failure?: { '#text': string; message: string } }[] }[] };
    };
    const [suite, rules] = parsed.testsuites.testsuite;
    expect(Number(suite!.tests)).toBe(allChecks.length);
    expect(suite!.properties.property).toContainEqual({ name: 'profile.pageSize', value: 'pageSize' });
    // The second suite is the run per rule of the spec: the count's rule failed, with the check that saw it.
    expect(rules!.name).toBe('linkproof conform: rules of the spec');
    const countRule = rules!.testcase.find((testcase) => testcase.name === 'count.number §4.6')!;
    expect(countRule.failure!['#text']).toContain('response_conformance_getLinksCount');
    const failed = suite!.testcase.find((testcase) => testcase.name === 'response_conformance_getLinksCount')!;
    expect(failed.failure!.message).toBe('a valid request succeeds: answered 500');
    const detail = failed.failure!['#text'];
    expect(detail).toContain('rule: a valid request succeeds (§2 §4 §7)');
    expect(detail).toContain(`> GET ${running.url}/links/count`);
    expect(detail).toMatch(/< 500 application\/json[^\n]*\n\{"error":\{"code":"internal_server_error"/);
    expect(detail).toContain(`replay: LINKPROOF_TOKEN=… sh ${join(dir, 'failures')}/response_conformance_getLinksCount.sh`);
  });

  it('writes a JSON report with the verdict, the discovered profile, and each failure\'s exchanges', async () => {
    const json = JSON.parse(await readFile(join(dir, 'report.json'), 'utf8'));
    expect(json).toMatchObject({ verdict: 'fail', exitCode: 1, discovered: { pageSize: { value: 'pageSize', gap: 'list-page-params' }, bulkValidation: { value: 'per-element' } } });
    const result = json.results.find((entry: { name: string }) => entry.name === 'response_conformance_getLinksCount');
    expect(result).toMatchObject({ status: 'fail', rule: 'a valid request succeeds', exchanges: [expect.anything(), expect.objectContaining({ method: 'GET', status: 500 })] });
  });

  it('reports the checks that visit short links as not requested (without --resolve-short-links) in every report: neither passed nor not verified', async () => {
    const reason = 'visits short links: asked for with --resolve-short-links';
    const json = JSON.parse(await readFile(join(dir, 'report.json'), 'utf8'));
    expect(json.results.find((entry: { name: string }) => entry.name === 'clicks_grow_after_a_visit')).toMatchObject({ status: 'not-requested', required: false, reason });
    expect(json.notRequested.map((entry: { name: string }) => entry.name)).toEqual(['short_link_redirects_to_url', 'expired_link_redirects_to_expired_url', 'device_targeting_redirects_ios_and_android', 'password_gate_withholds_destination', 'clicks_grow_after_a_visit', 'sort_by_clicks_orders_the_list']);
    expect(json.notVerified.map((entry: { name: string }) => entry.name)).not.toContain('clicks_grow_after_a_visit');
    expect(json.rules.find((rule: { id: string }) => rule.id === 'visit.expired')).toMatchObject({ status: 'not-requested', why: `expired_link_redirects_to_expired_url: ${reason}` });
    const junit = await readFile(join(dir, 'junit.xml'), 'utf8');
    expect(junit).toContain(`<testcase classname="linkproof.mandated" name="password_gate_withholds_destination" time="0.000">\n      <skipped message="not requested: ${reason}"/>`);
    expect(junit).toContain(`<testcase classname="linkproof.rule" name="visit.password §1 §2.1" time="0">\n      <skipped message="not requested: password_gate_withholds_destination: ${reason}"/>`);
    expect(lines).toContainEqual(expect.stringMatching(/^NOT REQUESTED +device_targeting_redirects_ios_and_android +§1 §2\.1 +mandated +visits short links: asked for with --resolve-short-links$/));
    expect(lines).toContainEqual(expect.stringMatching(/^\n\d+ passed, \d+ failed, 0 not verified, \d+ skipped, 6 not requested \(--resolve-short-links\); /));
    // Not verified: rules of checks that stopped at a failure of another of their rules (count answers 500 here), never a visit's.
    expect(lines).toContainEqual(expect.stringMatching(/^rules of the spec: \d+ verified, \d+ failed, \d+ not verified, 5 not requested \(--resolve-short-links\) \(of \d+;/));
    expect(lines.filter((line) => line.startsWith('  NOT VERIFIED visit.'))).toStrictEqual([]);
  });

  it('never writes a token: no file of the run holds the token or the other token', async () => {
    const files = [join(dir, 'junit.xml'), join(dir, 'report.json'), ...(await readdir(join(dir, 'failures'))).map((name) => join(dir, 'failures', name))];
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      expect(text.includes(TOKEN), file).toBe(false);
      expect(text.includes(OTHER), file).toBe(false);
    }
    const json = await readFile(join(dir, 'report.json'), 'utf8');
    expect(json).toContain('Bearer $LINKPROOF_TOKEN');
  });
});

describe('linkproof conform (a target that echoes the token)', () => {
  it('writes no token in any line or file, even when a check quotes an answer that holds it', async () => {
    const mock = createMockWithDefaults({ seed: 2, rateLimit: false });
    // Every create is refused with a message that repeats the Authorization header.
    const echoing = async (request: Request) =>
      request.method === 'POST' && new URL(request.url).pathname === '/links'
        ? Response.json({ error: { code: 'unprocessable_entity', message: `not for ${request.headers.get('authorization')}` } }, { status: 422 })
        : mock.fetch(request);
    const out = await mkdtemp(join(tmpdir(), 'linkproof-echo-'));
    const lines: string[] = [];
    const { code } = await conform({
      baseUrl: 'http://echo.test',
      token: TOKEN,
      otherToken: OTHER,
      profile: 'spec',
      runs: 2,
      only: ['valid_links_accepted_and_echoed'],
      fetch: echoing,
      junit: join(out, 'junit.xml'),
      json: join(out, 'report.json'),
      replayDir: join(out, 'failures'),
      log: (line) => lines.push(line),
    });
    expect(code).toBe(1);
    const written = [join(out, 'junit.xml'), join(out, 'report.json'), ...(await readdir(join(out, 'failures'))).map((name) => join(out, 'failures', name))];
    const texts = [...lines, ...(await Promise.all(written.map((file) => readFile(file, 'utf8'))))];
    expect(texts.some((text) => text.includes('not for Bearer $LINKPROOF_TOKEN'))).toBe(true);
    expect(texts.filter((text) => text.includes(TOKEN) || text.includes(OTHER))).toEqual([]);
  });
});
