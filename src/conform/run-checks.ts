import type { Check, CheckContext, CheckOutcome } from './check.js';
import { allChecks } from './checks/all-checks.js';
import { discoverProfile, successStatuses, type DiscoveredProfile } from './discover-profile.js';
import { explainRefusal } from './explain-refusal.js';
import { judgeExchange } from './judge-exchange.js';
import { matchesPattern } from './match-pattern.js';
import { expiredWaivers, waiverFor, type Waiver, type WaiversReport } from './waivers.js';
import { learnProfile, type LearntProfile } from './learn-profile.js';
import { setupFor } from './replay-setup.js';
import { ruleReport, type RuleResult } from './rule-report.js';
import { TagPool } from './tag-pool.js';
import { CreateRefused, NoAnswer, RunInterrupted, Target, VisitNotMapped, WriteBudgetExceeded, describeNetworkError, redact, type Exchange, type TargetOptions } from './target.js';

export interface RunOptions extends TargetOptions {
  /** Known failures accepted for a while (--waivers): a failure one covers does not fail the run. */
  waivers?: readonly Waiver[];
  /** A waiver that matched no failure fails the run (--strict-waivers). */
  strictWaivers?: boolean;
  /** The day waivers are judged on (YYYY-MM-DD); default the runner's date. */
  today?: string;
  seed?: number;
  /** Property runs per property check. */
  runs?: number;
  /** At most this many commands in one sequence of the model-based check (default 12). */
  depth?: number;
  profile?: 'spec' | 'assumed';
  /** Only checks matching one of these (a name, a part of one, or a `*` pattern). */
  only?: readonly string[];
  /** Checks (names or `*` patterns) whose "not verified" the user accepts: they do not make the run inconclusive. */
  allowSkip?: readonly string[];
  checks?: readonly Check[];
  /**
   * Run the checks that visit short links (--resolve-short-links); without it they are reported as not
   * requested. Visits go where `resolve` says (TargetOptions), through `visit`.
   */
  resolveShortLinks?: boolean;
  /** How long a visit may take to show in clicks, in ms (--click-wait; default 10 s). */
  clickWaitMs?: number;
  /** Tags created without a colour to sample the random one, beyond the run's fixed two (--colour-samples; default 0). */
  colourSamples?: number;
  /** The target's names for the page parameters, when the user gives them (--param): not probed. */
  params?: Partial<Record<'pageSize' | 'page' | 'sortOrder', string>>;
  /** Aborting it interrupts the run: nothing more is sent, what the run created is deleted. */
  signal?: AbortSignal;
  onResult?: (result: CheckResult) => void;
  /** Called once discovery is done, before the checks. */
  onProfile?: (profile: DiscoveredProfile) => void;
  /** Told the run's id as soon as it is made: every key and url the run creates holds it. */
  onRunId?: (runId: string) => void;
}

export interface CheckResult {
  check: Check;
  outcome: CheckOutcome;
  ms: number;
  /** Whether the profile holds the target to this check (mandated, or a gap default under assumed). */
  required: boolean;
  /** A required check that could not run, accepted by --allow-skip. */
  allowed: boolean;
  /** A failure a waiver in force covers (--waivers): reported, and no failure of the run. */
  waived?: Waiver;
}

/**
 * The run's verdict: `pass` only when every required check ran and passed; `fail` when one failed;
 * `inconclusive` when one could not run (and was not allowed to skip); `refused` / `unreachable` when the
 * run could not start; `interrupted` by a signal.
 */
export type Verdict = 'pass' | 'fail' | 'inconclusive' | 'refused' | 'unreachable' | 'interrupted';

export interface RunReport {
  verdict: Verdict;
  /** Why the run could not start, for `refused` and `unreachable`. */
  problem?: string;
  results: CheckResult[];
  /** The run per rule of the catalogue (rules.ts): verified, failed, not verified, not run. */
  rules: RuleResult[];
  /** Required checks that could not run, with why (allowed ones included, marked). */
  notVerified: CheckResult[];
  /** Checks the user did not ask for (--resolve-short-links): neither passed nor not verified. */
  notRequested: CheckResult[];
  profile: DiscoveredProfile;
  runId: string;
  seed: number;
  writes: number;
  cleanup: { deleted: number; failed: string[] };
  /** What --waivers did: expired ones (each fails the run) and stale ones. */
  waivers: WaiversReport;
  /** The target's choices on the gaps, as the run observed them (--write-profile). */
  learnt: LearntProfile;
}

/** How long a visit may take to show in clicks by default: a real service counts them asynchronously. */
export const DEFAULT_CLICK_WAIT_MS = 10_000;

/** Why a check that needs an option did not run without it. */
const NOT_REQUESTED: Record<NonNullable<Check['requires']>, string> = {
  'resolve-short-links': 'visits short links: asked for with --resolve-short-links',
};

/** Patterns that match no check: a usage error (exit 2), never a silent empty run. */
export function unmatchedPatterns(patterns: readonly string[] | undefined, checks: readonly Check[], substring: boolean): string[] {
  return (patterns ?? []).filter((pattern) => !checks.some((check) => matchesPattern(check.name, pattern, substring)));
}

/** Checks the token up front, so that a refused token is reported as such and not as failures of the implementation. */
async function preflight(target: Target, options: RunOptions): Promise<Pick<RunReport, 'verdict' | 'problem'> | undefined> {
  const tokens: [string, string][] = [['--token', options.token]];
  if (options.otherToken !== undefined) tokens.push(['--other-token', options.otherToken]);
  for (const [flag, token] of tokens) {
    let response: Response;
    try {
      response = await target.send(new Request(`${target.baseUrl}/links/count`, { headers: { authorization: `Bearer ${token}` } }));
    } catch (error) {
      if (error instanceof NoAnswer) return { verdict: 'unreachable', problem: `cannot reach ${target.baseUrl}: ${error.message}` };
      throw error;
    }
    if (response.status === 401 || response.status === 403) {
      const body = redact((await response.text()).slice(0, 200), options.token, options.otherToken);
      return { verdict: 'refused', problem: `the target refused ${flag} (GET /links/count answered ${response.status}: ${body}); check the token, not the implementation` };
    }
  }
  return undefined;
}

function verdictOf(results: readonly CheckResult[], waivers: WaiversReport, profile: 'spec' | 'assumed'): Verdict {
  if (results.some((result) => result.outcome.status === 'fail' && result.waived === undefined)) return 'fail';
  // An exception that outlived its date fails the run, whatever it would have waived; so does a stale one, when asked.
  if (waivers.expired.length > 0 || (waivers.strict && waivers.stale.length > 0)) return 'fail';
  if (results.some((result) => result.required && result.outcome.status === 'skip' && !result.allowed)) return 'inconclusive';
  // A waiver accepts its failure, not the rules the check stopped before: those were never judged (a second bug
  // behind the waived one would pass unseen).
  if (results.some((result) => result.waived !== undefined) && ruleReport(results, profile).some((rule) => rule.stoppedAtWaiver === true)) return 'inconclusive';
  return 'pass';
}

/**
 * Why a check could not read what it got, when an answer breaks the contract: the last of its exchanges that does
 * (a list holding null, a link without its fields), as the exchange rules word it; '' when none does.
 */
function unreadable(exchanges: readonly Exchange[]): string {
  const finding = exchanges.flatMap((exchange) => judgeExchange(exchange).filter((found) => !found.gap)).at(-1);
  return finding === undefined ? '' : `, reading an answer that breaks the contract (${finding.message})`;
}

/** Runs one check; what stops it without failing it (a spent budget, a reached plan limit) is a skip with its reason. */
async function runOne(check: Check, context: CheckContext): Promise<CheckOutcome> {
  const { target } = context;
  try {
    return await check.run(context);
  } catch (error) {
    if (error instanceof RunInterrupted) throw error;
    if (error instanceof WriteBudgetExceeded || error instanceof VisitNotMapped) return { status: 'skip', reason: error.message };
    if (error instanceof CreateRefused) {
      const refusal = await explainRefusal(target, context.client, error).catch((reason: unknown) => ({ verdict: 'unknown' as const, reason: `the refusal could not be explained: ${String(reason)}` }));
      if (refusal.verdict === 'finding') return { status: 'fail', failure: { rule: 'a create is refused (403) only when the plan\'s limit is reached (§5, §7)', message: refusal.reason, exchanges: target.recorded() } };
      return { status: 'skip', reason: refusal.reason };
    }
    const exchanges = target.recorded();
    const message = error instanceof NoAnswer ? error.message : `${(error as Error).message}${unreadable(exchanges)}`;
    return { status: 'fail', failure: { rule: check.description.replace(/\.$/, ''), message: `the check could not complete: ${message}`, exchanges } };
  }
}

/**
 * Runs the checks against one implementation, one after another: the token is checked first, then the
 * target's choices on the gaps are discovered, then each check runs; every exchange is judged by the
 * exchange rules at the end. What the run created is deleted at the end, also after a failure or an interruption.
 */
export async function runChecks(options: RunOptions): Promise<RunReport> {
  const seed = options.seed ?? 20260113;
  const target = new Target(options);
  const interrupt = () => target.interrupt();
  options.signal?.addEventListener('abort', interrupt, { once: true });
  if (options.signal?.aborted === true) target.interrupt();
  const runId = `lp${(seed >>> 0).toString(36)}${Date.now().toString(36).slice(-4)}`;
  options.onRunId?.(runId);
  const client = target.client(options.token);
  const context: CheckContext = {
    target,
    client,
    anonymous: target.client(undefined),
    other: options.otherToken === undefined ? undefined : target.client(options.otherToken),
    seed,
    runs: options.runs ?? 10,
    depth: options.depth ?? 12,
    profile: options.profile ?? 'spec',
    runId,
    discovered: { successStatus: {}, unknown: {} },
    tags: new TagPool(client, runId),
    clickWaitMs: options.clickWaitMs ?? DEFAULT_CLICK_WAIT_MS,
    colourSamples: options.colourSamples ?? 0,
  };
  const checks = (options.checks ?? allChecks).filter((check) => options.only === undefined || options.only.length === 0 || options.only.some((pattern) => matchesPattern(check.name, pattern, true)));
  const results: CheckResult[] = [];
  const expired = expiredWaivers(options.waivers ?? [], options.today ?? new Date().toISOString().slice(0, 10));
  const inForce = (options.waivers ?? []).filter((waiver) => !expired.includes(waiver));
  // A waiver is stale when a check it covers ran and had no failure it matched; one whose checks did not run (left
  // out by --only, not requested) was not put to the test, and is not called stale (a CI sharded by --only shares one file).
  const covers = (waiver: Waiver, result: CheckResult) => (waiver.check === undefined || waiver.check === result.check.name) && (waiver.rule === undefined || (result.check.rules as readonly string[]).includes(waiver.rule));
  const tried = (waiver: Waiver) => results.some((result) => (result.outcome.status === 'pass' || result.outcome.status === 'fail') && covers(waiver, result));
  const waiversReport = (): WaiversReport => ({ expired, stale: inForce.filter((waiver) => tried(waiver) && !results.some((result) => result.waived === waiver)), strict: options.strictWaivers === true });
  const report = (verdict: Verdict, cleanup: RunReport['cleanup'], problem?: string): RunReport => ({
    verdict,
    ...(problem !== undefined && { problem }),
    results,
    rules: ruleReport(results, context.profile),
    notVerified: results.filter((result) => result.required && result.outcome.status === 'skip'),
    notRequested: results.filter((result) => result.outcome.status === 'not-requested'),
    profile: { ...context.discovered, successStatus: successStatuses(target.exchanges) },
    runId,
    seed,
    writes: target.writes,
    cleanup,
    waivers: waiversReport(),
    learnt: learnProfile(target.baseUrl, context.discovered, target.exchanges, new Date()),
  });
  let interrupted = false;
  // Only a run that got past the token check may have created links to sweep for.
  let sweep = false;
  let cleanup: RunReport['cleanup'] = { deleted: 0, failed: [] };
  try {
    target.current = 'preflight';
    const stopped = await preflight(target, options).catch((error: unknown) => {
      if (error instanceof RunInterrupted) return { verdict: 'interrupted' as const, problem: 'interrupted before the checks' };
      return { verdict: 'unreachable' as const, problem: `cannot reach ${target.baseUrl}: ${describeNetworkError(error, target.timeoutMs)}` };
    });
    if (stopped !== undefined) return report(stopped.verdict, cleanup, stopped.problem);
    sweep = true;
    target.current = 'discovery';
    context.discovered = await discoverProfile(client, runId, options.params).catch((error: unknown) => {
      if (error instanceof RunInterrupted) throw error;
      const why = `discovery stopped: ${(error as Error).message}`;
      return { successStatus: {}, unknown: { pageSize: why, page: why, sortOrder: why, bulkValidation: why } };
    });
    options.onProfile?.(context.discovered);
    for (const check of checks) {
      const started = performance.now();
      target.current = check.name;
      target.record();
      const requested = check.requires !== 'resolve-short-links' || options.resolveShortLinks === true;
      const required = requested && (check.kind === 'mandated' || context.profile === 'assumed');
      const outcome: CheckOutcome = !requested
        ? { status: 'not-requested', reason: NOT_REQUESTED[check.requires!] }
        : required
          ? await runOne(check, context)
          : { status: 'skip', reason: 'a gap default; checked with --profile assumed' };
      // What the failure relies on from earlier in the run, so that its replay reproduces it on a fresh target.
      if (outcome.status === 'fail') outcome.failure.setup = setupFor(target.exchanges, outcome.failure.exchanges, runId);
      const allowed = outcome.status === 'skip' && (options.allowSkip ?? []).some((pattern) => matchesPattern(check.name, pattern, false));
      const result: CheckResult = { check, outcome, ms: performance.now() - started, required, allowed };
      const waiver = waiverFor(result, inForce);
      if (waiver !== undefined) result.waived = waiver;
      results.push(result);
      options.onResult?.(result);
    }
  } catch (error) {
    if (!(error instanceof RunInterrupted)) throw error;
    interrupted = true;
  } finally {
    target.current = 'cleanup';
    cleanup = await target.cleanUp(sweep ? runId : undefined);
    options.signal?.removeEventListener('abort', interrupt);
  }
  return report(interrupted || target.interrupted ? 'interrupted' : verdictOf(results, waiversReport(), context.profile), cleanup);
}
