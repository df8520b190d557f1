import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { makeFolder } from '../make-folder.js';
import { dirname, resolve } from 'node:path';
import { startProxy } from '../proxy/start-proxy.js';
import { trafficJunit } from '../proxy/traffic-junit.js';

export interface ProxyCommandOptions {
  upstream: string;
  port: number;
  host: string;
  /** Where the findings are written as JSON when the proxy stops. */
  report?: string;
  /** Stop once no request came for this long. */
  exitAfterIdleMs?: number;
  /** Exit 1 when any finding (not a gap default) was made. */
  failOnFinding: boolean;
  /** The traffic through the proxy is the only writer of its workspaces. */
  exclusive?: boolean;
  /** Where the traffic is recorded as HAR (rewritten every few seconds while it comes, and when the proxy stops). */
  record?: string;
  /** Where the findings are written as JUnit XML when the proxy stops. */
  junit?: string;
  annotate?: boolean;
  log?: (line: string) => void;
}

/**
 * `linkproof proxy`: runs the proxy until Ctrl-C, SIGTERM or --exit-after-idle, printing each finding as it is
 * made; then writes the report and says how many exchanges and findings there were. Resolves to the exit code.
 */
export async function runProxy(options: ProxyCommandOptions): Promise<number> {
  const log = options.log ?? ((line: string) => console.log(line));
  const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  let proxy;
  try {
    proxy = await startProxy({
      ...(options.record !== undefined && { record: { creator: { name: 'linkproof', version } } }), upstream: options.upstream, port: options.port, host: options.host, log, exclusive: options.exclusive === true, annotate: options.annotate === true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      console.error(`port ${options.port} on ${options.host} is already in use\n(--port N picks another port; --port 0 any free one)`);
      return 2;
    }
    throw error;
  }
  log(`linkproof proxy on ${proxy.url} → ${options.upstream} (findings: GET ${proxy.url}/__linkproof/findings)`);
  // Whole or not at all: written aside, then renamed.
  const write = (target: string, text: string) => {
    const file = resolve(target);
    makeFolder(dirname(file));
    writeFileSync(`${file}.tmp`, text);
    renameSync(`${file}.tmp`, file);
  };
  const recorder = proxy.har;
  const saveHar = () => {
    if (options.record !== undefined && recorder !== undefined) write(options.record, `${JSON.stringify(recorder.har(), null, 1)}\n`);
  };
  // A recording survives a kill: rewritten every 5 s while traffic comes (each time whole, then renamed).
  const flush = setInterval(() => recorder?.dirty === true && saveHar(), 5000);
  flush.unref();
  let lastRequest = Date.now();
  proxy.server.on('request', () => (lastRequest = Date.now()));
  const stopped = await new Promise<string>((resolveStop) => {
    process.once('SIGINT', () => resolveStop('SIGINT'));
    process.once('SIGTERM', () => resolveStop('SIGTERM'));
    if (options.exitAfterIdleMs !== undefined) {
      const idle = options.exitAfterIdleMs;
      const timer = setInterval(() => {
        if (Date.now() - lastRequest >= idle) {
          clearInterval(timer);
          resolveStop(`idle for ${idle / 1000} s`);
        }
      }, Math.min(1000, idle));
    }
  });
  await proxy.close();
  const findings = proxy.findings();
  const failures = findings.filter((finding) => finding.kind === 'failure');
  const suspicions = findings.filter((finding) => finding.kind === 'suspicion');
  const gaps = findings.length - failures.length - suspicions.length;
  clearInterval(flush);
  saveHar();
  const coverage = proxy.coverage();
  if (options.report !== undefined) write(options.report, `${JSON.stringify({ upstream: options.upstream, exchanges: proxy.exchanges(), failures: failures.length, suspicions: suspicions.length, findings, coverage }, null, 2)}\n`);
  if (options.junit !== undefined) write(options.junit, trafficJunit('linkproof proxy', findings, coverage.exercised, proxy.exchanges()));
  for (const line of coverage.untouched.filter((untouched) => !untouched.includes('never had anything'))) log(`not seen  ${line}`);
  log(`stopped (${stopped}): ${proxy.exchanges()} exchange(s) judged, ${failures.length} failure(s), ${suspicions.length} suspicion(s)${gaps > 0 ? `, ${gaps} on gap defaults` : ''}${options.report === undefined ? '' : `; report in ${options.report}`}${options.junit === undefined ? '' : `; JUnit in ${options.junit}`}${options.record === undefined ? '' : `; traffic recorded in ${options.record}`}`);
  return options.failOnFinding && failures.length > 0 ? 1 : 0;
}
