import Box from '@mui/material/Box';
import type { Dashboard } from '@visadesk/contract/dashboard';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../lib/catalog/labels';
import { useFormatters } from '../../../lib/i18n/format';
import { EmptyPanel } from './dashboard-card';
import { ShareList } from './share-list';

type Destination = Dashboard['topDestinations'][number]['destination'];

/** A flag at 3:2; the ISO code in a box when none was uploaded. */
function Flag({ destination }: { destination: Destination }) {
  const box = { width: 27, height: 18, borderRadius: 0.5, flexShrink: 0 } as const;
  if (destination.flagUrl) {
    return (
      <Box
        component="img"
        src={destination.flagUrl}
        alt=""
        loading="lazy"
        sx={{ ...box, objectFit: 'cover', boxShadow: 1 }}
      />
    );
  }
  return (
    <Box
      aria-hidden
      sx={{
        ...box,
        border: 1,
        borderColor: 'divider',
        fontSize: 10,
        lineHeight: '16px',
        textAlign: 'center',
      }}
    >
      {destination.iso2}
    </Box>
  );
}

/** Where the period's applicants want to go, most requested first. */
export function TopDestinations({ rows }: { rows: Dashboard['topDestinations'] }) {
  const { t } = useTranslation();
  const { locale, formatNumber } = useFormatters();
  if (rows.length === 0) return <EmptyPanel text={t('dashboard.empty.requests')} />;
  const top = Math.max(...rows.map((row) => row.requests));
  const items = rows.map(({ destination, requests }) => ({
    key: destination.id,
    icon: <Flag destination={destination} />,
    label: localizedName(destination, locale),
    value: t('dashboard.destinations.requests', { count: requests, n: formatNumber(requests) }),
    // Against the busiest one: a ranking, not parts of a whole.
    share: (requests / top) * 100,
  }));
  return <ShareList items={items} label={t('dashboard.destinations.title')} />;
}
