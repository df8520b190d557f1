#!/usr/bin/env node
import { readdirSync, statSync } from 'node:fs';
import module from 'node:module';

// Node 22.1 and later can keep the CLI's compiled code between runs, as TypeScript's tsc has it do (Node 20 cannot).
/** @type {{ enableCompileCache?: () => unknown }} */ (module).enableCompileCache?.();

// The CLI runs from its bundle (dist/cli-bundle/, written by `npm run build` after tsc): a few files to load
// rather than some 150 modules, which starts the mock in about half the time. Without a bundle, or in a checkout
// (src/ beside dist/) where a module of dist/ is newer than the bundle (tsc alone, or tsc --watch, rebuilt it), from
// the modules themselves. An installed package is not judged by its files' times: npm writes them as it unpacks.
/** @param {string} path */
const modified = (path) => {
  try {
    return statSync(new URL(path, import.meta.url)).mtimeMs;
  } catch {
    return undefined;
  }
};
/** The newest time a module of dist/ was written, outside the bundle (a checkout's few hundred files). */
const newestModule = () => {
  let newest = 0;
  for (const entry of readdirSync(new URL('../dist/', import.meta.url), { recursive: true, encoding: 'utf8' })) {
    if (entry.endsWith('.js') && !entry.startsWith('cli-bundle')) newest = Math.max(newest, modified(`../dist/${entry}`) ?? 0);
  }
  return newest;
};
const bundled = modified('../dist/cli-bundle/main.js');
const checkout = modified('../src') !== undefined;
const fresh = bundled !== undefined && (!checkout || bundled >= newestModule());
const { main } = await import(fresh ? '../dist/cli-bundle/main.js' : '../dist/cli/main.js');

process.exitCode = await main(process.argv.slice(2));
