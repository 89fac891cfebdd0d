/** Pages of this module and the bill form a conversion opens (linked by URL, never imported). */
export const PREBILL_PATHS = {
  list: '/billManage/preBillList',
  add: '/billManage/addPrebill',
  browse: '/billManage/preBillBrowse',
  browseDetail: '/billManage/addPrebillBrowse',
} as const;
export const detailHref = (id: number) => `${PREBILL_PATHS.add}?id=${id}`;
export const browseDetailHref = (id: number) => `${PREBILL_PATHS.browseDetail}?id=${id}`;
export const billHref = (billId: number) => `/billManage/billAdd?id=${billId}`;
export const billEditHref = (billId: number) => `/billManage/billAdd?id=${billId}&mode=edit`;
