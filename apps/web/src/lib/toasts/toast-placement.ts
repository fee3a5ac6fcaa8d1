import type { CSSProperties } from 'react';

/**
 * Where notices go so that they never sit on a control (ADR: see docs/decisions, toast placement).
 *
 * - A side drawer open with room beside it (desktop): in that free strip, on the side opposite the
 *   drawer, as wide as the strip allows — the drawer's own header and Workflow buttons stay clear.
 * - A drawer open with no room beside it (phone, full width): over the start of the drawer's sticky
 *   header, where only its title and status are (the status is announced by the drawer itself);
 *   the header's end keeps its close button, so it is left free.
 * - No drawer, desktop: centred in the app bar's band, whose middle holds no control.
 * - No drawer, phone: at the bottom, the usual place for a phone's notice, away from the app bar.
 */
export type ToastPlacement =
  | { kind: 'beside-drawer'; side: 'left' | 'right'; width: number }
  | { kind: 'drawer-header' }
  | { kind: 'app-bar' }
  | { kind: 'phone-bottom' };

const OFFSET = 16;
/** The narrowest a notice may be and still read well (two or three short lines; 208 px at 1280). */
export const MIN_TOAST_WIDTH = 200;
const MAX_TOAST_WIDTH = 360;
/** Left free at the header's end for the drawer's close button (40 px button + 24 px padding). */
export const HEADER_END_RESERVE = 64;
/** Phones: below MUI's `sm`. */
const PHONE_MAX = 599;

export interface DrawerBox {
  left: number;
  width: number;
}

export function toastPlacement(viewportWidth: number, drawer: DrawerBox | null): ToastPlacement {
  if (drawer) {
    const freeLeft = drawer.left;
    const freeRight = viewportWidth - drawer.left - drawer.width;
    const side = freeLeft >= freeRight ? 'left' : 'right';
    const free = Math.max(freeLeft, freeRight);
    if (free >= MIN_TOAST_WIDTH + 2 * OFFSET)
      return { kind: 'beside-drawer', side, width: Math.min(MAX_TOAST_WIDTH, free - 2 * OFFSET) };
    return { kind: 'drawer-header' };
  }
  return viewportWidth <= PHONE_MAX ? { kind: 'phone-bottom' } : { kind: 'app-bar' };
}

/** react-toastify's position (its enter animation) and the container's inline style. */
export function placementStyle(
  placement: ToastPlacement,
  rtl: boolean,
): { position: 'top-left' | 'top-right' | 'top-center' | 'bottom-center'; style: CSSProperties } {
  // Inline styles: they beat the library's phone media query, and no RTL style plugin flips them.
  const reset: CSSProperties = {
    top: 'auto',
    bottom: 'auto',
    left: 'auto',
    right: 'auto',
    transform: 'none',
  };
  const compact = {
    '--toastify-toast-min-height': '48px',
    '--toastify-toast-width': '100%',
  } as CSSProperties;
  switch (placement.kind) {
    case 'beside-drawer':
      return {
        position: placement.side === 'left' ? 'top-left' : 'top-right',
        style: { ...reset, ...compact, top: OFFSET, [placement.side]: OFFSET, width: placement.width },
      };
    case 'drawer-header': {
      // The header's start is the right side in Arabic; its end (the close button) stays free.
      const start = rtl ? 'right' : 'left';
      const end = rtl ? 'left' : 'right';
      return {
        position: 'top-center',
        style: { ...reset, ...compact, top: 4, [start]: 8, [end]: HEADER_END_RESERVE, width: 'auto' },
      };
    }
    case 'app-bar':
      return {
        position: 'top-center',
        style: {
          ...reset,
          ...compact,
          top: 8,
          left: '50%',
          transform: 'translateX(-50%)',
          width: MAX_TOAST_WIDTH,
        },
      };
    case 'phone-bottom':
      return {
        position: 'bottom-center',
        style: { ...reset, ...compact, bottom: 8, left: 8, right: 8, width: 'auto' },
      };
  }
}
