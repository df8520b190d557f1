import { parse } from 'yaml';
import { err, ok, type Result } from '../result.js';
import type { Check } from './check.js';
import { GAP_RULES, MANDATED_RULES } from './rules.js';
import type { CheckResult } from './run-checks.js';

/**
 * A known failure a team accepts for a while: it names a rule of the catalogue or a check, says why, and may
 * end on a date and match only some failures (a substring of the failure's rule and message, or /a regex/).
 */
export interface Waiver {
  /** Its place in the file, from 1: how the console names it. */
  entry: number;
  rule?: string;
  check?: string;
  reason: string;
  /** The last day it holds (YYYY-MM-DD, inclusive). */
  until?: string;
  match?: string;
}

/** How a waiver shows on the console and in reports: `#2 (rule list.pages, until 2027-01-31)`. */
export function describeWaiver(waiver: Waiver): string {
  const what = [waiver.rule === undefined ? undefined : `rule ${waiver.rule}`, waiver.check === undefined ? undefined : `check ${waiver.check}`, waiver.match === undefined ? undefined : `matching ${JSON.stringify(waiver.match)}`].filter(Boolean).join(', ');
  return `#${waiver.entry} (${what}${waiver.until === undefined ? '' : `, until ${waiver.until}`})`;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const KNOWN_RULES = new Set<string>([...MANDATED_RULES.map((rule) => rule.id), ...GAP_RULES.map((rule) => rule.id)]);

/**
 * The waivers of a YAML file (`waivers:` a list, or the list itself). Each entry must name a rule of the catalogue
 * or a check that exists, and give a reason; `until` is a date. A mistake is a value naming the entry.
 */
export function readWaivers(text: string, checks: readonly Check[]): Result<Waiver[], string> {
  let document: unknown;
  try {
    document = parse(text);
  } catch (error) {
    return err(`not YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  const list = Array.isArray(document) ? document : (document as { waivers?: unknown } | null)?.waivers;
  if (!Array.isArray(list)) return err('expected a list of waivers (or `waivers:` holding one)');
  const waivers: Waiver[] = [];
  for (const [index, item] of list.entries()) {
    const entry = index + 1;
    const problem = (what: string) => err(`waiver #${entry}: ${what}`);
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return problem('is not a mapping of rule/check, reason, until, match');
    const { rule, check, reason, until, match, ...rest } = item as Record<string, unknown>;
    const unknown = Object.keys(rest);
    if (unknown.length > 0) return problem(`unknown field ${unknown[0]} (fields: rule, check, reason, until, match)`);
    if (rule === undefined && check === undefined) return problem('names neither a rule nor a check');
    if (rule !== undefined && (typeof rule !== 'string' || !KNOWN_RULES.has(rule))) return problem(`rule ${JSON.stringify(rule)} is no rule of the catalogue (npx linkproof conform --list-rules)`);
    if (check !== undefined && (typeof check !== 'string' || !checks.some((known) => known.name === check))) return problem(`check ${JSON.stringify(check)} is no check (npx linkproof conform --list)`);
    if (typeof reason !== 'string' || reason.trim() === '') return problem('gives no reason');
    // YAML reads an unquoted 2027-01-31 as a date: both forms are taken.
    const day = until instanceof Date ? until.toISOString().slice(0, 10) : until;
    if (day !== undefined && (typeof day !== 'string' || !DATE.test(day) || Number.isNaN(Date.parse(day)))) return problem(`until ${JSON.stringify(until)} is not a date (YYYY-MM-DD)`);
    if (match !== undefined && typeof match !== 'string') return problem('match is not a string');
    if (typeof match === 'string' && /^\/.*\/[a-z]*$/.test(match)) {
      try {
        regexOf(match);
      } catch (error) {
        return problem(`match ${match} is not a regular expression: ${(error as Error).message}`);
      }
    }
    waivers.push({ entry, ...(rule !== undefined && { rule: rule as string }), ...(check !== undefined && { check: check as string }), reason, ...(day !== undefined && { until: day as string }), ...(match !== undefined && { match: match as string }) });
  }
  return ok(waivers);
}

function regexOf(match: string): RegExp {
  const slash = match.lastIndexOf('/');
  return new RegExp(match.slice(1, slash), match.slice(slash + 1));
}

/** Whether a waiver covers a failed check: its rule or check, and its match on the failure. */
function covers(waiver: Waiver, result: CheckResult): boolean {
  if (result.outcome.status !== 'fail') return false;
  if (waiver.check !== undefined && waiver.check !== result.check.name) return false;
  // A rule's waiver covers a failure of that rule alone: one that breaks another rule too (or does not say which of
  // its check's several rules it breaks) is not the known failure, and would pass unseen.
  if (waiver.rule !== undefined) {
    const rules = result.check.rules as readonly string[];
    const named = result.outcome.failure.rules?.filter((id) => rules.includes(id)) ?? [];
    const broken = named.length > 0 ? named : rules;
    if (!broken.every((id) => id === waiver.rule)) return false;
  }
  if (waiver.match === undefined) return true;
  const text = `${result.outcome.failure.rule}: ${result.outcome.failure.message}`;
  return /^\/.*\/[a-z]*$/.test(waiver.match) ? regexOf(waiver.match).test(text) : text.includes(waiver.match);
}

/** The waivers past their date on a day (YYYY-MM-DD, the runner's date): each fails the run, and waives nothing. */
export function expiredWaivers(waivers: readonly Waiver[], today: string): Waiver[] {
  return waivers.filter((waiver) => waiver.until !== undefined && waiver.until < today);
}

/** The first waiver in force that covers a failed check, if any. */
export function waiverFor(result: CheckResult, inForce: readonly Waiver[]): Waiver | undefined {
  return inForce.find((waiver) => covers(waiver, result));
}

/** What the waivers did in a run: those past their date, and those in force that matched no failure (stale). */
export interface WaiversReport {
  expired: Waiver[];
  stale: Waiver[];
  /** --strict-waivers: a stale waiver fails the run too. */
  strict: boolean;
}
