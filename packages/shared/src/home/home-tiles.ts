import type { LocalisedText } from '../route-table/route-table.types';

export type HomeTile = {
  path: string;
  title: LocalisedText;
  icon: string;
  /** An area not yet online: shown to everyone, it opens the not-yet-online notice (spec 000 §1). */
  notOnline?: true;
};

/** The home page's areas (spec 000 §1), each opening its task list. The badge key is the path. */
export const HOME_TILES: readonly HomeTile[] = [
  { path: '/agreementManager/agreementList', title: { 'zh-CN': '合同签约', 'en-US': 'Contract signing' }, icon: 'FileProtectOutlined' },
  { path: '/borrowManage/borrowBill', title: { 'zh-CN': '借款还款', 'en-US': 'Loans and repayment' }, icon: 'AccountBookOutlined' },
  { path: '/borrowerManage/borrowerList', title: { 'zh-CN': '借款人', 'en-US': 'Borrowers' }, icon: 'TeamOutlined' },
  { path: '/mailManage/mailList', title: { 'zh-CN': '邮件', 'en-US': 'Mail' }, icon: 'MailOutlined', notOnline: true },
  { path: '/fileDownloadManage/fileDownloadList', title: { 'zh-CN': '下载中心', 'en-US': 'Downloads' }, icon: 'DownloadOutlined' },
  {
    path: '/rechargeRecordManage/rechargeRecordList',
    title: { 'zh-CN': '充值代扣', 'en-US': 'Recharge and withholding' },
    icon: 'WalletOutlined',
  },
  { path: '/overdueRecordManage/overdueRecordList', title: { 'zh-CN': '逾期', 'en-US': 'Overdue' }, icon: 'AlertOutlined' },
  { path: '/billGrantManage/ungrantedList', title: { 'zh-CN': '放款', 'en-US': 'Disbursement' }, icon: 'MoneyCollectOutlined' },
  { path: '/mortgageEvsManage/mortgageEvsList', title: { 'zh-CN': '询价统计', 'en-US': 'Valuation statistics' }, icon: 'BarChartOutlined' },
  {
    path: '/halfwayManage/halfwayList',
    title: { 'zh-CN': '中途客户', 'en-US': 'Halfway customers' },
    icon: 'UserSwitchOutlined',
    notOnline: true,
  },
  { path: '/systemSetting/staffManage', title: { 'zh-CN': '员工管理', 'en-US': 'Staff' }, icon: 'IdcardOutlined' },
];
