// Staff accounts are rows of identity's tables: identity signs them in, staff administers them.
// Table files are where modules share tables (as identity's users reference access's roles), so
// staff's repository reads them through this file and no other module file crosses over.
export { departments, groups, userGroups, userRoles, users } from '../identity/org.table';
export { loginFailures } from '../identity/session.table';
