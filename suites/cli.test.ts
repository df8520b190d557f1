/**
 * The CLI as a user runs it (the built bin), against a running mock: `linkproof conform` exits 0 and
 * prints its summary; against a broken target it exits 1 and names the rule.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../src/mock/create-mock-with-defaults.js';
import { serveMock, type RunningMock } from '../src/mock/node/serve-mock.js';

const BIN = fileURLToPath(new URL('../bin/linkproof.js', import.meta.url));
const run = promisify(execFile);
let healthy: RunningMock;
let broken: RunningMock;

beforeAll(async () => {
  healthy = await serveMock(createMockWithDefaults({ seed: 1 }), { port: 0 });
  const mock = createMockWithDefaults({ seed: 1 });
  // A broken implementation: it answers every create with a server error.
  mock.faults.set('createLink', { status: 500 });
  broken = await serveMock(mock, { port: 0 });
});
afterAll(async () => {
  await healthy?.close();
  await broken?.close();
});

async function conform(url: string): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run(process.execPath, [BIN, 'conform', '--base-url', url, '--token', 'lp_acme_demo_token', '--runs', '3'], { cwd: '/tmp' });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

describe('npx linkproof conform', () => {
  it('exits 0 against the mock and prints the summary', async () => {
    const { code, stdout } = await conform(healthy.url);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^linkproof conform: http:\/\/127\.0\.0\.1:\d+ \(profile spec/);
    expect(stdout).toMatch(/\n\d+ passed, 0 failed, \d+ skipped; \d+ writes; cleanup deleted \d+ links\n/);
  });

  it('exits 1 against a broken implementation and names the broken rule', async () => {
    const { code, stdout } = await conform(broken.url);
    expect(code).toBe(1);
    expect(stdout).toContain('FAIL  response_conformance_createLink');
    expect(stdout).toMatch(/response_conformance_createLink: linkproof-failures\/response_conformance_createLink\.sh/);
  });
});
