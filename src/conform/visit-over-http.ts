import { isIP } from 'node:net';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** A response of node:http as a Web Response (a 204 or 304 has no body). */
function toResponse(incoming: IncomingMessage, body: Buffer): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const status = incoming.statusCode ?? 500;
  return new Response(status === 204 || status === 304 ? null : new Uint8Array(body), { status, headers });
}

/**
 * Sends a visit as a browser would reach the link's domain: over node:http(s), with the request's `Host`
 * header as given (Node's fetch replaces it with the URL's host) and the redirect not followed. Over https
 * the TLS server name is the Host too, so a deployment reached at another address presents the domain's
 * certificate. A failure to connect is a `TypeError` whose cause names it, as fetch's is.
 */
export async function visitOverHttp(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => void (headers[name] = value));
  const body = request.body === null ? undefined : Buffer.from(await request.arrayBuffer());
  const host = headers.host?.replace(/:\d+$/, '');
  const secure = url.protocol === 'https:';
  const send = secure ? httpsRequest : httpRequest;
  return new Promise<Response>((resolve, reject) => {
    const failed = (error: Error) => reject(error.name === 'AbortError' ? error : new TypeError('fetch failed', { cause: error }));
    const outgoing = send(url, { method: request.method, headers, signal: request.signal, ...(secure && host !== undefined && isIP(host) === 0 && { servername: host }) }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve(toResponse(incoming, Buffer.concat(chunks))));
      incoming.on('error', failed);
    });
    outgoing.on('error', failed);
    outgoing.end(body);
  });
}
