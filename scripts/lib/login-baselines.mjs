// Reference pages for bench:login, served by a bare node:http server next to the product, so a run
// shows what the browser and machine cost by themselves (these shared 2-core machines vary by 2-3×
// from day to day; the difference to a reference survives that, an absolute time does not):
// - /form: the least a browser does to show a sign-in form (two labelled fields and a button; no
//   CSS, fonts or script; Element Timing reports text by its block, hence the label's <div>);
// - /login and /ar/login: the build's prerendered sign-in pages without their module scripts (the
//   same HTML, CSS, fonts and theme script), so the app's JS shows as the difference to them.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

const BARE_FORM = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in</title></head>
<body><form method="post"><div elementtiming="login-email"><label for="login-email">Email</label></div><input id="login-email" type="email" autocomplete="username">
<div><label for="login-password">Password</label></div><input id="login-password" type="password" autocomplete="current-password">
<button type="submit">Sign in</button></form></body></html>`;

const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
};

/** The prerendered page as the browser would get it with no JavaScript to run. */
export function withoutModuleScripts(html) {
  const out = html
    .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  if (out.includes('type="module"')) throw new Error('a module script is left in the page');
  return out;
}

export async function startBaselineServer({ port = 3296 } = {}) {
  const dist = process.env.WEB_DIST_DIR ?? join(root, 'apps/web/dist');
  // A Map, not an object: a path such as /constructor must not reach Object.prototype.
  const pages = new Map([
    ['/form', BARE_FORM],
    ['/login', withoutModuleScripts(readFileSync(join(dist, 'prerendered/en/login.html'), 'utf8'))],
    ['/ar/login', withoutModuleScripts(readFileSync(join(dist, 'prerendered/ar/login.html'), 'utf8'))],
  ]);
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const page = pages.get(path);
    if (page) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(page);
      return;
    }
    // Fonts and stylesheets the prerendered pages link, immutable as the product serves them.
    const file = normalize(join(dist, path));
    if (path.startsWith('/assets/') && file.startsWith(dist) && existsSync(file) && statSync(file).isFile()) {
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      createReadStream(file).pipe(res);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
