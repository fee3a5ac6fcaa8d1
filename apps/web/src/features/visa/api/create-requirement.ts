import { useMutation, useQueryClient } from '@tanstack/react-query';
import { visaRequirementPaths } from '@visadesk/contract/paths';
import type { VisaRequirement, VisaRequirementBody } from '@visadesk/contract/visa-requirements';
import { api } from '../../../lib/http/http';

/** POST /api/visa-requirements */
export function createRequirement(body: VisaRequirementBody): Promise<VisaRequirement> {
  return api.call(visaRequirementPaths.create, { body });
}

export function useCreateRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequirement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['visa-requirements'] }),
  });
}
