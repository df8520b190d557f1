/** The query parameters that link fields populate or override in the destination URL (§4.2; utm gap). */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

const WRITTEN_FIELDS = [...UTM_FIELDS, 'ref'] as const;

export type UtmValues = Partial<Record<UtmField | 'ref', string | null | undefined>>;

/** Writes the UTM and ref values among `values` (other keys are ignored) into a URL's query, replacing any already there. */
export function withUtmParameters(url: string, values: UtmValues): string {
  const entries = WRITTEN_FIELDS.flatMap((name) => {
    const value = values[name];
    return typeof value === 'string' && value !== '' ? [[name, value] as const] : [];
  });
  if (entries.length === 0) return url;
  const parsed = new URL(url);
  for (const [name, value] of entries) parsed.searchParams.set(name, value);
  return parsed.toString();
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
