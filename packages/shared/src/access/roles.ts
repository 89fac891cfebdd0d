import type { LocalisedText } from '../route-table/route-table.types';

/** Data scope a role grants: whose records its holders may see. */
export const DATA_SCOPES = ['self', 'group', 'department', 'area', 'all'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

export type RoleDefinition = { id: number; name: LocalisedText; scope: DataScope };

/** Every role id of spec 000 §6, with its meaning and the data scope we give it by default. */
export const ROLES = [
  { id: 10, name: { 'zh-CN': '风控部门总监', 'en-US': 'Risk-control department director' }, scope: 'all' },
  { id: 11, name: { 'zh-CN': '业务员', 'en-US': 'Department staff (salesperson)' }, scope: 'self' },
  { id: 20, name: { 'zh-CN': '财务总监', 'en-US': 'Finance director' }, scope: 'all' },
  { id: 21, name: { 'zh-CN': '财务放款', 'en-US': 'Finance granter' }, scope: 'area' },
  { id: 22, name: { 'zh-CN': '放款审批高管一', 'en-US': 'Grant-review executive 1' }, scope: 'all' },
  { id: 23, name: { 'zh-CN': '放款审批高管二', 'en-US': 'Grant-review executive 2' }, scope: 'all' },
  { id: 30, name: { 'zh-CN': '风控总监', 'en-US': 'Risk director' }, scope: 'all' },
  { id: 31, name: { 'zh-CN': '风控专员', 'en-US': 'Risk staff' }, scope: 'area' },
  { id: 32, name: { 'zh-CN': '权证专员', 'en-US': 'Warrant staff' }, scope: 'area' },
  { id: 33, name: { 'zh-CN': '风控面签助理', 'en-US': 'Risk interview assistant' }, scope: 'area' },
  { id: 34, name: { 'zh-CN': '终审', 'en-US': 'Final review' }, scope: 'all' },
  { id: 35, name: { 'zh-CN': '调度派单', 'en-US': 'Dispatch' }, scope: 'area' },
  { id: 36, name: { 'zh-CN': '抵押解押审批', 'en-US': 'Mortgage/release approval' }, scope: 'area' },
  { id: 37, name: { 'zh-CN': '权证经理', 'en-US': 'Warrant manager' }, scope: 'area' },
  { id: 41, name: { 'zh-CN': '贷后管理', 'en-US': 'After-loan management' }, scope: 'area' },
  { id: 42, name: { 'zh-CN': '贷中管理', 'en-US': 'In-loan management' }, scope: 'area' },
  { id: 51, name: { 'zh-CN': '后台', 'en-US': 'Back office' }, scope: 'area' },
  { id: 52, name: { 'zh-CN': '中途客户导出', 'en-US': 'Halfway customer export' }, scope: 'area' },
  { id: 61, name: { 'zh-CN': '档案审批', 'en-US': 'Archive approval' }, scope: 'area' },
  { id: 5, name: { 'zh-CN': 'Excel导出', 'en-US': 'Excel export' }, scope: 'area' },
  { id: 53, name: { 'zh-CN': '报单历史导出', 'en-US': 'Bill history export' }, scope: 'area' },
  { id: 1001, name: { 'zh-CN': '业务经理', 'en-US': 'Business manager' }, scope: 'group' },
  { id: 1002, name: { 'zh-CN': '业务经理（部门）', 'en-US': 'Business manager (department)' }, scope: 'department' },
  { id: 71, name: { 'zh-CN': '企业管理', 'en-US': 'Firm management' }, scope: 'area' },
  { id: 81, name: { 'zh-CN': '利息管理', 'en-US': 'Interest management' }, scope: 'all' },
  { id: 91, name: { 'zh-CN': '产品管理', 'en-US': 'Product management' }, scope: 'all' },
  { id: 92, name: { 'zh-CN': '核心运营', 'en-US': 'Core operations' }, scope: 'all' },
  { id: 93, name: { 'zh-CN': '被执行人查询', 'en-US': 'Executed-person query' }, scope: 'area' },
  { id: 101, name: { 'zh-CN': '押品询价统计', 'en-US': 'Collateral inquiry statistics' }, scope: 'all' },
  { id: 1003, name: { 'zh-CN': '押品浏览', 'en-US': 'Collateral browse' }, scope: 'area' },
  { id: 1004, name: { 'zh-CN': '押品浏览（全部）', 'en-US': 'Collateral browse (all)' }, scope: 'all' },
  { id: 2001, name: { 'zh-CN': '运营管理员', 'en-US': 'Operations admin' }, scope: 'all' },
  { id: 3001, name: { 'zh-CN': '黑名单管理', 'en-US': 'Blacklist management' }, scope: 'all' },
] as const satisfies readonly RoleDefinition[];

export type RoleId = (typeof ROLES)[number]['id'];
export const ROLE_IDS = ROLES.map((r) => r.id) as RoleId[];
/** The system administrator role of ours: every permission, every area. Not a spec role. */
export const ADMIN_ROLE_ID = 1;
