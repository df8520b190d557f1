import { canParseUrl } from '../can-parse-url.js';

/**
 * Whether a redirect reaches a destination: the same URL (scheme, host, port, path, fragment) carrying every
 * query parameter of the destination with its value. Parameters the server adds are allowed: the spec says
 * only that a short link resolves to its url, and a service may tag the visit on its way (the public
 * service appends a click id to the destinations of links that track conversions).
 */
export function sameDestination(location: string, destination: string): boolean {
  if (!canParseUrl(location) || !canParseUrl(destination)) return location === destination;
  const reached = new URL(location);
  const wanted = new URL(destination);
  if (reached.protocol !== wanted.protocol || reached.host !== wanted.host || reached.pathname !== wanted.pathname || reached.hash !== wanted.hash) return false;
  const left = [...reached.searchParams];
  // Each parameter of the destination is found once, so that a repeated one must be repeated.
  return [...wanted.searchParams].every(([name, value]) => {
    const index = left.findIndex(([found, given]) => found === name && given === value);
    if (index < 0) return false;
    left.splice(index, 1);
    return true;
  });
}
