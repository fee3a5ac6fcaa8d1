import type { Locale } from '@visadesk/contract';
import { localizedPath } from '@visadesk/contract/app-routes';

/** The requests list in the page's language, with a filter (`status`) or one request open (`request`). */
export function requestsPath(locale: Locale, params: Record<string, string>): string {
  return `${localizedPath('/requests/list', locale)}?${new URLSearchParams(params)}`;
}
