import { useMutation, useQueryClient } from '@tanstack/react-query';
import { countryPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';

/** DELETE /api/countries/{id}; 409 while a visa uses the country. */
export function deleteCountry(id: string): Promise<undefined> {
  // Silent: the page words the 409 "in use" in the active language (the server's text is English).
  return api.call(countryPaths.remove, { params: { id }, silent: true });
}

export function useDeleteCountry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCountry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['countries'] }),
  });
}
