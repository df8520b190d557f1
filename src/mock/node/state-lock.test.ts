import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockState } from './state-lock.js';

/** A process that is alive, and the pid of its child that exited and that it never reaps (a zombie). */
async function aliveWithZombie(): Promise<{ alive: number; zombie: number; stop: () => void }> {
  const shell = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 60'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const zombie = await new Promise<number>((resolve) => shell.stdout!.once('data', (chunk: Buffer) => resolve(Number.parseInt(chunk.toString(), 10))));
  // Until the child has exited (its state Z where /proc tells it; a loaded machine may take a while to run it).
  const exited = () => !existsSync(`/proc/${zombie}/stat`) || readFileSync(`/proc/${zombie}/stat`, 'utf8').replace(/^.*\) /s, '').startsWith('Z');
  for (let waited = 0; waited < 200 || (!exited() && waited < 10_000); waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
  return { alive: shell.pid!, zombie, stop: () => shell.kill('SIGKILL') };
}

describe('lockState', () => {
  it('refuses a state held by a running process, naming it; takes over one held by a dead or unreaped (zombie) process', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-lock-'));
    const processes = await aliveWithZombie();
    try {
      const held = join(dir, 'held.json');
      writeFileSync(`${held}.lock`, `${processes.alive}\n`);
      expect(() => lockState(held)).toThrow(`held.json is in use by another linkproof mock (pid ${processes.alive}`);

      const zombie = join(dir, 'zombie.json');
      writeFileSync(`${zombie}.lock`, `${processes.zombie}\n`);
      const taken = lockState(zombie);
      taken.release();

      const gone = join(dir, 'gone.json');
      writeFileSync(`${gone}.lock`, '999999999\n');
      lockState(gone).release();
    } finally {
      processes.stop();
    }
  });

  it('refuses a second lock in the same process under another spelling of the path; isHeld says whether the lock is still ours', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-lock-'));
    const file = join(dir, 'state.json');
    const first = lockState(file);
    expect(() => lockState(join(dir, '.', '/state.json'))).toThrow(/in use by another linkproof mock/);
    expect(first.isHeld()).toBe(true);
    // Another process took it (as a racing starter could): the holder can tell.
    writeFileSync(`${file}.lock`, '999999999\n');
    expect(first.isHeld()).toBe(false);
    first.release();
    // Not ours: release leaves it.
    expect(readFileSync(`${file}.lock`, 'utf8')).toBe('999999999\n');
  });

  it('clears a takeover left by a starter that died while taking over', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'linkproof-lock-')), 'state.json');
    writeFileSync(`${file}.lock`, '999999999\n');
    writeFileSync(`${file}.lock.takeover`, '999999998\n');
    const lock = lockState(file);
    expect(lock.isHeld()).toBe(true);
    lock.release();
    expect([existsSync(`${file}.lock`), existsSync(`${file}.lock.takeover`)]).toEqual([false, false]);
  });

  it('refuses a second lock in the same process', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'linkproof-lock-')), 'state.json');
    const first = lockState(file);
    expect(() => lockState(file)).toThrow(/in use by another linkproof mock/);
    first.release();
    lockState(file).release();
  });
});

describe('lockState under contention', () => {
  it('takes over a lock whose pid now belongs to another process (the start time differs)', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'linkproof-lock-')), 'reused.json');
    // This very process, alive, but started at another time: the pid was reused.
    writeFileSync(`${file}.lock`, `${process.ppid} 1\n`);
    lockState(file).release();
  });

  it('gives a stale lock to exactly one of several mocks starting at the same moment', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-lock-race-'));
    const script = join(dir, 'take.mts');
    const module = new URL('./state-lock.ts', import.meta.url).pathname;
    // Each contender waits for the same instant, tries once, and holds what it won for a while.
    writeFileSync(
      script,
      `import { lockState } from ${JSON.stringify(module)};
const [file, at] = process.argv.slice(2);
while (Date.now() < Number(at)) {}
try { lockState(file); console.log('won'); setTimeout(() => {}, 60_000); } catch (error) { console.log(String(error.message).includes('in use') ? 'lost' : 'error ' + error.message); }`,
    );
    for (let round = 0; round < 3; round++) {
      const file = join(dir, `state-${round}.json`);
      writeFileSync(`${file}.lock`, '999999999\n');
      const at = Date.now() + 1500;
      // A winner holds its lock until every contender has answered, however late a slow machine starts one.
      const children = Array.from({ length: 5 }, () => spawn(process.execPath, ['--import', 'tsx', script, file, String(at)], { stdio: ['ignore', 'pipe', 'inherit'] }));
      try {
        const outcomes = await Promise.all(
          children.map((child) => {
            let output = '';
            return new Promise<string>((resolve) => {
              child.stdout!.on('data', (chunk: Buffer) => {
                output += chunk.toString();
                if (output.includes('\n')) resolve(output.trim());
              });
              child.on('exit', () => resolve(output.trim()));
            });
          }),
        );
        expect(outcomes.sort(), `round ${round}`).toEqual(['lost', 'lost', 'lost', 'lost', 'won']);
      } finally {
        for (const child of children) child.kill('SIGKILL');
      }
    }
  }, 60_000);
});
