import { describe, expect, it } from 'vitest';
import { fail, pass, type Check, type Failure } from './check.js';
import { ruleReport } from './rule-report.js';
import type { CheckResult } from './run-checks.js';
import { waiverFor, type Waiver } from './waivers.js';

const checkOf = (name: string, rules: Check['rules']): Check => ({ name, section: '§8', kind: 'mandated', rules, description: name, run: async () => pass() });
const resultOf = (check: Check, outcome: CheckResult['outcome']): CheckResult => ({ check, outcome, ms: 1, required: true, allowed: false });
const broken = (extra: Partial<Failure> = {}): Failure => ({ rule: '§8 tag name at most 50 characters', message: 'answered 201', exchanges: [], ...extra });
const statusOf = (results: CheckResult[], id: string) => ruleReport(results, 'spec').find((result) => result.rule.id === id)!;

describe('ruleReport', () => {
  const limits = checkOf('limits', ['tag.name-length', 'qr.url-length', 'bulk.max']);
  const boundary = checkOf('boundary', ['tag.name-length', 'bulk.max']);

  it('leaves a rule not verified by a skip accepted with --allow-skip, saying so, though another check of it passed', () => {
    const skipped: CheckResult = { ...resultOf(boundary, { status: 'skip', reason: 'the write budget is spent' }), allowed: true };
    const results = [resultOf(limits, pass()), skipped];
    expect(statusOf(results, 'bulk.max')).toMatchObject({ status: 'not-verified', why: 'boundary: the write budget is spent (accepted with --allow-skip)' });
    expect(statusOf([skipped], 'tag.name-length')).toMatchObject({ status: 'not-verified' });
  });

  it('leaves not verified only the rules a skip names: the check held for its others, which it tells', () => {
    const partly: CheckResult = resultOf(boundary, { status: 'skip', reason: 'the name of page could not be discovered', rules: ['bulk.max'] });
    expect(statusOf([partly], 'bulk.max')).toMatchObject({ status: 'not-verified', why: 'boundary: the name of page could not be discovered' });
    expect(statusOf([partly], 'tag.name-length').status).toBe('verified');
  });

  it('waives only the rules a waived failure names: the check\'s others are not verified, stopped there', () => {
    const waived: CheckResult = { ...resultOf(limits, fail(broken({ rules: ['tag.name-length'] }))), waived: { rule: 'tag.name-length', reason: 'PROJ-1' } as CheckResult['waived'] };
    expect(statusOf([waived], 'tag.name-length')).toMatchObject({ status: 'waived' });
    expect(statusOf([waived], 'qr.url-length')).toMatchObject({ status: 'not-verified', why: 'limits: stopped at a failure of another rule (§8 tag name at most 50 characters), waived', stoppedAtWaiver: true });
    // Told by another check, it is not left untold by the waiver (the verdict need not wait for it).
    expect(statusOf([waived, resultOf(checkOf('qr', ['qr.url-length']), pass())], 'qr.url-length').stoppedAtWaiver).toBeUndefined();
  });

  it('fails only the rules a failure names: the check stopped there, so its other rules are not verified by it', () => {
    const results = [resultOf(limits, fail(broken({ rules: ['tag.name-length'] }))), resultOf(boundary, pass())];
    expect(statusOf(results, 'tag.name-length')).toMatchObject({ status: 'failed', why: 'limits: §8 tag name at most 50 characters: answered 201' });
    expect(statusOf(results, 'qr.url-length')).toMatchObject({ status: 'not-verified', why: 'limits: stopped at a failure of another rule (§8 tag name at most 50 characters)' });
    // Another check passing does not make up for the part of the rule the stopped check never tried.
    expect(statusOf(results, 'bulk.max').status).toBe('not-verified');
  });

  it('fails every rule of a check whose failure does not say which it breaks', () => {
    const results = [resultOf(limits, fail(broken())), resultOf(boundary, pass())];
    expect(['tag.name-length', 'qr.url-length', 'bulk.max'].map((id) => statusOf(results, id).status)).toStrictEqual(['failed', 'failed', 'failed']);
    expect(statusOf([resultOf(limits, pass()), resultOf(boundary, pass())], 'bulk.max').status).toBe('verified');
  });

  it('takes a failure naming none of the rules of its check as breaking them all', () => {
    const results = [resultOf(limits, fail(broken({ rules: ['list.sort'] })))];
    expect(['tag.name-length', 'qr.url-length'].map((id) => statusOf(results, id).status)).toStrictEqual(['failed', 'failed']);
  });

  it('leaves a rule a check passed without telling (NotTold) not verified, saying why; another check telling it verifies it', () => {
    const sorting = checkOf('sorting', ['list.sort', 'list.sort-counters']);
    const untold: CheckResult['outcome'] = { status: 'pass', notTold: { rules: ['list.sort-counters'], why: 'clicks: all 0' } };
    expect(statusOf([resultOf(sorting, untold)], 'list.sort-counters')).toMatchObject({ status: 'not-verified', why: 'sorting: clicks: all 0' });
    expect(statusOf([resultOf(sorting, untold)], 'list.sort').status).toBe('verified');
    expect(statusOf([resultOf(sorting, untold), resultOf(checkOf('other', ['list.sort-counters']), pass())], 'list.sort-counters').status).toBe('verified');
  });
});

describe('waiverFor: a rule waiver covers a failure of that rule alone', () => {
  const limits = checkOf('limits', ['tag.name-length', 'qr.url-length', 'bulk.max']);
  const waiver = { rule: 'tag.name-length', reason: 'PROJ-1' } as Waiver;

  it('covers a failure that names that rule only', () => {
    expect(waiverFor(resultOf(limits, fail(broken({ rules: ['tag.name-length'] }))), [waiver])).toBe(waiver);
  });

  it('not one that breaks another rule too, nor one that does not say which of several it breaks', () => {
    expect(waiverFor(resultOf(limits, fail(broken({ rules: ['tag.name-length', 'qr.url-length'] }))), [waiver])).toBeUndefined();
    expect(waiverFor(resultOf(limits, fail(broken())), [waiver])).toBeUndefined();
    // A check of that one rule: its failure is that rule's, named or not.
    expect(waiverFor(resultOf(checkOf('one', ['tag.name-length']), fail(broken())), [waiver])).toBe(waiver);
  });
});
