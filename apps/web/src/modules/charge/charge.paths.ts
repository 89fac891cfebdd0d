/** The charge pages' addresses: the list, one standard (a version of it), and its editor. */
export const CHARGE_LIST_PATH = '/borrowManage/borrowCost';
export const standardHref = (code: string, versionNo?: number) =>
  `/borrowManage/chargeStandard?code=${encodeURIComponent(code)}${versionNo ? `&versionNo=${versionNo}` : ''}`;
export const editStandardHref = (code: string) => `/borrowManage/addCost?code=${encodeURIComponent(code)}`;
export const MANAGER_LEVEL_PATH = '/borrowManage/managerLevel';
