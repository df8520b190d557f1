import { fail, pass, skip, type Check, type CheckContext } from '../check.js';
import { failure, isErrorObject, shownData, unique } from '../exchange-check.js';
import { searchScopeBroken } from './search-scope-broken.js';
import { countUntrusted } from './count-untrusted.js';
import { canParseUrl } from '../../can-parse-url.js';

const create = (context: CheckContext, body: Record<string, unknown>) =>
  context.client.POST('/links', { body: { url: `https://example.com/fields/${context.runId}`, key: unique(context, 'fld'), ...body } as never });

/** Field rules of §2.1 and §4.2 each checked on one or two created links. */
export const linkFieldChecks: Check[] = [
  {
    name: 'qr_code_names_the_link',
    section: '§2.1',
    kind: 'mandated',
    rules: ['link.qr-code'],
    description: "qrCode is a full URL of the QR endpoint (/qr) whose url query parameter is the link's shortLink.",
    async run(context) {
      const created = await create(context, {});
      if (created.data === undefined) return skip(`could not create a link (status ${created.response.status})`);
      const { qrCode, shortLink } = created.data;
      if (!canParseUrl(qrCode)) return fail(failure(context, 'qrCode is a full URL', `qrCode is ${JSON.stringify(qrCode)}`));
      const parsed = new URL(qrCode);
      const url = parsed.searchParams.get('url');
      return parsed.pathname.endsWith('/qr') && url !== null && url.startsWith(shortLink)
        ? pass()
        : fail(failure(context, "qrCode is the QR endpoint with the link's url", `qrCode is ${qrCode} for shortLink ${shortLink}`));
    },
  },
  {
    name: 'deprecated_aliases_match',
    section: '§2.1 §9',
    kind: 'mandated',
    rules: ['link.deprecated-aliases'],
    description: 'projectId (deprecated) equals workspaceId; tagId (deprecated), when set, is the id of one of the link\'s tags.',
    async run(context) {
      const tag = await context.tags.get(0);
      const created = await create(context, { tagIds: [tag.id] });
      if (created.data === undefined) return skip(`could not create a link (status ${created.response.status})`);
      const link = created.data as typeof created.data & { projectId?: unknown; tagId?: unknown };
      if (link.projectId !== link.workspaceId) return fail(failure(context, 'projectId equals workspaceId', `projectId ${JSON.stringify(link.projectId)}, workspaceId ${JSON.stringify(link.workspaceId)}`));
      const tagIds = link.tags.map((found) => found.id);
      if (link.tagId !== undefined && link.tagId !== null && !tagIds.includes(String(link.tagId))) return fail(failure(context, "tagId is one of the link's tags", `tagId ${JSON.stringify(link.tagId)}, tags ${JSON.stringify(tagIds)}`));
      return pass();
    },
  },
  {
    name: 'deprecated_body_fields_accepted',
    section: '§4.2 §9',
    kind: 'mandated',
    rules: ['create.deprecated-fields'],
    description: 'A create with the deprecated publicStats and tagId fields is accepted: publicStats is echoed, tagId tags the link.',
    async run(context) {
      const tag = await context.tags.get(0);
      const created = await create(context, { publicStats: true, tagId: tag.id });
      if (created.data === undefined) return fail(failure(context, 'publicStats and tagId are still accepted (§9)', `answered ${created.response.status}`));
      const tagged = created.data.tags.some((found) => found.id === tag.id);
      return created.data.publicStats === true && tagged
        ? pass()
        : fail(failure(context, 'publicStats and tagId still work (§9)', `publicStats ${String(created.data.publicStats)}, tags ${JSON.stringify(created.data.tags.map((found) => found.id))} (sent tagId ${tag.id})`));
    },
  },
  {
    name: 'default_domain_is_primary',
    section: '§4.2',
    kind: 'mandated',
    rules: ['create.default-domain'],
    description: "A link created without domain is on the workspace's primary domain (on the shared default when the workspace has no domain).",
    async run(context) {
      const created = await create(context, {});
      if (created.data === undefined) return skip(`could not create a link (status ${created.response.status})`);
      const workspace = await context.client.GET('/workspaces/{idOrSlug}', { params: { path: { idOrSlug: created.data.workspaceId } } });
      if (workspace.data === undefined) return skip(`the workspace could not be read (status ${workspace.response.status})`);
      const domains = Array.isArray(workspace.data.domains) ? workspace.data.domains : [];
      const primary = domains.find((domain) => domain.primary);
      if (primary !== undefined) {
        return created.data.domain === primary.slug ? pass() : fail(failure(context, 'the primary domain is the default', `the link is on ${created.data.domain}; the workspace's primary domain is ${primary.slug}`));
      }
      if (domains.length > 0) return pass(`the workspace marks no domain primary; the link is on ${created.data.domain}`);
      // No domain at all: the service's shared default (its name is a gap), whatever it is called.
      return pass(`the workspace has no domain; the link is on the shared default ${created.data.domain}`);
    },
  },
  {
    name: 'duplicate_key_refused',
    section: '§1 §4.2 §7',
    kind: 'mandated',
    rules: ['create.unique-key', 'create.external-id'],
    description: 'A second link with the same domain and key, or the same externalId, is refused with a 4xx error object; the first is unchanged and still the only one.',
    async run(context) {
      const key = unique(context, 'dupk');
      const externalId = unique(context, 'dupx');
      const first = await create(context, { key, externalId, url: `https://example.com/first/${context.runId}` });
      if (first.data === undefined) return skip(`could not create the first link (status ${first.response.status})`);
      const original = first.data;
      const notes: string[] = [];
      for (const [what, body, rule] of [
        ['the same domain and key', { key, domain: original.domain, url: `https://example.com/second/${context.runId}` }, 'create.unique-key'],
        ['the same externalId', { key: unique(context, 'dupx2'), externalId, url: `https://example.com/third/${context.runId}` }, 'create.external-id'],
      ] as const) {
        const second = await create(context, body);
        if (!isErrorObject(second.response.status, second.error)) return fail(failure(context, `a second link with ${what} is refused`, `answered ${second.response.status}`, { rules: [rule] }));
        const still = await context.client.GET('/links/info', { params: { query: { linkId: original.id } } });
        if (still.data?.url !== original.url || still.data.key !== original.key) return fail(failure(context, `refusing ${what} leaves the first link unchanged`, `the first link now answers ${still.response.status} ${JSON.stringify({ key: still.data?.key, url: still.data?.url })}`, { rules: [rule] }));
        const counted = await context.client.GET('/links/count', { params: { query: { search: key } } });
        if (counted.data !== 1) {
          // A count wrong for nothing as well is count.number's failure: the list tells whether a second link was made.
          const untrusted = await countUntrusted(context, counted.data, 1);
          if (untrusted !== undefined) {
            const listed = await context.client.GET('/links', { params: { query: { search: key, showArchived: true } } });
            if (listed.data?.length === 1 && listed.data[0]!.id === original.id) {
              notes.push(`after ${what}: the list holds the first link alone; ${untrusted}`);
              continue;
            }
          }
          const broken = await searchScopeBroken(context, key, [original.id]);
          if (broken !== undefined) return skip(broken);
          return fail(failure(context, `refusing ${what} creates nothing`, `count for key ${key} is ${shownData(counted)}`, { rules: [rule] }));
        }
      }
      return pass(notes.length === 0 ? undefined : notes.join('; '));
    },
  },
];
