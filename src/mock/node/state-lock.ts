import { linkSync, readdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * When a process started (clock ticks since boot, from /proc on Linux): with the pid it names one process,
 * so a lock is not thought held by an unrelated process that was given the dead holder's pid.
 */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

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

let temporaries = 0;

export interface StateLock {
  /** Whether the lock file still names this process (another process may have taken it: see lockState). */
  isHeld(): boolean;
  release(): void;
}

/** The holder a lock file names (`pid starttime`), if that process still holds it. This process holds its own. */
function holderOf(content: string): number | undefined {
  const [pidText, started] = content.trim().split(' ');
  const pid = Number.parseInt(pidText ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  // A lock naming this process (and its start time) is held, whatever spelling of the path took it: a second
  // mock in one process is refused too.
  if (pid !== process.pid && !isRunning(pid)) return undefined;
  const now = startTimeOf(pid);
  return started === undefined || now === undefined || now === started ? pid : undefined;
}

const readIfThere = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

/** Creates `path` holding `content`, whole, only if nothing is there: written aside, then linked into place. */
function createExclusively(path: string, content: string): boolean {
  const temporary = `${path}.${process.pid}-${temporaries++}.tmp`;
  writeFileSync(temporary, content);
  try {
    linkSync(temporary, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temporary);
  }
}

/**
 * Removes a file judged stale (its content `seen`), unless another process replaced it meanwhile: it is
 * renamed aside and checked to be the one judged; another's file, moved by mistake, is put back.
 */
function removeIfStill(path: string, seen: string): void {
  const aside = `${path}.${process.pid}-${temporaries++}.stale`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readFileSync(aside, 'utf8') !== seen) {
    try {
      linkSync(aside, path);
    } catch {
      // Taken again meanwhile; the one whose file was moved finds out through isHeld.
    }
  }
  unlinkSync(aside);
}

/**
 * Takes `<file>.lock` for this process, or refuses with a message naming the process that holds it.
 * The lock file names its holder (pid and start time) and appears whole: it is written aside and linked into
 * place, which fails if a lock is there. A lock whose process is gone (a mock killed with SIGKILL) is taken
 * over, so a crash never blocks the restart that recovers from it. Takeovers go one at a time, under
 * `<file>.lock.takeover` (taken the same way), so two starters cannot both remove a stale lock and both
 * take the place; the holder can still check it holds the lock (`isHeld`). Hand-written on purpose: lock
 * libraries that detect staleness by age (proper-lockfile) would refuse that restart for their stale period.
 */
export function lockState(file: string): StateLock {
  const path = `${file}.lock`;
  const takeover = `${path}.takeover`;
  const mine = `${[process.pid, startTimeOf(process.pid)].filter((part) => part !== undefined).join(' ')}\n`;
  for (let attempt = 0; attempt < 50; attempt++) {
    if (createExclusively(path, mine)) {
      let released = false;
      return {
        isHeld: () => !released && readIfThere(path) === mine,
        release: () => {
          if (released) return;
          released = true;
          // Only our own lock is removed.
          if (readIfThere(path) === mine) unlinkSync(path);
        },
      };
    }
    const content = readIfThere(path);
    if (content === undefined) continue;
    const holder = holderOf(content);
    if (holder !== undefined) {
      throw new Error(`${file} is in use by another linkproof mock (pid ${holder}, lock ${path}); stop it, or use another --state file.`);
    }
    // Left by a process that is gone: taken over under the takeover lock, one starter at a time.
    if (!createExclusively(takeover, mine)) {
      const taking = readIfThere(takeover);
      // A starter that died while taking over left it: removed as a stale lock is.
      if (taking !== undefined && holderOf(taking) === undefined) removeIfStill(takeover, taking);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
      continue;
    }
    try {
      // Judged again under the takeover lock: a starter that read the same stale lock may have taken it over
      // and put its own in place since; moving that aside, even for a moment, would let a third take the place.
      if (readIfThere(path) === content) removeIfStill(path, content);
    } finally {
      if (readIfThere(takeover) === mine) unlinkSync(takeover);
    }
  }
  throw new Error(`Could not take the lock ${path}: other processes keep taking it.`);
}

/** Files a starter killed while taking the lock left beside it (`FILE.lock.<pid>-<n>.tmp`, `.stale`): removed once their process is gone. */
export function removeLockLeftovers(file: string): void {
  const name = basename(`${file}.lock`);
  const folder = dirname(file);
  for (const entry of readdirSync(folder)) {
    if (!entry.startsWith(`${name}.`)) continue;
    const found = /\.(\d+)-\d+\.(tmp|stale)$/.exec(entry);
    if (found === null || Number(found[1]) === process.pid || isRunning(Number(found[1]))) continue;
    try {
      unlinkSync(join(folder, entry));
    } catch {
      // Gone already.
    }
  }
}
