import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../app/session';
import { apply } from '../../../shared/i18n/en/apply';
import { DocumentSlot } from '../document-slot';
import { PASSPORT_RULE, signIn } from './harness';

const REQUEST_ID = '99999999-9999-4999-8999-999999999999';

/** A fake XMLHttpRequest that records what was sent and answers 201 after reporting progress. */
class FakeXhr {
  static sent: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  onloadend: (() => void) | null = null;
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    FakeXhr.sent.push({ url: this.url, headers: this.headers, body });
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.status = 201;
      this.responseText = JSON.stringify({
        id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
        fileName: 'passport.pdf',
        contentType: 'application/pdf',
        size: 2048,
        url: '/x',
      });
      this.onload?.();
      this.onloadend?.();
    }, 0);
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  signIn();
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const fileOf = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const picker = () => document.querySelector('input[type=file]:not([capture])') as HTMLInputElement;

describe('document slot', () => {
  it('shows the requirement’s types and size, with a camera picker for its image types', () => {
    render(
      <DocumentSlot
        requestId={REQUEST_ID}
        rule={PASSPORT_RULE}
        uploaded={undefined}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByText(/Accepted: PDF, JPEG/)).toBeTruthy();
    expect(screen.getByText(/up to 1 MB/)).toBeTruthy();
    const camera = document.querySelector('input[capture=environment]') as HTMLInputElement;
    expect(camera.accept).toBe('image/jpeg,.jpg,.jpeg');
    expect(picker().accept).toContain('application/pdf');
  });

  it('refuses a file too large or of the wrong type before sending anything', async () => {
    const onChange = vi.fn();
    render(
      <DocumentSlot requestId={REQUEST_ID} rule={PASSPORT_RULE} uploaded={undefined} onChange={onChange} />,
    );
    fireEvent.change(picker(), {
      target: { files: [fileOf('scan.pdf', 'application/pdf', 2 * 1024 * 1024)] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(apply.documents.tooLarge('1 MB'));
    fireEvent.change(picker(), { target: { files: [fileOf('photo.png', 'image/png', 1000)] } });
    expect((await screen.findByRole('alert')).textContent).toBe(apply.documents.wrongType('PDF, JPEG'));
    expect(FakeXhr.sent).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uploads an accepted file with the applicant’s token and reports it', async () => {
    const onChange = vi.fn();
    render(
      <DocumentSlot requestId={REQUEST_ID} rule={PASSPORT_RULE} uploaded={undefined} onChange={onChange} />,
    );
    fireEvent.change(picker(), { target: { files: [fileOf('passport.pdf', 'application/pdf', 2048)] } });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(FakeXhr.sent).toHaveLength(1);
    expect(FakeXhr.sent[0]?.url).toBe(
      `/api/requests/upload-attachment-to-s3-by-user?requestId=${REQUEST_ID}&requirementId=${PASSPORT_RULE.id}`,
    );
    expect(FakeXhr.sent[0]?.headers.authorization).toBe('Bearer access');
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ fileName: 'passport.pdf', size: 2048 }));
  });
});
