import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/**
 * Whether a process with this id is running (signal 0 checks without signalling). A killed process its parent
 * has not reaped yet (a zombie, as a mock killed under npx can stay for a while) answers signal 0 but holds
 * nothing: on Linux its state in /proc says so.
 */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return true;
  }
}

/** Lock files this process holds: a second mock in the same process is refused too. */
const held = new Set<string>();

export interface StateLock {
  release(): void;
}

/**
 * Takes `<file>.lock` for this process, or refuses with a message naming the process that holds it.
 * The lock file holds the holder's pid, created exclusively (O_EXCL); a lock whose process is gone (a mock
 * killed with SIGKILL) is taken over, so a crash never blocks the restart that recovers from it. Hand-written
 * on purpose: lock libraries that detect staleness by age (proper-lockfile) would refuse that restart for
 * their stale period.
 */
export function lockState(file: string): StateLock {
  const path = `${file}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      held.add(path);
      return {
        release: () => {
          held.delete(path);
          unlinkSync(path);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(path, 'utf8'), 10);
      const inUse = holder === process.pid ? held.has(path) : Number.isInteger(holder) && isRunning(holder);
      if (inUse) {
        throw new Error(`${file} is in use by another linkproof mock (pid ${holder}, lock ${path}); stop it, or use another --state file.`);
      }
      // Left by a process that is gone: take it over.
      unlinkSync(path);
    }
  }
  throw new Error(`Could not take the lock ${path}.`);
}
