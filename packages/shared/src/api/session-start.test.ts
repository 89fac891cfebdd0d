import { describe, expect, it } from 'vitest';
import { ACCESS_API } from '../access/access.contract';
import { IDENTITY_API } from '../identity/identity.contract';
import { endpointUrl } from './contract';
import { CONSOLE_APP_ID, SESSION_START_URLS } from './session-start';

describe('the session-start URLs', () => {
  it('are exactly the URLs the contracts give the user and menu calls', () => {
    expect(SESSION_START_URLS).toEqual([
      endpointUrl(IDENTITY_API.endpoints.userInfo, {}),
      endpointUrl(ACCESS_API.endpoints.menus, { appId: CONSOLE_APP_ID }),
    ]);
    expect(SESSION_START_URLS).toEqual(['/api/auth/v1/userInfo/get', '/api/auth/v1/userInfo/appMenus/console']);
  });
});
