import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { allChecks } from '../src/conform/checks/all-checks.js';
import { mutants } from '../suites/mutants.js';
import { MANDATED_RULES } from '../src/conform/rules.js';

describe('README', () => {
  it('quotes examples/in-process.test.ts as it is, so the example a user copies is one that runs', async () => {
    const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
    const example = await readFile(new URL('../examples/in-process.test.ts', import.meta.url), 'utf8');
    expect(readme).toContain(`\`\`\`ts\n${example}\`\`\``);
  });

  it('quotes examples/request-verification.test.ts as it is', async () => {
    const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
    const example = await readFile(new URL('../examples/request-verification.test.ts', import.meta.url), 'utf8');
    expect(readme).toContain(`\`\`\`ts\n${example}\`\`\``);
  });

  it('quotes examples/short-links.sh as it is', async () => {
    const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
    const example = await readFile(new URL('../examples/short-links.sh', import.meta.url), 'utf8');
    expect(readme).toContain(`\`\`\`bash\n${example}\`\`\``);
  });

  it('states the number of checks and of mutants as they are', async () => {
    const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(`(\`linkproof conform\`, ${allChecks.length} checks)`);
    expect(readme).toContain(`prints all ${allChecks.length} checks`);
    expect(readme).toContain(`${MANDATED_RULES.length} rules`);
    expect(readme).toContain(`${mutants.length} broken variants of the mock`);
    expect(readme).toContain(`${mutants.length} mutants`);
  });
});
