import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { curlScript } from '../conform/curl-script.js';
import { junitReport } from '../conform/junit-report.js';
import { runChecks, type CheckResult, type RunReport } from '../conform/run-checks.js';

export interface ConformCommandOptions {
  baseUrl: string;
  token: string;
  otherToken?: string;
  seed?: number;
  runs?: number;
  maxWrites?: number;
  rate?: number;
  profile: 'spec' | 'assumed';
  only?: string;
  junit?: string;
  json?: string;
  /** Where replay scripts of failures go; default ./linkproof-failures. */
  replayDir?: string;
  log?: (line: string) => void;
}

const MARK = { pass: 'PASS', fail: 'FAIL', skip: 'SKIP' } as const;

function line(result: CheckResult): string {
  const { check, outcome } = result;
  const head = `${MARK[outcome.status]}  ${check.name.padEnd(42)} ${check.section.padEnd(28)} ${check.kind.padEnd(9)}`;
  if (outcome.status === 'skip') return `${head} ${outcome.reason}`;
  if (outcome.status === 'fail') return `${head} ${outcome.failure.rule}: ${outcome.failure.message}`;
  return head.trimEnd();
}

/** `linkproof conform`: runs the checks against a base URL; resolves to the exit code (0 pass, 1 a check failed). */
export async function conform(options: ConformCommandOptions): Promise<{ code: number; report: RunReport }> {
  const log = options.log ?? console.log;
  log(`linkproof conform: ${options.baseUrl} (profile ${options.profile}, seed ${options.seed ?? 20260113}, runs ${options.runs ?? 10})`);
  const report = await runChecks({
    baseUrl: options.baseUrl,
    token: options.token,
    ...(options.otherToken !== undefined && { otherToken: options.otherToken }),
    ...(options.seed !== undefined && { seed: options.seed }),
    ...(options.runs !== undefined && { runs: options.runs }),
    ...(options.maxWrites !== undefined && { maxWrites: options.maxWrites }),
    ...(options.rate !== undefined && { ratePerMinute: options.rate }),
    profile: options.profile,
    ...(options.only !== undefined && { only: options.only }),
    onResult: (result) => log(line(result)),
  });
  const failed = report.results.filter((result) => result.outcome.status === 'fail');
  const count = (status: string) => report.results.filter((result) => result.outcome.status === status).length;
  log(`\n${count('pass')} passed, ${count('fail')} failed, ${count('skip')} skipped; ${report.writes} writes; cleanup deleted ${report.cleanup.deleted} links${report.cleanup.failed.length > 0 ? `, could not delete ${report.cleanup.failed.join(', ')}` : ''}`);
  if (failed.length > 0) {
    const dir = options.replayDir ?? 'linkproof-failures';
    await mkdir(dir, { recursive: true });
    for (const { check, outcome } of failed) {
      if (outcome.status !== 'fail') continue;
      const file = join(dir, `${check.name}.sh`);
      await writeFile(file, curlScript(outcome.failure.exchanges, options.token, `${check.name} (${check.section}): ${outcome.failure.rule}`), { mode: 0o755 });
      const replay = outcome.failure.seed === undefined ? '' : ` (replay the property with --seed ${outcome.failure.seed} --only ${check.name})`;
      log(`  ${check.name}: ${file}${replay}`);
    }
  }
  if (options.junit !== undefined) await writeFile(options.junit, junitReport(report.results));
  if (options.json !== undefined) {
    const results = report.results.map(({ check, outcome, ms }) => ({ name: check.name, section: check.section, kind: check.kind, ms: Math.round(ms), ...outcome }));
    await writeFile(options.json, `${JSON.stringify({ baseUrl: options.baseUrl, profile: options.profile, seed: report.seed, runId: report.runId, results }, null, 2)}\n`);
  }
  return { code: failed.length > 0 ? 1 : 0, report };
}
