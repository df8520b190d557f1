/**
 * conform against an implementation it did not write: suites/reference/ref-server.mjs (a copy of
 * ../shared/reference, other code, other hands, other choices on the gaps). It must pass in both gap styles
 * with the default profile, and each planted defect must be caught by the check named for the rule it breaks.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { curlScript } from '../src/conform/curl-script.js';
import { runChecks, type RunOptions, type RunReport } from '../src/conform/run-checks.js';
import { REFERENCE_SERVER, startReference } from './start-reference.js';

const TOKEN = 'ref_token_acme_0001';
const OTHER = 'ref_token_tiny_0002';
const started: ChildProcess[] = [];

/** The reference server, stopped after the file's tests. */
async function startReferenceServer(env: Record<string, string>): Promise<string> {
  const { url, child } = await startReference(env);
  started.push(child);
  return url;
}

afterAll(() => {
  for (const child of started) child.kill();
});

const conform = async (env: Record<string, string>): Promise<RunReport> => runChecks({ baseUrl: await startReferenceServer(env), token: TOKEN, otherToken: OTHER, runs: 5 });
const failed = (report: RunReport) => report.results.filter((result) => result.outcome.status === 'fail').map((result) => `${result.check.name}: ${result.outcome.status === 'fail' ? result.outcome.failure.message : ''}`);

const VISITS = ['short_link_redirects_to_url', 'expired_link_redirects_to_expired_url', 'device_targeting_redirects_ios_and_android', 'password_gate_withholds_destination', 'clicks_grow_after_a_visit', 'sort_by_clicks_orders_the_list'];

describe('the independent reference implementation', () => {
  it.each([['its own choices on the gaps', {}], ['other legitimate choices on the gaps (REF_GAPS=alt)', { REF_GAPS: 'alt' }]])('passes the default profile with %s; what a visit does is not requested', async (_style, env) => {
    const report = await conform(env);
    expect(failed(report)).toEqual([]);
    expect(report.verdict).toBe('pass');
    expect(report.notRequested.map((result) => result.check.name)).toEqual(VISITS);
    // The free-plan --other-token's workspace has no link at first: it is found all the same, and the logo checked with it.
    expect(report.results.find((result) => result.check.name === 'qr_logo_needs_paid_plan')?.outcome).toStrictEqual({ status: 'pass' });
  });

  it('does not resolve short links: with --resolve-short-links each visit check is a finding or not verified, never a pass', async () => {
    const baseUrl = await startReferenceServer({});
    const report = await runChecks({ baseUrl, token: TOKEN, only: VISITS, resolveShortLinks: true, resolve: { '*': baseUrl }, clickWaitMs: 1000 });
    const outcomes = Object.fromEntries(report.results.map((result) => [result.check.name, result.outcome.status]));
    expect(outcomes).toEqual({
      short_link_redirects_to_url: 'fail',
      expired_link_redirects_to_expired_url: 'fail',
      device_targeting_redirects_ios_and_android: 'fail',
      password_gate_withholds_destination: 'skip',
      clicks_grow_after_a_visit: 'skip',
      sort_by_clicks_orders_the_list: 'skip',
    });
    expect(report.verdict).toBe('fail');
  });
});

/** Each planted defect (`grep "bug('" ref-server.mjs`) and the check named for the rule it breaks. */
const PLANTED: Record<string, string> = {
  'archived-leak': 'archived_only_with_show_archived',
  'bad-json-500': 'no_server_errors',
  'bulk-101': 'limits_and_enums_rejected',
  'bulk-drops-errors': 'bulk_creates_exactly_the_good_ones',
  'color-any': 'limits_and_enums_rejected',
  'count-ignores-tags': 'filters_give_exact_subsets',
  'count-includes-archived': 'archived_only_with_show_archived',
  'cross-workspace': 'workspaces_are_isolated',
  'delete-ext-prefix': 'external_id_for_retrieve_and_delete',
  'delete-noop': 'external_id_for_retrieve_and_delete',
  'dup-key-overwrite': 'links_behave_as_a_model',
  'error-shape': 'error_shape_on_every_error',
  'extid-not-unique': 'external_id_unique',
  'key-maxlen': 'limits_and_enums_rejected',
  'keylength-ignored': 'key_length_honoured',
  'keylength-range': 'limits_and_enums_rejected',
  'no-auth-list': 'authentication_required',
  'page-off-by-one': 'default_page_is_1_of_50',
  'page-zero': 'page_limits_rejected',
  'pagesize-default-100': 'default_page_is_1_of_50',
  'pagesize-unbounded': 'page_limits_rejected',
  'prefix-ignored': 'prefix_then_random_key',
  'prefix-on-key': 'prefix_ignored_with_key',
  'qr-auth-required': 'qr_works_without_credentials',
  'qr-not-png': 'response_conformance_getQRCode',
  'search-url-only': 'search_matches_key_and_url',
  'shortlink-no-https': 'short_link_is_https',
  'sort-asc-ignored': 'default_sort_is_descending',
  'tag-name-51': 'limits_and_enums_rejected',
  'tagnames-case': 'tag_names_resolve_ignoring_case',
  'testvariants-range': 'limits_and_enums_rejected',
  'totals-stale': 'total_links_follows_creates_and_deletes',
  'url-maxlen': 'limits_and_enums_rejected',
  'utm-not-written': 'utm_fields_written_into_url',
  'workspace-other': 'workspaces_are_isolated',
};
/** Planted defects no check can see yet, and why: each a known gap in the catalogue, not a pass. */
const NOT_YET_CAUGHT: Record<string, string> = {};

/**
 * Planted defects caught only with an option a user gives for a target that can take its cost: a random tag colour
 * of pink one time in seven (§4.1) shows in many tags made without a colour, and tags cannot be deleted, so a run
 * samples only its two fixed ones unless asked (--colour-samples). With 60 more, a miss is (6/7)^62, under 1 in 10,000.
 */
const CAUGHT_WITH: Record<string, [string, Partial<RunOptions>]> = {
  'random-pink': ['random_tag_colour_allowed', { colourSamples: 60 }],
};

describe('each planted defect of the reference implementation', () => {
  it('is listed here, caught by a named check or named as not yet caught', async () => {
    const { readFile } = await import('node:fs/promises');
    const planted = [...new Set([...(await readFile(REFERENCE_SERVER, 'utf8')).matchAll(/bug\('([a-z0-9-]+)'\)/g)].map((match) => match[1]!))].sort();
    expect(planted).toEqual([...Object.keys(PLANTED), ...Object.keys(CAUGHT_WITH), ...Object.keys(NOT_YET_CAUGHT)].sort());
  });

  it('samples colours up to a plan\'s tag limit, the refusal a stop and not a failure (the free workspace: 5 tags)', { timeout: 60_000 }, async () => {
    const report = await runChecks({ baseUrl: await startReferenceServer({}), token: OTHER, runs: 5, only: ['random_tag_colour_allowed'], colourSamples: 10 });
    const outcome = report.results[0]!.outcome;
    expect(outcome, JSON.stringify(outcome)).toMatchObject({ status: 'pass' });
    expect(outcome.status === 'pass' ? outcome.note : '').toMatch(/^5 sample\(s\): .*; the target refused sample tag 4 of the 10 asked for \(403\)\)$/);
  });

  it.each(Object.entries(CAUGHT_WITH).map(([bug, [check, options]]) => [bug, check, options] as const))('BUG=%s is caught, when asked, by %s', { timeout: 60_000 }, async (bug, check, options) => {
    const report = await runChecks({ baseUrl: await startReferenceServer({ BUG: bug }), token: TOKEN, otherToken: OTHER, runs: 5, only: [check], ...options });
    expect(failed(report)).toHaveLength(1);
    // One of the run's two fixed tags is pink one run in four; else a sample is, named by its number.
    const [message] = failed(report);
    expect(message).toMatch(new RegExp(`^${check}: tag (linkproof-colour-\\S+-(\\d+), created without a colour, is pink \\(sample \\2 of the 60 asked for\\)|linkproof-(alpha|beta), created without a colour, is pink)$`));
  });

  it('fails the rule a limit breaks, not every rule of the check that found it (BUG=tag-name-51)', { timeout: 60_000 }, async () => {
    const report = await conform({ BUG: 'tag-name-51' });
    const statuses = Object.fromEntries(report.rules.map((result) => [result.rule.id, result.status]));
    expect(statuses['tag.name-length']).toBe('failed');
    // Checked by limits_and_enums_rejected too, after the tag name's limit: not verified in this run, not failed.
    expect([statuses['qr.url-length'], statuses['list.sort'], statuses['bulk.max']]).toStrictEqual(['not-verified', 'not-verified', 'not-verified']);
    // And the tag answered with its 51 characters breaks the shape of a tag (response_schema_conformance), no other shape.
    expect(report.rules.filter((result) => result.status === 'failed').map((result) => result.rule.id)).toStrictEqual(['tag.shape', 'tag.name-length']);
    const failureOf = (name: string) => {
      const outcome = report.results.find((result) => result.check.name === name)?.outcome;
      return outcome?.status === 'fail' ? outcome.failure : undefined;
    };
    // The seed to replay the property is the run's: each limit's own (the run's plus its index) would move every limit.
    expect(failureOf('limits_and_enums_rejected')?.seed).toBe(report.seed);
    // The same answer judged twice is said once.
    const shape = failureOf('response_schema_conformance')!.message;
    const first = shape.split(' (sent by ')[0]!;
    expect(shape.indexOf(first, first.length)).toBe(-1);
    // The first answer is named with the check that sent it, before the others; a message cut short says so.
    expect(shape).toMatch(/^.+ \(sent by [a-z_]+\)( \(and \d+ more(, the same|: .+)\))?$/);
  });

  it('charges a defect of search to list.search alone: a check that finds its links by search is then not verified, not failed (BUG=search-url-only)', { timeout: 60_000 }, async () => {
    const report = await conform({ BUG: 'search-url-only' });
    expect(report.rules.filter((result) => result.status === 'failed').map((result) => result.rule.id)).toStrictEqual(['list.search']);
    const outcome = report.results.find((result) => result.check.name === 'duplicate_key_refused')?.outcome;
    expect(outcome?.status === 'skip' ? outcome.reason : outcome).toMatch(/^search=\S+-dupk-\S+, by which this check finds its own links \(their keys hold it\), lists 0 of the 1 links it made: /);
    expect(report.verdict).toBe('fail');
  });

  it.each([
    ['delete-noop', ['delete.removes']],
    ['page-off-by-one', ['list.pages']],
    ['count-includes-archived', ['list.archived']],
    ['extid-not-unique', ['create.external-id']],
    ['cross-workspace', ['scope.callers-workspace']],
    ['page-zero', ['list.pages']],
  ])('a whole run charges BUG=%s to the rules it breaks, no more (a check that cannot tell is not verified)', { timeout: 60_000 }, async (bug, rules) => {
    const report = await conform({ BUG: bug });
    expect(report.verdict).toBe('fail');
    expect(report.rules.filter((result) => result.status === 'failed').map((result) => result.rule.id)).toStrictEqual(rules);
  });

  it.each([
    ['delete-noop', ['delete.removes']],
    ['page-off-by-one', ['list.pages']],
    ['archived-leak', ['list.archived']],
    ['count-ignores-tags', ['list.filters']],
  ])('the model check charges BUG=%s to the rule it breaks, not to all twelve of its rules', { timeout: 60_000 }, async (bug, rules) => {
    const report = await runChecks({ baseUrl: await startReferenceServer({ BUG: bug }), token: TOKEN, otherToken: OTHER, only: ['links_behave_as_a_model'] });
    expect(report.results[0]!.outcome.status).toBe('fail');
    expect(report.rules.filter((result) => result.status === 'failed').map((result) => result.rule.id)).toStrictEqual(rules);
  });

  it.each(Object.entries(PLANTED))('BUG=%s is caught by %s, the exchange named in the failure among those it shows', { timeout: 60_000 }, async (bug, check) => {
    const report = await conform({ BUG: bug });
    expect(report.verdict).toBe('fail');
    expect(report.results.filter((result) => result.outcome.status === 'fail').map((result) => result.check.name)).toContain(check);
    // A failure that names the status answered shows that exchange (its replay script is made from them).
    for (const { outcome } of report.results) {
      if (outcome.status !== 'fail') continue;
      const answered = /^answered (\d{3})\b/.exec(outcome.failure.message)?.[1];
      if (answered !== undefined) expect(outcome.failure.exchanges.map((exchange) => exchange.status), outcome.failure.message).toContain(Number(answered));
    }
  });
});

/** A failure's replay script, as conform writes it, run with sh against a base URL: its exit code and output. */
async function replay(report: RunReport, check: string, baseUrl: string): Promise<{ code: number; output: string; setup: number }> {
  const outcome = report.results.find((result) => result.check.name === check)?.outcome;
  if (outcome?.status !== 'fail') throw new Error(`${check} did not fail: ${JSON.stringify(outcome)}`);
  const { failure } = outcome;
  const file = join(await mkdtemp(join(tmpdir(), 'linkproof-replay-')), `${check}.sh`);
  await writeFile(file, curlScript({ title: check, message: failure.message, baseUrl: report.learnt.target, exchanges: failure.exchanges, runId: report.runId, ...(failure.setup !== undefined && { setup: failure.setup }) }));
  return new Promise((resolve) => {
    execFile('sh', [file], { env: { ...process.env, LINKPROOF_TOKEN: TOKEN, LINKPROOF_OTHER_TOKEN: OTHER, LINKPROOF_BASE_URL: baseUrl } }, (error, stdout, stderr) =>
      resolve({ code: error === null ? 0 : Number(error.code), output: stdout + stderr, setup: failure.setup?.length ?? 0 }),
    );
  });
}

describe("a failure's replay script", () => {
  it('reproduces a failure on a restarted target (other ids) and says it does not on a fixed one (BUG=delete-noop)', { timeout: 60_000 }, async () => {
    const check = 'external_id_for_retrieve_and_delete';
    const report = await runChecks({ baseUrl: await startReferenceServer({ BUG: 'delete-noop' }), token: TOKEN, otherToken: OTHER, only: [check] });
    const restarted = await replay(report, check, await startReferenceServer({ BUG: 'delete-noop' }));
    expect(restarted.code, restarted.output).toBe(0);
    const fixed = await replay(report, check, await startReferenceServer({}));
    expect(fixed.code, fixed.output).toBe(1);
    expect(fixed.output).toMatch(/answered 404, recorded 200/);
  });

  it('sends first what the failure relies on from earlier checks: the run\'s tag, made by another check (BUG=count-ignores-tags)', { timeout: 60_000 }, async () => {
    const check = 'filters_give_exact_subsets';
    const report = await runChecks({ baseUrl: await startReferenceServer({ BUG: 'count-ignores-tags' }), token: TOKEN, otherToken: OTHER, only: ['tag_names_resolve_ignoring_case', check] });
    const restarted = await replay(report, check, await startReferenceServer({ BUG: 'count-ignores-tags' }));
    expect(restarted.setup).toBeGreaterThan(0);
    expect(restarted.output).toMatch(/^# #1 answered 201, as recorded$/m);
    expect(restarted.code, restarted.output).toBe(0);
  });
});
