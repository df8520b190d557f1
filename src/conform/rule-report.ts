import type { Check } from './check.js';
import { GAP_RULES, MANDATED_RULES, type Rule } from './rules.js';
import type { CheckResult } from './run-checks.js';

export type RuleStatus = 'verified' | 'failed' | 'waived' | 'not-verified' | 'not-requested' | 'not-run';

export interface RuleResult {
  rule: Rule;
  status: RuleStatus;
  /** The checks that verify it, as they came out. */
  checks: { name: string; status: CheckResult['outcome']['status'] | 'not-run' }[];
  /** For failed, not-verified and not-requested rules: what the checks said. */
  why?: string;
  /** Not verified only because a check stopped at a waived failure of another rule, and no other check told it. */
  stoppedAtWaiver?: boolean;
}

/** The checks of a list that verify a rule. */
export function checksOf(ruleId: string, checks: readonly Check[]): Check[] {
  return checks.filter((check) => (check.rules as readonly string[]).includes(ruleId));
}

/** The rules of its check a failure says it breaks; undefined (all of them) when it says none of the check's. */
function rulesBroken({ check, outcome }: CheckResult): readonly string[] | undefined {
  if (outcome.status !== 'fail') return undefined;
  const named = outcome.failure.rules?.filter((id) => (check.rules as readonly string[]).includes(id));
  return named === undefined || named.length === 0 ? undefined : named;
}

/**
 * The run, per rule of the catalogue: failed when a check of it failed on it (a failure that names its rules, or
 * any failure of a check that does not say); not verified when one could not run (even one accepted with
 * --allow-skip: the run passes, the rule is still untold), or stopped at a failure of another of its rules, or passed without telling it (NotTold); verified when a check
 * of it passed telling it and none failed on it; not requested
 * when its checks need an option the user did not give (--resolve-short-links); not run when none ran
 * (--only). Gap rules are included under --profile assumed.
 */
export function ruleReport(results: readonly CheckResult[], profile: 'spec' | 'assumed'): RuleResult[] {
  const rules: Rule[] = [...MANDATED_RULES, ...(profile === 'assumed' ? GAP_RULES.map((rule) => ({ id: rule.id, section: `gap ${rule.gap}`, text: rule.text })) : [])];
  return rules.map((rule) => {
    const covering = results.filter((result) => (result.check.rules as readonly string[]).includes(rule.id));
    const checks = covering.map((result) => ({ name: result.check.name, status: result.outcome.status }));
    const failing = covering.flatMap((result) => (result.outcome.status === 'fail' && result.waived === undefined ? [{ result, failure: result.outcome.failure, breaks: rulesBroken(result) }] : []));
    const failed = failing.find(({ breaks }) => breaks === undefined || breaks.includes(rule.id));
    if (failed !== undefined) return { rule, status: 'failed', checks, why: `${failed.result.check.name}: ${failed.failure.rule}: ${failed.failure.message}` };
    // Waived: a waived failure that breaks this rule; the check's other rules it stopped before are not verified, as for any failure.
    const waived = covering.find((result) => result.waived !== undefined && (rulesBroken(result)?.includes(rule.id) ?? true));
    if (waived?.waived !== undefined) return { rule, status: 'waived', checks, why: `${waived.check.name}: waived (${waived.waived.reason}${waived.waived.until === undefined ? '' : `, until ${waived.waived.until}`})` };
    // A skip accepted with --allow-skip lets the run pass, but what the check would have told is still untold.
    const unverified = covering.find((result) => result.outcome.status === 'skip' && result.required && (result.outcome.rules?.includes(rule.id) ?? true));
    if (unverified !== undefined && unverified.outcome.status === 'skip') {
      return { rule, status: 'not-verified', checks, why: `${unverified.check.name}: ${unverified.outcome.reason}${unverified.allowed ? ' (accepted with --allow-skip)' : ''}` };
    }
    // A check that failed on another of its rules stopped there (waived or not): this one it did not verify.
    // A skip that names the rules it left untold held for its others (a case of each ran and passed).
    const told = (result: CheckResult) =>
      (result.outcome.status === 'pass' && !(result.outcome.notTold?.rules.includes(rule.id) ?? false)) || (result.outcome.status === 'skip' && result.outcome.rules !== undefined && !result.outcome.rules.includes(rule.id));
    const stopped = failing[0] ?? covering.flatMap((result) => (result.outcome.status === 'fail' ? [{ result, failure: result.outcome.failure }] : []))[0];
    if (stopped !== undefined) {
      const atWaiver = stopped.result.waived !== undefined && !covering.some(told);
      return { rule, status: 'not-verified', checks, why: `${stopped.result.check.name}: stopped at a failure of another rule (${stopped.failure.rule})${stopped.result.waived === undefined ? '' : ', waived'}`, ...(atWaiver && { stoppedAtWaiver: true }) };
    }
    if (covering.some(told)) return { rule, status: 'verified', checks };
    // Passed without telling it (the target's data could not show it): not verified, saying why.
    const untold = covering.flatMap((result) => (result.outcome.status === 'pass' && result.outcome.notTold !== undefined ? [`${result.check.name}: ${result.outcome.notTold.why}`] : []));
    if (untold.length > 0) return { rule, status: 'not-verified', checks, why: untold.join('; ') };
    const unrequested = covering.find((result) => result.outcome.status === 'not-requested');
    if (unrequested !== undefined && unrequested.outcome.status === 'not-requested') return { rule, status: 'not-requested', checks, why: `${unrequested.check.name}: ${unrequested.outcome.reason}` };
    return { rule, status: 'not-run', checks };
  });
}
