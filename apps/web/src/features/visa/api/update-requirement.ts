import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VisaRequirement, VisaRequirementBody } from '@visadesk/contract/visa-requirements';
import { http } from '../../../lib/http/http';

/** PATCH /api/visa-requirements/{id} */
export function updateRequirement(id: string, body: Partial<VisaRequirementBody>): Promise<VisaRequirement> {
  return http.patch<VisaRequirement>(`/visa-requirements/${id}`, body);
}

export function useUpdateRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Partial<VisaRequirementBody> }) =>
      updateRequirement(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['visa-requirements'] }),
  });
}
