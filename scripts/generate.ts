/**
 * npm run generate          writes the files generated from openapi.yaml
 * npm run generate:check    exits 1, naming them, when any checked-in file is stale
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { renderGenerated } from './render-generated.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');

const stale: string[] = [];
const written: string[] = [];
for (const file of await renderGenerated()) {
  const target = root + file.path;
  const current = await readFile(target, 'utf8').catch(() => undefined);
  if (current === file.contents) continue;
  if (check) stale.push(file.path);
  else {
    await writeFile(target, file.contents);
    written.push(file.path);
    console.log(`wrote ${file.path}`);
  }
}

// The renderers read the contract through src/ too (operations, limits), which imports the generated document:
// when this pass rewrote it, a second pass in a fresh process renders the rest from the new one.
if (!check && written.includes('src/contract/openapi-document.ts') && process.env.LINKPROOF_GENERATE_PASS === undefined) {
  execFileSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env: { ...process.env, LINKPROOF_GENERATE_PASS: '2' } });
}

if (stale.length > 0) {
  console.error(`Generated files are stale; run \`npm run generate\`:\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
if (check) console.log('Generated files are up to date.');
