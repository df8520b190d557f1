/**
 * The proxy's judge on real traffic, in process (src/proxy/observe-fetch.ts is the proxy's judge on a fetch):
 * `linkproof conform`'s own requests, its verdict ignored, sent to the mock, to the servers that make other
 * allowed choices on the gaps, and to every mutant. No finding against a conformant server (not even a
 * suspicion, with --exclusive); against each mutant that traffic can expose, a failure naming the rule it
 * breaks. The mutants traffic cannot expose are listed in passive-exposure.ts, with why, and in the README.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allChecks } from '../src/conform/checks/all-checks.js';
import { runChecks } from '../src/conform/run-checks.js';
import { createMockWithDefaults } from '../src/mock/create-mock-with-defaults.js';
import { observeFetch } from '../src/proxy/observe-fetch.js';
import { createTrafficJudge, type TrafficJudge } from '../src/proxy/traffic-judge.js';
import { gapVariant } from './gap-variant.js';
import { mutants, mutate } from './mutants.js';
import { PASSIVE_EXPOSURE } from './passive-exposure.js';
import { publicServiceVariant } from './public-service-variant.js';

const TOKEN = 'lp_acme_demo_token';
const OTHER = 'lp_side_project_demo_token';
const freshMock = () => createMockWithDefaults({ seed: 3, rateLimit: false, validateResponses: true });

async function conformTraffic(fetch: (request: Request) => Promise<Response>, options: { profile?: 'spec' | 'assumed'; timeoutMs?: number } = {}): Promise<TrafficJudge> {
  const judge = createTrafficJudge({ exclusive: true });
  await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, otherToken: OTHER, fetch: observeFetch(fetch, judge, 'http://mock.test'), runs: 3, resolveShortLinks: true, clickWaitMs: 1000, profile: options.profile ?? 'spec', ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }) });
  return judge;
}

const shown = (judge: TrafficJudge) => judge.findings().filter((finding) => finding.kind !== 'gap').map((finding) => `${finding.kind} ${finding.rule} #${finding.exchanges.join(',#')} ${finding.method} ${finding.path.slice(0, 80)}: ${finding.message}`);

describe('the traffic judge on a conformant server: no finding', () => {
  it.each([
    ['the mock', (fetch: (request: Request) => Promise<Response>) => fetch],
    ['the gap variant', gapVariant],
    ['the public-service variant', publicServiceVariant],
  ] as const)('%s', async (_name, wrap) => {
    const judge = await conformTraffic(wrap(freshMock().fetch));
    expect(judge.exchanges()).toBeGreaterThan(400);
    expect(shown(judge)).toEqual([]);
    // The traffic reached every operation, and most rules had something to judge.
    expect(judge.coverage().untouched.filter((line) => line.startsWith('no request'))).toEqual([]);
  }, 60_000);
});

describe('the traffic judge on each mutant: a failure naming the rule it breaks', () => {
  const exposable = mutants.filter((mutant) => !('unexposable' in (PASSIVE_EXPOSURE[mutant.name] ?? {})));

  it('names only mutants that exist, and the README lists every one traffic cannot expose', () => {
    const names = new Set(mutants.map((mutant) => mutant.name));
    expect(Object.keys(PASSIVE_EXPOSURE).filter((name) => !names.has(name))).toEqual([]);
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const unexposable = mutants.filter((mutant) => 'unexposable' in (PASSIVE_EXPOSURE[mutant.name] ?? {}));
    expect(unexposable.filter((mutant) => !readme.includes(mutant.name))).toEqual([]);
    expect(exposable.length).toBeGreaterThanOrEqual(55);
  });

  it.each(exposable.map((mutant) => [mutant.name, mutant] as const))('exposes: %s', async (_name, mutant) => {
    const declared = PASSIVE_EXPOSURE[mutant.name];
    const expected = declared !== undefined && 'rules' in declared ? declared.rules : typeof mutant.caughtBy === 'string' ? (allChecks.find((check) => check.name === mutant.caughtBy)?.rules ?? []) : [];
    const judge = await conformTraffic(mutate(freshMock().fetch, mutant), { ...(mutant.profile !== undefined && { profile: mutant.profile }), ...(mutant.timeoutMs !== undefined && { timeoutMs: mutant.timeoutMs }) });
    const failures = judge.findings().filter((finding) => finding.kind === 'failure');
    expect(failures.filter((finding) => finding.rules.some((rule) => expected.includes(rule))), `"${mutant.name}" must give a failure naming ${expected.join(' or ')}; found:\n${shown(judge).slice(0, 5).join('\n')}`).not.toEqual([]);
  }, 30_000);
});
