/**
 * The browser script of the API page: mounts Swagger UI (when the Node adapter served its files) on the mock's own
 * contract, and runs linkproof's panel beside it: the request log with its bodies, and the control plane.
 * Plain JavaScript in a string (no backticks, no `${`): the core ships it inside the page and has no file system;
 * it is kept short, as it is part of the browser bundle. It reads its settings from #lp-config (see docs-page.ts).
 */
export const PANEL_SCRIPT = String.raw`
const C = JSON.parse(document.getElementById('lp-config').textContent);
const $ = (id) => document.getElementById(id);
const el = (tag, attrs, ...children) => { const node = document.createElement(tag); for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v); node.append(...children); return node; };
const say = (text) => { $('lp-said').textContent = text; };
async function control(method, path, body) {
  const init = body === undefined ? { method } : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const response = await fetch(C.basePath + '/__linkproof/' + path, init);
  const data = await response.json();
  if (!response.ok) throw new Error(data.error ? data.error.message : 'HTTP ' + response.status);
  return data;
}
const act = (run) => () => { say(''); run().then((said) => { if (typeof said === 'string') say(said); return refresh(); }).catch((error) => say(error.message)); };

const button = (label, run) => { const node = el('button', { type: 'button' }, label); node.addEventListener('click', act(run)); return node; };
const options = (select, values) => select.replaceChildren(...values.map(([value, label]) => el('option', { value }, label)));

function mountReference() {
  const target = $('swagger-ui');
  if (typeof SwaggerUIBundle !== 'function') {
    target.replaceChildren(el('p', { id: 'lp-no-reference', class: 'lp-note' }, 'The API reference (Swagger UI) is served from linkproof\'s files by its Node server: npx linkproof mock, or serveMock from linkproof/node. This mock answers without them; the contract is at ', el('a', { href: C.basePath + '/__linkproof/openapi.json' }, 'openapi.json'), '.'));
    return;
  }
  control('GET', 'openapi.json').then((spec) => {
    // Try-it requests go to this page's own origin first (the base URL may name an address the browser cannot reach).
    const here = location.origin + C.basePath;
    spec.servers = [{ url: here, description: 'this mock' }].concat(C.baseUrl === here ? [] : [{ url: C.baseUrl, description: 'the base URL the mock was given' }]);
    const ui = SwaggerUIBundle({
      spec, domNode: target, deepLinking: true, filter: true, tryItOutEnabled: true, displayRequestDuration: true,
      validatorUrl: null, defaultModelsExpandDepth: 1, persistAuthorization: false,
      onComplete: () => ui.preauthorizeApiKey('bearerAuth', C.token),
      responseInterceptor: (response) => { setTimeout(refreshLog, 0); return response; },
    });
  }).catch((error) => target.replaceChildren(el('p', { class: 'lp-note' }, 'The contract could not be read: ' + error.message)));
}

const shown = new Map();
function entry(r) {
  const body = (label, key) => r[key] === null ? [] : [el('div', { class: 'lp-label' }, label + ((r.truncated || []).includes(key) ? ' (cut short)' : '')), el('pre', { 'data-body': key }, typeof r[key] === 'string' ? r[key] : JSON.stringify(r[key], null, 2))];
  const about = [r.operationId || 'no operation', r.durationMs + ' ms'].concat(r.error ? [r.error.code + ': ' + r.error.message] : [], r.warnings ? ['ignored: ' + r.warnings.join(', ')] : []);
  return el('details', { class: 'lp-entry', 'data-method': r.method, 'data-path': r.path, 'data-status': String(r.status) },
    el('summary', {}, el('b', {}, r.method), el('span', { class: 'lp-path' }, r.path + (r.query ? '?' + r.query : '')), el('b', { class: 's' + String(r.status)[0] }, String(r.status)), el('span', {}, r.time.slice(11, 19))),
    el('div', { class: 'lp-small' }, about.join(' · ')), ...body('Request body', 'requestBody'), ...body('Response body', 'responseBody'));
}
async function refreshLog() {
  const op = $('lp-log-op').value;
  const { requests } = await control('GET', 'requests?limit=50' + (op ? '&operationId=' + encodeURIComponent(op) : ''));
  const ids = requests.map((r) => r.id).join();
  if ($('lp-log').dataset.ids === ids) return;
  // An entry never changes once logged: kept nodes keep their open or closed state.
  const nodes = requests.map((r) => shown.get(r.id) || entry(r));
  shown.clear();
  requests.forEach((r, i) => shown.set(r.id, nodes[i]));
  $('lp-log').dataset.ids = ids;
  $('lp-log').replaceChildren(...(nodes.length > 0 ? nodes : [el('p', { class: 'lp-small' }, 'No request yet: send one from the reference.')]));
}
async function refreshControls() {
  const [clock, { faults }] = await Promise.all([control('GET', 'clock'), control('GET', 'faults')]);
  $('lp-now').textContent = clock.now.slice(0, 19).replace('T', ' ') + (clock.frozen ? ' (frozen)' : '');
  $('lp-faults').replaceChildren(...Object.entries(faults).map(([op, fault]) => el('li', { 'data-fault': op }, op + ' ' + JSON.stringify(fault) + ' ', button('clear', () => control('DELETE', 'faults/' + encodeURIComponent(op))))));
}
const refresh = () => Promise.all([refreshLog(), refreshControls()]).catch((error) => say(error.message));

const ops = C.operations.map(([id, method, path]) => [id, id + ': ' + method + ' ' + path]);
options($('lp-log-op'), [['', 'every operation']].concat(ops));
options($('lp-fault-op'), [['*', 'every operation']].concat(ops));
const statusesOf = (op) => op === '*' ? C.errorStatuses : C.operations.find(([id]) => id === op)[3];
const showStatuses = () => options($('lp-fault-status'), [['', 'no error']].concat(statusesOf($('lp-fault-op').value).map((s) => [String(s), String(s)])));
$('lp-fault-op').addEventListener('change', showStatuses);
showStatuses();
$('lp-log-op').addEventListener('change', refresh);
$('lp-reset').addEventListener('click', act(async () => 'Reset: ' + (await control('POST', 'reset')).workspaces.map((w) => w.slug + ' ' + w.links + ' links').join(', ')));
$('lp-log-clear').addEventListener('click', act(() => control('DELETE', 'requests')));
for (const node of document.querySelectorAll('[data-advance]')) node.addEventListener('click', act(() => control('PUT', 'clock', { advanceMs: Number(node.dataset.advance) })));
$('lp-set-time').addEventListener('click', act(() => control('PUT', 'clock', $('lp-time').value.trim() === '' ? { frozen: true } : { now: $('lp-time').value.trim() })));
$('lp-release').addEventListener('click', act(() => control('PUT', 'clock', { frozen: false })));
$('lp-fault-set').addEventListener('click', act(async () => {
  const fault = {};
  if ($('lp-fault-status').value !== '') fault.status = Number($('lp-fault-status').value);
  if ($('lp-fault-latency').value !== '') fault.latencyMs = Number($('lp-fault-latency').value);
  if ($('lp-fault-rate').checked) fault.rateLimit = true;
  if (Object.keys(fault).length === 0) return 'A fault needs an error status, a latency or 429.';
  await control('PUT', 'faults/' + encodeURIComponent($('lp-fault-op').value), fault);
}));
mountReference();
refresh();
setInterval(() => { if (!document.hidden) refresh(); }, 2000);
`;
