import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface Started {
  child: ChildProcess;
  /** Everything the process printed until it was ready. */
  output: string;
  /** From spawn to the ready line. */
  startupMs: number;
  stop(): Promise<void>;
}

/** Starts a process and waits for a line saying it is ready; measures how long that took. */
export function startProcess(command: string, args: string[], ready: RegExp, timeoutMs = 180_000): Promise<Started> {
  const started = performance.now();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} ${args.join(' ')} was not ready within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        resolve({
          child,
          output,
          startupMs: performance.now() - started,
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGINT');
            }),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited with ${code} before it was ready:\n${output}`));
    });
  });
}

/** Whether `taskset` (util-linux) can run a process on core 1: servers go there, load generators on core 0. */
export const CAN_PIN = spawnSync('taskset', ['-c', '1', 'true']).status === 0;

/** The process and every process it started, as far down as they go (Linux: /proc/PID/task/TID/children). */
function processTree(pid: number): number[] {
  const tree = [pid];
  for (let at = 0; at < tree.length; at++) {
    try {
      for (const task of readdirSync(`/proc/${tree[at]}/task`)) {
        for (const child of readFileSync(`/proc/${tree[at]}/task/${task}/children`, 'utf8').split(' ')) if (child.trim() !== '') tree.push(Number(child));
      }
    } catch {
      // Gone meanwhile.
    }
  }
  return tree;
}

/**
 * Every thread of a process and of the processes it started (a tsx wrapper's node, Prism's workers) onto `cores`
 * (`1`, `0-1`): `taskset -p` alone moves one thread, and V8's helper threads then run where they like.
 */
export function pinTree(pid: number, cores: string): void {
  for (const each of processTree(pid)) pin(each, cores);
}

/** Every thread of one process (not those it started) onto `cores`. */
export function pin(pid: number, cores: string): void {
  spawnSync('taskset', ['-a', '-pc', cores, String(pid)], { stdio: 'ignore' });
}

/** A process's CPU time so far (user and system, every thread), in ms, from /proc (100 ticks a second); NaN without it. */
export function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** Resident memory of a process, in MB (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}
