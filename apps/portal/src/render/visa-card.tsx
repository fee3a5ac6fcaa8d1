import type { VisaSummary } from '@visadesk/contract';
import { formatMoney, plural } from '../shared/i18n/format';
import { type Locale, localePath } from '../shared/i18n/locale';
import { messagesFor } from '../shared/i18n/messages';
import { nameIn, titleIn } from './names';

/** One visa in a list: what it is, what it costs, how long it takes, and the way to its page. */
export function VisaCard({
  locale,
  visa,
  headingLevel = 3,
}: {
  locale: Locale;
  visa: VisaSummary;
  headingLevel?: 2 | 3;
}) {
  const { find } = messagesFor(locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = localePath(locale, `/visas/${visa.id}`);
  return (
    <article className="card visa-card">
      <Heading>
        <a href={href}>{titleIn(locale, visa)}</a>
      </Heading>
      <ul className="meta">
        <li>{nameIn(locale, visa.destination)}</li>
        <li>{find.visa.types[visa.type]}</li>
        <li>{find.visa.entries[visa.entry]}</li>
      </ul>
      <p className="price">{formatMoney(locale, visa.price)}</p>
      <ul className="meta">
        <li>
          {find.visa.processing}: {plural(locale, visa.processingDays, find.visa.days)}
        </li>
        <li>
          {find.visa.stay}: {plural(locale, visa.stayDays, find.visa.days)}
        </li>
      </ul>
    </article>
  );
}

export function VisaGrid({ locale, visas }: { locale: Locale; visas: VisaSummary[] }) {
  return (
    <ul className="grid">
      {visas.map((v) => (
        <li key={v.id}>
          <VisaCard locale={locale} visa={v} />
        </li>
      ))}
    </ul>
  );
}
