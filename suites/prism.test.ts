/**
 * Prism's stateless mock answers every operation with a schema-valid example and remembers nothing: the
 * schema checks pass against it, the checks of behaviour fail. That is the difference linkproof makes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runChecks, type RunReport } from '../src/conform/run-checks.js';
import { startPrism, type RunningPrism } from '../scripts/start-prism.js';

let prism: RunningPrism;
let report: RunReport;

beforeAll(async () => {
  prism = await startPrism();
  report = await runChecks({ baseUrl: prism.baseUrl, token: 'any-token', runs: 3 });
}, 120_000);
afterAll(async () => prism?.stop());

const status = (name: string) => report.results.find((result) => result.check.name === name)?.outcome.status;

describe('the conformance suites against Prism (stateless)', () => {
  it('pass every schema check: each operation answers a body its contract allows', () => {
    const schema = report.results.filter((result) => result.check.name.startsWith('response_conformance_'));
    expect(schema).toHaveLength(9);
    expect(schema.filter((result) => result.outcome.status !== 'pass').map((result) => result.check.name)).toEqual([]);
  });

  it.each(['links_behave_as_a_model', 'archived_only_with_show_archived', 'external_id_unique', 'total_links_follows_creates_and_deletes', 'utm_fields_written_into_url', 'key_length_honoured'])(
    'fail %s: a stateless mock keeps nothing and applies no rule',
    (name) => {
      expect(status(name)).toBe('fail');
    },
  );
});
