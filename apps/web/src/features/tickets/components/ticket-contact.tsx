import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { localizedPath } from '@visadesk/contract/app-routes';
import type { TicketDetail } from '@visadesk/contract/ticket-replies';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmailText } from '../../../components/email-text';
import { useFormatters } from '../../../lib/i18n/format';
import { MOMENT_FORMAT } from '../dates';

/** Digits and a leading + only: what a tel: link dials. */
const dialable = (phone: string) => phone.replace(/[^\d+]/g, '');

/** Who wrote in and how to reach them: e-mail and phone are links that open the mail app or dial. */
export function TicketContact({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const { locale, formatDate } = useFormatters();
  const rows: [string, ReactNode][] = [
    [t('tickets.fields.name'), <bdi key="name">{ticket.name}</bdi>],
    [
      t('tickets.fields.email'),
      <Link key="email" href={`mailto:${ticket.email}`}>
        <EmailText email={ticket.email} />
      </Link>,
    ],
    [
      t('tickets.fields.phone'),
      ticket.phone ? (
        <Link key="phone" href={`tel:${dialable(ticket.phone)}`} dir="ltr">
          {ticket.phone}
        </Link>
      ) : (
        t('tickets.notGiven')
      ),
    ],
    [
      t('tickets.fields.requestReference'),
      ticket.requestReference ? (
        // The request list searches references: the link shows the request the ticket is about.
        <Link
          key="reference"
          component={RouterLink}
          to={`${localizedPath('/requests/list', locale)}?${new URLSearchParams({ search: ticket.requestReference })}`}
          dir="ltr"
          translate="no"
          sx={{ fontFamily: 'monospace' }}
        >
          {ticket.requestReference}
        </Link>
      ) : (
        t('tickets.notGiven')
      ),
    ],
    [
      t('tickets.fields.account'),
      t(ticket.userId ? 'tickets.account.registered' : 'tickets.account.visitor'),
    ],
    [t('tickets.fields.locale'), t(`tickets.locales.${ticket.locale}`)],
    [t('tickets.fields.createdAt'), formatDate(new Date(ticket.createdAt), MOMENT_FORMAT)],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
