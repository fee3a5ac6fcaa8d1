import type { Locale } from '@visadesk/contract';
import { localizedPath } from '@visadesk/contract/app-routes';
import type { AppEvent } from '@visadesk/contract/events';

/**
 * Where a notification leads: its request or ticket opened over its list (`?request=` or
 * `?ticket=`), or nowhere. On that list already, its filters stay around the opened row.
 */
export function eventLink(
  event: Pick<AppEvent, 'requestId' | 'ticketId'>,
  locale: Locale,
  current: { pathname: string; search: string },
): string | undefined {
  const target = event.requestId
    ? { path: '/requests/list', param: 'request', id: event.requestId }
    : event.ticketId
      ? { path: '/tickets/list', param: 'ticket', id: event.ticketId }
      : undefined;
  if (!target) return undefined;
  const list = localizedPath(target.path, locale);
  const params = new URLSearchParams(current.pathname === list ? current.search : '');
  params.set(target.param, target.id);
  return `${list}?${params}`;
}
