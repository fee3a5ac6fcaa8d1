import { localePath } from '../shared/i18n/locale';

export interface SitemapEntry {
  /** Path without locale prefix. */
  path: string;
  lastModified?: string;
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** Both languages of every public page, each with its alternates (Google's hreflang sitemap form). */
export function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((e) =>
    (['en', 'ar'] as const).map((locale) => {
      const alt = (['en', 'ar'] as const)
        .map(
          (l) =>
            `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(origin + localePath(l, e.path))}"/>`,
        )
        .join('');
      const lastmod = e.lastModified ? `<lastmod>${e.lastModified.slice(0, 10)}</lastmod>` : '';
      return `<url><loc>${escapeXml(origin + localePath(locale, e.path))}</loc>${lastmod}${alt}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
}

export const renderRobots = (origin: string) =>
  `User-agent: *\nDisallow: /apply/\nDisallow: /ar/apply/\nDisallow: /applications\nDisallow: /ar/applications\nDisallow: /account\nDisallow: /ar/account\nSitemap: ${origin}/sitemap.xml\n`;
