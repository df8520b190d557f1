/** The query parameters that link fields populate or override in the destination URL (§4.2; utm gap). */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

const WRITTEN_FIELDS = [...UTM_FIELDS, 'ref'] as const;

export type UtmValues = Partial<Record<UtmField | 'ref', string | null | undefined>>;

/** A query parameter's name as URLSearchParams reads it (+ is a space, %XX decoded), or the text itself where it cannot be decoded. */
function nameOf(segment: string): string {
  const name = segment.split('=', 1)[0]!.replaceAll('+', ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * Writes the UTM and ref values among `values` (other keys are ignored) into a URL's query, replacing any already
 * there (at the place of the first, as URLSearchParams#set does), else after the rest. Everything else of the URL is
 * kept as sent (url-normalisation gap): the other parameters' text (a=1&a=2&b, q=a%20b+c), the path, the fragment;
 * writing the whole URL out again had re-encoded them.
 */
export function withUtmParameters(url: string, values: UtmValues): string {
  const entries = WRITTEN_FIELDS.flatMap((name) => {
    const value = values[name];
    return typeof value === 'string' && value !== '' ? [[name, value] as const] : [];
  });
  if (entries.length === 0) return url;
  const hash = url.indexOf('#');
  const [beforeHash, fragment] = hash < 0 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  const mark = beforeHash.indexOf('?');
  const [base, query] = mark < 0 ? [beforeHash, ''] : [beforeHash.slice(0, mark), beforeHash.slice(mark + 1)];
  const segments = query === '' ? [] : query.split('&');
  const written = new Map(entries.map(([name, value]) => [name as string, new URLSearchParams([[name, value]]).toString()]));
  const placed = new Set<string>();
  const kept: string[] = [];
  for (const segment of segments) {
    const name = nameOf(segment);
    const replacement = written.get(name);
    if (replacement === undefined) kept.push(segment);
    else if (!placed.has(name)) {
      // The first of a name takes its new value; any other of the same name goes.
      kept.push(replacement);
      placed.add(name);
    }
  }
  // After the rest: a query that ended in & (an empty last part) takes them there, not after a second &.
  const added = [...written].filter(([name]) => !placed.has(name)).map(([, segment]) => segment);
  if (added.length > 0 && kept.at(-1) === '') kept.pop();
  kept.push(...added);
  return `${base}?${kept.join('&')}${fragment}`;
}

/** The query (`utm_source=…&ref=…`) that the UTM and ref values among `values` make, in field order. */
export function utmQuery(values: UtmValues): string {
  const params = new URLSearchParams();
  for (const name of WRITTEN_FIELDS) {
    const value = values[name];
    if (typeof value === 'string' && value !== '') params.append(name, value);
  }
  return params.toString();
}

/** The UTM values a URL's query carries, so a response reports them in its utm_* fields. */
export function utmParametersOf(url: string): Record<UtmField, string | null> {
  let params: URLSearchParams;
  try {
    params = new URL(url).searchParams;
  } catch {
    params = new URLSearchParams();
  }
  return Object.fromEntries(UTM_FIELDS.map((field) => [field, params.get(field)])) as Record<UtmField, string | null>;
}
