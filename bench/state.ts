/**
 * `linkproof mock --state`: creates per second with and without it, on the default dataset and on 100,000
 * links, side by side in one run; and the start-up time from a snapshot plus a 10,000-change journal.
 * The mock runs on core 1 and the load generator on core 0 when `taskset` is there. Prints numbers; asserts nothing.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { CAN_PIN, pin, type Started, startProcess } from './child-process.js';

const CLI = fileURLToPath(new URL('../bin/linkproof.js', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const READY = /linkproof mock on (http:\/\/\S+)[^]*?token (\S+)\n/;

async function startMock(args: string[]): Promise<Started & { url: string; token: string }> {
  const command = CAN_PIN ? 'taskset' : process.execPath;
  const prefix = CAN_PIN ? ['-c', '1', process.execPath] : [];
  const started = await startProcess(command, [...prefix, CLI, 'mock', '--port', '0', '--no-rate-limit', ...args], READY);
  const [, url, token] = READY.exec(started.output)!;
  return { ...started, url: url!, token: token! };
}

async function creates(target: { url: string; token: string }, options: { duration?: number; amount?: number }) {
  const started = performance.now();
  const result = await autocannon({
    url: `${target.url}/links`,
    method: 'POST',
    connections: 10,
    ...(options.amount !== undefined ? { amount: options.amount } : { duration: options.duration ?? SECONDS }),
    headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url: 'https://example.com/bench' }),
  });
  // Over the whole run (a run of a fixed number of requests is too short for per-second samples).
  return { rps: result.requests.total / ((performance.now() - started) / 1000), p50: result.latency.p50, p99: result.latency.p99, bad: result.non2xx + result.errors, total: result.requests.total };
}

const kill = (started: Started) =>
  new Promise<void>((resolve) => {
    if (started.child.exitCode !== null) return resolve();
    started.child.once('exit', () => resolve());
    started.child.kill('SIGKILL');
  });

export async function runStateBenchmark(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'linkproof-bench-state-'));
  // The load generator (this process) on core 0, the mock on core 1.
  // Every thread (V8's helpers too), so that none of the load generator's work runs on the server's core.
  if (CAN_PIN) pin(process.pid, '0');
  try {
    console.log(`\nmock --state: POST /links, autocannon 10 connections, 9,000 creates (default) or ${SECONDS} s (100,000 links) per row${CAN_PIN ? '; mock on core 1, load on core 0' : ''}\n`);
    const big = join(dir, '100k.ndjson');
    execFileSync(process.execPath, [CLI, 'fixtures', '--seed', '1', '--links', '100000', '--out', big], { stdio: 'ignore' });
    console.log(`${'dataset'.padEnd(26)}${'mode'.padEnd(34)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'non-2xx'.padStart(9)}${'of memory'.padStart(11)}`);
    for (const [label, fixtures] of [['default (223 links)', undefined], ['100,000 links', big]] as const) {
      const fixtureArgs = fixtures === undefined ? [] : ['--fixtures', fixtures];
      const rows: { mode: string; args: string[] }[] = [
        { mode: 'in memory', args: fixtureArgs },
        { mode: '--state (journal, fsync per write)', args: [...fixtureArgs, '--state', join(dir, `${fixtures === undefined ? 'default' : 'big'}.json`)] },
      ];
      let memoryRps = 0;
      for (const row of rows) {
        const mock = await startMock(row.args);
        // The default dataset's business workspace allows 10,000 links a month: stay under it.
        const r = await creates(mock, fixtures === undefined ? { amount: 9_000 } : { duration: SECONDS });
        if (row.mode === 'in memory') memoryRps = r.rps;
        const share = row.mode === 'in memory' ? '' : `${Math.round((r.rps / memoryRps) * 100)}%`;
        console.log(`${label.padEnd(26)}${row.mode.padEnd(34)}${Math.round(r.rps).toLocaleString('en').padStart(9)}${String(r.p50).padStart(8)}${String(r.p99).padStart(8)}${String(r.bad).padStart(9)}${share.padStart(11)}`);
        await mock.stop();
      }
    }
    console.log('\nTarget: with 100,000 links, --state at least 50% of the in-memory rate.');

    console.log('\nStart-up from a snapshot plus a 10,000-change journal (replayed, then compacted)\n');
    for (const [label, fixtures] of [['default (223 links)', undefined], ['100,000 links', big]] as const) {
      const state = join(dir, `startup-${fixtures === undefined ? 'default' : 'big'}.json`);
      const fixtureArgs = fixtures === undefined ? [] : ['--fixtures', fixtures];
      const plain = await startMock(fixtureArgs);
      console.log(`${label.padEnd(26)}${'in memory, from the fixtures'.padEnd(40)}start-up ${Math.round(plain.startupMs)} ms`);
      await plain.stop();
      const args = [...fixtureArgs, '--state', state];
      const first = await startMock(args);
      const made = await creates(first, { amount: 10_000 });
      await kill(first); // no clean stop: the journal stays as it is, uncompacted
      const journal = statSync(`${state}.journal`).size;
      const restarted = await startMock(args);
      console.log(`${label.padEnd(26)}${`${made.total.toLocaleString('en')} changes, journal ${(journal / 1024 / 1024).toFixed(1)} MB`.padEnd(40)}start-up ${Math.round(restarted.startupMs)} ms`);
      await restarted.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
