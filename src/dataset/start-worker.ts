import { Worker } from 'node:worker_threads';

/**
 * A worker thread running `entry` (a module beside the caller: `.ts` when the caller runs from the sources, as the
 * tests do, where tsx is registered in the worker first; `.js` once built), or undefined when it cannot start.
 * The process's own flags are not the worker's (one for a script given as a string would stop it).
 */
export function startWorker(entry: URL, workerData: unknown): Worker | undefined {
  try {
    if (entry.pathname.endsWith('.ts')) {
      return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`, { eval: true, workerData });
    }
    return new Worker(entry, { workerData, execArgv: [] });
  } catch {
    return undefined;
  }
}

/** The module `name` (without extension) beside `base`, as the caller runs: from its `.ts` source or its built `.js`. */
export const besideModule = (name: string, base: string) => new URL(`./${name}.${base.endsWith('.ts') ? 'ts' : 'js'}`, base);
