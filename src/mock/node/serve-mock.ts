import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiError } from '../api-error.js';
import { basePathOf } from '../base-path.js';
import { CORS_HEADERS } from '../cors.js';
import { DEFAULT_BASE_URL, type Mock } from '../create-mock.js';
import { MAX_BODY_BYTES } from '../pipeline/read-body.js';
import { errorResponse } from '../error-response.js';
import type { MockRequest, MockResponse } from '../mock-http.js';
import { DOCS_ASSETS_PATH } from '../docs/docs-assets.js';
import { docsAssetPath, serveDocsAsset } from './serve-docs-asset.js';

const SLASH = 0x2f;

/** The folder of the API page's files, under the base path or at the root. */
const DOCS_ASSETS_FOLDER = `${DOCS_ASSETS_PATH}/`;

/** 32,000 characters percent-encoded (up to 3 bytes each, 9 for non-ASCII) with room for the rest of the request. */
export const MAX_HEADER_BYTES = 512 * 1024;

export interface ServeOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
}

export interface RunningMock {
  /** Where this machine reaches the server: on every interface (0.0.0.0, ::), its loopback address. */
  url: string;
  /** Whether it listens on every interface (0.0.0.0 or ::): other machines reach it by an address `url` does not name. */
  everyInterface: boolean;
  server: Server;
  close(): Promise<void>;
}

function write(response: ServerResponse, answer: MockResponse): void {
  try {
    response.writeHead(answer.status, answer.headers);
  } catch (error) {
    // A header node refuses (a character it cannot send) is a bug of the mock: answered, never a crash.
    console.error('linkproof mock: an answer could not be sent', error);
    const failed = errorResponse(apiError('internal_server_error', 'The mock built an answer it could not send; this is a bug of linkproof.'));
    response.writeHead(failed.status, { ...failed.headers, ...CORS_HEADERS });
    response.end(failed.body);
    return;
  }
  response.end(answer.body);
}

function send(response: ServerResponse, answer: MockResponse): void {
  const held = answer.delayMs !== undefined && answer.delayMs > 0;
  // Most answers: at once (no closure made for them).
  if (answer.durable === undefined && !held) return write(response, answer);
  const delayed = () => {
    // Injected latency (a fault or Prefer: delay=…) holds the answer back, not the server.
    if (held) setTimeout(() => write(response, answer), answer.delayMs);
    else write(response, answer);
  };
  if (answer.durable === undefined) return delayed();
  // With --state, a write is answered only once its changes are on disk.
  answer.durable.then(delayed, (error: Error) => {
    console.error(`linkproof mock: a write could not be saved to the state file: ${error.message}`);
    const failed = errorResponse(apiError('internal_server_error', `The change could not be saved to the state file (${error.message}), so it is not acknowledged; the mock accepts no more requests until it is restarted.`));
    response.writeHead(failed.status, { ...failed.headers, ...CORS_HEADERS });
    response.end(failed.body);
  });
}

/**
 * Node's own header object: names already in lower case and repeated request headers joined with ", "
 * (only set-cookie stays an array, and a request has none), so it is passed on without a copy.
 */
function headersOf(request: IncomingMessage): Record<string, string | undefined> {
  return request.headers as Record<string, string | undefined>;
}

/** The docs asset a path names, under the mock's base path or at the root (as the core routes /docs). */
function docsAssetOf(path: string, baseUrl: string): string | undefined {
  const basePath = basePathOf(baseUrl);
  return docsAssetPath(basePath !== '' && path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : path);
}

/**
 * Serves a mock over HTTP with node:http, calling its plain `handle` directly (building Web Requests
 * per request is slow in Node 20). Bodies past the cap are refused without reading them to the end.
 * A mock still at the default address (DEFAULT_BASE_URL, its path kept) is moved to where it is served, so that
 * its links' qrCode point at this server's /qr; a mock given another address keeps it (a proxy in front, say).
 */
export function serveMock(mock: Mock, options: ServeOptions = {}): Promise<RunningMock> {
  const answer = (request: IncomingMessage, response: ServerResponse, body: Uint8Array | undefined): void => {
    let target = request.url ?? '/';
    let headers = headersOf(request);
    // The absolute form (GET http://acme.link/links HTTP/1.1), which HTTP/1.1 servers take: its authority is the Host.
    const absolute = target.charCodeAt(0) === SLASH ? null : /^[a-z][a-z\d+.-]*:\/\/([^/?#]*)/i.exec(target);
    if (absolute !== null) {
      headers = { ...headers, host: absolute[1] };
      target = target.slice(absolute[0].length);
      if (!target.startsWith('/')) target = `/${target}`;
    }
    const mark = target.indexOf('?');
    const path = mark < 0 ? target : target.slice(0, mark);
    const asset = path.includes(DOCS_ASSETS_FOLDER) ? docsAssetOf(path, mock.baseUrl) : undefined;
    if (asset !== undefined && (request.method === 'GET' || request.method === 'HEAD')) {
      // The API page's renderer, from the package's files: the core has no file system, and the log no entry for it.
      serveDocsAsset(asset, headers).then(
        (file) => send(response, { ...file, headers: { ...file.headers, ...CORS_HEADERS } }),
        (error: Error) => {
          console.error(`linkproof mock: ${path} could not be served: ${error.message}`);
          response.destroy();
        },
      );
      return;
    }
    let reply: MockResponse;
    try {
      const sent: MockRequest = { method: request.method ?? 'GET', path, query: mark < 0 ? '' : target.slice(mark + 1), headers };
      if (body !== undefined) sent.body = body;
      reply = mock.handle(sent);
    } catch (error) {
      // Only a response that breaks the contract under self-validation gets here: say so loudly.
      console.error(error);
      const failure = errorResponse(apiError('internal_server_error', (error as Error).message));
      reply = { ...failure, headers: { ...failure.headers, ...CORS_HEADERS } };
    }
    send(response, reply);
  };
  // Request lines long enough for every limit of §8: a 32,000-character url, percent-encoded, in a query (Node's default is 16 KB).
  // Node answers an HTTP/1.1 request without a Host header itself, with a bare 400: the mock answers it instead.
  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES, requireHostHeader: false }, (request, response) => {
    // Node keeps the first of two Host headers; HTTP/1.1 refuses such a request (RFC 9112, 3.2), as it may be routed
    // one way and read another.
    const raw = request.rawHeaders;
    let hosts = 0;
    // In the path of every request: no array made, and a name of four letters only lower-cased.
    for (let index = 0; index < raw.length; index += 2) if (raw[index]!.length === 4 && raw[index]!.toLowerCase() === 'host') hosts++;
    const noHost = hosts === 0 && request.httpVersionMajor === 1 && request.httpVersionMinor >= 1;
    if (noHost || hosts > 1) {
      request.resume();
      const refused = errorResponse(apiError('bad_request', noHost ? 'The request has no Host header, which HTTP/1.1 requires.' : `The request has ${hosts} Host headers; HTTP/1.1 allows one.`));
      send(response, { ...refused, headers: { ...refused.headers, ...CORS_HEADERS } });
      return;
    }
    // A request that announces no body is answered at once, without waiting for its stream to end.
    if (request.headers['content-length'] === undefined && request.headers['transfer-encoding'] === undefined) {
      request.resume();
      answer(request, response, undefined);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    request.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        refused = true;
        const tooLarge = errorResponse(apiError('bad_request', `The body is larger than ${MAX_BODY_BYTES} bytes.`));
        send(response, { ...tooLarge, headers: { ...tooLarge.headers, ...CORS_HEADERS, connection: 'close' } });
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (!refused) answer(request, response, chunks.length === 0 ? undefined : new Uint8Array(Buffer.concat(chunks)));
    });
    request.on('error', () => response.destroy());
  });
  // Requests Node's HTTP parser cannot read (bad framing, oversized headers) get the spec's error object too,
  // not Node's bare status line.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || (error as { code?: string }).code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const answer = errorResponse(apiError('bad_request', `The request could not be read as HTTP: ${error.message}`));
    const body = answer.body as string;
    const headers = { ...answer.headers, ...CORS_HEADERS, connection: 'close', 'content-length': String(Buffer.byteLength(body)) };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`).join('\r\n');
    socket.end(`HTTP/1.1 ${answer.status} Bad Request\r\n${head}\r\n\r\n${body}`);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, options.host ?? '127.0.0.1', () => {
      const address = server.address() as AddressInfo;
      // Every interface is no address a client can use (a browser refuses 0.0.0.0): the loopback one is named instead.
      const everyInterface = address.address === '0.0.0.0' || address.address === '::';
      const reachable = !everyInterface ? address.address : address.family === 'IPv6' ? '::1' : '127.0.0.1';
      const host = address.family === 'IPv6' ? `[${reachable}]` : reachable;
      const url = `http://${host}:${address.port}`;
      if (mock.baseUrl === DEFAULT_BASE_URL || mock.baseUrl.startsWith(`${DEFAULT_BASE_URL}/`)) mock.baseUrl = `${url}${mock.baseUrl.slice(DEFAULT_BASE_URL.length)}`;
      resolve({
        url,
        everyInterface,
        server,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
