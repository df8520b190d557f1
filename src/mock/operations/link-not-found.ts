import { apiError, type ApiError } from '../api-error.js';
import type { MockProfile } from '../mock-profile.js';

/**
 * The refusal of a link the caller's workspace does not have (link-access gap): 404, so another workspace's
 * ids are not revealed; under a profile whose target answers another workspace's link with 403, that link
 * (`elsewhere()` says whether it exists) is a 403.
 */
export function linkNotFound(profile: MockProfile | undefined, elsewhere: () => boolean): ApiError {
  if (profile?.linkAccessForbidden === true && elsewhere()) return apiError('forbidden', 'The link belongs to another workspace.');
  return apiError('not_found', 'Link not found.');
}
