import { BORROWER_ENTITY, BORROWER_PERMISSION } from '@lc/shared';
import type { SensitiveSource } from '../module-kit';
import type { BorrowerService } from './borrower.service';

const BORROWER_ID = /^[1-9]\d{0,14}$/;

/** Borrowers' mobiles and ID numbers for the viewer, within the data scope of borrower_user_manager. */
export const borrowerSensitiveSource = (borrowers: Pick<BorrowerService, 'sensitiveValues'>): SensitiveSource => ({
  entity: BORROWER_ENTITY,
  permission: BORROWER_PERMISSION,
  fields: { mobile: 'mobile', idCard: 'idCard' },
  load: async (user, id) => (BORROWER_ID.test(id) ? borrowers.sensitiveValues(user, Number(id)) : null),
});
