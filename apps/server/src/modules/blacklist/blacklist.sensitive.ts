import { BLACKLIST_ENTITY, BLACKLIST_PERMISSION } from '@lc/shared';
import type { SensitiveSource } from '../module-kit';
import type { BlacklistService } from './blacklist.service';

const ENTRY_ID = /^[1-9]\d{0,14}$/;

/** Listed people's ID numbers and mobiles for the viewer (the list is the firm's: no data scope). */
export const blacklistSensitiveSource = (blacklist: Pick<BlacklistService, 'sensitiveValues'>): SensitiveSource => ({
  entity: BLACKLIST_ENTITY,
  permission: BLACKLIST_PERMISSION,
  fields: { idCard: 'idCard', mobile: 'mobile' },
  load: async (_user, id) => (ENTRY_ID.test(id) ? blacklist.sensitiveValues(Number(id)) : null),
});
