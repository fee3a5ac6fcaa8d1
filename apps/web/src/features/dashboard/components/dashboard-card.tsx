import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconChartBarOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface DashboardCardProps {
  title: string;
  /** Shown at the end of the heading row (a link, a total). */
  action?: ReactNode;
  children: ReactNode;
  minHeight?: number;
}

/** A titled panel of the dashboard; a region named by its title for screen readers and tests. */
export function DashboardCard({ title, action, children, minHeight }: DashboardCardProps) {
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ p: 2.5, height: '100%', display: 'flex', flexDirection: 'column', minHeight }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      <Stack sx={{ flexGrow: 1, minHeight: 0 }}>{children}</Stack>
    </Card>
  );
}

/** "Nothing in this period": an honest blank, never a chart of zeros. */
export function EmptyPanel({ text }: { text: string }) {
  return (
    <Stack
      spacing={1}
      sx={{ flexGrow: 1, alignItems: 'center', justifyContent: 'center', color: 'text.secondary', py: 4 }}
    >
      <IconChartBarOff size={32} stroke={1.5} aria-hidden />
      <Typography variant="body2">{text}</Typography>
    </Stack>
  );
}
