import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Dashboard } from '@visadesk/contract/dashboard';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ScrollHint } from '../../../components/data-table/scroll-hint';
import { SoftChip } from '../../../components/soft-chip';
import { useFormatters } from '../../../lib/i18n/format';
import { useMoney } from '../../../lib/i18n/money';
import { requestsPath } from '../paths';
import { STATUS_CHIP, statusKey } from '../statuses';
import { EmptyPanel } from './dashboard-card';

const MOMENT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * The newest requests; each reference opens that request in the requests list.
 *
 * On a phone the five columns do not fit. It stays a table that scrolls sideways rather than
 * turning into cards: the columns are few and short, a table keeps the column headers a screen
 * reader announces with each cell, and it reads like the requests list one tap away. What was
 * missing was the hint: a fade on the cut side (start or end, following the language's
 * direction) and, while it overflows, a named region that takes focus for arrow-key scrolling.
 */
export function LatestRequests({ rows }: { rows: Dashboard['latest'] }) {
  const { t } = useTranslation();
  const { locale, formatDate } = useFormatters();
  const money = useMoney();
  if (rows.length === 0) return <EmptyPanel text={t('dashboard.empty.latest')} />;
  return (
    <ScrollHint regionLabel={t('phone.scrollTable')}>
      <Table size="small" aria-label={t('dashboard.latest.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('dashboard.latest.reference')}</TableCell>
            <TableCell>{t('dashboard.latest.applicant')}</TableCell>
            <TableCell>{t('dashboard.latest.status')}</TableCell>
            <TableCell align="right">{t('dashboard.latest.price')}</TableCell>
            <TableCell>{t('dashboard.latest.submitted')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link
                  component={RouterLink}
                  to={requestsPath(locale, { request: row.id })}
                  underline="hover"
                  dir="ltr"
                  translate="no"
                  sx={{ fontFamily: 'monospace', fontWeight: 500 }}
                >
                  {row.reference}
                </Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.fullName ?? '—'}</TableCell>
              <TableCell>
                <SoftChip {...STATUS_CHIP[row.status]} label={t(statusKey(row.status))} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money(row.price)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                {formatDate(new Date(row.createdAt), MOMENT)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollHint>
  );
}
