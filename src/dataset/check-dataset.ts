import { DEFAULT_DOMAIN, shortLinkOf } from '../domain/short-link.js';
import type { Dataset, DatasetWorkspace, Link, Tag } from './dataset.js';
import { foldCase } from '../domain/fold-case.js';

/** What is wrong with a dataset, and where: a JSON pointer into the dataset's JSON form. */
export interface DatasetProblem {
  pointer: string;
  reason: string;
}

/** Whether `shortLink` is `https://{domain}/{key}` (shortLinkOf), read in place. */
function isShortLinkOf(shortLink: string, domain: string, key: string): boolean {
  const prefix = 'https://';
  return shortLink.length === prefix.length + domain.length + 1 + key.length && shortLink.startsWith(prefix) && shortLink.startsWith(domain, prefix.length) && shortLink[prefix.length + domain.length] === '/' && shortLink.endsWith(key);
}

/** What the checks have met so far, across workspaces (ids and tokens are unique across them). */
export interface DatasetSeen {
  workspaceIds: Set<string>;
  slugs: Set<string>;
  tokens: Set<string>;
  tagIds: Set<string>;
}

export const nothingSeen = (): DatasetSeen => ({ workspaceIds: new Set(), slugs: new Set(), tokens: new Set(), tagIds: new Set() });

/** What a workspace's links may refer to: its domains, folders, webhooks, users and tags. */
export interface WorkspaceReferences {
  domains: Set<string>;
  folderIds: Set<string>;
  webhookIds: Set<string>;
  userIds: Set<string>;
  tagsById: Map<string, Tag>;
}

/**
 * The rules of one workspace apart from its links (its id and slug, tokens, tags), the `w`th of the dataset.
 * Returns the first problem, or what its links may refer to.
 */
export function checkWorkspaceParts(entry: Omit<DatasetWorkspace, 'links'>, w: number, seen: DatasetSeen): DatasetProblem | WorkspaceReferences {
  const at = `/workspaces/${w}`;
  const { workspace } = entry;
  if (seen.workspaceIds.has(workspace.id)) return { pointer: `${at}/workspace/id`, reason: `workspace id ${workspace.id} is used twice` };
  seen.workspaceIds.add(workspace.id);
  if (seen.slugs.has(workspace.slug)) return { pointer: `${at}/workspace/slug`, reason: `workspace slug ${workspace.slug} is used twice` };
  seen.slugs.add(workspace.slug);

  const userIds = new Set(entry.users.map((user) => user.id));
  for (const [t, token] of entry.tokens.entries()) {
    if (seen.tokens.has(token.token)) return { pointer: `${at}/tokens/${t}/token`, reason: 'this token is used twice' };
    seen.tokens.add(token.token);
    if (!userIds.has(token.userId)) return { pointer: `${at}/tokens/${t}/userId`, reason: `no user ${token.userId} in this workspace` };
  }

  const tagsById = new Map(entry.tags.map((tag) => [tag.id, tag]));
  const tagNames = new Set<string>();
  for (const [t, tag] of entry.tags.entries()) {
    if (seen.tagIds.has(tag.id)) return { pointer: `${at}/tags/${t}/id`, reason: `tag id ${tag.id} is used twice` };
    seen.tagIds.add(tag.id);
    const name = foldCase(tag.name);
    if (tagNames.has(name)) return { pointer: `${at}/tags/${t}/name`, reason: `tag name ${tag.name} is used twice in this workspace (names ignore case)` };
    tagNames.add(name);
  }
  return {
    domains: new Set([...workspace.domains.map((domain) => domain.slug), DEFAULT_DOMAIN]),
    folderIds: new Set(entry.folders.map((folder) => folder.id)),
    webhookIds: new Set(entry.webhooks.map((webhook) => webhook.id)),
    userIds,
    tagsById,
  };
}

/** Whether a link's tags are its workspace's, as listed in its tags: the index of the first that is not, or -1. */
export function unknownTagAt(tags: readonly Tag[], tagsById: ReadonlyMap<string, Tag>): number {
  return tags.findIndex((tag) => {
    const known = tagsById.get(tag.id);
    return known === undefined || known.name !== tag.name || known.color !== tag.color;
  });
}

/** A workspace's totalLinks that is not the number of its links (§2.4), as a problem; undefined when it is. */
export function totalLinksOff(workspace: { totalLinks: number }, links: number, w: number): DatasetProblem | undefined {
  if (workspace.totalLinks === links) return undefined;
  return { pointer: `/workspaces/${w}/workspace/totalLinks`, reason: `is ${workspace.totalLinks}, but the workspace has ${links} link(s) (§2.4: the total number of links in the workspace)` };
}

/** Why a link's projectId is wrong: the deprecated name of its workspaceId (§2.1, §9) is the same id. */
export const PROJECT_ID_REASON = (workspaceId: string) => `must be the workspace's id ${workspaceId} (projectId is the deprecated name of workspaceId, §2.1)`;

/** Why a link's counters are wrong: conversions are leads that converted (§2.1), so never more than the leads. */
export const CONVERSIONS_REASON = (conversions: number, leads: number) => `${conversions} conversion(s) of ${leads} lead(s): conversions are the leads that converted (§2.1)`;

/** Whether a link's A/B test shares add up to 100: the sum when they do not. */
export function testSharesOff(testVariants: Link['testVariants']): number | undefined {
  const share = testVariants?.reduce((sum, variant) => sum + variant.percentage, 0);
  return share !== undefined && Math.abs(share - 100) > 1e-9 ? share : undefined;
}

/**
 * The rules a schema cannot state: ids and tokens unique, references that resolve, domain+key and
 * externalId unique as the spec requires, shortLink derived from domain and key. Returns the first
 * problem in document order, or undefined.
 */
export function checkDataset(dataset: Dataset): DatasetProblem | undefined {
  const seen = { ...nothingSeen(), linkIds: new Set<string>(), shortLinks: new Set<string>() };
  for (const [w, entry] of dataset.workspaces.entries()) {
    const at = `/workspaces/${w}`;
    const { workspace } = entry;
    const references = checkWorkspaceParts(entry, w, seen);
    if ('reason' in references) return references;
    const { domains, folderIds, webhookIds, userIds, tagsById } = references;
    const externalIds = new Set<string>();
    for (const [l, link] of entry.links.entries()) {
      const problem = (field: string, reason: string): DatasetProblem => ({ pointer: `${at}/links/${l}${field}`, reason });
      if (seen.linkIds.has(link.id)) return problem('/id', `link id ${link.id} is used twice`);
      seen.linkIds.add(link.id);
      if (link.workspaceId !== workspace.id) return problem('/workspaceId', `the link sits in workspace ${workspace.id}`);
      if (link.projectId !== workspace.id) return problem('/projectId', PROJECT_ID_REASON(workspace.id));
      if (!domains.has(link.domain)) return problem('/domain', `${link.domain} is neither a domain of workspace ${workspace.slug} nor ${DEFAULT_DOMAIN}`);
      // The link's own shortLink, once it is the one domain and key make: no string built per link of a million.
      if (!isShortLinkOf(link.shortLink, link.domain, link.key)) return problem('/shortLink', `must be ${shortLinkOf(link.domain, link.key)}`);
      if (seen.shortLinks.has(link.shortLink)) return problem('/key', `${link.shortLink} is used twice (domain and key must be unique)`);
      seen.shortLinks.add(link.shortLink);
      if (link.externalId !== null) {
        if (externalIds.has(link.externalId)) return problem('/externalId', `externalId ${link.externalId} is used twice in this workspace`);
        externalIds.add(link.externalId);
      }
      const tag = unknownTagAt(link.tags, tagsById);
      if (tag >= 0) return problem(`/tags/${tag}`, `tag ${link.tags[tag]!.id} is not a tag of this workspace as listed in its tags`);
      if (link.folderId !== null && !folderIds.has(link.folderId)) return problem('/folderId', `no folder ${link.folderId} in this workspace`);
      const webhook = link.webhookIds.findIndex((webhookId) => !webhookIds.has(webhookId));
      if (webhook >= 0) return problem(`/webhookIds/${webhook}`, `no webhook ${link.webhookIds[webhook]} in this workspace`);
      if (link.userId !== null && !userIds.has(link.userId)) return problem('/userId', `no user ${link.userId} in this workspace`);
      const share = testSharesOff(link.testVariants);
      if (share !== undefined) return problem('/testVariants', `percentages add up to ${share}, not 100`);
      if (link.conversions > link.leads) return problem('/conversions', CONVERSIONS_REASON(link.conversions, link.leads));
    }
    // After the links: linkproof's layouts write a workspace's record after its links.
    const total = totalLinksOff(workspace, entry.links.length, w);
    if (total !== undefined) return total;
  }
  return undefined;
}
