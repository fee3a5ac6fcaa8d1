import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, stubXhr } from '../../../components/upload/__tests__/fake-xhr';
import { upload } from '../../../shared/i18n/en/upload';
import { DocumentSlot } from '../document-slot';
import { PASSPORT_RULE, signedInForEachTest } from './harness';

const REQUEST_ID = '99999999-9999-4999-8999-999999999999';

/** Half the bytes sent, then the stored document. */
const storing = (xhr: FakeXhr) => {
  setTimeout(() => xhr.progress(5, 10), 0);
  return {
    status: 201,
    body: {
      id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
      fileName: 'passport.pdf',
      contentType: 'application/pdf',
      size: 2048,
      url: '/x',
    },
  };
};

signedInForEachTest();
beforeEach(() => stubXhr(storing));

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
    expect(screen.getByText('Accepted: PDF or JPEG · up to 1 MB')).toBeTruthy();
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
    expect((await screen.findByRole('alert')).textContent).toBe(upload.tooLarge('2\u00a0MB', '1\u00a0MB'));
    fireEvent.change(picker(), { target: { files: [fileOf('photo.png', 'image/png', 1000)] } });
    expect((await screen.findByRole('alert')).textContent).toBe(upload.wrongType('PDF or JPEG'));
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
    expect(FakeXhr.sent[0]?.body?.get('file')).toMatchObject({ name: 'passport.pdf' });
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ fileName: 'passport.pdf', size: 2048 }));
  });

  it('cancels an upload on its way: nothing is kept and the slot is free again', async () => {
    stubXhr(); // no answer: a slow connection
    const onChange = vi.fn();
    render(
      <DocumentSlot requestId={REQUEST_ID} rule={PASSPORT_RULE} uploaded={undefined} onChange={onChange} />,
    );
    fireEvent.change(picker(), { target: { files: [fileOf('passport.pdf', 'application/pdf', 2048)] } });
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect((screen.getByRole('button', { name: upload.chooseFile }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: upload.cancel }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect((screen.getByRole('button', { name: upload.chooseFile }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });
});
