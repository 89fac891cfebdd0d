/** The five-level pages' addresses. */
export const FIVE_LEVEL_LIST_PATH = '/borrowManage/assetLevelList';
export const fiveLevelLoanHref = (billId: number) => `/borrowManage/assetLevelDetail?id=${billId}`;
