import { openapiDocument } from '../../contract/openapi-document.js';
import { operations } from '../../contract/operations.js';
import type { JsonSchema } from '../../contract/openapi-shape.js';
import { resolveSchema } from '../../contract/resolve-ref.js';
import { DEFAULT_TOKENS } from '../../dataset/default-tokens.js';

/** Where the mock serves its API page. */
export const DOCS_PATH = '/docs';

interface Field {
  name: string;
  where: string;
  type: string;
  required: boolean;
  default?: unknown;
  description: string;
  deprecated: boolean;
}

function typeOf(schema: JsonSchema): string {
  const resolved = resolveSchema(schema);
  if (resolved.enum !== undefined) return resolved.enum.map((value) => JSON.stringify(value)).join(' | ');
  const branches = [...(resolved.oneOf ?? []), ...(resolved.anyOf ?? [])];
  if (branches.length > 0) return branches.map(typeOf).join(' | ');
  const type = [resolved.type ?? 'any'].flat().join(' | ');
  if (type === 'array' && resolved.items !== undefined) return `${typeOf(resolved.items)}[]`;
  const limits = [
    resolved.minLength !== undefined && `≥${resolved.minLength} chars`,
    resolved.maxLength !== undefined && `≤${resolved.maxLength} chars`,
    resolved.minimum !== undefined && `≥${resolved.minimum}`,
    resolved.maximum !== undefined && `≤${resolved.maximum}`,
    resolved.minItems !== undefined && `≥${resolved.minItems} items`,
    resolved.maxItems !== undefined && `≤${resolved.maxItems} items`,
  ].filter(Boolean);
  return limits.length === 0 ? type : `${type} (${limits.join(', ')})`;
}

/** What the page needs of each operation, read from openapi.yaml. */
function pageData() {
  return operations.map((operation) => {
    const parameters: Field[] = operation.parameters.map((parameter) => {
      const schema = resolveSchema(parameter.schema);
      return {
        name: parameter.name,
        where: parameter.in,
        type: typeOf(parameter.schema),
        required: parameter.required === true,
        ...(schema.default !== undefined && { default: schema.default }),
        description: parameter.description ?? '',
        deprecated: parameter.deprecated === true,
      };
    });
    const bodySchema = operation.requestBody?.content['application/json']?.schema;
    const resolvedBody = bodySchema === undefined ? undefined : resolveSchema(bodySchema);
    const objectBody = resolvedBody?.type === 'array' && resolvedBody.items !== undefined ? resolveSchema(resolvedBody.items) : resolvedBody;
    const bodyFields: Field[] = Object.entries(objectBody?.properties ?? {}).map(([name, property]) => {
      const schema = resolveSchema(property);
      return {
        name,
        where: 'body',
        type: typeOf(property),
        required: objectBody?.required?.includes(name) ?? false,
        ...(schema.default !== undefined && { default: schema.default }),
        description: schema.description ?? '',
        deprecated: schema.deprecated === true,
      };
    });
    const example = objectBody?.example;
    return {
      operationId: operation.operationId,
      method: operation.method.toUpperCase(),
      path: operation.path,
      summary: operation.source.summary ?? '',
      description: operation.source.description ?? '',
      anonymous: operation.allowsAnonymous,
      parameters,
      bodyFields,
      bodyIsArray: resolvedBody?.type === 'array',
      example: example === undefined ? undefined : resolvedBody?.type === 'array' ? [example] : example,
      responses: Object.entries(operation.responses).map(([status, response]) => ({ status, description: response.description })),
    };
  });
}

const STYLE = `
body{font:15px/1.45 system-ui,sans-serif;margin:0;color:#1d2330;background:#f6f7f9}
header{background:#1d2330;color:#fff;padding:14px 24px;display:flex;gap:24px;align-items:center;flex-wrap:wrap}
header h1{font-size:18px;margin:0}header label{font-size:13px}header input{font:13px monospace;width:260px;padding:4px}
main{display:grid;grid-template-columns:minmax(0,1fr) 420px;gap:20px;padding:20px 24px}
section.op{background:#fff;border:1px solid #dde1e7;border-radius:8px;padding:14px 16px;margin-bottom:16px}
.method{display:inline-block;font:bold 12px monospace;padding:2px 6px;border-radius:4px;color:#fff;margin-right:8px}
.GET{background:#2f7d4a}.POST{background:#2c5fb3}.DELETE{background:#b33a2c}
code,.mono{font-family:ui-monospace,monospace;font-size:13px}
table{border-collapse:collapse;width:100%;margin:8px 0;font-size:13px}td,th{border-top:1px solid #eceff3;padding:4px 6px;text-align:left;vertical-align:top}
.req{color:#b33a2c}.dep{text-decoration:line-through;color:#8a93a3}
form.try{background:#f3f5f8;border-radius:6px;padding:10px;margin-top:8px}form.try input{font:12px monospace;width:220px}
form.try textarea{width:100%;font:12px monospace;min-height:70px}
pre.result:empty{display:none}pre.result{background:#10141c;color:#d8e0ee;padding:8px;border-radius:6px;max-height:260px;overflow:auto;font-size:12px;white-space:pre-wrap}
aside{position:sticky;top:12px;align-self:start;background:#fff;border:1px solid #dde1e7;border-radius:8px;padding:12px 14px}
aside h2{font-size:15px;margin:0 0 6px}.status2{color:#2f7d4a}.status4,.status5{color:#b33a2c}
`;

const SCRIPT = `
const ops = JSON.parse(document.getElementById('contract').textContent);
const el = (tag, attrs = {}, ...children) => { const node = document.createElement(tag); for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v); for (const c of children) node.append(c); return node; };
const token = () => document.getElementById('token').value.trim();
function fieldTable(fields) {
  const table = el('table', {}, el('tr', {}, el('th', {}, 'name'), el('th', {}, 'in'), el('th', {}, 'type'), el('th', {}, 'default'), el('th', {}, 'description')));
  for (const f of fields) table.append(el('tr', {}, el('td', { class: 'mono' + (f.deprecated ? ' dep' : '') }, f.name + (f.required ? ' *' : '')), el('td', {}, f.where), el('td', { class: 'mono' }, f.type), el('td', { class: 'mono' }, f.default === undefined ? '' : JSON.stringify(f.default)), el('td', {}, f.description)));
  return table;
}
async function send(op, form, result) {
  let path = op.path; const query = new URLSearchParams();
  for (const p of op.parameters) { const value = form.elements[p.name].value; if (value === '') continue; if (p.where === 'path') path = path.replace('{' + p.name + '}', encodeURIComponent(value)); else query.set(p.name, value); }
  const headers = {}; if (token() !== '') headers.authorization = 'Bearer ' + token();
  const init = { method: op.method, headers };
  if (form.elements.body && form.elements.body.value.trim() !== '') { init.body = form.elements.body.value; headers['content-type'] = 'application/json'; }
  const url = path + (query.size > 0 ? '?' + query : '');
  const response = await fetch(url, init);
  const type = response.headers.get('content-type') || '';
  let text;
  if (type.startsWith('image/')) { const blob = await response.blob(); result.replaceChildren(response.status + ' ' + type + '\\n', el('img', { src: URL.createObjectURL(blob), width: '160' })); refreshLog(); return; }
  text = await response.text(); try { text = JSON.stringify(JSON.parse(text), null, 2); } catch {}
  result.textContent = response.status + ' ' + response.statusText + '\\n' + text; result.dataset.status = String(response.status);
  refreshLog();
}
for (const op of ops) {
  const section = el('section', { class: 'op', id: op.operationId }, el('h3', {}, el('span', { class: 'method ' + op.method }, op.method), el('code', {}, op.path), ' ', op.summary));
  section.append(el('p', {}, op.description + (op.anonymous ? ' No token needed.' : '')));
  const fields = [...op.parameters, ...op.bodyFields]; if (fields.length > 0) section.append(fieldTable(fields));
  section.append(el('p', { class: 'mono' }, 'responses: ' + op.responses.map((r) => r.status).join(', ')));
  const form = el('form', { class: 'try' });
  for (const p of op.parameters) form.append(el('label', {}, p.name + ' ', el('input', { name: p.name, placeholder: p.where + (p.default === undefined ? '' : ' (default ' + p.default + ')') })), ' ');
  if (op.bodyFields.length > 0) form.append(el('textarea', { name: 'body' }, op.example === undefined ? '' : JSON.stringify(op.example, null, 2)));
  const button = el('button', { type: 'submit', 'data-operation': op.operationId }, 'Send');
  const result = el('pre', { class: 'result', 'data-result': op.operationId });
  form.append(button); form.addEventListener('submit', (event) => { event.preventDefault(); send(op, form, result).catch((error) => { result.textContent = String(error); }); });
  section.append(form, result);
  document.getElementById('operations').append(section);
}
async function refreshLog() {
  const response = await fetch('/__linkproof/requests?limit=25'); const { requests } = await response.json();
  const rows = requests.map((r) => el('tr', { 'data-path': r.path }, el('td', { class: 'mono' }, r.time.slice(11, 19)), el('td', { class: 'mono' }, r.method), el('td', { class: 'mono' }, r.path + (r.query ? '?' + r.query : '')), el('td', { class: 'mono status' + String(r.status)[0] }, String(r.status)), el('td', { class: 'mono' }, r.durationMs + ' ms'), el('td', {}, r.error ? r.error.code : '')));
  document.getElementById('log').replaceChildren(el('tr', {}, el('th', {}, 'time'), el('th', {}, 'method'), el('th', {}, 'path'), el('th', {}, 'status'), el('th', {}, 'took'), el('th', {}, 'error')), ...rows);
}
refreshLog(); setInterval(refreshLog, 2000);
`;

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The contract as a readable reference with a way to send requests to the mock, and the request log. */
export function renderDocsPage(baseUrl: string): string {
  const data = JSON.stringify(pageData()).replaceAll('</', '<\\/');
  const { title, version } = openapiDocument.info;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="data:,"><title>${escapeHtml(title)}: linkproof mock</title><style>${STYLE}</style></head>
<body><header><h1>${escapeHtml(title)} <small>${escapeHtml(version)}</small></h1>
<span class="mono">${escapeHtml(baseUrl)}</span>
<label>Bearer token <input id="token" value="${escapeHtml(DEFAULT_TOKENS.acme)}"></label>
<span>control plane: <a style="color:#9cc3ff" href="/__linkproof">/__linkproof</a></span></header>
<main><div id="operations"></div>
<aside><h2>Request log</h2><table id="log"></table></aside></main>
<script type="application/json" id="contract">${data}</script>
<script>${SCRIPT}</script></body></html>`;
}
