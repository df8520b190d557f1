/**
 * Fields of a link that only a create sending them sets: §4.2 gives them no default, and nothing a server derives
 * from a url alone fills them (the UTM fields aside, which a url's own query may carry). Left out: previews a
 * server may fetch (title, description, image, video), a default folder (default-folder gap), webhooks.
 */
export const UNSET_UNLESS_SENT = ['externalId', 'tenantId', 'programId', 'partnerId', 'expiresAt', 'expiredUrl', 'password', 'ios', 'android', 'geo', 'comments', 'testVariants', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
