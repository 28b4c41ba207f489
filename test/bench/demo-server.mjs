// Starts the project's demo server (demo/server.ts) on a free port for Lighthouse, and stops it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { freeBenchPort } from './ports.mjs';

const START_TIMEOUT_MS = 30_000;
const LISTENING = /listening on (http:\/\/127\.0\.0\.1:\d+)/;

/** The demo pages (demo/pages/*.html), by file name. */
export async function listDemoPages(projectRoot) {
  const dir = path.join(projectRoot, 'demo', 'pages');
  if (!existsSync(dir)) return [];
  return (await readdir(dir)).filter((file) => file.endsWith('.html')).sort();
}

function stopper(child) {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        resolve();
        return;
      }
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/**
 * Runs `node --import tsx demo/server.ts` on a free port of the bench's range (ports.mjs).
 * Resolves to { origin, stop() }, or to { error } when the server is missing or does not come up.
 */
export async function startDemoServer(projectRoot) {
  const entry = path.join(projectRoot, 'demo', 'server.ts');
  if (!existsSync(entry)) return { error: 'demo/server.ts does not exist' };
  const port = await freeBenchPort();
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Whatever happens to the bench, the server goes with it.
  const killOnExit = () => child.kill();
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  let output = '';
  return new Promise((resolve) => {
    const give = (result) => {
      clearTimeout(timer);
      resolve(result);
    };
    const timer = setTimeout(() => {
      stopper(child)();
      give({ error: `no "listening" line within ${START_TIMEOUT_MS / 1000} s` });
    }, START_TIMEOUT_MS);
    const read = (chunk) => {
      output += chunk;
      const match = LISTENING.exec(output);
      if (match) give({ origin: match[1], stop: stopper(child) });
    };
    child.stdout.setEncoding('utf8').on('data', read);
    child.stderr.setEncoding('utf8').on('data', read);
    child.once('exit', (code) => {
      const lines = output.split('\n').map((line) => line.trim());
      const reason = lines.find((line) => /error/i.test(line)) ?? lines.filter(Boolean).at(-1);
      give({ error: `it exited with code ${code}: ${reason ?? 'no output'}` });
    });
  });
}
