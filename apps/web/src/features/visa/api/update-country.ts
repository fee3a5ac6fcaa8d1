import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@visadesk/client';
import type { Country } from '@visadesk/contract/countries';
import { countryPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';

/** PATCH /api/countries/{id} */
export function updateCountry(id: string, body: BodyOf<typeof countryPaths.update>): Promise<Country> {
  return api.call(countryPaths.update, { params: { id }, body });
}

export function useUpdateCountry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyOf<typeof countryPaths.update> }) =>
      updateCountry(id, body),
    onSuccess: () =>
      // Visa rows show their destination's name and flag.
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['countries'] }),
        queryClient.invalidateQueries({ queryKey: ['visas'] }),
      ]),
  });
}
