/**
 * keepTickShapes keeps process.nextTick's inline caches as they were through full collections. In a child process
 * (V8's own flags: its intrinsics and a collection on demand), nextTick is made hot, then forty full collections
 * run with a tick between each, as a large dataset's read runs them; V8 then prints nextTick with the states of its
 * inline caches. Without the keeper, the object literal of its queue entries has met a new hidden class after each
 * collection and its caches are megamorphic; with it, they are monomorphic.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SCRIPT = `
import { keepTickShapes } from './src/mock/node/keep-tick-shapes.ts';
const keeper = process.argv[1] === 'keep' ? keepTickShapes() : undefined;
const nothing = () => undefined;
for (let round = 0; round < 30; round++) {
  for (let i = 0; i < 10_000; i++) process.nextTick(nothing);
  await new Promise((resolve) => setImmediate(resolve));
}
for (let cycle = 0; cycle < 40; cycle++) {
  globalThis.gc();
  process.nextTick(nothing);
  await new Promise((resolve) => setImmediate(resolve));
}
new Function('f', '%DebugPrint(f)')(process.nextTick);
process.stdout.write('entry kept: ' + (keeper?.entry() !== undefined) + '\\n');
keeper?.stop();
`;

/** The states of the inline caches that define the properties of nextTick's queue entry (its object literal). */
async function literalCaches(mode: 'keep' | 'none'): Promise<{ states: string[]; kept: boolean }> {
  // Into a file: V8 prints through C's stdio, which loses what a non-blocking pipe does not take at once.
  const dir = mkdtempSync(join(tmpdir(), 'linkproof-tick-'));
  const out = openSync(join(dir, 'out'), 'w');
  let stdout: string;
  try {
    const child = spawn(process.execPath, ['--allow-natives-syntax', '--expose-gc', '--import', 'tsx', '--input-type=module', '--eval', SCRIPT, mode], { cwd: ROOT, stdio: ['ignore', out, 'inherit'] });
    const code = await new Promise<number | null>((resolve, reject) => child.once('error', reject).once('exit', resolve));
    expect(code).toBe(0);
    stdout = readFileSync(join(dir, 'out'), 'utf8');
  } finally {
    closeSync(out);
    rmSync(dir, { recursive: true, force: true });
  }
  const states = [...stdout.matchAll(/slot #\d+ DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((match) => match[1]!);
  return { states, kept: stdout.includes('entry kept: true') };
}

describe('keepTickShapes', () => {
  it('keeps the caches of nextTick monomorphic through full collections, which without it turn megamorphic', { timeout: 60_000 }, async () => {
    const [without, kept] = await Promise.all([literalCaches('none'), literalCaches('keep')]);
    // The four properties of the entry (async id, trigger id, callback, arguments): read from V8's print, or the
    // test says it could not read it rather than passing.
    expect(without.states).toHaveLength(4);
    expect(without.states.slice(1)).toEqual(['MEGAMORPHIC', 'MEGAMORPHIC', 'MEGAMORPHIC']);
    expect(without.kept).toBe(false);
    expect(kept.states).toEqual(['MONOMORPHIC', 'MONOMORPHIC', 'MONOMORPHIC', 'MONOMORPHIC']);
    expect(kept.kept).toBe(true);
  });
});
