/**
 * TanStack Query's cache, which only signed-in pages read through: it loads with the signed-in
 * shell (router.tsx), so /login carries none of it (about 7 KB gzip, issue 18 item 4).
 */
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { watchQueryConnectivity } from '../pwa/pwa-state';
import { createQueryClient } from './query-client';

const queryClient = createQueryClient();
watchQueryConnectivity(queryClient);

export function SignedInQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Nothing read under a lost session is shown to whoever signs in next. */
export function forgetReads(): void {
  queryClient.clear();
}
