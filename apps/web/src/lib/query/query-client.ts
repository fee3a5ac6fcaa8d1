import { QueryClient } from '@tanstack/react-query';

// Only the signed-in shell and what runs after sign-in import this: the sign-in page never needs
// TanStack Query, so it stays out of the sign-in page's chunks.
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
