import type { LinkproofClient } from '../client/create-client.js';
import type { CreateRefused, Target } from './target.js';

/**
 * Why a create was refused with 403, as the workspace itself tells: `limit` when it reports the plan's
 * limit reached (the check could not go on: not verified), `finding` when it does not (the refusal breaks
 * the check that saw it), `unknown` when the workspace cannot be read.
 */
export type Refusal = { verdict: 'limit' | 'finding' | 'unknown'; reason: string };

/** Tag limits at or above this are unlimited plans ("∞"); below it the tags in use may reach the limit, which the spec gives no way to count. */
const UNLIMITED = 1_000_000;

export async function explainRefusal(target: Target, client: LinkproofClient, refused: CreateRefused): Promise<Refusal> {
  let workspaceId = [...target.workspaceIds][0];
  if (workspaceId === undefined) {
    const listed = await client.GET('/links', { params: { query: { showArchived: true } } });
    workspaceId = listed.data?.find((link) => typeof link.workspaceId === 'string')?.workspaceId;
  }
  const refusedWith = `a create answered 403 (${refused.exchange.responseBody.slice(0, 120)})`;
  if (workspaceId === undefined) return { verdict: 'unknown', reason: `${refusedWith}, and the workspace is unknown (it has no link to name it), so whether its plan's limit is reached cannot be told` };
  const answer = await client.GET('/workspaces/{idOrSlug}', { params: { path: { idOrSlug: workspaceId } } });
  const workspace = answer.data as { linksUsage?: unknown; linksLimit?: unknown; tagsLimit?: unknown; totalLinks?: unknown } | undefined;
  if (workspace === undefined) return { verdict: 'unknown', reason: `${refusedWith}, and GET /workspaces/${workspaceId} answered ${answer.response.status}` };
  if (refused.kind === 'link') {
    const usage = Number(workspace.linksUsage);
    const limit = Number(workspace.linksLimit);
    if (!Number.isFinite(usage) || !Number.isFinite(limit)) return { verdict: 'unknown', reason: `${refusedWith}, and the workspace reports no linksUsage and linksLimit` };
    return usage + refused.requested > limit
      ? { verdict: 'limit', reason: `the plan's links limit is reached (the workspace reports linksUsage ${usage} of linksLimit ${limit}; ${refused.requested} more asked)` }
      : { verdict: 'finding', reason: `${refusedWith} though the workspace reports linksUsage ${usage} of linksLimit ${limit}: a 403 is for a reached limit or a missing right (§5), and this token has the right` };
  }
  const limit = Number(workspace.tagsLimit);
  if (!Number.isFinite(limit)) return { verdict: 'unknown', reason: `${refusedWith}, and the workspace reports no tagsLimit` };
  return limit < UNLIMITED
    ? { verdict: 'limit', reason: `the plan's tag limit may be reached (tagsLimit ${limit}; the spec gives no way to count the tags in use)` }
    : { verdict: 'finding', reason: `${refusedWith} though the workspace's tagsLimit is ${limit}` };
}
