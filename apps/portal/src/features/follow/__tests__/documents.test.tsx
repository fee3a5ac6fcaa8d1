import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ApplicationPage from '../application-page';
import { isolate } from '../bidi';
import { detail, group, page, REQUEST_ID, renderAt, stubFetch } from './harness';

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

/** An XMLHttpRequest the test drives: it records what was sent and answers when told. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
}

function serve(provided: boolean) {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/applicant/groups'))
      return { status: 200, body: page([group({ requests: group().requests.slice(0, 1) })]) };
    return {
      status: 200,
      body: detail({ requiredDocuments: [{ ...requirement, provided }] }),
    };
  });
}

describe('Documents of an application', () => {
  it('refuses a file over the size limit before sending, and uploads one within it with its progress', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    serve(false);
    renderAt('/applications/VD-G-2026-000007', '/applications/:reference', <ApplicationPage />);
    const item = (await screen.findByRole('heading', { name: 'Passport scan' })).closest('li')!;
    expect(within(item).getByText('Missing')).toBeTruthy();
    const input = within(item).getByTestId(`req-${REQUEST_ID}-${requirement.id}-file`) as HTMLInputElement;
    expect(input.accept).toBe('application/pdf,image/jpeg');

    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'scan.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(within(item).getByRole('alert').textContent).toBe(
      'This file is 2 MB; the limit is 1 MB. Choose a smaller file.',
    );
    expect(FakeXhr.sent).toHaveLength(0);

    const small = new File([new Uint8Array(1000)], 'scan.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [small] } });
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.url).toBe(
      `/api/requests/upload-attachment-to-s3-by-user?requestId=${REQUEST_ID}&requirementId=${requirement.id}`,
    );
    expect(xhr.body?.get('file')).toBe(small);
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 500, total: 1000 }));
    expect(within(item).getByText(`Uploading ${isolate('scan.pdf')}: 50%`)).toBeTruthy();
    expect((within(item).getByRole('progressbar') as HTMLProgressElement).value).toBe(0.5);
    serve(true);
    xhr.status = 201;
    xhr.responseText = '{}';
    act(() => xhr.onload?.());
    expect(await screen.findByText(`${isolate('scan.pdf')} was uploaded.`)).toBeTruthy();
    expect(await within(item).findByText('Provided')).toBeTruthy();
  });
});
