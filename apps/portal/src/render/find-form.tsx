import type { CountryOption } from '@visadesk/contract';
import { type Locale, localePath } from '../shared/i18n/locale';
import { messagesFor } from '../shared/i18n/messages';
import { nameIn } from './names';

export interface FindOptions {
  nationalities: CountryOption[];
  destinations: CountryOption[];
}

interface FindFormProps extends FindOptions {
  locale: Locale;
  nationalityId?: string | undefined;
  destinationId?: string | undefined;
}

/** A plain GET form: it works before (and without) any JavaScript. */
export function FindForm({
  locale,
  nationalities,
  destinations,
  nationalityId,
  destinationId,
}: FindFormProps) {
  const { find } = messagesFor(locale);
  const select = (id: string, label: string, options: CountryOption[], value?: string) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={id} required defaultValue={value ?? ''}>
        <option value="" disabled>
          {find.form.choose}
        </option>
        {options.map((c) => (
          <option key={c.id} value={c.id}>
            {nameIn(locale, c)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form className="inline" method="get" action={localePath(locale, '/visas')}>
      {select('nationality', find.form.nationality, nationalities, nationalityId)}
      {select('destination', find.form.destination, destinations, destinationId)}
      <div className="field">
        <button type="submit">{find.form.submit}</button>
      </div>
    </form>
  );
}
