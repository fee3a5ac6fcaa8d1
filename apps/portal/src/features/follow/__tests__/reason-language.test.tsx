import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ApplicationPage from '../application-page';
import { detail, group, groupByReference, renderAt, stubFetch } from './harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ENGLISH = 'The passport scan is blurred; upload a sharper one.';

function serve(reasonLang: 'en' | 'ar') {
  stubFetch((call) => {
    const found = groupByReference(call.url, [group({ requests: group().requests.slice(0, 1) })]);
    if (found) return found;
    return { status: 200, body: detail({ reasonLang }) };
  });
}

describe("A staff reason in a language that is not the page's", () => {
  it('is marked with its language and direction, and says so, on the Arabic page', async () => {
    serve('en');
    renderAt('/applications/VD-G-2026-000007', '/applications/:reference', <ApplicationPage />, 'ar');
    const zainab = (await screen.findByRole('heading', { level: 2, name: 'Zainab Ali' })).closest('section')!;
    const reasons = within(zainab).getAllByText(ENGLISH);
    // The "what to change" box and the history step.
    expect(reasons).toHaveLength(2);
    for (const p of reasons) {
      expect(p.getAttribute('lang')).toBe('en');
      expect(p.getAttribute('dir')).toBe('ltr');
    }
    expect(within(zainab).getByRole('heading', { name: /ما يطلب موظفونا تعديله/ }).textContent).toContain(
      'مكتوب بالإنجليزية',
    );
  });

  it('needs no note in its own language', async () => {
    serve('en');
    renderAt('/applications/VD-G-2026-000007', '/applications/:reference', <ApplicationPage />, 'en');
    const zainab = (await screen.findByRole('heading', { level: 2, name: 'Zainab Ali' })).closest('section')!;
    expect(within(zainab).getAllByText(ENGLISH)[0]!.getAttribute('lang')).toBe('en');
    expect(within(zainab).getByRole('heading', { name: 'What our staff ask you to change' })).toBeTruthy();
  });
});
