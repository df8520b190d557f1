/**
 * The README's short-link walkthrough (examples/short-links.sh), run as a user runs it: the built CLI, curl
 * opening http://acme.link.localhost:PORT/…, a real webhook receiver.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort, hasCurl } from './walkthrough-support.js';

const SCRIPT = fileURLToPath(new URL('./short-links.sh', import.meta.url));
const BIN = fileURLToPath(new URL('../bin/linkproof.js', import.meta.url));
if (!hasCurl) console.warn('skipping the short-link walkthrough: curl is not installed');

describe.skipIf(!hasCurl)('examples/short-links.sh (the README walkthrough)', () => {
  it('redirects a browser and an iPhone each to its destination, counts both clicks, delivers both webhooks, and honours the expiry', async () => {
    const env = { ...process.env, PORT: String(await freePort()), HOOK_PORT: String(await freePort()), LINKPROOF: `${process.execPath} ${BIN}` };
    const output = await new Promise<string>((resolve, reject) =>
      execFile('bash', [SCRIPT], { env, timeout: 60_000 }, (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stdout}\n${stderr}`)) : resolve(stdout))),
    );
    expect(output).toContain('desktop  → 302 https://example.com/spring');
    expect(output).toContain('iPhone   → 302 https://apps.apple.com/app/id123');
    expect(output).toContain('clicks   → 2, last 2026-11-01T12:00:00.000Z');
    expect(output.match(/delivery → link\.clicked delivered after 1 attempt\(s\)/g)).toHaveLength(2);
    expect(output.match(/received [0-9a-f]{12}… \{"id":"evt_/g)).toHaveLength(2);
    expect(output).toContain('expired  → 302 https://example.com/sale-over');
  }, 90_000);
});
