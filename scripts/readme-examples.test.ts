import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

describe('README', () => {
  it('quotes examples/in-process.test.ts as it is, so the example a user copies is one that runs', async () => {
    const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
    const example = await readFile(new URL('../examples/in-process.test.ts', import.meta.url), 'utf8');
    expect(readme).toContain(`\`\`\`ts\n${example}\`\`\``);
  });
});
