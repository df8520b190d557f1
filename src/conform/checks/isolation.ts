import { fail, pass, skip, type Check, type CheckContext, type CheckOutcome } from '../check.js';
import { failure, seen, shownData, unique } from '../exchange-check.js';
import { countUntrusted } from './count-untrusted.js';
import { TagPool, type PoolTag } from '../tag-pool.js';
import { RunInterrupted, WriteBudgetExceeded } from '../target.js';

/** §1, §5: every link operation acts on the workspace of the caller; another workspace's links are out of reach. */
export const workspaceIsolation: Check = {
  name: 'workspaces_are_isolated',
  section: '§1 §5',
  kind: 'mandated',
  rules: ['scope.callers-workspace', 'workspace.retrieve', 'workspace.total-links', 'create.external-id'],
  description: "A link of one workspace cannot be retrieved (by ID, ext_ or domain and key), listed, counted or deleted (by ID or ext_) with another workspace's token, nor the workspace itself retrieved; the link is still there afterwards. A link the other workspace creates is not counted, listed or found here, nor in this workspace's totalLinks; its tag is not given to a link here, its domain not used here, and its externalId is free here; a bulk request naming its workspaceId does not make links there.",
  async run(context) {
    if (context.other === undefined) return skip('needs --other-token, a token of a second workspace');
    const key = unique(context, 'iso');
    const externalId = unique(context, 'isox');
    const created = await context.client.POST('/links', { body: { url: `https://example.com/isolation/${context.runId}`, key, externalId } });
    if (created.data === undefined) return skip(`could not create a link (status ${created.response.status})`);
    const other = context.other;
    // link-access gap: 403 or 404, both keep the link out of reach.
    const outOfReach = (status: number) => status === 403 || status === 404;
    for (const [by, query] of [
      ['ID', { linkId: created.data.id }],
      ['ext_', { externalId: `ext_${externalId}` }],
      ['domain and key', { domain: created.data.domain, key }],
    ] as const) {
      const retrieved = await other.GET('/links/info', { params: { query } });
      if (!outOfReach(retrieved.response.status) && by === 'ID') {
        // The same workspace's second token (a member's) reads the link as it should: not a finding, a wrong option.
        const shared = await sharedWorkspace(context, created.data.workspaceId);
        if (shared !== undefined) return skip(shared);
      }
      if (!outOfReach(retrieved.response.status)) return fail(failure(context, `another workspace cannot retrieve the link by ${by} (403 or 404)`, `answered ${retrieved.response.status}`, { rules: ['scope.callers-workspace'] }));
    }
    const listed = await other.GET('/links', { params: { query: { search: key } } });
    if ((listed.data ?? []).some((link) => link.id === created.data!.id)) return fail(failure(context, 'another workspace does not list the link', 'it was listed', { rules: ['scope.callers-workspace'] }));
    const counted = await other.GET('/links/count', { params: { query: { search: key } } });
    // A count one too high everywhere is count.number's failure, not a link of this workspace counted by the other.
    const uncounted = counted.data === 0 ? undefined : await countUntrusted(context, counted.data, 0, other);
    if (counted.data !== 0 && uncounted === undefined) return fail(failure(context, 'another workspace does not count the link', `count is ${shownData(counted)}`, { rules: ['scope.callers-workspace'] }));
    for (const [by, linkId] of [['ID', created.data.id], ['ext_', `ext_${externalId}`]] as const) {
      const deleted = await other.DELETE('/links/{linkId}', { params: { path: { linkId } } });
      if (!outOfReach(deleted.response.status)) return fail(failure(context, `another workspace cannot delete the link by ${by} (403 or 404)`, `answered ${deleted.response.status}`, { rules: ['scope.callers-workspace'] }));
    }
    // workspace-access gap: 403 or 404 both keep the workspace out of reach.
    // By id, then by slug (§4.8 takes either): the slug as the workspace's own token reads it.
    const slug = (await context.client.GET('/workspaces/{idOrSlug}', { params: { path: { idOrSlug: created.data.workspaceId } } })).data?.slug;
    for (const [by, idOrSlug] of [['id', created.data.workspaceId], ...(typeof slug === 'string' && slug !== '' ? [['slug', slug]] : [])] as const) {
      const workspace = await other.GET('/workspaces/{idOrSlug}', { params: { path: { idOrSlug } } });
      if (!outOfReach(workspace.response.status)) return fail(failure(context, `another workspace cannot be retrieved by ${by} (403 or 404)`, `answered ${workspace.response.status}`, { rules: ['workspace.retrieve'] }));
    }
    const still = await context.client.GET('/links/info', { params: { query: { linkId: created.data.id } } });
    if (still.data?.id !== created.data.id) return fail(failure(context, 'the link survives the other workspace', `retrieve answered ${still.response.status}`, { rules: ['scope.callers-workspace'] }));
    const across = await filtersStayInTheWorkspace(context, created.data.workspaceId);
    if (typeof across !== 'string') return across;
    return pass([uncounted === undefined ? undefined : `the other workspace's count of the link: ${uncounted}`, across === '' ? undefined : across].filter((part) => part !== undefined).join('; ') || undefined);
  },
};

/**
 * Why the run has no second workspace, when --other-token is a token of the workspace under test: a link it creates
 * is in that workspace (its workspaceId, as the target gives it). Undefined when it is in another one, or when it could
 * not create one (then the retrieval it was given is judged as it is).
 */
async function sharedWorkspace(context: CheckContext, workspaceId: string): Promise<string | undefined> {
  const made = await context.other!.POST('/links', { body: { url: `https://example.com/isolation/${context.runId}/whose`, key: unique(context, 'iso-w') } });
  if (made.data === undefined) return undefined;
  await context.other!.DELETE('/links/{linkId}', { params: { path: { linkId: made.data.id } } });
  if (made.data.workspaceId !== workspaceId) return undefined;
  return `--other-token is a token of the workspace under test (a link it creates is in ${workspaceId}, as the --token's are): the isolation checks need a token of another workspace`;
}

/**
 * The other way, through the filters: a link of the other workspace, with a tenantId of the run's, is not counted,
 * listed or found by this workspace's filters and search. A failure, or a note ('' when all held): the other
 * workspace may be unable to create (a small plan at its limit), which leaves this part untried, said in the note.
 */
async function filtersStayInTheWorkspace(context: CheckContext, workspaceId: string): Promise<CheckOutcome | string> {
  const other = context.other!;
  const mine = context.client;
  const [key, tenantId, externalId] = [unique(context, 'iso-o'), unique(context, 'iso-t'), unique(context, 'iso-e')];
  const totalLinks = async () => (await mine.GET('/workspaces/{idOrSlug}', { params: { path: { idOrSlug: workspaceId } } })).data?.totalLinks;
  const totalBefore = await totalLinks();
  const theirs = await other.POST('/links', { body: { url: `https://example.com/isolation/${context.runId}/other`, key, tenantId, externalId } });
  if (theirs.data === undefined) return `the other workspace could not create a link (${theirs.response.status}), so this workspace's filters were not tried against one of its links`;
  try {
    // totalLinks is this workspace's (§2.4): another workspace's link is none of it (nothing else writing meanwhile).
    const totalAfter = await totalLinks();
    if (typeof totalBefore === 'number' && typeof totalAfter === 'number' && totalAfter !== totalBefore) {
      return fail(failure(context, "totalLinks counts only this workspace's links", `totalLinks went ${totalBefore} → ${totalAfter} when the other workspace created a link`, { rules: ['workspace.total-links', 'scope.callers-workspace'] }));
    }
    const counted = await mine.GET('/links/count', { params: { query: { tenantId } } });
    if (counted.data !== 0 && (await countUntrusted(context, counted.data, 0)) === undefined) {
      return fail(failure(context, "a count filtered by tenantId counts only this workspace's links", `the other workspace holds a link of tenantId ${tenantId}; this workspace's count of it is ${shownData(counted)}`, { rules: ['scope.callers-workspace'] }));
    }
    for (const [what, query] of [['tenantId', { tenantId }], ['search', { search: key }]] as const) {
      const listed = await mine.GET('/links', { params: { query } });
      if ((listed.data ?? []).some((link) => link.id === theirs.data!.id)) return fail(failure(context, `a list filtered by ${what} shows only this workspace's links`, "the other workspace's link was listed", { rules: ['scope.callers-workspace'] }));
    }
    // externalId is unique across the workspace (§2.1), not across the service: the other's does not take it here.
    const same = await mine.POST('/links', { body: { url: `https://example.com/isolation/${context.runId}/same-ext`, key: unique(context, 'iso-s'), externalId } });
    if (same.data === undefined) return fail(failure(context, 'an externalId is unique within its workspace only', `the other workspace holds a link of externalId ${externalId}; creating one with it here answered ${same.response.status}`, { rules: ['scope.callers-workspace', 'create.external-id'] }));
    const domain = await foreignDomainRefused(context, workspaceId, theirs.data.domain, theirs.data.workspaceId);
    if (typeof domain !== 'string') return domain;
    const bulk = await bulkStaysInTheWorkspace(context, theirs.data.workspaceId);
    if (typeof bulk !== 'string') return bulk;
    return await tagsStayInTheWorkspace(context);
  } finally {
    await other.DELETE('/links/{linkId}', { params: { path: { linkId: theirs.data.id } } });
  }
}

/**
 * A bulk request naming the other workspace in its workspaceId (§4.3 takes one) acts on the caller's workspace
 * (§1, §5 item 3): refused, or made here; never made in the other's. A failure, or ''.
 */
async function bulkStaysInTheWorkspace(context: CheckContext, otherWorkspaceId: string): Promise<CheckOutcome | string> {
  const key = unique(context, 'iso-b');
  const url = new URL(`${context.target.baseUrl}/links/bulk`);
  url.searchParams.set('workspaceId', otherWorkspaceId);
  const request = new Request(url, { method: 'POST', headers: { authorization: `Bearer ${context.target.token}`, 'content-type': 'application/json' }, body: JSON.stringify([{ url: `https://example.com/isolation/${context.runId}/bulk`, key }]) });
  await context.target.send(request, { refusalExpected: true });
  const theirs = await context.other!.GET('/links', { params: { query: { search: key, showArchived: true } } });
  const made = (theirs.data ?? []).find((link) => link.key === key);
  if (made === undefined) return '';
  await context.other!.DELETE('/links/{linkId}', { params: { path: { linkId: made.id } } });
  return fail(failure(context, "a bulk request acts on the caller's workspace only", `sent with this workspace's token and workspaceId ${otherWorkspaceId} (the other workspace's), it made ${made.id} in the other workspace`, { rules: ['scope.callers-workspace'] }));
}

/**
 * A domain of the other workspace's own (§4.8 lists it there, not here) is not this workspace's to create links on
 * (§1: a link belongs to the caller's workspace): refused with a 4xx. A failure, or '' (also when the domain is not
 * the other's own: a shared default any workspace may use).
 */
async function foreignDomainRefused(context: CheckContext, workspaceId: string, domain: string, otherWorkspaceId: string): Promise<CheckOutcome | string> {
  const slugs = (answer: { data?: unknown }) => ((answer.data as { domains?: { slug?: unknown }[] } | undefined)?.domains ?? []).map((entry) => String(entry?.slug).toLowerCase());
  const mine = slugs(await context.client.GET('/workspaces/{idOrSlug}', { params: { path: { idOrSlug: workspaceId } } }));
  const theirs = slugs(await context.other!.GET('/workspaces/{idOrSlug}', { params: { path: { idOrSlug: otherWorkspaceId } } }));
  if (!theirs.includes(domain.toLowerCase()) || mine.includes(domain.toLowerCase())) return '';
  const body = JSON.stringify({ url: `https://example.com/isolation/${context.runId}/domain`, domain, key: unique(context, 'iso-d') });
  const request = new Request(`${context.target.baseUrl}/links`, { method: 'POST', headers: { authorization: `Bearer ${context.target.token}`, 'content-type': 'application/json' }, body });
  const answer = await seen(await context.target.send(request, { refusalExpected: true }));
  if (answer.status >= 400 && answer.status < 500) return '';
  return fail(failure(context, "links are created only on this workspace's domains", `a create on ${domain}, a domain of the other workspace's, answered ${answer.status}`, { rules: ['scope.callers-workspace'] }));
}

/**
 * A tag of the other workspace (the run's first fixed tag there: created once per workspace, as the run's own) is
 * not this workspace's to assign: a link created here with its id is refused or made without it. A failure, or a
 * note: '' when it held, why it was not tried when the other workspace's tag could not be had.
 */
async function tagsStayInTheWorkspace(context: CheckContext): Promise<CheckOutcome | string> {
  let theirs: PoolTag;
  try {
    theirs = await new TagPool(context.other!, context.runId).get(0);
  } catch (error) {
    if (error instanceof RunInterrupted || error instanceof WriteBudgetExceeded) throw error;
    return `the other workspace's tag could not be had (${(error as Error).message}), so assigning it here was not tried`;
  }
  // Refused with any 4xx, a 403 too (a tag out of the caller's reach): no plan limit to explain.
  const body = JSON.stringify({ url: `https://example.com/isolation/${context.runId}/tag`, key: unique(context, 'iso-g'), tagIds: [theirs.id] });
  const request = new Request(`${context.target.baseUrl}/links`, { method: 'POST', headers: { authorization: `Bearer ${context.target.token}`, 'content-type': 'application/json' }, body });
  const tagged = await seen(await context.target.send(request, { refusalExpected: true }));
  const tags = (tagged.body as { tags?: unknown } | null)?.tags;
  if (tagged.status >= 200 && tagged.status < 300 && Array.isArray(tags) && tags.some((tag) => (tag as { id?: unknown } | null)?.id === theirs.id)) {
    return fail(failure(context, "a link is given only this workspace's tags", `created with tagIds [${theirs.id}], a tag of the other workspace, it has that tag`, { rules: ['scope.callers-workspace', 'create.tags'] }));
  }
  return '';
}
