import { describe, expect, it } from 'vitest';
import { ledgerMemoLabel } from './ledger-memo';

describe('ledger memos as people read them (issue 29)', () => {
  it('the services memos read in Chinese on zh-CN screens', () => {
    expect(ledgerMemoLabel('loan 7 repayment', 'zh-CN')).toBe('借款7还款');
    expect(ledgerMemoLabel('grant 12 draw 9', 'zh-CN')).toBe('放款申请12第9笔出账');
    expect(ledgerMemoLabel('grant 12 draw 9 transfer 2', 'zh-CN')).toBe('放款申请12第9笔出账（转账2）');
    expect(ledgerMemoLabel('loan 3 early settlement', 'zh-CN')).toBe('借款3提前结清');
    expect(ledgerMemoLabel('grant 12 draw 9', 'en-US')).toBe('Grant 12, draw 9');
  });
  it('a memo someone typed is shown as it is', () => {
    expect(ledgerMemoLabel('评估服务费', 'zh-CN')).toBe('评估服务费');
    expect(ledgerMemoLabel(null, 'zh-CN')).toBe('');
  });
});
