/**
 * `linkproof proxy`'s overhead (`npm run bench proxy`): the same load sent straight to the mock and through
 * the proxy in front of it, in one run. Throughput at full speed (10 connections), and latency at a fixed
 * 1,000 requests a second (timed to the microsecond), for a count, a read and a list. Mock and proxy on core 1, the load generator on
 * core 0 when `taskset` is there. Prints numbers; asserts nothing. Goal of issue 16: at most 1 ms added at p50
 * at 1,000 requests a second.
 */
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { CAN_PIN, pin, rssMb, type Started, startProcess } from './child-process.js';

const CLI = fileURLToPath(new URL('../bin/linkproof.js', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const MOCK_READY = /linkproof mock on (http:\/\/\S+)[^]*?token (\S+)\n/;
const PROXY_READY = /linkproof proxy on (http:\/\/\S+)/;

function onCore1(args: string[], ready: RegExp): Promise<Started> {
  return CAN_PIN ? startProcess('taskset', ['-c', '1', process.execPath, CLI, ...args], ready) : startProcess(process.execPath, [CLI, ...args], ready);
}

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

async function load(url: string, token: string, endpoint: Endpoint, rate: number | undefined) {
  // Full speed: autocannon, the house's load generator (its latencies are whole milliseconds).
  const result = await autocannon({
    url: `${url}${endpoint.path}`,
    method: endpoint.method,
    connections: 10,
    duration: SECONDS,
    ...(rate !== undefined && { overallRate: rate }),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(endpoint.body !== undefined && { body: endpoint.body }),
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bad: result.non2xx + result.errors };
}

/**
 * Latency at a fixed rate, measured to the microsecond (autocannon's are whole milliseconds): `rate` requests a
 * second over 10 kept-alive connections for `seconds`, each timed from send to the end of its answer.
 */
async function paced(url: string, token: string, endpoint: Endpoint, rate: number, seconds: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 10 });
  const target = new URL(`${url}${endpoint.path}`);
  const times: number[] = [];
  let bad = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const sent = request(target, { method: endpoint.method, agent, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } }, (answer) => {
        if (answer.statusCode === undefined || answer.statusCode >= 300) bad++;
        answer.resume();
        answer.on('end', () => {
          times.push(performance.now() - started);
          resolve();
        });
      });
      sent.on('error', () => {
        bad++;
        resolve();
      });
      sent.end(endpoint.body);
    });
  const pending: Promise<void>[] = [];
  const total = rate * seconds;
  const began = performance.now();
  for (let index = 0; index < total; index++) {
    const due = began + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(one());
  }
  await Promise.all(pending);
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { rps: total / ((performance.now() - began) / 1000), p50: at(0.5), p99: at(0.99), bad };
}

export async function runProxyBenchmark(): Promise<void> {
  // Every thread (V8's helpers too), so that none of the load generator's work runs on the server's core.
  if (CAN_PIN) pin(process.pid, '0');
  const mock = await onCore1(['mock', '--port', '0', '--no-rate-limit', '--seed', '1'], MOCK_READY);
  const [, mockUrl, token] = MOCK_READY.exec(mock.output)!;
  const proxy = await onCore1(['proxy', '--upstream', mockUrl!, '--port', '0'], PROXY_READY);
  const proxyUrl = PROXY_READY.exec(proxy.output)![1]!;
  try {
    console.log(`\nlinkproof proxy in front of the mock: autocannon 10 connections, ${SECONDS} s per row${CAN_PIN ? '; mock and proxy on core 1, load on core 0' : ''}\n`);
    const sample = (await (await fetch(`${mockUrl}/links?pageSize=1`, { headers: { authorization: `Bearer ${token}` } })).json()) as { id: string }[];
    const endpoints: Endpoint[] = [
      { name: 'GET /links/count', method: 'GET', path: '/links/count' },
      { name: 'GET /links/info?linkId=…', method: 'GET', path: `/links/info?linkId=${sample[0]!.id}` },
      { name: 'GET /links?pageSize=10', method: 'GET', path: '/links?pageSize=10' },
    ];
    console.log(`${'endpoint'.padEnd(26)}${'load'.padEnd(16)}${'path'.padEnd(10)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'non-2xx'.padStart(9)}${'added p50'.padStart(11)}`);
    const row = (name: string, label: string, path: string, r: { rps: number; p50: number; p99: number; bad: number }, added = '') =>
      console.log(`${name.padEnd(26)}${label.padEnd(16)}${path.padEnd(10)}${Math.round(r.rps).toLocaleString('en').padStart(9)}${r.p50.toFixed(2).padStart(8)}${r.p99.toFixed(2).padStart(8)}${String(r.bad).padStart(9)}${added.padStart(11)}`);
    for (const endpoint of endpoints) {
      const direct = await load(mockUrl!, token!, endpoint, undefined);
      const through = await load(proxyUrl, token!, endpoint, undefined);
      row(endpoint.name, 'full speed', 'direct', direct);
      row(endpoint.name, 'full speed', 'proxy', through);
      const directPaced = await paced(mockUrl!, token!, endpoint, 1000, SECONDS);
      const throughPaced = await paced(proxyUrl, token!, endpoint, 1000, SECONDS);
      row(endpoint.name, '1,000 req/s', 'direct', directPaced);
      row(endpoint.name, '1,000 req/s', 'proxy', throughPaced, `${(throughPaced.p50 - directPaced.p50).toFixed(2)} ms`);
    }
    console.log(`\nproxy RSS after the run: ${Math.round(rssMb(proxy.child.pid!))} MB (it keeps what it learnt of the traffic, bounded; src/proxy/traffic-model.ts)`);
    console.log('Goal: at most 1 ms added at p50 at 1,000 req/s.');
  } finally {
    await proxy.stop();
    await mock.stop();
  }
}
