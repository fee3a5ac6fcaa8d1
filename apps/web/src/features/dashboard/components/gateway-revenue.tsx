import { IconCash, IconCreditCard, IconDeviceMobile } from '@tabler/icons-react';
import type { Dashboard } from '@visadesk/contract/dashboard';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/i18n/format';
import { useMoney } from '../../../lib/i18n/money';
import { EmptyPanel } from './dashboard-card';
import { ShareList } from './share-list';

const ICONS = { cash: IconCash, 'qi-card': IconCreditCard, 'zain-cash': IconDeviceMobile } as const;

/** Money received per payment method: whichever gateways the API reports (cash today). */
export function GatewayRevenue({ rows }: { rows: Dashboard['revenueByGateway'] }) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const money = useMoney();
  const total = rows.reduce((sum, row) => sum + row.amount, 0);
  if (rows.length === 0 || total === 0) return <EmptyPanel text={t('dashboard.empty.revenue')} />;

  const items = [...rows]
    .sort((a, b) => b.amount - a.amount)
    .map((row) => {
      const Icon = ICONS[row.gateway];
      return {
        key: row.gateway,
        icon: <Icon size={20} stroke={1.75} aria-hidden />,
        label: t(`dashboard.gateways.${row.gateway}`),
        value: money(row.amount),
        detail: t('dashboard.gateway.payments', { count: row.count, n: formatNumber(row.count) }),
        share: (row.amount / total) * 100,
      };
    });
  return <ShareList items={items} label={t('dashboard.gateway.title')} />;
}
