import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResultOf } from '@visadesk/client';
import { eventPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';

/** A page of events, with `unseen`: the unseen events in all (not just on this page). */
export type EventPage = ResultOf<typeof eventPaths.list>;

/** GET /api/events/all: newest first; `seen=false` for the unread ones. */
export function getEvents(
  query: { limit: number; seen?: boolean },
  signal?: AbortSignal,
): Promise<EventPage> {
  return api.call(eventPaths.list, {
    query: { limit: query.limit, seen: query.seen === undefined ? undefined : query.seen ? 'true' : 'false' },
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
