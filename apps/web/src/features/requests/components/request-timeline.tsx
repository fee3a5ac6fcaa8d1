import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RequestDetail } from '@visadesk/contract/requests';
import { useTranslation } from 'react-i18next';
import { TimesInZone } from '../../../components/times-in-zone';
import { useFormatters } from '../../../lib/i18n/format';
import { textLangProps } from '../../../lib/i18n/text-lang';
import { MOMENT_FORMAT } from '../dates';
import { STATUS_LOOK, statusKey } from '../status';
import { StatusChip } from './status-chip';

type Entry = RequestDetail['history'][number];

function actorName(t: ReturnType<typeof useTranslation>['t'], actor: Entry['actor']): string {
  if (actor.type === 'system') return t('requests.actor.system');
  const role = t(`requests.actor.${actor.type}`);
  return actor.name ? `${actor.name} (${role})` : role;
}

/** The request's audit trail, newest first: each move with who made it, when, and the reason given. */
export function RequestTimeline({ history }: { history: RequestDetail['history'] }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const entries = [...history].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <>
      <TimesInZone />
      <Box component="ol" aria-label={t('requests.timeline')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {entries.map((entry, index) => {
          const { color } = STATUS_LOOK[entry.to];
          const dot = color === 'default' ? 'text.disabled' : `${color}.main`;
          return (
            <Box
              component="li"
              key={entry.id}
              sx={{
                display: 'grid',
                gridTemplateColumns: '20px 1fr',
                columnGap: 1.5,
                pb: index === entries.length - 1 ? 0 : 2,
              }}
            >
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                <Box
                  sx={{ width: 12, height: 12, mt: 0.5, borderRadius: '50%', bgcolor: dot, flexShrink: 0 }}
                />
                {index < entries.length - 1 && (
                  <Box sx={{ width: 2, flexGrow: 1, bgcolor: 'divider', mt: 0.5 }} />
                )}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
                  {entry.from && (
                    <>
                      <StatusChip status={entry.from} variant="outlined" />
                      <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
                        {/* An arrow pointing the way the line reads. */}
                        <Box
                          component="span"
                          sx={{ display: 'inline-block', '[dir=rtl] &': { transform: 'scaleX(-1)' } }}
                        >
                          →
                        </Box>
                      </Box>
                    </>
                  )}
                  <StatusChip status={entry.to} />
                  <Box component="span" sx={visuallyHidden}>
                    {entry.from
                      ? t('requests.movedFromTo', {
                          from: t(statusKey(entry.from)),
                          to: t(statusKey(entry.to)),
                        })
                      : t('requests.submittedAs', { to: t(statusKey(entry.to)) })}
                  </Box>
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {actorName(t, entry.actor)} · {formatDate(new Date(entry.createdAt), MOMENT_FORMAT)}
                </Typography>
                {entry.note && (
                  // The note's own language and direction: an English reason reads left to right.
                  <Typography
                    variant="body2"
                    {...textLangProps(entry.noteLang)}
                    sx={{ mt: 0.5, whiteSpace: 'pre-wrap', textAlign: 'start' }}
                  >
                    {entry.note}
                  </Typography>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
    </>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
