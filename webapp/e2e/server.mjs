// Starts the real local server (Go, with dynalite and cognito-local) on a free
// port with a temporary data folder, serving the built web app in ../dist.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const webapp = resolve(import.meta.dirname, '..');
const repo = resolve(webapp, '..');

function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });
}

export async function startServer({ timeoutMs = 240_000 } = {}) {
  // E2E_WEB_DIR: a build of one's own (vite build --outDir …), so parallel runs do not share dist/.
  const dist = process.env.E2E_WEB_DIR ? resolve(process.env.E2E_WEB_DIR) : join(webapp, 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-e2e-data-'));
  const output = [];
  // Its own process group, so stopping it also stops the stand-ins it started.
  // E2E_REPO: another checkout to run the server from (e.g. an export of HEAD while the tree has others' work in progress).
  const child = spawn('go', ['run', './functions/local'], {
    cwd: process.env.E2E_REPO ? resolve(process.env.E2E_REPO) : repo,
    detached: true,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, WEB_DIR: dist, LOG_LEVEL: 'WARN' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => output.push(String(d)));
  child.stderr.on('data', (d) => output.push(String(d)));
  const exited = new Promise((res) => child.once('exit', res));

  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output.join('')}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return { base, stop, output };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`the server did not answer /api/health within ${timeoutMs} ms:\n${output.join('')}`);
}
