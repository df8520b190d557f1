/**
 * `linkproof conform` as a CI job runs it (the built bin, in another process): its exit codes, its output,
 * and what it does when interrupted.
 */
import { execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../src/mock/create-mock-with-defaults.js';
import { serveMock, type RunningMock } from '../src/mock/node/serve-mock.js';
import type { Mock } from '../src/mock/create-mock.js';

const BIN = fileURLToPath(new URL('../bin/linkproof.js', import.meta.url));
const TOKEN = 'lp_acme_demo_token';
const OTHER = 'lp_side_project_demo_token';
const run = promisify(execFile);
let healthyMock: Mock;
let healthy: RunningMock;
let broken: RunningMock;
let slow: RunningMock;

beforeAll(async () => {
  healthyMock = createMockWithDefaults({ seed: 1, rateLimit: false });
  healthy = await serveMock(healthyMock, { port: 0 });
  const failing = createMockWithDefaults({ seed: 1, rateLimit: false });
  // A broken implementation: it answers every create with a server error.
  failing.faults.set('createLink', { status: 500 });
  broken = await serveMock(failing, { port: 0 });
  const slowMock = createMockWithDefaults({ seed: 1, rateLimit: false });
  slowMock.faults.set('getWorkspace', { latencyMs: 3000 });
  slow = await serveMock(slowMock, { port: 0 });
});
afterAll(async () => {
  await healthy?.close();
  await broken?.close();
  await slow?.close();
});

async function linkproof(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, ...args], { cwd: '/tmp' });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const conform = (url: string, ...extra: string[]) => linkproof(['conform', '--base-url', url, '--token', TOKEN, '--runs', '3', ...extra]);

describe('npx linkproof conform: exit codes', () => {
  it('0 against the mock: every required check ran and passed; prints the discovered profile', async () => {
    const { code, stdout } = await conform(healthy.url, '--other-token', OTHER);
    expect(code, stdout).toBe(0);
    expect(stdout).toMatch(/^linkproof conform: http:\/\/127\.0\.0\.1:\d+ \(profile spec/);
    expect(stdout).toContain('target profile (its choices where the spec is silent):\n  pageSize parameter       pageSize  (');
    expect(stdout).toMatch(/\n\d+ passed, 0 failed, 0 not verified, \d+ skipped; \d+ writes; cleanup deleted \d+ links\n/);
    expect(stdout).toContain('verdict: PASS');
  });

  it('1 against a broken implementation, naming the broken rule and its replay', async () => {
    const { code, stdout } = await conform(broken.url, '--other-token', OTHER);
    expect(code).toBe(1);
    expect(stdout).toMatch(/\nFAIL +response_conformance_createLink +§2 §4 §7 +mandated +a valid request succeeds: answered 500\n/);
    expect(stdout).toMatch(/\n {2}response_conformance_createLink: LINKPROOF_TOKEN=… sh linkproof-failures\/response_conformance_createLink\.sh\n/);
  });

  it('3 (inconclusive) when a mandated check cannot run, listing it with why; 0 once the user accepts it by name', async () => {
    const inconclusive = await conform(healthy.url, '--only', 'isolated');
    expect(inconclusive.code).toBe(3);
    expect(inconclusive.stdout).toContain('not verified (could not run; not a pass):\n  workspaces_are_isolated: needs --other-token, a token of a second workspace\n');
    const allowed = await conform(healthy.url, '--only', 'isolated', '--allow-skip', 'workspaces_are_isolated');
    expect(allowed.code).toBe(0);
  });

  it('2 for a token the target refuses, saying so', async () => {
    const { code, stdout, stderr } = await linkproof(['conform', '--base-url', healthy.url, '--token', 'not-a-token']);
    expect(code).toBe(2);
    expect(`${stdout}${stderr}`).toContain('the target refused --token (GET /links/count answered 401');
    expect(stdout).not.toContain('FAIL');
  });

  it('2 for --only or --allow-skip patterns that match no check', async () => {
    const only = await conform(healthy.url, '--only', 'nomatch');
    expect(only.code).toBe(2);
    expect(only.stderr).toContain('--only nomatch matches no check');
    const allow = await conform(healthy.url, '--allow-skip', 'isolation');
    expect(allow.code).toBe(2);
    expect(allow.stderr).toContain('--allow-skip isolation matches no check');
  });

  it('2 for the same token given twice (isolation needs a second workspace)', async () => {
    const { code, stderr } = await conform(healthy.url, '--other-token', TOKEN);
    expect(code).toBe(2);
    expect(stderr).toContain('--other-token is the same as --token');
  });

  it('2 for an unreachable target, naming the cause', async () => {
    const closed = await serveMock(createMockWithDefaults({ seed: 1 }), { port: 0 });
    await closed.close();
    const { code, stdout, stderr } = await conform(closed.url);
    expect(code).toBe(2);
    expect(`${stdout}${stderr}`).toMatch(/cannot reach http:\/\/127\.0\.0\.1:\d+: .*ECONNREFUSED 127\.0\.0\.1:\d+/);
  });

  it('1 when a request takes longer than --timeout: the exchange is named', async () => {
    const { code, stdout } = await conform(slow.url, '--other-token', OTHER, '--timeout', '1', '--only', 'workspace_by_id', '--only', 'every_request_answered');
    expect(code).toBe(1);
    expect(stdout).toMatch(/FAIL +every_request_answered .*GET http:\/\/127\.0\.0\.1:\d+\/workspaces\/\S+: no answer within 1 s \(--timeout\)/);
  });
});

describe('npx linkproof conform, interrupted', () => {
  it('deletes what the run created on SIGINT, then exits 130', async () => {
    const before = healthyMock.store.findWorkspace('acme')!.links.size;
    const child = spawn(process.execPath, [BIN, 'conform', '--base-url', healthy.url, '--token', TOKEN, '--other-token', OTHER, '--runs', '20'], { cwd: '/tmp', stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    // Interrupt in the middle of the run, once it has created links (after the model-based check started).
    await new Promise<void>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (/\n(PASS|FAIL) +filters_give_exact_subsets/.test(output)) resolve();
      }),
    );
    expect(healthyMock.store.findWorkspace('acme')!.links.size).toBeGreaterThan(before);
    child.kill('SIGINT');
    expect(await exited, output).toBe(130);
    expect(output).toContain('SIGINT: stopping; deleting what the run created');
    expect(output).toMatch(/cleanup deleted [1-9]\d* links/);
    expect(healthyMock.store.findWorkspace('acme')!.links.size).toBe(before);
  });
});
