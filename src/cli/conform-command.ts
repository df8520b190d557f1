import { readdir, rm, writeFile } from 'node:fs/promises';
import { makeFolder } from '../make-folder.js';
import { dirname, join } from 'node:path';
import { allChecks } from '../conform/checks/all-checks.js';
import { curlScript } from '../conform/curl-script.js';
import type { DiscoveredProfile } from '../conform/discover-profile.js';
import { junitReport } from '../conform/junit-report.js';
import { profileYaml } from '../conform/profile-yaml.js';
import { jsonReport } from '../conform/json-report.js';
import { replayCommand } from '../conform/replay-command.js';
import { redact } from '../conform/target.js';
import { describeWaiver, type Waiver } from '../conform/waivers.js';
import { runChecks, unmatchedPatterns, type CheckResult, type RunReport, type Verdict } from '../conform/run-checks.js';

export interface ConformCommandOptions {
  baseUrl: string;
  token: string;
  otherToken?: string;
  seed?: number;
  runs?: number;
  depth?: number;
  maxWrites?: number;
  rate?: number;
  timeoutMs?: number;
  profile: 'spec' | 'assumed';
  only?: string[];
  allowSkip?: string[];
  /** Visit short links and check what a visit does (--resolve-short-links). */
  resolveShortLinks?: boolean;
  /** Where to reach a link's domain (--resolve DOMAIN=URL; `*` for every domain). */
  resolve?: Record<string, string>;
  /** How long a visit may take to show in clicks, in ms (--click-wait). */
  clickWaitMs?: number;
  /** Tags created without a colour to sample the random one, beyond the run's fixed two (--colour-samples). */
  colourSamples?: number;
  /** How a visit is sent (tests: a mock's fetch); default node:http(s), or `fetch` when given. */
  visit?: (request: Request) => Promise<Response>;
  /** The target's names for the page parameters, when the user knows them (else discovered). */
  params?: Partial<Record<'pageSize' | 'page' | 'sortOrder', string>>;
  junit?: string;
  json?: string;
  /** Where replay scripts of failures go; default ./linkproof-failures. */
  replayDir?: string;
  /** Aborting it interrupts the run (SIGINT, SIGTERM): what the run created is deleted, exit 130. */
  signal?: AbortSignal;
  /** Told the run's id as soon as it is made (runChecks#onRunId). */
  onRunId?: (runId: string) => void;
  /** The fetch to reach the target with (tests); default the global one. */
  fetch?: (request: Request) => Promise<Response>;
  log?: (line: string) => void;
  /** Where waits and warnings go; default standard error. */
  warn?: (line: string) => void;
  waivers?: readonly Waiver[];
  strictWaivers?: boolean;
  /** Where the target's choices on the gaps are written (YAML, profile.schema.json). */
  writeProfile?: string;
  /** The day waivers are judged on (tests); default today. */
  today?: string;
}

/** The exit code of each verdict: 0 passed, 1 a check failed, 2 could not start, 3 inconclusive, 130 interrupted. */
export const EXIT_CODES: Record<Verdict, number> = { pass: 0, fail: 1, refused: 2, unreachable: 2, inconclusive: 3, interrupted: 130 };

const MARK = { pass: 'PASS', fail: 'FAIL', skip: 'SKIP', 'not-requested': 'NOT REQUESTED' } as const;

function mark(result: CheckResult): string {
  if (result.waived !== undefined) return 'WAIVED';
  if (result.outcome.status === 'skip' && result.required) return result.allowed ? 'SKIP' : 'NOT VERIFIED';
  return MARK[result.outcome.status];
}

function line(result: CheckResult): string {
  const { check, outcome } = result;
  // A failure of linkproof's gap defaults alone (--profile assumed) is a gap's, whatever the check's kind.
  const kind = outcome.status === 'fail' && outcome.failure.gapDefault === true ? 'gap' : check.kind;
  const head = `${mark(result).padEnd(13)} ${check.name.padEnd(40)} ${check.section.padEnd(20)} ${kind.padEnd(9)}`;
  if (outcome.status === 'skip') return `${head} ${outcome.reason}${result.allowed ? ' (allowed by --allow-skip)' : ''}`;
  if (outcome.status === 'not-requested') return `${head} ${outcome.reason}`;
  if (outcome.status === 'fail' && result.waived !== undefined) return `${head} waived (${result.waived.reason}${result.waived.until === undefined ? '' : `, until ${result.waived.until}`}): ${outcome.failure.rule}: ${outcome.failure.message}`;
  if (outcome.status === 'fail') return `${head} ${outcome.failure.rule}: ${outcome.failure.message}`;
  return outcome.note === undefined ? head.trimEnd() : `${head} ${outcome.note}`;
}

/** The discovered profile as the console shows it: each choice with its evidence, and what could not be told. */
export function profileLines(profile: DiscoveredProfile): string[] {
  const lines = ['target profile (its choices where the spec is silent):'];
  for (const key of ['pageSize', 'page', 'sortOrder'] as const) {
    const found = profile[key];
    lines.push(`  ${`${key} parameter`.padEnd(24)} ${found === undefined ? `unknown: ${profile.unknown[key] ?? 'not probed'}` : `${found.value}  (${found.evidence})`}`);
  }
  const bulk = profile.bulkValidation;
  lines.push(`  ${'bulk validation'.padEnd(24)} ${bulk === undefined ? `unknown: ${profile.unknown.bulkValidation ?? 'not probed'}` : `${bulk.value}  (${bulk.evidence})`}`);
  const statuses = Object.entries(profile.successStatus).map(([operation, status]) => `${operation} ${status}`);
  if (statuses.length > 0) lines.push(`  ${'success statuses'.padEnd(24)} ${statuses.join(', ')}`);
  return lines;
}

/** Where the run visits short links, as the console says it. */
function visitsLine(resolve: Record<string, string>): string {
  const mapped = Object.entries(resolve).filter(([domain]) => domain !== '*').map(([domain, url]) => `${domain} at ${url}/{key}`);
  const rest = resolve['*'] === undefined ? 'https://{domain}/{key}' : `${resolve['*']}/{key}`;
  return `short links visited (Host: the link's domain): ${[...mapped, `${mapped.length > 0 ? 'any other domain' : 'every domain'} at ${rest}`].join('; ')}`;
}

const VERDICT_LINE: Record<Verdict, string> = {
  pass: 'verdict: PASS (every required check ran and passed)',
  fail: 'verdict: FAIL (a check failed)',
  inconclusive: 'verdict: INCONCLUSIVE (a required check could not run; accept it with --allow-skip NAME)',
  refused: 'verdict: the target refused the token',
  unreachable: 'verdict: the target could not be reached',
  interrupted: 'verdict: INTERRUPTED',
};

/** Ids for a line: the first ten, and how many more. */
const someOf = (ids: readonly string[]) => `${ids.slice(0, 10).join(', ')}${ids.length > 10 ? ` and ${ids.length - 10} more` : ''}`;

/** `linkproof conform`: runs the checks against a base URL; resolves to the exit code (EXIT_CODES) and the report. */
export async function conform(options: ConformCommandOptions): Promise<{ code: number; report?: RunReport; problem?: string }> {
  // Whatever a target answers may echo a token (in an error message, say), and check messages quote answers:
  // every line printed and every file written passes through the same redaction as the recorded exchanges.
  const scrub = (text: string) => redact(text, options.token, options.otherToken);
  const print = options.log ?? console.log;
  const log = (line: string) => print(scrub(line));
  // A report's folder is created, as fixtures --out does: a long run must not end on a missing folder.
  const write = async (file: string, text: string, mode?: number) => {
    makeFolder(dirname(file));
    await writeFile(file, scrub(text), mode === undefined ? {} : { mode });
  };
  for (const [flag, patterns, substring] of [['--only', options.only, true], ['--allow-skip', options.allowSkip, false]] as const) {
    const unmatched = unmatchedPatterns(patterns, allChecks, substring);
    if (unmatched.length > 0) {
      const problem = `${flag} ${unmatched.join(', ')} matches no check (npx linkproof conform --list shows them)`;
      return { code: 2, problem };
    }
  }
  log(`linkproof conform: ${options.baseUrl} (profile ${options.profile}, seed ${options.seed ?? 20260113}, runs ${options.runs ?? 10})`);
  if (options.resolveShortLinks === true) log(visitsLine(options.resolve ?? {}));
  const report = await runChecks({
    baseUrl: options.baseUrl,
    token: options.token,
    ...(options.otherToken !== undefined && { otherToken: options.otherToken }),
    ...(options.seed !== undefined && { seed: options.seed }),
    ...(options.runs !== undefined && { runs: options.runs }),
    ...(options.depth !== undefined && { depth: options.depth }),
    ...(options.maxWrites !== undefined && { maxWrites: options.maxWrites }),
    ...(options.rate !== undefined && { ratePerMinute: options.rate }),
    ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
    ...(options.fetch !== undefined && { fetch: options.fetch }),
    ...(options.visit !== undefined && { visit: options.visit }),
    ...(options.resolveShortLinks === true && { resolveShortLinks: true }),
    ...(options.resolve !== undefined && { resolve: options.resolve }),
    ...(options.clickWaitMs !== undefined && { clickWaitMs: options.clickWaitMs }),
    ...(options.colourSamples !== undefined && { colourSamples: options.colourSamples }),
    ...(options.signal !== undefined && { signal: options.signal }),
    profile: options.profile,
    ...(options.only !== undefined && { only: options.only }),
    ...(options.allowSkip !== undefined && { allowSkip: options.allowSkip }),
    ...(options.params !== undefined && { params: options.params }),
    ...(options.waivers !== undefined && { waivers: options.waivers }),
    ...(options.strictWaivers === true && { strictWaivers: true }),
    ...(options.today !== undefined && { today: options.today }),
    onWait: (message) => (options.warn ?? console.error)(message),
    onProfile: (profile) => log([...profileLines(profile), ''].join('\n')),
    ...(options.onRunId !== undefined && { onRunId: options.onRunId }),
    onResult: (result) => log(line(result)),
  });
  const code = EXIT_CODES[report.verdict];
  if (report.problem !== undefined) return { code, report, problem: scrub(report.problem) };
  const count = (predicate: (result: CheckResult) => boolean) => report.results.filter(predicate).length;
  const notVerified = report.notVerified.filter((result) => !result.allowed);
  log(
    `\n${count((r) => r.outcome.status === 'pass')} passed, ${count((r) => r.outcome.status === 'fail' && r.waived === undefined)} failed${count((r) => r.outcome.status === 'fail' && r.waived !== undefined) > 0 ? ` (and ${count((r) => r.outcome.status === 'fail' && r.waived !== undefined)} waived)` : ''}, ${notVerified.length} not verified, ` +
      `${count((r) => r.outcome.status === 'skip' && (!r.required || r.allowed))} skipped` +
      `${report.notRequested.length > 0 ? `, ${report.notRequested.length} not requested (--resolve-short-links)` : ''}; ${report.writes} writes; cleanup deleted ${report.cleanup.deleted} links` +
      `${report.cleanup.failed.length > 0 ? `, could not delete ${someOf(report.cleanup.failed)}` : ''}`,
  );
  const byStatus = (status: string) => report.rules.filter((rule) => rule.status === status);
  log(
    `rules of the spec: ${byStatus('verified').length} verified, ${byStatus('failed').length} failed, ${byStatus('not-verified').length} not verified` +
      `${byStatus('waived').length > 0 ? `, ${byStatus('waived').length} waived (--waivers)` : ''}` +
      `${byStatus('not-requested').length > 0 ? `, ${byStatus('not-requested').length} not requested (--resolve-short-links)` : ''}` +
      `${byStatus('not-run').length > 0 ? `, ${byStatus('not-run').length} not run${(options.only ?? []).length > 0 ? ' (--only)' : ''}` : ''} (of ${report.rules.length}; npx linkproof conform --list-rules)`,
  );
  for (const rule of [...byStatus('failed'), ...byStatus('not-verified')]) log(`  ${rule.status === 'failed' ? 'FAILED      ' : 'NOT VERIFIED'} ${rule.rule.id} (${rule.rule.section}): ${rule.why ?? ''}`.slice(0, 400));
  if (notVerified.length > 0) {
    log('not verified (could not run; not a pass):');
    for (const result of notVerified) log(`  ${result.check.name}: ${result.outcome.status === 'skip' ? result.outcome.reason : ''}`);
  }
  for (const waiver of report.waivers.expired) log(`EXPIRED waiver ${describeWaiver(waiver)}: ${waiver.reason}; its date has passed, so it fails the run (fix the failure, or renew the waiver with a reason)`);
  for (const waiver of report.waivers.stale) log(`${report.waivers.strict ? 'STALE  ' : 'stale  '} waiver ${describeWaiver(waiver)} matched no failure: remove it${report.waivers.strict ? ' (--strict-waivers: this fails the run)' : ''}`);
  const waived = report.results.filter((result) => result.waived !== undefined).length;
  if (waived > 0) log(`${waived} failure(s) waived: they do not fail the run`);
  const dir = options.replayDir ?? 'linkproof-failures';
  const failed = report.results.filter((result) => result.outcome.status === 'fail');
  // Scripts of an earlier run would read as failures of this one.
  const scripts = new Set(allChecks.map((check) => `${check.name}.sh`));
  for (const name of await readdir(dir).catch(() => [] as string[])) if (scripts.has(name)) await rm(join(dir, name), { force: true });
  if (failed.length > 0) {
    makeFolder(dir);
    log('replay the failures:');
    for (const { check, outcome } of failed) {
      if (outcome.status !== 'fail') continue;
      const file = join(dir, `${check.name}.sh`);
      await write(file, curlScript({ title: `${check.name} (${check.section}): ${outcome.failure.rule}`, message: outcome.failure.message, baseUrl: options.baseUrl.replace(/\/+$/, ''), exchanges: outcome.failure.exchanges, runId: report.runId, ...(outcome.failure.setup !== undefined && { setup: outcome.failure.setup }) }), 0o755);
      log(`  ${check.name}: ${replayCommand(file, check.name, outcome.failure)}`);
    }
  }
  if (options.junit !== undefined) await write(options.junit, junitReport(report, { replayDir: dir }));
  if (options.writeProfile !== undefined) {
    await write(options.writeProfile, profileYaml(report.learnt));
    log(`profile written to ${options.writeProfile}: ${Object.keys(report.learnt.gaps).join(', ') || 'no choice observed'}`);
  }
  if (options.json !== undefined) await write(options.json, `${JSON.stringify(jsonReport(report, { baseUrl: options.baseUrl, profile: options.profile, exitCode: code, replayDir: dir }), null, 2)}\n`);
  if (report.cleanup.failed.length > 0) (options.warn ?? console.error)(`WARNING: the run could not delete ${report.cleanup.failed.length} link(s) it created (refused, or still listed after their delete was answered): ${someOf(report.cleanup.failed)}`);
  const allowed = report.notVerified.filter((result) => result.allowed).length;
  const unwaived = report.results.some((result) => result.outcome.status === 'fail' && result.waived === undefined);
  if (report.verdict === 'fail' && !unwaived) {
    log(`verdict: FAIL (${report.waivers.expired.length > 0 ? `${report.waivers.expired.length} waiver(s) expired` : `${report.waivers.stale.length} stale waiver(s) under --strict-waivers`})`);
    return { code, report };
  }
  const untold = report.rules.filter((rule) => rule.stoppedAtWaiver === true).map((rule) => rule.rule.id);
  if (report.verdict === 'inconclusive' && untold.length > 0 && !report.results.some((result) => result.required && result.outcome.status === 'skip' && !result.allowed)) {
    log(`verdict: INCONCLUSIVE (a waived failure stopped its check before ${untold.length} rule(s) no other check told: ${someOf(untold)}; waive the check, or fix the failure)`);
    return { code, report };
  }
  const accepted = [allowed > 0 ? `${allowed} could not run and were accepted with --allow-skip` : undefined, waived > 0 ? `${waived} failure(s) waived` : undefined].filter((part) => part !== undefined);
  log(report.verdict === 'pass' && accepted.length > 0 ? `verdict: PASS (every required check passed, but ${accepted.join(', and ')})` : VERDICT_LINE[report.verdict]);
  return { code, report };
}
