import { useMutation, useQueryClient } from '@tanstack/react-query';
import { visaPaths } from '@visadesk/contract/paths';
import type { Visa, VisaBody } from '@visadesk/contract/visas';
import { api } from '../../../lib/http/http';

/** POST /api/visa */
export function createVisa(body: VisaBody): Promise<Visa> {
  return api.call(visaPaths.create, { body });
}

export function useCreateVisa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVisa,
    onSuccess: (visa) => {
      queryClient.setQueryData(['visas', 'one', visa.id], visa);
      return queryClient.invalidateQueries({ queryKey: ['visas', 'list'] });
    },
  });
}
