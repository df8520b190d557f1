import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocsAssets, DOCS_ASSETS_DIR } from '../../../scripts/build-docs-assets.js';
import { createMockWithDefaults } from '../create-mock-with-defaults.js';
import type { Mock } from '../create-mock.js';
import { DOCS_ASSETS } from '../docs/docs-assets.js';
import { serveMock, type RunningMock } from './serve-mock.js';

let mock: Mock;
let running: RunningMock;

beforeAll(async () => {
  // `npm run build` writes them; a checkout tested before its first build gets them here.
  if (!Object.keys(DOCS_ASSETS).every((name) => existsSync(join(DOCS_ASSETS_DIR, name)))) await buildDocsAssets();
  mock = createMockWithDefaults({ seed: 1 });
  running = await serveMock(mock, { port: 0 });
  mock.baseUrl = running.url;
}, 60_000);
afterAll(async () => running.close());

const identity = { 'accept-encoding': 'identity' };

describe("the API page's files, served by the Node adapter from the package's docs-assets/", () => {
  it.each(Object.entries(DOCS_ASSETS))('%s: 200, %s, the file as built, revalidated by its ETag', async (name, type) => {
    const response = await fetch(`${running.url}/docs/assets/${name}`, { headers: identity });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).equals(await readFile(join(DOCS_ASSETS_DIR, name)))).toBe(true);
    const etag = response.headers.get('etag')!;
    const again = await fetch(`${running.url}/docs/assets/${name}`, { headers: { ...identity, 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('compresses for a client that accepts gzip (fetch decodes it), under the base path too', async () => {
    mock.baseUrl = `${running.url}/api`;
    try {
      const response = await fetch(`${running.url}/api/docs/assets/swagger-ui-bundle.js`, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(Buffer.from(await response.arrayBuffer()).equals(await readFile(join(DOCS_ASSETS_DIR, 'swagger-ui-bundle.js')))).toBe(true);
    } finally {
      mock.baseUrl = running.url;
    }
  });

  it('answers 404 for a file it does not ship, and logs none of these requests', async () => {
    const response = await fetch(`${running.url}/docs/assets/swagger-ui-bundle.js.map`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('No file swagger-ui-bundle.js.map');
    expect(mock.requests()).toEqual([]);
  });
});
