import type { Visa, VisaRequirement } from '@visadesk/contract';
import { localDigitsInHtml } from '../shared/i18n/digits';
import { formatMegabytes, formatMoney, plural } from '../shared/i18n/format';
import { type Locale, localePath } from '../shared/i18n/locale';
import { messagesFor } from '../shared/i18n/messages';
import { descriptionIn, nameIn, titleIn } from './names';

/** `application/pdf` → PDF, `image/jpeg` → JPEG: what applicants call the kinds of file. */
const typeName = (mime: string) => (mime.split('/')[1] ?? mime).replace(/^x-/, '').toUpperCase();

export interface VisaPageData {
  visa: Visa;
  /** Its document requirements in full (accepted types, size), in the visa's order. */
  requirements: VisaRequirement[];
  /** The description in the page's language, sanitised by the server's rich-text rules. */
  descriptionHtml: string;
}

export function VisaPage({ locale, data }: { locale: Locale; data: VisaPageData }) {
  const { find, common } = messagesFor(locale);
  const { visa } = data;
  const days = (n: number) => plural(locale, n, find.visa.days);
  const facts: Array<[string, string]> = [
    [find.visa.price, formatMoney(locale, visa.price)],
    [find.visa.type, find.visa.types[visa.type]],
    [find.visa.entry, find.visa.entries[visa.entry]],
    [find.visa.processing, days(visa.processingDays)],
    [find.visa.validity, days(visa.validityDays)],
    [find.visa.stay, days(visa.stayDays)],
  ];
  // Staff write numbers in Latin digits too: shown in the page's digits (never inside a tag).
  const description = localDigitsInHtml(locale, data.descriptionHtml);
  // The Arabic comma on Arabic pages: a Latin one between Latin type names reads backwards.
  const comma = locale === 'ar' ? '، ' : ', ';
  const documents = data.requirements.filter((r) => r.kind === 'document');
  const apply = localePath(locale, `/apply/${visa.id}`);
  return (
    <article className="stack">
      <header>
        <p className="hint">{nameIn(locale, visa.destination)}</p>
        <h1>{titleIn(locale, visa)}</h1>
      </header>
      <dl className="facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <a className="button" href={apply}>
          {find.visa.apply}
        </a>
      </p>
      {description ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (lib/rich-text.ts); only the digits of its text are changed here
        <div className="rich card" dangerouslySetInnerHTML={{ __html: description }} />
      ) : null}
      <section aria-labelledby="documents-heading">
        <h2 id="documents-heading">{find.visa.documents}</h2>
        {documents.length === 0 ? (
          <p>{find.visa.noDocuments}</p>
        ) : (
          <ul>
            {documents.map((r) => (
              <li key={r.id}>
                <strong>{nameIn(locale, r)}</strong>
                {' — '}
                <span className="hint">
                  {r.acceptedTypes.map(typeName).join(comma)}
                  {comma}
                  {find.visa.maxSize(formatMegabytes(locale, r.maxSizeMb))}
                </span>
                {descriptionIn(locale, r) ? <div className="hint">{descriptionIn(locale, r)}</div> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {visa.requiredFields.length > 0 ? (
        <section aria-labelledby="fields-heading">
          <h2 id="fields-heading">{find.visa.fields}</h2>
          <ul>
            {visa.requiredFields.map((f) => (
              <li key={f}>{common.personalFields[f]}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {visa.nationalities.length > 0 ? (
        <section aria-labelledby="nationalities-heading">
          <h2 id="nationalities-heading">{find.visa.nationalities}</h2>
          <p>{visa.nationalities.map((c) => nameIn(locale, c)).join(locale === 'ar' ? '، ' : ', ')}</p>
        </section>
      ) : null}
      <p>
        <a className="button" href={apply}>
          {find.visa.apply}
        </a>
      </p>
    </article>
  );
}
