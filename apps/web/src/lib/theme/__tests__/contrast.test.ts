import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrast, over } from '../contrast';
import { getTheme, LIGHT_PRIMARY, TINT_ALPHA } from '../theme';

const COLOURS = ['primary', 'success', 'info', 'warning', 'error'] as const;
// With CSS variables the built theme keeps each scheme's palette (not in `Theme`'s type).
const theme = getTheme('ltr') as ReturnType<typeof getTheme> & {
  colorSchemes: Record<'light' | 'dark', { palette: ReturnType<typeof getTheme>['palette'] } | undefined>;
};
const scheme = (mode: 'light' | 'dark') => {
  const palette = theme.colorSchemes[mode]?.palette;
  if (!palette) throw new Error(`no ${mode} palette`);
  return palette;
};

/** `rgba(0, 0, 0, 0.6)` or `#RRGGBB` painted over an opaque background, as a hex colour. */
function paint(colour: string, background: string): string {
  const rgba = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(colour);
  if (!rgba) return colour;
  const hex = `#${[rgba[1], rgba[2], rgba[3]].map((c) => Number(c).toString(16).padStart(2, '0')).join('')}`;
  return over(hex, Number(rgba[4] ?? 1), background);
}

describe('the theme reaches WCAG AA contrast in both schemes', () => {
  for (const mode of ['light', 'dark'] as const) {
    const p = scheme(mode);
    const paper = p.background.paper;
    for (const name of COLOURS) {
      it(`${mode}: ${name} — filled (text on the colour) and soft (its text shade on its tint)`, () => {
        const c = p[name];
        expect(
          contrast(c.main, paint(c.contrastText, c.main)),
          `${c.contrastText} on ${c.main}`,
        ).toBeGreaterThanOrEqual(4.5);
        const text = mode === 'light' ? c.dark : c.light;
        // Soft chips sit on cards (paper) and on the page itself (the status filters).
        for (const background of [paper, p.background.default]) {
          const tint = over(c.main, TINT_ALPHA, background);
          expect(contrast(text, tint), `${text} on ${tint}`).toBeGreaterThanOrEqual(4.5);
        }
      });
    }
    it(`${mode}: primary as link text on paper and as the selected menu item's text on its tint`, () => {
      const main = p.primary.main;
      expect(contrast(main, paper)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(main, over(main, TINT_ALPHA, paper))).toBeGreaterThanOrEqual(4.5);
    });
    it(`${mode}: secondary text on paper and on the page background`, () => {
      for (const background of [paper, p.background.default]) {
        const text = paint(p.text.secondary, background);
        expect(contrast(text, background), `${p.text.secondary} on ${background}`).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    });
  }
});

describe('the pages without MUI (styles/tokens.css) reach the same contrast', () => {
  const css = readFileSync(join(__dirname, '../../../styles/tokens.css'), 'utf8');
  const block = (selector: string) => {
    const body = css.slice(css.indexOf(selector)).split('}')[0] ?? '';
    return Object.fromEntries(
      [...body.matchAll(/--(vd-[\w-]+):\s*(#[0-9a-f]{3,6})\s*;/gi)].map((m) => [m[1], m[2]]),
    ) as Record<string, string>;
  };
  const light = block(':root {');
  const dark = { ...light, ...block(':root[data-mui-color-scheme="dark"]') };

  it('uses the primary the theme derives', () => {
    expect(light['vd-primary']?.toUpperCase()).toBe(LIGHT_PRIMARY);
  });
  for (const [mode, v] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    it(`${mode}: button text, error text and body text`, () => {
      const pairs: [string, string][] = [
        ['vd-on-primary', 'vd-primary'],
        ['vd-on-primary', 'vd-primary-hover'],
        ['vd-error', 'vd-paper'],
        ['vd-error', 'vd-bg'],
        ['vd-text', 'vd-paper'],
        ['vd-text-2', 'vd-paper'],
      ];
      for (const [fg, bg] of pairs) {
        const [a, b] = [v[fg], v[bg]];
        expect(a && b, `${fg} and ${bg} are defined`).toBeTruthy();
        expect(contrast(a as string, b as string), `${fg} ${a} on ${bg} ${b}`).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
