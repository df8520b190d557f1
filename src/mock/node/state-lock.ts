import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';

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

/** Lock files this process holds: a second mock in the same process is refused too. */
const held = new Set<string>();
let temporaries = 0;

export interface StateLock {
  release(): void;
}

/** The holder a lock file names (`pid starttime`), if that process still holds it. */
function holderOf(path: string, content: string): number | undefined {
  const [pidText, started] = content.trim().split(' ');
  const pid = Number.parseInt(pidText ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  if (pid === process.pid) return held.has(path) ? pid : undefined;
  if (!isRunning(pid)) return undefined;
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

/**
 * Takes `<file>.lock` for this process, or refuses with a message naming the process that holds it.
 * The lock file names its holder (pid and start time) and appears whole: it is written aside and linked
 * into place, which fails if a lock is there. A lock whose process is gone (a mock killed with SIGKILL) is
 * taken over, so a crash never blocks the restart that recovers from it: it is renamed aside and checked to
 * be the one judged stale (two starters racing for it cannot both win). Hand-written on purpose: lock
 * libraries that detect staleness by age (proper-lockfile) would refuse that restart for their stale period.
 */
export function lockState(file: string): StateLock {
  const path = `${file}.lock`;
  const mine = `${[process.pid, startTimeOf(process.pid)].filter((part) => part !== undefined).join(' ')}\n`;
  const temporary = `${path}.${process.pid}-${temporaries++}.tmp`;
  writeFileSync(temporary, mine);
  try {
    for (let attempt = 0; attempt < 8; attempt++) {
      try {
        linkSync(temporary, path);
        held.add(path);
        return {
          release: () => {
            if (!held.delete(path)) return;
            // Only our own lock is removed.
            if (readIfThere(path) === mine) unlinkSync(path);
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const content = readIfThere(path);
      if (content === undefined) continue;
      const holder = holderOf(path, content);
      if (holder !== undefined) {
        throw new Error(`${file} is in use by another linkproof mock (pid ${holder}, lock ${path}); stop it, or use another --state file.`);
      }
      // Left by a process that is gone: moved aside, then checked to be the lock judged stale.
      const aside = `${path}.${process.pid}-${temporaries++}.stale`;
      try {
        renameSync(path, aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      // Another starter's fresh lock, taken by mistake (it replaced the stale one after we read it): put it back.
      if (readFileSync(aside, 'utf8') !== content) {
        try {
          linkSync(aside, path);
        } catch {
          // A third starter holds the place now; the one whose lock we moved will find itself not holding it.
        }
      }
      unlinkSync(aside);
    }
    throw new Error(`Could not take the lock ${path}: other processes keep taking it.`);
  } finally {
    unlinkSync(temporary);
  }
}
