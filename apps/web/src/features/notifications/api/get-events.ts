import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppEvent } from '@visadesk/contract/events';
import type { Paged } from '@visadesk/contract/list';
import { http } from '../../../lib/http/http';

export interface EventPage extends Paged<AppEvent> {
  /** Unseen events in all (not just on this page). */
  unseen: number;
}

/** GET /api/events/all: newest first; `seen=false` for the unread ones. */
export function getEvents(
  query: { limit: number; seen?: boolean },
  signal?: AbortSignal,
): Promise<EventPage> {
  return http.get<EventPage>('/events/all', {
    query: { limit: query.limit, seen: query.seen === undefined ? undefined : String(query.seen) },
    signal,
  });
}

/** The bell's two lists: what is unread (for the count), and the latest of all when it is opened. */
export const unseenEventsKey = ['events', 'unseen'] as const;
export const recentEventsKey = ['events', 'recent'] as const;
export const BELL_LIMIT = 10;

export const unseenEventsQueryOptions = () =>
  queryOptions({
    queryKey: unseenEventsKey,
    queryFn: ({ signal }) => getEvents({ limit: BELL_LIMIT, seen: false }, signal),
    // The live stream keeps it current; reconnects re-read it.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const recentEventsQueryOptions = () =>
  queryOptions({
    queryKey: recentEventsKey,
    queryFn: ({ signal }) => getEvents({ limit: BELL_LIMIT }, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useUnseenEvents = () => useQuery(unseenEventsQueryOptions());
export const useRecentEvents = (enabled: boolean) => useQuery({ ...recentEventsQueryOptions(), enabled });
