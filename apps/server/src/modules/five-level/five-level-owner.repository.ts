import { followBillOwner } from '../../db/follow-bill-owner';
import { fiveLevelChanges } from './five-level.table';

/** Five-level change requests copy their loan's scope columns: they move with the bill. */
export const fiveLevelOwnerFollowers = [followBillOwner('five_level_changes', fiveLevelChanges)];
