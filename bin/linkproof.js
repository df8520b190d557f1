#!/usr/bin/env node
import { statSync } from 'node:fs';
import module from 'node:module';

// Node 22.1 and later can keep the CLI's compiled code between runs, as TypeScript's tsc has it do (Node 20 cannot).
/** @type {{ enableCompileCache?: () => unknown }} */ (module).enableCompileCache?.();

// The CLI runs from its bundle (dist/cli-bundle/, written by `npm run build` after tsc): a few files to load
// rather than some 150 modules, which starts the mock in about half the time. Without a bundle, and in a
// checkout (src/ beside dist/) whose modules tsc alone rebuilt after the bundle, from the modules themselves.
// (An installed package is not judged by its files' times: npm writes them as it unpacks, in no set order.)
/** @param {string} path */
const modified = (path) => {
  try {
    return statSync(new URL(path, import.meta.url)).mtimeMs;
  } catch {
    return undefined;
  }
};
const bundled = modified('../dist/cli-bundle/main.js');
const checkout = modified('../src') !== undefined;
const fresh = bundled !== undefined && (!checkout || bundled >= (modified('../dist/cli/main.js') ?? Number.POSITIVE_INFINITY));
const { main } = await import(fresh ? '../dist/cli-bundle/main.js' : '../dist/cli/main.js');

process.exitCode = await main(process.argv.slice(2));
