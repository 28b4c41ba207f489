import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { RequestHandler } from 'msw';
import { contentTypeFor, isKnownStaticType } from './content-types';
import { resolveIncludes } from './html-includes';
import {
  abortWhenClientLeaves,
  answerWithHandlers,
  sendFetchResponse,
  toFetchRequest,
} from './msw-bridge';
import { checkoutStandInPage, isCheckoutRoute } from './checkout-stand-in';
import { ImageShapes } from './image-shapes';
import { IMAGE_STAND_IN_PREFIX, imageStandIn } from './image-stand-in';
import { headersForDemoPage } from './page-headers';
import { PHOTO_STAND_IN_PREFIX, photoStandIn } from './photo-stand-in';
import { listRealPageAssets, realPageAssetsDir } from './real-page-assets';
import { insertBeforeHeadEnd, RUNTIME_SCRIPT_TAG, transformRealPage } from './real-page-transform';
import { TEST_CAPTCHA_META } from '../../fixtures/api/test-captcha';
import { TEST_MAPS_META } from '../../fixtures/api/test-maps';
import { TEST_WIDGET_METAS } from '../../fixtures/api/test-widgets';
import { resolveInside } from './safe-path';
import { cacheControlForBuiltFile } from './cache-policy';

export interface DemoAppOptions {
  /** The project folder holding dist/, demo/pages/ and fixtures/. */
  projectRoot: string;
  /** The fake platform API (msw handlers) answering /api/* and /__control/*. */
  handlers: readonly RequestHandler[];
  /** The real pages' saved stylesheets; `shared/real-pages/assets` beside the project by default. */
  realPageAssetsDir?: string;
}

const API_PREFIXES = ['/api/', '/__control/'];
const PAGE_FILE = /^\/([\w-]+\.html)$/;
const PAGE_ASSET = /^\/([\w.-]+)$/;
const REAL_PAGE = /^\/real\/((?:commerce\/)?[\w.-]+\.html)$/;
/** Saved real pages load remote scripts: they are only served transformed, under /real/. */
const UNTRANSFORMED_REAL_PAGES = /^\/fixtures\/real-pages(\/|$)/;

type Reply = (response: ServerResponse) => void;

/** Text worth compressing: what a production host gzips too. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg\+xml)/;
/** Below this, gzip's header costs more than it saves. */
const COMPRESS_MIN_BYTES = 1024;

function acceptsGzip(request: IncomingMessage): boolean {
  return (request.headers['accept-encoding'] ?? '').split(',').some((coding) => {
    const [name, ...params] = coding.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return name === 'gzip' && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * Answers with `body`, gzipped when the type is text and the client accepts it, as any host that
 * serves the runtime would: Lighthouse and real visitors see the transfer size they would see.
 */
function reply(status: number, headers: Record<string, string>, body: string | Buffer): Reply {
  return (response) => {
    let payload = typeof body === 'string' ? Buffer.from(body) : body;
    const encoded: Record<string, string> = {};
    if (
      COMPRESSIBLE.test(headers['content-type'] ?? '') &&
      payload.length >= COMPRESS_MIN_BYTES &&
      acceptsGzip(response.req)
    ) {
      payload = gzipSync(payload);
      encoded['content-encoding'] = 'gzip';
    }
    response.writeHead(status, {
      'cache-control': 'no-store',
      vary: 'accept-encoding',
      ...headers,
      ...encoded,
    });
    response.end(response.req.method === 'HEAD' ? undefined : payload);
  };
}

function notFound(pathname: string): Reply {
  return reply(404, { 'content-type': 'text/plain; charset=utf-8' }, `Not found: ${pathname}\n`);
}

async function readIfPresent(path: string | null): Promise<Buffer | null> {
  if (!path) return null;
  try {
    return await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
    throw error;
  }
}

/**
 * The demo server's request handling: built bundle under /dist/, demo pages and their assets at the
 * root, fixture files under /fixtures/, transformed real pages under /real/, and the fake platform
 * API. Nothing is cached but the built files, as a CDN would keep them (lib/cache-policy.ts): packs
 * for good (their names change with their content), the core for a minute.
 */
export function createDemoRequestListener(options: DemoAppOptions): RequestListener {
  const { projectRoot, handlers } = options;
  const pagesDir = join(projectRoot, 'demo', 'pages');
  const fixturesDir = join(projectRoot, 'fixtures');
  const distDir = join(projectRoot, 'dist');
  const imageShapes = new ImageShapes(IMAGE_STAND_IN_PREFIX);
  const photoShapes = new ImageShapes(PHOTO_STAND_IN_PREFIX);
  // The real pages' own stylesheets, served at the site root where their links point.
  const assetsDir = options.realPageAssetsDir ?? realPageAssetsDir(projectRoot);
  const assets = listRealPageAssets(assetsDir);
  if (assets.size === 0) {
    console.warn(
      `[demo-server] no saved stylesheets in ${assetsDir}: real pages load without them`,
    );
  }

  const readProjectFile = (projectPath: string): string | null => {
    const path = resolveInside(projectRoot, projectPath);
    try {
      return path ? readFileSync(path, 'utf8') : null;
    } catch {
      return null;
    }
  };

  async function staticFile(
    root: string,
    urlPath: string,
    pathname: string,
    headers: Record<string, string> = {},
  ): Promise<Reply> {
    if (!isKnownStaticType(urlPath)) return notFound(pathname);
    const body = await readIfPresent(resolveInside(root, urlPath));
    if (!body) return notFound(pathname);
    return reply(200, { 'content-type': contentTypeFor(urlPath), ...headers }, body);
  }

  async function demoPage(fileName: string, pathname: string): Promise<Reply> {
    const body = await readIfPresent(resolveInside(pagesDir, fileName));
    if (!body) return notFound(pathname);
    const { html, problems } = resolveIncludes(body.toString('utf8'), readProjectFile);
    for (const problem of problems) console.warn(`[demo-server] ${fileName}: ${problem}`);
    imageShapes.learn(html);
    return reply(
      200,
      { 'content-type': contentTypeFor(fileName), ...headersForDemoPage(fileName) },
      html,
    );
  }

  async function realPage(fileName: string, pathname: string): Promise<Reply> {
    const body = await readIfPresent(resolveInside(join(fixturesDir, 'real-pages'), fileName));
    if (!body) return notFound(pathname);
    // Captchas, maps and widgets use the fake API's test scripts, not the providers' hosts (named in
    // the <head>: packs ignore such settings anywhere else); the image CDN's URLs go to the photo
    // stand-in.
    const html = insertBeforeHeadEnd(
      transformRealPage(body.toString('utf8'), RUNTIME_SCRIPT_TAG, {
        assets,
        imageBase: PHOTO_STAND_IN_PREFIX,
      }),
      `${TEST_CAPTCHA_META}${TEST_MAPS_META}${TEST_WIDGET_METAS}`,
    );
    photoShapes.learn(html);
    return reply(200, { 'content-type': contentTypeFor(fileName) }, html);
  }

  async function route(method: string, url: URL): Promise<Reply> {
    const { pathname } = url;
    if (method !== 'GET' && method !== 'HEAD') {
      return reply(
        405,
        { allow: 'GET, HEAD', 'content-type': 'text/plain' },
        'Method not allowed\n',
      );
    }
    if (pathname === '/') return demoPage('index.html', pathname);
    // Page views are not tracked at /search (spec runtime.md section 2): the analytics demo page
    // is served there too, so QA and browser tests can see it.
    if (pathname === '/search') return demoPage('analytics.html', pathname);
    // Browsers ask for it on every page; an empty answer keeps the console free of 404s.
    if (pathname === '/favicon.ico') return reply(204, {}, '');
    if (isCheckoutRoute(pathname)) {
      return reply(200, { 'content-type': 'text/html; charset=utf-8' }, checkoutStandInPage(url));
    }
    if (pathname.startsWith('/dist/')) {
      const cacheControl = cacheControlForBuiltFile(pathname.slice(6));
      return staticFile(
        distDir,
        pathname.slice(6),
        pathname,
        cacheControl ? { 'cache-control': cacheControl } : {},
      );
    }
    if (pathname.startsWith('/fixtures/') && !UNTRANSFORMED_REAL_PAGES.test(pathname)) {
      return staticFile(fixturesDir, pathname.slice(10), pathname);
    }
    if (assets.has(pathname)) {
      return staticFile(assetsDir, pathname, pathname);
    }
    const real = REAL_PAGE.exec(pathname);
    if (real?.[1]) return realPage(real[1], pathname);
    const page = PAGE_FILE.exec(pathname);
    if (page?.[1]) return demoPage(page[1], pathname);
    const asset = PAGE_ASSET.exec(pathname);
    if (asset?.[1]) return staticFile(pagesDir, asset[1], pathname);
    return notFound(pathname);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const origin = `http://${request.headers.host ?? '127.0.0.1'}`;
    const method = (request.method ?? 'GET').toUpperCase();
    const url = new URL(request.url ?? '/', origin);
    const { pathname } = url;

    if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
      const fetchRequest = await toFetchRequest(request, origin, abortWhenClientLeaves(response));
      await sendFetchResponse(await answerWithHandlers(handlers, fetchRequest), response, method);
      return;
    }
    const standIn = imageStandIn(url, imageShapes) ?? photoStandIn(url, photoShapes);
    if (standIn) {
      reply(standIn.status, { 'content-type': standIn.contentType }, standIn.body)(response);
      return;
    }
    (await route(method, url))(response);
  }

  return (request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error(`[demo-server] ${request.method} ${request.url} failed:`, error);
      if (!response.headersSent) {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('Internal demo server error\n');
      } else {
        response.destroy();
      }
    });
  };
}
