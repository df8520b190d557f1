import { EXCHANGE_RULES } from '../conform/judge-exchange.js';
import { xmlText } from '../conform/junit-report.js';
import type { ProxyFinding } from './proxy-finding.js';
import { TRAFFIC_RULES } from './traffic-rules.js';

/**
 * JUnit XML of what the proxy (or a replay) found, as CI tools read it: one testcase per rule it judges
 * traffic by. A failure lists the findings that break it, with their exchanges; a rule the traffic never gave
 * anything to judge is skipped, saying so; suspicions are written on the testcase's output, not failed.
 */
export function trafficJunit(name: string, findings: readonly ProxyFinding[], exercised: readonly string[], exchanges: number): string {
  const rules = [...Object.entries(EXCHANGE_RULES).map(([rule, about]) => [rule, about.description] as const), ...Object.entries(TRAFFIC_RULES).map(([rule, about]) => [rule, about.description] as const)];
  let failed = 0;
  let skipped = 0;
  const cases = rules.map(([rule, description]) => {
    const open = `    <testcase classname="linkproof.traffic" name="${xmlText(rule)}" time="0"`;
    const mine = findings.filter((finding) => finding.rule === rule);
    const failures = mine.filter((finding) => finding.kind === 'failure');
    const others = mine.filter((finding) => finding.kind !== 'failure');
    const line = (finding: ProxyFinding) => `${finding.kind} [${finding.rules.join(' ')}] exchanges #${finding.exchanges.join(', #')} (${finding.method} ${finding.path} → ${finding.status}): ${finding.message}${finding.why === undefined ? '' : ` — ${finding.why}`}`;
    const out = others.length === 0 ? '' : `\n      <system-out>${xmlText(others.map(line).join('\n'))}</system-out>`;
    if (failures.length > 0) {
      failed++;
      return `${open}>\n      <failure message="${xmlText(`${failures.length} finding(s): ${failures[0]!.message}`.slice(0, 500))}" type="${xmlText(rule)}">${xmlText(`${description}\n${failures.map(line).join('\n')}`)}</failure>${out}\n    </testcase>`;
    }
    if (!exercised.includes(rule)) {
      skipped++;
      return `${open}>\n      <skipped message="${xmlText(`the traffic gave this rule nothing to judge: ${description}`)}"/>${out}\n    </testcase>`;
    }
    return out === '' ? `${open}/>` : `${open}>${out}\n    </testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xmlText(name)}" tests="${rules.length}" failures="${failed}" skipped="${skipped}">`,
    `  <testsuite name="${xmlText(name)}" tests="${rules.length}" failures="${failed}" skipped="${skipped}" errors="0" time="0">`,
    `    <properties>\n      <property name="exchanges" value="${exchanges}"/>\n    </properties>`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
