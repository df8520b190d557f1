import { fail, pass, skip, type Check, type CheckContext, type CheckOutcome } from '../check.js';
import { failure, isErrorObject, shownData, unique } from '../exchange-check.js';
import { searchScopeBroken } from './search-scope-broken.js';
import { listShortOfCount } from './list-short-of-count.js';
import { countUntrusted } from './count-untrusted.js';
import { canParseUrl } from '../../can-parse-url.js';

/** Rules the model-based check covers at random, checked here every run, in the fewest requests. */
export const scenarioChecks: Check[] = [
  {
    name: 'archived_only_with_show_archived',
    section: '§3 §4.4 §4.6',
    kind: 'mandated',
    rules: ['list.archived'],
    description: 'An archived link is left out of list and count unless showArchived is true.',
    async run(context) {
      const search = unique(context, 'arch');
      const made = await Promise.all(
        [false, true].map((archived) => context.client.POST('/links', { body: { url: 'https://example.com/archived', key: `${search}-${archived ? 'a' : 'l'}`, archived } })),
      );
      if (made.some((answer) => answer.data === undefined)) return skip(`could not create the links (status ${made.map((answer) => answer.response.status).join(', ')})`);
      const archivedId = made[1]!.data!.id;
      const notes: string[] = [];
      for (const showArchived of [false, true]) {
        const list = await context.client.GET('/links', { params: { query: { search, showArchived } } });
        const count = await context.client.GET('/links/count', { params: { query: { search, showArchived } } });
        const listed = (list.data ?? []).map((link) => link.id);
        const expected = showArchived ? 2 : 1;
        const listRight = list.data !== undefined && listed.includes(archivedId) === showArchived && listed.length === expected;
        if (listRight && count.data !== expected) {
          // The list holds what it should; a count wrong for nothing as well is count.number's failure.
          const untrusted = await countUntrusted(context, count.data, expected);
          if (untrusted !== undefined) {
            notes.push(`showArchived=${showArchived}: ${untrusted}`);
            continue;
          }
        }
        if (!listRight || count.data !== expected) {
          const broken = await searchScopeBroken(context, search, made.map((answer) => answer.data!.id));
          if (broken !== undefined) return skip(broken);
          const short = listShortOfCount(listed, showArchived ? made.map((answer) => answer.data!.id) : [made[0]!.data!.id], count.data, `search=${search}&showArchived=${showArchived}`);
          if (short !== undefined) return skip(short);
          return fail(failure(context, 'archived links only with showArchived', `showArchived=${showArchived}: list has ${list.data === undefined ? shownData(list) : `${listed.length} (archived ${listed.includes(archivedId) ? 'in' : 'out'})`}, count is ${shownData(count)}; expected ${expected}`));
        }
      }
      return pass(notes.length === 0 ? undefined : notes.join('; '));
    },
  },
  {
    name: 'external_id_for_retrieve_and_delete',
    section: '§4.2 §4.5 §4.7',
    kind: 'mandated',
    rules: ['info.lookup', 'delete.removes'],
    description: 'A link is retrieved by its externalId prefixed with ext_ and by its domain and key, and deleted by ext_.',
    async run(context) {
      const externalId = unique(context, 'ext');
      const created = await context.client.POST('/links', { body: { url: `https://example.com/external/${context.runId}`, externalId } });
      if (created.data === undefined) return skip(`could not create the link (status ${created.response.status})`);
      const found = await context.client.GET('/links/info', { params: { query: { externalId: `ext_${externalId}` } } });
      if (found.data?.id !== created.data.id) return fail(failure(context, 'retrieve by ext_<externalId>', `answered ${found.response.status} ${found.data?.id ?? ''}`, { rules: ['info.lookup'] }));
      const byKey = await context.client.GET('/links/info', { params: { query: { domain: created.data.domain, key: created.data.key } } });
      if (byKey.data?.id !== created.data.id) return fail(failure(context, 'retrieve by domain and key', `answered ${byKey.response.status} ${byKey.data?.id ?? ''}`, { rules: ['info.lookup'] }));
      const twin = await sameKeyElsewhere(context, created.data);
      if (typeof twin !== 'string') return twin;
      const deleted = await context.client.DELETE('/links/{linkId}', { params: { path: { linkId: `ext_${externalId}` } } });
      if (deleted.data?.id !== created.data.id) return fail(failure(context, 'delete by ext_<externalId>', `answered ${deleted.response.status} ${JSON.stringify(deleted.data ?? deleted.error)}`, { rules: ['delete.removes'] }));
      const after = await context.client.GET('/links/info', { params: { query: { linkId: created.data.id } } });
      return after.response.status >= 400 && after.response.status < 500 ? pass(twin === '' ? undefined : twin) : fail(failure(context, 'gone after delete by ext_', `retrieve answered ${after.response.status}`, { rules: ['delete.removes'] }));
    },
  },
  {
    name: 'external_id_unique',
    section: '§2.1 §4.2',
    kind: 'mandated',
    rules: ['create.external-id'],
    description: 'A second link with an externalId already used in the workspace is refused (4xx).',
    async run(context) {
      const externalId = unique(context, 'dup');
      const first = await context.client.POST('/links', { body: { url: `https://example.com/a/${context.runId}`, externalId } });
      if (first.data === undefined) return skip(`could not create the link (status ${first.response.status})`);
      const second = await context.client.POST('/links', { body: { url: `https://example.com/b/${context.runId}`, externalId } });
      const status = second.response.status;
      const expected = context.profile === 'assumed' ? status === 409 : status >= 400 && status < 500;
      return expected ? pass() : fail(failure(context, 'externalId is unique across the workspace', `the second create answered ${status}`));
    },
  },
];

/** Tags and bulk creation: rules checked in a few requests. */
export const tagAndBulkChecks: Check[] = [
  {
    name: 'tag_names_resolve_ignoring_case',
    section: '§4.1 §4.2',
    kind: 'mandated',
    rules: ['create.tags', 'tag.create'],
    description: 'A link created with tagNames in another case gets the tag of that name; one created with two tagIds, or two tagNames, gets both tags; tagNames as one string (not an array) gets its tag; each tag is held once.',
    async run(context) {
      const [tag, other] = [await context.tags.get(0), await context.tags.get(1)];
      const cases: [string, Record<string, unknown>, string[]][] = [
        ['tagNames are case insensitive', { tagNames: [tag.name.toUpperCase()] }, [tag.id]],
        ['tagIds assign every tag named', { tagIds: [tag.id, other.id] }, [tag.id, other.id]],
        ['tagNames assign every tag named, ignoring case', { tagNames: [tag.name.toUpperCase(), other.name] }, [tag.id, other.id]],
        // §4.2: tagNames is a "string or array of string": one name alone, not in an array.
        ['tagNames as one string assign that tag', { tagNames: other.name.toLowerCase() }, [other.id]],
      ];
      for (const [what, tags, expected] of cases) {
        const link = await context.client.POST('/links', { body: { url: 'https://example.com/tagged', key: unique(context, 'tagcase'), ...tags } });
        const tagIds = (link.data?.tags ?? []).map((found) => found.id);
        if (!expected.every((id) => tagIds.includes(id))) return fail(failure(context, what, `a link created with ${JSON.stringify(tags)} answered ${link.response.status} with tags ${JSON.stringify(tagIds)}`));
        if (new Set(tagIds).size !== tagIds.length) return fail(failure(context, 'a link holds each of its tags once', `a link created with ${JSON.stringify(tags)} has tags ${JSON.stringify(tagIds)}`));
      }
      return pass();
    },
  },
  {
    name: 'tag_names_unique_ignoring_case',
    section: '§4.1',
    kind: 'gap',
    rules: ['gap.tag-names'],
    description: 'A tag whose name differs from an existing one only in case is refused with 409 (tag-names gap).',
    async run(context) {
      const tag = await context.tags.get(0);
      const second = await context.client.POST('/tags', { body: { name: tag.name.toUpperCase() } });
      return second.response.status === 409 ? pass() : fail(failure(context, 'tag names are unique ignoring case', `a second tag named ${tag.name.toUpperCase()} answered ${second.response.status}`));
    },
  },
  {
    name: 'bulk_creates_exactly_the_good_ones',
    section: '§4.3',
    kind: 'mandated',
    rules: ['bulk.results', 'create.external-id', 'create.tags', 'create.default-domain', 'create.utm', 'create.prefix', 'create.unique-key', 'count.number'],
    description: 'A bulk request with good and bad elements answers one result per element and creates the good ones only, or is refused whole and creates nothing; an element is created as a create of it would be (archived, tags, a UTM field, the default domain, prefix and keyLength), and not when its externalId is one the workspace holds; what it made is counted, and its domain and key are taken.',
    async run(context) {
      const outcome = await goodAndBad(context);
      return outcome.status === 'pass' ? ((await elementsAsCreates(context)) ?? outcome) : outcome;
    },
  },
];

/**
 * The same key on another domain of the workspace (§4.8 lists its domains) is another link, and domain and key
 * retrieve each (§4.5): a failure, '' when both were found, or a note when the workspace has one domain or the
 * other refuses the key.
 */
async function sameKeyElsewhere(context: CheckContext, link: { id: string; domain: string; key: string; workspaceId: string }): Promise<CheckOutcome | string> {
  const workspace = await context.client.GET('/workspaces/{idOrSlug}', { params: { path: { idOrSlug: link.workspaceId } } });
  const domains = (workspace.data as { domains?: { slug?: unknown }[] } | undefined)?.domains ?? [];
  const other = domains.map((domain) => domain?.slug).find((slug): slug is string => typeof slug === 'string' && slug.toLowerCase() !== link.domain.toLowerCase());
  if (other === undefined) return 'the workspace has one domain, so the same key on two was not tried';
  const twin = await context.client.POST('/links', { body: { url: `https://example.com/external/${context.runId}/twin`, domain: other, key: link.key } });
  if (twin.data === undefined) return `the same key on ${other} answered ${twin.response.status}, so a key on two domains was not tried`;
  for (const [domain, id] of [[link.domain, link.id], [twin.data.domain, twin.data.id]] as const) {
    const found = await context.client.GET('/links/info', { params: { query: { domain, key: link.key } } });
    if (found.data?.id !== id) return fail(failure(context, 'retrieve by domain and key: the key on each domain is its own link', `the key ${link.key} is on ${link.domain} and ${twin.data.domain}; domain=${domain} answered ${found.response.status} ${found.data?.id ?? ''}, not ${id}`, { rules: ['info.lookup'] }));
  }
  return '';
}

/** Whether a list answered holds a link with this key (not only any answer at all: a null or a loose match is no such link). */
const holdsKey = (list: unknown, key: string) => Array.isArray(list) && list.some((link) => (link as { key?: unknown } | null)?.key === key);

/**
 * A bulk element is created as a create of it would be (§4.3 with §4.2): archived as sent, and not at all when its
 * externalId is one the workspace already holds (unique across the workspace). A whole refusal is allowed
 * (bulk-whole-request): the archived element is then sent alone. Undefined when all held.
 */
async function elementsAsCreates(context: CheckContext): Promise<CheckOutcome | undefined> {
  const externalId = unique(context, 'bext');
  const holder = await context.client.POST('/links', { body: { url: 'https://example.com/bulk/ext', key: unique(context, 'bx1'), externalId } });
  if (holder.data === undefined) return undefined;
  const [archivedKey, takenKey] = [unique(context, 'barc'), unique(context, 'bx2')];
  const tag = await context.tags.get(0);
  // Without domain (the one a create without it gets: the holder's), with a UTM field to write into its url.
  const archived = { url: 'https://example.com/bulk/archived', key: archivedKey, archived: true, tagNames: [tag.name], utm_source: 'linkproof-bulk' };
  // Without key: a prefix then keyLength random characters, as a create of it makes.
  const random = { url: `https://example.com/bulk/random/${context.runId}`, prefix: 'lb', keyLength: 6 };
  // Counted before as well: a count kept from before the bulk request would still say 0.
  const countArchived = () => context.client.GET('/links/count', { params: { query: { search: archivedKey, showArchived: true } } });
  await countArchived();
  let answer = await context.client.POST('/links/bulk', { body: [archived, random, { url: 'https://example.com/bulk/ext2', key: takenKey, externalId }] });
  const taken = await context.client.GET('/links', { params: { query: { search: takenKey, showArchived: true } } });
  if (holdsKey(taken.data, takenKey)) {
    return fail(failure(context, 'a bulk element whose externalId the workspace holds is not created (§4.2: externalId is unique across the workspace)', `answered ${answer.response.status}, and a link with its key exists`, { rules: ['create.external-id'] }));
  }
  if (answer.data === undefined) answer = await context.client.POST('/links/bulk', { body: [archived, random] });
  const made = (answer.data ?? []).find((item) => (item as { key?: unknown }).key === archivedKey) as { id?: unknown; archived?: unknown; tags?: unknown; domain?: unknown; url?: unknown } | undefined;
  if (made === undefined) return fail(failure(context, 'a good bulk element is created', `a bulk request with the element ${JSON.stringify(archived)} answered ${answer.response.status} without it`, { rules: ['bulk.results'] }));
  if (made.archived !== true) return fail(failure(context, 'a bulk element is created with the fields sent', `sent with archived: true, it was created with archived: ${JSON.stringify(made.archived)}`, { rules: ['bulk.results'] }));
  const tagIds = Array.isArray(made.tags) ? made.tags.map((found) => (found as { id?: unknown } | null)?.id) : [];
  if (!tagIds.includes(tag.id)) return fail(failure(context, 'a bulk element is created with the fields sent', `sent with tagNames ${JSON.stringify([tag.name])}, it was created with tags ${JSON.stringify(made.tags)?.slice(0, 120)}`, { rules: ['bulk.results', 'create.tags'] }));
  const asCreate = 'a bulk element is created as a create of it would be (§4.3 with §4.2)';
  if (made.domain !== holder.data.domain) return fail(failure(context, asCreate, `sent without domain, it is on ${JSON.stringify(made.domain)}; a create without domain is on ${holder.data.domain}`, { rules: ['bulk.results', 'create.default-domain'] }));
  const utm = typeof made.url === 'string' && canParseUrl(made.url) ? new URL(made.url).searchParams.get('utm_source') : undefined;
  if (utm !== 'linkproof-bulk') return fail(failure(context, asCreate, `sent with utm_source linkproof-bulk, its url is ${JSON.stringify(made.url)}`, { rules: ['bulk.results', 'create.utm'] }));
  const randomMade = (answer.data ?? []).find((item) => typeof (item as { url?: unknown }).url === 'string' && (item as { url: string }).url.startsWith(random.url)) as { key?: unknown } | undefined;
  if (randomMade === undefined) return fail(failure(context, 'a good bulk element is created', `a bulk request with the element ${JSON.stringify(random)} answered ${answer.response.status} without it`, { rules: ['bulk.results'] }));
  const key = String(randomMade.key);
  if (!key.startsWith('lb') || key.length !== 2 + random.keyLength) return fail(failure(context, asCreate, `sent with prefix lb and keyLength 6 (no key), its key is ${key}, not lb then 6 characters`, { rules: ['bulk.results', 'create.prefix'] }));
  // What a bulk request made is a link like any other: counted, and its domain and key taken.
  const counted = await countArchived();
  if (counted.data !== 1) {
    // The link is found by its key: a search that does not find it is list.search's failure, not the count's.
    const broken = await searchScopeBroken(context, archivedKey, [String(made.id)]);
    if (broken !== undefined) return skip(broken, ['count.number', 'create.unique-key']);
    return fail(failure(context, 'a link a bulk request made is counted', `count with search=${archivedKey}&showArchived=true answered ${JSON.stringify(counted.data ?? counted.response.status)}, not 1`, { rules: ['bulk.results', 'count.number'] }));
  }
  const again = await context.client.POST('/links', { body: { url: 'https://example.com/bulk/again', domain: String(made.domain), key: archivedKey } });
  if (again.data !== undefined) return fail(failure(context, 'the domain and key of a link a bulk request made are taken', `a create with the same domain and key answered ${again.response.status}, making ${again.data.id}`, { rules: ['create.unique-key'] }));
  return undefined;
}

/** One bulk request of two good elements and a bad one (bulk_creates_exactly_the_good_ones). */
async function goodAndBad(context: CheckContext): Promise<CheckOutcome> {
  const keys = [unique(context, 'bg1'), unique(context, 'bad'), unique(context, 'bg2')];
  const answer = await context.client.POST('/links/bulk', {
    body: [
      { url: 'https://example.com/bulk/1', key: keys[0]! },
      { url: 'https://example.com/bulk/2', key: keys[1]!, keyLength: 2 },
      { url: 'https://example.com/bulk/3', key: keys[2]! },
    ],
  });
  if (answer.data === undefined) {
    // bulk-whole-request: refusing the whole array is allowed, as long as it is an error and nothing is created.
    const status = answer.response.status;
    if (status < 400 || status >= 500) return fail(failure(context, 'a bulk request with a bad element is answered per element or refused whole', `answered ${status}`));
    for (const key of keys) {
      const found = await context.client.GET('/links/count', { params: { query: { search: key } } });
      if (found.data !== 0) {
        const seen = found.data === undefined ? `counting links with key ${key} answered ${found.response.status}` : `${JSON.stringify(found.data)} link(s) with key ${key} exist`;
        return fail(failure(context, 'a bulk request refused whole creates nothing', `refused with ${status}, yet ${seen}`));
      }
    }
    // A refusal for the bad element: the good ones sent alone are created (a target refusing every bulk request fails here).
    const good = await context.client.POST('/links/bulk', { body: [{ url: 'https://example.com/bulk/1', key: keys[0]! }, { url: 'https://example.com/bulk/3', key: keys[2]! }] });
    const made = (good.data ?? []).filter((item): item is Extract<typeof item, { shortLink: string }> => typeof (item as { shortLink?: unknown }).shortLink === 'string').map((link) => link.key).sort();
    if (JSON.stringify(made) !== JSON.stringify([keys[0], keys[2]].sort())) {
      return fail(failure(context, 'a bulk request refused whole for its bad element creates its good ones sent alone', `refused with ${status}; the good elements alone answered ${good.response.status}${good.data === undefined ? '' : `, creating ${JSON.stringify(made)}`}`));
    }
    return pass(`refused whole with ${status}; nothing created; the good elements alone were (bulk-whole-request)`);
  }
  if (answer.data.length !== 3) return fail(failure(context, 'one result per element', `${answer.data.length} results for 3 elements`));
  const created = answer.data.filter((item): item is Extract<typeof item, { shortLink: string }> => typeof (item as { shortLink?: unknown }).shortLink === 'string');
  const createdKeys = created.map((link) => link.key).sort();
  if (JSON.stringify(createdKeys) !== JSON.stringify([keys[0], keys[2]].sort())) {
    return fail(failure(context, 'exactly the good elements are created', `created ${JSON.stringify(createdKeys)}`));
  }
  const bad = await context.client.GET('/links', { params: { query: { search: keys[1]! } } });
  return !holdsKey(bad.data, keys[1]!) ? pass() : fail(failure(context, 'the bad element is not created', 'a link with its key exists'));
}

/** §4.4 and §4.6: every filter gives exactly its subset, in list and count alike. */
export const filterSubsets: Check = {
  name: 'filters_give_exact_subsets',
  section: '§4.4 §4.6',
  kind: 'mandated',
  rules: ['list.filters', 'list.deprecated-filters', 'list.archived', 'create.tenant-id', 'count.number'],
  description: 'tenantId, tagIds, tagNames (any case), withTags, domain, userId and folderId each give exactly the links they name, in list and in count, with archived links only under showArchived; two of them together, the links that match both.',
  async run(context) {
    const search = unique(context, 'flt');
    const tag = await context.tags.get(1);
    const tagName = tag.name;
    const make = (suffix: string, body: Record<string, unknown>) =>
      context.client.POST('/links', { body: { url: `https://example.com/filters/${suffix}`, key: `${search}-${suffix}`, ...body } as never });
    const a = await make('a', { tenantId: `${search}-t1`, tagNames: [tagName] });
    // t1 is a prefix of t10: a tenantId filter matches the whole id, not its start.
    const b = await make('b', { tenantId: `${search}-t10` });
    const c = await make('c', { tenantId: `${search}-t1`, archived: true });
    if (a.data === undefined || b.data === undefined || c.data === undefined) return skip(`could not create the links (status ${[a, b, c].map((x) => x.response.status).join(', ')})`);
    const [A, B, C] = [a.data.id, b.data.id, c.data.id];
    // A filter naming a domain, user or folder the workspace does not have may be answered empty or refused
    // with a 4xx error object (the public service answers 404 for an unknown domain or folder).
    // Each case with the rule its filter is held to: a tenantId is both a field created and a filter.
    const cases: [string, Record<string, unknown>, string[], string[], 'may refuse'?][] = [
      ['tenantId', { tenantId: `${search}-t1` }, [A], ['list.filters', 'create.tenant-id']],
      ['tenantId with showArchived', { tenantId: `${search}-t1`, showArchived: true }, [A, C], ['list.archived', 'create.tenant-id']],
      ['another tenantId', { tenantId: `${search}-t10` }, [B], ['list.filters', 'create.tenant-id']],
      ['a domain of the links', { domain: a.data.domain }, [A, B], ['list.filters']],
      ['an unused domain', { domain: 'linkproof-unused.example' }, [], ['list.filters'], 'may refuse'],
      ['an unused userId', { userId: 'user_linkproof_unused' }, [], ['list.filters'], 'may refuse'],
      ['an unused folderId', { folderId: 'fold_linkproof_unused' }, [], ['list.filters'], 'may refuse'],
    ];
    if (a.data.userId !== null) cases.push(["the creator's userId", { userId: a.data.userId }, [A, B], ['list.filters']]);
    cases.push(['tagIds', { tagIds: [tag.id] }, [A], ['list.filters']], ['tagNames in upper case', { tagNames: [tag.name.toUpperCase()] }, [A], ['list.filters']], ['the deprecated withTags', { withTags: true }, [A], ['list.deprecated-filters']], ['withTags=false (its default: no filter)', { withTags: false }, [A, B], ['list.deprecated-filters']]);
    // Filters together keep the links that match every one of them (§4.4: filtered by the query parameters).
    cases.push(['a domain of the links and tagIds together', { domain: a.data.domain, tagIds: [tag.id] }, [A], ['list.filters']], ['another tenantId and tagIds together', { tenantId: `${search}-t10`, tagIds: [tag.id] }, [], ['list.filters']]);
    for (const [what, filter, expected, rules, mayRefuse] of cases) {
      const list = await context.client.GET('/links', { params: { query: { search, ...filter } as never } });
      const count = await context.client.GET('/links/count', { params: { query: { search, ...filter } as never } });
      if (mayRefuse !== undefined && isErrorObject(list.response.status, list.error) && isErrorObject(count.response.status, count.error)) continue;
      const ids = (list.data ?? []).map((link) => link.id).sort();
      const listRight = JSON.stringify(ids) === JSON.stringify([...expected].sort());
      if (!listRight || count.data !== expected.length) {
        const broken = await searchScopeBroken(context, search, [A, B, C]);
        if (broken !== undefined) return skip(broken);
        const short = listShortOfCount(ids, expected, count.data, `filtering by ${what}`);
        if (short !== undefined) return skip(short);
        // The rule the answer breaks: the archived link let in (without showArchived), a count that is not its list's, else the filter's.
        const archivedIn = filter.showArchived === undefined && ids.includes(C) && JSON.stringify(ids.filter((id) => id !== C)) === JSON.stringify([...expected].sort());
        // A count too high that is the count with showArchived=true: the count lets the archived link in.
        const withArchived = listRight && filter.showArchived === undefined && typeof count.data === 'number' && count.data > expected.length ? (await context.client.GET('/links/count', { params: { query: { search, ...filter, showArchived: true } as never } })).data : undefined;
        const archivedCounted = withArchived !== undefined && withArchived === count.data;
        // A count wrong for nothing as well is count.number's alone: the list shows the filter holds.
        const countAlone = listRight && !archivedCounted && (await countUntrusted(context, count.data, expected.length)) !== undefined;
        const broke = archivedIn || archivedCounted ? ['list.archived'] : countAlone ? ['count.number'] : listRight ? ['count.number', ...rules.filter((rule) => rule !== 'create.tenant-id')] : rules;
        const shown = archivedIn ? `; the one too many is the archived link ${C}` : archivedCounted ? '; the count is the one with showArchived=true' : '';
        return fail(failure(context, `filtering by ${what} gives exactly its links`, `list gave ${ids.length} (${list.response.status}), count ${JSON.stringify(count.data ?? count.response.status)}; expected ${expected.length}${shown}`, { rules: broke }));
      }
    }
    // Two tag ids, comma-separated (form style, not exploded, §4.4): whether they mean any or all is not shown,
    // so the answer must be one of the two: the links with either tag, or the links with both.
    const other = await context.tags.get(0);
    const both = await make('d', { tenantId: `${search}-t3`, tagIds: [tag.id, other.id] });
    const onlyOther = await make('e', { tenantId: `${search}-t3`, tagIds: [other.id] });
    if (both.data !== undefined && onlyOther.data !== undefined) {
      const listed = await context.client.GET('/links', { params: { query: { search, tagIds: [tag.id, other.id] } } });
      const ids = JSON.stringify((listed.data ?? []).map((link) => link.id).sort());
      const any = JSON.stringify([A, both.data.id, onlyOther.data.id].sort());
      const all = JSON.stringify([both.data.id]);
      if (ids !== any && ids !== all) {
        const broken = await searchScopeBroken(context, search, [A, B, C, both.data.id, onlyOther.data.id]);
        if (broken !== undefined) return skip(broken);
        return fail(failure(context, 'tagIds takes several ids, comma-separated', `tagIds=${tag.id},${other.id} listed ${ids} (${listed.response.status}); the links with either tag are ${any}, with both ${all}`, { rules: ['list.filters'] }));
      }
      // So does tagNames (§4.4: form style, not exploded), the names in any case.
      const names = [tag.name.toUpperCase(), other.name];
      const byNames = await context.client.GET('/links', { params: { query: { search, tagNames: names } } });
      const named = JSON.stringify((byNames.data ?? []).map((link) => link.id).sort());
      if (named !== any && named !== all) {
        const broken = await searchScopeBroken(context, search, [A, B, C, both.data.id, onlyOther.data.id]);
        if (broken !== undefined) return skip(broken);
        return fail(failure(context, 'tagNames takes several names, comma-separated', `tagNames=${names.join(',')} listed ${named} (${byNames.response.status}); the links with either tag are ${any}, with both ${all}`, { rules: ['list.filters'] }));
      }
    }
    return pass();
  },
};
