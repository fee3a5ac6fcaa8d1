import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Country, CountryBody } from '@visadesk/contract/countries';
import { http } from '../../../lib/http/http';

/** POST /api/countries */
export function createCountry(body: CountryBody): Promise<Country> {
  return http.post<Country>('/countries', body);
}

export function useCreateCountry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCountry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['countries'] }),
  });
}
