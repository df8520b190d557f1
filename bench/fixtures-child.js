// @ts-check
/** One fixtures benchmark case in its own process: `node fixtures-child.js linkproof|reference LINKS FORMAT OUT`. */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { writeFixtures } from '../dist/cli/fixtures-command.js';
import { generateDatasetRecords } from '../dist/factories/build-dataset.js';

const [kind, links, format, out] = process.argv.slice(2);
const count = Number(links);
const started = performance.now();
if (kind === 'linkproof') {
  await writeFixtures({ dataset: { seed: 1, links: count }, out: String(out), format: format === 'json' ? 'json' : 'ndjson' });
} else {
  const link = [...generateDatasetRecords({ seed: 1, links: 1 })].find((record) => record.kind === 'link');
  const stream = createWriteStream(String(out));
  let buffer = '';
  for (let i = 0; i < count; i++) {
    buffer += `${JSON.stringify(link)}\n`;
    if (buffer.length >= 1 << 20) {
      if (!stream.write(buffer)) await once(stream, 'drain');
      buffer = '';
    }
  }
  stream.end(buffer);
  await once(stream, 'finish');
}
process.stdout.write(JSON.stringify({ ms: performance.now() - started, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
