import { copyFileSync, existsSync, renameSync, statSync, truncateSync, unlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDataset } from '../../dataset/default-dataset.js';
import { ok } from '../../result.js';
import { fixedClock } from '../clock.js';
import { createMock } from '../create-mock.js';
import { openDurableState } from './durable-state.js';
import { imagePathOf } from './state-image.js';

const NOW = Date.parse('2026-11-01T00:00:00Z');
const TOKEN = 'lp_acme_demo_token';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'linkproof-image-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const open = (file: string) =>
  openDurableState({
    file,
    fixtures: async () => ok(defaultDataset(NOW)),
    createMock: (dataset, resetTo) => createMock({ dataset, ...(resetTo !== undefined && { resetTo }), seed: 1, clock: fixedClock(NOW), rateLimit: false }),
    lockCheckMs: 0,
  });

const call = async (mock: Awaited<ReturnType<typeof open>>['mock'], method: string, path: string, body?: unknown) => {
  const response = await mock.fetch(new Request(`http://mock${path}`, { method, headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, ...(body !== undefined && { body: JSON.stringify(body) }) }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** A state with writes of every kind since its base: creates, a delete, a click, a tag. */
async function stateWithWrites(file: string): Promise<void> {
  const opened = await open(file);
  const { mock } = opened;
  const created = await call(mock, 'POST', '/links', { url: 'https://example.com/kept', key: 'kept', externalId: 'ext-kept' });
  expect(created.status).toBe(200);
  const gone = await call(mock, 'POST', '/links', { url: 'https://example.com/gone', key: 'gone' });
  expect((await call(mock, 'DELETE', `/links/${gone.body.id as string}`)).status).toBe(200);
  expect((await call(mock, 'POST', '/tags', { name: 'Imaged' })).status).toBe(201);
  expect((await mock.fetch(new Request('http://acme.link/kept'))).status).toBe(302);
  await opened.close();
}

describe('the columns image beside a --state file', () => {
  it('restarts from the image with the state the JSON holds, and resets to the base read from its own image', async () => {
    // Two states made by the same writes (a fixed clock and seed): one restarted from its images, one from its JSON.
    const [file, twin] = [join(dir, 'same.json'), join(dir, 'twin.json')];
    await stateWithWrites(file);
    await stateWithWrites(twin);
    expect([existsSync(imagePathOf(file)), existsSync(imagePathOf(`${file}.base`))]).toEqual([true, true]);

    const fromImage = await open(file);
    expect(fromImage.notes).toContain(`read ${file} from ${imagePathOf(file)}`);
    const imaged = fromImage.mock.store.toDataset(NOW);
    expect(imaged.workspaces[0]!.tags.some((tag) => tag.name === 'Imaged')).toBe(true);
    expect((await call(fromImage.mock, 'GET', '/links/info?externalId=ext_ext-kept')).body.clicks).toBe(1);
    fromImage.mock.reset();
    const reset = fromImage.mock.store.toDataset(NOW);
    await fromImage.close();

    // Without the images, the JSON files are read: the same state, the same base (and the images are written again).
    unlinkSync(imagePathOf(twin));
    unlinkSync(imagePathOf(`${twin}.base`));
    const fromJson = await open(twin);
    expect(fromJson.notes.some((note) => note.includes('.columns'))).toBe(false);
    expect(fromJson.mock.store.toDataset(NOW)).toStrictEqual(imaged);
    expect([existsSync(imagePathOf(twin)), existsSync(imagePathOf(`${twin}.base`))]).toEqual([true, true]);
    fromJson.mock.reset();
    expect(fromJson.mock.store.toDataset(NOW)).toStrictEqual(reset);
    await fromJson.close();

    // What the reset gave is the fixtures, as a mock of them gives after its own reset.
    const plain = createMock({ dataset: defaultDataset(NOW), seed: 1, clock: fixedClock(NOW), rateLimit: false });
    plain.reset();
    expect(reset.workspaces).toStrictEqual(plain.store.toDataset(NOW).workspaces);
  });

  it('is not used for a JSON file other than the one it was written for, nor when it is cut short: the JSON is read, and says so', async () => {
    const file = join(dir, 'other.json');
    await stateWithWrites(file);
    const expected = (await open(file).then(async (opened) => {
      const dataset = opened.mock.store.toDataset(NOW);
      await opened.close();
      return dataset;
    }));
    // The same bytes in a file of its own (a copy put in place): not the file the image was written for.
    copyFileSync(file, `${file}.copy`);
    renameSync(`${file}.copy`, file);
    const replaced = await open(file);
    expect(replaced.notes.join('\n')).toMatch(/other\.json\.columns is not used \(written for another .*other\.json than the one there now\)/);
    expect(replaced.mock.store.toDataset(NOW)).toStrictEqual(expected);
    await replaced.close();

    truncateSync(imagePathOf(file), 100);
    const cut = await open(file);
    expect(cut.notes.join('\n')).toMatch(/other\.json\.columns is not used \(cut short/);
    expect(cut.mock.store.toDataset(NOW)).toStrictEqual(expected);
    await cut.close();

    // A base image cut short is not trusted either: the JSON base is read, and its image written again.
    const baseImage = imagePathOf(`${file}.base`);
    const { size } = statSync(baseImage);
    truncateSync(baseImage, size - 1);
    const baseCut = await open(file);
    expect(baseCut.notes.join('\n')).toMatch(/other\.json\.base\.columns is not used \(cut short/);
    expect(statSync(baseImage).size).toBe(size);
    await baseCut.close();
  });

  it('answers a reset whose base image went while the mock ran with the spec\'s error object, and changes nothing', async () => {
    const file = join(dir, 'gone.json');
    await stateWithWrites(file);
    const opened = await open(file);
    const before = opened.mock.store.toDataset(NOW);
    unlinkSync(imagePathOf(`${file}.base`));
    const response = await opened.mock.fetch(new Request('http://mock/__linkproof/reset', { method: 'POST' }));
    expect(response.status).toBe(500);
    expect(((await response.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: 'internal_server_error', message: expect.stringMatching(/could not read what it returns to, and changed nothing: .*gone\.json\.base\.columns/) });
    expect(opened.mock.store.toDataset(NOW)).toStrictEqual(before);
    await opened.close();
  });
});
