import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { systemPaths } from '@visadesk/contract/paths';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/http/http';

/**
 * Says, on every back-office page, that the payment sandbox plays a provider: a group marked Paid
 * may not have been paid. Production runs it only with PAYMENT_SANDBOX_ACKNOWLEDGE set.
 */
export function PaymentSandboxBanner() {
  const { t } = useTranslation();
  const notices = useQuery({
    queryKey: ['system', 'notices'],
    queryFn: () => api.call(systemPaths.notices),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!notices.data?.paymentSandbox) return null;
  return (
    <Alert severity="warning" role="status" square sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {t(notices.data.production ? 'systemNotices.sandboxProduction' : 'systemNotices.sandboxDemo')}
    </Alert>
  );
}
