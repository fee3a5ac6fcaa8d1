import type { RequestStatus } from '@visadesk/contract';
import { agencyZoneLabel } from '../shared/i18n/agency-time';
import { formatDate, formatNumber } from '../shared/i18n/format';
import { type Locale, localePath } from '../shared/i18n/locale';
import { messagesFor } from '../shared/i18n/messages';
import { titleIn } from './names';

export interface TrackResult {
  reference: string;
  visa: { titleEn: string; titleAr: string };
  status: RequestStatus;
  updatedAt: string;
}

export interface TrackData {
  reference: string;
  secret: string;
  /** `limited`: too many lookups for this reference, email or address (429). */
  outcome: 'form' | 'invalid' | 'not-found' | 'limited' | 'found';
  result?: TrackResult;
  /** Seconds until a limited lookup may try again (the page's Retry-After). */
  retryAfter?: string | undefined;
}

/** The tracking form (GET, works without JavaScript) and, once asked, what was found. */
export function TrackPage({ locale, data }: { locale: Locale; data: TrackData }) {
  const { track, common } = messagesFor(locale);
  const problems: Partial<Record<TrackData['outcome'], string>> = {
    invalid: track.invalid,
    'not-found': track.notFound,
    limited: track.limited,
  };
  const problem = problems[data.outcome] ?? null;
  return (
    <div className="stack">
      <h1>{track.title}</h1>
      <p className="lead">{track.lead}</p>
      <form className="card" method="get" action={localePath(locale, '/track')}>
        <div className="field">
          <label htmlFor="reference">{track.reference}</label>
          <input
            id="reference"
            name="reference"
            required
            maxLength={40}
            autoComplete="off"
            dir="ltr"
            defaultValue={data.reference}
            aria-describedby="reference-hint"
            aria-invalid={problem ? true : undefined}
          />
          <span className="hint" id="reference-hint">
            {track.referenceHint(formatNumber(locale, 15))}{' '}
            <bdi dir="ltr" translate="no">
              K7QM4-XTR9H-CP2WD
            </bdi>
          </span>
        </div>
        <div className="field">
          <label htmlFor="secret">{track.secret}</label>
          <input
            id="secret"
            name="secret"
            required
            maxLength={254}
            autoComplete="off"
            dir="ltr"
            defaultValue={data.secret}
            aria-invalid={problem ? true : undefined}
          />
        </div>
        <button type="submit">{track.submit}</button>
      </form>
      {problem ? (
        <p className="notice error" role="alert">
          {problem}
        </p>
      ) : null}
      {data.result ? (
        <section className="card" aria-labelledby="result-heading">
          <h2 id="result-heading" dir="ltr" translate="no">
            {data.result.reference}
          </h2>
          <dl className="facts">
            <div>
              <dt>{track.status}</dt>
              <dd>
                <span className={`status ${data.result.status}`}>{common.statuses[data.result.status]}</span>
              </dd>
            </div>
            <div>
              <dt>{track.visa}</dt>
              <dd>{titleIn(locale, data.result.visa)}</dd>
            </div>
            <div>
              <dt>{track.updated}</dt>
              <dd>
                {formatDate(locale, data.result.updatedAt, true)} ({agencyZoneLabel(locale)})
              </dd>
            </div>
          </dl>
          <p>
            <a href={localePath(locale, '/applications')}>{track.signInForMore}</a>
          </p>
        </section>
      ) : null}
    </div>
  );
}
