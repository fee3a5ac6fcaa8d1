import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { TruncatedText } from '../../../components/truncated-text';

export interface ShareItem {
  key: string;
  icon: ReactNode;
  label: string;
  /** The figure shown at the end (formatted). */
  value: string;
  /** A second, smaller figure under the value. */
  detail?: string;
  /** Its part of the whole, 0–100: the bar's length. */
  share: number;
}

/**
 * Ranked rows with a bar each (revenue by gateway, top destinations). Plain HTML rather than a
 * chart: a few labelled rows read better, and bars grow from the start side in both directions.
 */
export function ShareList({ items, label }: { items: readonly ShareItem[]; label: string }) {
  return (
    <Stack component="ul" aria-label={label} spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <Box component="li" key={item.key}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, mb: 0.75 }}>
            <Box sx={{ display: 'inline-flex', color: 'text.secondary', flexShrink: 0 }}>{item.icon}</Box>
            <TruncatedText text={item.label} sx={{ typography: 'body2', flexGrow: 1, fontWeight: 500 }} />
            <Stack sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {item.value}
              </Typography>
              {item.detail && (
                <Typography variant="caption" color="text.secondary">
                  {item.detail}
                </Typography>
              )}
            </Stack>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={item.share}
            aria-hidden
            sx={{ height: 6, borderRadius: 3 }}
          />
        </Box>
      ))}
    </Stack>
  );
}
