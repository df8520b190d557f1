import { openapiDocument } from '../../contract/openapi-document.js';
import { operations } from '../../contract/operations.js';
import { DEFAULT_TOKENS } from '../../dataset/default-tokens.js';
import { basePathOf } from '../base-path.js';
import { CORS_HEADERS } from '../cors.js';
import type { MockResponse } from '../mock-http.js';
import { DOCS_ASSETS_PATH } from './docs-assets.js';
import { escapeHtml } from '../escape-html.js';

/** Where the mock serves its API page. */
export const DOCS_PATH = '/docs';

/** What the page's script (panel/linkproof-panel.ts) reads from #lp-config. */
export interface PanelConfig {
  baseUrl: string;
  basePath: string;
  /** The security scheme of openapi.yaml Swagger UI is preauthorized for, with `token`. */
  securityScheme: string;
  token: string;
  /** The slug of the workspace `token` acts in. */
  workspace: string;
  operations: { operationId: string; method: string; path: string; errorStatuses: number[] }[];
  /** The error statuses any operation documents (for a fault on every operation). */
  errorStatuses: number[];
}

const errorStatusesOf = (responses: object) => Object.keys(responses).filter((status) => /^[45]\d\d$/.test(status)).map(Number);

/** Whose token try-it sends: the first the mock prints, with its workspace. */
export interface TryItAs {
  token: string;
  workspace: string;
}

/** The default dataset's demo token, for a page rendered without a mock's dataset. */
const DEMO: TryItAs = { token: DEFAULT_TOKENS.acme, workspace: 'acme' };

function panelConfig(baseUrl: string, as: TryItAs): PanelConfig {
  return {
    baseUrl,
    basePath: basePathOf(baseUrl),
    securityScheme: 'bearerAuth',
    token: as.token,
    workspace: as.workspace,
    operations: operations.map(({ operationId, method, path, responses }) => ({ operationId, method: method.toUpperCase(), path, errorStatuses: errorStatusesOf(responses) })),
    errorStatuses: [...new Set(operations.flatMap(({ responses }) => errorStatusesOf(responses)))].sort(),
  };
}


/**
 * The API page: Swagger UI on the mock's own contract, try-it aimed at the mock as `as` (the first workspace's first
 * token: the one `linkproof mock` prints first; the default dataset's demo token otherwise), and beside it
 * linkproof's panel (the request log with its bodies, reset, clock, faults). Both come from the files the Node
 * adapter serves under /docs/assets; without them (a mock in process) the page says where to find them.
 */
export function renderDocsPage(baseUrl: string, as: TryItAs = DEMO): string {
  const config = panelConfig(baseUrl, as);
  const assets = escapeHtml(`${config.basePath}${DOCS_ASSETS_PATH}`);
  const control = escapeHtml(`${config.basePath}/__linkproof`);
  const { title } = openapiDocument.info;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="data:,"><title>${escapeHtml(title)}: linkproof mock</title>
<link rel="stylesheet" href="${assets}/swagger-ui.css"><link rel="stylesheet" href="${assets}/linkproof-panel.css"></head>
<body><main class="lp"><div id="swagger-ui"><p id="lp-no-reference" class="lp-note" style="font:15px/1.5 system-ui,sans-serif;margin:24px">
The API reference (Swagger UI) and its request log are served from linkproof's own files by its Node server:
<code>npx linkproof mock</code>, or <code>serveMock</code> from <code>linkproof/node</code>. This mock answers without them:
the contract is at <a href="${control}/openapi.json">openapi.json</a>, the request log at <a href="${control}/requests">${control}/requests</a>.</p></div>
<aside class="lp-panel" id="lp-panel" aria-label="linkproof mock"></aside></main>
<script type="application/json" id="lp-config">${JSON.stringify(config).replaceAll('</', '<\\/')}</script>
<script src="${assets}/swagger-ui-bundle.js"></script><script src="${assets}/linkproof-panel.js"></script></body></html>`;
}

/**
 * The core's answer under /docs: the page; for its files a 404 that says where they are served (the core has no file
 * system: the Node adapter answers those paths before the core sees them).
 */
/** The folder of the API page's files. */
const DOCS_ASSETS_FOLDER = `${DOCS_ASSETS_PATH}/`;

/** Whether a path is the API page's or one of its files' (answerDocs answers it). */
export const isDocsPath = (path: string): boolean => path === DOCS_PATH || path.startsWith(DOCS_ASSETS_FOLDER);

export function answerDocs(path: string, baseUrl: string, as?: TryItAs): MockResponse | undefined {
  if (!isDocsPath(path)) return undefined;
  const headers = { 'cache-control': 'no-store', ...CORS_HEADERS };
  if (path === DOCS_PATH) return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', ...headers }, body: renderDocsPage(baseUrl, as) };
  const body = "The API page's files are served by linkproof's Node server (npx linkproof mock, or serveMock from linkproof/node), not by a mock in process.\n";
  return { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers }, body };
}
