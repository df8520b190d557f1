/**
 * The browser script of the API page at /docs, bundled by scripts/build-docs-assets.ts into docs-assets/ (served by
 * the Node adapter, never part of the package's main entry): mounts Swagger UI on the mock's own contract with
 * try-it aimed at the mock and the demo token, and runs linkproof's panel beside it: the request log with its bodies,
 * and the control plane (reset, clock, faults). It reads its settings from the page's #lp-config.
 */
import type { LoggedRequest } from '../../control/request-log.js';
import type { PanelConfig } from '../docs-page.js';

interface SwaggerUi {
  preauthorizeApiKey(scheme: string, value: string): void;
}
type SwaggerUIBundle = (options: Record<string, unknown>) => SwaggerUi;

const config = JSON.parse(document.getElementById('lp-config')!.textContent!) as PanelConfig;
const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

function el(tag: string, attributes: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** The panel's markup: static, so written once; what changes is filled in by textContent. */
const PANEL = `
<h2>linkproof mock <small class="lp-mono" id="lp-base-url"></small></h2>
<p class="lp-small">Try-it sends the token <code id="lp-token"></code> (workspace <span id="lp-workspace"></span>).
<a id="lp-openapi">openapi.json</a> · <a id="lp-control">control plane</a></p>
<section aria-label="Control plane"><h3>Control plane</h3>
<div class="lp-row"><button type="button" id="lp-reset">Reset state</button><output id="lp-said"></output></div>
<div class="lp-row">Clock <code id="lp-now"></code><button type="button" data-advance="60000">+1 min</button><button type="button" data-advance="3600000">+1 h</button><button type="button" data-advance="86400000">+1 day</button></div>
<div class="lp-row"><input id="lp-time" size="22" placeholder="2027-01-01T00:00:00Z" aria-label="time (empty: now)"><button type="button" id="lp-set-time">Freeze at</button><button type="button" id="lp-release">Release</button></div>
<div class="lp-row">Fault <select id="lp-fault-op" aria-label="operation"></select><select id="lp-fault-status" aria-label="error status"></select>
<input id="lp-fault-latency" type="number" min="0" max="60000" step="100" placeholder="latency ms" aria-label="latency in ms">
<label><input type="checkbox" id="lp-fault-rate"> 429</label><button type="button" id="lp-fault-set">Set</button></div>
<ul id="lp-faults"></ul></section>
<section id="lp-log-section" aria-label="Request log"><div class="lp-row"><h3>Request log</h3><select id="lp-log-op" aria-label="filter by operation"></select><button type="button" id="lp-log-clear">Clear</button></div>
<div id="lp-log"></div></section>`;

const say = (text: string) => {
  $('lp-said').textContent = text;
};

/** A call to the control plane; its error's message is thrown, to be said in the panel. */
async function control<T>(method: string, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = body === undefined ? { method } : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const response = await fetch(`${config.basePath}/__linkproof/${path}`, init);
  const data = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(data.error?.message ?? `HTTP ${response.status}`);
  return data;
}

/** A button's action: runs, says what it returned (or its error), and shows the mock's state again. */
function act(run: () => Promise<unknown>): () => void {
  return () => {
    say('');
    run()
      .then((said) => {
        if (typeof said === 'string') say(said);
        return refresh();
      })
      .catch((error: Error) => say(error.message));
  };
}

function button(label: string, run: () => Promise<unknown>): HTMLElement {
  const node = el('button', { type: 'button' }, label);
  node.addEventListener('click', act(run));
  return node;
}

function fillSelect(select: HTMLSelectElement, choices: [value: string, label: string][]): void {
  select.replaceChildren(...choices.map(([value, label]) => el('option', { value }, label)));
}

function mountReference(): void {
  const SwaggerUIBundle = (window as unknown as { SwaggerUIBundle?: SwaggerUIBundle }).SwaggerUIBundle;
  // Without Swagger UI, the page's own note (where to find the reference) stays.
  if (SwaggerUIBundle === undefined) return;
  const target = $('swagger-ui');
  target.replaceChildren();
  control<{ servers?: unknown[] }>('GET', 'openapi.json')
    .then((spec) => {
      // Try-it goes to this page's own origin first: the base URL may name an address the browser cannot reach (0.0.0.0).
      const here = `${location.origin}${config.basePath}`;
      spec.servers = [{ url: here, description: 'this mock' }, ...(config.baseUrl === here ? [] : [{ url: config.baseUrl, description: 'the base URL the mock was given' }])];
      const ui = SwaggerUIBundle({
        spec,
        domNode: target,
        deepLinking: true,
        filter: true,
        tryItOutEnabled: true,
        displayRequestDuration: true,
        defaultModelsExpandDepth: 1,
        persistAuthorization: false,
        // Swagger UI would otherwise ask validator.swagger.io about the document: the page works offline.
        validatorUrl: null,
        // Called once the document is rendered, after SwaggerUIBundle has returned.
        onComplete: () => ui.preauthorizeApiKey(config.securityScheme, config.token),
        responseInterceptor: (response: unknown) => {
          setTimeout(() => void refreshLog().catch(() => undefined), 0);
          return response;
        },
      });
    })
    .catch((error: Error) => target.replaceChildren(el('p', { class: 'lp-note' }, `The contract could not be read: ${error.message}`)));
}

function bodyOf(request: LoggedRequest, key: 'requestBody' | 'responseBody', label: string): HTMLElement[] {
  const value = request[key];
  if (request.dropped?.includes(key) === true) return [el('div', { class: 'lp-label' }, `${label} (no longer kept)`)];
  if (value === null) return [];
  const cut = request.truncated?.includes(key) === true ? ' (cut short)' : '';
  return [el('div', { class: 'lp-label' }, label + cut), el('pre', { 'data-body': key }, typeof value === 'string' ? value : JSON.stringify(value, null, 2))];
}

function entryOf(request: LoggedRequest): HTMLElement {
  const about = [request.operationId ?? 'no operation', `${request.durationMs} ms`];
  if (request.error !== null) about.push(`${request.error.code}: ${request.error.message}`);
  if (request.warnings !== undefined) about.push(`ignored: ${request.warnings.join(', ')}`);
  const status = String(request.status);
  return el(
    'details',
    { class: 'lp-entry', 'data-method': request.method, 'data-path': request.path, 'data-status': status },
    el('summary', {}, el('b', {}, request.method), el('span', { class: 'lp-path' }, request.path + (request.query === '' ? '' : `?${request.query}`)), el('b', { class: `s${status[0]}` }, status), el('span', {}, request.time.slice(11, 19))),
    el('div', { class: 'lp-small' }, about.join(' · ')),
    ...bodyOf(request, 'requestBody', 'Request body'),
    ...bodyOf(request, 'responseBody', 'Response body'),
  );
}

/** Entries shown, by id: an entry never changes once logged, so a kept node keeps its open or closed state. */
const shown = new Map<number, HTMLElement>();

async function refreshLog(): Promise<void> {
  const operationId = $<HTMLSelectElement>('lp-log-op').value;
  const { requests } = await control<{ requests: LoggedRequest[] }>('GET', `requests?limit=50${operationId === '' ? '' : `&operationId=${encodeURIComponent(operationId)}`}`);
  const log = $('lp-log');
  const ids = requests.map((request) => request.id).join();
  if (log.dataset.ids === ids) return;
  const nodes = requests.map((request) => shown.get(request.id) ?? entryOf(request));
  shown.clear();
  requests.forEach((request, index) => shown.set(request.id, nodes[index]!));
  log.dataset.ids = ids;
  log.replaceChildren(...(nodes.length > 0 ? nodes : [el('p', { class: 'lp-small' }, 'No request yet: send one from the reference.')]));
}

async function refreshControls(): Promise<void> {
  const [clock, { faults }] = await Promise.all([
    control<{ now: string; frozen: boolean }>('GET', 'clock'),
    control<{ faults: Record<string, unknown> }>('GET', 'faults'),
  ]);
  $('lp-now').textContent = `${clock.now.slice(0, 19).replace('T', ' ')}${clock.frozen ? ' (frozen)' : ''}`;
  $('lp-faults').replaceChildren(
    ...Object.entries(faults).map(([operationId, fault]) =>
      el('li', { 'data-fault': operationId }, `${operationId} ${JSON.stringify(fault)} `, button('clear', () => control('DELETE', `faults/${encodeURIComponent(operationId)}`))),
    ),
  );
}

function refresh(): Promise<void> {
  return Promise.all([refreshLog(), refreshControls()]).then(
    () => undefined,
    (error: Error) => say(error.message),
  );
}

function mountPanel(): void {
  const panel = $('lp-panel');
  panel.innerHTML = PANEL;
  $('lp-base-url').textContent = config.baseUrl;
  $('lp-token').textContent = config.token;
  $('lp-workspace').textContent = config.workspace;
  $<HTMLAnchorElement>('lp-openapi').href = `${config.basePath}/__linkproof/openapi.json`;
  $<HTMLAnchorElement>('lp-control').href = `${config.basePath}/__linkproof`;

  const operations = config.operations.map(({ operationId, method, path }): [string, string] => [operationId, `${operationId}: ${method} ${path}`]);
  const logFilter = $<HTMLSelectElement>('lp-log-op');
  fillSelect(logFilter, [['', 'every operation'], ...operations]);
  logFilter.addEventListener('change', () => void refresh());
  $('lp-log-clear').addEventListener('click', act(() => control('DELETE', 'requests')));

  $('lp-reset').addEventListener(
    'click',
    act(async () => {
      const { workspaces } = await control<{ workspaces: { slug: string; links: number }[] }>('POST', 'reset');
      return `Reset: ${workspaces.map((workspace) => `${workspace.slug} ${workspace.links} links`).join(', ')}`;
    }),
  );

  for (const node of document.querySelectorAll<HTMLElement>('[data-advance]')) {
    node.addEventListener('click', act(() => control('PUT', 'clock', { advanceMs: Number(node.dataset.advance) })));
  }
  const time = $<HTMLInputElement>('lp-time');
  $('lp-set-time').addEventListener('click', act(() => control('PUT', 'clock', time.value.trim() === '' ? { frozen: true } : { now: time.value.trim() })));
  $('lp-release').addEventListener('click', act(() => control('PUT', 'clock', { frozen: false })));

  // A fault for one operation offers the error statuses it documents; for every operation, those of any.
  const faultOperation = $<HTMLSelectElement>('lp-fault-op');
  const faultStatus = $<HTMLSelectElement>('lp-fault-status');
  fillSelect(faultOperation, [['*', 'every operation'], ...operations]);
  const showStatuses = () => {
    const chosen = config.operations.find(({ operationId }) => operationId === faultOperation.value);
    fillSelect(faultStatus, [['', 'no error'], ...(chosen?.errorStatuses ?? config.errorStatuses).map((status): [string, string] => [String(status), String(status)])]);
  };
  faultOperation.addEventListener('change', showStatuses);
  showStatuses();
  $('lp-fault-set').addEventListener(
    'click',
    act(async () => {
      const latency = $<HTMLInputElement>('lp-fault-latency').value;
      const fault = {
        ...(faultStatus.value !== '' && { status: Number(faultStatus.value) }),
        ...(latency !== '' && { latencyMs: Number(latency) }),
        ...($<HTMLInputElement>('lp-fault-rate').checked && { rateLimit: true }),
      };
      if (Object.keys(fault).length === 0) return 'A fault needs an error status, a latency or 429.';
      await control('PUT', `faults/${encodeURIComponent(faultOperation.value)}`, fault);
      return undefined;
    }),
  );
}

mountPanel();
mountReference();
void refresh();
setInterval(() => {
  if (!document.hidden) void refresh();
}, 2000);
