import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppEvent } from '@visadesk/contract/events';
import { eventPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';
import { type EventPage, getEvents } from './get-events';

/** PATCH /api/events/toggle-seen/{id}: flips the flag, so only call it on an unseen event. */
export function toggleSeen(id: string): Promise<AppEvent> {
  return api.call(eventPaths.toggleSeen, { params: { id } });
}

/** PATCH /api/events/toggle-seen-many?ids=…&seen=true */
export function markSeen(ids: readonly string[]): Promise<{ updated: number }> {
  return api.call(eventPaths.setSeenMany, { query: { ids: ids.join(','), seen: 'true' } });
}

/** Marks every unseen event seen, a page of ids at a time (the endpoint takes ids, not "all"). */
export async function markAllSeen(): Promise<void> {
  for (let round = 0; round < 20; round++) {
    const page = await getEvents({ limit: 100, seen: false });
    if (page.items.length === 0) return;
    await markSeen(page.items.map((e) => e.id));
  }
}

/** Seen in the caches at once: the bell must not lag the click. */
function markInCache(page: EventPage | undefined, ids: Set<string> | 'all'): EventPage | undefined {
  if (!page) return page;
  const hit = (e: AppEvent) => ids === 'all' || ids.has(e.id);
  const newlySeen = page.items.filter((e) => !e.seen && hit(e)).length;
  return {
    ...page,
    items: page.items.map((e) => (hit(e) ? { ...e, seen: true } : e)),
    unseen: ids === 'all' ? 0 : Math.max(0, page.unseen - newlySeen),
  };
}

export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: AppEvent | 'all'): Promise<void> => {
      if (target === 'all') await markAllSeen();
      else await toggleSeen(target.id);
    },
    onMutate: (target) => {
      const ids = target === 'all' ? 'all' : new Set([target.id]);
      const unseen = queryClient.getQueryData<EventPage>(['events', 'unseen']);
      queryClient.setQueryData<EventPage>(['events', 'recent'], (page) => markInCache(page, ids));
      queryClient.setQueryData<EventPage>(['events', 'unseen'], (page) => {
        const next = markInCache(page, ids);
        return next && { ...next, items: next.items.filter((e) => !e.seen) };
      });
      return { unseen };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['events'] }),
  });
}
