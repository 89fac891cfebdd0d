import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, auditActionLabel, auditEntityLabel } from './audit-labels';

describe('audit labels (issue 29: no internal code on a zh-CN screen)', () => {
  it('reads plain, levelled and node codes in both languages', () => {
    expect(auditActionLabel('document-remove', 'zh-CN')).toBe('删除资料');
    expect(auditActionLabel('approve-2', 'zh-CN')).toBe('二级审批通过');
    expect(auditActionLabel('reject-1', 'en-US')).toBe('Reject (level 1)');
    expect(auditActionLabel('risk_approve', 'zh-CN')).toBe('风控审批通过');
    expect(auditActionLabel('stock-2', 'zh-CN')).toBe('出入库');
    expect(auditActionLabel('price:hnxiaodai', 'zh-CN')).toBe('定价');
    expect(auditEntityLabel('bill', 'zh-CN')).toBe('报单');
  });

  it('every zh-CN label is Chinese, every en-US label is not', () => {
    for (const label of Object.values(AUDIT_ACTION_LABELS)) {
      expect(label['zh-CN']).toMatch(/[\u4e00-\u9fff]/);
      expect(label['en-US']).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
