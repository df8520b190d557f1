/**
 * `linkproof conform --write-profile`: the target's choices on the gaps, learnt from a run and written as YAML
 * valid against the shipped profile.schema.json. The mock's choices and the gap variant's differ, and each
 * profile says so, with evidence; a run that did not observe a choice leaves it out.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { conform } from '../src/cli/conform-command.js';
import { createMockWithDefaults } from '../src/mock/create-mock-with-defaults.js';
import { gapVariant } from './gap-variant.js';

const schema = JSON.parse(await readFile(new URL('../profile.schema.json', import.meta.url), 'utf8')) as object;
const ajv = new Ajv2020({ allErrors: true, strict: false });
(addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
const validate = ajv.compile(schema);

async function learnt(fetch: (request: Request) => Promise<Response>, only?: string[]) {
  const dir = await mkdtemp(join(tmpdir(), 'linkproof-profile-'));
  const file = join(dir, 'profile.yaml');
  const lines: string[] = [];
  await conform({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', ...(only === undefined && { otherToken: 'lp_side_project_demo_token' }), profile: 'spec', runs: 2, fetch, writeProfile: file, replayDir: join(dir, 'failures'), log: (line) => lines.push(line), ...(only !== undefined && { only }) });
  const text = await readFile(file, 'utf8');
  return { text, profile: parse(text) as { version: number; target: string; gaps: Record<string, { choice: unknown; evidence: string }> }, lines };
}

describe('linkproof conform --write-profile', () => {
  it("writes the mock's choices, each with its evidence, valid against profile.schema.json", async () => {
    const { text, profile, lines } = await learnt(createMockWithDefaults({ seed: 3, rateLimit: false }).fetch);
    expect(validate(profile), JSON.stringify(validate.errors)).toBe(true);
    expect(text).not.toContain('lp_acme_demo_token');
    expect(profile.gaps['list-page-params']!.choice).toEqual({ pageSize: 'pageSize', page: 'page', sortOrder: 'sortOrder' });
    expect(profile.gaps['bulk-whole-request']!.choice).toBe('per-element');
    expect(profile.gaps['success-status']!.choice).toMatchObject({ createTag: 201, createLink: 200, getLinksCount: 200, deleteLink: 200 });
    expect(profile.gaps['link-access']!.choice).toBe(404);
    expect(profile.gaps['qr-content-type']!.choice).toBe('image/png');
    expect(profile.gaps['bulk-link-error']!.choice).toEqual({ fields: ['code', 'error', 'link'], roles: { link: 'link', error: 'error', code: 'code' } });
    for (const gap of Object.values(profile.gaps)) expect(gap.evidence).toMatch(/answered \d{3}|\S/);
    expect(lines.some((line) => line.startsWith('profile written to '))).toBe(true);
  }, 60_000);

  it("writes the gap variant's other choices", async () => {
    const { profile } = await learnt(gapVariant(createMockWithDefaults({ seed: 3, rateLimit: false }).fetch));
    expect(validate(profile), JSON.stringify(validate.errors)).toBe(true);
    expect(profile.gaps['list-page-params']!.choice).toMatchObject({ pageSize: 'per_page', page: 'p' });
    expect(profile.gaps['bulk-link-error']!.choice).toEqual({ fields: ['input', 'message'], roles: { link: 'input', error: 'message' } });
  }, 60_000);

  it('leaves out what the run did not observe', async () => {
    const { profile } = await learnt(createMockWithDefaults({ seed: 3, rateLimit: false }).fetch, ['response_conformance_getLinksCount']);
    expect(validate(profile), JSON.stringify(validate.errors)).toBe(true);
    expect(profile.gaps['link-access']).toBeUndefined();
    expect(profile.gaps['qr-content-type']).toBeUndefined();
    expect(profile.gaps['success-status']!.choice).toMatchObject({ getLinksCount: 200 });
  }, 60_000);
});
