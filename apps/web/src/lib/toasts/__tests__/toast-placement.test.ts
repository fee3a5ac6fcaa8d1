import { describe, expect, it } from 'vitest';
import { HEADER_END_RESERVE, placementStyle, toastPlacement } from '../toast-placement';

describe('toast placement', () => {
  it('goes beside a drawer, on the side opposite it, as wide as the strip allows', () => {
    // 1440 px, a 1040 px drawer on the right (English) and on the left (Arabic).
    expect(toastPlacement(1440, { left: 400, width: 1040 })).toEqual({
      kind: 'beside-drawer',
      side: 'left',
      width: 360,
    });
    expect(toastPlacement(1440, { left: 0, width: 1040 })).toEqual({
      kind: 'beside-drawer',
      side: 'right',
      width: 360,
    });
    // 1280 px: a narrower strip, a narrower notice.
    expect(toastPlacement(1280, { left: 0, width: 1040 })).toMatchObject({
      kind: 'beside-drawer',
      side: 'right',
      width: 208,
    });
  });

  it('sits over the start of a full-width drawer header, leaving its close button free', () => {
    const placement = toastPlacement(390, { left: 0, width: 390 });
    expect(placement).toEqual({ kind: 'drawer-header' });
    expect(placementStyle(placement, true).style).toMatchObject({ right: 8, left: HEADER_END_RESERVE });
    expect(placementStyle(placement, false).style).toMatchObject({ left: 8, right: HEADER_END_RESERVE });
  });

  it('uses the app bar band on desktop pages and the bottom on phone pages', () => {
    expect(toastPlacement(1440, null)).toEqual({ kind: 'app-bar' });
    expect(toastPlacement(390, null)).toEqual({ kind: 'phone-bottom' });
  });
});
