import type { ReadProgress } from '../dataset/read-dataset-file.js';

/** A file's size as people read it: `1.35 GB`, `84.2 MB`, `900 KB` (powers of 1,000, as file managers show them). */
export function sizeText(bytes: number): string {
  for (const [unit, scale] of [['GB', 1e9], ['MB', 1e6]] as const) {
    if (bytes >= scale) return `${(bytes / scale).toFixed(bytes >= 10 * scale ? 1 : 2)} ${unit}`;
  }
  return `${Math.max(1, Math.round(bytes / 1e3))} KB`;
}

/** The line a terminal shows while a file is read: `reading fixtures/big.ndjson: 42% of 1.35 GB`. */
export function progressText(file: string, read: number, size: number): string {
  const percent = size <= 0 ? 100 : Math.min(100, Math.floor((100 * read) / size));
  return `reading ${file}: ${percent}% of ${sizeText(size)}`;
}

/**
 * A read's progress shown on a terminal: one line rewritten in place at most every `everyMs` (and once done),
 * cleared once the whole file is read, so that what is printed next starts on a clean line.
 */
export function progressOnTerminal(stream: { write(text: string): unknown }, file: string, everyMs = 250, now: () => number = Date.now): ReadProgress {
  let shownAt = Number.NEGATIVE_INFINITY;
  let done = false;
  return (read, size) => {
    if (done) return;
    if (read >= size) {
      done = true;
      // Only a line shown is cleared: a read that ends before its first line leaves the terminal as it was.
      if (shownAt > Number.NEGATIVE_INFINITY) stream.write('\r\x1b[K');
      return;
    }
    const time = now();
    if (time - shownAt < everyMs) return;
    shownAt = time;
    stream.write(`\r\x1b[K${progressText(file, read, size)}`);
  };
}
