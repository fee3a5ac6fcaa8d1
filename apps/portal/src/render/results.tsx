import type { CountryOption, VisaSummary } from '@visadesk/contract';
import { plural } from '../shared/i18n/format';
import type { Locale } from '../shared/i18n/locale';
import { messagesFor } from '../shared/i18n/messages';
import { FindForm, type FindOptions } from './find-form';
import { nameIn } from './names';
import { VisaGrid } from './visa-card';

export interface ResultsData extends FindOptions {
  nationality: CountryOption | null;
  destination: CountryOption | null;
  /** Null when the pair was not (fully) chosen. */
  visas: VisaSummary[] | null;
}

export function resultsTitle(locale: Locale, data: ResultsData): string {
  const { find } = messagesFor(locale);
  return data.destination ? find.results.title(nameIn(locale, data.destination)) : find.home.title;
}

export function ResultsPage({ locale, data }: { locale: Locale; data: ResultsData }) {
  const { find } = messagesFor(locale);
  return (
    <div className="stack">
      <h1>{resultsTitle(locale, data)}</h1>
      <section className="hero" aria-label={find.home.heading}>
        <FindForm
          locale={locale}
          nationalities={data.nationalities}
          destinations={data.destinations}
          nationalityId={data.nationality?.id}
          destinationId={data.destination?.id}
        />
      </section>
      {data.visas === null ? (
        <p className="notice" role="status">
          {find.results.pick}
        </p>
      ) : data.visas.length === 0 ? (
        <p className="notice" role="status">
          {find.results.none}
        </p>
      ) : (
        <>
          <p role="status">{plural(locale, data.visas.length, find.results.count)}</p>
          <VisaGrid locale={locale} visas={data.visas} />
        </>
      )}
    </div>
  );
}
