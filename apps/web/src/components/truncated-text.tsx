import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { type ElementType, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

/** Where the text sits when it fits: the page's start or end, or whatever its container says. */
export type TruncatedAlign = 'start' | 'end' | 'inherit';

export interface TruncatedTextProps {
  /** The whole value: shown cut with "…" when it does not fit, and whole in the tooltip. */
  text: string;
  /**
   * The text's own direction. `auto` (default) for values typed in either script (names, titles):
   * a Latin name in an Arabic list is cut at its own end and keeps its first letters.
   */
  dir?: 'ltr' | 'rtl' | 'auto';
  lang?: string;
  align?: TruncatedAlign;
  /** Lines before the cut; 1 cuts on one line with "…". */
  lines?: number;
  component?: ElementType;
  sx?: SxProps<Theme>;
  /** Anything else the element takes (href, onClick, id … when `component` is a link). */
  [prop: string]: unknown;
  children?: ReactNode;
}

const isCut = (el: HTMLElement) =>
  el.scrollWidth > el.clientWidth + 0.5 || el.scrollHeight > el.clientHeight + 1;

/**
 * Text that may be cut to fit (a list cell, a card title): one way for the whole back office.
 *
 * - It is cut at the end of its own direction (`dir="auto"`), while it stays aligned to the page's
 *   start (or the column's side): the alignment is set inline because the RTL style plugin would
 *   flip a physical `text-align` written in the styles.
 * - When, and only when, it is cut, the whole value shows in a tooltip on hover and on keyboard
 *   focus — its own focus, or that of the grid cell or select holding it (DataGrid focuses cells,
 *   not their content). Escape closes it. The DOM always holds the whole text, so screen readers read it all.
 */
export function TruncatedText({
  text,
  dir = 'auto',
  lang,
  align = 'start',
  lines = 1,
  component = 'span',
  sx,
  children,
  ...rest
}: TruncatedTextProps) {
  const theme = useTheme();
  const ref = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const openIfCut = useCallback(() => {
    if (ref.current && isCut(ref.current)) setOpen(true);
  }, []);

  // Keyboard focus on the cell that holds the text (or on the text itself, when it is a link).
  useEffect(() => {
    const el = ref.current;
    const host = el?.closest<HTMLElement>('[role="gridcell"], [role="combobox"]') ?? el;
    if (!host) return;
    const onFocusIn = () => openIfCut();
    const onFocusOut = (event: FocusEvent) => {
      if (!host.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    host.addEventListener('focusin', onFocusIn);
    host.addEventListener('focusout', onFocusOut);
    return () => {
      host.removeEventListener('focusin', onFocusIn);
      host.removeEventListener('focusout', onFocusOut);
    };
  }, [openIfCut]);

  const physicalStart = theme.direction === 'rtl' ? 'right' : 'left';
  const physicalEnd = theme.direction === 'rtl' ? 'left' : 'right';
  const textAlign = align === 'inherit' ? 'inherit' : align === 'start' ? physicalStart : physicalEnd;
  const oneLine = lines <= 1;

  return (
    <Tooltip
      open={open}
      onOpen={openIfCut}
      onClose={() => setOpen(false)}
      // Described, not labelled: the element's own text already names it in full.
      describeChild
      title={
        <Box component="span" dir={dir} lang={lang} sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {text}
        </Box>
      }
    >
      <Box
        ref={ref}
        component={component}
        dir={dir}
        lang={lang}
        data-truncated-text=""
        {...rest}
        style={{ textAlign }}
        sx={[
          { display: 'block', minWidth: 0, maxWidth: '100%', overflow: 'hidden' },
          oneLine
            ? { textOverflow: 'ellipsis', whiteSpace: 'nowrap' }
            : {
                display: '-webkit-box',
                WebkitBoxOrient: 'vertical',
                WebkitLineClamp: lines,
                overflowWrap: 'anywhere',
              },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        {children ?? text}
      </Box>
    </Tooltip>
  );
}
