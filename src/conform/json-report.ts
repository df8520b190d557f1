import { join } from 'node:path/posix';
import { cutText } from './cut-text.js';
import { replayCommand } from './replay-command.js';
import type { RunReport } from './run-checks.js';
import type { Exchange } from './target.js';

const exchangeJson = (exchange: Exchange) => ({
  method: exchange.method,
  url: exchange.url,
  headers: exchange.headers,
  ...(exchange.body !== undefined && { body: cutText(exchange.body) }),
  status: exchange.status,
  ...(exchange.error !== undefined && { error: exchange.error }),
  contentType: exchange.responseHeaders['content-type'] ?? null,
  responseBody: cutText(exchange.responseBody),
});

/**
 * The run as JSON for tools: the verdict, the discovered profile, what could not be verified and why, what
 * was not requested, and each check's outcome (`pass`, `fail`, `skip`, `not-verified` or `not-requested`).
 */
export function jsonReport(report: RunReport, options: { baseUrl: string; profile: string; exitCode: number; replayDir: string }) {
  return {
    baseUrl: options.baseUrl,
    profile: options.profile,
    verdict: report.verdict,
    exitCode: options.exitCode,
    seed: report.seed,
    runId: report.runId,
    writes: report.writes,
    cleanup: report.cleanup,
    discovered: report.profile,
    rules: report.rules.map((rule) => ({ id: rule.rule.id, section: rule.rule.section, status: rule.status, checks: rule.checks, ...(rule.why !== undefined && { why: rule.why }) })),
    notVerified: report.notVerified.map((result) => ({ name: result.check.name, reason: result.outcome.status === 'skip' ? result.outcome.reason : '', allowed: result.allowed })),
    notRequested: report.notRequested.map((result) => ({ name: result.check.name, reason: result.outcome.status === 'not-requested' ? result.outcome.reason : '' })),
    waivers: { expired: report.waivers.expired, stale: report.waivers.stale },
    results: report.results.map(({ check, outcome, ms, required, allowed, waived }) => ({
      name: check.name,
      section: check.section,
      kind: check.kind,
      required,
      ms: Math.round(ms),
      status: waived !== undefined ? 'waived' : outcome.status === 'skip' && required && !allowed ? 'not-verified' : outcome.status,
      ...(waived !== undefined && { waiver: waived }),
      ...(outcome.status === 'pass' && outcome.note !== undefined && { note: outcome.note }),
      ...(outcome.status === 'skip' && { reason: outcome.reason, allowed }),
      ...(outcome.status === 'not-requested' && { reason: outcome.reason }),
      ...(outcome.status === 'fail' && {
        rule: outcome.failure.rule,
        message: outcome.failure.message,
        ...(outcome.failure.gapDefault === true && { gapDefault: true }),
        ...(outcome.failure.counterexample !== undefined && { counterexample: outcome.failure.counterexample }),
        ...(outcome.failure.seed !== undefined && { seed: outcome.failure.seed }),
        replay: replayCommand(join(options.replayDir, `${check.name}.sh`), check.name, outcome.failure),
        exchanges: outcome.failure.exchanges.slice(-5).map(exchangeJson),
      }),
    })),
  };
}
