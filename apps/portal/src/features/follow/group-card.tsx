import type { ApplicantGroup } from '@visadesk/contract/applicant';
import { Link } from 'react-router';
import { useLocale, useMessages } from '../../lib/locale-context';
import { nameIn, titleIn } from '../../render/names';
import { formatDate, formatMoney, plural } from '../../shared/i18n/format';
import { textLangProps } from '../../shared/i18n/text-lang';
import { payLink } from './pay-link';

/** One application in the list: visa, dates and money, and each traveller's status. */
export function GroupCard({ group }: { group: ApplicantGroup }) {
  const { follow, common } = useMessages();
  const locale = useLocale();
  const t = follow.group;
  const headingId = `g-${group.id}`;
  const pay = payLink(group);
  return (
    <li>
      <article className="card stack" aria-labelledby={headingId} tabIndex={-1}>
        <div className="follow-head">
          <h2 id={headingId}>{titleIn(locale, group.visa)}</h2>
          <p className="hint">
            {nameIn(locale, group.visa.destination)} ·{' '}
            <span dir="ltr" translate="no">
              {group.reference}
            </span>
          </p>
        </div>
        <dl className="facts follow-facts">
          <div>
            <dt>{t.created}</dt>
            <dd>{formatDate(locale, group.createdAt)}</dd>
          </div>
          <div>
            <dt>{t.total}</dt>
            <dd>{formatMoney(locale, group.totalAmount)}</dd>
          </div>
          <div>
            <dt>{t.payment}</dt>
            <dd>
              {group.payment.paid
                ? t.paid
                : group.payment.amountDue > 0
                  ? t.due(formatMoney(locale, group.payment.amountDue))
                  : t.unpaid}
            </dd>
          </div>
        </dl>
        <div>
          <h3>{plural(locale, group.requests.length, t.travellerCount)}</h3>
          <ul className="follow-list">
            {group.requests.map((r) => (
              <li key={r.id}>
                <div className="row">
                  <strong dir="auto">{r.fullName ?? t.noName}</strong>
                  <span className={`status ${r.status}`}>{common.statuses[r.status]}</span>
                </div>
                <span className="hint" dir="ltr" translate="no">
                  {r.reference}
                </span>
                <span className="hint">
                  {t.tracking}{' '}
                  <bdi dir="ltr" translate="no">
                    {r.publicReference}
                  </bdi>
                </span>
                {r.reason ? (
                  <div className="follow-box">
                    <strong>{t.reason}</strong>
                    <p {...textLangProps(r.reasonLang)} className="follow-flush">
                      {r.reason}
                    </p>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
        <div className="row">
          <Link className="button secondary" to={`/applications/${encodeURIComponent(group.reference)}`}>
            {t.open}
            <span className="sr-only" translate="no">
              {' '}
              {group.reference}
            </span>
          </Link>
          {pay ? (
            <Link className="button" to={pay}>
              {t.payNow}
            </Link>
          ) : null}
        </div>
      </article>
    </li>
  );
}
