import type { ApplicantRequestDetail } from '@visadesk/contract/applicant';
import { useLocale, useMessages } from '../../lib/locale-context';
import { agencyZoneLabel } from '../../shared/i18n/agency-time';
import { formatDate } from '../../shared/i18n/format';
import { textLangProps } from '../../shared/i18n/text-lang';

/** The request's steps, oldest first, each with its date, status word and who made it. */
export function Timeline({ detail, headingId }: { detail: ApplicantRequestDetail; headingId: string }) {
  const { follow, common } = useMessages();
  const locale = useLocale();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{follow.timeline.title}</h3>
      <p className="hint">{common.timesIn(agencyZoneLabel(locale))}</p>
      <ol className="follow-timeline">
        {detail.history.length === 0 ? (
          <li>
            <time dateTime={detail.createdAt}>{formatDate(locale, detail.createdAt, true)}</time>
            <span>{follow.timeline.created}</span>
          </li>
        ) : (
          detail.history.map((step) => (
            <li key={`${step.at}-${step.to}`}>
              <time dateTime={step.at}>{formatDate(locale, step.at, true)}</time>
              <span>
                <span className={`status ${step.to}`}>{common.statuses[step.to]}</span>{' '}
                <span className="hint">{follow.timeline.by[step.by]}</span>
              </span>
              {step.note ? <p {...textLangProps(step.noteLang)}>{step.note}</p> : null}
            </li>
          ))
        )}
      </ol>
    </section>
  );
}
