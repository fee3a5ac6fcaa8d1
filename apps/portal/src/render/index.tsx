import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AppPage } from '../shared/app-routes';
import type { Locale } from '../shared/i18n/locale';
import { messagesFor } from '../shared/i18n/messages';
import { AppShell } from './app-shell';
import { type AppScripts, Document, type PageHead } from './document';
import { type HomeData, HomePage } from './home';
import { nameIn, titleIn } from './names';
import { NotFoundPage } from './not-found';
import { type ResultsData, ResultsPage, resultsTitle } from './results';
import { type TrackData, TrackPage } from './track';
import { VisaPage, type VisaPageData } from './visa-page';

export { APP_PAGES, type AppPage, appPageOf } from '../shared/app-routes';
export { setAgencyTimeZone } from '../shared/i18n/agency-time';
export { splitLocale } from '../shared/i18n/locale';
export { renderRobots, renderSitemap, type SitemapEntry } from './sitemap';
export type { AppScripts, HomeData, ResultsData, TrackData, VisaPageData };

/** Where and for whom a page is rendered. */
export interface RenderContext {
  locale: Locale;
  origin: string;
  /** The request's URL (with /ar and query): the language switch keeps it. */
  url: string;
}

const page = (ctx: RenderContext, head: PageHead, body: ReactNode, app?: AppScripts) =>
  `<!doctype html>${renderToStaticMarkup(
    <Document locale={ctx.locale} origin={ctx.origin} head={head} currentUrl={ctx.url} app={app}>
      {body}
    </Document>,
  )}`;

export function renderHome(ctx: RenderContext, data: HomeData): string {
  const { find, common } = messagesFor(ctx.locale);
  return page(
    ctx,
    { title: `${common.siteName} · ${find.home.title}`, description: find.home.description, path: '/' },
    <HomePage locale={ctx.locale} data={data} />,
  );
}

export function renderResults(ctx: RenderContext, data: ResultsData): string {
  const { find } = messagesFor(ctx.locale);
  const description =
    data.destination && data.nationality
      ? find.results.description(nameIn(ctx.locale, data.destination), nameIn(ctx.locale, data.nationality))
      : find.home.description;
  const query =
    data.nationality && data.destination
      ? `?nationality=${data.nationality.id}&destination=${data.destination.id}`
      : '';
  return page(
    ctx,
    { title: resultsTitle(ctx.locale, data), description, path: `/visas${query}`, noindex: !query },
    <ResultsPage locale={ctx.locale} data={data} />,
  );
}

export function renderVisa(ctx: RenderContext, data: VisaPageData): string {
  const { find } = messagesFor(ctx.locale);
  const title = titleIn(ctx.locale, data.visa);
  const destination = nameIn(ctx.locale, data.visa.destination);
  const description = `${find.visa.titleSuffix(destination)}: ${find.visa.types[data.visa.type]}, ${find.visa.entries[data.visa.entry]}. ${find.home.description}`;
  return page(
    ctx,
    { title, description: description.slice(0, 300), path: `/visas/${data.visa.id}` },
    <VisaPage locale={ctx.locale} data={data} />,
  );
}

export function renderTrack(ctx: RenderContext, data: TrackData): string {
  const { track } = messagesFor(ctx.locale);
  return page(
    ctx,
    // A filled-in tracking page is one person's data: never indexed.
    { title: track.title, description: track.description, path: '/track', noindex: data.outcome !== 'form' },
    <TrackPage locale={ctx.locale} data={data} />,
  );
}

export function renderNotFound(ctx: RenderContext): string {
  const { common } = messagesFor(ctx.locale);
  return page(
    ctx,
    { title: common.notFound.title, description: common.notFound.body, path: '/404', noindex: true },
    <NotFoundPage locale={ctx.locale} />,
  );
}

/** A page of the applicant's app: its title, the shell and the app's scripts. */
export function renderAppPage(ctx: RenderContext, appPage: AppPage, app: AppScripts | undefined): string {
  const { common } = messagesFor(ctx.locale);
  const path = ctx.url.replace(/^\/ar(?=\/|$|\?)/, '').split('?')[0] || '/';
  return page(
    ctx,
    { title: common.pages[appPage], description: common.appDescription, path, noindex: true },
    <AppShell locale={ctx.locale} />,
    app,
  );
}
