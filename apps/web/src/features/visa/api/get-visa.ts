import { queryOptions, useQuery } from '@tanstack/react-query';
import { visaPaths } from '@visadesk/contract/paths';
import type { Visa } from '@visadesk/contract/visas';
import { api } from '../../../lib/http/http';

/** GET /api/visa/one/{id}: the full visa (descriptions, nationalities, documents) for editing. */
export function getVisa(id: string, signal?: AbortSignal): Promise<Visa> {
  return api.call(visaPaths.one, { params: { id }, signal });
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
