import type { AppEvent } from '@visadesk/contract/events';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import { eventText } from '../event-text';

const i18n = i18next.createInstance();
await i18n.init({
  resources: { en: { translation: en }, ar: { translation: ar } },
  interpolation: { escapeValue: false },
});

const ticketEvent = (type: AppEvent['type']): AppEvent => ({
  id: 'e0000000-0000-4000-8000-000000000001',
  type,
  requestId: null,
  ticketId: '7b0e4a1c-2f3d-4c5e-8a9b-0c1d2e3f4a5b',
  params: { subject: 'Visa delay', name: 'Layla Hassan' },
  seen: false,
  actorAdminId: null,
  seenAt: null,
  createdAt: '2026-03-02T10:30:00.000Z',
});
// Names and subjects keep their own direction inside the sentence: FSI … PDI.
const iso = (text: string) => `\u2068${text}\u2069`;
const text = (event: AppEvent, lng: 'en' | 'ar') => eventText(i18n.getFixedT(lng), event, lng, String);

describe('ticket notifications', () => {
  it('say who wrote back under which ticket, in both languages', () => {
    const replied = ticketEvent('ticket.replied');
    expect(text(replied, 'en')).toBe(`${iso('Layla Hassan')} replied to the ticket “${iso('Visa delay')}”`);
    expect(text(replied, 'ar')).toBe(`ردّ ${iso('Layla Hassan')} على التذكرة «${iso('Visa delay')}»`);
  });

  it('still announce a new ticket', () => {
    expect(text(ticketEvent('ticket.opened'), 'en')).toBe(
      `New ticket from ${iso('Layla Hassan')}: ${iso('Visa delay')}`,
    );
  });
});

describe('upload notifications', () => {
  const upload = (count?: number): AppEvent => ({
    ...ticketEvent('request.document-uploaded'),
    ticketId: null,
    params: {
      reference: 'VD-2026-000042',
      fileName: 'passport.pdf',
      by: 'user',
      ...(count ? { count } : {}),
    },
  });

  it('name the one file uploaded', () => {
    expect(text(upload(), 'en')).toBe(
      `The applicant uploaded “${iso('passport.pdf')}” to ${iso('VD-2026-000042')}`,
    );
  });

  it('count a burst of uploads in one item, pluralised in both languages', () => {
    expect(text(upload(4), 'en')).toBe(
      `The applicant uploaded 4 documents to ${iso('VD-2026-000042')}, the latest “${iso('passport.pdf')}”`,
    );
    expect(text(upload(2), 'ar')).toContain('مستندين');
    expect(text(upload(4), 'ar')).toContain('4 مستندات');
  });
});
