import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VisaRequirement } from '@visadesk/contract/visa-requirements';
import { http } from '../../../lib/http/http';

export type RequirementOption = Pick<VisaRequirement, 'id' | 'nameEn' | 'nameAr' | 'kind'>;

/** GET /api/visa-requirements/complete-list: every active requirement, for selects. */
export function getRequirementOptions(signal?: AbortSignal): Promise<RequirementOption[]> {
  return http.get<RequirementOption[]>('/visa-requirements/complete-list', { signal });
}

export const requirementOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['visa-requirements', 'options'],
    queryFn: ({ signal }) => getRequirementOptions(signal),
    staleTime: 5 * 60_000,
  });

export function useRequirementOptions() {
  return useQuery(requirementOptionsQueryOptions());
}
