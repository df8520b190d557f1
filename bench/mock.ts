/**
 * The mock under load (autocannon), side by side in one run with a bare node:http server answering a
 * fixed Link and with Prism's stateless mock; plus start-up time and memory at 100,000 and 1,000,000
 * links. Prints numbers; asserts nothing.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startPrism } from '../scripts/start-prism.js';
import { CAN_PIN, pin, pinTree, rssMb, startProcess, type Started } from './child-process.js';

const CLI = fileURLToPath(new URL('../bin/linkproof.js', import.meta.url));
const BARE = fileURLToPath(new URL('./bare-server.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const READY = /linkproof mock on (http:\/\/\S+)[^]*?token (\S+)\n/;
/** The CLI from tsc's modules, as bin/linkproof.js ran it before the bundle (arguments after -e's script). */
const UNBUNDLED = `const { main } = await import(${JSON.stringify(new URL('../dist/cli/main.js', import.meta.url).href)}); process.exitCode = await main(process.argv.slice(1));`;
const BARE_LISTEN = "require('node:http').createServer((_, response) => response.end()).listen(0, '127.0.0.1', function () { console.log('listening'); });";
/** How many times each start-up row starts its process. */
const STARTS = 9;

interface Target {
  name: string;
  url: string;
  token: string;
}

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

async function load(target: Target, endpoint: Endpoint): Promise<{ rps: number; p50: number; p99: number; bad: number }> {
  const result = await autocannon({
    url: `${target.url}${endpoint.path}`,
    method: endpoint.method,
    connections: 10,
    duration: SECONDS,
    headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
    ...(endpoint.body !== undefined && { body: endpoint.body }),
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bad: result.non2xx + result.errors };
}

async function startMock(fixtures: string | undefined): Promise<Started & { url: string; token: string }> {
  const started = await startProcess(process.execPath, [CLI, 'mock', '--port', '0', '--no-rate-limit', ...(fixtures === undefined ? [] : ['--fixtures', fixtures])], READY);
  const [, url, token] = READY.exec(started.output)!;
  return { ...started, url: url!, token: token! };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function runMockBenchmark(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'linkproof-bench-'));
  try {
    console.log(`\nMock under load: autocannon, 10 connections, ${SECONDS} s per row; mock with 100,000 links in one workspace\n`);
    const files = { '100k': join(dir, '100k.ndjson'), '1M': join(dir, '1m.ndjson') };
    execFileSync(process.execPath, [CLI, 'fixtures', '--seed', '1', '--links', '100000', '--out', files['100k']], { stdio: 'ignore' });

    const mock = await startMock(files['100k']);
    const sample = (await (await fetch(`${mock.url}/links?pageSize=100`, { headers: { authorization: `Bearer ${mock.token}` } })).json()) as {
      domain: string;
      key: string;
      tags: { id: string }[];
    }[];
    const link = sample[0]!;
    const tagId = sample.find((l) => l.tags.length > 0)!.tags[0]!.id;
    const endpoints: Endpoint[] = [
      { name: 'GET /links/info', method: 'GET', path: `/links/info?domain=${link.domain}&key=${encodeURIComponent(link.key)}` },
      { name: 'GET /links?tagIds=…&pageSize=50', method: 'GET', path: `/links?tagIds=${tagId}&pageSize=50` },
      { name: 'GET /links/count', method: 'GET', path: '/links/count' },
      { name: 'POST /links', method: 'POST', path: '/links', body: JSON.stringify({ url: 'https://example.com/bench' }) },
    ];
    const bare = await startProcess(TSX, [BARE, '0'], /listening on .*"port":(\d+)/);
    const barePort = /"port":(\d+)/.exec(bare.output)![1]!;
    const prism = await startPrism();
    const targets: Target[] = [
      { name: 'linkproof mock', url: mock.url, token: mock.token },
      { name: 'bare node:http (fixed body)', url: `http://127.0.0.1:${barePort}`, token: 'x' },
      { name: 'prism mock (stateless)', url: prism.baseUrl, token: 'x' },
    ];
    // The servers on core 1 and autocannon (this process, every thread of it) on core 0, for the load rows only: the
    // start-ups below run on every core, as a user's do.
    if (CAN_PIN) {
      for (const pid of [mock.child.pid!, bare.child.pid!, prism.pid]) pinTree(pid, '1');
      pin(process.pid, '0');
      console.log('servers on core 1, autocannon on core 0');
    }
    console.log(`${'endpoint'.padEnd(34)}${'server'.padEnd(30)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'non-2xx'.padStart(9)}`);
    for (const endpoint of endpoints) {
      for (const target of targets) {
        const r = await load(target, endpoint);
        console.log(`${endpoint.name.padEnd(34)}${target.name.padEnd(30)}${Math.round(r.rps).toLocaleString('en').padStart(9)}${String(r.p50).padStart(8)}${String(r.p99).padStart(8)}${String(r.bad).padStart(9)}`);
      }
    }
    await Promise.all([mock.stop(), bare.stop(), prism.stop()]);
    if (CAN_PIN) pin(process.pid, `0-${cpus().length - 1}`);
    console.log('\nTargets: info ≥ 60% of the bare server; list page p99 < 10 ms; POST /links ≥ 5,000/s.');

    console.log('\nStart-up and memory (from spawn until the mock prints its address)\n');
    console.log(`${'dataset'.padEnd(52)}${'start-up ms'.padStart(12)}${'RSS MB'.padStart(9)}`);
    // The default dataset, alternating between the CLI as installed (its bundle), the same CLI from its modules one by
    // one (what the bundle saves), and a bare node:http server (what Node itself takes to start and listen).
    const starts: [string, () => Promise<Started>][] = [
      ['default fixtures (223 links)', () => startMock(undefined)],
      ['  the same, from dist/cli/ unbundled', () => startProcess(process.execPath, ['--input-type=module', '-e', UNBUNDLED, 'mock', '--port', '0', '--no-rate-limit'], READY)],
      ['  a bare node:http server', () => startProcess(process.execPath, ['-e', BARE_LISTEN], /listening/)],
    ];
    const runs = starts.map(() => [] as { ms: number; rss: number }[]);
    for (let i = 0; i < STARTS; i++) {
      for (const [index, [, start]] of starts.entries()) {
        const started = await start();
        runs[index]!.push({ ms: started.startupMs, rss: rssMb(started.child.pid!) });
        await started.stop();
      }
    }
    for (const [index, [label]] of starts.entries()) {
      const times = runs[index]!.map((run) => run.ms);
      console.log(`${`${label}, median of ${STARTS}`.padEnd(52)}${Math.round(median(times)).toString().padStart(12)}${Math.round(median(runs[index]!.map((run) => run.rss))).toString().padStart(9)}   (${Math.round(Math.min(...times))}–${Math.round(Math.max(...times))} ms)`);
    }
    for (const [label, file, links] of [['100,000 links (ndjson)', files['100k'], 100_000], ['1,000,000 links (ndjson)', files['1M'], 1_000_000]] as const) {
      if (links === 1_000_000) execFileSync(process.execPath, [CLI, 'fixtures', '--seed', '1', '--links', String(links), '--out', file], { stdio: 'ignore' });
      const started = await startMock(file);
      console.log(`${label.padEnd(52)}${Math.round(started.startupMs).toString().padStart(12)}${Math.round(rssMb(started.child.pid!)).toString().padStart(9)}`);
      await started.stop();
    }
    console.log('\nTargets: default start-up < 300 ms (issue 18); 1,000,000 links < 1.5 GB RSS.');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
