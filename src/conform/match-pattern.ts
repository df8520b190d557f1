/**
 * Whether a check's name matches a pattern given on the command line: the exact name, a `*` pattern
 * (`response_conformance_*`), or, where `substring` allows it (--only), any part of the name.
 */
export function matchesPattern(name: string, pattern: string, substring: boolean): boolean {
  if (pattern.includes('*')) {
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    return new RegExp(`^${source}$`).test(name);
  }
  return name === pattern || (substring && name.includes(pattern));
}
