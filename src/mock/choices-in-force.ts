import { operations } from '../contract/operations.js';
import { RATE_LIMIT_HEADERS, type MockProfile } from './mock-profile.js';

/**
 * The choices the mock makes on each gap a profile can name, by gap id and in the profile file's terms
 * (`mock --print-profile`): the profile's where it gives one, linkproof's own elsewhere.
 */
export function choicesInForce(profile: MockProfile | undefined): Record<string, unknown> {
  const linkError = profile?.linkError;
  const grouped = profile?.groupedCount;
  const rateLimit = profile?.rateLimitHeaders ?? RATE_LIMIT_HEADERS;
  return {
    'list-page-params': { pageSize: 'pageSize', page: 'page', sortOrder: 'sortOrder', ...profile?.names },
    // linkproof's own success statuses are the contract's (success-status gap in openapi.yaml).
    'success-status': { ...Object.fromEntries(operations.map((operation) => [operation.operationId, Number(Object.keys(operation.responses ?? {}).find((status) => status.startsWith('2')))])), ...profile?.successStatus },
    'bulk-whole-request': profile?.bulkWholeRequest === true ? 'whole-request' : 'per-element',
    'bulk-link-error':
      linkError === undefined
        ? { fields: ['code', 'error', 'link'], roles: { link: 'link', error: 'error', code: 'code' } }
        : { fields: [linkError.link, linkError.error, ...(linkError.code === undefined ? [] : [linkError.code])].sort(), roles: linkError },
    'count-groupby':
      grouped !== undefined && 'objectOfCounts' in grouped
        ? { objectOfCounts: true }
        : { ...(grouped?.wrappedIn !== undefined && { wrappedIn: grouped.wrappedIn }), arrayOf: { fields: ['<field>', grouped?.countField ?? '_count'] }, count: grouped?.countField ?? '_count' },
    'error-mapping': { validation: profile?.validationStatus400 === true ? 400 : 422 },
    'nullable-fields': profile?.nullFieldsAbsent === true ? 'absent' : 'null',
    'link-access': profile?.linkAccessForbidden === true ? 403 : 404,
    'workspace-access': profile?.workspaceAccessNotFound === true ? 404 : 403,
    // Retry-After goes with every 429 whatever the names of the others.
    'rate-limit': { headers: [...Object.values(rateLimit), 'retry-after'], onErrors: profile?.rateLimitNotOnErrors !== true },
    'qr-content-type': profile?.qrSvg === true ? 'image/svg+xml' : 'image/png',
  };
}
