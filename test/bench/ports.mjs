// The ports the bench's servers listen on: 4320-4329, kept apart from the ports other work on this
// machine uses (the demo server's 4173, the browser tests' E2E_PORT).
import { createServer } from 'node:net';

export const BENCH_PORTS = { first: 4320, last: 4329 };

function isFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The first port of BENCH_PORTS nobody listens on; throws when all ten are taken. */
export async function freeBenchPort() {
  for (let port = BENCH_PORTS.first; port <= BENCH_PORTS.last; port += 1) {
    if (await isFree(port)) return port;
  }
  throw new Error(`Ports ${BENCH_PORTS.first}-${BENCH_PORTS.last} are all taken`);
}
