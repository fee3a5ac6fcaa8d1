import { useMutation, useQueryClient } from '@tanstack/react-query';
import { visaRequirementPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';

/** DELETE /api/visa-requirements/{id}; 409 while a visa uses it. */
export function deleteRequirement(id: string): Promise<undefined> {
  // Silent: the page words the 409 "in use" in the active language (the server's text is English).
  return api.call(visaRequirementPaths.remove, { params: { id }, silent: true });
}

export function useDeleteRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRequirement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['visa-requirements'] }),
  });
}
