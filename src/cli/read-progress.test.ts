import { describe, expect, it } from 'vitest';
import { progressOnTerminal, progressText, sizeText } from './read-progress.js';

describe('read progress', () => {
  it('says sizes as file managers do and a read as a share of its file', () => {
    expect([sizeText(1_352_827_405), sizeText(135_299_763), sizeText(13_546_377), sizeText(900_000), sizeText(12)]).toStrictEqual(['1.35 GB', '135.3 MB', '13.5 MB', '900 KB', '1 KB']);
    expect(progressText('f.ndjson', 567_000_000, 1_352_827_405)).toBe('reading f.ndjson: 41% of 1.35 GB');
    expect(progressText('f.ndjson', 2, 0)).toBe('reading f.ndjson: 100% of 1 KB');
  });

  it('rewrites one line at most every so often, and clears it once the whole file is read', () => {
    const written: string[] = [];
    let time = 0;
    const progress = progressOnTerminal({ write: (text) => written.push(text) }, 'f.ndjson', 250, () => time);
    progress(10, 100);
    time = 100;
    progress(20, 100);
    time = 260;
    progress(30, 100);
    progress(100, 100);
    progress(100, 100);
    expect(written).toStrictEqual(['\r\x1b[Kreading f.ndjson: 10% of 1 KB', '\r\x1b[Kreading f.ndjson: 30% of 1 KB', '\r\x1b[K']);
    const quiet: string[] = [];
    const fast = progressOnTerminal({ write: (text) => quiet.push(text) }, 'f.ndjson');
    fast(100, 100);
    expect(quiet).toStrictEqual([]);
  });
});
