import { afterAll, describe, expect, it } from 'vitest';
import { specGaps } from '../contract/spec-gaps.js';
import { allChecks } from './checks/all-checks.js';
import { checksOf } from './rule-report.js';
import { GAP_RULES, MANDATED_RULES, UNOBSERVABLE_RULES } from './rules.js';

const mandated = allChecks.filter((check) => check.kind === 'mandated');
const covered = MANDATED_RULES.filter((rule) => checksOf(rule.id, mandated).length > 0);

describe('the rule catalogue', () => {
  afterAll(() => {
    console.log(`linkproof spec coverage: ${covered.length}/${MANDATED_RULES.length} mandated rules have a check (${Math.round((covered.length / MANDATED_RULES.length) * 100)}%); ${UNOBSERVABLE_RULES.length} described rules cannot be observed through the interface`);
  });

  it('gives every mandated rule at least one mandated check (spec coverage 100%)', () => {
    expect(MANDATED_RULES.filter((rule) => checksOf(rule.id, mandated).length === 0).map((rule) => rule.id)).toEqual([]);
  });

  it('names only rules that exist: mandated checks mandated rules, gap checks gap rules', () => {
    const mandatedIds = new Set<string>(MANDATED_RULES.map((rule) => rule.id));
    const gapIds = new Set<string>(GAP_RULES.map((rule) => rule.id));
    for (const check of allChecks) {
      expect(check.rules.length, check.name).toBeGreaterThan(0);
      for (const id of check.rules) expect(check.kind === 'mandated' ? mandatedIds.has(id) : gapIds.has(id), `${check.name} names ${id}`).toBe(true);
    }
  });

  it('keeps ids unique, and points every gap rule at a gap of openapi.yaml', () => {
    const ids = [...MANDATED_RULES, ...GAP_RULES, ...UNOBSERVABLE_RULES].map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    const gaps = new Set(specGaps.map((gap) => gap.id));
    for (const rule of GAP_RULES) expect(gaps.has(rule.gap), rule.gap).toBe(true);
  });
});
