import Box from '@mui/material/Box';
import { type SxProps, type Theme, useTheme } from '@mui/material/styles';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

interface ScrollHintProps {
  children: ReactNode;
  /**
   * Names the scroller as a keyboard-focusable region while its content overflows (arrow keys
   * then scroll it; WCAG 2.1.1). Leave out when the content is focusable itself (chips, buttons):
   * focusing them scrolls them into view.
   */
  regionLabel?: string;
  /** The colour behind the scroller, which the fades blend into. */
  surface?: 'paper' | 'default';
  /** Styles of the scrolling element (e.g. hiding its scrollbar). */
  scrollerSx?: SxProps<Theme>;
  sx?: SxProps<Theme>;
}

interface Edges {
  /** Content hidden past the start (left in English, right in Arabic) / past the end. */
  start: boolean;
  end: boolean;
}

const FADE = 32;

/**
 * A horizontal scroller that shows where content is cut: a fade on each side that has more to
 * scroll to. The sides are the reading direction's start and end, so in Arabic the first fade is
 * on the left (where the rest of a right-to-left row is).
 */
export function ScrollHint({ children, regionLabel, surface = 'paper', scrollerSx, sx }: ScrollHintProps) {
  const rtl = useTheme().direction === 'rtl';
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ start: false, end: false });

  // Before paint, so a phone never shows the first frame without its hint.
  useLayoutEffect(() => {
    const scroller = ref.current;
    if (!scroller) return;
    const update = () => {
      const room = scroller.scrollWidth - scroller.clientWidth;
      // scrollLeft runs 0 → -room in a right-to-left box (current browsers): its size is how far
      // from the start we are either way.
      const from = Math.abs(scroller.scrollLeft);
      const next = { start: room > 1 && from > 1, end: room > 1 && room - from > 1 };
      setEdges((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
    };
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    // The box resizing (rotation, a sidebar) or its content changing (counts arriving, rows).
    const observer = new ResizeObserver(update);
    observer.observe(scroller);
    for (const child of scroller.children) observer.observe(child);
    return () => {
      scroller.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);

  const overflowing = edges.start || edges.end;
  const colour = `var(--mui-palette-background-${surface})`;
  // Inline styles: the RTL stylesheet plugin would flip a `left` written in sx a second time.
  // Each fade: the surface colour softening the cut content, and a shadow along the very edge —
  // visible even when the cut falls between two columns, where a fade alone shows nothing.
  const fade = (side: 'start' | 'end') => {
    const edge = (side === 'start') !== rtl ? 'left' : 'right';
    const inwards = edge === 'left' ? 'right' : 'left';
    return {
      background: [
        `radial-gradient(farthest-side at ${edge} center, rgba(0 0 0 / 0.22), transparent) ${edge} center / 12px 100% no-repeat`,
        `linear-gradient(to ${inwards}, ${colour}, transparent)`,
      ].join(', '),
      opacity: edges[side] ? 1 : 0,
    };
  };

  return (
    <Box sx={[{ position: 'relative', minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box
        ref={ref}
        {...(regionLabel && overflowing ? { role: 'region', 'aria-label': regionLabel, tabIndex: 0 } : {})}
        sx={[
          {
            overflowX: 'auto',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
          },
          ...(Array.isArray(scrollerSx) ? scrollerSx : [scrollerSx]),
        ]}
      >
        {children}
      </Box>
      {(['start', 'end'] as const).map((side) => (
        <Box
          key={side}
          aria-hidden
          data-scroll-fade={side}
          style={fade(side)}
          sx={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            width: FADE,
            pointerEvents: 'none',
            transition: 'opacity 150ms',
            ...(side === 'start' ? { insetInlineStart: 0 } : { insetInlineEnd: 0 }),
          }}
        />
      ))}
    </Box>
  );
}
