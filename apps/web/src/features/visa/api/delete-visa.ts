import { useMutation, useQueryClient } from '@tanstack/react-query';
import { visaPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';

/** DELETE /api/visa/{id}: the visa and its files. */
export function deleteVisa(id: string): Promise<undefined> {
  return api.call(visaPaths.remove, { params: { id } });
}

export function useDeleteVisa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVisa,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: ['visas', 'one', id] });
      return queryClient.invalidateQueries({ queryKey: ['visas', 'list'] });
    },
  });
}
