import { queryOptions, useQuery } from '@tanstack/react-query';
import { visaPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';

/** The documents a visa asks for (GET /api/visa/one/{id}), offered when uploading one for a request. */
export function getVisaRequirements(visaId: string, signal?: AbortSignal) {
  return api.call(visaPaths.one, { params: { id: visaId }, signal }).then((visa) => visa.requirements);
}

export const visaRequirementsQueryOptions = (visaId: string) =>
  queryOptions({
    // Its own key: the visa form's ['visas', 'one', id] entry holds the whole visa.
    queryKey: ['visas', 'requirements', visaId],
    queryFn: ({ signal }) => getVisaRequirements(visaId, signal),
    staleTime: 5 * 60_000,
  });

export function useVisaRequirements(visaId: string | undefined) {
  return useQuery({ ...visaRequirementsQueryOptions(visaId ?? ''), enabled: Boolean(visaId) });
}
