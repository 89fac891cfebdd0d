import type { RouteEntry } from '../route-table.types';
import { t } from './title';

/** One funding party's risk-file list: its path, code and the party's name. */
type RiskFileList = { path: string; permission: string; zh: string; en: string };

const LISTS: readonly RiskFileList[] = [
  { path: 'fundRiskFileList', permission: 'yx_file_list', zh: '云信', en: 'Yunxin' },
  { path: 'zhonghaiFundRishFile', permission: 'zh_file_list', zh: '中海', en: 'Zhonghai' },
  { path: 'guominFundRiskFile', permission: 'gm_file_list', zh: '国民', en: 'Guomin' },
  { path: 'lanhaiFundRiskFile', permission: 'lh_file_list', zh: '蓝海', en: 'Lanhai' },
  { path: 'xwRiskFile', permission: 'xw_file_list', zh: '新网银行', en: 'Xinwang Bank' },
  { path: 'bhZxfRiskFile', permission: 'bh_zxf_file_list', zh: '渤海信托', en: 'Bohai Trust' },
  { path: 'zgcFundRiskFile', permission: 'hsd_file_list', zh: '中关村银行经营贷', en: 'ZGC Bank business loans' },
  { path: 'zgcHddFundRiskFile', permission: 'hdd_file_list', zh: '中关村银行抵押贷', en: 'ZGC Bank mortgage loans' },
];

const listPage = (l: RiskFileList): RouteEntry => ({
  path: l.path,
  permission: l.permission,
  title: t(`${l.zh}风控档案`, `${l.en} risk files`),
  homeSearch: true,
  keepAlive: true,
});

/** Spec 001 §2: "plus hidden add, detail and scan pages for each" list. */
const hiddenPages = (l: RiskFileList): RouteEntry[] => [
  { path: `${l.path}Add`, hidden: true, title: t(`新增${l.zh}风控档案`, `New ${l.en} risk file`) },
  { path: `${l.path}Detail`, hidden: true, title: t(`${l.zh}风控档案详情`, `${l.en} risk file detail`) },
  { path: `${l.path}Scan`, hidden: true, title: t(`${l.zh}风控档案扫描`, `${l.en} risk file scan`) },
];

/** Spec 001 §2: /fundRiskFile, one risk-file list per funding party. */
export const FUND_RISK_FILE_ROUTES: readonly RouteEntry[] = [
  {
    path: '/fundRiskFile',
    permission: 'file_list_manage',
    title: t('资方风控档案', 'Funding-party risk files'),
    icon: 'FolderOpenOutlined',
    children: [...LISTS.map(listPage), ...LISTS.flatMap(hiddenPages)],
  },
];
