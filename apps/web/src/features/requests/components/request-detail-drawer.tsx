import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconX } from '@tabler/icons-react';
import type { RequestDetail } from '@visadesk/contract/requests';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailText } from '../../../components/email-text';
import { Latin } from '../../../components/latin';
import { localizedName, localizedTitle } from '../../../lib/catalog/labels';
import { useFormatters } from '../../../lib/i18n/format';
import { textLangProps } from '../../../lib/i18n/text-lang';
import { toastSuccess } from '../../../lib/toasts/toasts';
import { useRequest } from '../api/get-request';
import { MOMENT_FORMAT } from '../dates';
import { useRequestPatch } from '../hooks/use-request-patch';
import { statusKey } from '../status';
import { PersonalFields } from './personal-fields';
import { RequestActions } from './request-actions';
import { RequestAssignment } from './request-assignment';
import { RequestDocuments } from './request-documents';
import { RequestNotes } from './request-notes';
import { RequestTimeline } from './request-timeline';
import { StatusChip } from './status-chip';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** One request, opened from the list (`?request=<id>`): everything staff need to handle it. */
export function RequestDetailDrawer({
  requestId,
  onClose,
}: {
  requestId: string | undefined;
  onClose(): void;
}) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={Boolean(requestId)}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', md: 'min(1040px, 92vw)' }, bgcolor: 'background.default' },
        },
      }}
    >
      {requestId && <DetailBody requestId={requestId} titleId={titleId} onClose={onClose} />}
    </Drawer>
  );
}

function DetailBody({
  requestId,
  titleId,
  onClose,
}: {
  requestId: string;
  titleId: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const query = useRequest(requestId);
  const detail = query.data;
  return (
    <>
      <Box
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          px: 3,
          py: 1.5,
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
        }}
      >
        <Typography
          id={titleId}
          variant="h6"
          component="h2"
          dir="ltr"
          translate={detail ? 'no' : undefined}
          sx={{ fontFamily: 'monospace' }}
        >
          {detail?.reference ?? t('requests.detailTitle')}
        </Typography>
        {/* A live region: the new status is announced after each move (toasts are outside the modal). */}
        <Box role="status" aria-live="polite">
          {detail && <StatusChip status={detail.status} size="medium" />}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <IconButton aria-label={t('ui.close')} onClick={onClose} edge="end">
          <IconX size={20} />
        </IconButton>
      </Box>
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        {query.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void query.refetch()}>
                {t('ui.table.retry')}
              </Button>
            }
          >
            {t('requests.loadFailed')}
          </Alert>
        )}
        {query.isPending && <DetailSkeleton />}
        {detail && <DetailContent detail={detail} />}
      </Box>
    </>
  );
}

function DetailSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true">
      <Skeleton variant="rounded" height={96} />
      <Skeleton variant="rounded" height={220} />
      <Skeleton variant="rounded" height={160} />
    </Stack>
  );
}

function DetailContent({ detail }: { detail: RequestDetail }) {
  const { t } = useTranslation();
  const { locale, formatDate, formatNumber } = useFormatters();
  const { patch, pending } = useRequestPatch(detail);

  const summary = [
    [t('requests.fields.visa'), localizedTitle(detail.visa, locale)],
    [t('requests.fields.destination'), localizedName(detail.destination, locale)],
    [t('requests.fields.nationality'), localizedName(detail.nationality, locale)],
    [
      t('requests.fields.applicant'),
      <>
        <bdi>{detail.applicant.fullName}</bdi> · <EmailText email={detail.applicant.email} />
      </>,
    ],
    // References are written as typed (Latin), whatever the page's digits: translate="no".
    [t('requests.fields.group'), <Latin key="group">{detail.groupReference}</Latin>],
    // What the applicant tracks with; staff read it out to a caller in its groups of five.
    [t('requests.fields.publicReference'), <Latin key="public">{detail.publicReference}</Latin>],
    [
      t('requests.fields.price'),
      formatNumber(detail.price, { style: 'currency', currency: 'IQD', maximumFractionDigits: 0 }),
    ],
    [t('requests.fields.submittedAt'), formatDate(new Date(detail.createdAt), MOMENT_FORMAT)],
  ] as const;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
      }}
    >
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Section title={t('requests.sections.summary')}>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}
          >
            {summary.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'break-word' }}>
                  {typeof value === 'string' ? <bdi>{value}</bdi> : value}
                </Typography>
              </Box>
            ))}
          </Box>
          {detail.reason && (
            <Alert severity={detail.status === 'Rejected' ? 'error' : 'warning'} sx={{ mt: 1.5 }}>
              <strong>{t('requests.reasonFor', { status: t(statusKey(detail.status)) })}</strong>{' '}
              <bdi {...textLangProps(detail.reasonLang)}>{detail.reason}</bdi>
            </Alert>
          )}
        </Section>
        <Section title={t('requests.sections.personal')}>
          <PersonalFields detail={detail} />
        </Section>
        <Section title={t('requests.sections.documents')}>
          <RequestDocuments detail={detail} />
        </Section>
      </Stack>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Section title={t('requests.sections.actions')}>
          <RequestActions
            groupId={detail.groupId}
            reference={detail.reference}
            status={detail.status}
            allowed={detail.allowedTransitions}
            wasPaid={detail.history.some((h) => h.to === 'Paid')}
            pending={pending}
            applicantLocale={detail.applicant.locale}
            onMove={async (to, reason, reasonLang) => {
              const saved = await patch({ status: to, reason, reasonLang });
              if (saved)
                toastSuccess(t('requests.moved', { reference: detail.reference, status: t(statusKey(to)) }));
              return saved;
            }}
          />
        </Section>
        <Section title={t('requests.sections.assignment')}>
          <RequestAssignment
            assigned={detail.assignedAdmin}
            pending={pending}
            onAssign={(assignedAdminId) => patch({ assignedAdminId })}
          />
        </Section>
        <Section title={t('requests.timeline')}>
          <RequestTimeline history={detail.history} />
        </Section>
        <Section title={t('requests.sections.notes')}>
          <RequestNotes notes={detail.notes} pending={pending} onAdd={(note) => patch({ note })} />
        </Section>
      </Stack>
    </Box>
  );
}
