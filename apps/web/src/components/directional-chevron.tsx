import { useTheme } from '@mui/material/styles';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

/** A "forward" chevron: points right in LTR and left in RTL. */
export function ForwardChevron({ size = 16 }: { size?: number }) {
  const rtl = useTheme().direction === 'rtl';
  const Icon = rtl ? IconChevronLeft : IconChevronRight;
  return <Icon size={size} stroke={1.75} aria-hidden />;
}
