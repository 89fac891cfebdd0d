import { defineText } from '@/lib/text';

/** The old transfer pages' own words (namespace 'archiveTransferOld'); the rest are the new flow's. */
export const useTransferOldText = defineText(
  'archiveTransferOld',
  {
    list: '档案调档',
    keyword: '报单编号/客户',
    remark: '备注',
    riskApprove: '风控审批通过',
    archiveApprove: '档案审批通过',
    giveBackAll: '确认归还',
    giveBackConfirm: '确认全部档案已归还入库？',
  },
  {
    list: 'Archive transfer',
    keyword: 'Bill no. / customer',
    remark: 'Remark',
    riskApprove: 'Risk approve',
    archiveApprove: 'Archive approve',
    giveBackAll: 'Confirm return',
    giveBackConfirm: 'Confirm every document is back in stock?',
  },
);

/** The old flow's pages (links go by URL). */
export const TRANSFER_OLD_PATHS = {
  list: '/archiveTransferManage',
  add: '/archiveTransferManage/transferAdd',
  detail: '/archiveTransferManage/transferDetail',
} as const;
