/** The lists whose route starts their first page (list-starts.ts), known without loading their contracts. */
const LIST_START_PATHS = ['/billManage/billList', '/billManage/draft', '/billManage/billAll', '/billManage/abandonedBill'] as const;
export type ListStartPath = (typeof LIST_START_PATHS)[number];

export const isListStart = (fullPath: string): fullPath is ListStartPath => (LIST_START_PATHS as readonly string[]).includes(fullPath);
