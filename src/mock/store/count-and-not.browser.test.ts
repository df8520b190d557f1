/**
 * The count's WebAssembly kernel in a browser: bundled by esbuild into a page served by node:http, run in headless
 * Chromium, once as is and once under a Content-Security-Policy that forbids WebAssembly (the JS count answers).
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';

const CHROMIUM = '/usr/bin/chromium';
// CI installs Debian's chromium (.ci/run); elsewhere the test is skipped, saying why.
const available = existsSync(CHROMIUM);
if (!available && process.env.CI === 'true') throw new Error(`${CHROMIUM} is missing: .ci/run installs Debian's chromium package`);
if (!available) console.warn(`skipping the count kernel's browser test: ${CHROMIUM} is not installed (apt-get install chromium)`);

/** Lengths on both sides of the kernel's threshold (64 words), odd and even, up to more than its first memory page holds. */
const LENGTHS = [1, 63, 64, 65, 31_250, 100_001];

/** The page: each length counted by countAndNot (WebAssembly where it runs) and by the JS count (tested in Node against a bit-by-bit count), of two sets less a mask and of three sets. */
const PAGE = `
import { countAndNot, countAndNotInJs, countsInWebAssembly } from './count-and-not.ts';
function words(length, seed, mask) {
  const result = new Uint32Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    result[i] = x & mask;
  }
  return result;
}
const counts = ${JSON.stringify(LENGTHS)}.map((n) => {
  const [a, b, not, c] = [words(n, 1, 0xffffffff), words(n, 2, 0x0f0f0f0f), words(n >>> 1, 3, 0xffffffff), words(n, 4, 0xffffffff)];
  return [countAndNot([a, b], not, n), countAndNotInJs([a, b], not, n), countAndNot([a, b, c], new Uint32Array(0), n), countAndNotInJs([a, b, c], new Uint32Array(0), n)];
});
window.counted = { inWebAssembly: countsInWebAssembly(), counts };
`;

async function serve(script: string, policy: string | undefined): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    if (request.url === '/page.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(script);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html', ...(policy !== undefined && { 'content-security-policy': policy }) });
    response.end('<!doctype html><title>count</title><script type="module" src="/page.js"></script>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

describe('countAndNot in a browser', () => {
  it.skipIf(!available)("counts in WebAssembly in Chromium, and in JS where the page's CSP forbids WebAssembly, the same", async () => {
    const bundled = await build({
      stdin: { contents: PAGE, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'js', sourcefile: 'page.js' },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    });
    const script = bundled.outputFiles[0]!.text;
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      // Without 'wasm-unsafe-eval', script-src forbids compiling WebAssembly.
      for (const [policy, inWebAssembly] of [[undefined, true], ["script-src 'self'", false]] as const) {
        const { server, url } = await serve(script, policy);
        try {
          const page = await browser.newPage();
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          await page.goto(url);
          await page.waitForFunction(() => 'counted' in window, undefined, { timeout: 20_000 });
          const counted = await page.evaluate(() => (window as unknown as { counted: { inWebAssembly: boolean; counts: [number, number, number, number][] } }).counted);
          expect(errors).toEqual([]);
          expect(counted.inWebAssembly, policy ?? 'no policy').toBe(inWebAssembly);
          expect(counted.counts).toHaveLength(LENGTHS.length);
          for (const [byCountAndNot, inJs, ofThree, ofThreeInJs] of counted.counts) {
            expect(byCountAndNot).toBe(inJs);
            expect(ofThree).toBe(ofThreeInJs);
          }
          // Not a count of nothing: the words overlap, two sets and three.
          expect(counted.counts.at(-1)![0]).toBeGreaterThan(100_000);
          expect(counted.counts.at(-1)![2]).toBeGreaterThan(100_000);
        } finally {
          server.close();
        }
      }
    } finally {
      await browser.close();
    }
  }, 60_000);
});
