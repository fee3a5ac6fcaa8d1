/**
 * WCAG 2.x contrast arithmetic, so the theme's colours are derived from the brand colours rather
 * than guessed: text needs 4.5:1 against what is behind it (WCAG 1.4.3), controls 3:1 (1.4.11).
 */
type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

export const toHex = (rgb: Rgb) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The contrast ratio of two opaque colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [l1, l2] = [luminance(parseHex(a)), luminance(parseHex(b))].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

/** `top` at `alpha` painted over the opaque `bottom` (a tinted chip or a selected row on paper). */
export function over(top: string, alpha: number, bottom: string): string {
  const t = parseHex(top);
  const b = parseHex(bottom);
  return toHex(t.map((c, i) => c * alpha + b[i]! * (1 - alpha)) as Rgb);
}

const mix = (from: string, to: string, amount: number) => over(to, amount, from);

/**
 * The least change of `colour` toward black (`toward: 'dark'`) or white that makes every check
 * pass; each check gets the candidate and returns its ratio and the ratio it needs.
 */
export function shadeUntil(
  colour: string,
  toward: 'dark' | 'light',
  checks: ((candidate: string) => [ratio: number, needed: number])[],
): string {
  const end = toward === 'dark' ? '#000000' : '#FFFFFF';
  for (let step = 0; step <= 100; step++) {
    const candidate = mix(colour, end, step / 100);
    if (
      checks.every((check) => {
        const [ratio, needed] = check(candidate);
        return ratio >= needed;
      })
    )
      return candidate;
  }
  return end;
}
