import Box from '@mui/material/Box';
import { IconCash, IconCreditCard, IconDeviceMobile } from '@tabler/icons-react';
import type { Transaction } from '@visadesk/contract/transactions';
import { useTranslation } from 'react-i18next';
import { gatewayKey } from '../table-config';

const ICONS = { cash: IconCash, 'qi-card': IconCreditCard, 'zain-cash': IconDeviceMobile } as const;

export function GatewayIcon({ gateway, size = 18 }: { gateway: Transaction['gateway']; size?: number }) {
  const Icon = ICONS[gateway];
  return <Icon size={size} stroke={1.75} aria-hidden />;
}

/** A payment method with its icon: cash at the office, a card (Qi Card) or a wallet (ZainCash). */
export function GatewayLabel({ gateway }: { gateway: Transaction['gateway'] }) {
  const { t } = useTranslation();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" sx={{ display: 'inline-flex', color: 'text.secondary' }}>
        <GatewayIcon gateway={gateway} />
      </Box>
      {t(gatewayKey(gateway))}
    </Box>
  );
}
