import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatDatasetJson } from '../dataset/format-dataset.js';
import { buildDataset } from '../factories/build-dataset.js';
import { DEFAULT_DATASET_OPTIONS } from '../factories/default-dataset.js';
import { readFixturesConfig } from './read-fixtures-config.js';

const DEFAULT_CONFIG = fileURLToPath(new URL('../../fixtures/default.config.yaml', import.meta.url));
const EXAMPLE_CONFIG = fileURLToPath(new URL('../../examples/fixtures.config.yaml', import.meta.url));

async function configFile(name: string, text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'linkproof-config-'));
  await writeFile(join(dir, name), text);
  return join(dir, name);
}

describe('fixtures/default.config.yaml', () => {
  it('says what DEFAULT_DATASET_OPTIONS says, so both give fixtures/default.json byte for byte', async () => {
    const read = await readFixturesConfig(DEFAULT_CONFIG);
    expect(read.ok && read.value).toEqual({ dataset: DEFAULT_DATASET_OPTIONS });
    const fromConfig = [...formatDatasetJson(buildDataset(read.ok ? read.value.dataset : {}))].join('');
    expect(fromConfig === [...formatDatasetJson(buildDataset(DEFAULT_DATASET_OPTIONS))].join('')).toBe(true);
  });
});

describe('readFixturesConfig', () => {
  it('reads examples/fixtures.config.yaml: domains by name and a vocabulary', async () => {
    const read = await readFixturesConfig(EXAMPLE_CONFIG);
    expect(read.ok).toBe(true);
    const dataset = read.ok ? read.value.dataset : {};
    expect(dataset.seed).toBe(7);
    expect(Array.isArray(dataset.workspaces) && dataset.workspaces.map((spec) => spec.domains)).toEqual([['nwnd.link', 'go.northwind.com'], ['labs.nwnd.link']]);
    expect(dataset.vocabulary?.tagNames).toContain('Spring sale');
  });

  it('gives webhooks their receivers and secrets, which the built dataset carries', async () => {
    const file = await configFile('hooks.yaml', 'workspaces:\n  - slug: shop\n    webhooks:\n      - { name: Orders, url: "http://127.0.0.1:3999/hooks", secret: whsec_orders }\n      - { url: "https://hooks.shop.test/b" }\n');
    const read = await readFixturesConfig(file);
    expect(read.ok).toBe(true);
    const [entry] = buildDataset(read.ok ? read.value.dataset : {}).workspaces;
    expect(entry!.webhooks.map(({ name, url, secret }) => ({ name, url, secret }))).toEqual([
      { name: 'Orders', url: 'http://127.0.0.1:3999/hooks', secret: 'whsec_orders' },
      { name: expect.any(String), url: 'https://hooks.shop.test/b', secret: undefined },
    ]);
    const refused = await readFixturesConfig(await configFile('bad.yaml', 'workspaces:\n  - webhooks: [{ url: "ftp://x" }]\n'));
    expect(refused.ok ? 'accepted' : refused.error).toContain('/workspaces/0/webhooks');
  });

  it('reads the same settings from JSON, and resolves out against the config file', async () => {
    const file = await configFile('c.json', JSON.stringify({ seed: 3, links: 4, out: 'data/x.ndjson', format: 'ndjson' }));
    expect(await readFixturesConfig(file)).toEqual({ ok: true, value: { dataset: { seed: 3, links: 4 }, out: join(file, '../data/x.ndjson'), format: 'ndjson' } });
  });

  // Each case: the file's name and text, and the one line that refuses it (after "FILE: ").
  const refused: [string, string, string][] = [
    ['bad.yaml', 'workspaces:\n  - plan: gold\n', '/workspaces/0/plan: must be one of "free", "pro", '],
    ['bad.yaml', 'workspaces:\n  - colour: red\n', '/workspaces/0/colour: is not a setting of a fixtures config'],
    ['bad.json', '{"seed": -1}', '/seed: must be >= 0'],
    ['bad.json', '{"seed": 1,}', 'not JSON: '],
    ['bad.yml', 'seed: [1\n', 'not YAML: '],
    ['bad.yaml', 'now: yesterday\n', '/now: must match format "date-time"'],
    ['bad.yaml', 'vocabulary:\n  tagNames: [Docs, docs]\n', '/vocabulary/tagNames/1: tag names ignore case: "docs" repeats /vocabulary/tagNames/0'],
    ['bad.yaml', 'vocabulary:\n  sites: ["https://acme.com"]\n', '/vocabulary/sites/0: must be a domain name in lower case, such as acme.link'],
    ['bad.yaml', 'workspaces:\n  - {plan: free, domains: [a.link, b.link, c.link, d.link]}\n', '/workspaces/0/domains: the free plan allows 3 domain(s), not 4'],
    ['bad.yaml', 'workspaces:\n  - {domains: [acme.link]}\n  - {domains: [acme.link]}\n', '/workspaces/1/domains/0: acme.link is already a domain of /workspaces/0'],
    ['bad.yaml', 'workspaces:\n  - {token: lp_same_token}\n  - {token: lp_same_token}\n', '/workspaces/1/token: the same token as /workspaces/0/token; each token names one workspace'],
    ['bad.yaml', 'workspaces:\n  - {token: short}\n', '/workspaces/0/token: must be 8 or more characters without spaces'],
    ['bad.yaml', 'workspaces:\n  - {slug: Acme Labs}\n', '/workspaces/0/slug: must be lower-case letters, digits and dashes, such as acme-labs'],
    ['bad.yaml', 'workspaces: 0\n', '/workspaces: must be >= 1'],
    ['bad.yaml', '- seed: 1\n', '(root): must be object'],
    ['bad.toml', 'seed = 1\n', 'a config file is .json, .yaml or .yml'],
  ];
  it.each(refused)('refuses %s %j in one line naming the file and the pointer', async (name, text, expected) => {
    const file = await configFile(name, text);
    const read = await readFixturesConfig(file);
    expect(read.ok).toBe(false);
    const line = read.ok ? '' : read.error;
    expect(line).not.toContain('\n');
    expect(line.startsWith(`${file}: ${expected}`), line).toBe(true);
  });

  it('never echoes a token', async () => {
    const read = await readFixturesConfig(await configFile('t.yaml', 'workspaces:\n  - {token: lp_secret_one}\n  - {token: lp_secret_one}\n'));
    expect(read.ok === false && read.error).not.toContain('lp_secret_one');
  });

  it('says a file it cannot read', async () => {
    expect(await readFixturesConfig('/nonexistent/linkproof.yaml')).toEqual({ ok: false, error: 'cannot read /nonexistent/linkproof.yaml: no such file or directory (ENOENT)' });
  });
});
