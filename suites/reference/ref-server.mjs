// A copy of ../shared/reference/ref-server.mjs: an independent implementation of the spec, with planted defects, written apart from linkproof.
// conform's self-test (suites/reference-server.test.ts) runs it; do not change it to suit linkproof.
// An independent implementation of the spec (../spec/000_58d99fe751b3bfd9.txt), written apart from linkproof,
// for linkproof's own self-test: conform must pass it in both gap styles and catch each planted defect.
// node ../shared/reference/ref-server.mjs PORT     (run from the project root: `qrcode` is resolved from there)
// env: REF_GAPS=alt (other legitimate choices on the gaps), BUG=<name> (one planted defect; names: grep "bug('")
// Prints "token <slug> <plan> <token>" per workspace, then "ready".
import http from 'node:http';
import { createRequire } from 'node:module';
import { randomBytes, randomUUID } from 'node:crypto';
const require = createRequire(`${process.cwd()}/`);
const QRCode = require('qrcode');

const PORT = Number(process.argv[2] || 4600);
const ALT = process.env.REF_GAPS === 'alt';
const BUG = process.env.BUG || '';
const bug = (name) => BUG === name;

const CODES = { 400: 'bad_request', 401: 'unauthorized', 403: 'forbidden', 404: 'not_found', 409: 'conflict', 410: 'invite_expired', 422: 'unprocessable_entity', 429: 'rate_limit_exceeded', 500: 'internal_server_error' };
const COLORS = ['red', 'yellow', 'green', 'blue', 'purple', 'brown', 'pink'];
const SORTS = ['createdAt', 'clicks', 'saleAmount', 'lastClicked'];
const GROUPS = ['domain', 'tagId', 'userId', 'folderId'];
const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

class Fail { constructor(status, message) { this.status = status; this.message = message; } }
const fail = (status, message) => { throw new Fail(status, message); };
const invalid = (message) => fail(ALT ? 400 : 422, message);
let seq = 0;
const newId = (prefix) => (ALT ? randomUUID() : `${prefix}_${Date.now().toString(36).toUpperCase()}${(seq++).toString(36).toUpperCase().padStart(6, '0')}${randomBytes(6).toString('hex').toUpperCase()}`);
const now = () => new Date().toISOString();
const randomKey = (n) => { let s = ''; const b = randomBytes(n); for (let i = 0; i < n; i++) s += ALNUM[b[i] % 62]; return bug('keylength-ignored') ? s.slice(0, 7).padEnd(7, 'a') : s; };

function workspace(slug, plan, token, domains, linksLimit, tagsLimit) {
  return { id: newId('ws'), slug, name: slug.toUpperCase(), plan, token, domains, linksLimit, tagsLimit, tags: [], links: new Map(), userId: newId('user'), createdAt: now() };
}
const WS = [
  workspace('acme', 'business', process.env.REF_TOKEN || 'ref_token_acme_0001', [{ slug: 'acme.link', primary: true, verified: true }], 1e9, 1e9),
  workspace('tiny', 'free', 'ref_token_tiny_0002', [], 25, 5),
];
const DEFAULT_DOMAIN = 'dub.sh';

function send(res, status, body, headers = {}) {
  const buf = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  res.writeHead(status, { 'content-type': Buffer.isBuffer(body) ? 'image/png' : 'application/json', 'content-length': buf.length, ...headers });
  res.end(buf);
}
function sendError(res, status, message) {
  if (bug('error-shape') && status === 404) return send(res, status, { message });
  send(res, status, { error: { code: CODES[status], message, doc_url: `https://docs.example/errors#${CODES[status].replace(/_/g, '-')}` } });
}

const isStr = (v) => typeof v === 'string';
function checkUrl(v, field) {
  if (!isStr(v)) invalid(`${field}: expected string`);
  if (v.length > 32000 && !bug('url-maxlen')) invalid(`${field}: too long`);
  let s = v;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(s) && s.includes('.') && !s.includes(' ')) s = 'https://' + s;
  try { new URL(s); } catch { invalid(`${field}: invalid URL`); }
  return s;
}
function optStr(body, f, max) { const v = body[f]; if (v === undefined || v === null) return null; if (!isStr(v)) invalid(`${f}: expected string`); if (max && v.length > max) invalid(`${f}: too long`); return v; }
function optBool(body, f) { const v = body[f]; if (v === undefined || v === null) return false; if (typeof v !== 'boolean') invalid(`${f}: expected boolean`); return v; }

function buildLink(ws, body, batchKeys) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) invalid('body: expected object');
  if (body.url === undefined) fail(400, 'Missing destination URL');
  let url = checkUrl(body.url, 'url');
  let domain = optStr(body, 'domain', 190) ?? (ws.domains.find((d) => d.primary)?.slug || DEFAULT_DOMAIN);
  if (domain !== DEFAULT_DOMAIN && !ws.domains.some((d) => d.slug === domain)) fail(ALT ? 422 : 403, 'Domain does not belong to workspace.');
  const keyLength = body.keyLength ?? 7;
  if (!Number.isInteger(keyLength) || ((keyLength < 3 || keyLength > 190) && !bug('keylength-range'))) invalid('keyLength: 3..190');
  const prefix = optStr(body, 'prefix');
  let key = optStr(body, 'key', bug('key-maxlen') ? 0 : 190);
  if (key !== null) {
    key = key.replace(/^\/+|\/+$/g, '');
    if (!key || !/^[0-9A-Za-z_\u0080-\uFFFF\/\-.]+$/u.test(key) || key.startsWith('_') || key.startsWith('.well-known')) invalid('key: invalid');
    if (bug('prefix-on-key') && prefix) key = prefix + key;
  } else {
    do { key = (bug('prefix-ignored') ? '' : prefix || '') + randomKey(keyLength); } while (ws.links.has?.(key) || findByKey(domain, key));
  }
  if (!bug('dup-key-overwrite') && (findByKey(domain, key) || batchKeys?.has(`${domain}/${key}`))) fail(409, 'Duplicate key: This short link already exists.');
  const externalId = optStr(body, 'externalId', 255);
  if (externalId !== null && externalId.length < 1) invalid('externalId: too short');
  if (externalId !== null && !bug('extid-not-unique') && [...ws.links.values()].some((l) => l.externalId === externalId)) fail(409, 'A link with this externalId already exists in this workspace.');
  const tenantId = optStr(body, 'tenantId', 255);
  // tags
  const tags = [];
  const ids = body.tagIds ?? (body.tagId ? [body.tagId] : []);
  if (!Array.isArray(ids)) invalid('tagIds: expected array');
  for (const id of ids) { const t = ws.tags.find((x) => x.id === id); if (!t) fail(ALT ? 404 : 422, `Invalid tagIds detected: ${id}`); tags.push(t); }
  const names = body.tagNames === undefined ? [] : Array.isArray(body.tagNames) ? body.tagNames : [body.tagNames];
  for (const n of names) {
    if (!isStr(n)) invalid('tagNames: expected strings');
    const t = ws.tags.find((x) => (bug('tagnames-case') ? x.name === n : x.name.toLowerCase() === n.toLowerCase()));
    if (!t) fail(ALT ? 404 : 422, `Invalid tagNames detected: ${n}`);
    if (!tags.includes(t)) tags.push(t);
  }
  // test variants
  let testVariants = null;
  if (body.testVariants !== undefined && body.testVariants !== null) {
    const tv = body.testVariants;
    if (!Array.isArray(tv) || ((tv.length < 2 || tv.length > 4) && !bug('testvariants-range'))) invalid('testVariants: 2..4');
    for (const v of tv) { if (!v || !isStr(v.url) || typeof v.percentage !== 'number') invalid('testVariants: bad element'); }
    testVariants = tv.map((v) => ({ url: v.url, percentage: v.percentage }));
  }
  let geo = null;
  if (body.geo !== undefined && body.geo !== null) { if (typeof body.geo !== 'object' || Array.isArray(body.geo)) invalid('geo: expected object'); geo = body.geo; }
  const expiredUrl = body.expiredUrl == null ? null : checkUrl(body.expiredUrl, 'expiredUrl');
  const ios = body.ios == null ? null : checkUrl(body.ios, 'ios');
  const android = body.android == null ? null : checkUrl(body.android, 'android');
  // utm + ref
  const u = new URL(url);
  const utm = {};
  for (const f of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']) {
    const v = optStr(body, f);
    if (v !== null && !bug('utm-not-written')) u.searchParams.set(f, v);
    utm[f] = v ?? u.searchParams.get(f);
  }
  const ref = optStr(body, 'ref');
  if (ref !== null) u.searchParams.set('ref', ref);
  url = u.toString();
  const t = now();
  const link = {
    id: newId('link'), domain, key, url, trackConversion: optBool(body, 'trackConversion'), externalId, tenantId,
    programId: optStr(body, 'programId'), partnerId: optStr(body, 'partnerId'), archived: optBool(body, 'archived'),
    expiresAt: optStr(body, 'expiresAt'), expiredUrl, disabledAt: null, password: optStr(body, 'password'), proxy: optBool(body, 'proxy'),
    title: optStr(body, 'title'), description: optStr(body, 'description'), image: optStr(body, 'image'), video: optStr(body, 'video'),
    rewrite: optBool(body, 'rewrite'), doIndex: optBool(body, 'doIndex'), ios, android, geo, publicStats: optBool(body, 'publicStats'),
    tags: tags.map((x) => ({ id: x.id, name: x.name, color: x.color })), folderId: optStr(body, 'folderId'), webhookIds: Array.isArray(body.webhookIds) ? body.webhookIds : [],
    comments: optStr(body, 'comments'), shortLink: bug('shortlink-no-https') ? `${domain}/${key}` : `https://${domain}/${key}`,
    qrCode: `http://127.0.0.1:${PORT}/qr?url=https://${domain}/${key}?qr=1`, ...utm, userId: ws.userId, workspaceId: ws.id,
    clicks: 0, leads: 0, conversions: 0, sales: 0, saleAmount: 0, lastClicked: null, createdAt: t, updatedAt: t,
    tagId: tags[0]?.id ?? null, projectId: ws.id, testVariants, testStartedAt: optStr(body, 'testStartedAt'), testCompletedAt: optStr(body, 'testCompletedAt'),
  };
  return link;
}
function findByKey(domain, key) { for (const ws of WS) for (const l of ws.links.values()) if (l.domain === domain && l.key === key) return l; return null; }
function store(ws, link) { if (bug('dup-key-overwrite')) { for (const [id, l] of ws.links) if (l.domain === link.domain && l.key === link.key) ws.links.delete(id); } ws.links.set(link.id, link); ws.seq = (ws.seq || 0) + 1; Object.defineProperty(link, '_seq', { value: ws.seq, enumerable: false }); }
function checkLimit(ws, n) { if (ws.links.size + n > ws.linksLimit) fail(403, 'Links limit reached.'); }

function boolParam(q, f) { const v = q.get(f); if (v === null) return false; if (v === 'true') return true; if (v === 'false') return false; invalid(`${f}: expected boolean`); }
function listParam(q, f) { const all = q.getAll(f); if (!all.length) return null; return all.flatMap((v) => v.split(',')).filter(Boolean); }
function filterLinks(ws, q, ignore) {
  const domain = q.get('domain'); const search = q.get('search'); const folderId = q.get('folderId'); const userId = q.get('userId'); const tenantId = q.get('tenantId');
  const tagIds = listParam(q, 'tagIds') ?? (q.get('tagId') ? [q.get('tagId')] : null);
  const tagNames = listParam(q, 'tagNames');
  const showArchived = boolParam(q, 'showArchived'); const withTags = boolParam(q, 'withTags');
  return [...ws.links.values()].filter((l) =>
    (showArchived || !l.archived || bug('archived-leak')) &&
    (!domain || ignore === 'domain' || l.domain === domain) &&
    (!search || bug('search-url-only') ? (!search || l.url.includes(search)) : (l.key.includes(search) || l.url.includes(search))) &&
    (!folderId || l.folderId === folderId) && (!userId || ignore === 'userId' || l.userId === userId) && (!tenantId || l.tenantId === tenantId) &&
    (!tagIds || l.tags.some((t) => tagIds.includes(t.id))) &&
    (!tagNames || l.tags.some((t) => tagNames.some((n) => n.toLowerCase() === t.name.toLowerCase()))) &&
    (!withTags || l.tags.length > 0));
}
function intParam(q, f, def, min, max) {
  const v = q.get(f); if (v === null) return def;
  if (!/^-?\d+$/.test(v)) invalid(`${f}: expected integer`);
  const n = Number(v); if (n < min || (max !== undefined && n > max)) invalid(`${f}: out of range`); return n;
}

const routes = {
  'POST /tags': (ws, q, body) => {
    if (typeof body !== 'object' || body === null) invalid('body: expected object');
    let name = body.name ?? body.tag;
    if (!isStr(name)) invalid('name: required');
    name = name.trim();
    if (name.length < 1 || (name.length > 50 && !bug('tag-name-51'))) invalid('name: 1..50');
    if (body.color !== undefined && !COLORS.includes(body.color) && !bug('color-any')) invalid('color: invalid');
    if (ws.tags.some((t) => t.name.toLowerCase() === name.toLowerCase())) fail(409, 'A tag with that name already exists.');
    if (ws.tags.length >= ws.tagsLimit) fail(403, 'Tags limit reached.');
    const palette = bug('random-pink') ? COLORS : COLORS.slice(0, 6);
    const tag = { id: newId('tag'), name, color: body.color ?? palette[randomBytes(1)[0] % palette.length] };
    ws.tags.push(tag);
    return [ALT ? 200 : 201, tag];
  },
  'POST /links': (ws, q, body) => { checkLimit(ws, 1); const l = buildLink(ws, body); store(ws, l); return [ALT ? 201 : 200, l]; },
  'POST /links/bulk': (ws, q, body) => {
    if (!Array.isArray(body) || body.length < 1 || (body.length > 100 && !bug('bulk-101'))) invalid('body: 1..100 links');
    const wid = q.get('workspaceId'); if (wid && wid !== ws.id) fail(403, 'Not your workspace.');
    const seen = new Set();
    for (const b of body) { if (b && b.key && b.domain) { const k = `${b.domain}/${b.key}`; if (seen.has(k)) fail(400, `Duplicate links found: ${k}`); seen.add(k); } }
    checkLimit(ws, body.length);
    const out = []; const errors = []; const batch = new Set();
    for (const b of body) {
      try { const l = buildLink(ws, b, batch); batch.add(`${l.domain}/${l.key}`); out.push(l); }
      catch (e) { if (!(e instanceof Fail)) throw e; errors.push({ link: b, error: e.message, code: CODES[e.status] }); }
    }
    for (const l of out) store(ws, l);
    return [200, bug('bulk-drops-errors') ? out : [...out, ...errors]];
  },
  'GET /links': (ws, q) => {
    const sortBy = q.get('sortBy') ?? (q.get('sort') && q.get('sort') !== 'createdAt' ? q.get('sort') : 'createdAt');
    if (!SORTS.includes(sortBy)) invalid('sortBy: invalid');
    const order = q.get('sortOrder') ?? 'desc'; if (!['asc', 'desc'].includes(order)) invalid('sortOrder: invalid');
    const page = intParam(q, 'page', 1, bug('page-zero') ? 0 : 1);
    const pageSize = intParam(q, 'pageSize', bug('pagesize-default-100') ? 100 : 50, 1, bug('pagesize-unbounded') ? 1e9 : 100);
    const dir = (order === 'asc') !== bug('sort-asc-ignored') ? 1 : -1;
    const val = (l) => (sortBy === 'lastClicked' ? (l.lastClicked ? Date.parse(l.lastClicked) : null) : sortBy === 'createdAt' ? l._seq : l[sortBy]);
    const items = filterLinks(ws, q).sort((a, b) => { const x = val(a), y = val(b); if (x === null && y === null) return 0; if (x === null) return 1; if (y === null) return -1; return (x - y) * dir || (a._seq - b._seq) * dir; });
    const start = bug('page-off-by-one') ? page * pageSize : (page - 1) * pageSize;
    return [200, items.slice(start, start + pageSize)];
  },
  'GET /links/count': (ws, q) => {
    const groupBy = q.get('groupBy');
    if (groupBy !== null && !GROUPS.includes(groupBy)) invalid('groupBy: invalid');
    if (bug('count-ignores-tags')) { q.delete('tagIds'); q.delete('tagNames'); }
    if (bug('count-includes-archived')) q.set('showArchived', 'true');
    const items = filterLinks(ws, q, groupBy);
    if (!groupBy) return [200, items.length];
    const counts = new Map();
    for (const l of items) { const keys = groupBy === 'tagId' ? l.tags.map((t) => t.id) : [l[groupBy]]; for (const k of keys) counts.set(k, (counts.get(k) || 0) + 1); }
    const groups = [...counts].map(([k, n]) => ({ [groupBy]: k, _count: n })).sort((a, b) => b._count - a._count);
    return [200, ALT ? { groups } : groups];
  },
  'GET /links/info': (ws, q) => [200, findLink(ws, q)],
  'GET /workspaces/:id': (ws, q, body, param) => {
    const target = WS.find((w) => w.id === param || w.slug === param);
    if (!target) fail(404, 'Workspace not found.');
    if (target !== ws && !bug('workspace-other')) fail(ALT ? 404 : 403, 'Not a member of this workspace.');
    const n = target.links.size;
    return [200, {
      id: target.id, name: target.name, slug: target.slug, logo: null, inviteCode: 'inv' + target.slug, plan: target.plan, planTier: 1, billingId: null,
      billingCycleStart: 1, paymentFailedAt: null, billingConnectId: null, totalLinks: bug('totals-stale') ? 0 : n, usage: 0, usageLimit: 1000, linksUsage: n,
      linksLimit: target.linksLimit, payoutsUsage: 0, payoutsLimit: 0, payoutFee: 0.05, domainsLimit: 3, tagsLimit: target.tagsLimit, foldersUsage: 0,
      foldersLimit: 0, groupsLimit: 0, networkInvitesLimit: 0, usersLimit: 1, aiUsage: 0, aiLimit: 10, conversionEnabled: false, dotLinkClaimed: false,
      createdAt: target.createdAt, users: [{ role: 'owner', defaultFolderId: null }], domains: target.domains, store: {}, allowedHostnames: [],
      ssoEmailDomain: null, ssoEnforcedAt: null, flags: {},
    }];
  },
  'DELETE /links/:id': (ws, q, body, param) => {
    let link;
    if (param.startsWith('ext_') && !bug('delete-ext-prefix')) link = [...ws.links.values()].find((l) => l.externalId === param.slice(4));
    else link = ws.links.get(param);
    if (!link) fail(404, 'Link not found.');
    if (!bug('delete-noop')) ws.links.delete(link.id);
    return [200, { id: link.id }];
  },
};
function findLink(ws, q) {
  const linkId = q.get('linkId'); const externalId = q.get('externalId'); const domain = q.get('domain'); const key = q.get('key');
  let link;
  if (linkId) link = ws.links.get(linkId) ?? (bug('cross-workspace') ? WS.map((w) => w.links.get(linkId)).find(Boolean) : undefined);
  else if (externalId) { if (!externalId.startsWith('ext_')) fail(400, 'externalId must be prefixed with ext_'); link = [...ws.links.values()].find((l) => l.externalId === externalId.slice(4)); }
  else if (domain && key) link = [...ws.links.values()].find((l) => l.domain === domain && l.key === key);
  else fail(ALT ? 422 : 400, 'Provide linkId, externalId, or domain and key.');
  if (!link) fail(404, 'Link not found.');
  return link;
}

async function qr(q, ws) {
  const url = q.get('url');
  if (!url) invalid('url: required');
  if (url.length > 32000) invalid('url: too long');
  const size = intParam(q, 'size', 600, 1, 4000);
  const level = q.get('level') ?? 'L'; if (!['L', 'M', 'Q', 'H'].includes(level)) invalid('level: invalid');
  const margin = intParam(q, 'margin', 2, 0, 100);
  const hex = (f, d) => { const v = q.get(f) ?? d; if (!/^#?[0-9a-fA-F]{6}$/.test(v)) invalid(`${f}: hex colour`); return v.startsWith('#') ? v : '#' + v; };
  const fg = hex('fgColor', '#000000'); const bg = hex('bgColor', '#ffffff');
  if ((q.get('logo') || q.get('hideLogo') === 'true') && (!ws || ws.plan === 'free')) fail(403, 'Logo needs a paid plan.');
  if (bug('qr-not-png')) return { json: { url } };
  return QRCode.toBuffer(url, { errorCorrectionLevel: level, width: size, margin, color: { dark: fg, light: bg } });
}

const server = http.createServer(async (req, res) => {
  const u = new URL(req.url, `http://${req.headers.host || 'x'}`);
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const raw = Buffer.concat(chunks).toString('utf8');
  try {
    const auth = req.headers.authorization;
    let ws = null;
    if (auth) {
      if (!auth.startsWith('Bearer ')) fail(400, 'Authorization must be Bearer.');
      ws = WS.find((w) => w.token === auth.slice(7)) ?? null;
    }
    if (req.method === 'GET' && u.pathname === '/qr') {
      if (auth && !ws && !bug('qr-auth-required')) fail(401, 'Unauthorized: Invalid API key.');
      if (bug('qr-auth-required') && !ws) fail(401, 'Missing Authorization header.');
      const out = await qr(u.searchParams, ws);
      if (out.json) return send(res, 200, out.json);
      return send(res, 200, out, { 'access-control-allow-origin': '*' });
    }
    let key = `${req.method} ${u.pathname}`; let param;
    const m = u.pathname.match(/^\/(links|workspaces)\/([^/]+)$/);
    if (!routes[key] && m && ['info', 'count', 'bulk'].indexOf(m[2]) === -1) { key = `${req.method} /${m[1]}/:id`; param = decodeURIComponent(m[2]); }
    const handler = routes[key];
    if (!handler) fail(404, 'Not found.');
    if (!ws) {
      if (bug('no-auth-list') && key === 'GET /links') ws = WS[0];
      else fail(401, auth ? 'Unauthorized: Invalid API key.' : 'Missing Authorization header.');
    }
    let body;
    if (req.method === 'POST') {
      try { body = JSON.parse(raw); } catch { if (bug('bad-json-500')) throw new Error('boom'); fail(400, 'Malformed JSON body.'); }
    }
    const [status, out] = await handler(ws, u.searchParams, body, param);
    send(res, status, out, { 'x-ratelimit-limit': '1200', 'x-ratelimit-remaining': '1199', 'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 60) });
  } catch (e) {
    if (e instanceof Fail) return sendError(res, e.status, e.message);
    sendError(res, 500, 'Internal error: ' + e.message);
  }
});
server.listen(PORT, '127.0.0.1', () => {
  for (const w of WS) console.log(`token ${w.slug} ${w.plan} ${w.token}`);
  // linkproof's copy: says its port, so the tests can ask for any free one (port 0).
  console.log(`port ${server.address().port}`);
  console.log('ready');
});
