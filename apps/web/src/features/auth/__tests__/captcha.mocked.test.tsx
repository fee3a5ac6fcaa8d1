import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { AppEvent } from '@visadesk/contract/events';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import { eventText } from '../../notifications/event-text';
import { CaptchaField } from '../components/captcha-field';

const challenge = { parameters: { keyPrefix: 'ab' }, signature: 'cd' };
const solution = { challenge, solution: { counter: 7, derivedKey: 'abcd' } };
vi.mock('../api/get-captcha', () => ({ getCaptcha: vi.fn(async () => challenge) }));
vi.mock('@visadesk/client/captcha', () => ({ solveCaptcha: vi.fn(async () => solution) }));

function i18nFor(lng: 'en' | 'ar') {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    resources: { en: { translation: en }, ar: { translation: ar } },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

afterEach(cleanup);

describe('sign-in captcha', () => {
  it.each([
    ['en', 'Checking you are not a robot…', 'Check complete. You can sign in.'],
    ['ar', 'جارٍ التحقق من أنك لست روبوتًا…', 'اكتمل التحقق. يمكنك تسجيل الدخول الآن.'],
  ] as const)('announces its progress in a polite live region (%s)', (lng, checking, done) => {
    const i18n = i18nFor(lng);
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <CaptchaField status="solving" onRetry={() => {}} />
      </I18nextProvider>,
    );
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe(checking);
    rerender(
      <I18nextProvider i18n={i18n}>
        <CaptchaField status="solved" onRetry={() => {}} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe(done);
  });

  it('solves in the background and hands the solution to one attempt', async () => {
    const { useCaptcha } = await import('../captcha/use-captcha');
    const { result } = renderHook(() => useCaptcha());
    expect(result.current.status).toBeNull();
    expect(await result.current.take()).toBeUndefined();
    act(() => result.current.start());
    expect(result.current.status).toBe('solving');
    await waitFor(() => expect(result.current.status).toBe('solved'));
    expect(await result.current.take()).toEqual(solution);
    // Spent: the next attempt needs a new one.
    expect(await result.current.take()).toBeUndefined();
  });
});

describe('account under attack event', () => {
  const event: AppEvent = {
    id: '00000000-0000-4000-8000-000000000001',
    type: 'account.under-attack',
    requestId: null,
    ticketId: null,
    params: { email: 'staff@visadesk.test', account: 'admin', failures: 10, minutes: 15 },
    seen: false,
    actorAdminId: null,
    seenAt: null,
    createdAt: new Date().toISOString(),
  };

  it.each(['en', 'ar'] as const)('reads as a sentence in %s', (lng) => {
    const i18n = i18nFor(lng);
    const text = eventText(i18n.t, event, lng, (n) => n.toLocaleString(lng));
    expect(text).toContain('staff@visadesk.test');
    expect(text).not.toBe(i18n.t('notifications.types.unknown'));
    expect(text).not.toContain('notifications.types');
    expect(text).toContain((15).toLocaleString(lng));
  });
});
