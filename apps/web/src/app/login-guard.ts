import { redirect } from 'react-router';
import { readSessionHint, safeRedirect } from '@/lib/session';

/** Fixed routes of spec 000 §2 outside the table: any signed-in user may see them. */
export const FIXED_PATHS = { forbidden: '/401', notFound: '/404', login: '/login', home: '/home' } as const;

/**
 * The guard's rule for /login, apart from the route table so that the login page loads without
 * it: with a token the user goes on to the page wanted (or /), else stays. Returns where to go.
 */
export const decideLogin = (search: string, signedIn: boolean): string | null =>
  signedIn ? safeRedirect(new URLSearchParams(search).get('redirect')) : null;

/** The login route's loader. */
export const loginGuard = ({ request }: { request: Request }) => {
  const to = decideLogin(new URL(request.url).search, readSessionHint());
  return to ? redirect(to) : null;
};
