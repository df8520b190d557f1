import { existsSync, mkdirSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../create-mock-with-defaults.js';
import { serveMock, type RunningMock } from '../node/serve-mock.js';

const CHROMIUM = '/usr/bin/chromium';
const SCREENSHOT = new URL('../../../test-results/docs-page.png', import.meta.url).pathname;
// CI installs Debian's chromium (.ci/run); elsewhere the test is skipped, saying why.
const available = existsSync(CHROMIUM);
if (!available && process.env.CI === 'true') throw new Error(`${CHROMIUM} is missing: .ci/run installs Debian's chromium package`);
if (!available) console.warn(`skipping the API page's browser test: ${CHROMIUM} is not installed (apt-get install chromium)`);

let browser: Browser;
let running: RunningMock;

beforeAll(async () => {
  if (!available) return;
  const mock = createMockWithDefaults({ seed: 1, rateLimit: false });
  running = await serveMock(mock, { port: 0 });
  mock.baseUrl = running.url;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await running?.close();
});

describe.skipIf(!available)('the API page at /docs (headless Chromium)', () => {
  it('renders every operation, sends a request from the page, and shows it in the request log', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${running.url}/docs`);
    expect(await page.locator('section.op').count()).toBe(9);
    expect(await page.locator('#getLinks table').innerText()).toContain('pageSize');

    await page.locator('#getLinksCount input[name="groupBy"]').fill('domain');
    await page.locator('button[data-operation="getLinksCount"]').click();
    const result = page.locator('pre[data-result="getLinksCount"]');
    await expect.poll(async () => result.getAttribute('data-status'), { timeout: 10_000 }).toBe('200');
    expect(await result.innerText()).toContain('"_count"');

    const logged = page.locator('#log tr[data-path="/links/count"]');
    await logged.first().waitFor({ timeout: 10_000 });
    expect(await logged.first().innerText()).toContain('200');
    // Only the request sent from the page is logged: the page itself asks for nothing else of the service.
    expect(await page.locator('#log tr[data-path]').count()).toBe(1);

    mkdirSync(new URL('.', `file://${SCREENSHOT}`).pathname, { recursive: true });
    await page.screenshot({ path: SCREENSHOT, fullPage: false });
    expect(existsSync(SCREENSHOT)).toBe(true);
    await page.close();
  }, 60_000);
});
