import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import {
  FIRST_PAGE_SECTIONS,
  firstPageMessages,
  injectPrerender,
  PRERENDER_DATA_ID,
  type PrerenderData,
  readPrerenderData,
  scriptJson,
  stripHoisted,
} from '../prerender/prerendered-page';

const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <title>VisaDesk</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const data: PrerenderData = {
  path: '/ar/login',
  locale: 'ar',
  messages: { auth: { welcome: 'مرحبًا </script><script>alert(1)</script>' } },
  hydrationData: { loaderData: { 'layout-blank___ar': null }, actionData: null, errors: null },
};

function page(overrides: Partial<Parameters<typeof injectPrerender>[1]> = {}) {
  return injectPrerender(TEMPLATE, {
    locale: 'ar',
    title: 'تسجيل الدخول | VisaDesk',
    body: '<title>x</title><link rel="canonical" href="/ar/login"/><meta property="og:locale" content="ar_IQ"/><main><form><input id="login-email"/></form></main>',
    data,
    stylesheets: ['/assets/login-page.css'],
    fonts: ['/assets/arabic-400.woff2'],
    ...overrides,
  });
}

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('injectPrerender', () => {
  it('writes the language, direction, title, CSS and font links into the built index.html', () => {
    const doc = parse(page());
    expect(doc.documentElement.lang).toBe('ar');
    expect(doc.documentElement.dir).toBe('rtl');
    expect(doc.title).toBe('تسجيل الدخول | VisaDesk');
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    const sheets = [...doc.querySelectorAll('link[rel=stylesheet]')].map((l) => l.getAttribute('href'));
    expect(sheets).toEqual(['/assets/index.css', '/assets/login-page.css']);
    const font = doc.querySelector('link[rel=preload][as=font]');
    expect(font?.getAttribute('href')).toBe('/assets/arabic-400.woff2');
    expect(font?.hasAttribute('crossorigin')).toBe(true);
  });

  it('lets the CSS go before the app modules, which the first paint does not need', () => {
    const doc = parse(page());
    expect(doc.querySelector('script[type=module]')?.getAttribute('fetchpriority')).toBe('low');
    expect(doc.querySelector('link[rel=modulepreload]')?.getAttribute('fetchpriority')).toBe('low');
  });

  it('puts the rendered page in #root without the hoisted head elements', () => {
    const doc = parse(page());
    const root = doc.getElementById('root')!;
    expect(root.querySelector('#login-email')).not.toBeNull();
    expect(root.innerHTML.startsWith('<main>')).toBe(true);
    expect(root.querySelector('title, link, meta')).toBeNull();
  });

  it('inlines the data as JSON that no message can break out of', () => {
    const html = page();
    // One closing tag per script element (the entry's and the data's): the message's </script>
    // stays inside the JSON string.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const doc = parse(html);
    const block = doc.getElementById(PRERENDER_DATA_ID)!;
    expect(block.getAttribute('type')).toBe('application/json');
    expect(doc.querySelectorAll('script:not([type="application/json"]):not([type="module"])')).toHaveLength(
      0,
    );
    expect(readPrerenderData(doc, '/ar/login')).toEqual(data);
  });

  it('refuses a template it cannot fill', () => {
    expect(() => injectPrerender(TEMPLATE.replace('<div id="root"></div>', ''), pageParts())).toThrow(
      /id="root"/,
    );
    expect(() => injectPrerender(TEMPLATE.replace(/<title>.*<\/title>/, ''), pageParts())).toThrow(/title/);
  });
});

function pageParts(): Parameters<typeof injectPrerender>[1] {
  return { locale: 'en', title: 'Sign in', body: '<main></main>', data, stylesheets: [], fonts: [] };
}

describe('readPrerenderData', () => {
  it('answers null for another path, a page without data, or a damaged block', () => {
    expect(readPrerenderData(parse(page()), '/login')).toBeNull();
    expect(readPrerenderData(parse(TEMPLATE), '/ar/login')).toBeNull();
    const damaged = parse(page());
    damaged.getElementById(PRERENDER_DATA_ID)!.textContent = '{"path":';
    expect(readPrerenderData(damaged, '/ar/login')).toBeNull();
  });
});

describe('scriptJson', () => {
  it('escapes what could end the script element or the JavaScript line', () => {
    const text = scriptJson({ a: '</script><!--', b: '\u2028\u2029' });
    expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ a: '</script><!--', b: '\u2028\u2029' });
  });
});

describe('stripHoisted', () => {
  it('removes only the leading head elements', () => {
    expect(
      stripHoisted(
        '<link rel="canonical" href="/"/><meta property="x" content="y"/><title>t</title><main><title>kept</title></main>',
      ),
    ).toBe('<main><title>kept</title></main>');
    expect(stripHoisted('<main></main>')).toBe('<main></main>');
  });
});

describe('firstPageMessages', () => {
  it('keeps the sections the sign-in page shows and drops the feature sections', () => {
    const picked = firstPageMessages(en);
    expect(Object.keys(picked)).toEqual([...FIRST_PAGE_SECTIONS]);
    expect(picked.auth).toBe(en.auth);
    expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(en).length / 2);
  });

  it('fails the build when a section is missing', () => {
    const { auth: _auth, ...rest } = en;
    expect(() => firstPageMessages(rest)).toThrow(/"auth"/);
  });
});
