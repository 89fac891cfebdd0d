import { describe, expect, it } from 'vitest';
import { resetDefaults } from './reset-defaults';

const ALL = 'all20180808';

describe('resetDefaults (spec 001 §2, §4)', () => {
  it.each([
    ['/systemTools/testList', '列表测试', { salesId: ALL }],
    ['/billGrantManage/ungrantedList', '财务放款', { salesId: ALL }],
    ['/billGrantManage/grantApproveListVp1', '高管一审批', { salesId: ALL }],
    ['/billGrantManage/grantApproveListVp2', '高管二审批', { salesId: ALL }],
    ['/billGrantManage/grantApproveListRisk', '风控初审', { salesId: ALL }],
    ['/billManage/billApproveYe', '业务经理审批', { salesId: ALL }],
    ['/billManage/billApproveLi', '总监审批', { salesId: ALL }],
    ['/billManage/billApproveRp', '重复报单审批', { salesId: ALL }],
    ['/billManage/billApproveZi', '副总审批', { salesId: ALL, pastDays: '60' }],
    ['/getArchivesManage/archiveApprovalListNew', '调档审批', { salesId: ALL }],
    ['/transferOder/transferOderApprovalList', '转单审批', { salesId: ALL, transferOrderStatus: '1' }],
    ['/transferOder/transferOderApplyList', '转单申请', { salesId: ALL }],
    ['/archiveManage/archiveManageList', '档案建档管理', { salesId: ALL }],
    ['/archiveManage/archiveManageList', 'Archive building management', { salesId: ALL }],
    ['/getArchivesManage/returnArchives', '档案归还', { salesId: ALL }],
    ['/getArchivesManage/returnArchives', 'Archive return', { salesId: ALL }],
    ['/archiveManage/archiveReturnDetail', '档案归还详情', { salesId: ALL }],
    ['/billManage/billAll', '', { salesId: ALL }],
  ])('%s (%s) → %o', (pathname, title, expected) => {
    expect(resetDefaults(pathname, title)).toEqual(expected);
  });
});
