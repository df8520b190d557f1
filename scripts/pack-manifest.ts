/**
 * The package.json a tarball carries: the repository's, without the `prepare` script. In a checkout, `prepare`
 * builds dist/ on `npm ci`; in an installed package it would do nothing (dist/ is shipped built), yet npm 11
 * warns every user that linkproof "has install scripts not yet covered by allowScripts".
 *
 * `tsx scripts/pack-manifest.ts strip` (npm's prepack) keeps the repository's file as package.json.packing and
 * writes the packed one; `restore` (postpack) puts the repository's back. A strip after a pack that failed half way
 * first restores, so the repository's file is never lost.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The scripts only a checkout runs: npm runs them on install. */
const CHECKOUT_ONLY_SCRIPTS = ['prepare'];

/** The manifest as packed: the same text, less the checkout's install scripts. */
export function packedManifest(text: string): string {
  const manifest = JSON.parse(text) as { scripts?: Record<string, string> };
  const scripts = Object.fromEntries(Object.entries(manifest.scripts ?? {}).filter(([name]) => !CHECKOUT_ONLY_SCRIPTS.includes(name)));
  return `${JSON.stringify({ ...manifest, scripts }, null, 2)}\n`;
}

function main(command: string | undefined, file = 'package.json'): void {
  const kept = `${file}.packing`;
  if (command === 'strip') {
    if (existsSync(kept)) renameSync(kept, file);
    const text = readFileSync(file, 'utf8');
    writeFileSync(kept, text);
    writeFileSync(file, packedManifest(text));
  } else if (command === 'restore') {
    if (existsSync(kept)) renameSync(kept, file);
  } else {
    console.error('usage: tsx scripts/pack-manifest.ts strip|restore');
    process.exitCode = 2;
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv[2]);
