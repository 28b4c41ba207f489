// @vitest-environment node
// The demo server runs in node: real node:http and WHATWG fetch, not the happy-dom globals.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDemoRequestListener } from '../../../demo/lib/demo-app';
import { STRICT_CSP } from '../../../demo/lib/page-headers';
import { TEST_CAPTCHA_META } from '../../../fixtures/api/test-captcha';
import { TEST_MAPS_META } from '../../../fixtures/api/test-maps';
import { TEST_WIDGET_METAS } from '../../../fixtures/api/test-widgets';

interface Echo {
  method: string;
  query: string;
  body: string;
  session: string | null;
  contentType: string | null;
}

let slowRequestArrived: () => void = () => undefined;
let slowRequestAbandoned: () => void = () => undefined;

const handlers = [
  http.all('/api/echo', async ({ request, cookies }) => {
    const url = new URL(request.url);
    const echo: Echo = {
      method: request.method,
      query: url.search,
      body: await request.text(),
      session: cookies['sr-session'] ?? null,
      contentType: request.headers.get('content-type'),
    };
    return HttpResponse.json(echo, { headers: { 'x-fake': 'yes' } });
  }),
  http.post('/api/login', () => {
    const headers = new Headers();
    headers.append('set-cookie', 'crumb=abc; Path=/');
    headers.append('set-cookie', 'ss_cvt=123; Path=/');
    return new HttpResponse(null, { status: 204, headers });
  }),
  http.get('/__control/inbox', () => HttpResponse.json([])),
  http.get('/api/network-down', () => HttpResponse.error()),
  http.get('/api/slow', async ({ request }) => {
    slowRequestArrived();
    await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
    slowRequestAbandoned();
    return HttpResponse.text('too late');
  }),
  http.get('/api/broken', () => {
    throw new Error('handler bug');
  }),
];

/** A script big enough to be worth compressing. */
const BIG_SCRIPT = `window.values = [${Array.from({ length: 400 }, (_, i) => i).join(', ')}];\n`;

/** A raw GET (fetch would decompress): status, headers and the bytes on the wire. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

let root: string;
let server: Server;
let base: string;

function write(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'demo-app-'));
  write('dist/site-runtime.js', 'window.SiteRuntime = {};');
  write('dist/packs/lottie.1a2b3c4d.js', '/* pack */');
  write('dist/big.js', BIG_SCRIPT);
  write('dist/big.png', BIG_SCRIPT);
  write('demo/pages/index.html', '<h1>Index</h1>');
  write(
    'demo/pages/accordion.html',
    '<h1>Accordion</h1><!-- include fixtures/blocks/accordion.html -->',
  );
  write('demo/pages/menu.html', '<h1>Menu</h1><!-- include fixtures/blocks/menu.html -->');
  write('demo/pages/csp-strict.html', '<h1>CSP</h1>');
  write('demo/pages/status-panel.js', 'console.log(1);');
  write('demo/pages/demo.css', 'body{}');
  write('fixtures/blocks/accordion.html', '<div class="sqs-block accordion-block"></div>');
  write('fixtures/animations/pulse.json', '{"v":"5.7.4"}');
  write('fixtures/api/index.ts', 'export const secret = 1;');
  write(
    'fixtures/real-pages/post.html',
    '<html><head><script src="//cdn.example.com/a.js"></script></head><body><p>post</p></body></html>',
  );
  write(
    'fixtures/real-pages/styled.html',
    '<html><head><link rel="stylesheet" href="/static1.example.com/t/site.css@nocustom=true.css"><link rel="stylesheet" href="/preview/preview.css"></head><body></body></html>',
  );
  write('assets/static1.example.com/t/site.css@nocustom=true.css', 'body { margin: 0 }');
  write('secret.txt', 'outside');

  server = createServer(
    createDemoRequestListener({
      projectRoot: root,
      handlers,
      realPageAssetsDir: join(root, 'assets'),
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe('demo server: files', () => {
  it('serves the built bundle and packs with a JavaScript content type, cached as a CDN would', async () => {
    const core = await fetch(`${base}/dist/site-runtime.js`);
    const pack = await fetch(`${base}/dist/packs/lottie.1a2b3c4d.js`);

    expect(core.status).toBe(200);
    expect(core.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    // The core keeps its name across versions: kept briefly. A pack's name changes with its bytes.
    expect(core.headers.get('cache-control')).toBe('public, max-age=60');
    expect(pack.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await core.text()).toBe('window.SiteRuntime = {};');
    expect(await pack.text()).toBe('/* pack */');
    // Anything else of dist/ (a big test file here; the manifest, the types) is not cached.
    expect((await fetch(`${base}/dist/big.js`)).headers.get('cache-control')).toBe('no-store');
  });

  it('gzips text a client accepts gzip for, as a production host would', async () => {
    const gzipped = await rawGet(`${base}/dist/big.js`, { 'accept-encoding': 'gzip, deflate' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('accept-encoding');
    expect(gzipped.body.length).toBeLessThan(BIG_SCRIPT.length / 2);
    expect(gunzipSync(gzipped.body).toString('utf8')).toBe(BIG_SCRIPT);

    for (const acceptEncoding of ['', 'identity', 'gzip;q=0, deflate']) {
      const plain = await rawGet(`${base}/dist/big.js`, { 'accept-encoding': acceptEncoding });
      expect(plain.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(plain.body.toString('utf8')).toBe(BIG_SCRIPT);
    }
    // Images are compressed already, and tiny files gain nothing.
    const image = await rawGet(`${base}/dist/big.png`, { 'accept-encoding': 'gzip' });
    const tiny = await rawGet(`${base}/dist/packs/lottie.1a2b3c4d.js`, {
      'accept-encoding': 'gzip',
    });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers['content-encoding']).toBeUndefined();
  });

  it('serves the index at / and demo pages by name, with their assets', async () => {
    const index = await fetch(`${base}/`);
    const css = await fetch(`${base}/demo.css`);
    const script = await fetch(`${base}/status-panel.js`);

    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await index.text()).toBe('<h1>Index</h1>');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('adds the strict Content-Security-Policy to csp-* pages only', async () => {
    const strict = await fetch(`${base}/csp-strict.html`);
    const plain = await fetch(`${base}/accordion.html`);

    expect(strict.headers.get('content-security-policy')).toBe(STRICT_CSP);
    expect(STRICT_CSP).toContain("base-uri 'none'");
    expect(plain.headers.get('content-security-policy')).toBeNull();
  });

  it('embeds included block markup, and shows and logs a notice when the included file is missing', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const accordion = await (await fetch(`${base}/accordion.html`)).text();
    const menu = await (await fetch(`${base}/menu.html`)).text();

    expect(accordion).toBe('<h1>Accordion</h1><div class="sqs-block accordion-block"></div>');
    expect(menu).toContain('Demo markup missing: fixtures/blocks/menu.html does not exist.');
    expect(warned).toHaveBeenCalledWith(
      '[demo-server] menu.html: fixtures/blocks/menu.html does not exist',
    );
  });

  it('serves fixture data files but not fixture source code', async () => {
    const animation = await fetch(`${base}/fixtures/animations/pulse.json`);
    const source = await fetch(`${base}/fixtures/api/index.ts`);

    expect(animation.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await animation.json()).toEqual({ v: '5.7.4' });
    expect(source.status).toBe(404);
  });

  it('serves real pages only transformed, under /real/', async () => {
    const real = await (await fetch(`${base}/real/post.html`)).text();
    const raw = await fetch(`${base}/fixtures/real-pages/post.html`);

    expect(real).toBe(
      `<html><head><script src="/dist/site-runtime.js" defer blocking="render"></script>\n${TEST_CAPTCHA_META}${TEST_MAPS_META}${TEST_WIDGET_METAS}\n</head><body><p>post</p></body></html>`,
    );
    expect(raw.status).toBe(404);
  });

  it("serves a real page's saved stylesheets at the site root and keeps its links to them", async () => {
    const real = await (await fetch(`${base}/real/styled.html`)).text();
    const sheet = await fetch(`${base}/static1.example.com/t/site.css@nocustom=true.css`);

    expect(real).toContain(
      '<link rel="stylesheet" href="/static1.example.com/t/site.css@nocustom=true.css">',
    );
    expect(real).not.toContain('preview.css');
    expect(sheet.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await sheet.text()).toBe('body { margin: 0 }');
    expect((await fetch(`${base}/static1.example.com/t/other.css`)).status).toBe(404);
  });

  it.each([
    '/dist/..%2Fsecret.txt',
    '/dist/%2e%2e/secret.txt',
    '/fixtures/..%2Fsecret.txt',
    '/nothing.html',
  ])('answers 404 for %s', async (path) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('outside');
  });

  it('refuses to write to static paths', async () => {
    const response = await fetch(`${base}/index.html`, { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
  });
});

describe('demo server: fake platform API', () => {
  it('passes method, query, body, headers and the session cookie to the handlers', async () => {
    const response = await fetch(`${base}/api/echo?crumb=c1&x=2`, {
      method: 'POST',
      headers: {
        cookie: 'sr-session=test-42; crumb=c1',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'event=1&data=%7B%7D',
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('x-fake')).toBe('yes');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      method: 'POST',
      query: '?crumb=c1&x=2',
      body: 'event=1&data=%7B%7D',
      session: 'test-42',
      contentType: 'application/x-www-form-urlencoded',
    });
  });

  it('forwards every Set-Cookie header of a handler response', async () => {
    const response = await fetch(`${base}/api/login`, { method: 'POST' });

    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie()).toEqual(['crumb=abc; Path=/', 'ss_cvt=123; Path=/']);
  });

  it('routes control endpoints through the same handlers', async () => {
    const response = await fetch(`${base}/__control/inbox?session=s1`);
    expect(await response.json()).toEqual([]);
  });

  it('answers 404 JSON when no handler matches', async () => {
    const response = await fetch(`${base}/api/unknown/Thing`, { method: 'DELETE' });

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      error: 'No fake API handler for DELETE /api/unknown/Thing',
    });
  });

  it('drops the connection for a network-error response, and keeps serving', async () => {
    await expect(fetch(`${base}/api/network-down`)).rejects.toThrow(TypeError);
    expect((await fetch(`${base}/api/echo`)).status).toBe(200);
  });

  it('tells a waiting handler when the browser gives up on its request', async () => {
    const arrived = new Promise<void>((resolve) => (slowRequestArrived = resolve));
    const abandoned = new Promise<void>((resolve) => (slowRequestAbandoned = resolve));
    const client = new AbortController();
    const pending = fetch(`${base}/api/slow`, { signal: client.signal });

    await arrived;
    client.abort();

    await expect(pending).rejects.toThrow(/abort/i);
    await abandoned;
  });

  it('answers 500 JSON when a handler throws, logs it, and keeps serving', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = await fetch(`${base}/api/broken`);
    const next = await fetch(`${base}/api/echo`);

    expect(broken.status).toBe(500);
    expect(await broken.json()).toEqual({ error: 'Fake API handler failed: Error: handler bug' });
    expect(next.status).toBe(200);
    expect(logged).toHaveBeenCalledWith(
      '[demo-server] handler for GET /api/broken threw:',
      expect.objectContaining({ message: 'handler bug' }),
    );
  });
});
