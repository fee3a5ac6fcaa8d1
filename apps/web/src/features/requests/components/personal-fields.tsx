import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PERSONAL_FIELDS, type PersonalField } from '@visadesk/contract/enums';
import { PERSONAL_FIELD_KEYS, type RequestDetail } from '@visadesk/contract/requests';
import { useTranslation } from 'react-i18next';
import { EmailText } from '../../../components/email-text';
import { useFormatters } from '../../../lib/i18n/format';
import { DAY_FORMAT, dayToDate } from '../dates';

const DATE_FIELDS = new Set<PersonalField>([
  'DateOfBirth',
  'TravelDate',
  'ReturnDate',
  'PassportExpiry',
  'LastEntry',
]);
// Codes and addresses read left to right in Arabic too.
const LTR_FIELDS = new Set<PersonalField>(['PassportNumber', 'Email']);

/**
 * The twelve personal fields of seed-spec §3 with translated labels: those the visa requires
 * first, then any others the applicant filled in. Required but empty ones say so.
 */
export function PersonalFields({ detail }: { detail: RequestDetail }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const required = new Set(detail.requiredFields);
  const shown = PERSONAL_FIELDS.filter(
    (field) => required.has(field) || detail[PERSONAL_FIELD_KEYS[field]] !== null,
  );

  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        columnGap: 3,
        rowGap: 1.5,
        m: 0,
      }}
    >
      {shown.map((field) => {
        const value = detail[PERSONAL_FIELD_KEYS[field]];
        const text = value && DATE_FIELDS.has(field) ? formatDate(dayToDate(value), DAY_FORMAT) : value;
        return (
          <Box key={field} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {t(`catalog.personalFields.${field}`)}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                // Long values wrap at word ends first (addresses at their dots, see EmailText).
                overflowWrap: 'break-word',
                color: text ? 'text.primary' : 'text.secondary',
              }}
            >
              {/* bdi: each value keeps its own direction, aligned to the page's start. */}
              {field === 'Email' && text ? (
                <EmailText email={text} />
              ) : (
                <bdi
                  dir={LTR_FIELDS.has(field) ? 'ltr' : undefined}
                  translate={LTR_FIELDS.has(field) && text ? 'no' : undefined}
                >
                  {text ?? t('requests.notGiven')}
                </bdi>
              )}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
