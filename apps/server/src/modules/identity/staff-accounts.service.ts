import { staffAccountRepository as repo } from './staff-account.repository';

/**
 * What the staff module may do with accounts: identity owns the users, groups, departments and
 * their links (decision 0019), staff applies its rules on top. Every method takes the executor,
 * so staff's writes and its audit share one transaction.
 */
export const staffAccounts = {
  list: repo.list,
  findInScope: repo.findInScope,
  insert: repo.insert,
  updateVersioned: repo.updateVersioned,
  setLinks: repo.setLinks,
  orgUnits: repo.orgUnits,
  countLocked: repo.countLocked,
};
export type StaffAccounts = typeof staffAccounts;
