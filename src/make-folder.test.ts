import { existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeFolder } from './make-folder.js';

describe('makeFolder', () => {
  it('makes a folder and those missing above it, and leaves one that exists', () => {
    const root = mkdtempSync(join(tmpdir(), 'linkproof-folder-'));
    makeFolder(join(root, 'a', 'b', 'c'));
    expect(statSync(join(root, 'a', 'b', 'c')).isDirectory()).toBe(true);
    expect(() => makeFolder(join(root, 'a', 'b'))).not.toThrow();
  });

  it('throws the error of the first folder it cannot make, a file in the way', () => {
    const root = mkdtempSync(join(tmpdir(), 'linkproof-folder-'));
    writeFileSync(join(root, 'file'), '');
    expect(() => makeFolder(join(root, 'file', 'x', 'y'))).toThrow(expect.objectContaining({ code: 'ENOTDIR' }));
    expect(existsSync(join(root, 'file', 'x'))).toBe(false);
    expect(() => makeFolder(join(root, 'file'))).toThrow(expect.objectContaining({ code: 'EEXIST', syscall: 'mkdir' }));
  });

  it.runIf(process.platform === 'linux')('returns with an error under /proc, where Node’s recursive mkdir never returns', () => {
    expect(() => makeFolder('/proc/linkproof-x/y')).toThrow(expect.objectContaining({ code: 'ENOENT' }));
  });
});
