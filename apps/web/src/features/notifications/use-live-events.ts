import { useQueryClient } from '@tanstack/react-query';
import type { AppEvent } from '@visadesk/contract/events';
import { eventPaths } from '@visadesk/contract/paths';
import { useEffect, useRef } from 'react';
import { api } from '../../lib/http/http';
import { publishExportProgress } from '../../lib/live/export-progress';
import { BELL_LIMIT, type EventPage, recentEventsKey, unseenEventsKey } from './api/get-events';
import { listenToEvents } from './event-stream';

function prepend(page: EventPage | undefined, event: AppEvent): EventPage | undefined {
  if (!page) return page;
  // An event sent again under its id has new params (a burst of uploads counting one more).
  if (page.items.some((e) => e.id === event.id)) {
    return {
      ...page,
      items: page.items.map((e) => (e.id === event.id ? { ...e, params: event.params } : e)),
    };
  }
  return {
    ...page,
    items: [event, ...page.items].slice(0, BELL_LIMIT),
    total: page.total + 1,
    unseen: page.unseen + (event.seen ? 0 : 1),
  };
}

/**
 * Keeps the bell's lists current from the live stream while the signed-in shell is mounted (it
 * unmounts on sign-out, which ends the stream). Request and ticket events also refresh their screens.
 */
export function useLiveEvents(onEvent?: (event: AppEvent) => void) {
  const queryClient = useQueryClient();
  const callback = useRef(onEvent);
  callback.current = onEvent;

  useEffect(() => {
    const controller = new AbortController();
    let opened = 0;
    void listenToEvents(
      controller.signal,
      {
        onOpen: () => {
          // After a reconnect, catch up on anything sent while the stream was down.
          if (opened++ > 0) void queryClient.invalidateQueries({ queryKey: ['events'] });
        },
        onEvent: (event) => {
          // The server sends the reader's own actions already seen: they are not news to them.
          if (!event.seen)
            queryClient.setQueryData<EventPage>(unseenEventsKey, (page) => prepend(page, event));
          queryClient.setQueryData<EventPage>(recentEventsKey, (page) => prepend(page, event));
          if (event.requestId) void queryClient.invalidateQueries({ queryKey: ['requests'] });
          // A new ticket or the applicant's answer: the ticket list and an open ticket show it.
          if (event.ticketId) void queryClient.invalidateQueries({ queryKey: ['tickets'] });
          callback.current?.(event);
        },
        onExportProgress: publishExportProgress,
      },
      { open: (headers, signal) => api.stream(eventPaths.stream, { headers, signal }) },
    );
    return () => controller.abort();
  }, [queryClient]);
}
