import { ApiError, retryKeepsKey } from '@visadesk/client';

import type { Gateway } from '@visadesk/contract';
import { useRef, useState } from 'react';
import { useLocale, useMessages } from '../../lib/locale-context';
import { titleIn } from '../../render/names';
import { formatMoney } from '../../shared/i18n/format';
import { createGroup } from './create-group';
import { DocumentsStep } from './documents-step';
import {
  type ApplyDraft,
  type CreatedGroup,
  createKeyFor,
  loadDraft,
  type StepId,
  withUpload,
} from './draft-storage';
import { PayStep } from './pay-step';
import { ReviewStep } from './review-step';
import { StepFrame, stepsFor } from './steps';
import { serverFieldErrors, toTravellerBodies } from './traveller-fields';
import { type ServerFieldError, TravellerForm } from './traveller-form';
import type { ApplyData } from './use-apply-data';
import { useDraft } from './use-draft';

/** The step to show: before the group exists only the first two, after it only the last two. */
function currentStep(draft: ApplyDraft, steps: StepId[]): StepId {
  if (draft.created)
    return steps.includes(draft.step) && draft.step !== 'travellers' && draft.step !== 'review'
      ? draft.step
      : steps[2]!;
  return draft.step === 'review' && draft.travellers.length > 0 ? 'review' : 'travellers';
}

export function ApplyFlow({ data, userId }: { data: ApplyData; userId: string }) {
  const { visa, rules, nationalities } = data;
  const { apply } = useMessages();
  const locale = useLocale();
  const { draft, latest, update, setTravellers, reset } = useDraft(userId, visa.id);
  const steps = stepsFor(rules.length > 0);
  const step = currentStep(draft, steps);
  const title = titleIn(locale, visa);

  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [serverErrors, setServerErrors] = useState<ServerFieldError[]>();
  const creating = useRef(false);

  const go = (next: StepId) => {
    setError(null);
    update((d) => ({ ...d, step: next }));
  };
  const afterCreate: StepId = rules.length > 0 ? 'documents' : 'pay';
  const adopt = (created: CreatedGroup) =>
    update(({ createKey: _, ...d }) => ({ ...d, created, travellers: [], step: afterCreate }));

  async function submit() {
    if (creating.current) return;
    // Created already (by an earlier answer, or in another tab): never a second group.
    const known = latest.current.created ?? loadDraft(userId, visa.id)?.created;
    if (known) return adopt(known);
    const bodies = toTravellerBodies(latest.current.travellers, visa.requiredFields);
    if (!bodies) return go('travellers');
    creating.current = true;
    setBusy(true);
    setError(null);
    const body = { visaId: visa.id, travellers: bodies };
    // Kept with the draft before sending: if the answer is lost, the same key asks again.
    const createKey = createKeyFor(latest.current, body);
    update((d) => ({ ...d, createKey }));
    try {
      adopt(await createGroup(body, createKey.key));
    } catch (e) {
      // Refused: nothing was created, so a later try is a new request. Unanswered: the same key.
      if (!retryKeepsKey(e)) update(({ createKey: _, ...d }) => d);
      if (e instanceof ApiError && e.status >= 400 && e.status < 500) {
        const { fields } = serverFieldErrors(e.details);
        if (fields.length > 0) {
          setServerErrors(fields);
          go('travellers');
          return;
        }
      }
      setError(e);
    } finally {
      creating.current = false;
      setBusy(false);
    }
  }

  const setUpload = (requestId: string, requirementId: string, doc: ApplyDraft['uploads'][string] | null) =>
    update((d) => ({ ...d, uploads: withUpload(d.uploads, requestId, requirementId, doc) }));

  return (
    <StepFrame
      title={title}
      lead={apply.pricePerTraveller(formatMoney(locale, visa.price))}
      steps={steps}
      step={step}
    >
      {step === 'travellers' ? (
        <>
          <TravellerForm
            requiredFields={visa.requiredFields}
            nationalities={nationalities}
            initial={draft.travellers}
            onChange={setTravellers}
            onNext={(travellers) => {
              setServerErrors(undefined);
              update((d) => ({ ...d, travellers, step: 'review' }));
            }}
            serverErrors={serverErrors}
          />
          <p className="hint">{apply.saved}</p>
        </>
      ) : null}
      {step === 'review' ? (
        <ReviewStep
          requiredFields={visa.requiredFields}
          nationalities={nationalities}
          travellers={draft.travellers}
          price={visa.price}
          busy={busy}
          error={error}
          onEdit={() => go('travellers')}
          onSubmit={submit}
        />
      ) : null}
      {step === 'documents' && draft.created ? (
        <DocumentsStep
          created={draft.created}
          rules={rules}
          uploads={draft.uploads}
          onUpload={setUpload}
          onNext={() => go('pay')}
        />
      ) : null}
      {step === 'pay' && draft.created ? (
        <PayStep
          created={draft.created}
          gateway={draft.gateway}
          onGateway={(gateway: Gateway) => update((d) => ({ ...d, gateway }))}
          onBack={rules.length > 0 ? () => go('documents') : undefined}
          onStartNew={reset}
        />
      ) : null}
    </StepFrame>
  );
}
