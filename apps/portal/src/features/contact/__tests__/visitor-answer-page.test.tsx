import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contact as ar } from '../../../shared/i18n/ar/contact';
import { contact as en } from '../../../shared/i18n/en/contact';
import { renderAt, stubFetch } from '../../follow/__tests__/harness';
import VisitorAnswerPage from '../visitor-answer-page';

const PATH = '/contact/answer';
const TOKEN = 'v1.0123456789abcdefghijklmnopqrstuvwxyz';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const detail = {
  id: '00000000-0000-4000-8000-0000000000e1',
  subject: 'Travel date',
  message: 'Can I move my travel date by a week?',
  requestReference: null,
  status: 'in-progress',
  lastReplyBy: 'staff',
  createdAt: '2026-03-04T09:00:00.000Z',
  updatedAt: '2026-03-04T11:00:00.000Z',
  replies: [
    {
      id: '00000000-0000-4000-8000-0000000000f1',
      author: 'staff',
      body: 'Yes: send us the new flight ticket.',
      createdAt: '2026-03-04T11:00:00.000Z',
    },
  ],
};

describe("a visitor's answer page", () => {
  it("sends the link's token, without a session, and shows the message and the answer", async () => {
    window.history.replaceState(null, '', `${PATH}#token=${TOKEN}`);
    const calls = stubFetch(() => ({ status: 200, body: detail }));
    renderAt(PATH, PATH, <VisitorAnswerPage />);
    expect(await screen.findByText('Yes: send us the new flight ticket.')).toBeTruthy();
    expect(screen.getByText(detail.message)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Travel date' })).toBeTruthy();
    expect(screen.getByText(en.answer.lead)).toBeTruthy();
    expect(calls).toEqual([{ url: '/api/ticket/answer', method: 'POST', body: { token: TOKEN } }]);
  });

  it('says in Arabic when the link is refused, and offers to write again', async () => {
    window.history.replaceState(null, '', `${PATH}#token=${TOKEN}`);
    stubFetch(() => ({
      status: 400,
      body: { statusCode: 400, code: 'TOKEN_INVALID', message: 'This link is not valid' },
    }));
    renderAt(PATH, PATH, <VisitorAnswerPage />, 'ar');
    expect(await screen.findByText(ar.answer.linkInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: ar.answer.writeAgain }).getAttribute('href')).toBe('/contact');
  });

  it('sends nothing without a token in the link', () => {
    window.history.replaceState(null, '', PATH);
    const calls = stubFetch(() => ({ status: 500 }));
    renderAt(PATH, PATH, <VisitorAnswerPage />);
    expect(screen.getByText(en.answer.linkMissing)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
