import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Country, CountryBody } from '@visadesk/contract/countries';
import { countryPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';

/** POST /api/countries */
export function createCountry(body: CountryBody): Promise<Country> {
  return api.call(countryPaths.create, { body });
}

export function useCreateCountry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCountry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['countries'] }),
  });
}
