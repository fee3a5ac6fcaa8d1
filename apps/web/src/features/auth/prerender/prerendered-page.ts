import type { Locale } from '@visadesk/contract';
import type { HydrationState } from 'react-router';

/**
 * What the build writes into a prerendered sign-in page besides its HTML, and what the browser
 * reads back before hydrating (ADR 0016). Pure string work, shared by the build (Node) and the app.
 */

/** Id of the `<script type="application/json">` block: data, never executed, so the CSP allows it. */
export const PRERENDER_DATA_ID = 'vd-prerender';

/** The pages prerendered at build time, by URL path, and where the build writes each one. */
export const PRERENDERED_PAGES = [
  { path: '/login', locale: 'en', file: 'prerendered/en/login.html' },
  { path: '/ar/login', locale: 'ar', file: 'prerendered/ar/login.html' },
] as const satisfies readonly { path: string; locale: Locale; file: string }[];

/**
 * The message sections the sign-in page and the shell around it show (the same sections
 * lib/i18n/i18n.ts bundles in English). Inlined so the first render waits for no fetch; the rest of
 * the locale's file is fetched after hydration for the signed-in pages.
 */
export const FIRST_PAGE_SECTIONS = [
  'app',
  'auth',
  'errors',
  'nav',
  'pages',
  'topbar',
  'update',
  'validation',
] as const;

export interface PrerenderData {
  /** The URL path this HTML was rendered for; any other path renders from scratch. */
  path: string;
  locale: Locale;
  /** FIRST_PAGE_SECTIONS of the locale's messages. */
  messages: Record<string, unknown>;
  /** The route loaders' results at build time, so hydration does not run them again. */
  hydrationData: HydrationState;
  /**
   * The signed-in shell's and the dashboard's module files (/assets/…), fetched when idle after
   * hydration (modulepreload: downloaded and compiled, not run), so a sign-in that follows at once
   * (a password manager's fill and a click) does not wait for them on the network.
   */
  prefetch?: string[];
}

export function firstPageMessages(all: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const section of FIRST_PAGE_SECTIONS) {
    if (!(section in all)) throw new Error(`messages have no "${section}" section`);
    picked[section] = all[section];
  }
  return picked;
}

/**
 * JSON safe inside a <script> element: `<` is escaped so no value can close the element or open a
 * comment, and U+2028/U+2029 so the text stays valid in any JavaScript context.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface PrerenderParts {
  locale: Locale;
  title: string;
  /** React's output for #root. */
  body: string;
  data: PrerenderData;
  /** CSS the page needs before the app's JS runs (the sign-in chunk's, otherwise injected by JS). */
  stylesheets: readonly string[];
  /** Font files the first paint uses, fetched with the CSS instead of after layout. */
  fonts: readonly string[];
}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${what}`);
  return html.replace(pattern, () => replacement);
}

/**
 * React writes the page's <title>, <link> and <meta> elements (hoisted into <head> in the browser)
 * in front of a render without <head>. The build writes the title itself, and the canonical links
 * need the page's origin, which only the browser knows: it adds them when it hydrates.
 */
export function stripHoisted(html: string): string {
  return html.replace(/^(?:<title>[^<]*<\/title>|<link [^>]*>|<meta [^>]*>)+/, '');
}

/** Fills the built index.html with a rendered page: language, title, CSS, #root and its data. */
export function injectPrerender(template: string, parts: PrerenderParts): string {
  const dir = parts.locale === 'ar' ? 'rtl' : 'ltr';
  let html = replaceOnce(template, /<html[^>]*>/, `<html lang="${parts.locale}" dir="${dir}">`, '<html>');
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeText(parts.title)}</title>`, '<title>');
  const links = [
    ...parts.fonts.map(
      (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeAttr(href)}">`,
    ),
    ...parts.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttr(href)}">`),
  ];
  // The page paints without JS: the app's modules load behind the CSS and theme-init.js, which
  // gate the first paint, instead of competing with them for the connection and the server.
  html = html
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
  html = replaceOnce(html, /\s*<\/head>/, `\n    ${links.join('\n    ')}\n  </head>`, '</head>');
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root">${stripHoisted(parts.body)}</div>\n    <script type="application/json" id="${PRERENDER_DATA_ID}">${scriptJson(parts.data)}</script>`,
    'empty <div id="root">',
  );
}

/** Reads the data block back; null when the page has none or it is not for this path. */
export function readPrerenderData(doc: Document, pathname: string): PrerenderData | null {
  const text = doc.getElementById(PRERENDER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as PrerenderData;
    return data.path === pathname ? data : null;
  } catch {
    return null;
  }
}
