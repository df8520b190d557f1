/**
 * The self-test of the conformance suites: the exact set of checks passes against the mock (in process and
 * over HTTP) and against servers that make other allowed choices on the gaps; every broken variant of the
 * mock is caught by the check named for the rule it breaks; a refused create, a small plan, rate limiting
 * and a hundred runs are handled as a team running it in CI needs.
 */
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { BOUNDARY_TAG_NAME } from '../src/conform/checks/limits-at-boundary.js';
import { TAG_NAMES } from '../src/conform/tag-pool.js';
import { runChecks, type RunReport } from '../src/conform/run-checks.js';
import { createMockWithDefaults } from '../src/mock/create-mock-with-defaults.js';
import { serveMock } from '../src/mock/node/serve-mock.js';
import { gapVariant } from './gap-variant.js';
import { mutants, mutate } from './mutants.js';
import { publicServiceVariant } from './public-service-variant.js';

const TOKEN = 'lp_acme_demo_token';
const OTHER = 'lp_side_project_demo_token';
const freshMock = () => createMockWithDefaults({ seed: 3, rateLimit: false, validateResponses: true });
const failures = (report: RunReport) =>
  report.results.flatMap((result) => (result.outcome.status === 'fail' ? [`${result.check.name}: ${result.outcome.failure.rule}: ${result.outcome.failure.message}`] : []));
const noteOf = (report: RunReport, name: string) => {
  const outcome = report.results.find((result) => result.check.name === name)?.outcome;
  return outcome?.status === 'pass' ? outcome.note : undefined;
};
const named = (report: RunReport, status: string) => report.results.filter((result) => result.outcome.status === status).map((result) => result.check.name);

/** A port nothing listens on. */
async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Every check the spec mandates: against the mock each of them must run and pass, none may turn into a skip. */
const MANDATED = [
  'response_conformance_createTag', 'response_conformance_getLinks', 'response_conformance_createLink', 'response_conformance_bulkCreateLinks',
  'response_conformance_getLinkInfo', 'response_conformance_getLinksCount', 'response_conformance_deleteLink', 'response_conformance_getWorkspace',
  'response_conformance_getQRCode', 'authentication_required', 'qr_works_without_credentials', 'valid_links_accepted_and_echoed',
  'limits_and_enums_rejected', 'limits_accepted_at_the_boundary', 'page_limits_rejected', 'default_page_is_1_of_50', 'default_sort_is_descending', 'pages_partition_the_list', 'utm_fields_written_into_url', 'utm_fields_override_url',
  'random_key_has_default_length', 'key_length_honoured', 'prefix_then_random_key', 'prefix_ignored_with_key', 'documented_defaults_applied',
  'short_link_is_https', 'archived_only_with_show_archived', 'deleting_frees_the_link', 'external_id_for_retrieve_and_delete', 'external_id_unique',
  'tag_names_resolve_ignoring_case', 'bulk_creates_exactly_the_good_ones', 'filters_give_exact_subsets', 'links_behave_as_a_model',
  'workspace_by_id_and_slug', 'total_links_follows_creates_and_deletes', 'workspaces_are_isolated', 'qr_decodes_to_url',
  'malformed_bodies_refused', 'sort_by_orders_the_list', 'qr_code_names_the_link', 'deprecated_aliases_match', 'deprecated_body_fields_accepted',
  'boolean_text_not_misread', 'expiry_with_an_offset_kept', 'default_domain_is_primary', 'duplicate_key_refused', 'search_matches_key_and_url', 'deprecated_tag_id_filter_works', 'count_group_by_accepted',
  'random_tag_colour_allowed', 'qr_defaults_applied', 'qr_logo_needs_paid_plan',
  'error_shape_on_every_error', 'no_server_errors', 'status_code_documented', 'json_content_type', 'response_schema_conformance', 'every_request_answered',
];
/** linkproof's defaults on gaps: checked under --profile assumed only. */
const GAP_DEFAULTS = ['gap_choices_match_linkproof', 'short_link_is_domain_and_key', 'tag_names_unique_ignoring_case', 'qr_size_honoured'];
/** Mandated checks that visit short links: run with --resolve-short-links only, else not requested. */
const VISITS = ['short_link_redirects_to_url', 'expired_link_redirects_to_expired_url', 'device_targeting_redirects_ios_and_android', 'password_gate_withholds_destination', 'clicks_grow_after_a_visit', 'sort_by_clicks_orders_the_list'];
/** In process, a visit goes to the target's own fetch (its URL names the link's domain); clicks show at once on the mock, later on a variant. */
const visiting = { resolveShortLinks: true, clickWaitMs: 3000 } as const;

describe('the conformance suites against the mock', () => {
  it('pass in process with the default profile: exactly the mandated checks pass, the gap defaults are skipped, the visits are not requested, and nothing is left behind', async () => {
    const mock = freshMock();
    const links = mock.store.findWorkspace('acme')!.links.size;
    const report = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, otherToken: OTHER, fetch: mock.fetch, runs: 10 });
    expect(failures(report)).toEqual([]);
    expect(named(report, 'pass').sort()).toEqual([...MANDATED].sort());
    expect(named(report, 'skip').sort()).toEqual([...GAP_DEFAULTS].sort());
    expect(named(report, 'not-requested').sort()).toEqual([...VISITS].sort());
    expect(report.notVerified).toEqual([]);
    expect(report.rules.filter((rule) => rule.status === 'not-requested').map((rule) => rule.rule.id).sort()).toEqual(['visit.clicks', 'visit.device-targeting', 'visit.expired', 'visit.password', 'visit.redirect']);
    expect(report.verdict).toBe('pass');
    expect(mock.store.findWorkspace('acme')!.links.size).toBe(links);
  });

  it('pass in process with --resolve-short-links: the visit checks run and pass too, every rule is verified, and nothing is left behind', async () => {
    const mock = freshMock();
    const links = mock.store.findWorkspace('acme')!.links.size;
    const report = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, otherToken: OTHER, fetch: mock.fetch, runs: 10, ...visiting });
    expect(failures(report)).toEqual([]);
    expect(named(report, 'pass').sort()).toEqual([...MANDATED, ...VISITS].sort());
    expect(named(report, 'not-requested')).toEqual([]);
    expect(report.rules.filter((rule) => rule.status !== 'verified')).toEqual([]);
    expect(report.verdict).toBe('pass');
    expect(mock.store.findWorkspace('acme')!.links.size).toBe(links);
  });

  it('pass in process with --profile assumed: every check, the gap defaults too', async () => {
    const mock = freshMock();
    const report = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, otherToken: OTHER, fetch: mock.fetch, profile: 'assumed', runs: 10 });
    expect(failures(report)).toEqual([]);
    expect(named(report, 'pass').sort()).toEqual([...MANDATED, ...GAP_DEFAULTS].sort());
    expect(report.verdict).toBe('pass');
  });

  it('discover the mock\'s choices on the gaps: page parameters, per-element bulk validation, success statuses', async () => {
    const report = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, fetch: freshMock().fetch, only: ['default_page_is_1_of_50'] });
    expect([report.profile.pageSize?.value, report.profile.page?.value, report.profile.sortOrder?.value, report.profile.bulkValidation?.value]).toEqual(['pageSize', 'page', 'sortOrder', 'per-element']);
    expect(report.profile.successStatus).toMatchObject({ createLink: 200, getLinks: 200, getLinksCount: 200, bulkCreateLinks: 200 });
  });

  it('pass over HTTP, visiting short links with Host: {domain} at the mapped address (--resolve *=URL)', async () => {
    const running = await serveMock(freshMock(), { port: 0 });
    try {
      const report = await runChecks({ baseUrl: running.url, token: TOKEN, otherToken: OTHER, runs: 5, resolveShortLinks: true, resolve: { '*': running.url } });
      expect(failures(report)).toEqual([]);
      expect(named(report, 'pass')).toEqual(expect.arrayContaining(VISITS));
      const visit = report.results.find((result) => result.check.name === 'short_link_redirects_to_url')!;
      expect(visit.outcome).toEqual({ status: 'pass', note: 'answered 302' });
      expect(report.verdict).toBe('pass');
    } finally {
      await running.close();
    }
  });
});

describe('servers that make other allowed choices on the gaps pass the default profile', () => {
  it('other ids, statuses, error mapping, LinkError shape, page parameter names, QR codes as SVG; 307 redirects with a click id, a 200 password page, late clicks (gap variant)', async () => {
    const report = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, otherToken: OTHER, fetch: gapVariant(freshMock().fetch), runs: 10, ...visiting });
    expect(failures(report)).toEqual([]);
    expect(named(report, 'pass')).toEqual(expect.arrayContaining(VISITS));
    expect(noteOf(report, 'short_link_redirects_to_url')).toBe('answered 307');
    expect(noteOf(report, 'password_gate_withholds_destination')).toBe('without the password: 200 text/html; charset=utf-8');
    expect(noteOf(report, 'clicks_grow_after_a_visit')).toMatch(/^clicks 0 → 2 after 2 visits, seen within [1-2]\.\d s; a visit from an iPhone \(sent to ios\) counted too$/);
    expect(report.verdict).toBe('pass');
    expect([report.profile.pageSize?.value, report.profile.page?.value]).toEqual(['per_page', 'p']);
    expect(report.profile.successStatus).toMatchObject({ createLink: 201, createTag: 200 });
    // Under assumed, the same server is told where it departs from linkproof's defaults.
    const assumed = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, fetch: gapVariant(createMockWithDefaults({ seed: 3, rateLimit: false }).fetch), profile: 'assumed', runs: 3 });
    expect(failures(assumed).length).toBeGreaterThan(0);
    // Each told as a departure from linkproof's defaults, not from the spec: it passed under the spec's profile.
    const schemaFailures = assumed.results.filter((result) => result.check.kind === 'mandated' && result.outcome.status === 'fail' && result.check.name.startsWith('response_conformance_'));
    expect(schemaFailures.length).toBeGreaterThan(0);
    for (const { outcome } of schemaFailures) expect(outcome.status === 'fail' && [outcome.failure.gapDefault, /gap\)/.test(outcome.failure.message)]).toEqual([true, true]);
  });

  it('the public service\'s choices: whole-array bulk validation, unknown parameters ignored, `tag` alone, limit/pageNumber/order; one click per visitor, 301 redirects, a password page of its own', async () => {
    const report = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, otherToken: OTHER, fetch: publicServiceVariant(freshMock().fetch), runs: 10, ...visiting });
    expect(failures(report)).toEqual([]);
    expect(named(report, 'pass')).toEqual(expect.arrayContaining(VISITS));
    expect(noteOf(report, 'short_link_redirects_to_url')).toBe('answered 301');
    expect(noteOf(report, 'password_gate_withholds_destination')).toMatch(/^without the password: 302 to https:\/\/app\.example\/password\?link=/);
    expect(noteOf(report, 'clicks_grow_after_a_visit')).toMatch(/^clicks 0 → 1 after 2 visits/);
    expect(report.verdict).toBe('pass');
    expect([report.profile.pageSize?.value, report.profile.page?.value, report.profile.sortOrder?.value, report.profile.bulkValidation?.value]).toEqual(['limit', 'pageNumber', 'order', 'whole-request']);
  });
});

describe('page parameters the user names', () => {
  it('are used as given (--param), for names no discovery would guess', async () => {
    // A server that calls page size `ps`, page `pg` and direction `dir2`.
    const renamed = (fetch: (request: Request) => Promise<Response>) => async (request: Request) => {
      const url = new URL(request.url);
      const query = new URLSearchParams();
      for (const [name, value] of url.searchParams) {
        const ours = ({ ps: 'pageSize', pg: 'page', dir2: 'sortOrder' } as Record<string, string>)[name];
        if (ours !== undefined) query.set(ours, value);
        else if (!['pageSize', 'page', 'sortOrder'].includes(name)) query.append(name, value);
      }
      url.search = query.toString();
      return fetch(new Request(url, request));
    };
    const guessed = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, otherToken: OTHER, fetch: renamed(freshMock().fetch), runs: 3 });
    expect(guessed.verdict).toBe('inconclusive');
    const given = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, otherToken: OTHER, fetch: renamed(freshMock().fetch), runs: 3, params: { pageSize: 'ps', page: 'pg', sortOrder: 'dir2' } });
    expect(failures(given)).toEqual([]);
    expect(given.verdict).toBe('pass');
    expect(given.profile.page).toEqual({ value: 'pg', gap: 'list-page-params', evidence: 'given with --param' });
  });
});

describe('a verdict with three outcomes', () => {
  it('is inconclusive when a mandated check cannot run, says why, and passes once the user accepts that check by name', async () => {
    const without = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, fetch: freshMock().fetch, only: ['isolated'] });
    expect(without.verdict).toBe('inconclusive');
    expect(without.notVerified.map((result) => [result.check.name, result.outcome.status === 'skip' && result.outcome.reason])).toEqual([['workspaces_are_isolated', 'needs --other-token, a token of a second workspace']]);
    const allowed = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, fetch: freshMock().fetch, only: ['isolated'], allowSkip: ['workspaces_are_isolated'] });
    expect(allowed.verdict).toBe('pass');
    const checked = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, otherToken: OTHER, fetch: freshMock().fetch, only: ['isolated'] });
    expect(checked.verdict).toBe('pass');
  });

  it('stops before the checks when the target refuses the token, saying so (not as failures of the implementation)', async () => {
    const report = await runChecks({ baseUrl: 'http://mock.test', token: 'not-a-token', fetch: freshMock().fetch });
    expect(report.verdict).toBe('refused');
    expect(report.problem).toMatch(/^the target refused --token \(GET \/links\/count answered 401/);
    expect(report.results).toEqual([]);
  });

  it('stops before the checks when the target cannot be reached, naming the cause', async () => {
    const port = await unusedPort();
    const report = await runChecks({ baseUrl: `http://127.0.0.1:${port}`, token: TOKEN, timeoutMs: 2000 });
    expect(report.verdict).toBe('unreachable');
    expect(report.problem).toContain(`ECONNREFUSED 127.0.0.1:${port}`);
  });
});

describe('a refusal is a finding, not a skip', () => {
  it('a small plan at its limit: what it cannot create is not verified, with the workspace\'s own numbers, and nothing fails', async () => {
    const report = await runChecks({ baseUrl: 'http://mock.test', token: OTHER, fetch: freshMock().fetch, runs: 3 });
    expect(failures(report)).toEqual([]);
    expect(report.verdict).toBe('inconclusive');
    const reasons = report.notVerified.map((result) => (result.outcome.status === 'skip' ? result.outcome.reason : ''));
    expect(reasons.some((reason) => /^the plan's links limit is reached \(the workspace reports linksUsage \d+ of linksLimit 25/.test(reason))).toBe(true);
  });

  it('a 403 on a create while the workspace is far from its limit fails the check that saw it', async () => {
    const mutant = mutants.find((candidate) => candidate.name === 'every create answered 403')!;
    const report = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, otherToken: OTHER, fetch: mutate(freshMock().fetch, mutant), runs: 3 });
    expect(report.verdict).toBe('fail');
    const createLink = report.results.find((result) => result.check.name === 'response_conformance_createLink')!.outcome;
    expect(createLink.status === 'fail' && createLink.failure.message).toMatch(/though the workspace reports linksUsage \d+ of linksLimit 10000/);
  });
});

/** A target that rate limits its first count request, in the given shape, then answers normally. */
function rateLimitOnce(fetch: (request: Request) => Promise<Response>, body: string, contentType: string) {
  let limited = false;
  return async (request: Request) => {
    if (!limited && new URL(request.url).pathname === '/links/count' && new URL(request.url).searchParams.has('tenantId')) {
      limited = true;
      return new Response(body, { status: 429, headers: { 'content-type': contentType, 'retry-after': '30' } });
    }
    return fetch(request);
  };
}

describe('rate limiting during a run', () => {
  it('waits a 429 out (Retry-After) and never reports it as another check\'s failure', async () => {
    const waits: number[] = [];
    const body = JSON.stringify({ error: { code: 'rate_limit_exceeded', message: 'slow down' } });
    const report = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, otherToken: OTHER, fetch: rateLimitOnce(freshMock().fetch, body, 'application/json'), runs: 3, sleep: async (ms) => void waits.push(ms) });
    expect(failures(report)).toEqual([]);
    expect(waits).toEqual([30_000]);
  });

  it('fails error_shape_on_every_error for a 429 that is not the error object of §7', async () => {
    const report = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, otherToken: OTHER, fetch: rateLimitOnce(freshMock().fetch, 'Too Many Requests', 'text/plain'), runs: 3, sleep: async () => {} });
    expect(failures(report)).toEqual([expect.stringMatching(/^error_shape_on_every_error: .*GET \/links\/count answered 429 as text\/plain/)]);
  });
});

describe('tags are bounded', () => {
  it('a hundred runs leave the same tags as one', { timeout: 120_000 }, async () => {
    const mock = createMockWithDefaults({ seed: 3, rateLimit: false });
    const tagNames = () => [...mock.store.findWorkspace('acme')!.tags.values()].map((tag) => tag.name).sort();
    const before = tagNames();
    const first = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, fetch: mock.fetch, runs: 3 });
    expect(failures(first)).toEqual([]);
    const afterOne = tagNames();
    expect(afterOne).toEqual([...before, ...TAG_NAMES, BOUNDARY_TAG_NAME].sort());
    // 99 more runs of every check that touches tags.
    for (let run = 1; run < 100; run++) {
      const report = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, fetch: mock.fetch, runs: 1, seed: run, only: ['tag', 'filters', 'model', 'response_conformance_createTag', 'boundary', 'colour', 'deprecated'] });
      expect(failures(report)).toEqual([]);
    }
    expect(tagNames()).toEqual(afterOne);
  });
});
