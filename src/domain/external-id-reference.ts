/** How an externalId is named where a link ID could stand (a query or path parameter): `ext_<externalId>` (§4.2, §4.7). */
export const EXTERNAL_ID_PREFIX = 'ext_';

/** The externalId a parameter names, or undefined when it is not an `ext_` reference. */
export function externalIdOf(reference: string): string | undefined {
  return reference.startsWith(EXTERNAL_ID_PREFIX) ? reference.slice(EXTERNAL_ID_PREFIX.length) : undefined;
}
