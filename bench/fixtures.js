// @ts-check
/**
 * Fixture generation benchmark: linkproof's generator against a floor reference (the same streaming
 * writer serialising one fixed link), each in its own process so that peak memory is its own.
 * Prints numbers; asserts nothing.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);

/** @param {string} kind @param {number} links @param {string} format @param {string} out */
async function child(kind, links, format, out) {
  const started = performance.now();
  if (kind === 'linkproof') {
    const { writeFixtures } = await import('../dist/cli/fixtures-command.js');
    await writeFixtures({ dataset: { seed: 1, links }, out, format: /** @type {'json'|'ndjson'} */ (format) });
  } else {
    const { generateDatasetRecords } = await import('../dist/factories/build-dataset.js');
    const link = [...generateDatasetRecords({ seed: 1, links: 1 })].find((record) => record.kind === 'link');
    const { createWriteStream } = await import('node:fs');
    const { once } = await import('node:events').then((events) => events.default);
    const stream = createWriteStream(out);
    let buffer = '';
    for (let i = 0; i < links; i++) {
      buffer += `${JSON.stringify(link)}\n`;
      if (buffer.length >= 1 << 20) {
        if (!stream.write(buffer)) await once(stream, 'drain');
        buffer = '';
      }
    }
    stream.end(buffer);
    await once(stream, 'finish');
  }
  const ms = performance.now() - started;
  process.stdout.write(JSON.stringify({ ms, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
}

/** @param {string} kind @param {number} links @param {string} format */
function measure(kind, links, format) {
  const dir = mkdtempSync(join(tmpdir(), 'linkproof-bench-'));
  const out = join(dir, `out.${format}`);
  try {
    const result = JSON.parse(execFileSync(process.execPath, [self, 'child', kind, String(links), format, out], { encoding: 'utf8', maxBuffer: 1 << 20 }));
    return { ...result, mb: statSync(out).size / 1e6 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function runFixturesBenchmark() {
  const rows = [
    ['linkproof fixtures, ndjson', 'linkproof', 1_000_000, 'ndjson'],
    ['reference: one fixed link serialised, ndjson', 'reference', 1_000_000, 'ndjson'],
    ['linkproof fixtures, json (held in memory)', 'linkproof', 100_000, 'json'],
  ];
  console.log('\nFixture generation (target: 1,000,000 links under 20 s)\n');
  console.log(`${'case'.padEnd(46)}${'links'.padStart(11)}${'seconds'.padStart(9)}${'links/s'.padStart(11)}${'MB out'.padStart(9)}${'peak RSS MB'.padStart(13)}`);
  for (const [name, kind, links, format] of rows) {
    const r = measure(String(kind), Number(links), String(format));
    console.log(
      `${String(name).padEnd(46)}${Number(links).toLocaleString('en').padStart(11)}${(r.ms / 1000).toFixed(1).padStart(9)}${Math.round(Number(links) / (r.ms / 1000)).toLocaleString('en').padStart(11)}${r.mb.toFixed(0).padStart(9)}${r.maxRssMb.toFixed(0).padStart(13)}`,
    );
  }
}

if (process.argv[2] === 'child') {
  await child(process.argv[3] ?? '', Number(process.argv[4]), process.argv[5] ?? 'ndjson', process.argv[6] ?? '');
}
