/**
 * `linkproof conform --waivers`: a known failure accepted for a while. Table-driven over a target whose count
 * is answered as a string (response_conformance_getLinksCount fails, rule count.number): what each waiver file
 * makes of the run's exit status and lines, on a fixed day; the JUnit of a waived failure; and the mistakes a
 * waivers file can hold, each named.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allChecks } from '../conform/checks/all-checks.js';
import { readWaivers } from '../conform/waivers.js';
import { createMockWithDefaults } from '../mock/create-mock-with-defaults.js';
import { conform } from './conform-command.js';

const TODAY = '2026-11-23';
const CHECK = 'response_conformance_getLinksCount';

/** A mock whose count is a JSON string: a failure of count.number. */
function countAsString() {
  const mock = createMockWithDefaults({ seed: 2, rateLimit: false });
  return async (request: Request) => {
    const response = await mock.fetch(request);
    return new URL(request.url).pathname === '/links/count' && response.ok ? Response.json(String(await response.json())) : response;
  };
}

async function run(waiversYaml: string | undefined, options: { strict?: boolean; junit?: string } = {}) {
  const lines: string[] = [];
  const parsed = waiversYaml === undefined ? undefined : readWaivers(waiversYaml, allChecks);
  if (parsed !== undefined && !parsed.ok) throw new Error(parsed.error);
  const dir = await mkdtemp(join(tmpdir(), 'linkproof-waivers-'));
  const { code } = await conform({
    baseUrl: 'http://mock.test',
    token: 'lp_acme_demo_token',
    profile: 'spec',
    runs: 1,
    only: [CHECK],
    fetch: countAsString(),
    replayDir: join(dir, 'failures'),
    today: TODAY,
    ...(parsed !== undefined && { waivers: parsed.value, strictWaivers: options.strict === true }),
    ...(options.junit !== undefined && { junit: options.junit }),
    log: (line) => lines.push(line),
  });
  return { code, lines };
}

describe('linkproof conform --waivers', () => {
  it.each([
    ['no waiver', undefined, false, 1, [/^FAIL +response_conformance_getLinksCount/, /^verdict: FAIL \(a check failed\)$/]],
    ['a waiver of the check, in force', `- check: ${CHECK}\n  reason: the count is a string until PROJ-12 ships\n  until: 2026-12-31\n`, false, 0, [/^WAIVED +response_conformance_getLinksCount .* waived \(the count is a string until PROJ-12 ships, until 2026-12-31\): /, /^rules of the spec: 0 verified, 0 failed, 0 not verified, 1 waived \(--waivers\)/, /^1 failure\(s\) waived/, /^verdict: PASS \(every required check passed, but 1 failure\(s\) waived\)$/]],
    ['a waiver of the rule, matching the message', 'waivers:\n  - rule: count.number\n    reason: known\n    match: /non-negative integer, not "\\d+"/\n', false, 0, [/^WAIVED /, /^verdict: PASS/]],
    ['a waiver whose match matches nothing', '- rule: count.number\n  reason: another bug\n  match: something else\n', false, 1, [/^FAIL +response_conformance_getLinksCount/, /^stale   waiver #1 \(rule count.number, matching "something else"\) matched no failure: remove it$/, /^verdict: FAIL \(a check failed\)$/]],
    ['an expired waiver', `- check: ${CHECK}\n  reason: was to be fixed in October\n  until: 2026-10-31\n`, false, 1, [/^FAIL +response_conformance_getLinksCount/, /^EXPIRED waiver #1 \(check response_conformance_getLinksCount, until 2026-10-31\): was to be fixed in October; its date has passed/, /^verdict: FAIL \(a check failed\)$/]],
    ['a waiver ending today still holds', `- check: ${CHECK}\n  reason: last day\n  until: ${TODAY}\n`, false, 0, [/^WAIVED /]],
    ['a waiver in force and a stale one', `- check: ${CHECK}\n  reason: known\n- rule: count.number\n  reason: no longer fails\n  match: something else\n`, false, 0, [/^WAIVED /, /^stale   waiver #2 \(rule count.number, matching "something else"\) matched no failure: remove it$/, /^verdict: PASS/]],
    ['the same under --strict-waivers', `- check: ${CHECK}\n  reason: known\n- rule: count.number\n  reason: no longer fails\n  match: something else\n`, true, 1, [/^WAIVED /, /^STALE   waiver #2 \(rule count.number, matching "something else"\) matched no failure: remove it \(--strict-waivers: this fails the run\)$/, /^verdict: FAIL \(1 stale waiver\(s\) under --strict-waivers\)$/]],
    ['a waiver of a rule no check of the run tells (--only) is not stale, even under --strict-waivers', `- check: ${CHECK}\n  reason: known\n- rule: tag.color\n  reason: for another shard\n`, true, 0, [/^WAIVED /, /^verdict: PASS/]],
    ['an expired waiver beside one in force: the run fails, naming it', `- check: ${CHECK}\n  reason: known\n- rule: tag.color\n  reason: old\n  until: 2026-01-01\n`, false, 1, [/^WAIVED /, /^EXPIRED waiver #2 \(rule tag.color, until 2026-01-01\): old;/, /^verdict: FAIL \(1 waiver\(s\) expired\)$/]],
  ] as const)('%s', async (_name, yaml, strict, exit, expected) => {
    const { code, lines } = await run(yaml, { strict });
    for (const pattern of expected) expect(lines.some((line) => pattern.test(line)), `${pattern} in\n${lines.join('\n')}`).toBe(true);
    expect(code).toBe(exit);
  });

  it('writes a waived failure to JUnit as skipped, with its reason', async () => {
    const junit = join(await mkdtemp(join(tmpdir(), 'linkproof-waivers-')), 'junit.xml');
    await run(`- check: ${CHECK}\n  reason: PROJ-12\n  until: 2026-12-31\n`, { junit });
    const xml = await readFile(junit, 'utf8');
    expect(xml).toMatch(/<testcase classname="linkproof.mandated" name="response_conformance_getLinksCount" time="[\d.]+">\s*<skipped message="waived \(PROJ-12, until 2026-12-31\): /);
    expect(xml).toMatch(/name="count.number §4.6" time="0">\s*<skipped message="waived: response_conformance_getLinksCount: waived \(PROJ-12, until 2026-12-31\)"/);
    expect(xml).toMatch(/<testsuite name="linkproof conform" tests="\d+" failures="0"/);
  });

  it.each([
    ['not a list', 'waivers: 3', 'expected a list of waivers'],
    ['neither rule nor check', '- reason: x', 'waiver #1: names neither a rule nor a check'],
    ['an unknown rule', '- rule: count.nombre\n  reason: x', 'waiver #1: rule "count.nombre" is no rule of the catalogue'],
    ['an unknown check', '- check: nope\n  reason: x', 'waiver #1: check "nope" is no check'],
    ['no reason', '- rule: count.number', 'waiver #1: gives no reason'],
    ['a bad date', '- rule: count.number\n  reason: x\n  until: next week', 'waiver #1: until "next week" is not a date'],
    ['an unknown field', '- rule: count.number\n  reason: x\n  expires: 2027-01-01', 'waiver #1: unknown field expires'],
    ['a bad regular expression', '- rule: count.number\n  reason: x\n  match: /(/', 'waiver #1: match /(/ is not a regular expression'],
  ])('refuses a waivers file with %s, naming the entry', (_name, yaml, message) => {
    const parsed = readWaivers(yaml, allChecks);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.error).toContain(message);
  });
});

describe("the README's waivers example", () => {
  it('is a valid waivers file', async () => {
    const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
    const example = /```yaml\n# conform-waivers\.yaml\n([^]*?)```/.exec(readme)?.[1];
    expect(example).toBeDefined();
    const parsed = readWaivers(example!, allChecks);
    expect(parsed.ok ? parsed.value : parsed.error).toEqual([{ entry: 1, rule: 'count.number', reason: 'the count is a string until PROJ-12 ships', until: '2026-12-31', match: 'non-negative integer' }]);
  });
});
