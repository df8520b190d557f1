import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../mock/create-mock-with-defaults.js';
import { serveMock } from '../mock/node/serve-mock.js';
import { runProxy } from './proxy-command.js';

const TOKEN = 'lp_acme_demo_token';

/** Runs `linkproof proxy` until it has been idle for 1.5 s (300 ms let it stop between two requests of a loaded machine), sending `traffic` through it first. */
async function proxied(upstream: string, traffic: (url: string) => Promise<void>, failOnFinding = true) {
  const folder = await mkdtemp(join(tmpdir(), 'linkproof-proxy-'));
  const report = join(folder, 'out', 'findings.json');
  const junit = join(folder, 'out', 'findings.xml');
  const lines: string[] = [];
  let listening: (url: string) => void;
  const url = new Promise<string>((resolve) => (listening = resolve));
  const exit = runProxy({ upstream, port: 0, host: '127.0.0.1', report, junit, annotate: true, exitAfterIdleMs: 1500, failOnFinding, log: (line) => {
    lines.push(line);
    const found = /^linkproof proxy on (\S+)/.exec(line);
    if (found !== null) listening(found[1]!);
  } });
  await traffic(await url);
  return { code: await exit, lines, report: await readFile(report, 'utf8'), junit: await readFile(junit, 'utf8') };
}

describe('linkproof proxy (the command)', () => {
  it('in front of the mock: exit 0 with --fail-on-finding, a report with no finding and no token, after --exit-after-idle', async () => {
    const mock = await serveMock(createMockWithDefaults({ seed: 1, rateLimit: false }), { port: 0 });
    try {
      const run = await proxied(mock.url, async (url) => {
        const headers = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };
        expect((await fetch(`${url}/links`, { method: 'POST', headers, body: JSON.stringify({ url: 'https://example.com/cli' }) })).status).toBe(200);
        const listed = await fetch(`${url}/links?pageSize=3`, { headers });
        expect(listed.status).toBe(200);
        // --annotate: a count, never the list.
        expect(listed.headers.get('x-linkproof-findings')).toBe('0');
      });
      expect(run.code).toBe(0);
      expect(run.lines.at(-1)).toMatch(/^stopped \(idle for 1\.5 s\): 2 exchange\(s\) judged, 0 failure\(s\), 0 suspicion\(s\); report in /);
      expect(run.lines).toContain('not seen  no request created more than one link at once (POST /links/bulk)');
      const report = JSON.parse(run.report) as { exchanges: number; findings: unknown[]; coverage: { operations: Record<string, Record<string, number>>; untouched: string[] } };
      expect(report).toMatchObject({ exchanges: 2, findings: [] });
      expect(report.coverage.operations.createLink).toEqual({ 200: 1 });
      expect(report.coverage.untouched).toContain('no 409 seen');
      expect(run.report).not.toContain(TOKEN);
      expect(run.junit).toContain('<testcase classname="linkproof.traffic" name="created_as_sent" time="0"/>');
      expect(run.junit).toMatch(/name="deleted_stays_gone" time="0">\s*<skipped message="the traffic gave this rule nothing to judge/);
      expect(run.junit).not.toContain(TOKEN);
    } finally {
      await mock.close();
    }
  });

  it('in front of a server that answers 500: exit 1 with --fail-on-finding, the finding in the report', async () => {
    const broken = createServer((_request, response) => response.writeHead(500, { 'content-type': 'text/plain' }).end('boom'));
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    try {
      const run = await proxied(`http://127.0.0.1:${(broken.address() as AddressInfo).port}`, async (url) => {
        expect((await fetch(`${url}/links`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(500);
      });
      expect(run.code).toBe(1);
      expect((JSON.parse(run.report) as { findings: { rule: string }[] }).findings.map((finding) => finding.rule)).toContain('no_server_errors');
      expect(run.junit).toMatch(/name="no_server_errors" time="0">\s*<failure message="1 finding\(s\): GET \/links answered 500/);
      expect(run.report + run.junit).not.toContain(TOKEN);
    } finally {
      await new Promise((resolve) => broken.close(resolve));
    }
  });
});
