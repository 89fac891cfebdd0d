import { menusQuery, userQuery } from '@/lib/auth';
import { queryClient } from './query-client';

/**
 * Every signed-in page waits on the user (the guard) and then the menu (the shell). Asked for as
 * soon as the signed-in routes are wanted, they travel beside the shell's chunks instead of after
 * them; the guard and the shell then find them in flight or done.
 */
export function startSession() {
  void queryClient.prefetchQuery(userQuery);
  void queryClient.prefetchQuery(menusQuery);
}
