import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ApplicationPage from '../application-page';
import { type Call, detail, group, groupByReference, renderAt, stubFetch } from './harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const requirement = (n: number, nameEn: string, nameAr: string, provided: boolean) => ({
  id: `00000000-0000-4000-8000-0000000000f${n}`,
  nameEn,
  nameAr,
  descriptionEn: '',
  descriptionAr: '',
  acceptedTypes: ['application/pdf'],
  maxSizeMb: 5,
  provided,
});
const passport = (provided: boolean) => requirement(1, 'Passport scan', 'صورة جواز السفر', provided);
const bank = (provided: boolean) => requirement(2, 'Bank statement', 'كشف حساب بنكي', provided);
const upload = (requirementId: string) => ({
  id: '00000000-0000-4000-8000-0000000000e1',
  requirementId,
  fileName: 'passport.pdf',
  contentType: 'application/pdf',
  size: 1000,
  uploadedAt: '2026-03-01T09:10:00.000Z',
  uploadedBy: 'applicant' as const,
  url: '/api/requests/x/documents/y/file',
  removable: false,
});

/** One traveller; `details` answers the detail's GETs in turn (the last one from then on). */
function serve(
  details: ReturnType<typeof detail>[],
  post: (call: Call) => { status: number; body?: unknown },
) {
  let gets = 0;
  return stubFetch((call) => {
    if (call.method !== 'GET') return post(call);
    const found = groupByReference(call.url, [group({ requests: group().requests.slice(0, 1) })]);
    if (found) return found;
    return { status: 200, body: details[Math.min(gets++, details.length - 1)] };
  });
}

const open = async (locale: 'en' | 'ar' = 'en') => {
  renderAt('/applications/VD-G-2026-000007', '/applications/:reference', <ApplicationPage />, locale);
  const heading = await screen.findByRole('heading', { level: 2, name: 'Zainab Ali' });
  return heading.closest('section')!;
};

describe('Sending an application back while documents are missing', () => {
  it('keeps the button from sending, says why and names what is missing (English and Arabic)', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const calls = serve(
        [
          detail({
            requiredDocuments: [passport(true), bank(false)],
            documents: [upload(passport(true).id)],
          }),
        ],
        () => ({ status: 500 }),
      );
      const zainab = await open(locale);
      const name = locale === 'en' ? 'Send back for processing' : 'أعِد الطلب للمعالجة';
      const send = within(zainab).getByRole('button', { name });
      expect(send.getAttribute('aria-disabled')).toBe('true');
      // Still focusable, and described by the notice that names the missing document.
      expect(send.hasAttribute('disabled')).toBe(false);
      const notice = document.getElementById(send.getAttribute('aria-describedby')!)!;
      expect(within(notice).getByRole('listitem').textContent).toBe(
        locale === 'en' ? 'Bank statement' : 'كشف حساب بنكي',
      );
      fireEvent.click(send);
      await waitFor(() => expect(document.activeElement).toBe(notice));
      expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('sends once every document is there', async () => {
    const calls = serve(
      [detail({ requiredDocuments: [passport(true)], documents: [upload(passport(true).id)] })],
      () => ({ status: 200, body: detail({ status: 'InProcess', reason: null, allowedTransitions: [] }) }),
    );
    const zainab = await open();
    const send = within(zainab).getByRole('button', { name: 'Send back for processing' });
    expect(send.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(send);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  });

  it("answers the server's refusal by reloading: the page then names the missing document", async () => {
    serve(
      [
        detail({ requiredDocuments: [passport(true)], documents: [upload(passport(true).id)] }),
        detail({ requiredDocuments: [passport(false)] }),
      ],
      () => ({
        status: 400,
        body: {
          statusCode: 400,
          code: 'DOCUMENTS_MISSING',
          message: [`documents.${passport(false).id}: the required document "Passport scan" is missing`],
        },
      }),
    );
    const zainab = await open('ar');
    fireEvent.click(within(zainab).getByRole('button', { name: 'أعِد الطلب للمعالجة' }));
    expect(await within(zainab).findByText(/ينقصه مستند مطلوب/)).toBeTruthy();
    const send = within(zainab).getByRole('button', { name: 'أعِد الطلب للمعالجة' });
    await waitFor(() => expect(send.getAttribute('aria-disabled')).toBe('true'));
    const notice = document.getElementById(send.getAttribute('aria-describedby')!)!;
    expect(within(notice).getByRole('listitem').textContent).toBe('صورة جواز السفر');
  });
});

describe('A decided traveller', () => {
  it('shows what was sent and no "Missing" label: nothing is asked for any more', async () => {
    serve(
      [
        detail({
          status: 'Approved',
          reason: null,
          allowedTransitions: [],
          canUpload: false,
          requiredDocuments: [passport(true), bank(false)],
          documents: [upload(passport(true).id)],
        }),
      ],
      () => ({ status: 500 }),
    );
    const zainab = await open();
    const documents = within(zainab).getByRole('heading', { name: 'Documents' }).closest('section')!;
    expect(within(documents).queryByText('Missing')).toBeNull();
    expect(within(documents).queryByRole('heading', { name: 'Bank statement' })).toBeNull();
    expect(within(documents).getByRole('heading', { name: 'Passport scan' })).toBeTruthy();
    expect(within(zainab).queryByText(/still missing/)).toBeNull();
  });
});
