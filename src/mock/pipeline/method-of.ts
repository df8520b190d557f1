/** The methods a client sends, in the case HTTP gives them: taken as they come, not copied. */
const UPPER = new Set(['GET', 'POST', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'DELETE']);

/**
 * A request's method in upper case. One sent in upper case, as Node's server and fetch give the usual ones, is
 * returned as it is: toUpperCase makes a new string at every call, and a request read its method three times.
 */
export function methodOf(method: string): string {
  return UPPER.has(method) ? method : method.toUpperCase();
}
