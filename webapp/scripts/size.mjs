// Prints the first-load JavaScript of `/`, gzipped: the scripts index.html
// loads (entry and modulepreloads) plus the home route's chunks, which the
// router fetches before the page shows. Fails above the budget.
// Run after `vite build`: `npm run size`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const HOME_ROUTE = 'src/app/routes/home.tsx';
const dist = join(import.meta.dirname, '..', 'dist');

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const fromHtml = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g)].map((m) => m[1]);

// The home route's chunk and everything it imports statically, from Vite's manifest.
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const routeFiles = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || routeFiles.has(chunk.file)) return;
  routeFiles.add(chunk.file);
  (chunk.imports ?? []).forEach(visit);
};
visit(HOME_ROUTE);
if (routeFiles.size === 0) throw new Error(`${HOME_ROUTE} is not in the build manifest`);

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

const files = [...new Set([...fromHtml, ...routeFiles])];
let total = 0;
for (const file of files) {
  const size = gz(file);
  total += size;
  console.log(`  ${kb(size).padStart(7)} kB  ${file}${fromHtml.includes(file) ? '' : '  (home route)'}`);
}
console.log(`First-load JS for /: ${kb(total)} kB gzipped (budget ${BUDGET_KB} kB)`);
if (total > BUDGET_KB * 1024) {
  console.error(`Over budget by ${kb(total - BUDGET_KB * 1024)} kB`);
  process.exit(1);
}
