import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * `mkdir -p`: the folder and any missing above it, made one at a time from the nearest that exists. Node's own
 * `recursive: true` never returns where a folder cannot be made but its parent exists (under /proc it retries
 * ENOENT for ever); this throws mkdirSync's error (ENOENT, EACCES, ENOTDIR, EROFS) for the first it cannot make,
 * and EEXIST when a file stands where the folder would be.
 */
export function makeFolder(path: string): void {
  const target = resolve(path);
  const missing: string[] = [];
  for (let at = target; !existsSync(at); ) {
    missing.push(at);
    const up = dirname(at);
    if (up === at) break;
    at = up;
  }
  // A file in the folder's place: mkdir says so (EEXIST), as it does for a file above it (ENOTDIR).
  if (missing.length === 0 && !statSync(target).isDirectory()) mkdirSync(target);
  for (const folder of missing.reverse()) {
    try {
      mkdirSync(folder);
    } catch (error) {
      // Made meanwhile by another process: a folder is what was wanted.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || !statSync(folder).isDirectory()) throw error;
    }
  }
}
