import type { ApplicantRequestDetail } from '@visadesk/contract/applicant';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../lib/locale-context';
import { isolate } from '../../shared/i18n/format';
import { FollowAlert } from './follow-alert';
import { cancelRequest } from './follow-api';

interface Props {
  detail: ApplicantRequestDetail;
  name: string;
  onCanceled: (next: ApplicantRequestDetail) => void;
}

/** Cancel in two steps: the button opens an inline question; Escape or "keep it" closes it. */
export function CancelRequest({ detail, name, onCanceled }: Props) {
  const { follow } = useMessages();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    // Focus follows the step: onto "keep it" when asked, back to the button when closed.
    if (asking) keepRef.current?.focus();
    else if (wasAsking.current) openRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!detail.allowedTransitions.includes('Canceled')) return null;

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      onCanceled(await cancelRequest(detail.id, detail.version));
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  if (!asking) {
    return (
      <div>
        <button ref={openRef} type="button" className="danger" onClick={() => setAsking(true)}>
          {follow.cancel.button}
        </button>
      </div>
    );
  }
  const questionId = `cancel-${detail.id}`;
  return (
    <fieldset
      className="notice warn follow-confirm"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !busy) setAsking(false);
      }}
    >
      <legend id={questionId}>{follow.cancel.question(isolate(name))}</legend>
      {detail.status !== 'Requested' ? <p>{follow.cancel.refundNote}</p> : null}
      <FollowAlert error={error} />
      <div className="row">
        <button
          type="button"
          className="danger"
          onClick={confirm}
          disabled={busy}
          aria-busy={busy}
          aria-describedby={questionId}
        >
          {busy ? follow.cancel.busy : follow.cancel.confirm}
        </button>
        <button
          ref={keepRef}
          type="button"
          className="secondary"
          onClick={() => setAsking(false)}
          disabled={busy}
        >
          {follow.cancel.keep}
        </button>
      </div>
    </fieldset>
  );
}
