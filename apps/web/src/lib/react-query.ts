import { QueryClient } from '@tanstack/react-query';
import { mayRetryLoad } from './api-client.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => mayRetryLoad(error) && count < 2,
    },
  },
});
