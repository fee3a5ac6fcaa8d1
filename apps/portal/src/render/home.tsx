import type { VisaSummary } from '@visadesk/contract';
import type { Locale } from '../shared/i18n/locale';
import { messagesFor } from '../shared/i18n/messages';
import { FindForm, type FindOptions } from './find-form';
import { VisaGrid } from './visa-card';

export interface HomeData extends FindOptions {
  featured: VisaSummary[];
  latest: VisaSummary[];
}

export function HomePage({ locale, data }: { locale: Locale; data: HomeData }) {
  const { find } = messagesFor(locale);
  return (
    <div className="stack">
      <section className="hero" aria-labelledby="find-heading">
        <h1 id="find-heading">{find.home.heading}</h1>
        <p className="lead">{find.home.lead}</p>
        <FindForm locale={locale} nationalities={data.nationalities} destinations={data.destinations} />
      </section>
      <section aria-labelledby="steps-heading">
        <h2 id="steps-heading">{find.home.steps.title}</h2>
        <ol className="steps">
          <li>{find.home.steps.find}</li>
          <li>{find.home.steps.apply}</li>
          <li>{find.home.steps.pay}</li>
          <li>{find.home.steps.follow}</li>
        </ol>
      </section>
      {data.featured.length > 0 ? (
        <section aria-labelledby="featured-heading">
          <h2 id="featured-heading">{find.home.featured}</h2>
          <VisaGrid locale={locale} visas={data.featured} />
        </section>
      ) : null}
      {data.latest.length > 0 ? (
        <section aria-labelledby="latest-heading">
          <h2 id="latest-heading">{find.home.latest}</h2>
          <VisaGrid locale={locale} visas={data.latest} />
        </section>
      ) : null}
    </div>
  );
}
