import { gunzipSync, strFromU8 } from 'fflate';

/**
 * JSON that a generated module ships gzip-compressed and base64-encoded, parsed: about a third of the
 * bytes of the JSON itself in a browser bundle (scripts/render-generated.ts packs it).
 */
export function unpackJson(base64: string): unknown {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return JSON.parse(strFromU8(gunzipSync(bytes)));
}
