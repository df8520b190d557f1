import { allChecks } from '../conform/checks/all-checks.js';
import { checksOf } from '../conform/rule-report.js';
import { GAP_RULES, MANDATED_RULES, UNOBSERVABLE_RULES } from '../conform/rules.js';

/** `linkproof conform --list-rules`: the catalogue, each rule with the checks that verify it, and the spec coverage. */
export function printRules(log: (line: string) => void): void {
  const mandated = allChecks.filter((check) => check.kind === 'mandated');
  log('Rules the spec mandates (held by the default profile):');
  for (const rule of MANDATED_RULES) {
    const covering = checksOf(rule.id, mandated);
    const checks = covering.map((check) => check.name);
    const requested = covering.length > 0 && covering.every((check) => check.requires === 'resolve-short-links') ? ' (with --resolve-short-links)' : '';
    log(`  ${rule.id.padEnd(26)} ${rule.section.padEnd(14)} ${rule.text}`);
    log(`  ${''.padEnd(26)} ${''.padEnd(14)} checked by: ${checks.length === 0 ? 'NO CHECK' : checks.join(', ')}${requested}`);
  }
  log("\nlinkproof's defaults on gaps (held with --profile assumed; `npx linkproof gaps --id ID` explains each):");
  for (const rule of GAP_RULES) log(`  ${rule.id.padEnd(26)} ${`gap ${rule.gap}`.padEnd(24)} ${rule.text}  checked by: ${checksOf(rule.id, allChecks).map((check) => check.name).join(', ')}`);
  log('\nDescribed by the spec, not observable through its interface:');
  for (const rule of UNOBSERVABLE_RULES) log(`  ${rule.id.padEnd(26)} ${rule.section.padEnd(14)} ${rule.text} (${rule.why})`);
  const covered = MANDATED_RULES.filter((rule) => checksOf(rule.id, mandated).length > 0).length;
  log(`\nspec coverage: ${covered}/${MANDATED_RULES.length} mandated rules have a check`);
}
