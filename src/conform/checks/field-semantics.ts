import { defaultsOf } from '../../contract/defaults-of.js';
import { UNSET_UNLESS_SENT } from '../../contract/unset-unless-sent.js';
import { fail, pass, type Check, type CheckContext, type CheckOutcome } from '../check.js';
import { failure, isErrorObject, unique } from '../exchange-check.js';

async function create(context: CheckContext, body: Record<string, unknown>) {
  // The run's id in the URL, so that the cleanup's sweep finds the link whatever key it got.
  return context.client.POST('/links', { body: { url: `https://example.com/semantics/${context.runId}`, ...body } as never });
}

/** A check that creates one link and judges it. */
function linkCheck(name: string, section: string, kind: 'mandated' | 'gap', rules: Check['rules'], description: string, body: (context: CheckContext) => Record<string, unknown>, judge: (link: Record<string, unknown>, context: CheckContext) => string | undefined): Check {
  return {
    name,
    section,
    kind,
    rules,
    description,
    async run(context): Promise<CheckOutcome> {
      // The description as the rule a failure names, before its message (`rule: message`): without its full stop.
      const rule = description.replace(/\.$/, '');
      const created = await create(context, body(context));
      if (created.data === undefined) return fail(failure(context, rule, `creating the link answered ${created.response.status}`));
      const problem = judge(created.data as unknown as Record<string, unknown>, context);
      return problem === undefined ? pass() : fail(failure(context, rule, problem));
    },
  };
}

const LINK_DEFAULTS = defaultsOf('#/components/schemas/CreateLinkRequest');

/** The query parameters a create populates or overrides (§4.2), and the values the override sends: one that must be encoded. */
const OVERRIDDEN = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'ref'] as const;
const NEW_VALUE: Partial<Record<(typeof OVERRIDDEN)[number], string>> = { utm_campaign: 'spring sale&x=1' };

export const fieldSemanticsChecks: Check[] = [
  linkCheck(
    'utm_fields_written_into_url',
    '§4.2',
    'mandated',
    ['create.utm'],
    'Each of the five utm_* fields and ref populates its query parameter in the destination URL (its query, before a fragment).',
    // A destination with a fragment: the parameters belong in its query, not after the #.
    (context) => ({ url: `https://example.com/semantics/${context.runId}#pricing`, utm_source: 'linkproof', utm_medium: 'email', utm_campaign: 'conformance', utm_term: 'links', utm_content: 'cta', ref: 'probe' }),
    (link) => {
      const query = new URL(String(link.url)).searchParams;
      const missing = ['utm_source=linkproof', 'utm_medium=email', 'utm_campaign=conformance', 'utm_term=links', 'utm_content=cta', 'ref=probe'].filter((pair) => query.get(pair.split('=')[0]!) !== pair.split('=')[1]);
      return missing.length === 0 ? undefined : `url ${String(link.url)} lacks ${missing.join(', ')}`;
    },
  ),
  linkCheck(
    'utm_fields_override_url',
    '§4.2',
    'mandated',
    ['create.utm'],
    'Each of the five utm_* fields and ref overrides the parameter the destination already has (one value, the new one), and a value holding a space and an & is written encoded: it reads back as sent.',
    (context) => ({ url: `https://example.com/semantics/${context.runId}?${OVERRIDDEN.map((field) => `${field}=old`).join('&')}`, ...Object.fromEntries(OVERRIDDEN.map((field) => [field, NEW_VALUE[field] ?? 'new'])) }),
    (link) => {
      const query = new URL(String(link.url)).searchParams;
      const wrong = OVERRIDDEN.filter((field) => query.getAll(field).join('|') !== (NEW_VALUE[field] ?? 'new'));
      const stray = query.has('x');
      return wrong.length === 0 && !stray ? undefined : `url is ${String(link.url)}: ${[...wrong.map((field) => `${field} reads ${JSON.stringify(query.getAll(field))}`), ...(stray ? ['the & of a value became a parameter of its own'] : [])].join(', ')}`;
    },
  ),
  linkCheck('random_key_has_default_length', '§4.2 §8', 'mandated', ['create.random-key'], 'Without key, a random key of keyLength 7 (the default) is generated.', () => ({}), (link) =>
    String(link.key).length === LINK_DEFAULTS.keyLength ? undefined : `key ${String(link.key)} has ${String(link.key).length} characters`,
  ),
  linkCheck('key_length_honoured', '§4.2', 'mandated', ['create.random-key'], 'keyLength 12 gives a random key of 12 characters.', () => ({ keyLength: 12 }), (link) =>
    String(link.key).length === 12 ? undefined : `key ${String(link.key)} has ${String(link.key).length} characters`,
  ),
  {
    name: 'prefix_then_random_key',
    section: '§4.2',
    kind: 'mandated',
    rules: ['create.prefix'],
    description: 'With a prefix, the key is the prefix then keyLength random characters (total: prefix length plus keyLength); a prefix ending in / keeps it.',
    async run(context): Promise<CheckOutcome> {
      const rule = 'With a prefix, the key is the prefix then keyLength random characters (§4.2)';
      const plain = await create(context, { prefix: 'lp', keyLength: 5 });
      if (plain.data === undefined) return fail(failure(context, rule, `creating a link with prefix lp answered ${plain.response.status}`));
      if (!plain.data.key.startsWith('lp') || plain.data.key.length !== 7) return fail(failure(context, rule, `key is ${plain.data.key}, expected lp followed by 5 characters`));
      // The common form of a prefix, a path segment: its / is part of the prefix, not to be dropped as a key's last /.
      const segment = await create(context, { prefix: 'lp/', keyLength: 5 });
      if (segment.data === undefined) {
        // Which characters a key may hold is a gap (key-rules): a target may refuse / in keys.
        if (segment.response.status >= 400 && segment.response.status < 500) return pass(`a prefix with / was refused (${segment.response.status}): which characters a key holds is a gap`);
        return fail(failure(context, rule, `creating a link with prefix lp/ answered ${segment.response.status}`));
      }
      const key = segment.data.key;
      return key.startsWith('lp/') && key.length === 8 ? pass() : fail(failure(context, rule, `with prefix lp/ the key is ${key}, expected lp/ followed by 5 characters`));
    },
  },
  linkCheck('prefix_ignored_with_key', '§4.2', 'mandated', ['create.prefix'], 'A prefix is ignored when a key is given.', (context) => ({ prefix: 'zz', key: unique(context, 'pk') }), (link, context) =>
    String(link.key).startsWith(`${context.runId}-pk-`) ? undefined : `key is ${String(link.key)}`,
  ),
  {
    name: 'documented_defaults_applied',
    section: '§4.2 §2.4',
    kind: 'mandated',
    rules: ['create.defaults', 'create.accepts-valid'],
    description: 'Omitted archived, proxy (also beside a title and description), rewrite, doIndex and publicStats default to false, and so does trackConversion in a workspace whose conversionEnabled is false (where it is true, either: conversion-default gap); fields without a default (comments, externalId, tenantId, password, expiry, device and geo targets, UTM, tags) stay unset.',
    async run(context): Promise<CheckOutcome> {
      const what = 'omitted fields take their documented defaults';
      const created = await create(context, {});
      if (created.data === undefined) return fail(failure(context, what, `creating the link answered ${created.response.status}`));
      const link = created.data as unknown as Record<string, unknown>;
      const wrong = ['archived', 'proxy', 'rewrite', 'doIndex', 'publicStats'].filter((field) => link[field] !== LINK_DEFAULTS[field]).map((field) => `${field}=${String(link[field])}`);
      // trackConversion: false (§4.2). A workspace that enables conversion tracking for new links (§2.4 conversionEnabled)
      // may turn it on: the two passages disagree there, so either is taken (conversion-default gap).
      const workspace = typeof link.workspaceId === 'string' ? await context.client.GET('/workspaces/{idOrSlug}', { params: { path: { idOrSlug: link.workspaceId } } }) : undefined;
      const enabled = workspace?.data?.conversionEnabled;
      let note: string | undefined;
      if (enabled === false) {
        if (link.trackConversion !== false) wrong.push(`trackConversion=${String(link.trackConversion)} in a workspace whose conversionEnabled is false`);
      } else if (enabled === true) {
        if (typeof link.trackConversion !== 'boolean') wrong.push(`trackConversion=${String(link.trackConversion)}`);
        else note = `trackConversion=${String(link.trackConversion)} in a workspace whose conversionEnabled is true: either is taken (conversion-default gap)`;
      } else if (link.trackConversion !== false) note = `trackConversion=${String(link.trackConversion)} not judged: the workspace's conversionEnabled could not be read (${workspace === undefined ? 'the link names no workspaceId' : `answered ${workspace.response.status}`})`;
      if (wrong.length > 0) return fail(failure(context, what, `not the documented default: ${wrong.join(', ')}`));
      // A default holds whatever else is sent: preview fields without proxy leave it false (it is the client's to turn on).
      const previewed = await create(context, { title: 'linkproof preview', description: 'A preview the link does not proxy' });
      if (previewed.data === undefined) return fail(failure(context, what, `creating a link with a title and description answered ${previewed.response.status}`));
      if (previewed.data.proxy !== LINK_DEFAULTS.proxy) return fail(failure(context, what, `a link created with a title and description but no proxy has proxy=${String(previewed.data.proxy)}`));
      // What the create did not send and has no default stays unset: a value there came from elsewhere (another
      // request's, another workspace's). Left out: previews a server may fetch, a default folder (default-folder gap).
      const invented = UNSET_UNLESS_SENT.filter((field) => (link[field] ?? null) !== null).map((field) => `${field}=${JSON.stringify(link[field]).slice(0, 60)}`);
      if (Array.isArray(link.tags) && link.tags.length > 0) invented.push(`tags=${JSON.stringify(link.tags).slice(0, 60)}`);
      if (invented.length > 0) return fail(failure(context, 'a field neither sent nor defaulted stays unset', `the link created with a url alone has ${invented.join(', ')}`, { rules: ['create.accepts-valid'] }));
      return pass(note);
    },
  },
  {
    name: 'boolean_text_not_misread',
    section: '§4.2',
    kind: 'mandated',
    rules: ['create.field-types'],
    description: 'archived, proxy and rewrite sent as the text "false" (and archived as "true") are refused with a 4xx error object, or read as that boolean: never as the other.',
    async run(context): Promise<CheckOutcome> {
      const rule = 'a boolean sent as text is refused, or read as that boolean';
      const cases: [string, string][] = [['archived', 'false'], ['proxy', 'false'], ['rewrite', 'false'], ['archived', 'true']];
      for (const [field, text] of cases) {
        const created = await create(context, { key: unique(context, `bool-${field}-${text}`), [field]: text });
        if (created.data === undefined) {
          if (isErrorObject(created.response.status, created.error)) continue;
          return fail(failure(context, rule, `${field}: "${text}" answered ${created.response.status} without the error object of §7`));
        }
        const read = (created.data as unknown as Record<string, unknown>)[field];
        if (read !== (text === 'true')) return fail(failure(context, rule, `${field}: "${text}" was taken, and the link has ${field}=${JSON.stringify(read)}`));
      }
      return pass();
    },
  },
  linkCheck(
    'expiry_with_an_offset_kept',
    '§4.2 §2.1',
    'mandated',
    ['create.accepts-valid'],
    'An expiresAt sent with a UTC offset (2030-01-01T00:00:00+05:00) is kept as that instant, in whatever form it is answered.',
    (context) => ({ expiresAt: '2030-01-01T00:00:00+05:00', expiredUrl: `https://example.com/semantics/${context.runId}/expired` }),
    (link) => (typeof link.expiresAt === 'string' && Date.parse(link.expiresAt) === Date.parse('2029-12-31T19:00:00Z') ? undefined : `expiresAt is ${JSON.stringify(link.expiresAt)}, not the instant 2029-12-31T19:00:00Z`),
  ),
  linkCheck('short_link_is_https', '§2.1', 'mandated', ['link.short-link'], 'shortLink is a full URL with the https protocol on the link\'s domain.', () => ({}), (link) => {
    const shortLink = String(link.shortLink);
    return shortLink.startsWith('https://') && shortLink.includes(String(link.domain)) ? undefined : `shortLink is ${shortLink} for domain ${String(link.domain)}`;
  }),
  linkCheck('short_link_is_domain_and_key', '§2.1', 'gap', ['gap.short-link'], 'shortLink is exactly https://{domain}/{key} (short-link gap).', () => ({}), (link) =>
    link.shortLink === `https://${String(link.domain)}/${String(link.key)}` ? undefined : `shortLink is ${String(link.shortLink)}`,
  ),
];
