import { describe, expect, it } from 'vitest';
import { contractPrefixOf, fillTemplate, formatContractNo, templateValues, unknownPlaceholders } from './contract-template';

const FACTS = {
  contractNo: 'BJ-DY-2026000001',
  contractDate: '2026-11-25',
  billNo: 'B202611250001',
  borrowerName: '王建国',
  addresses: ['朝阳区望京西园1号', '朝阳区望京西园地下车位B1号'],
  amount: '1500000.50',
  durationDays: 90,
  annualRate: '0.09600000',
  method: 'equalPrincipal' as const,
  repaymentDay: 20,
  penaltyDailyRate: '0.00050000',
  fees: [{ itemName: '服务费', chargeDays: 1, rate: '0.01', accrual: 'perDays' as const }],
  fundingName: '海南小贷',
};

describe('contract templates', () => {
  it('fills every field, money in capitals and wan/yi', () => {
    const body =
      '编号{{contract.no}}，借款人{{ borrower.name }}，金额{{loan.amount}}元（大写{{loan.amountCapital}}，{{loan.amountWanYi}}），{{collateral.count}}处：{{collateral.address}}';
    expect(fillTemplate(body, templateValues(FACTS))).toBe(
      '编号BJ-DY-2026000001，借款人王建国，金额1500000.50元（大写壹佰伍拾万元伍角，150万元），2处：朝阳区望京西园1号；朝阳区望京西园地下车位B1号',
    );
  });

  it('states the agreed terms: rate, method, repayment day and penalty rule (decision 0070)', () => {
    const body =
      '年利率{{loan.annualRate}}，{{loan.method}}，{{loan.repaymentDay}}还款，期限{{loan.durationDays}}天；{{loan.penaltyRule}}；出借人{{funding.name}}';
    expect(fillTemplate(body, templateValues(FACTS))).toBe(
      '年利率9.6%，等额本金，每月20日还款，期限90天；自应还日次日起，按逾期未还本金与利息之和每日0.05%计收罚息，计罚天数等于逾期天数；费用与罚息不计罚息；出借人海南小贷',
    );
    expect(templateValues({ ...FACTS, repaymentDay: null })['loan.repaymentDay']).toBe('每月放款日对应日（29日至31日按28日）');
  });

  it('states each fee line, how it falls due and its whole over the term (decision 0073)', () => {
    // 1,500,000.50 × 0.01 % × 90 days = 13,500.0045 → 13,500.00.
    expect(templateValues(FACTS)['loan.fees']).toBe('服务费：按借款金额每1天0.01%，按实际用款天数计收，期限内合计13,500.00元');
    const two = [
      { itemName: '服务费', chargeDays: 30, rate: '0.5', accrual: 'perPeriod' as const },
      { itemName: '管理费', chargeDays: 90, rate: '1', accrual: 'upfront' as const },
    ];
    expect(templateValues({ ...FACTS, fees: two })['loan.fees']).toBe(
      '服务费：按借款金额每30天0.5%，按期平均收取，期限内合计22,500.01元；管理费：按借款金额每90天1%，随首期一次收取，期限内合计15,000.01元',
    );
    expect(templateValues({ ...FACTS, fees: [] })['loan.fees']).toBe('无');
  });

  it('names the placeholders that are not fields', () => {
    expect(unknownPlaceholders('{{loan.amount}} {{loan.rate}} {{borrower.idNo}} {{loan.rate}}')).toEqual(['loan.rate', 'borrower.idNo']);
    expect(unknownPlaceholders('{{bill.billNo}}')).toEqual([]);
  });

  it('numbers contracts with the spec prefixes by area', () => {
    expect(contractPrefixOf('BJ_11')).toBe('BJ-DY-');
    expect(contractPrefixOf('SH_31')).toBe('SH-DY-');
    expect(contractPrefixOf('XA_61')).toBe('XA-DY-');
    expect(contractPrefixOf('WH_42')).toBe('WH-DY-');
    expect(contractPrefixOf('ALL')).toBe('BJ-DY-');
    expect(formatContractNo('WH-DY-', 2026, 42)).toBe('WH-DY-2026000042');
  });
});
