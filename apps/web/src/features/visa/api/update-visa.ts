import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Visa, VisaBody } from '@visadesk/contract/visas';
import { http } from '../../../lib/http/http';

/** PATCH /api/visa/{id} */
export function updateVisa(id: string, body: Partial<VisaBody>): Promise<Visa> {
  return http.patch<Visa>(`/visa/${id}`, body);
}

export function useUpdateVisa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Partial<VisaBody> }) => updateVisa(id, body),
    onSuccess: (visa) => {
      queryClient.setQueryData(['visas', 'one', visa.id], visa);
      return queryClient.invalidateQueries({ queryKey: ['visas', 'list'] });
    },
  });
}
