/**
 * Fixture generation: linkproof's generator beside a floor reference (the same streaming writer
 * serialising one fixed link), each in its own process so that peak memory is its own.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('./fixtures-child.js', import.meta.url));

function measure(kind: string, links: number, format: string): { ms: number; maxRssMb: number; mb: number } {
  const dir = mkdtempSync(join(tmpdir(), 'linkproof-bench-'));
  const out = join(dir, `out.${format}`);
  try {
    const result = JSON.parse(execFileSync(process.execPath, [CHILD, kind, String(links), format, out], { encoding: 'utf8' })) as { ms: number; maxRssMb: number };
    return { ...result, mb: statSync(out).size / 1e6 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function runFixturesBenchmark(): void {
  const rows: [string, string, number, string][] = [
    ['linkproof fixtures, ndjson', 'linkproof', 1_000_000, 'ndjson'],
    ['reference: one fixed link serialised, ndjson', 'reference', 1_000_000, 'ndjson'],
    ['linkproof fixtures, json (held in memory)', 'linkproof', 100_000, 'json'],
  ];
  console.log('\nFixture generation (target: 1,000,000 links under 20 s)\n');
  console.log(`${'case'.padEnd(46)}${'links'.padStart(11)}${'seconds'.padStart(9)}${'links/s'.padStart(11)}${'MB out'.padStart(9)}${'peak RSS MB'.padStart(13)}`);
  for (const [name, kind, links, format] of rows) {
    const r = measure(kind, links, format);
    console.log(
      `${name.padEnd(46)}${links.toLocaleString('en').padStart(11)}${(r.ms / 1000).toFixed(1).padStart(9)}${Math.round(links / (r.ms / 1000)).toLocaleString('en').padStart(11)}${r.mb.toFixed(0).padStart(9)}${r.maxRssMb.toFixed(0).padStart(13)}`,
    );
  }
}
