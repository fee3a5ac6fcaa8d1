import type { Locale } from '@visadesk/contract';
import type { AppEvent } from '@visadesk/contract/events';
import type { TFunction } from 'i18next';

type FormatNumber = (value: number) => string;

const str = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
/** Latin codes and names inside an Arabic sentence (and the reverse) keep their own order: FSI … PDI. */
const iso = (value: string | number | null | undefined) => `\u2068${str(value)}\u2069`;
const num = (value: string | number | null | undefined) => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
};

/**
 * An event's sentence in the page's language, built from its type and params: statuses and
 * uploaders are translated, counts pluralised and written with the locale's digits.
 */
export function eventText(t: TFunction, event: AppEvent, locale: Locale, formatNumber: FormatNumber): string {
  const p = event.params;
  switch (event.type) {
    case 'request.submitted': {
      const count = num(p.travellers);
      return t('notifications.types.submitted', {
        reference: iso(p.reference),
        group: iso(p.groupReference),
        visa: iso(locale === 'ar' ? p.visaTitleAr : p.visaTitleEn),
        count,
        n: formatNumber(count),
      });
    }
    case 'request.paid': {
      const count = num(p.travellers);
      return t('notifications.types.paid', { group: iso(p.groupReference), count, n: formatNumber(count) });
    }
    case 'request.status-changed':
      return t('notifications.types.statusChanged', {
        reference: iso(p.reference),
        from: t(`requests.status.${str(p.from)}`),
        to: t(`requests.status.${str(p.to)}`),
      });
    case 'request.document-uploaded': {
      // A burst of uploads is one event counting them (`count`, from the server).
      const count = num(p.count ?? 1);
      return t(count > 1 ? 'notifications.types.documentsUploaded' : 'notifications.types.documentUploaded', {
        reference: iso(p.reference),
        fileName: iso(p.fileName),
        by: t(`notifications.by.${p.by === 'admin' ? 'admin' : 'user'}`),
        count,
        n: formatNumber(count),
      });
    }
    case 'ticket.opened':
      return t('notifications.types.ticketOpened', { name: iso(p.name), subject: iso(p.subject) });
    case 'ticket.replied':
      return t('notifications.types.ticketReplied', { name: iso(p.name), subject: iso(p.subject) });
    case 'account.under-attack': {
      const minutes = num(p.minutes);
      return t('notifications.types.accountUnderAttack', {
        email: iso(p.email),
        failures: formatNumber(num(p.failures)),
        count: minutes,
        minutes: formatNumber(minutes),
      });
    }
    case 'note':
      return t('notifications.types.note', { text: iso(p.text) });
    default:
      return t('notifications.types.unknown');
  }
}

/** Whether a live event deserves a toast: news from outside, not the echo of one's own clicks. */
export function isNewsworthy(event: AppEvent): boolean {
  if (event.type === 'request.status-changed') return false;
  if (event.type === 'request.document-uploaded') return event.params.by !== 'admin';
  return true;
}
