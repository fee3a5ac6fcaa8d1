import type { ApplicantRequestDetail } from '@visadesk/contract/applicant';
import { useEffect, useRef, useState } from 'react';
import { useLocale, useMessages } from '../../lib/locale-context';
import { nameIn, titleIn } from '../../render/names';
import { formatDate, formatMoney } from '../../shared/i18n/format';
import { textLangProps } from '../../shared/i18n/text-lang';
import { CancelRequest } from './cancel-request';
import { Documents } from './documents';
import { FixForm } from './fix-form';
import { loadRequest } from './follow-api';
import { Timeline } from './timeline';

interface Props {
  detail: ApplicantRequestDetail;
  onChange: (next: ApplicantRequestDetail) => void;
  /** Several visas can share a page only through different groups; show the visa when asked. */
  showVisa?: boolean;
}

/** One traveller of the application: status, the staff's reason, the fix form, documents, history. */
export function TravellerSection({ detail, onChange, showVisa = false }: Props) {
  const { follow, common } = useMessages();
  const locale = useLocale();
  const t = follow.detail;
  const [done, setDone] = useState<{ tone: 'ok' | 'warn'; text: string } | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const name = detail.fullName ?? detail.fullQuadrupleName ?? follow.group.noName;
  const id = `r-${detail.id}`;

  useEffect(() => {
    // The form that had focus is gone once the request moved on: the notice takes it.
    if (done) doneRef.current?.focus();
  }, [done]);

  const reload = async () => {
    try {
      const next = await loadRequest(detail.id);
      onChange(next);
      return next;
    } catch {
      return null;
    }
  };
  const refresh = async () => {
    await reload();
  };

  const reasonTitle = detail.status === 'Rejected' ? t.reasonRejected : t.reasonModified;
  const documents = <Documents detail={detail} headingId={`${id}-docs`} onChanged={refresh} />;
  return (
    <section className="card stack" id={detail.reference} aria-labelledby={`${id}-name`}>
      <div className="row follow-head">
        <h2 id={`${id}-name`} dir="auto">
          {name}
        </h2>
        <span className={`status ${detail.status}`}>{common.statuses[detail.status]}</span>
      </div>
      <dl className="facts follow-facts">
        <div className="follow-ref">
          <dt>{t.requestReference}</dt>
          <dd dir="ltr" translate="no">
            {detail.reference}
          </dd>
        </div>
        <div className="follow-ref">
          <dt>{t.trackingReference}</dt>
          <dd dir="ltr" translate="no">
            {detail.publicReference}
          </dd>
        </div>
        {showVisa ? (
          <div>
            <dt>{t.visa}</dt>
            <dd>{titleIn(locale, detail.visa)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t.nationality}</dt>
          <dd>{nameIn(locale, detail.nationality)}</dd>
        </div>
        <div>
          <dt>{t.price}</dt>
          <dd>{formatMoney(locale, detail.price)}</dd>
        </div>
        <div>
          <dt>{t.updated}</dt>
          <dd>{formatDate(locale, detail.updatedAt, true)}</dd>
        </div>
      </dl>
      {done ? (
        <p ref={doneRef} tabIndex={-1} className={`notice ${done.tone}`} role="status">
          {done.text}
        </p>
      ) : null}
      {detail.reason ? (
        <div className={`notice ${detail.status === 'Rejected' ? 'error' : 'warn'}`}>
          <h3>
            {reasonTitle}
            {detail.reasonLang && detail.reasonLang !== locale ? (
              <span className="hint"> ({t.writtenIn[detail.reasonLang]})</span>
            ) : null}
          </h3>
          <p {...textLangProps(detail.reasonLang)}>{detail.reason}</p>
        </div>
      ) : null}
      {detail.refund ? <RefundNote refund={detail.refund} /> : null}
      {detail.status === 'Requested' ? <p className="hint">{t.unpaidNote}</p> : null}
      {detail.status === 'Modified' ? (
        <FixForm
          key={detail.version}
          detail={detail}
          reload={reload}
          onUpdated={(next, how) => {
            const text = { resubmitted: follow.fix.done, stale: follow.fix.stale, moved: follow.fix.notNow }[
              how
            ];
            setDone({ tone: how === 'resubmitted' ? 'ok' : 'warn', text });
            onChange(next);
          }}
        >
          {documents}
        </FixForm>
      ) : (
        documents
      )}
      <Timeline detail={detail} headingId={`${id}-history`} />
      <CancelRequest
        detail={detail}
        name={name}
        onCanceled={(next) => {
          setDone({ tone: 'ok', text: follow.cancel.done });
          onChange(next);
        }}
      />
    </section>
  );
}

function RefundNote({ refund }: { refund: NonNullable<ApplicantRequestDetail['refund']> }) {
  const { follow } = useMessages();
  const locale = useLocale();
  const amount = formatMoney(locale, refund.amount);
  const text =
    refund.status === 'sent'
      ? follow.detail.refundSent(amount)
      : refund.status === 'failed'
        ? follow.detail.refundFailed(amount)
        : follow.detail.refund(amount);
  return <p className="notice">{text}</p>;
}
