import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { REQUEST_STATUSES, type RequestStatus } from '@visadesk/contract/enums';
import { PERMISSIONS, type Permission } from '@visadesk/contract/permissions';
import { allowedTransitions } from '@visadesk/contract/request-status';
import i18next from 'i18next';
import Cookies from 'js-cookie';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIES } from '../../../lib/session/session';
import en from '../../../locales/en.json';
import { RequestActions } from '../components/request-actions';
import { STATUS_LOOK, STATUS_ORDER, transitionButtons } from '../status';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
});

/** Signs in an admin holding `permissions` (the buttons read them from the session cookie). */
function signInWith(permissions: Permission[]) {
  Cookies.set(
    SESSION_COOKIES.user,
    JSON.stringify({ id: 'a', name: 'A', email: 'a@visadesk.test', locale: 'en', permissions }),
  );
}

beforeEach(() => signInWith([...PERMISSIONS]));
afterEach(cleanup);

describe('status colours', () => {
  it('gives every status its agreed colour', () => {
    expect(Object.fromEntries(REQUEST_STATUSES.map((s) => [s, STATUS_LOOK[s].color]))).toEqual({
      Requested: 'info',
      Paid: 'info',
      InProcess: 'warning',
      Modified: 'secondary',
      Approved: 'success',
      Rejected: 'error',
      Canceled: 'default',
    });
    // Requested and Paid share a colour, so they must differ in look.
    expect(STATUS_LOOK.Requested.variant).not.toBe(STATUS_LOOK.Paid.variant);
    expect([...STATUS_ORDER].sort()).toEqual([...REQUEST_STATUSES].sort());
  });
});

describe('transitionButtons', () => {
  it('offers exactly the allowed moves, whatever the workflow would allow', () => {
    expect(transitionButtons('InProcess', ['Approved']).map((b) => b.to)).toEqual(['Approved']);
    expect(transitionButtons('Paid', [])).toEqual([]);
    // Paid is the payment's move: never a button, even if listed.
    expect(transitionButtons('Requested', ['Paid', 'Canceled']).map((b) => b.to)).toEqual(['Canceled']);
  });

  it('asks for a reason exactly where the workflow requires one', () => {
    for (const from of REQUEST_STATUSES) {
      for (const button of transitionButtons(from, allowedTransitions(from, 'admin'))) {
        expect(button.needsReason, `${from} → ${button.to}`).toBe(
          button.to === 'Rejected' || button.to === 'Modified',
        );
      }
    }
  });
});

function renderActions(
  status: RequestStatus,
  allowed: RequestStatus[],
  onMove = vi.fn(async () => true),
  wasPaid = false,
  applicantLocale: 'en' | 'ar' = 'en',
) {
  render(
    <I18nextProvider i18n={i18n}>
      <RequestActions
        groupId="g"
        reference="VD-1"
        status={status}
        allowed={allowed}
        wasPaid={wasPaid}
        pending={false}
        applicantLocale={applicantLocale}
        onMove={onMove}
      />
    </I18nextProvider>,
  );
  return onMove;
}

const buttonNames = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('<RequestActions>', () => {
  it('shows a button for each allowed transition and no other', () => {
    renderActions('InProcess', ['Approved', 'Rejected', 'Modified']);
    expect(buttonNames()).toEqual(['Approve', 'Ask for changes', 'Reject']);
    cleanup();
    renderActions('InProcess', ['Approved']);
    expect(buttonNames()).toEqual(['Approve']);
  });

  it('offers the cash payment only while the request waits for payment', () => {
    renderActions('Requested', ['Canceled']);
    expect(buttonNames()).toEqual(['Record cash payment', 'Cancel request']);
    cleanup();
    renderActions('Paid', ['InProcess', 'Canceled']);
    expect(buttonNames()).toEqual(['Start processing', 'Cancel request']);
  });

  it('says the status is final when nothing is allowed', () => {
    renderActions('Approved', []);
    expect(buttonNames()).toEqual([]);
    expect(screen.getByText(/final status/)).toBeTruthy();
  });

  it('requires a reason before rejecting, then sends it', async () => {
    const onMove = renderActions('InProcess', ['Rejected']);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = () => fireEvent.click(dialog.querySelector('button[type="submit"]')!);
    confirm();
    expect(onMove).not.toHaveBeenCalled();
    expect(screen.getByText(en.validation.required)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Blurry passport scan' },
    });
    confirm();
    expect(onMove).toHaveBeenCalledWith('Rejected', 'Blurry passport scan', 'en');
  });

  it("offers the applicant's language for the reason, and lets staff write in the other", async () => {
    const onMove = renderActions('InProcess', ['Modified'], undefined, false, 'ar');
    fireEvent.click(screen.getByRole('button', { name: 'Ask for changes' }));
    await screen.findByRole('dialog');
    expect(screen.getByText('The applicant reads Arabic.')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: /Reason/ });
    expect([field.getAttribute('lang'), field.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    const languages = screen.getByRole('group', { name: 'Language of the reason' });
    expect(screen.getByRole('button', { name: 'العربية' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(languages.querySelector('[aria-pressed="true"]')?.textContent).toBe('English');
    expect([field.getAttribute('lang'), field.getAttribute('dir')]).toEqual(['en', 'ltr']);
    fireEvent.change(field, { target: { value: 'Please send a clearer passport scan' } });
    fireEvent.click(screen.getByRole('dialog').querySelector('button[type="submit"]')!);
    expect(onMove).toHaveBeenCalledWith('Modified', 'Please send a clearer passport scan', 'en');
  });

  it('moves without a reason where none is needed', async () => {
    const onMove = renderActions('Paid', ['InProcess']);
    fireEvent.click(screen.getByRole('button', { name: 'Start processing' }));
    const dialog = await screen.findByRole('dialog');
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(dialog.querySelector('button[type="submit"]')!);
    expect(onMove).toHaveBeenCalledWith('InProcess', undefined);
  });
});

describe('action buttons follow the permissions (ADR 0011)', () => {
  const names = () => screen.queryAllByRole('button').map((b) => b.textContent);

  it('hides the cash payment without the finance permission', () => {
    signInWith(['process-requests']);
    renderActions('Requested', ['Canceled']);
    expect(names()).toEqual(['Cancel request']);
  });

  it('hides the moves that refund a paid request without the finance permission', () => {
    signInWith(['process-requests']);
    renderActions('InProcess', ['Approved', 'Rejected', 'Canceled'], undefined, true);
    expect(names()).toEqual(['Approve']);
    cleanup();
    signInWith(['process-requests', 'view-finance']);
    renderActions('InProcess', ['Approved', 'Rejected', 'Canceled'], undefined, true);
    expect(names()).toHaveLength(3);
  });
});
