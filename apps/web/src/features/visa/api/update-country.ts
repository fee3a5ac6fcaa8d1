import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Country, CountryBody } from '@visadesk/contract/countries';
import { http } from '../../../lib/http/http';

/** PATCH /api/countries/{id} */
export function updateCountry(id: string, body: Partial<CountryBody>): Promise<Country> {
  return http.patch<Country>(`/countries/${id}`, body);
}

export function useUpdateCountry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Partial<CountryBody> }) => updateCountry(id, body),
    onSuccess: () =>
      // Visa rows show their destination's name and flag.
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['countries'] }),
        queryClient.invalidateQueries({ queryKey: ['visas'] }),
      ]),
  });
}
