import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateField, fillDate } from '../../../components/date-field/__tests__/fill-date';
import { LocaleContext } from '../../../lib/locale-context';
import { apply as ar } from '../../../shared/i18n/ar/apply';
import { common as arCommon } from '../../../shared/i18n/ar/common';
import { common } from '../../../shared/i18n/en/common';
import { agencyToday } from '../traveller-fields';
import { TravellerForm } from '../traveller-form';
import { IRAQ } from './harness';

afterEach(cleanup);

const inDays = (n: number) => new Date(Date.parse(agencyToday()) + n * 86_400_000).toISOString().slice(0, 10);

describe('traveller form', () => {
  it('asks exactly the visa’s required fields, each with its kind of input', () => {
    render(
      <TravellerForm
        requiredFields={['PassportNumber', 'Email', 'TravelDate', 'FullName']}
        nationalities={[IRAQ]}
        initial={[]}
        onChange={() => undefined}
        onNext={() => undefined}
      />,
    );
    const labels = [...document.querySelectorAll('.field > label, .field > legend')].map(
      (l) => l.textContent,
    );
    // The contract's order, the nationality first; nothing the visa does not ask for.
    expect(labels).toEqual([
      'Nationality',
      common.personalFields.FullName,
      common.personalFields.PassportNumber,
      common.personalFields.Email,
      common.personalFields.TravelDate,
    ]);
    expect(screen.getByLabelText(common.personalFields.Email).getAttribute('type')).toBe('email');
    // A date is a day, a month by name and a year.
    const travel = within(dateField(common.personalFields.TravelDate));
    expect(travel.getByLabelText(common.dateParts.day).getAttribute('inputmode')).toBe('numeric');
    expect(travel.getByRole('combobox', { name: common.dateParts.month })).toBeTruthy();
    expect(travel.getByLabelText(common.dateParts.year).getAttribute('inputmode')).toBe('numeric');
    const passport = screen.getByLabelText(common.personalFields.PassportNumber);
    expect(passport.getAttribute('dir')).toBe('ltr');
    expect(passport.className).toContain('apply-upper');
    expect(screen.queryByLabelText(common.personalFields.ReturnDate)).toBeNull();
    // The only eligible nationality is chosen already.
    expect((screen.getByLabelText('Nationality') as HTMLSelectElement).value).toBe(IRAQ.id);
  });

  it('shows a rule across fields in Arabic, never the contract’s English message', async () => {
    const onNext = vi.fn();
    render(
      <LocaleContext.Provider value="ar">
        <TravellerForm
          requiredFields={['FullName', 'TravelDate', 'ReturnDate']}
          nationalities={[IRAQ]}
          initial={[]}
          onChange={() => undefined}
          onNext={onNext}
        />
      </LocaleContext.Provider>,
    );
    fireEvent.change(screen.getByLabelText(arCommon.personalFields.FullName), {
      target: { value: 'زينب علي' },
    });
    fillDate(arCommon.personalFields.TravelDate, inDays(20));
    fillDate(arCommon.personalFields.ReturnDate, inDays(10));
    fireEvent.click(screen.getByRole('button', { name: ar.travellers.next }));

    expect(await screen.findByText(ar.errors.returnAfterTravel)).toBeTruthy();
    const returnDay = within(dateField(arCommon.personalFields.ReturnDate)).getByLabelText(
      arCommon.dateParts.day,
    );
    expect(returnDay.getAttribute('aria-invalid')).toBe('true');
    expect(document.body.textContent).not.toContain('must be after the travel date');
    expect(onNext).not.toHaveBeenCalled();

    // Fixed: it goes on.
    fillDate(arCommon.personalFields.ReturnDate, inDays(30));
    fireEvent.click(screen.getByRole('button', { name: ar.travellers.next }));
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(ar.errors.returnAfterTravel)).toBeNull();
  });

  it('says a missing field is required in Arabic', async () => {
    render(
      <LocaleContext.Provider value="ar">
        <TravellerForm
          requiredFields={['FullName']}
          nationalities={[
            IRAQ,
            { ...IRAQ, id: '66666666-6666-4666-8666-666666666666', nameEn: 'Jordan', nameAr: 'الأردن' },
          ]}
          initial={[]}
          onChange={() => undefined}
          onNext={() => undefined}
        />
      </LocaleContext.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: ar.travellers.next }));
    expect(await screen.findByText(ar.errors.required)).toBeTruthy();
    expect(screen.getByText(ar.errors.nationality)).toBeTruthy();
  });
});
