/**
 * npm run generate          writes the files generated from openapi.yaml
 * npm run generate:check    exits 1, naming them, when any checked-in file is stale
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { renderGenerated } from './render-generated.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');

const stale: string[] = [];
for (const file of await renderGenerated()) {
  const target = root + file.path;
  const current = await readFile(target, 'utf8').catch(() => undefined);
  if (current === file.contents) continue;
  if (check) stale.push(file.path);
  else {
    await writeFile(target, file.contents);
    console.log(`wrote ${file.path}`);
  }
}

if (stale.length > 0) {
  console.error(`Generated files are stale; run \`npm run generate\`:\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
if (check) console.log('Generated files are up to date.');
