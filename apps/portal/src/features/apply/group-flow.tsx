import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLocale, useMessages } from '../../lib/locale-context';
import { useTitle } from '../../lib/use-title';
import { titleIn } from '../../render/names';
import { formatMoney } from '../../shared/i18n/format';
import { DocumentsStep } from './documents-step';
import { type StepId, uploadKey, withUpload } from './draft-storage';
import { PayStep } from './pay-step';
import { StepFrame, stepsFor } from './steps';
import type { GroupData } from './use-group-data';

/**
 * An application submitted before, opened from My applications (/apply/:visaId?group=REF): its
 * documents and payment steps on what the API has, with nothing kept in the browser's draft.
 */
export function GroupFlow({ data }: { data: GroupData }) {
  const { apply } = useMessages();
  const locale = useLocale();
  const navigate = useNavigate();
  const { group, created, rules } = data;
  const [uploads, setUploads] = useState(data.uploads);
  const [gateway, setGateway] = useState(data.gateway);
  const complete = created.requests.every((r) => rules.every((rule) => uploads[uploadKey(r.id, rule.id)]));
  // Documents first while one is missing; with all of them in, straight to paying.
  const [step, setStep] = useState<StepId>(rules.length > 0 && !complete ? 'documents' : 'pay');
  const title = titleIn(locale, group.visa);

  return (
    <StepFrame
      title={title}
      lead={apply.pricePerTraveller(formatMoney(locale, data.price))}
      steps={stepsFor(rules.length > 0)}
      step={step}
    >
      {step === 'documents' ? (
        <DocumentsStep
          created={created}
          rules={rules}
          uploads={uploads}
          onUpload={(requestId, requirementId, doc) =>
            setUploads((u) => withUpload(u, requestId, requirementId, doc))
          }
          onNext={() => setStep('pay')}
        />
      ) : (
        <PayStep
          created={created}
          gateway={gateway}
          onGateway={setGateway}
          onBack={rules.length > 0 ? () => setStep('documents') : undefined}
          onStartNew={() => navigate(`/apply/${group.visa.id}`)}
        />
      )}
    </StepFrame>
  );
}

/** A group with nothing left to pay (paid meanwhile, or every traveller canceled). */
export function GroupSettled({ data }: { data: GroupData }) {
  const { apply, common } = useMessages();
  const locale = useLocale();
  const { group } = data;
  const title = titleIn(locale, group.visa);
  useTitle(title);
  return (
    <div className="stack apply">
      <h1>{title}</h1>
      <p className="notice warn">{group.payment.paid ? apply.pay.alreadyPaid : apply.pay.nothingDue}</p>
      <div className="row">
        <Link className="button" to={`/applications/${encodeURIComponent(group.reference)}`}>
          {apply.openApplication}
        </Link>
        <Link className="button secondary" to="/applications">
          {common.nav.applications}
        </Link>
      </div>
    </div>
  );
}
