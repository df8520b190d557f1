import { filterKey, filtersOf, mismatch, pageOf } from './judge-link-answers.js';
import { isLink, isObject, linksIn, WRITE_METHODS, type Json, type ObservedCall } from './observed-call.js';
import type { TrafficModel } from './traffic-model.js';
import type { TrafficIssue } from './traffic-rules.js';

/** Fields of a Link that change without a write: its counters, when it was last clicked, and the update time. */
const CHANGING = new Set(['clicks', 'leads', 'conversions', 'sales', 'saleAmount', 'lastClicked', 'updatedAt']);
const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 80) ?? 'nothing';

/** Equal as JSON up to key order, with null and absent alike, and tags as a set of ids. */
function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => same(item, b[index]));
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => same(a[key] ?? null, b[key] ?? null));
  }
  return (a ?? null) === (b ?? null);
}

const TIMES = new Set(['createdAt', 'expiresAt', 'testStartedAt', 'testCompletedAt']);

/** The stable fields that differ between two sightings of a link (a field one answer leaves out is not compared: a list may answer fewer fields than a retrieve). */
function changedFields(before: Json, after: Json): string[] {
  const changed: string[] = [];
  for (const field in after) {
    const [was, is] = [before[field], after[field]];
    // Most fields are equal primitives: the common case costs one comparison.
    if (was === is || CHANGING.has(field) || !(field in before)) continue;
    if (field === 'tags') {
      const ids = (link: Json) => (Array.isArray(link.tags) ? link.tags.filter(isObject).map((tag) => String(tag.id)).sort() : []);
      if (!same(ids(before), ids(after))) changed.push(`tags ${shown(ids(before))} → ${shown(ids(after))}`);
      continue;
    }
    if (TIMES.has(field) && typeof was === 'string' && typeof is === 'string' && Date.parse(was) === Date.parse(is)) continue;
    if (!same(was, is)) changed.push(`${field} ${shown(was)} → ${shown(is)}`);
  }
  return changed;
}

const UNSEEN_UPDATE = 'an update the proxy did not see (the spec has no update operation, but a deployment may have one, or another client may use it)';
const UNSEEN_WRITE = 'a create or delete the proxy did not see (another client of the workspace, or a call that did not go through the proxy)';

/**
 * The rules a passive observer checks across exchanges, against what the traffic showed before. A break a
 * write the proxy did not see could explain carries `unseenWrite`; one it cannot (a deleted id back, another
 * workspace's link) does not. A call whose order against a write in flight is unknown is not compared.
 */
export function judgeSequence(call: ObservedCall, model: TrafficModel, writeInFlight: (workspace: string | undefined, before: number) => boolean): TrafficIssue[] {
  const issues: TrafficIssue[] = [];
  const workspace = model.workspaceOf(call.token);
  const uncertain = writeInFlight(workspace, call.ended);
  const opaqueBetween = (after: number) => !model.writesBetween(workspace, after, call.begun).certain;
  const links = linksIn(call);
  const isLinkOperation = call.operationId !== undefined && !['getWorkspace', 'getQRCode', 'createTag'].includes(call.operationId);

  // workspaces_isolated: one credential, one workspace.
  if (isLinkOperation && call.token !== undefined) {
    const own = workspace ?? (typeof links[0]?.workspaceId === 'string' ? links[0].workspaceId : undefined);
    const stranger = links.find((link) => typeof link.workspaceId === 'string' && link.workspaceId !== own);
    if (stranger !== undefined) {
      const learnt = model.workspaceOfToken.get(call.token);
      issues.push({ rule: 'workspaces_isolated', message: `${call.token} was answered link ${shown(stranger.id)} of workspace ${shown(stranger.workspaceId)}, and links of workspace ${shown(own)}${learnt === undefined ? '' : ` (#${learnt.number})`}: a link operation acts on the caller's workspace only [scope.callers-workspace]`, ...(learnt !== undefined && { earlier: [learnt.number] }) });
    }
    if (call.operationId === 'deleteLink' && call.ok && isObject(call.answer) && typeof call.answer.id === 'string') {
      const deleted = model.links.get(call.answer.id);
      if (deleted?.workspace !== undefined && own !== undefined && deleted.workspace !== own) {
        issues.push({ rule: 'workspaces_isolated', message: `${call.token} (workspace ${own}) deleted link ${call.answer.id} of workspace ${deleted.workspace}, seen in #${deleted.seenIn} [scope.callers-workspace]`, earlier: [deleted.seenIn] });
      }
    }
  }

  for (const link of links) {
    const known = model.links.get(String(link.id));
    if (known === undefined) {
      const refused = model.refusedElements.get(`${String(link.key)}\n${String(link.url)}`);
      if (refused !== undefined && call.operationId !== 'createLink' && call.operationId !== 'bulkCreateLinks') {
        issues.push({ rule: 'bulk_refusal_creates_nothing', message: `link ${shown(link.id)} (${shown(link.key)}, ${shown(link.url)}) is an element of the bulk request refused whole in #${refused}, yet it exists [bulk.results]`, earlier: [refused], unseenWrite: UNSEEN_WRITE });
      }
      continue;
    }
    // deleted_stays_gone: ids are unique, so nothing unseen brings one back.
    if (known.deleted !== undefined && call.begun > known.deleted.at) {
      issues.push({ rule: 'deleted_stays_gone', message: `link ${String(link.id)}, deleted in #${known.deleted.in}, was answered again by ${call.operationId} [delete.removes]`, earlier: [known.deleted.in] });
      continue;
    }
    if (known.deleted === undefined && call.begun > known.seenAt && !opaqueBetween(known.seenAt)) {
      const changed = changedFields(known.link, link);
      if (changed.length > 0) issues.push({ rule: 'seen_again_unchanged', message: `link ${String(link.id)} changed since #${known.seenIn}: ${changed.slice(0, 3).join('; ')} [info.lookup]`, earlier: [known.seenIn], unseenWrite: UNSEEN_UPDATE });
    }
  }

  // known_link_found: a 404 for a link seen alive.
  if (call.exchange.status === 404 && (call.operationId === 'getLinkInfo' || call.operationId === 'deleteLink') && !uncertain) {
    const linkId = call.operationId === 'deleteLink' ? call.pathParams.linkId : call.query.get('linkId');
    const externalId = linkId?.startsWith('ext_') === true ? linkId.slice(4) : call.operationId === 'getLinkInfo' ? call.query.get('externalId')?.replace(/^ext_/, '') : undefined;
    const [domain, key] = [call.query.get('domain'), call.query.get('key')];
    const found = model.liveLinkBy(workspace, (link) =>
      linkId !== null && linkId !== undefined && !linkId.startsWith('ext_') ? link.id === linkId : externalId !== undefined && externalId !== null ? link.externalId === externalId : domain !== null && key !== null && String(link.domain).toLowerCase() === domain.toLowerCase() && link.key === key,
    );
    if (found !== undefined && found.seenAt < call.begun && !opaqueBetween(found.seenAt)) {
      issues.push({ rule: 'known_link_found', message: `${call.operationId} answered 404 for link ${String(found.link.id)}, seen in #${found.seenIn} and not deleted since [${call.operationId === 'deleteLink' ? 'delete.removes' : 'info.lookup'}]`, earlier: [found.seenIn], unseenWrite: UNSEEN_WRITE });
    }
  }

  // unique_keys: a create that succeeds with the domain and key, or the externalId, of a live link.
  if ((call.operationId === 'createLink' || call.operationId === 'bulkCreateLinks') && call.ok && !uncertain) {
    for (const link of links) {
      if (model.links.has(String(link.id))) continue;
      const twin = model.liveLinkBy(workspace ?? (link.workspaceId as string | undefined), (other) => other.id !== link.id && ((String(other.domain).toLowerCase() === String(link.domain).toLowerCase() && other.key === link.key) || (typeof link.externalId === 'string' && other.externalId === link.externalId)));
      if (twin !== undefined && twin.seenAt < call.begun && !opaqueBetween(twin.seenAt)) {
        const what = twin.link.key === link.key ? `${String(link.domain)}/${String(link.key)}` : `externalId ${shown(link.externalId)}`;
        issues.push({ rule: 'unique_keys', message: `a create succeeded with ${what}, the ${twin.link.key === link.key ? 'domain and key' : 'externalId'} of live link ${String(twin.link.id)} (#${twin.seenIn}) [${twin.link.key === link.key ? 'create.unique-key' : 'create.external-id'}]`, earlier: [twin.seenIn], unseenWrite: UNSEEN_WRITE });
        break;
      }
    }
  }

  // list_complete and count_agrees_with_list.
  if (call.operationId === 'getLinks' && call.ok && Array.isArray(call.answer) && !uncertain) {
    const page = pageOf(call);
    if (page !== undefined && page.first && call.answer.length < page.size) {
      const answered = new Set(call.answer.filter(isObject).map((link) => String(link.id)));
      const filters = filtersOf(call.query);
      for (const known of model.links.values()) {
        if (known.deleted !== undefined || known.workspace !== workspace || workspace === undefined || known.seenAt >= call.begun || answered.has(String(known.link.id))) continue;
        if (mismatch(known.link, filters, true) !== undefined || opaqueBetween(known.seenAt)) continue;
        const named = filters.search !== undefined ? 'list.search' : filters.tagId !== undefined || filters.withTags ? 'list.deprecated-filters' : filterKey(call.query) !== filterKey(new URLSearchParams()) ? 'list.filters' : call.query.size > 0 ? 'list.pages' : 'list.filters';
        issues.push({ rule: 'list_complete', message: `a whole list (${call.answer.length} of a page of ${page.size}) lacks link ${String(known.link.id)}, seen in #${known.seenIn}, which matches its filters [${named}]`, earlier: [known.seenIn], unseenWrite: UNSEEN_WRITE });
        break;
      }
      const key = `${workspace} ${filterKey(call.query)}`;
      const count = model.counts.get(key);
      if (count !== undefined && workspace !== undefined && count.value !== call.answer.length) {
        const between = model.writesBetween(workspace, count.ended, call.begun);
        if (between.certain && between.writes.length === 0) issues.push({ rule: 'count_agrees_with_list', message: `the count of #${count.number} is ${count.value}, the whole list of the same filters has ${call.answer.length} links, with no write seen in between [count.number]`, earlier: [count.number], unseenWrite: UNSEEN_WRITE });
      }
    }
  }
  if (call.operationId === 'getLinksCount' && call.ok && typeof call.answer === 'number' && !call.query.has('groupBy') && workspace !== undefined && !uncertain) {
    const list = model.lists.get(`${workspace} ${filterKey(call.query)}`);
    if (list !== undefined && list.value.ids.length !== call.answer) {
      const between = model.writesBetween(workspace, list.ended, call.begun);
      if (between.certain && between.writes.length === 0) issues.push({ rule: 'count_agrees_with_list', message: `the whole list of #${list.number} has ${list.value.ids.length} links, the count of the same filters is ${call.answer}, with no write seen in between [count.number]`, earlier: [list.number], unseenWrite: UNSEEN_WRITE });
    }
  }

  // total_links_follows_writes.
  if (call.operationId === 'getWorkspace' && call.ok && isObject(call.answer) && typeof call.answer.id === 'string' && typeof call.answer.totalLinks === 'number' && !writeInFlight(call.answer.id, call.ended)) {
    const before = model.totals.get(call.answer.id);
    if (before !== undefined) {
      const between = model.writesBetween(call.answer.id, before.ended, call.begun);
      const delta = between.writes.reduce((sum, write) => sum + write.delta, 0);
      if (between.certain && before.value + delta !== call.answer.totalLinks) {
        issues.push({ rule: 'total_links_follows_writes', message: `totalLinks of ${call.answer.id} was ${before.value} in #${before.number}; ${between.writes.filter((write) => write.delta > 0).reduce((sum, write) => sum + write.delta, 0)} link(s) created and ${between.writes.filter((write) => write.delta < 0).length} deleted since, yet it is ${call.answer.totalLinks}, not ${before.value + delta} [workspace.total-links]`, earlier: [before.number], unseenWrite: UNSEEN_WRITE });
      }
    }
  }
  return issues;
}

/** What the call teaches the model, once it is judged: links seen, the credential's workspace, writes, whole lists, counts and totals. */
export function learn(call: ObservedCall, model: TrafficModel): void {
  const links = linksIn(call);
  if (call.token !== undefined && !model.workspaceOfToken.has(call.token) && call.operationId !== 'getWorkspace') {
    const first = links.find((link) => typeof link.workspaceId === 'string');
    if (first !== undefined) model.workspaceOfToken.set(call.token, { workspace: String(first.workspaceId), number: call.number });
  }
  const workspace = model.workspaceOf(call.token);
  const created = call.operationId === 'createLink' || call.operationId === 'bulkCreateLinks';
  for (const link of links) model.see(link, call, created);
  const write = (delta: number, opaque: boolean, where = workspace) => model.addWrite({ number: call.number, begun: call.begun, ended: call.ended, token: call.token, workspace: where, delta, opaque });
  if (WRITE_METHODS.has(call.exchange.method)) {
    // A write answered 5xx, or not at all, may or may not have happened; a call outside the spec that succeeds is a write the rules cannot read.
    if (call.exchange.status === 0 || call.exchange.status >= 500 || (call.operationId === undefined && call.ok)) write(0, true);
    else if (call.ok && created) write(links.length, false, typeof links[0]?.workspaceId === 'string' ? links[0].workspaceId : workspace);
    else if (call.ok && call.operationId === 'deleteLink') {
      const named = call.pathParams.linkId ?? '';
      const id = isObject(call.answer) && typeof call.answer.id === 'string' ? call.answer.id : named;
      const known = model.links.get(id) ?? (named.startsWith('ext_') ? model.liveLinkBy(workspace, (link) => link.externalId === named.slice(4)) : undefined);
      if (known !== undefined) known.deleted = { in: call.number, at: call.ended };
      write(-1, false, known?.workspace ?? workspace);
    }
  }
  if (call.operationId === 'bulkCreateLinks' && !call.ok && call.exchange.status >= 400 && call.exchange.status < 500 && Array.isArray(call.body)) {
    for (const element of call.body) if (isObject(element) && typeof element.key === 'string' && typeof element.url === 'string') model.refusedElements.set(`${element.key}\n${element.url}`, call.number);
  }
  if (call.operationId === 'getLinks' && call.ok && Array.isArray(call.answer) && workspace !== undefined) {
    const page = pageOf(call);
    if (page !== undefined && page.first && call.answer.length < page.size) {
      model.remember(model.lists, `${workspace} ${filterKey(call.query)}`, { value: { ids: call.answer.filter(isLink).map((link) => link.id) }, number: call.number, begun: call.begun, ended: call.ended });
    }
  }
  if (call.operationId === 'getLinksCount' && call.ok && typeof call.answer === 'number' && !call.query.has('groupBy') && workspace !== undefined) {
    model.remember(model.counts, `${workspace} ${filterKey(call.query)}`, { value: call.answer, number: call.number, begun: call.begun, ended: call.ended });
  }
  if (call.operationId === 'getWorkspace' && call.ok && isObject(call.answer) && typeof call.answer.id === 'string') {
    if (typeof call.answer.totalLinks === 'number') model.remember(model.totals, call.answer.id, { value: call.answer.totalLinks, number: call.number, begun: call.begun, ended: call.ended });
    const primary = Array.isArray(call.answer.domains) ? call.answer.domains.find((domain) => isObject(domain) && domain.primary === true) : undefined;
    if (isObject(primary) && typeof primary.slug === 'string') model.primaryDomain.set(call.answer.id, primary.slug);
  }
}
