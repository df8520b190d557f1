/**
 * The CI recipe of examples/ci: both the GitHub Actions workflow and the GitLab CI job call the one script
 * (which .ci/run runs against the mock, so it cannot rot), take the tokens from the CI's secret store, upload
 * the JUnit report the script writes, and point at the waivers file of the repository.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { allChecks } from '../../src/conform/checks/all-checks.js';
import { readWaivers } from '../../src/conform/waivers.js';

const read = (name: string) => readFile(new URL(name, import.meta.url), 'utf8');

describe('the CI recipe (examples/ci)', async () => {
  const script = await read('./conform.sh');
  const github = parse(await read('./github-actions.yml')) as { jobs: { conform: { steps: { run?: string; env?: Record<string, string>; with?: Record<string, string> }[] } } };
  const gitlab = parse(await read('./gitlab-ci.yml')) as { conformance: { script: string[]; variables: Record<string, string>; artifacts: { reports: { junit: string } } } };
  const ciRun = await readFile(new URL('../../.ci/run', import.meta.url), 'utf8');

  it('has one script, which .ci/run runs against the mock', () => {
    expect(ciRun).toMatch(/LINKPROOF_BASE_URL=http:\/\/127\.0\.0\.1:4099 .*\\\n.*\\\n.*examples\/ci\/conform\.sh/);
    expect(script).toContain('--junit "$REPORTS/conformance.xml"');
  });

  it('GitHub Actions: calls the script, tokens from secrets, uploads the JUnit the script writes', () => {
    const steps = github.jobs.conform.steps;
    const conform = steps.find((step) => step.run === 'examples/ci/conform.sh');
    expect(conform?.env).toMatchObject({ LINKPROOF_TOKEN: '${{ secrets.LINKPROOF_TOKEN }}', LINKPROOF_OTHER_TOKEN: '${{ secrets.LINKPROOF_OTHER_TOKEN }}' });
    expect(steps.some((step) => step.with?.report_paths === 'linkproof-reports/conformance.xml')).toBe(true);
  });

  it('GitLab CI: calls the script, no token in the file, the JUnit as a report', () => {
    expect(gitlab.conformance.script).toContain('examples/ci/conform.sh');
    expect(Object.keys(gitlab.conformance.variables)).not.toContain('LINKPROOF_TOKEN');
    expect(gitlab.conformance.artifacts.reports.junit).toBe('linkproof-reports/conformance.xml');
  });

  it('ships a waivers file the run accepts', async () => {
    const parsed = readWaivers(await read('./conform-waivers.yaml'), allChecks);
    expect(parsed).toEqual({ ok: true, value: [] });
  });
});
