import type { AreaCode } from '@lc/shared';

/** Business departments per area; groups 1–16 hang under them (spec 000 §6). */
export const DEPARTMENTS: { code: string; name: string; areaCode: AreaCode; groups: number[] }[] = [
  { code: 'BJ_BD1', name: '北京业务一部', areaCode: 'BJ_11', groups: [1, 2, 3, 4, 5, 11] },
  { code: 'BJ_BD2', name: '北京业务二部', areaCode: 'BJ_11', groups: [6, 7, 8, 9, 10] },
  { code: 'BJ_INST', name: '北京机构银行业务部', areaCode: 'BJ_11', groups: [12, 13] },
  { code: 'SH_BD', name: '上海业务部', areaCode: 'SH_31', groups: [14] },
  { code: 'XA_BD', name: '西安业务部', areaCode: 'XA_61', groups: [15] },
  { code: 'WH_BD', name: '武汉业务部', areaCode: 'WH_42', groups: [16] },
  { code: 'HQ_RISK', name: '风控部', areaCode: 'ALL', groups: [] },
  { code: 'HQ_FIN', name: '财务部', areaCode: 'ALL', groups: [] },
  { code: 'HQ_WARRANT', name: '权证部', areaCode: 'ALL', groups: [] },
  { code: 'HQ_OPS', name: '运营部', areaCode: 'ALL', groups: [] },
];

export const DEMO_PASSWORD = 'Demo@2026';
