import { type ChangePasswordBody, IDENTITY_API } from '@lc/shared';
import { call } from '@/lib/api-client';

// Sign-in, user info, refresh and sign-out are the app shell's (lib/auth.ts); the org filters are a shared component's.

/** Silent: the modal shows a wrong old password under its fields. */
export const changePassword = (body: ChangePasswordBody) => call(IDENTITY_API.endpoints.changePassword, { body }, { silent: true });
