import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../mock/create-mock-with-defaults.js';
import { serveMock, type RunningMock } from '../mock/node/serve-mock.js';
import { allChecks } from '../conform/checks/all-checks.js';
import { conform } from './conform-command.js';

let running: RunningMock;
beforeAll(async () => {
  const mock = createMockWithDefaults({ seed: 2, rateLimit: false });
  running = await serveMock(mock, { port: 0 });
  // A fault, so that the run has a failure to report: count answers 500.
  mock.faults.set('getLinksCount', { status: 500 });
});
afterAll(async () => running.close());

describe('linkproof conform (output)', () => {
  it('exits 1 on a failure, writes a curl replay of it, JUnit and JSON reports', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-'));
    const lines: string[] = [];
    const { code } = await conform({
      baseUrl: running.url,
      token: 'lp_acme_demo_token',
      profile: 'spec',
      runs: 3,
      junit: join(dir, 'junit.xml'),
      json: join(dir, 'report.json'),
      replayDir: join(dir, 'failures'),
      log: (line) => lines.push(line),
    });
    expect(code).toBe(1);
    expect(lines.some((line) => line.startsWith('FAIL  response_conformance_getLinksCount'))).toBe(true);
    const replays = await readdir(join(dir, 'failures'));
    expect(replays).toContain('response_conformance_getLinksCount.sh');
    const script = await readFile(join(dir, 'failures', 'response_conformance_getLinksCount.sh'), 'utf8');
    expect(script).toContain(`curl -sS -i -X GET '${running.url}/links/count'`);
    expect(script).toContain('"authorization: Bearer $LINKPROOF_TOKEN"');
    expect(script).not.toContain('lp_acme_demo_token');
    const junit = await readFile(join(dir, 'junit.xml'), 'utf8');
    expect(junit).toMatch(new RegExp(`^<\\?xml version="1.0" encoding="UTF-8"\\?>\\n<testsuites name="linkproof conform" tests="${allChecks.length}" failures="\\d+" skipped="\\d+"`));
    expect(junit).toContain('<testcase classname="mandated §2 §4 §7" name="response_conformance_getLinksCount"');
    expect(junit).toContain('<failure message="a valid request succeeds" type="mandated">answered 500');
    // Well formed: every opened element is closed.
    expect((junit.match(/<testcase /g) ?? []).length).toBe((junit.match(/<\/testcase>|<testcase [^>]*\/>/g) ?? []).length);
    const json = JSON.parse(await readFile(join(dir, 'report.json'), 'utf8'));
    expect(json.results.find((result: { name: string }) => result.name === 'response_conformance_getLinksCount').status).toBe('fail');
  });
});
