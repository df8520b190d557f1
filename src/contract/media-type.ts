/** The bare media type of a Content-Type header value: lower case, without parameters. */
export function mediaTypeOf(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

export function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/** The key of `content` that a media type selects: exact first, then `type/*`, then `*\/*`. */
export function selectMediaType(content: Record<string, unknown>, mediaType: string): string | undefined {
  const keys = Object.keys(content);
  const wildcard = `${mediaType.split('/')[0]}/*`;
  return keys.find((key) => key === mediaType) ?? keys.find((key) => key === wildcard) ?? keys.find((key) => key === '*/*');
}
