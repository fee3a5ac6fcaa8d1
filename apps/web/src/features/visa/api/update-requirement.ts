import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@visadesk/client';
import { visaRequirementPaths } from '@visadesk/contract/paths';
import type { VisaRequirement } from '@visadesk/contract/visa-requirements';
import { api } from '../../../lib/http/http';

/** PATCH /api/visa-requirements/{id} */
export function updateRequirement(
  id: string,
  body: BodyOf<typeof visaRequirementPaths.update>,
): Promise<VisaRequirement> {
  return api.call(visaRequirementPaths.update, { params: { id }, body });
}

export function useUpdateRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyOf<typeof visaRequirementPaths.update> }) =>
      updateRequirement(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['visa-requirements'] }),
  });
}
