import { cleanup, render, screen } from '@testing-library/react';
import { ApiError } from '@visadesk/client';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleContext } from '../../lib/locale-context';
import { FormAlert } from '../form-alert';

afterEach(cleanup);

const show = (error: ApiError, locale: 'en' | 'ar') =>
  render(
    <LocaleContext.Provider value={locale}>
      <FormAlert error={error} />
    </LocaleContext.Provider>,
  );

describe('FormAlert', () => {
  it('words an upload limit in the page language, not in the server’s English', () => {
    show(new ApiError(409, 'UPLOAD_LIMIT', 'file: this request already holds 20 of your documents'), 'ar');
    expect(screen.getByRole('alert').textContent).toContain('بلغتَ أقصى عدد من المستندات');
  });

  it('says an hourly upload limit is about uploads, not a generic "too many attempts"', () => {
    show(new ApiError(429, 'UPLOAD_RATE_LIMITED', 'file: you may upload up to 60 documents'), 'en');
    expect(screen.getByRole('alert').textContent).toContain('uploaded a lot in the last hour');
  });

  it('keeps the generic text for other 429s', () => {
    show(new ApiError(429, 'RATE_LIMITED', 'Too many attempts'), 'en');
    expect(screen.getByRole('alert').textContent).toContain('Too many attempts. Please wait');
  });
});
