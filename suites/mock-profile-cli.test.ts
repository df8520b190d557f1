/**
 * `linkproof mock --profile FILE` and `--print-profile`, from the built CLI: a profile conform wrote is followed,
 * a choice the mock cannot follow stops the start with exit 2 naming it, and the choices in force are printed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const BIN = fileURLToPath(new URL('../bin/linkproof.js', import.meta.url));
const run = (...args: string[]) => spawnSync(process.execPath, [BIN, 'mock', ...args], { encoding: 'utf8', timeout: 20_000 });

async function profileFile(gaps: string): Promise<string> {
  const file = join(await mkdtemp(join(tmpdir(), 'linkproof-mock-profile-')), 'profile.yaml');
  await writeFile(file, `version: 1\ntarget: https://staging.example.com\nlearnt: 2026-11-23T10:00:00.000Z\ngaps:\n${gaps}`);
  return file;
}

describe('linkproof mock --profile', () => {
  it('prints the choices in force: the profile\'s where it makes one, linkproof\'s elsewhere', async () => {
    const file = await profileFile('  list-page-params:\n    choice: { pageSize: per_page, page: p }\n    evidence: GET /links?per_page=1 answered 1 of 3 links\n  success-status:\n    choice: { createLink: 201 }\n    evidence: POST /links answered 201\n  bulk-whole-request:\n    choice: whole-request\n    evidence: POST /links/bulk answered 422\n  qr-content-type:\n    choice: image/svg+xml\n    evidence: GET /qr answered 200\n');
    const printed = run('--profile', file, '--print-profile');
    expect(printed.status).toBe(0);
    expect(printed.stdout).toContain(`following ${file}`);
    expect(printed.stdout).toMatch(/list-page-params:\n  pageSize: per_page\n  page: p\n  sortOrder: sortOrder/);
    expect(printed.stdout).toMatch(/createLink: 201/);
    expect(printed.stdout).toMatch(/createTag: 201/);
    expect(printed.stdout).toMatch(/bulk-whole-request: whole-request/);
    expect(printed.stdout).toMatch(/qr-content-type: image\/svg\+xml/);
    const own = run('--print-profile');
    expect(own.stdout).toContain("linkproof's own");
    expect(own.stdout).toMatch(/pageSize: pageSize/);
    expect(own.stdout).toMatch(/bulk-whole-request: per-element/);
    expect(own.stdout).toMatch(/qr-content-type: image\/png/);
  });

  it('refuses to start on a choice it cannot follow, naming each (exit 2)', async () => {
    const file = await profileFile('  bulk-link-error:\n    choice: { fields: [input, message] }\n    evidence: POST /links/bulk answered 200\n  qr-content-type:\n    choice: image/jpeg\n    evidence: GET /qr answered 200\n');
    const refused = run('--profile', file, '--port', '0');
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('the mock cannot follow these choices:');
    expect(refused.stderr).toContain("bulk-link-error: the mock's LinkError is {link, error, code}");
    expect(refused.stderr).toContain('qr-content-type: the mock draws QR codes as image/png or image/svg+xml; it cannot answer "image/jpeg"');
  });

  it('says at start-up which profile it follows and where that is unlike linkproof', async () => {
    const file = await profileFile('  success-status:\n    choice: { createLink: 201 }\n    evidence: POST /links answered 201\n  link-access:\n    choice: 404\n    evidence: GET /links/info answered 404\n');
    const child = spawn(process.execPath, [BIN, 'mock', '--profile', file, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const banner = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('token lp_side_project')) resolve(output);
        });
        child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
      });
      expect(banner).toContain(`following ${file}: unlike linkproof's own on success-status (--print-profile shows them)`);
    } finally {
      child.kill();
    }
  });

  it('refuses a file that is not a profile (exit 2)', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'linkproof-mock-profile-')), 'bad.yaml');
    await writeFile(file, 'version: 2\ngaps: {}\n');
    const refused = run('--profile', file, '--port', '0');
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/not a linkproof profile \(profile\.schema\.json\)/);
  });
});
