import { join } from 'node:path/posix';
import { cutText } from './cut-text.js';
import { replayCommand } from './replay-command.js';
import type { CheckResult, RunReport } from './run-checks.js';
import type { Exchange } from './target.js';

// XML 1.0 allows tab, newline, carriage return and the printable ranges; anything else (a control byte in a body) is dropped.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
export const xmlText = (text: string) => text.replace(INVALID_XML, '').replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

function describeExchange(exchange: Exchange): string {
  const request = `${exchange.method} ${exchange.url}${exchange.body === undefined ? '' : `\n${cutText(exchange.body, 1000)}`}`;
  const response = exchange.status === 0 ? `no answer: ${exchange.error ?? ''}` : `${exchange.status} ${exchange.responseHeaders['content-type'] ?? ''}\n${cutText(exchange.responseBody, 1000)}`;
  return `> ${request}\n< ${response}`;
}

function testcase(result: CheckResult, replayDir: string): string {
  const { check, outcome } = result;
  const open = `    <testcase classname="${xmlText(`linkproof.${check.kind}`)}" name="${xmlText(check.name)}" time="${(result.ms / 1000).toFixed(3)}"`;
  if (outcome.status === 'pass') return `${open}/>`;
  // A waived failure is skipped with its reason: CI shows it, and it fails nothing.
  if (outcome.status === 'fail' && result.waived !== undefined) {
    return `${open}>\n      <skipped message="${xmlText(`waived (${result.waived.reason}${result.waived.until === undefined ? '' : `, until ${result.waived.until}`}): ${outcome.failure.rule}: ${outcome.failure.message}`.slice(0, 1000))}"/>\n    </testcase>`;
  }
  if (outcome.status === 'skip' || outcome.status === 'not-requested') {
    const reason = outcome.status === 'not-requested' ? `not requested: ${outcome.reason}` : result.required && !result.allowed ? `not verified: ${outcome.reason}` : outcome.reason;
    return `${open}>\n      <skipped message="${xmlText(reason)}"/>\n    </testcase>`;
  }
  const { failure } = outcome;
  const shown = failure.exchanges.slice(-3);
  const detail = [
    `rule: ${failure.rule} (${check.section})`,
    `message: ${failure.message}`,
    ...(failure.counterexample === undefined ? [] : [`counterexample: ${failure.counterexample}`]),
    `replay: ${replayCommand(join(replayDir, `${check.name}.sh`), check.name, failure)}`,
    ...(shown.length === 0 ? [] : [`last ${shown.length} of ${failure.exchanges.length} exchange(s):`, ...shown.map(describeExchange)]),
  ].join('\n');
  return `${open}>\n      <failure message="${xmlText(`${failure.rule}: ${failure.message}`.slice(0, 500))}" type="${xmlText(failure.gapDefault === true ? 'gap' : check.kind)}">${xmlText(detail)}</failure>\n    </testcase>`;
}

const RULE_SKIPPED = { waived: 'waived', 'not-verified': 'not verified', 'not-requested': 'not requested', 'not-run': 'not run' } as const;

/** The run per rule of the spec, as a second suite: a testcase a rule, failed or skipped (not verified, not requested, not run) with why. */
function ruleSuite(report: RunReport, name: string): string[] {
  const failed = report.rules.filter((rule) => rule.status === 'failed').length;
  const skipped = report.rules.filter((rule) => rule.status in RULE_SKIPPED).length;
  const cases = report.rules.map((rule) => {
    const open = `    <testcase classname="linkproof.rule" name="${xmlText(`${rule.rule.id} ${rule.rule.section}`)}" time="0"`;
    const checks = `checks: ${rule.checks.map((check) => `${check.name} (${check.status})`).join(', ') || 'none ran'}`;
    if (rule.status === 'verified') return `${open}/>`;
    if (rule.status === 'failed') return `${open}>\n      <failure message="${xmlText(rule.rule.text)}" type="rule">${xmlText(`${rule.why ?? ''}\n${checks}`)}</failure>\n    </testcase>`;
    return `${open}>\n      <skipped message="${xmlText(`${RULE_SKIPPED[rule.status]}: ${rule.why ?? checks}`)}"/>\n    </testcase>`;
  });
  return [`  <testsuite name="${xmlText(`${name}: rules of the spec`)}" tests="${report.rules.length}" failures="${failed}" skipped="${skipped}" errors="0" time="0">`, ...cases, '  </testsuite>'];
}

/** JUnit XML of a run, as CI tools read it: one testcase a check; each failure with its rule, message, exchanges and replay command. */
export function junitReport(report: RunReport, options: { name?: string; replayDir?: string } = {}): string {
  const name = options.name ?? 'linkproof conform';
  const { results } = report;
  const failures = results.filter((result) => result.outcome.status === 'fail' && result.waived === undefined).length;
  const skipped = results.filter((result) => result.outcome.status === 'skip' || result.outcome.status === 'not-requested' || result.waived !== undefined).length;
  const seconds = results.reduce((sum, result) => sum + result.ms, 0) / 1000;
  const profile = Object.entries({ pageSize: report.profile.pageSize?.value, page: report.profile.page?.value, sortOrder: report.profile.sortOrder?.value, bulkValidation: report.profile.bulkValidation?.value });
  const properties = [
    `      <property name="verdict" value="${xmlText(report.verdict)}"/>`,
    `      <property name="seed" value="${report.seed}"/>`,
    ...profile.map(([key, value]) => `      <property name="profile.${key}" value="${xmlText(value ?? 'unknown')}"/>`),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xmlText(name)}" tests="${results.length + report.rules.length}" failures="${failures + report.rules.filter((rule) => rule.status === 'failed').length}" skipped="${skipped + report.rules.filter((rule) => rule.status in RULE_SKIPPED).length}" time="${seconds.toFixed(3)}">`,
    `  <testsuite name="${xmlText(name)}" tests="${results.length}" failures="${failures}" skipped="${skipped}" errors="0" time="${seconds.toFixed(3)}">`,
    '    <properties>',
    ...properties,
    '    </properties>',
    ...results.map((result) => testcase(result, options.replayDir ?? 'linkproof-failures')),
    '  </testsuite>',
    ...ruleSuite(report, name),
    '</testsuites>',
    '',
  ].join('\n');
}
