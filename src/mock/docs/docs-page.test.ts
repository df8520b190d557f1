import { describe, expect, it } from 'vitest';
import { openapiDocument } from '../../contract/openapi-document.js';
import { operations } from '../../contract/operations.js';
import { DEFAULT_TOKENS } from '../../dataset/default-tokens.js';
import { buildDataset } from '../../factories/build-dataset.js';
import { createMock } from '../create-mock.js';
import { createMockWithDefaults } from '../create-mock-with-defaults.js';
import type { PanelConfig } from './docs-page.js';

const configOf = (html: string) => JSON.parse(/<script type="application\/json" id="lp-config">(.*?)<\/script>/s.exec(html)![1]!) as PanelConfig;

describe('the API page, as the core serves it (in process: no file system)', () => {
  it.each([
    ['at the root', 'http://127.0.0.1:4010', '/docs', ''],
    ['under a base path', 'http://app.test/api/dub', '/api/dub/docs', '/api/dub'],
  ])('%s: loads Swagger UI and the panel from the adapter, with the mock and the demo token in its settings', async (_, baseUrl, path, basePath) => {
    const mock = createMockWithDefaults({ seed: 1, baseUrl });
    const response = await mock.fetch(new Request(`http://app.test${path}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    for (const file of ['swagger-ui.css', 'linkproof-panel.css', 'swagger-ui-bundle.js', 'linkproof-panel.js']) expect(html).toContain(`"${basePath}/docs/assets/${file}"`);
    const config = configOf(html);
    expect(config).toMatchObject({ baseUrl, basePath, token: DEFAULT_TOKENS.acme, workspace: 'acme', securityScheme: 'bearerAuth' });
    expect(openapiDocument.components?.securitySchemes).toHaveProperty(config.securityScheme);
    expect(config.operations.map(({ operationId }) => operationId)).toEqual(operations.map(({ operationId }) => operationId));
    expect(config.operations.find(({ operationId }) => operationId === 'createLink')).toMatchObject({ method: 'POST', path: '/links', errorStatuses: expect.arrayContaining([400, 401, 409, 422, 429, 500]) });
    // Without the adapter's files, the page's own note says where the reference is.
    expect(html).toContain('id="lp-no-reference"');
    expect(html).toContain(`href="${basePath}/__linkproof/openapi.json"`);
    expect(mock.requests()).toEqual([]);
  });

  it("gives try-it the dataset's own token (the one the mock prints first) and its workspace, and the mock takes the token", async () => {
    const dataset = buildDataset({ seed: 5, links: 3 });
    const mock = createMock({ dataset, seed: 1 });
    const token = dataset.workspaces[0]!.tokens[0]!.token;
    expect(token).not.toBe(DEFAULT_TOKENS.acme);
    const config = configOf(await (await mock.fetch(new Request('http://app.test/docs'))).text());
    expect([config.token, config.workspace]).toEqual([token, dataset.workspaces[0]!.workspace.slug]);
    const tried = await mock.fetch(new Request('http://app.test/links', { headers: { authorization: `Bearer ${config.token}` } }));
    expect(tried.status).toBe(200);
  });

  it("answers the files' paths with a 404 that says who serves them, and logs neither the page nor them", async () => {
    const mock = createMockWithDefaults({ seed: 1 });
    await mock.fetch(new Request('http://app.test/docs'));
    const response = await mock.fetch(new Request('http://app.test/docs/assets/swagger-ui-bundle.js'));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toContain("linkproof's Node server");
    expect(mock.requests()).toEqual([]);
  });
});
