const encoder = new TextEncoder();

/**
 * The `Dub-Signature` of a webhook body: the hex HMAC-SHA256 of the raw body with the webhook's secret (the
 * public service's documented scheme; webhooks gap). Web Crypto, so it runs in Node and in browsers alike.
 */
export async function signPayload(secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(body)));
  return Array.from(signature, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
