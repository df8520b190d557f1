import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildDocsAssets } from '../../../scripts/build-docs-assets.js';
import { operations } from '../../contract/operations.js';
import { createMockWithDefaults } from '../create-mock-with-defaults.js';
import type { Mock } from '../create-mock.js';
import { serveMock, type RunningMock } from '../node/serve-mock.js';

const CHROMIUM = '/usr/bin/chromium';
const RESULTS = fileURLToPath(new URL('../../../test-results/', import.meta.url));
// CI installs Debian's chromium (.ci/run); elsewhere the test is skipped, saying why.
const available = existsSync(CHROMIUM);
if (!available && process.env.CI === 'true') throw new Error(`${CHROMIUM} is missing: .ci/run installs Debian's chromium package`);
if (!available) console.warn(`skipping the API page's browser test: ${CHROMIUM} is not installed (apt-get install chromium)`);

let browser: Browser;
let mock: Mock;
let running: RunningMock;

beforeAll(async () => {
  if (!available) return;
  // The page's files as `npm run build` writes them, from the panel's source as it is now.
  await buildDocsAssets();
  mock = createMockWithDefaults({ seed: 1, rateLimit: false });
  running = await serveMock(mock, { port: 0 });
  mock.baseUrl = running.url;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await running?.close();
});

beforeEach(() => {
  if (!available) return;
  mock.reset();
  mock.log.clear();
  mock.faults.clear();
  mock.clock.release();
});

interface Watched {
  page: Page;
  /** Requests the page tried to make anywhere but the mock: refused, and listed here. */
  outside: string[];
  errors: string[];
}

/** A page on which every request to anywhere but the mock is refused and noted: the reference works offline. */
async function openPage(width: number): Promise<Watched> {
  const page = await browser.newPage({ viewport: { width, height: 1000 } });
  const outside: string[] = [];
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const mockOrigin = new URL(running.url).origin;
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (new URL(url).origin === mockOrigin) return route.continue();
    outside.push(url);
    return route.abort('blockedbyclient');
  });
  return { page, outside, errors };
}

const horizontalOverflow = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

describe.skipIf(!available)('the API reference at /docs (headless Chromium)', () => {
  it.each([1400, 800])('at %i px: Swagger UI lists every operation, a try-it request from it shows in the log with its body', async (width) => {
    const { page, outside, errors } = await openPage(width);
    await page.goto(`${running.url}/docs`);

    // Swagger UI's navigation: one block per operation of the contract, under its tag.
    await expect.poll(() => page.locator('.opblock').count(), { timeout: 20_000 }).toBe(operations.length);
    const ids = await page.locator('.opblock').evaluateAll((blocks) => blocks.map((block) => block.id));
    expect(ids.map((id) => id.replace(/^operations-[^-]+-/, '')).sort()).toEqual(operations.map((operation) => operation.operationId).sort());
    expect(await page.locator('#lp-no-reference').count()).toBe(0);
    // Preauthorized with the demo token: the Authorize button shows a closed lock.
    await page.locator('.auth-wrapper .authorize.locked').waitFor({ timeout: 10_000 });

    const url = `https://try-it-${width}.example.com/from-the-reference`;
    const createLink = page.locator('#operations-Links-createLink');
    await createLink.locator('.opblock-summary-control').click();
    const tryItOut = createLink.locator('button.try-out__btn', { hasText: 'Try it out' });
    if (await tryItOut.isVisible()) await tryItOut.click();
    await createLink.locator('textarea.body-param__text').fill(JSON.stringify({ url }, null, 2));
    await createLink.locator('button.execute').click();
    const answered = createLink.locator('.live-responses-table tr.response > td.response-col_status').first();
    await answered.waitFor({ timeout: 10_000 });
    expect(await answered.innerText()).toBe('200');
    expect(await createLink.locator('.live-responses-table tr.response > td.response-col_description').first().innerText()).toContain(url);

    // The panel's log shows it, and opened, the bodies sent and answered.
    const logged = page.locator('#lp-log .lp-entry[data-method="POST"][data-path="/links"][data-status="200"]');
    await logged.waitFor({ timeout: 10_000 });
    await logged.locator('summary').click();
    expect(await logged.locator('pre[data-body="requestBody"]').innerText()).toContain(url);
    expect(await logged.locator('pre[data-body="responseBody"]').innerText()).toContain('"shortLink"');
    // The page itself asks nothing of the service: the try-it request is the only one logged.
    expect(await page.locator('#lp-log .lp-entry').count()).toBe(1);
    expect(mock.requests().map(({ operationId, status, requestBody }) => ({ operationId, status, requestBody }))).toEqual([{ operationId: 'createLink', status: 200, requestBody: { url } }]);

    // Nothing cut off: no horizontal scrolling, and at 1400 px the panel beside the reference, inside the window.
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    if (width === 1400) {
      const panel = (await page.locator('#lp-panel').boundingBox())!;
      const reference = (await page.locator('#swagger-ui').boundingBox())!;
      expect(panel.x).toBeGreaterThanOrEqual(reference.x + reference.width - 1);
      expect(panel.x + panel.width).toBeLessThanOrEqual(width);
      const entry = (await logged.boundingBox())!;
      expect(entry.x + entry.width).toBeLessThanOrEqual(width);
      expect(entry.y + entry.height).toBeLessThanOrEqual(1000);
    } else {
      // Stacked: the panel above the reference, as wide as the window.
      await logged.scrollIntoViewIfNeeded();
      const panel = (await page.locator('#lp-panel').boundingBox())!;
      expect(panel.width).toBeLessThanOrEqual(width);
    }

    mkdirSync(RESULTS, { recursive: true });
    const screenshot = join(RESULTS, `docs-${width}.png`);
    await page.screenshot({ path: screenshot });
    expect(existsSync(screenshot)).toBe(true);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('the panel controls the mock: faults, clock, reset', async () => {
    const { page, outside, errors } = await openPage(1400);
    await page.goto(`${running.url}/docs`);
    await page.locator('#lp-fault-op option[value="createLink"]').waitFor({ state: 'attached', timeout: 10_000 });

    await page.locator('#lp-fault-op').selectOption('createLink');
    await page.locator('#lp-fault-status').selectOption('500');
    await page.locator('#lp-fault-set').click();
    await page.locator('#lp-faults li[data-fault="createLink"]').waitFor({ timeout: 5_000 });
    expect(mock.faults.get('createLink')).toEqual({ status: 500 });
    await page.locator('#lp-faults li[data-fault="createLink"] button').click();
    await expect.poll(() => mock.faults.size, { timeout: 5_000 }).toBe(0);

    const before = mock.clock.now();
    await page.locator('button[data-advance="86400000"]').click();
    await expect.poll(() => page.locator('#lp-now').innerText(), { timeout: 5_000 }).toContain('(frozen)');
    expect(mock.clock.frozenAt()! - before).toBeGreaterThanOrEqual(86_400_000);
    await page.locator('#lp-time').fill('2027-01-01T00:00:00Z');
    await page.locator('#lp-set-time').click();
    await expect.poll(() => page.locator('#lp-now').innerText(), { timeout: 5_000 }).toBe('2027-01-01 00:00:00 (frozen)');
    await page.locator('#lp-release').click();
    await expect.poll(() => mock.clock.frozenAt(), { timeout: 5_000 }).toBeUndefined();

    await page.locator('#lp-reset').click();
    await expect.poll(() => page.locator('#lp-said').innerText(), { timeout: 5_000 }).toMatch(/^Reset: acme \d+ links/);
    // Control-plane calls are not requests to the service.
    expect(mock.requests()).toEqual([]);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it("without its files (a mock in process serves none) the page says where the reference is and links the contract", async () => {
    const { page, outside } = await openPage(800);
    await page.route('**/docs/assets/**', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'not here' }));
    await page.goto(`${running.url}/docs`);
    const note = page.locator('#lp-no-reference');
    expect(await note.isVisible()).toBe(true);
    expect(await note.innerText()).toContain('npx linkproof mock');
    expect(await note.locator('a').first().getAttribute('href')).toBe('/__linkproof/openapi.json');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(outside).toEqual([]);
    await page.close();
  }, 60_000);
});
