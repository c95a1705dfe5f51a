/**
 * TanStack Query's cache, which only signed-in pages read through: it loads with the signed-in
 * shell (router.tsx), so /login carries none of it (about 7 KB gzip, issue 18 item 4).
 */
import type { ReactNode } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { SessionAnswer } from '../../shared/schemas/accounts';
import { checkSession } from '../api/auth';
import { watchQueryConnectivity } from '../pwa/pwa-state';
import { createQueryClient } from './query-client';
import { storedExpiry } from './session';

const queryClient = createQueryClient();
watchQueryConnectivity(queryClient);

export function SignedInQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Nothing read under a lost session is shown to whoever signs in next. */
export function forgetReads(): void {
  queryClient.clear();
}

/**
 * Who is signed in, and as what role (issue 28): asked once per sign-in. The key holds the expiry
 * the sign-in stored, so a new sign-in in this tab never shows the last one's role; and a role
 * never changes under a live session (a role change ends the account's sessions), so it is not
 * asked again until then. `data` is undefined while the first answer is on its way; `enabled`
 * false asks nothing (no session stored: the shell is on its way to /login).
 */
export function useSession(enabled = true) {
  return useQuery<SessionAnswer>({
    queryKey: ['session', storedExpiry()],
    queryFn: ({ signal }) => checkSession(signal),
    staleTime: Infinity,
    enabled,
  });
}
