import { describe, expect, it } from 'vitest';
import { type RuleIssue, validationMessage } from '../validation/messages';
import * as r from './valuation.rules';
import { VALUATION_MESSAGES } from './valuation.constants';

/** The issue's zh-CN text, as the server and Chinese forms show it. */
const zhOf = (issue: RuleIssue | undefined) => issue && validationMessage(issue.key, 'zh-CN', issue.values);

type Rows = [string, r.ValuationCheck, unknown, string | undefined][];

// [name, rule, value, expected zh-CN message or undefined]
const ROWS: Rows = [
  // valuation service form
  ['area empty', r.serviceAreaRule, '', '请输入面积'],
  ['area blank', r.serviceAreaRule, '   ', '请输入面积'],
  ['area text', r.serviceAreaRule, 'abc', '只能输入数字，最多11位整数2位小数'],
  ['area zero', r.serviceAreaRule, '0', '只能输入正数'],
  ['area negative', r.serviceAreaRule, '-3', '只能输入正数'],
  ['area 3 decimals', r.serviceAreaRule, '89.123', '只能输入数字，最多11位整数2位小数'],
  ['area 12 digits', r.serviceAreaRule, '123456789012', '只能输入数字，最多11位整数2位小数'],
  ['area ok', r.serviceAreaRule, '89.50', undefined],
  ['area 11 digits', r.serviceAreaRule, '12345678901.99', undefined],
  ['certificate address empty', r.certificateAddressRule, undefined, '请输入房产证上的地址'],
  ['certificate address 129', r.certificateAddressRule, '路'.repeat(129), '地址最多128个字符'],
  ['certificate address 128', r.certificateAddressRule, '路'.repeat(128), undefined],
  ['property address empty', r.propertyAddressRule, '', '请填写房产地址'],
  ['city empty', r.cityRule, undefined, '请选择城市'],
  ['city ok', r.cityRule, '110100', undefined],
  ['district empty', r.serviceDistrictRule, null, '请选择城市区县'],
  ['property type empty', r.propertyTypeRule, undefined, '请选择物业类型'],
  ['property type ok', r.propertyTypeRule, 1, undefined],
  ['community name 129', r.communityNameRule, 'a'.repeat(129), '小区名称最多128个字符'],
  ['community name trimmed 128', r.communityNameRule, ` ${'a'.repeat(128)} `, undefined],
  ['community name empty', r.communityNameRule, '', undefined],
  ['floor 0', r.floorRule, '0', '只能输入正整数'],
  ['floor 1.5', r.floorRule, '1.5', '只能输入正整数'],
  ['floor 99', r.floorRule, '99', '楼层范围为1-99'],
  ['floor 98', r.floorRule, '98', undefined],
  ['floor 1', r.floorRule, 1, undefined],
  ['total floors residence 4', r.totalFloorRule(1), '4', '住宅、公寓的总楼层不能小于5层'],
  ['total floors apartment 4', r.totalFloorRule(3), '4', '住宅、公寓的总楼层不能小于5层'],
  ['total floors residence 5', r.totalFloorRule(1), '5', undefined],
  ['total floors villa 7', r.totalFloorRule(2), '7', '别墅、独栋、双拼、联排、叠拼的总楼层不能大于6层'],
  ['total floors detached 7', r.totalFloorRule(4), '7', '别墅、独栋、双拼、联排、叠拼的总楼层不能大于6层'],
  ['total floors twin 7', r.totalFloorRule(5), '7', '别墅、独栋、双拼、联排、叠拼的总楼层不能大于6层'],
  ['total floors townhouse 7', r.totalFloorRule(6), '7', '别墅、独栋、双拼、联排、叠拼的总楼层不能大于6层'],
  ['total floors stacked 7', r.totalFloorRule(7), '7', '别墅、独栋、双拼、联排、叠拼的总楼层不能大于6层'],
  ['total floors villa 6', r.totalFloorRule(2), '6', undefined],
  ['total floors villa 3', r.totalFloorRule(2), '3', undefined],
  ['total floors no type 3', r.totalFloorRule(undefined), '3', undefined],
  ['total floors 99', r.totalFloorRule(1), '99', '楼层范围为1-99'],
  ['total floors -1', r.totalFloorRule(1), '-1', '只能输入正整数'],
  ['total floors length 5', r.totalFloorRule(1), '00005', '最多4个字符'],
  ['total floors empty', r.totalFloorRule(1), '', undefined],
  ['build year empty', r.buildYearRule, '', '请输入建成年份'],
  ['build year 1950', r.buildYearRule, '1950', '只能输入1950年以后的4位正整数'],
  ['build year 1951', r.buildYearRule, '1951', undefined],
  ['build year 9999', r.buildYearRule, 9999, undefined],
  ['build year 10000', r.buildYearRule, '10000', '只能输入1950年以后的4位正整数'],
  ['build year 2000.5', r.buildYearRule, '2000.5', '只能输入1950年以后的4位正整数'],
  ['building not integer', r.integerRule(32), '1A', '只能输入整数'],
  ['unit 9 chars', r.integerRule(8), '123456789', '最多8个字符'],
  ['room 16 chars', r.integerRule(16), '1234567890123456', undefined],
  ['bedrooms integer', r.integerRule(), '3', undefined],
  ['bedrooms decimal', r.integerRule(), '2.5', '只能输入整数'],
  ['garage area 3 decimals', r.optionalAreaRule, '12.345', '只能输入数字，最多11位整数2位小数'],
  ['garage area empty', r.optionalAreaRule, '', undefined],
  ['garage area ok', r.optionalAreaRule, '12.34', undefined],
  ['expected price 2 decimals', r.expectedPriceRule, '12.34', '只能输入数字，最多11位整数1位小数'],
  ['expected price 1 decimal', r.expectedPriceRule, '12.3', undefined],
  ['valuation price empty', r.valuationPriceRule, '', '估价单价不能为空'],
  ['valuation price negative', r.valuationPriceRule, '-1', '估价单价不能小于0'],
  ['valuation price 0', r.valuationPriceRule, '0', undefined],
  // evaluation report
  ['certificate empty', r.certificateNumberRule, '', '房产证/不动产证号不能为空'],
  ['certificate 52', r.certificateNumberRule, 'X'.repeat(52), '最多51个字符'],
  ['certificate 51', r.certificateNumberRule, 'X'.repeat(51), undefined],
  ['land-use cert 51', r.maxCharsRule(50), 'X'.repeat(51), '最多50个字符'],
  ['agency 41', r.maxCharsRule(40), '某'.repeat(41), '最多40个字符'],
  ['mortgagor 33', r.maxCharsRule(32), '某'.repeat(33), '最多32个字符'],
  ['ownership type 11', r.maxCharsRule(10), '某'.repeat(11), '最多10个字符'],
  ['land area bad', r.landAreaRule, '1.234', '土地面积格式不正确'],
  ['land area ok', r.landAreaRule, '120.5', undefined],
  // provider enquiry
  ['region empty', r.regionRule, '', '请选择区域'],
  ['community name empty', r.communityNameRequiredRule, '', '请填写小区名称'],
  ['community id empty', r.communityIdRule, '', '请选择小区'],
  ['building id empty', r.buildingIdRule, '', '请选择楼栋'],
  ['house id empty', r.houseIdRule, '', '请选择房屋'],
  ['provider area empty', r.providerAreaRule, '', '请输入面积'],
  ['provider area 0', r.providerAreaRule, '0', '只能输入正数'],
  ['provider price empty', r.providerPriceRule, '', '询价机构单价不能为空'],
  ['provider price negative', r.providerPriceRule, '-5', '价格不能小于0'],
  ['provider total empty', r.providerTotalRule, null, '询价机构总价不能为空'],
  ['provider total 0', r.providerTotalRule, '0', undefined],
  ['build years empty', r.buildYearsRule, '', '建成年份不能为空'],
  // manual valuation
  ['manual area empty', r.manualAreaRule, '', '请填写面积'],
  ['manual price empty', r.manualPriceRule, '', '请填写单价'],
  ['manual price text', r.manualPriceRule, '12a', '价格必须为数字'],
  ['manual total empty', r.manualTotalRule, '', '手动总价不能为空'],
  // further provider
  ['second-level type empty', r.secondLevelTypeRule, undefined, '请选择物业类型（二级）'],
  ['second-level type ok', r.secondLevelTypeRule, 11, undefined],
  ['further address empty', r.furtherAddressRule, '', '请填写地址'],
  ['further address 501', r.furtherAddressRule, '路'.repeat(501), '地址最多500个字符'],
  ['further address 500', r.furtherAddressRule, '路'.repeat(500), undefined],
  ['further area empty', r.furtherAreaRule, '', '请填写面积'],
  ['further area negative', r.furtherAreaRule, '-90', '只能输入正数'],
  ['completion year empty', r.completionYearRule, '', '请填写竣工年份'],
  ['completion year text', r.completionYearRule, '二〇〇五', '只能输入整数'],
  ['completion year 9 chars', r.completionYearRule, '123456789', '最多8个字符'],
  ['floor -2 of 18', r.currentFloorRule('18'), '-2', undefined],
  ['floor 1.5', r.currentFloorRule('18'), '1.5', '只能输入正负整数'],
  ['floor 19 of 18', r.currentFloorRule('18'), '19', '楼层不能大于总楼层'],
  ['floor 19, no total', r.currentFloorRule(''), '19', undefined],
  ['total 5 under floor 6', r.totalFloorOfFurtherRule('6'), '5', '总楼层不能小于楼层'],
  ['total 6 at floor 6', r.totalFloorOfFurtherRule('6'), '6', undefined],
  ['further unit price empty', r.furtherUnitPriceRule, '', '单价不能为空'],
  ['further total price empty', r.furtherTotalPriceRule, '', '总价不能为空'],
];

describe('valuation rules (001 §5)', () => {
  it.each(ROWS)('%s', (_name, check, value, expected) => {
    expect(zhOf(check(value))).toBe(expected);
  });

  it('has an English text for every message a rule gives', () => {
    for (const [name, check, value, expected] of ROWS) {
      if (!expected) continue;
      const en = r.valuationMessage(check(value)!, 'en-US');
      expect(en, name).not.toBe(expected);
      expect(en, name).not.toMatch(/[\u4e00-\u9fff]/);
    }
    expect(r.valuationMessage(r.certificateNumberRule('1'.repeat(52))!, 'en-US')).toBe('At most 51 characters');
    expect(r.valuationMessage(r.furtherAddressRule('路'.repeat(501))!, 'en-US')).toBe('The address has at most 500 characters');
    expect(r.valuationMessage('服务器说的话', 'en-US')).toBe('服务器说的话');
    for (const zh of Object.values(VALUATION_MESSAGES)) expect(r.valuationMessage(zh, 'en-US'), zh).not.toMatch(/[\u4e00-\u9fff]/);
    expect(r.valuationMessage(VALUATION_MESSAGES.enquiryPending, 'zh-CN')).toBe(VALUATION_MESSAGES.enquiryPending);
  });
});

describe('valuation rules raise keys of the validation kit', () => {
  it('gives each issue a key with its zh-CN and en-US texts, as the kit does', () => {
    expect(r.serviceAreaRule('')).toEqual({ key: 'areaRequired' });
    expect(r.integerRule(8)('123456789')).toEqual({ key: 'maxChars', values: { n: 8 } });
    expect(r.valuationMessage(r.serviceAreaRule('0')!, 'en-US')).toBe('Positive numbers only');
    expect(r.valuationMessage(r.totalFloorRule(1)('4')!, 'en-US')).toBe('Total floors cannot be less than 5 for residences and apartments');
    expect(r.valuationMessage(r.priceQueryPrerequisite({})!, 'en-US')).toBe('Please select the property type');
    expect(r.valuationMessage(r.reportImageIssue({ type: 'image/png', size: 1 }, 0)!, 'en-US')).toBe('Please upload a jpg image');
    expect(r.valuationMessage(r.thirdPropertyPrerequisite('')!, 'zh-CN')).toBe('请先选择区域');
  });

  it('finds the en-US text of a server schema message through the kit', () => {
    expect(r.valuationMessage('请选择城市', 'en-US')).toBe('Please select the city');
    expect(r.valuationMessage(VALUATION_MESSAGES.noCommunity, 'en-US')).toMatch(/^No community found/);
  });
});

describe('cross-field rules', () => {
  it.each([
    [{}, '请选择物业类型'],
    [{ houseType: 1 }, '请选择城市'],
    [{ houseType: 1, cityCode: '110100' }, '请选择区县'],
    [{ houseType: 1, cityCode: '110100', areaId: '110105' }, '请选择小区或输入地址'],
    [{ houseType: 1, cityCode: '110100', areaId: '110105', communityId: 'C1' }, undefined],
    [{ houseType: 1, cityCode: '110100', areaId: '110105', address: '朝阳路1号' }, undefined],
  ])('price query prerequisite %j', (fields, expected) => {
    expect(zhOf(r.priceQueryPrerequisite(fields))).toBe(expected);
  });

  it('either a community or an address', () => {
    expect(zhOf(r.communityOrAddress('', '  '))).toBe('请选择小区或输入地址');
    expect(r.communityOrAddress('朝阳花园', '')).toBeUndefined();
    expect(r.communityOrAddress(undefined, '朝阳路1号')).toBeUndefined();
  });

  it('community lookup and third-level property need their parameters', () => {
    expect(zhOf(r.communityLookupPrerequisite('', '朝阳'))).toBe('请补充相关参数');
    expect(zhOf(r.communityLookupPrerequisite('110100', ''))).toBe('请补充相关参数');
    expect(r.communityLookupPrerequisite('110100', '朝阳')).toBeUndefined();
    expect(zhOf(r.thirdPropertyPrerequisite(''))).toBe('请先选择区域');
    expect(r.thirdPropertyPrerequisite('110105')).toBeUndefined();
  });

  it.each([
    [2, undefined, true],
    [4, undefined, true],
    [7, undefined, true],
    [1, '复式', true],
    [3, '跃层', true],
    [1, '平层', false],
    [3, undefined, false],
    [undefined, undefined, false],
  ])('floor guidance for type %s, structure %s: %s', (type, structure, shows) => {
    expect(r.floorGuidanceApplies(type, structure)).toBe(shows);
  });

  it('report images: JPEG, 400 KB, at most 4', () => {
    expect(r.reportImageIssue({ type: 'image/jpeg', size: 400 * 1024 }, 3)).toBeUndefined();
    expect(zhOf(r.reportImageIssue({ type: 'image/jpeg', size: 1000 }, 4))).toBe('最多只能上传4张图片');
    expect(zhOf(r.reportImageIssue({ type: 'image/png', size: 1000 }, 0))).toBe('请上传jpg格式图片');
    expect(zhOf(r.reportImageIssue({ type: 'image/jpeg', size: 400 * 1024 + 1 }, 0))).toBe('图片文件不能超过400Kb');
    expect(zhOf(r.reportGenerateIssue(''))).toBe('请先进行估价');
    expect(r.reportGenerateIssue('EXT-1')).toBeUndefined();
    expect(zhOf(r.reportDownloadIssue(undefined))).toBe('请先点击估价查询');
    expect(r.reportDownloadIssue('/api/x.pdf')).toBeUndefined();
  });
});

describe('manual total = area × price ÷ 10000 (2 decimals, decimal arithmetic)', () => {
  it.each([
    ['89.50', '65000', '581.75'],
    ['100', '12345', '123.45'],
    ['0.1', '0.2', '0.00'],
    ['33.33', '30000', '99.99'],
    ['88.885', '10000', '88.89'], // half up, not banker's
    // beyond a float's precision: 1234555544520098.01 ÷ 10000
    ['12345678901.99', '99999', '123455554452.01'],
    ['', '65000', ''],
    ['89.5', '', ''],
    [undefined, '1', ''],
    ['abc', '1', ''],
  ])('%s m² × %s yuan/m² = %s 万元', (area, price, total) => {
    expect(r.manualTotal(area, price)).toBe(total);
  });
});

describe('units and the fixed area', () => {
  it('total in 万元 with 2 decimals, unit price in yuan/m²', () => {
    expect(r.yuanToWan('5817500')).toBe('581.75');
    expect(r.yuanToWan('5817549.99')).toBe('581.75');
    expect(r.yuanToWan('5817550')).toBe('581.76');
    expect(r.yuanToWan('')).toBe('');
    expect(r.formatWan('581.7')).toBe('581.70');
    expect(r.formatWan('12345.678')).toBe('12,345.68');
    expect(r.formatWan(null)).toBe('');
    expect(r.formatUnitPrice('65000.00')).toBe('65,000');
    expect(r.formatUnitPrice('1234567.5')).toBe('1,234,568');
    expect(r.formatUnitPrice('x')).toBe('');
    expect(r.ltvPercent('0.6500')).toBe('65.00%');
    expect(r.ltvPercent('1.23456')).toBe('123.46%');
    expect(r.ltvPercent(null)).toBe('');
  });

  it('fixes the area to 2 decimals on blur', () => {
    expect(r.fixArea('89.5')).toBe('89.50');
    expect(r.fixArea(' 90 ')).toBe('90.00');
    expect(r.fixArea('89.555')).toBe('89.56');
    expect(r.fixArea('abc')).toBe('abc');
    expect(r.fixArea(undefined)).toBe('');
  });
});

describe('route and tabs', () => {
  it.each([
    ['/documentManage/documentAdd', 3],
    ['/billManage/billAdd', 2],
    ['/billManage/billAdd/', 2],
    ['/halfwayManage/halfwayDetail', 1],
    ['/billManage/mortgageQueryPrice', 0],
    ['/', 0],
  ])('guzhiRequestType on %s is %i', (path, type) => {
    expect(r.guzhiRequestTypeFor(path)).toBe(type);
  });

  it('shows the further provider only on the mortgage query price page and only with zgl_enquiry', () => {
    expect(r.visibleValuationTabs('/billManage/mortgageQueryPrice', true)).toEqual(['provider', 'service', 'manual', 'further']);
    expect(r.visibleValuationTabs('/billManage/mortgageQueryPrice', false)).toEqual(['provider', 'service', 'manual']);
    expect(r.visibleValuationTabs('/billManage/billAdd', true)).toEqual(['provider', 'service', 'manual']);
  });

  it.each([
    [{}, 'provider'],
    [{ provider: { price: '1', totalPrice: '' } }, 'provider'],
    [{ service: { price: '65000', totalPrice: '581.75' } }, 'service'],
    [{ service: { price: '65000' }, manual: { price: '60000', totalPrice: '540.00' } }, 'manual'],
    [{ provider: { price: '1', totalPrice: '2' }, manual: { price: '3', totalPrice: '4' } }, 'provider'],
    [{ further: { price: '1', totalPrice: '2' } }, 'further'],
  ] as const)('initial tab of %j is %s', (held, tab) => {
    expect(r.initialValuationTab(held)).toBe(tab);
  });

  it('does not open a hidden tab', () => {
    expect(r.initialValuationTab({ further: { price: '1', totalPrice: '2' } }, ['provider', 'service', 'manual'])).toBe('provider');
  });
});
