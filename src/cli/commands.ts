/**
 * The commands of the CLI as data: each one's options (what parseArgs accepts and what its --help lists come
 * from the same entry, so the two cannot drift), one example and its exit codes.
 */

export interface OptionSpec {
  readonly name: string;
  /** The value's placeholder in the help (`N`, `FILE`); absent for a flag. */
  readonly value?: string;
  readonly short?: string;
  /** Repeatable: every occurrence is kept. */
  readonly multiple?: true;
  /** What it does; a `\n` continues on the next line of the help. */
  readonly about: string;
  readonly default?: string;
}

export interface CommandSpec {
  /** What follows `linkproof ` in the usage line. */
  readonly synopsis: string;
  readonly summary: string;
  readonly options: readonly OptionSpec[];
  /** At most this many arguments after the command (`check FILE`: 1). */
  readonly operands: number;
  readonly example: string;
  readonly exit: string;
}

export const COMMANDS = {
  mock: {
    synopsis: 'mock [options]',
    summary: 'Serve the stateful mock (in memory, or on disk with --state) until Ctrl-C; API reference at /docs.',
    operands: 0,
    options: [
      { name: 'port', value: 'N', about: 'port to listen on, 0–65535; 0 picks a free one', default: '4010' },
      { name: 'host', value: 'HOST', about: 'interface to listen on; 0.0.0.0 is every interface', default: '127.0.0.1' },
      { name: 'fixtures', value: 'FILE', about: 'dataset to start from, .json or .ndjson', default: 'fixtures/default.json' },
      { name: 'seed', value: 'N', about: 'seed of ids and random keys', default: 'random' },
      { name: 'now', value: 'ISO-TIME', about: "freeze the mock's clock (with --seed: the same requests give the same bytes)" },
      {
        name: 'state',
        value: 'FILE',
        about: 'keep the state in FILE, FILE.journal, FILE.base and FILE.lock: recovered on start,\nevery write on disk (fsync) before its answer',
        default: 'in memory',
      },
      { name: 'token', value: 'VALUE', about: "replace the first workspace's token; 8 or more characters, no spaces" },
      { name: 'watch', about: 'reload the fixtures file when it changes, keeping the port (not with --state)' },
      { name: 'no-rate-limit', about: 'do not limit requests per token' },
      {
        name: 'no-idle-index',
        about: 'build the search index at the first search of 2 or more characters (seconds at a million\nlinks) instead of while idle; until then the mock holds 70-120 MB less at that size',
      },
      { name: 'base-path', value: 'PATH', about: 'serve the API under PATH (/api: http://127.0.0.1:4010/api/links)' },
      { name: 'public-url', value: 'URL', about: 'the address clients reach the mock at, for its links\' qrCode and /docs (a proxy, a container: http://mock:4010); default the address it listens on (127.0.0.1 for 0.0.0.0)' },
      {
        name: 'visitor-country',
        value: 'CC',
        about: 'the country (ISO 3166-1 alpha-2) of short-link visits no X-Linkproof-Country header places,\nfor geo targeting',
        default: 'none',
      },
      {
        name: 'strict',
        about: 'refuse query parameters and body fields the contract does not list (422) instead of\nignoring them (and naming them in X-Linkproof-Warning) as the real service does',
      },
      { name: 'validate', about: 'check every response against the contract; a mismatch is a loud 500' },
      { name: 'profile', value: 'FILE', about: "follow a deployment's choices on the gaps (conform --write-profile): page parameter names,\nsuccess statuses; a choice it cannot follow stops the start, named" },
      { name: 'print-profile', about: 'print the choices in force on the gaps (with --profile: that file\'s) and exit' },
    ],
    example: 'linkproof mock --port 8080 --state .linkproof-state.json',
    exit: '0 stopped (Ctrl-C, SIGTERM; through npx, npm itself answers a Ctrl-C with 130); 2 usage error, or it could not start (port in use, a bad dataset file)',
  },
  conform: {
    synopsis: 'conform --base-url URL --token TOKEN [options]',
    summary: 'Check an implementation against the spec, rule by rule.',
    operands: 0,
    options: [
      { name: 'base-url', value: 'URL', about: 'the implementation to check (required)' },
      { name: 'token', value: 'TOKEN', about: 'a token of the workspace under test (required)' },
      { name: 'other-token', value: 'TOKEN', about: 'a token of a second workspace, for the isolation checks' },
      { name: 'profile', value: 'spec|assumed', about: 'spec: fail only what the spec mandates; assumed: gap defaults too', default: 'spec' },
      { name: 'seed', value: 'N', about: 'property seed', default: '20260113' },
      { name: 'runs', value: 'N', about: 'runs per property', default: '10' },
      { name: 'depth', value: 'N', about: 'at most N commands in a model-based sequence; more find deeper bugs', default: '12' },
      { name: 'max-writes', value: 'N', about: 'at most N writes in the run', default: 'no cap' },
      { name: 'rate', value: 'N', about: 'at most N requests a minute', default: 'no cap' },
      { name: 'timeout', value: 'SECONDS', about: 'fail a request that takes longer, 1–3600', default: '30' },
      { name: 'only', value: 'NAME', multiple: true, about: 'only checks whose name contains NAME or matches it (* patterns); repeatable' },
      { name: 'allow-skip', value: 'NAME', multiple: true, about: 'accept that NAME (or a * pattern) could not be verified; repeatable' },
      { name: 'param', value: 'KEY=NAME', multiple: true, about: "the target's name for pageSize, page or sortOrder (else discovered); repeatable" },
      {
        name: 'resolve-short-links',
        about: 'also visit short links the run creates and check what a visit does: the redirect to url,\nexpiry to expiredUrl, iOS/Android targeting, the password gate, clicks; without it these\nchecks are reported as not requested',
      },
      {
        name: 'resolve',
        value: 'DOMAIN=URL',
        multiple: true,
        about: "visit DOMAIN's links at URL: GET URL/{key} with Host: DOMAIN; *=URL for every domain;\nrepeatable; the mock: --resolve '*=http://127.0.0.1:4010'",
        default: 'where the link lives, https://{domain}/{key}',
      },
      { name: 'click-wait', value: 'SECONDS', about: 'how long a visit may take to show in clicks (real services count later), 0–600', default: '10' },
      {
        name: 'colour-samples',
        value: 'N',
        about: "also create N tags without a colour to sample the random one (§4.1), 0–200; tags cannot\nbe deleted, so they stay on the target (linkproof-colour-RUN-i): for a target you can reset",
        default: "0, the run's two fixed tags only",
      },
      { name: 'junit', value: 'FILE', about: 'JUnit report for CI, naming the curl replay of each failure (every run writes those to\nlinkproof-failures/, replacing the last run\'s, with or without --junit)' },
      { name: 'waivers', value: 'FILE', about: 'known failures accepted for a while (YAML: rule or check, reason, until, match); a covered failure is waived, an expired waiver fails the run' },
      { name: 'strict-waivers', about: 'a waiver that matched no failure (stale) fails the run too' },
      { name: 'write-profile', value: 'FILE', about: "write the target's choices on the gaps, each with its evidence, as YAML (format: profile.schema.json)" },
      { name: 'json', value: 'FILE', about: 'JSON report' },
      { name: 'list', about: 'list the checks' },
      { name: 'list-rules', about: 'list the rules of the spec, each with the checks that verify it' },
    ],
    example: "linkproof conform --base-url http://127.0.0.1:4010 --token lp_acme_demo_token --resolve-short-links --resolve '*=http://127.0.0.1:4010' --junit conformance.xml",
    exit: '0 passed; 1 a check failed; 2 usage error, unreachable, token refused; 3 inconclusive; 130 interrupted',
  },
  proxy: {
    synopsis: 'proxy --upstream URL [options]',
    summary: 'Stand in front of a deployment: forward its traffic unchanged and judge every exchange against the spec.',
    operands: 0,
    options: [
      { name: 'upstream', value: 'URL', about: 'the deployment the traffic goes to (its base URL, with any path)' },
      { name: 'port', value: 'N', about: 'where the proxy listens (0: a free port)', default: '4011' },
      { name: 'host', value: 'HOST', about: 'the interface it listens on', default: '127.0.0.1' },
      { name: 'report', value: 'FILE', about: 'write the findings and the coverage as JSON to FILE when it stops (Ctrl-C, SIGTERM, --exit-after-idle)' },
      { name: 'exit-after-idle', value: 'SECONDS', about: 'stop once no request came for SECONDS (for CI)' },
      { name: 'fail-on-finding', about: 'exit 1 when it stops if any failure was found (not a suspicion, not a gap default)' },
      { name: 'record', value: 'FILE.har', about: 'record the traffic as HAR 1.2 (tokens as $LINKPROOF_TOKEN, $LINKPROOF_TOKEN_2, …; bodies cut at 1 MB), for linkproof replay' },
      { name: 'junit', value: 'FILE', about: 'write JUnit XML when it stops: a testcase per rule, failed by its findings, skipped when the traffic gave it nothing to judge' },
      { name: 'annotate', about: 'add x-linkproof-findings: N (failures and suspicions so far, never the list) to every answer' },
      { name: 'exclusive', about: 'the traffic through the proxy is the only writer of its workspaces: what only an unseen write could explain is a failure, not a suspicion' },
    ],
    example: 'linkproof proxy --upstream https://staging.example.com --port 4011 --report findings.json --exit-after-idle 30 --fail-on-finding',
    exit: '0 stopped; 1 stopped with findings (--fail-on-finding); 2 usage error, or the port is in use',
  },
  replay: {
    synopsis: 'replay FILE.har --base-url URL --token TOKEN [options]',
    summary: 'Replay recorded traffic (proxy --record) against another target: ids mapped, every exchange judged, each answer compared with the recorded one.',
    operands: 1,
    options: [
      { name: 'base-url', value: 'URL', about: 'the target to replay against (the mock, a new release)' },
      { name: 'token', value: 'TOKEN', about: 'the token for $LINKPROOF_TOKEN in the recording' },
      { name: 'token-2', value: 'TOKEN', about: 'the token for $LINKPROOF_TOKEN_2 (a second workspace)' },
      { name: 'report', value: 'FILE', about: 'write the exchanges, their differences, the findings and the coverage as JSON' },
      { name: 'junit', value: 'FILE', about: 'write JUnit XML: a testcase per traffic rule' },
      { name: 'exclusive', about: 'the replay is the only writer of the target\'s workspaces: suspicions are failures' },
    ],
    example: 'linkproof replay staging.har --base-url http://127.0.0.1:4010 --token lp_acme_demo_token',
    exit: '0 no difference and no failure; 1 an answer differs or a rule failed; 2 usage error (no such file, not HAR, a placeholder without its token)',
  },
  fixtures: {
    synopsis: 'fixtures [options]',
    summary: 'Write a realistic dataset, valid against the contract (to standard output, or --out FILE).',
    operands: 0,
    options: [
      { name: 'seed', value: 'N', about: 'seed of everything random; same seed, same bytes', default: '1' },
      { name: 'workspaces', value: 'N', about: 'number of workspaces', default: '1' },
      { name: 'links', value: 'N', about: 'links per workspace', default: '50' },
      { name: 'now', value: 'ISO-TIME', about: 'the dataset\'s "now"', default: '2026-11-01T00:00:00.000Z' },
      { name: 'base-url', value: 'URL', about: "where the links' qrCode URLs point", default: 'http://127.0.0.1:4010' },
      {
        name: 'config',
        value: 'FILE',
        about: 'the dataset a .yaml or .json file describes: seed, now, workspaces (slug, plan, token,\ndomains, counts), vocabulary (tagNames, sites, …); the flags override it',
      },
      { name: 'preset', value: 'default', about: 'the dataset of fixtures/default.json (--config fixtures/default.config.yaml)' },
      { name: 'out', short: 'o', value: 'FILE', about: 'write to FILE (atomically; its folder is created), not standard output' },
      { name: 'format', value: 'json|ndjson', about: "ndjson streams, one record per line", default: "by FILE's extension, else json" },
    ],
    example: 'linkproof fixtures --config fixtures.config.yaml --out data/links.json  (a sample config: node_modules/linkproof/examples/fixtures.config.yaml)',
    exit: '0 written; 2 usage error, a config that does not validate, or FILE could not be written',
  },
  check: {
    synopsis: 'check FILE',
    summary: 'Validate a dataset file (.json or .ndjson); names the first bad record.',
    operands: 1,
    options: [],
    example: 'linkproof check fixtures/default.json',
    exit: '0 valid; 1 not valid; 2 usage error',
  },
  operations: {
    synopsis: 'operations',
    summary: 'List the operations of the contract.',
    operands: 0,
    options: [],
    example: 'linkproof operations',
    exit: '0; 2 usage error',
  },
  gaps: {
    synopsis: 'gaps [--id ID]',
    summary: 'List where the spec says "not shown", and linkproof\'s default for each.',
    operands: 0,
    options: [{ name: 'id', value: 'ID', about: 'only the gap ID', default: 'every gap' }],
    example: 'linkproof gaps --id list-page-params',
    exit: '0; 2 usage error or no gap with that ID',
  },
  help: {
    synopsis: 'help [COMMAND]',
    summary: "Show a command's usage (the same as linkproof COMMAND --help), or list the commands.",
    operands: 1,
    options: [],
    example: 'linkproof help conform',
    exit: '0; 2 no such command',
  },
} satisfies Record<string, CommandSpec>;

export type CommandName = keyof typeof COMMANDS;

/** Whether `name` is one of the commands (and not, say, `toString`). */
export function isCommandName(name: string | undefined): name is CommandName {
  return name !== undefined && Object.hasOwn(COMMANDS, name);
}
