import type { CheckResult } from './run-checks.js';

const xml = (text: string) => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** JUnit XML of a run, as CI tools read it: one testcase a check, failures and skips with their reasons. */
export function junitReport(results: readonly CheckResult[], name = 'linkproof conform'): string {
  const failures = results.filter((result) => result.outcome.status === 'fail').length;
  const skipped = results.filter((result) => result.outcome.status === 'skip').length;
  const seconds = results.reduce((sum, result) => sum + result.ms, 0) / 1000;
  const cases = results.map((result) => {
    const { check, outcome } = result;
    const open = `    <testcase classname="${xml(`${check.kind} ${check.section}`)}" name="${xml(check.name)}" time="${(result.ms / 1000).toFixed(3)}"`;
    if (outcome.status === 'pass') return `${open}/>`;
    if (outcome.status === 'skip') return `${open}>\n      <skipped message="${xml(outcome.reason)}"/>\n    </testcase>`;
    const { failure } = outcome;
    const detail = [failure.message, failure.counterexample === undefined ? '' : `counterexample: ${failure.counterexample}`, failure.seed === undefined ? '' : `seed: ${failure.seed}`]
      .filter(Boolean)
      .join('\n');
    return `${open}>\n      <failure message="${xml(failure.rule)}" type="${xml(check.kind)}">${xml(detail)}</failure>\n    </testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xml(name)}" tests="${results.length}" failures="${failures}" skipped="${skipped}" time="${seconds.toFixed(3)}">`,
    `  <testsuite name="${xml(name)}" tests="${results.length}" failures="${failures}" skipped="${skipped}" errors="0" time="${seconds.toFixed(3)}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
