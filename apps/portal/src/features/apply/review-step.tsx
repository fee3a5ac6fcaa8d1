import type { CountryOption, PersonalField } from '@visadesk/contract';
import { FormAlert } from '../../components/form-alert';
import { useLocale, useMessages } from '../../lib/locale-context';
import { nameIn } from '../../render/names';
import { formatDay, formatMoney, formatNumber, plural } from '../../shared/i18n/format';
import { fieldSpecs, type TravellerValues } from './traveller-fields';

interface Props {
  requiredFields: readonly PersonalField[];
  nationalities: CountryOption[];
  travellers: TravellerValues[];
  price: number;
  busy: boolean;
  error: unknown;
  onEdit: () => void;
  onSubmit: () => void;
}

/** Step 2: what will be sent, the total, and the one button that creates the group. */
export function ReviewStep({
  requiredFields,
  nationalities,
  travellers,
  price,
  busy,
  error,
  onEdit,
  onSubmit,
}: Props) {
  const { apply, common } = useMessages();
  const locale = useLocale();
  const specs = fieldSpecs(requiredFields);
  const country = (id: string | undefined) => {
    const c = nationalities.find((n) => n.id === id);
    return c ? nameIn(locale, c) : '';
  };
  const total = price * travellers.length;
  return (
    <div className="stack">
      <p className="lead">{apply.review.lead}</p>
      {travellers.map((t, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: travellers have no id before submission.
        <section key={i} className="card" aria-labelledby={`apply-review-${i}`}>
          <h3 id={`apply-review-${i}`}>{apply.travellers.traveller(formatNumber(locale, i + 1))}</h3>
          <dl className="apply-summary">
            <div>
              <dt>{apply.travellers.nationality}</dt>
              <dd>{country(t.nationalityId)}</dd>
            </div>
            {specs.map((spec) => {
              const value = t[spec.key] ?? '';
              return (
                <div key={spec.key}>
                  <dt>{common.personalFields[spec.field]}</dt>
                  <dd dir={spec.kind === 'text' ? 'auto' : undefined}>
                    {spec.kind === 'date' && value ? (
                      formatDay(locale, value)
                    ) : spec.kind === 'passport' || spec.kind === 'email' ? (
                      <bdi>{spec.kind === 'passport' ? value.trim().toUpperCase() : value.trim()}</bdi>
                    ) : (
                      value.trim()
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
      <div className="card apply-total">
        <p className="hint">
          {apply.review.sum(
            plural(locale, travellers.length, apply.review.travellerCount),
            formatMoney(locale, price),
          )}
        </p>
        <p>
          {apply.review.total}: <strong>{formatMoney(locale, total)}</strong>
        </p>
      </div>
      <FormAlert error={error} />
      <div className="row apply-actions">
        <button type="button" className="secondary" onClick={onEdit} disabled={busy}>
          {apply.review.edit}
        </button>
        <button type="button" onClick={onSubmit} disabled={busy} aria-busy={busy || undefined}>
          {busy ? apply.review.submitting : apply.review.submit}
        </button>
      </div>
    </div>
  );
}
