// Serves web/ on http://127.0.0.1:PORT (default 8000) the way a careful static host would:
// .wasm as application/wasm, a strict Content-Security-Policy, no directory listings, nothing
// outside web/, and text and wasm gzipped for a browser that asks (Accept-Encoding: gzip), as
// every common host and CDN does: the page's first visit is measured (docs/perf.md, Lighthouse)
// as people get it. Used by `make serve`, the browser tests and `make bench`.
//   node scripts/serve.mjs [--port N] [--root DIR] [--no-csp]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const port = Number(option('--port', process.env.PORT || 8000));
const root = resolve(option('--root', join(here, '..', 'web')));
const csp = !args.includes('--no-csp');

export const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors *";

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.webm': 'video/webm',  // clips served back to an engine's <video> (tests/engines/playground.test.mjs)
};

// Types worth compressing: text and wasm (images here are SVG, text too; PNG is compressed already).
const COMPRESSIBLE = /^(text\/|application\/(wasm|json|manifest\+json)|image\/svg\+xml)/;
// Gzipped bodies by path, kept while the file's size and time are unchanged (a rebuild replaces them).
const gzipped = new Map();
function gzipOf(file, info, body) {
  const key = `${info.size}:${info.mtimeMs}`;
  const hit = gzipped.get(file);
  if (hit && hit.key === key) return hit.body;
  const gz = gzipSync(body, { level: 9 });
  gzipped.set(file, { key, body: gz });
  return gz;
}
/** Whether the request's Accept-Encoding names gzip with a weight above zero ("gzip;q=0" refuses it). */
function acceptsGzip(req) {
  return (req.headers['accept-encoding'] || '').split(',').some((part) => {
    const [coding, ...params] = part.split(';').map((x) => x.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return coding === 'gzip' && (!q || Number(q.slice(2)) > 0);
  });
}

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url, 'http://localhost');
    let path = decodeURIComponent(url.pathname);
    if (path.endsWith('/')) path += 'index.html';
    const file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) throw Object.assign(new Error('outside'), { code: 'ENOENT' });
    const info = await stat(file);
    if (!info.isFile()) throw Object.assign(new Error('not a file'), { code: 'ENOENT' });
    let body = await readFile(file);
    const type = TYPES[extname(file)] || 'application/octet-stream';
    const headers = {
      'Content-Type': type,
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    };
    if (COMPRESSIBLE.test(type)) {
      headers.Vary = 'Accept-Encoding';
      if (acceptsGzip(req)) {
        body = gzipOf(file, info, body);
        headers['Content-Encoding'] = 'gzip';
      }
    }
    headers['Content-Length'] = body.length;
    if (csp) headers['Content-Security-Policy'] = CSP;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch (e) {
    res.writeHead(e.code === 'ENOENT' ? 404 : 500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(e.code === 'ENOENT' ? 'Not found\n' : 'Server error\n');
  }
});

server.listen(port, '127.0.0.1', () => {
  const actual = server.address().port;
  console.log(`Serving ${root} at http://127.0.0.1:${actual}/`);
  if (process.send) process.send({ port: actual });
});
