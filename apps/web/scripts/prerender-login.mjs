// Prerenders the sign-in page into static HTML after `vite build` (ADR 0016): /login in English
// and /ar/login in Arabic, each the built index.html with the rendered form in #root, its CSS and
// theme-init.js inline, the first page's messages in a JSON block, and .gz/.br copies beside it.
// The API serves these for the two paths; the browser paints the form before any JS runs, then
// hydrates. Usage: node scripts/prerender-login.mjs (the web package's build runs it).
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.WEB_OUT_DIR ?? join(webRoot, 'dist');
// Inside the web package wherever dist is, so the rendered module resolves react from node_modules.
const ssrOut = join(webRoot, `.prerender-ssr-${process.pid}`);
const LOGIN_MODULE = 'src/features/auth/pages/login-page.tsx';

// Font files the first paint of each language uses (weights 400/500/600 of login.css and the
// shared controls; Latin 500/600 also draw the brand and the language switch on the Arabic page).
const FONTS = {
  en: [
    /public-sans-latin-400-normal-.*\.woff2$/,
    /public-sans-latin-500-normal-.*\.woff2$/,
    /public-sans-latin-600-normal-.*\.woff2$/,
  ],
  ar: [
    /ibm-plex-sans-arabic-arabic-400-normal-.*\.woff2$/,
    /ibm-plex-sans-arabic-arabic-500-normal-.*\.woff2$/,
    /ibm-plex-sans-arabic-arabic-600-normal-.*\.woff2$/,
    /public-sans-latin-500-normal-.*\.woff2$/,
    /public-sans-latin-600-normal-.*\.woff2$/,
  ],
};

/** The server-side bundle of the render entry: the app's own modules, CSS imports dropped. */
async function buildRenderer() {
  await build({
    root: webRoot,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    plugins: [react()],
    build: {
      ssr: 'src/app/prerender/render-login.tsx',
      outDir: ssrOut,
      emptyOutDir: true,
      target: 'node20',
    },
  });
  const entry = readdirSync(ssrOut).find((f) => /^render-login\.m?js$/.test(f));
  if (!entry) throw new Error(`no render-login.js in ${ssrOut}`);
  return import(pathToFileURL(join(ssrOut, entry)).href);
}

/** CSS of the sign-in chunk and its static imports that index.html does not link already. */
function loginStylesheets(manifest, template) {
  const key = Object.keys(manifest).find((k) => k.endsWith(LOGIN_MODULE));
  if (!key) throw new Error('login page chunk not found in the manifest');
  const css = new Set();
  const seen = new Set();
  const visit = (k) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(k)) return;
    seen.add(k);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(key);
  // index.html only preloads the sign-in CSS (preload-login.ts); a stylesheet link applies it.
  const linked = new Set(
    [...template.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  );
  return [...css].filter((href) => !linked.has(href));
}

/** Every file of the given manifest entries and their static imports. */
function closure(manifest, keys) {
  const files = new Set();
  const visit = (k) => {
    const chunk = manifest[k];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const k of keys) visit(k);
  return files;
}

/**
 * The JS the first signed-in screen needs beyond what the sign-in page loads: the shell (and the
 * bell it loads at once), the dashboard with its data prefetch and, in Arabic, the right-to-left
 * style cache, for the page to fetch when idle.
 */
function dashboardModules(manifest, locale) {
  const key = (suffix) => {
    const k = Object.keys(manifest).find((name) => name.endsWith(suffix));
    if (!k) throw new Error(`${suffix} not found in the manifest`);
    return k;
  };
  const layout = key('src/app/layouts/default-layout.tsx');
  const wanted = closure(manifest, [
    layout,
    ...(manifest[layout].dynamicImports ?? []).filter((k) => k.includes('notification-bell')),
    key('src/features/dashboard/pages/dashboard-page.tsx'),
    key('src/features/dashboard/sign-in-prefetch.ts'),
    // Arabic pages style the shell right to left with a cache of their own.
    ...(locale === 'ar' ? [key('src/lib/theme/rtl-cache.ts')] : []),
  ]);
  const loaded = closure(manifest, ['index.html', key(LOGIN_MODULE)]);
  return [...wanted].filter((f) => f.endsWith('.js') && !loaded.has(f)).map((f) => `/${f}`);
}

function fontsFor(locale, manifest) {
  const assets = manifest['index.html']?.assets ?? [];
  return FONTS[locale].map((pattern) => {
    const file = assets.find((a) => pattern.test(a));
    if (!file) throw new Error(`no font file matches ${pattern}`);
    return `/${file}`;
  });
}

/**
 * What gates the first paint, written into the page instead of fetched (issue 9): the stylesheets
 * and theme-init.js. Each was a request the browser had to finish before painting, on a server
 * busy answering the page's other requests at once (about 30 ms cold). The inline script is
 * allowed by its hash, which the server adds to these pages' CSP from `csp.json`.
 */
function inlineFirstPaint(html) {
  let out = html;
  for (const [, href] of out.matchAll(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g)) {
    const css = readFileSync(join(dist, href), 'utf8');
    if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it contains </style`);
    out = out.replace(`<link rel="stylesheet" crossorigin href="${href}">`, () => `<style>${css}</style>`);
    out = out.replace(new RegExp(`\\s*<link rel="preload" as="style" crossorigin="" href="${href}">`), '');
  }
  const themeInit = readFileSync(join(dist, 'theme-init.js'), 'utf8');
  if (/<\/script/i.test(themeInit)) throw new Error('theme-init.js cannot be inlined');
  const tag = '<script src="/theme-init.js"></script>';
  if (!out.includes(tag)) throw new Error('the template has no theme-init.js script');
  out = out.replace(tag, () => `<script>${themeInit}</script>`);
  return out;
}

const scriptHash = (text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

function writeCompressed(path, html) {
  const data = Buffer.from(html);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  );
}

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const renderer = await buildRenderer();
const messagesOf = (locale) => JSON.parse(readFileSync(join(dist, '_i18n', locale, 'messages.json'), 'utf8'));

// The route loaders fetch the locale's messages; at build time they get the same inlined sections
// the browser will have, and nothing else is reachable.
const realFetch = globalThis.fetch;
globalThis.fetch = async (input) => {
  const match = /^\/_i18n\/([a-z]{2})\/messages\.json$/.exec(String(input));
  if (!match) throw new Error(`no network while prerendering: ${input}`);
  return new Response(JSON.stringify(renderer.firstPageMessages(messagesOf(match[1]))), {
    headers: { 'content-type': 'application/json' },
  });
};

try {
  const stylesheets = loginStylesheets(manifest, template);
  for (const page of renderer.PRERENDERED_PAGES) {
    const { body, title, data } = await renderer.renderLogin(page.path, page.locale, messagesOf(page.locale));
    data.prefetch = dashboardModules(manifest, page.locale);
    const html = inlineFirstPaint(
      renderer.injectPrerender(template, {
        locale: page.locale,
        title,
        body,
        data,
        stylesheets,
        fonts: fontsFor(page.locale, manifest),
      }),
    );
    writeCompressed(join(dist, page.file), html);
    console.log(`prerendered ${page.path} → dist/${page.file} (${(html.length / 1024).toFixed(1)} KB)`);
  }
  // The one inline script these pages carry, for the server's Content-Security-Policy.
  writeFileSync(
    join(dist, 'prerendered', 'csp.json'),
    `${JSON.stringify({ scriptHashes: [scriptHash(readFileSync(join(dist, 'theme-init.js'), 'utf8'))] })}\n`,
  );
} finally {
  globalThis.fetch = realFetch;
  rmSync(ssrOut, { recursive: true, force: true });
}
