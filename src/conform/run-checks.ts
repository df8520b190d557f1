import type { Check, CheckContext, CheckOutcome } from './check.js';
import { allChecks } from './checks/all-checks.js';
import { CreationRefused, Target, WriteBudgetExceeded, type TargetOptions } from './target.js';

export interface RunOptions extends TargetOptions {
  seed?: number;
  /** Property runs per property check. */
  runs?: number;
  profile?: 'spec' | 'assumed';
  /** Only checks whose name contains this. */
  only?: string;
  checks?: readonly Check[];
  onResult?: (result: CheckResult) => void;
}

export interface CheckResult {
  check: Check;
  outcome: CheckOutcome;
  ms: number;
}

export interface RunReport {
  results: CheckResult[];
  runId: string;
  seed: number;
  writes: number;
  cleanup: { deleted: number; failed: string[] };
}

/**
 * Runs the checks against one implementation, one after another, and deletes what the run created at
 * the end, also after a failure. A check that throws is a failure of the check, reported as such.
 */
export async function runChecks(options: RunOptions): Promise<RunReport> {
  const seed = options.seed ?? 20260113;
  const target = new Target(options);
  const runId = `lp${(seed >>> 0).toString(36)}${Date.now().toString(36).slice(-4)}`;
  const context: CheckContext = {
    target,
    client: target.client(options.token),
    anonymous: target.client(undefined),
    other: options.otherToken === undefined ? undefined : target.client(options.otherToken),
    seed,
    runs: options.runs ?? 10,
    profile: options.profile ?? 'spec',
    runId,
  };
  const checks = (options.checks ?? allChecks).filter((check) => options.only === undefined || check.name.includes(options.only));
  const results: CheckResult[] = [];
  let cleanup: RunReport['cleanup'];
  try {
    for (const check of checks) {
      const started = performance.now();
      target.record();
      let outcome: CheckOutcome;
      try {
        outcome = check.kind === 'gap' && context.profile === 'spec' ? { status: 'skip', reason: 'a gap default; checked with --profile assumed' } : await check.run(context);
      } catch (error) {
        outcome =
          error instanceof WriteBudgetExceeded || error instanceof CreationRefused
            ? { status: 'skip', reason: error.message }
            : { status: 'fail', failure: { rule: check.description, message: `the check could not complete: ${(error as Error).message}`, exchanges: target.recorded() } };
      }
      const result = { check, outcome, ms: performance.now() - started };
      results.push(result);
      options.onResult?.(result);
    }
  } finally {
    cleanup = await target.cleanUp();
  }
  return { results, runId, seed, writes: target.writes, cleanup };
}
