import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, stubXhr } from '../../../components/upload/__tests__/fake-xhr';
import { isolate } from '../../../shared/i18n/format';
import ApplicationPage from '../application-page';
import { detail, group, groupByReference, REQUEST_ID, renderAt, stubFetch } from './harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const requirement = {
  id: '00000000-0000-4000-8000-0000000000f1',
  nameEn: 'Passport scan',
  nameAr: 'صورة جواز السفر',
  descriptionEn: 'The photo page, in colour.',
  descriptionAr: 'صفحة الصورة، بالألوان.',
  acceptedTypes: ['application/pdf', 'image/jpeg'],
  maxSizeMb: 1,
  provided: false,
};

function serve(provided: boolean) {
  return stubFetch((call) => {
    const found = groupByReference(call.url, [group({ requests: group().requests.slice(0, 1) })]);
    if (found) return found;
    return {
      status: 200,
      body: detail({ requiredDocuments: [{ ...requirement, provided }] }),
    };
  });
}

describe('Documents of an application', () => {
  it('refuses a file over the size limit before sending, and uploads one within it with its progress', async () => {
    stubXhr();
    serve(false);
    renderAt('/applications/VD-G-2026-000007', '/applications/:reference', <ApplicationPage />);
    const item = (await screen.findByRole('heading', { name: 'Passport scan' })).closest('li')!;
    expect(within(item).getByText('Missing')).toBeTruthy();
    const input = within(item).getByTestId(`req-${REQUEST_ID}-${requirement.id}-file`) as HTMLInputElement;
    expect(input.accept).toBe('application/pdf,.pdf,image/jpeg,.jpg,.jpeg');

    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'scan.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(within(item).getByRole('alert').textContent).toBe(
      'This file is 2\u00a0MB; the limit is 1\u00a0MB. Choose a smaller file or take the photo again.',
    );
    expect(FakeXhr.sent).toHaveLength(0);

    const small = new File([new Uint8Array(1000)], 'scan.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [small] } });
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.url).toBe(
      `/api/requests/upload-attachment-to-s3-by-user?requestId=${REQUEST_ID}&requirementId=${requirement.id}`,
    );
    expect(xhr.body?.get('file')).toBe(small);
    act(() => xhr.progress(500, 1000));
    expect(within(item).getByText(`Uploading ${isolate('scan.pdf')}: 50%`)).toBeTruthy();
    expect((within(item).getByRole('progressbar') as HTMLProgressElement).value).toBe(0.5);
    serve(true);
    act(() => xhr.respond(201, {}));
    expect(await screen.findByText(`${isolate('scan.pdf')} was uploaded.`)).toBeTruthy();
    expect(await within(item).findByText('Provided')).toBeTruthy();
  });
});
