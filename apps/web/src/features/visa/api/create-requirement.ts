import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VisaRequirement, VisaRequirementBody } from '@visadesk/contract/visa-requirements';
import { http } from '../../../lib/http/http';

/** POST /api/visa-requirements */
export function createRequirement(body: VisaRequirementBody): Promise<VisaRequirement> {
  return http.post<VisaRequirement>('/visa-requirements', body);
}

export function useCreateRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequirement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['visa-requirements'] }),
  });
}
