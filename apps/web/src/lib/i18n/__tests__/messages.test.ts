import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';

const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value as object, path)) out.set(k, v);
  }
  return out;
}

const enKeys = flatten(en);
const arKeys = flatten(ar);
const families = (keys: Map<string, string>) => {
  const found = new Map<string, Set<string>>();
  for (const key of keys.keys()) {
    const match = PLURAL.exec(key);
    if (!match) continue;
    const base = key.slice(0, -match[0].length);
    found.set(base, (found.get(base) ?? new Set()).add(match[1] as string));
  }
  return found;
};
const base = (keys: Map<string, string>) => new Set([...keys.keys()].map((k) => k.replace(PLURAL, '')));

describe('the messages of both languages', () => {
  it('say the same things: every key of one exists in the other (plural forms aside)', () => {
    const enBase = base(enKeys);
    const arBase = base(arKeys);
    expect([...enBase].filter((k) => !arBase.has(k))).toEqual([]);
    expect([...arBase].filter((k) => !enBase.has(k))).toEqual([]);
  });

  it('give every counted Arabic phrase all six plural forms, and every English one "one" and "other"', () => {
    for (const [key, forms] of families(arKeys)) {
      expect([...forms].sort(), key).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
    }
    for (const [key, forms] of families(enKeys)) {
      expect(forms.has('one') && forms.has('other'), key).toBe(true);
    }
  });

  it('have no Arabic message left in English (Latin letters only where a name or format is meant)', () => {
    // Product names, formats and codes that stay as they are in Arabic.
    const allowed =
      /VisaDesk|CSV|Excel|ZainCash|Qi Card|IQD|PDF|JPEG|PNG|WebP|GIF|HEIC|ISO|QR|URL|API|ID|SMS|2FA|TOTP|Google Authenticator|Microsoft Authenticator|1Password|\bAE\b|[{][{][^}]+[}][}]|<\/?\w+>|https?:\/\/\S+|@|[A-Z]{2,}-\d/g;
    const english = [...arKeys]
      .filter(([key]) => !key.startsWith('admins.locales.') && key !== 'topbar.switchLanguage')
      .filter(([, text]) => /[A-Za-z]{2,}/.test(text.replace(allowed, '')))
      .map(([key, text]) => `${key}: ${text}`);
    expect(english).toEqual([]);
  });

  it('pick the unit after a number by Arabic plural rules', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'ar',
      resources: { ar: { translation: ar } },
      interpolation: { escapeValue: false },
    });
    const unit = (count: number) => i18n.t('catalog.visas.dayUnit', { count });
    expect([1, 2, 3, 10, 11, 30, 99, 100].map(unit)).toEqual([
      'يوم',
      'يومان',
      'أيام',
      'أيام',
      'يومًا',
      'يومًا',
      'يومًا',
      'يوم',
    ]);
    expect(i18n.t('catalog.visas.daysCount', { count: 30, days: '٣٠' })).toBe('٣٠ يومًا');
    expect(i18n.t('catalog.visas.daysCount', { count: 2, days: '٢' })).toBe('يومان');
    expect(i18n.t('catalog.visas.daysCount', { count: 3, days: '٣' })).toBe('٣ أيام');
  });
});
