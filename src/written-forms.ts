/**
 * The forms a secret takes in text a server writes back: as it is, escaped in a JSON string (a / as \/ too, as PHP
 * writes it), and percent-encoded; longest first, so that replacing them in order leaves none half replaced.
 */
export function writtenForms(secret: string): string[] {
  const json = JSON.stringify(secret).slice(1, -1);
  return [...new Set([secret, json, json.replaceAll('/', '\\/'), encodeURIComponent(secret)])].sort((a, b) => b.length - a.length);
}
