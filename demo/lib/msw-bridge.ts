import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { getResponse, type RequestHandler } from 'msw';

// The demo server answers /api/* and /__control/* with the same msw handlers the unit tests use,
// so QA sees in the browser exactly the fake platform the tests run against.

const BODYLESS_METHODS = new Set(['GET', 'HEAD']);

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  }
  return Buffer.concat(chunks);
}

/**
 * Builds a WHATWG Request (method, URL, every header including cookies, body) from a node one.
 * `signal` lets handlers that wait (a slow-answer fault) stop when the browser gives up.
 */
export async function toFetchRequest(
  request: IncomingMessage,
  origin: string,
  signal?: AbortSignal,
): Promise<Request> {
  const method = (request.method ?? 'GET').toUpperCase();
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const body = BODYLESS_METHODS.has(method) ? null : await readBody(request);
  return new Request(new URL(request.url ?? '/', origin), {
    method,
    headers,
    body: body && body.length > 0 ? Uint8Array.from(body) : null,
    signal,
  });
}

/** Aborted when the client goes away before its response was sent. */
export function abortWhenClientLeaves(target: ServerResponse): AbortSignal {
  const controller = new AbortController();
  target.on('close', () => {
    if (!target.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * Bytes that are not an HTTP response. Browsers report them as a network error at once; merely
 * closing the connection is not enough, because a browser silently resends a request whose
 * kept-alive connection closed without an answer, and the page would see a success.
 */
const NOT_HTTP = 'NETWORK-FAILURE\r\n\r\n';

/**
 * Writes a WHATWG Response to a node response, streaming its body. A network-error Response
 * (`Response.error()`, the fake API's 'network' fault) ends the connection with no HTTP answer.
 */
export async function sendFetchResponse(
  response: Response,
  target: ServerResponse,
  method: string,
): Promise<void> {
  if (response.type === 'error' || response.status === 0) {
    if (target.socket) target.socket.end(NOT_HTTP);
    else target.destroy();
    return;
  }
  target.statusCode = response.status;
  if (response.statusText) target.statusMessage = response.statusText;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') target.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) target.setHeader('set-cookie', cookies);
  target.setHeader('cache-control', 'no-store');

  if (!response.body || method === 'HEAD') {
    target.end();
    return;
  }
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), target);
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/**
 * The handlers' answer to a request, a 404 JSON body when none answers, or a 500 JSON body when a
 * handler throws (the error is logged, the server keeps running).
 */
export async function answerWithHandlers(
  handlers: readonly RequestHandler[],
  request: Request,
): Promise<Response> {
  const { origin, pathname } = new URL(request.url);
  try {
    // Handlers written with relative paths ('/api/...') match against the request's own origin.
    const response = await getResponse([...handlers], request, { baseUrl: origin });
    if (response) return response;
    return jsonResponse(404, { error: `No fake API handler for ${request.method} ${pathname}` });
  } catch (error) {
    console.error(`[demo-server] handler for ${request.method} ${pathname} threw:`, error);
    return jsonResponse(500, { error: `Fake API handler failed: ${String(error)}` });
  }
}
