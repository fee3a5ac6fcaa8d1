import type { Locale } from '@visadesk/contract';
import { localizedPath } from '@visadesk/contract/app-routes';

/** The requests list searched for a group's reference, in the page's language. */
export function requestsSearchPath(groupReference: string, locale: Locale): string {
  return `${localizedPath('/requests/list', locale)}?${new URLSearchParams({ search: groupReference })}`;
}
