import { openapiDocument } from '../../contract/openapi-document.js';
import { operations } from '../../contract/operations.js';
import { DEFAULT_TOKENS } from '../../dataset/default-tokens.js';
import { basePathOf } from '../base-path.js';
import { CORS_HEADERS } from '../cors.js';
import type { MockResponse } from '../mock-http.js';
import { DOCS_ASSETS_PATH } from './docs-assets.js';
import { PANEL_SCRIPT } from './panel-script.js';

/** Where the mock serves its API page. */
export const DOCS_PATH = '/docs';

/** Two columns (the reference, then the panel) down to 1100 px; below, one, the panel first and its log bounded. */
const STYLE = `
body{margin:0;font:14px/1.45 system-ui,sans-serif;color:#1d2330}
.lp{display:grid;grid-template-columns:minmax(0,1fr) 440px;align-items:start}
#swagger-ui{min-width:0}.lp-note{margin:24px;padding:12px 16px;background:#fff7e0;border:1px solid #e8d9a8;border-radius:6px}
.lp-panel{position:sticky;top:0;height:100vh;box-sizing:border-box;display:flex;flex-direction:column;gap:10px;padding:12px 14px;background:#f6f7f9;border-left:1px solid #dde1e7}
.lp-panel h2{font-size:16px;margin:0}.lp-panel h3{font-size:14px;margin:0 6px 0 0}.lp-panel p{margin:0}
.lp-panel section{background:#fff;border:1px solid #dde1e7;border-radius:6px;padding:8px 10px;min-width:0}
.lp-row{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin:4px 0}
.lp-panel input,.lp-panel select,.lp-panel button{font:12px system-ui,sans-serif;max-width:100%}
.lp-panel ul{margin:4px 0;padding-left:18px;font:12px ui-monospace,monospace}
.lp-small,.lp-label,output{font-size:12px;color:#555e6e}.lp-label{margin-top:4px}
code,.lp-mono{font:12px ui-monospace,monospace;overflow-wrap:anywhere}
#lp-log-section{flex:1;min-height:0;display:flex;flex-direction:column}#lp-log{overflow:auto;min-height:0}
.lp-entry{border-top:1px solid #eceff3;padding:3px 0}
.lp-entry summary{cursor:pointer;font:12px ui-monospace,monospace}.lp-entry summary>*{margin-right:8px}
.lp-path{overflow-wrap:anywhere}.s2{color:#2f7d4a}.s4,.s5{color:#b33a2c}
.lp-entry pre{margin:2px 0 6px;padding:6px;max-height:240px;overflow:auto;white-space:pre-wrap;overflow-wrap:anywhere;background:#10141c;color:#d8e0ee;border-radius:4px;font-size:12px}
@media (max-width:1100px){.lp{grid-template-columns:minmax(0,1fr)}.lp-panel{position:static;height:auto;order:-1;border-left:0;border-bottom:1px solid #dde1e7}#lp-log{max-height:50vh}}
`;

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** What the panel's script needs: where the mock is, the demo token, and the operations (for faults and the log's filter). */
function panelConfig(baseUrl: string) {
  const errorStatusesOf = (responses: object) => Object.keys(responses).filter((status) => /^[45]\d\d$/.test(status)).map(Number);
  return {
    baseUrl,
    basePath: basePathOf(baseUrl),
    // The token of the default dataset's first workspace, as the old page used: Swagger UI is preauthorized with it.
    token: DEFAULT_TOKENS.acme,
    operations: operations.map((operation) => [operation.operationId, operation.method.toUpperCase(), operation.path, errorStatusesOf(operation.responses)]),
    errorStatuses: [...new Set(operations.flatMap((operation) => errorStatusesOf(operation.responses)))].sort(),
  };
}

/**
 * The API reference: Swagger UI (from the files the Node adapter serves under /docs/assets) on the mock's own
 * contract, with try-it aimed at the mock and the demo token; beside it linkproof's panel, the request log with
 * its bodies and the control plane. Without Swagger UI's files (in process) the page says so and keeps the panel.
 */
export function renderDocsPage(baseUrl: string): string {
  const config = panelConfig(baseUrl);
  const assets = `${config.basePath}${DOCS_ASSETS_PATH}`;
  const control = `${config.basePath}/__linkproof`;
  const { title, version } = openapiDocument.info;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="data:,"><title>${escapeHtml(title)}: linkproof mock</title>
<link rel="stylesheet" href="${escapeHtml(assets)}/swagger-ui.css"><style>${STYLE}</style></head>
<body><main class="lp"><div id="swagger-ui"></div>
<aside class="lp-panel" id="lp-panel" aria-label="linkproof mock">
<h2>linkproof mock <small class="lp-mono">${escapeHtml(baseUrl)}</small></h2>
<p class="lp-small">${escapeHtml(title)} ${escapeHtml(version)}. Try-it sends the demo token <code>${escapeHtml(config.token)}</code> (workspace acme).
<a href="${escapeHtml(control)}/openapi.json">openapi.json</a> · <a href="${escapeHtml(control)}">control plane</a></p>
<section aria-label="Control plane"><h3>Control plane</h3>
<div class="lp-row"><button type="button" id="lp-reset">Reset state</button><output id="lp-said"></output></div>
<div class="lp-row">Clock <code id="lp-now"></code><button type="button" data-advance="60000">+1 min</button><button type="button" data-advance="3600000">+1 h</button><button type="button" data-advance="86400000">+1 day</button></div>
<div class="lp-row"><input id="lp-time" size="22" placeholder="2027-01-01T00:00:00Z" aria-label="time"><button type="button" id="lp-set-time">Freeze at</button><button type="button" id="lp-release">Release</button></div>
<div class="lp-row">Fault <select id="lp-fault-op" aria-label="operation"></select><select id="lp-fault-status" aria-label="status"></select>
<input id="lp-fault-latency" type="number" min="0" max="60000" step="100" placeholder="latency ms" aria-label="latency in ms" style="width:90px">
<label><input type="checkbox" id="lp-fault-rate"> 429</label><button type="button" id="lp-fault-set">Set</button></div>
<ul id="lp-faults"></ul></section>
<section id="lp-log-section" aria-label="Request log"><div class="lp-row"><h3>Request log</h3><select id="lp-log-op" aria-label="filter by operation"></select><button type="button" id="lp-log-clear">Clear</button></div>
<div id="lp-log"></div></section></aside></main>
<script src="${escapeHtml(assets)}/swagger-ui-bundle.js"></script>
<script type="application/json" id="lp-config">${JSON.stringify(config).replaceAll('</', '<\\/')}</script>
<script>${PANEL_SCRIPT}</script></body></html>`;
}

/**
 * The core's answer under /docs: the page, and for its renderer's files a 404 that says where they are served (the
 * core has no file system; the Node adapter answers those paths before the core sees them).
 */
export function answerDocs(path: string, baseUrl: string): MockResponse | undefined {
  if (path === DOCS_PATH) return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...CORS_HEADERS }, body: renderDocsPage(baseUrl) };
  if (!path.startsWith(`${DOCS_ASSETS_PATH}/`)) return undefined;
  const body = `Swagger UI's files are served by linkproof's Node server (npx linkproof mock, or serveMock from linkproof/node), not by a mock in process.\n`;
  return { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...CORS_HEADERS }, body };
}
