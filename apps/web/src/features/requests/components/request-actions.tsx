import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCash } from '@tabler/icons-react';
import type { Locale, RequestStatus } from '@visadesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/session/use-can';
import { statusKey, type TransitionButton, transitionButtons } from '../status';
import { CashPaymentDialog } from './cash-payment-dialog';
import { ReasonDialog } from './reason-dialog';

export interface RequestActionsProps {
  groupId: string;
  reference: string;
  status: RequestStatus;
  /** The detail's allowedTransitions: the only moves offered. */
  allowed: readonly RequestStatus[];
  /** Paid at some point: canceling or rejecting it now refunds the payment. */
  wasPaid: boolean;
  pending: boolean;
  /** The language the applicant reads, offered for the reason. */
  applicantLocale: Locale;
  /** Moves the request (with the reason's language when there is one); resolves to whether it was saved. */
  onMove(to: RequestStatus, reason: string | undefined, reasonLang?: Locale): Promise<boolean>;
}

/** The workflow buttons of one request, plus "Record cash payment" while it waits for payment. */
export function RequestActions({
  groupId,
  reference,
  status,
  allowed,
  wasPaid,
  pending,
  applicantLocale,
  onMove,
}: RequestActionsProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<TransitionButton | null>(null);
  const [paying, setPaying] = useState(false);
  const canRecordCash = useCan('requests.cash-payment');
  const canRefund = useCan('requests.refund');
  // Moves the API would refuse are not offered: a refunding move needs the finance permission.
  const buttons = transitionButtons(status, allowed).filter(
    (b) => canRefund || !wasPaid || (b.to !== 'Canceled' && b.to !== 'Rejected'),
  );
  const canPay = status === 'Requested' && canRecordCash;

  if (buttons.length === 0 && !canPay) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('requests.finalStatus', { status: t(statusKey(status)) })}
      </Typography>
    );
  }

  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {canPay && (
          <Button variant="contained" startIcon={<IconCash size={18} />} onClick={() => setPaying(true)}>
            {t('requests.cash.action')}
          </Button>
        )}
        {buttons.map((button) => (
          <Button
            key={button.to}
            variant={button.variant}
            color={button.color}
            disabled={pending}
            onClick={() => setConfirming(button)}
          >
            {t(button.labelKey)}
          </Button>
        ))}
      </Stack>
      {confirming && (
        <ReasonDialog
          title={t(confirming.labelKey)}
          message={t('requests.confirmMove', {
            reference,
            from: t(statusKey(status)),
            to: t(statusKey(confirming.to)),
          })}
          confirmLabel={t(confirming.labelKey)}
          required={confirming.needsReason}
          color={confirming.to === 'Canceled' ? 'error' : confirming.color}
          pending={pending}
          applicantLocale={applicantLocale}
          onClose={() => setConfirming(null)}
          onConfirm={async (reason, lang) => {
            await (reason ? onMove(confirming.to, reason, lang) : onMove(confirming.to, undefined));
            // Closed either way: after a 409 the request was reloaded and shows its new buttons.
            setConfirming(null);
          }}
        />
      )}
      {paying && (
        <CashPaymentDialog groupId={groupId} reference={reference} onClose={() => setPaying(false)} />
      )}
    </>
  );
}
