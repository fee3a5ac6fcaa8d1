import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../locales/ar.json';
import { SearchField } from '../search-field';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'ar',
  resources: { ar: { translation: ar } },
  interpolation: { escapeValue: false },
});

afterEach(cleanup);

describe('SearchField on a right-to-left page', () => {
  it('lets what is typed choose its direction, and leaves an empty field in the page direction', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <div dir="rtl">
          <SearchField value="" onChange={() => {}} label="بحث" />
        </div>
      </I18nextProvider>,
    );
    const input = screen.getByRole('searchbox', { name: 'بحث' });
    expect(input.getAttribute('dir')).toBeNull();
    fireEvent.change(input, { target: { value: 'ali@example.com' } });
    expect(input.getAttribute('dir')).toBe('auto');
    fireEvent.change(input, { target: { value: '' } });
    expect(input.getAttribute('dir')).toBeNull();
  });
});
