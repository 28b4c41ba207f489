// The QA demo server: node --import tsx demo/server.ts (PORT defaults to 4173).
// Serves the built runtime, the demo pages, the transformed real pages and the fake platform API.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handlers } from '../fixtures/api/index';
import { createDemoRequestListener } from './lib/demo-app';

const HOST = '127.0.0.1';
const DEFAULT_PORT = 4173;
/** Open connections get this long to finish after SIGTERM/SIGINT before they are cut. */
const SHUTDOWN_GRACE_MS = 3000;

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`[demo-server] PORT must be an integer from 0 to 65535, got "${value}"`);
    process.exit(1);
  }
  return port;
}

const server = createServer(createDemoRequestListener({ projectRoot, handlers }));
// Node closes an idle keep-alive connection after 5 s; a browser that sends its next request on
// it at that moment gets a reset and sends that request again by itself, a call the page made
// once counted twice (the likely cause of a page view's RecordHit issued twice in one loaded CI
// run). With this the browser's own idle limit (5 minutes for a used connection) comes first.
server.keepAliveTimeout = 6 * 60_000;

server.on('error', (error) => {
  console.error(`[demo-server] could not start: ${error.message}`);
  process.exit(1);
});

server.listen(portFromEnv(process.env.PORT), HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : DEFAULT_PORT;
  console.log(`Demo server listening on http://${HOST}:${port}/`);
  if (!existsSync(join(projectRoot, 'dist', 'site-runtime.js'))) {
    console.warn('[demo-server] dist/site-runtime.js is missing: run `npm run build` first.');
  }
});

let stopping = false;
function shutdown(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  console.log(`[demo-server] ${signal}: closing`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS).unref();
}

process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
