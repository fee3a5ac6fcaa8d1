import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@visadesk/client';
import { visaPaths } from '@visadesk/contract/paths';
import type { Visa } from '@visadesk/contract/visas';
import { api } from '../../../lib/http/http';

/** PATCH /api/visa/{id} */
export function updateVisa(id: string, body: BodyOf<typeof visaPaths.update>): Promise<Visa> {
  return api.call(visaPaths.update, { params: { id }, body });
}

export function useUpdateVisa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyOf<typeof visaPaths.update> }) => updateVisa(id, body),
    onSuccess: (visa) => {
      queryClient.setQueryData(['visas', 'one', visa.id], visa);
      return queryClient.invalidateQueries({ queryKey: ['visas', 'list'] });
    },
  });
}
