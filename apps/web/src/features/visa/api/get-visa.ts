import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Visa } from '@visadesk/contract/visas';
import { http } from '../../../lib/http/http';

/** GET /api/visa/one/{id}: the full visa (descriptions, nationalities, documents) for editing. */
export function getVisa(id: string, signal?: AbortSignal): Promise<Visa> {
  return http.get<Visa>(`/visa/one/${id}`, { signal });
}

export const visaQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['visas', 'one', id],
    queryFn: ({ signal }) => getVisa(id, signal),
    // The edit form must start from what the server holds now.
    staleTime: 0,
  });

export function useVisa(id: string | undefined) {
  return useQuery({ ...visaQueryOptions(id ?? ''), enabled: Boolean(id) });
}
