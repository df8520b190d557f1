import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { renderGenerated } from './render-generated.js';

describe('generated files', () => {
  it('are up to date with openapi.yaml (run `npm run generate` when this fails)', async () => {
    for (const file of await renderGenerated()) {
      const current = await readFile(new URL(`../${file.path}`, import.meta.url), 'utf8');
      expect(current === file.contents, `${file.path} is stale`).toBe(true);
    }
  });

  it('carry a do-not-edit header', async () => {
    for (const file of await renderGenerated()) expect(file.contents.split('\n')[0]).toMatch(/Do not edit/);
  });
});
