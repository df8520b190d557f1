/**
 * The same request with the same seed and clock gives the same bytes whatever the host's time zone: time
 * comes from the mock's clock, and a date-time without an offset is UTC (timestamp-format gap).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCRIPT = `
import { createMockWithDefaults } from './src/mock/create-mock-with-defaults.ts';
import { fixedClock } from './src/mock/clock.ts';
const mock = createMockWithDefaults({ seed: 9, clock: fixedClock('2026-11-05T08:00:00'), rateLimit: false });
const answers = [
  mock.handle({ method: 'GET', path: '/__linkproof/clock' }),
  mock.handle({ method: 'POST', path: '/links', headers: { authorization: 'Bearer lp_acme_demo_token' }, body: JSON.stringify({ url: 'https://example.com/tz', expiresAt: '2026-12-01T10:00:00', testStartedAt: '2026-12-01' }) }),
  mock.handle({ method: 'GET', path: '/links', query: 'pageSize=3', headers: { authorization: 'Bearer lp_acme_demo_token' } }),
  mock.handle({ method: 'GET', path: '/workspaces/side-project', headers: { authorization: 'Bearer lp_side_project_demo_token' } }),
  mock.handle({ method: 'PUT', path: '/__linkproof/clock', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ now: '2027-01-01T00:00:00' }) }),
];
process.stdout.write(JSON.stringify(answers.map((answer) => answer.body)));
`;

describe('answers do not depend on the host', () => {
  it('gives the same bytes under TZ=UTC, America/New_York, Asia/Tokyo and Asia/Kolkata, reading a time without an offset as UTC', { timeout: 60_000 }, async () => {
    const outputs = await Promise.all(
      ['UTC', 'America/New_York', 'Asia/Tokyo', 'Asia/Kolkata'].map(async (zone) => {
        const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', SCRIPT], { cwd: ROOT, env: { ...process.env, TZ: zone } });
        return stdout;
      }),
    );
    expect(outputs[1]).toBe(outputs[0]);
    expect(outputs[2]).toBe(outputs[0]);
    expect(outputs[3]).toBe(outputs[0]);
    const bodies = (JSON.parse(outputs[0]!) as string[]).map((body) => JSON.parse(body) as Record<string, unknown>);
    // fixedClock and PUT /__linkproof/clock read a time without an offset as UTC too.
    expect([bodies[0]!.now, bodies[4]!.now]).toEqual(['2026-11-05T08:00:00.000Z', '2027-01-01T00:00:00.000Z']);
    expect([bodies[1]!.expiresAt, bodies[1]!.testStartedAt]).toEqual(['2026-12-01T10:00:00.000Z', '2026-12-01T00:00:00.000Z']);
  });
});
