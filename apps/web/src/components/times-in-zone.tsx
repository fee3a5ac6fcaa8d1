import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { agencyZoneLabel } from '../lib/i18n/agency-time';
import { useFormatters } from '../lib/i18n/format';

/**
 * "All times are Baghdad time.": said once above a list of times (a request's history, a ticket's
 * messages), so nobody reads them on their own clock (ADR 0033).
 */
export function TimesInZone() {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  return (
    <Typography
      variant="caption"
      component="p"
      color="text.secondary"
      sx={{ m: 0, mb: 1 }}
      data-testid="times-in-zone"
    >
      {t('dates.timesIn', { zone: agencyZoneLabel(locale) })}
    </Typography>
  );
}
