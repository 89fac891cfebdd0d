import { describe, expect, it } from 'vitest';
import { luhnCheckDigit } from '../validation/bank-card';
import { cardChangeInput, cardChangeRejectBody } from './card-change.schema';

const valid = {
  cardId: 1,
  newCardNo: `622848001122334${luhnCheckDigit('622848001122334')}`,
  accountName: '李秀英',
  reservedMobile: '13912340009',
  reason: '换卡',
};
const first = (input: object) => cardChangeInput.safeParse(input).error?.issues[0]?.message;

describe('card-change request rules', () => {
  it('takes a Luhn-valid number, the account name, a mobile and a reason', () => {
    expect(cardChangeInput.safeParse(valid).success).toBe(true);
    expect(first({ ...valid, newCardNo: '6228480011223342' })).toBe('银行卡号校验位错误，请核对卡号');
    expect(first({ ...valid, reservedMobile: '1391234' })).toBe('手机号格式错误');
    expect(first({ ...valid, reason: '' })).toBe('此项不能为空');
    expect(cardChangeRejectBody.safeParse({ flowVersion: 1, comment: ' ' }).success).toBe(false);
  });
});
