import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';

/** DELETE /api/countries/{id}; 409 while a visa uses the country. */
export function deleteCountry(id: string): Promise<void> {
  // Silent: the page words the 409 "in use" in the active language (the server's text is English).
  return http.delete<void>(`/countries/${id}`, { silent: true });
}

export function useDeleteCountry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCountry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['countries'] }),
  });
}
