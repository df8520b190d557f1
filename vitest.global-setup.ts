import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Every test's temporary files go into one directory of the run's own, removed when the run ends: tests make
 * state files, configs, waivers and projects under `os.tmpdir()`, a few hundred directories a run, and a developer's
 * `/tmp` should not keep them. The test processes, and the processes they start, find it through TMPDIR.
 */
export default function setup(): () => void {
  const before = process.env.TMPDIR;
  const dir = mkdtempSync(join(tmpdir(), 'linkproof-tests-'));
  process.env.TMPDIR = dir;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(dir, { recursive: true, force: true });
  };
}
