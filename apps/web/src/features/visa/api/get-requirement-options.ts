import { queryOptions, useQuery } from '@tanstack/react-query';
import { visaRequirementPaths } from '@visadesk/contract/paths';
import type { VisaRequirement } from '@visadesk/contract/visa-requirements';
import { api } from '../../../lib/http/http';

export type RequirementOption = Pick<VisaRequirement, 'id' | 'nameEn' | 'nameAr' | 'kind'>;

/** GET /api/visa-requirements/complete-list: every active requirement, for selects. */
export function getRequirementOptions(signal?: AbortSignal): Promise<RequirementOption[]> {
  return api.call(visaRequirementPaths.options, { signal });
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
