import Decimal from 'decimal.js';
import type { Locale } from '../api/messages';
import { PROPERTY_TYPES, VALUATION_MESSAGES } from './valuation.constants';

/*
 * The valuation forms' rules (spec 001 §5, valuation parts) as plain checks: each takes the
 * field's value (as the form holds it) and returns the spec's zh-CN message, or undefined when
 * the value passes. The zh-CN texts match the server's schemas, so a form and the server speak
 * alike; valuationMessage gives the en-US text for any of them. Numbers stay text and are
 * compared with decimal.js (money is never a JS number).
 */

/** Every message the valuation rules give, in both languages; `{{n}}` is filled per issue. */
export const VALUATION_RULE_MESSAGES = {
  // valuation service form
  areaRequired: { 'zh-CN': '请输入面积', 'en-US': 'Please enter the area' },
  areaFormat: { 'zh-CN': '只能输入数字，最多11位整数2位小数', 'en-US': 'Numbers only: at most 11 integer digits and 2 decimals' },
  positiveOnly: { 'zh-CN': '只能输入正数', 'en-US': 'Positive numbers only' },
  certificateAddressRequired: { 'zh-CN': '请输入房产证上的地址', 'en-US': 'Please enter the address as on the certificate' },
  propertyAddressRequired: { 'zh-CN': '请填写房产地址', 'en-US': 'Please fill in the property address' },
  addressTooLong: { 'zh-CN': '地址最多{{n}}个字符', 'en-US': 'The address has at most {{n}} characters' },
  cityRequired: { 'zh-CN': '请选择城市', 'en-US': 'Please select the city' },
  districtOfCityRequired: { 'zh-CN': '请选择城市区县', 'en-US': 'Please select the city and district' },
  propertyTypeRequired: { 'zh-CN': '请选择物业类型', 'en-US': 'Please select the property type' },
  communityNameTooLong: { 'zh-CN': '小区名称最多128个字符', 'en-US': 'The community name has at most 128 characters' },
  communityOrAddress: { 'zh-CN': '请选择小区或输入地址', 'en-US': 'Please select a community or enter the address' },
  positiveIntegerOnly: { 'zh-CN': '只能输入正整数', 'en-US': 'Positive integers only' },
  floorRange: { 'zh-CN': '楼层范围为1-99', 'en-US': 'Floors range from 1 to 99' },
  totalFloorsMin5: {
    'zh-CN': '住宅、公寓的总楼层不能小于5层',
    'en-US': 'Total floors cannot be less than 5 for residences and apartments',
  },
  totalFloorsMax6: {
    'zh-CN': '别墅、独栋、双拼、联排、叠拼的总楼层不能大于6层',
    'en-US': 'Total floors cannot exceed 6 for villas, detached, twin, townhouse and stacked townhouse properties',
  },
  maxChars: { 'zh-CN': '最多{{n}}个字符', 'en-US': 'At most {{n}} characters' },
  buildYearRequired: { 'zh-CN': '请输入建成年份', 'en-US': 'Please enter the build year' },
  buildYearFormat: { 'zh-CN': '只能输入1950年以后的4位正整数', 'en-US': 'Only a 4-digit year after 1950' },
  integerOnly: { 'zh-CN': '只能输入整数', 'en-US': 'Integers only' },
  expectedPriceFormat: {
    'zh-CN': '只能输入数字，最多11位整数1位小数',
    'en-US': 'Numbers only: at most 11 integer digits and 1 decimal',
  },
  valuationPriceRequired: { 'zh-CN': '估价单价不能为空', 'en-US': 'The valuation unit price cannot be empty' },
  valuationPriceMin: { 'zh-CN': '估价单价不能小于0', 'en-US': 'The valuation unit price cannot be below 0' },
  districtRequired: { 'zh-CN': '请选择区县', 'en-US': 'Please select the district' },
  supplementParams: { 'zh-CN': '请补充相关参数', 'en-US': 'Please supplement the relevant parameters' },
  checkFailed: { 'zh-CN': '信息校验未通过', 'en-US': 'Information check failed' },
  floorGuidance: {
    'zh-CN': '复式或别墅请输入起始楼层，并在结构中补充（平层、错层、复式、跃层）或物业类型',
    'en-US':
      'For a duplex or villa enter the starting floor, and add the structure (single-level, split-level, duplex, loft) or the property type',
  },
  // evaluation report
  certificateRequired: {
    'zh-CN': '房产证/不动产证号不能为空',
    'en-US': 'The property ownership/real estate certificate number cannot be empty',
  },
  landAreaFormat: { 'zh-CN': '土地面积格式不正确', 'en-US': 'Land area: at most 11 integer digits and 2 decimals' },
  tooManyImages: { 'zh-CN': '最多只能上传4张图片', 'en-US': 'At most 4 images can be uploaded' },
  jpegOnly: { 'zh-CN': '请上传jpg格式图片', 'en-US': 'Please upload a jpg image' },
  imageTooLarge: { 'zh-CN': '图片文件不能超过400Kb', 'en-US': 'The image file cannot exceed 400Kb' },
  valuateFirst: { 'zh-CN': '请先进行估价', 'en-US': 'Please do the valuation first' },
  queryFirst: { 'zh-CN': '请先点击估价查询', 'en-US': 'Please click the valuation query first' },
  // provider enquiry
  regionRequired: { 'zh-CN': '请选择区域', 'en-US': 'Please select the region' },
  communityNameRequired: { 'zh-CN': '请填写小区名称', 'en-US': 'Please fill in the community name' },
  communityRequired: { 'zh-CN': '请选择小区', 'en-US': 'Please select the community' },
  buildingRequired: { 'zh-CN': '请选择楼栋', 'en-US': 'Please select the building' },
  houseRequired: { 'zh-CN': '请选择房屋', 'en-US': 'Please select the house' },
  providerPriceRequired: { 'zh-CN': '询价机构单价不能为空', 'en-US': "The provider's unit price cannot be empty" },
  providerTotalRequired: { 'zh-CN': '询价机构总价不能为空', 'en-US': "The provider's total price cannot be empty" },
  priceMin0: { 'zh-CN': '价格不能小于0', 'en-US': 'The price cannot be below 0' },
  buildYearsRequired: { 'zh-CN': '建成年份不能为空', 'en-US': 'The build year cannot be empty' },
  // manual valuation
  fillInArea: { 'zh-CN': '请填写面积', 'en-US': 'Please fill in the area' },
  manualPriceRequired: { 'zh-CN': '请填写单价', 'en-US': 'Please fill in the unit price' },
  priceNumber: { 'zh-CN': '价格必须为数字', 'en-US': 'The price must be a number' },
  manualTotalRequired: { 'zh-CN': '手动总价不能为空', 'en-US': 'The manual total price cannot be empty' },
  // further provider
  secondLevelTypeRequired: { 'zh-CN': '请选择物业类型（二级）', 'en-US': 'Please select the property type (second level)' },
  fillInAddress: { 'zh-CN': '请填写地址', 'en-US': 'Please fill in the address' },
  completionYearRequired: { 'zh-CN': '请填写竣工年份', 'en-US': 'Please fill in the completion year' },
  signedIntegerOnly: { 'zh-CN': '只能输入正负整数', 'en-US': 'Only positive and negative integers' },
  floorAboveTotal: { 'zh-CN': '楼层不能大于总楼层', 'en-US': 'The floor cannot be greater than the total floors' },
  totalBelowFloor: { 'zh-CN': '总楼层不能小于楼层', 'en-US': 'The total floors cannot be less than the floor' },
  unitPriceRequired: { 'zh-CN': '单价不能为空', 'en-US': 'The unit price cannot be empty' },
  totalPriceRequired: { 'zh-CN': '总价不能为空', 'en-US': 'The total price cannot be empty' },
  areaFirst: { 'zh-CN': '请先选择区域', 'en-US': 'Please select the area first' },
} as const satisfies Record<string, Record<Locale, string>>;

export type ValuationRuleKey = keyof typeof VALUATION_RULE_MESSAGES;
/** A rule's answer: the zh-CN message, or undefined when the value passes. */
export type ValuationCheck = (value: unknown) => string | undefined;

const M = VALUATION_RULE_MESSAGES;
const zh = (key: ValuationRuleKey, n?: number) => M[key]['zh-CN'].replace('{{n}}', String(n ?? ''));

/** English for the messages the valuation server sends (VALUATION_MESSAGES), so replies show in either language. */
const REPLY_EN: Record<keyof typeof VALUATION_MESSAGES, string> = {
  querySucceeded: 'The query succeeded',
  noHousePrice: 'No house price information found: retry, or use the valuation service enquiry or manual valuation',
  noCommunity: 'No community found: query again, or choose the valuation service enquiry or manual valuation',
  supplementParams: 'Please supplement the relevant parameters',
  valuateFirst: 'Please do the valuation first',
  queryFirst: 'Please click the valuation query first',
  reportGenerated: 'The evaluation report was generated',
  enquirySubmitted: 'Manual enquiry submitted: click refresh to see the result',
  enquiryPending: 'The manual enquiry has no result yet: click refresh later to see it',
  tooManyImages: 'At most 4 images can be uploaded',
  jpegOnly: 'Please upload a jpg image',
  imageTooLarge: 'The image file cannot exceed 400Kb',
  oneImagePerSlot: 'One image per slot',
  fontMissing: 'The server lacks a Chinese font and cannot generate the evaluation report',
  providerUnavailable: 'The valuation service is unavailable, please retry later',
};
const REPLY_TEXTS = (Object.keys(REPLY_EN) as (keyof typeof VALUATION_MESSAGES)[]).map((key) => ({
  'zh-CN': VALUATION_MESSAGES[key],
  'en-US': REPLY_EN[key],
}));

const PATTERNS = [...Object.values(M), ...REPLY_TEXTS].map((texts) => ({
  texts,
  pattern: new RegExp(`^${texts['zh-CN'].replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{\\{n\\}\\}', '(\\d+)')}$`),
}));

/** A rule's or the valuation server's zh-CN message in `locale`; any other message comes back as it is. */
export function valuationMessage(message: string, locale: Locale): string {
  if (locale === 'zh-CN') return message;
  for (const { texts, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return texts[locale].replace('{{n}}', match[1] ?? '');
  }
  return message;
}

// ---------- building blocks ----------
/** The value as trimmed text; '' for nothing entered. */
const textOf = (v: unknown): string => (v === undefined || v === null ? '' : String(v).trim());
const isBlank = (v: unknown) => textOf(v) === '';
const NUMBER = /^-?\d+(\.\d+)?$/;
const isInt = (s: string) => /^-?\d+$/.test(s);
const chars = (s: string) => [...s].length;

/** Required when `required`; blank passes otherwise; then the first failing check. */
const rule =
  (required: string | undefined, ...checks: ((s: string) => string | undefined)[]): ValuationCheck =>
  (v) => {
    const s = textOf(v);
    if (s === '') return required;
    for (const check of checks) {
      const issue = check(s);
      if (issue) return issue;
    }
    return undefined;
  };
const maxLen =
  (n: number, message = zh('maxChars', n)) =>
  (s: string) =>
    chars(s) > n ? message : undefined;
/** Unsigned decimal: at most `intDigits` integer digits and `scale` decimals. */
const digits = (intDigits: number, scale: number, message: string) => (s: string) =>
  new RegExp(`^\\d{1,${intDigits}}(\\.\\d{1,${scale}})?$`).test(s) ? undefined : message;
const positive = (s: string) => (NUMBER.test(s) && new Decimal(s).gt(0) ? undefined : zh('positiveOnly'));
const atLeast0 = (message: string) => (s: string) => (NUMBER.test(s) && new Decimal(s).gte(0) ? undefined : message);
const integer = (s: string) => (/^\d+$/.test(s) ? undefined : zh('integerOnly'));

const VILLA_LIKE = new Set<number>(PROPERTY_TYPES.filter((p) => p.villaLike).map((p) => p.value));
/** Residence (1) and apartment (3). */
const FIVE_FLOORS_AT_LEAST = new Set<number>([1, 3]);
const typeOf = (houseType: unknown) => (isBlank(houseType) ? undefined : Number(houseType));

// ---------- valuation service form (assessType 2) ----------
/** Area: required, numeric, positive, 11 digits with 2 decimals. */
export const serviceAreaRule = rule(
  zh('areaRequired'),
  (s) => (NUMBER.test(s) ? undefined : zh('areaFormat')),
  positive,
  digits(11, 2, zh('areaFormat')),
);
/** The certificate address: required, max 128. */
export const certificateAddressRule = rule(zh('certificateAddressRequired'), maxLen(128, zh('addressTooLong', 128)));
/** The separate rule that also requires the address. */
export const propertyAddressRule = rule(zh('propertyAddressRequired'), maxLen(128, zh('addressTooLong', 128)));
export const cityRule = rule(zh('cityRequired'));
/** District of the valuation service: the message also says select the city. */
export const serviceDistrictRule = rule(zh('districtOfCityRequired'));
export const propertyTypeRule = rule(zh('propertyTypeRequired'));
export const communityNameRule = rule(undefined, maxLen(128, zh('communityNameTooLong')));
/** Either a community (id or name) or the certificate address. */
export const communityOrAddress = (community: unknown, address: unknown): string | undefined =>
  isBlank(community) && isBlank(address) ? zh('communityOrAddress') : undefined;

const floorRange = (s: string) => (Number(s) >= 1 && Number(s) <= 98 ? undefined : zh('floorRange'));
const positiveInteger = (s: string) => (/^[1-9]\d*$/.test(s) ? undefined : zh('positiveIntegerOnly'));
/** Floor: positive integer, 1 to 98 (the message says 1-99). */
export const floorRule = rule(undefined, positiveInteger, floorRange);
/** Total floors: max length 4, positive integer, 1 to 98, then the floors of the property type. */
export const totalFloorRule =
  (houseType: unknown): ValuationCheck =>
  (v) =>
    rule(undefined, maxLen(4), positiveInteger, floorRange, (s) => {
      const type = typeOf(houseType);
      if (type === undefined) return undefined;
      if (FIVE_FLOORS_AT_LEAST.has(type) && Number(s) < 5) return zh('totalFloorsMin5');
      if (VILLA_LIKE.has(type) && Number(s) > 6) return zh('totalFloorsMax6');
      return undefined;
    })(v);
/** Build year: required; an integer after 1950, at most 9999. */
export const buildYearRule = rule(zh('buildYearRequired'), (s) =>
  /^\d{1,4}$/.test(s) && Number(s) > 1950 ? undefined : zh('buildYearFormat'),
);
/** Building (32), unit (8), room number (16): integers of at most that many characters. */
export const integerRule = (maxChars?: number) => rule(undefined, integer, ...(maxChars ? [maxLen(maxChars)] : []));
/** Garage, parking, storeroom, attic, interlayer, gift, basement, garden, yard areas and registered price. */
export const optionalAreaRule = rule(undefined, digits(11, 2, zh('areaFormat')));
export const expectedPriceRule = rule(undefined, digits(11, 1, zh('expectedPriceFormat')));
/** The valuation unit price: required, at least 0. */
export const valuationPriceRule = rule(zh('valuationPriceRequired'), atLeast0(zh('valuationPriceMin')));

/** What a price query needs, in this order: property type, city, district, community or address. */
export function priceQueryPrerequisite(f: {
  houseType?: unknown;
  cityCode?: unknown;
  areaId?: unknown;
  communityId?: unknown;
  communityName?: unknown;
  address?: unknown;
}): string | undefined {
  if (isBlank(f.houseType)) return zh('propertyTypeRequired');
  if (isBlank(f.cityCode)) return zh('cityRequired');
  if (isBlank(f.areaId)) return zh('districtRequired');
  if (isBlank(f.communityId) && isBlank(f.communityName) && isBlank(f.address)) return zh('communityOrAddress');
  return undefined;
}
/** A community lookup needs the city and a name. */
export const communityLookupPrerequisite = (cityCode: unknown, communityName: unknown) =>
  isBlank(cityCode) || isBlank(communityName) ? zh('supplementParams') : undefined;

const DUPLEX = /复式|跃层|错层|duplex|loft/i;
/** The on-floor guidance shows for villa-like types and duplex structures. */
export const floorGuidanceApplies = (houseType: unknown, structure?: unknown) => {
  const type = typeOf(houseType);
  return (type !== undefined && VILLA_LIKE.has(type)) || DUPLEX.test(textOf(structure));
};
export const FLOOR_GUIDANCE = VALUATION_RULE_MESSAGES.floorGuidance;

/** The area fixed to 2 decimals on blur; anything not a plain number is left for the rule to refuse. */
export const fixArea = (v: unknown): string => {
  const s = textOf(v);
  return /^\d+(\.\d+)?$/.test(s) ? new Decimal(s).toFixed(2, Decimal.ROUND_HALF_UP) : s;
};

// ---------- evaluation report ----------
export const certificateNumberRule = rule(zh('certificateRequired'), maxLen(51));
/** Optional text of at most n characters (land-use cert 50, agency 40, mortgagor/obligee 32, codes 10, …). */
export const maxCharsRule = (n: number) => rule(undefined, maxLen(n));
export const landAreaRule = rule(undefined, digits(11, 2, zh('landAreaFormat')));
export const REPORT_IMAGE_LIMITS = { count: 4, bytes: 400 * 1024, mime: 'image/jpeg' } as const;
/** One more report image: JPEG, at most 400 KB, at most 4 in all. */
export function reportImageIssue(file: { type: string; size: number }, alreadyHeld: number): string | undefined {
  if (alreadyHeld >= REPORT_IMAGE_LIMITS.count) return zh('tooManyImages');
  if (file.type !== REPORT_IMAGE_LIMITS.mime) return zh('jpegOnly');
  if (file.size > REPORT_IMAGE_LIMITS.bytes) return zh('imageTooLarge');
  return undefined;
}
export const reportGenerateIssue = (externalId: unknown) => (isBlank(externalId) ? zh('valuateFirst') : undefined);
export const reportDownloadIssue = (fileUrl: unknown) => (isBlank(fileUrl) ? zh('queryFirst') : undefined);

// ---------- provider enquiry (assessType 1) ----------
export const regionRule = rule(zh('regionRequired'));
export const communityNameRequiredRule = rule(zh('communityNameRequired'), maxLen(128, zh('communityNameTooLong')));
export const communityIdRule = rule(zh('communityRequired'));
export const buildingIdRule = rule(zh('buildingRequired'));
export const houseIdRule = rule(zh('houseRequired'));
/** buildingArea: required, numeric, positive. */
export const providerAreaRule = rule(zh('areaRequired'), (s) => (NUMBER.test(s) ? undefined : zh('areaFormat')), positive);
export const providerPriceRule = rule(zh('providerPriceRequired'), atLeast0(zh('priceMin0')));
export const providerTotalRule = rule(zh('providerTotalRequired'), atLeast0(zh('priceMin0')));
export const buildYearsRule = rule(zh('buildYearsRequired'));

// ---------- manual valuation (assessType 3) ----------
export const manualAreaRule = rule(zh('fillInArea'), (s) => (NUMBER.test(s) ? undefined : zh('areaFormat')), positive);
export const manualPriceRule = rule(zh('manualPriceRequired'), (s) => (NUMBER.test(s) ? undefined : zh('priceNumber')));
export const manualTotalRule = rule(zh('manualTotalRequired'));

/** Total (万元) = area × price ÷ 10000, to 2 decimals (half up); '' when an input is missing or not a number. */
export function manualTotal(area: unknown, price: unknown): string {
  const a = textOf(area);
  const p = textOf(price);
  if (!NUMBER.test(a) || !NUMBER.test(p)) return '';
  return new Decimal(a).times(p).div(10000).toFixed(2, Decimal.ROUND_HALF_UP);
}

// ---------- further provider ----------
export const secondLevelTypeRule = rule(zh('secondLevelTypeRequired'), (s) => (NUMBER.test(s) ? undefined : zh('secondLevelTypeRequired')));
export const furtherAddressRule = rule(zh('fillInAddress'), maxLen(500, zh('addressTooLong', 500)));
export const furtherAreaRule = manualAreaRule;
export const completionYearRule = rule(zh('completionYearRequired'), maxLen(8), integer);
const signedInteger = (s: string) => (isInt(s) ? undefined : zh('signedIntegerOnly'));
/** Floor: a signed integer not above the total floors (when both are integers). */
export const currentFloorRule =
  (totalFloor: unknown): ValuationCheck =>
  (v) =>
    rule(undefined, signedInteger, (s) => {
      const t = textOf(totalFloor);
      return isInt(t) && Number(s) > Number(t) ? zh('floorAboveTotal') : undefined;
    })(v);
/** Total floor: a signed integer not below the floor. */
export const totalFloorOfFurtherRule =
  (currentFloor: unknown): ValuationCheck =>
  (v) =>
    rule(undefined, signedInteger, (s) => {
      const f = textOf(currentFloor);
      return isInt(f) && Number(s) < Number(f) ? zh('totalBelowFloor') : undefined;
    })(v);
export const furtherUnitPriceRule = rule(zh('unitPriceRequired'));
export const furtherTotalPriceRule = rule(zh('totalPriceRequired'));
/** Choosing a third-level property needs an area first. */
export const thirdPropertyPrerequisite = (areaCode: unknown) => (isBlank(areaCode) ? zh('areaFirst') : undefined);

// ---------- route, units and the initial tab ----------
const REQUEST_TYPE_BY_ROUTE: Record<string, 0 | 1 | 2 | 3> = {
  '/documentManage/documentAdd': 3,
  '/billManage/billAdd': 2,
  '/halfwayManage/halfwayDetail': 1,
};
/** guzhiRequestType by the current route (001 §2): 3 document page, 2 bill page, 1 halfway detail, else 0. */
export const guzhiRequestTypeFor = (pathname: string): 0 | 1 | 2 | 3 => REQUEST_TYPE_BY_ROUTE[pathname.replace(/\/+$/, '')] ?? 0;

/** The further-provider tab's page. */
export const FURTHER_PROVIDER_PAGE = '/billManage/mortgageQueryPrice';

/** A yuan amount as 万元 with 2 decimals (half up); '' when not a number. */
export function yuanToWan(yuan: unknown): string {
  const s = textOf(yuan);
  return NUMBER.test(s) ? new Decimal(s).div(10000).toFixed(2, Decimal.ROUND_HALF_UP) : '';
}
/** A 万元 amount with its 2 decimals; '' when not a number. */
export function formatWan(wan: unknown): string {
  const s = textOf(wan);
  return NUMBER.test(s) ? new Decimal(s).toFixed(2, Decimal.ROUND_HALF_UP) : '';
}
/** A unit price in yuan per m², whole yuan with thousands separators; '' when not a number. */
export function formatUnitPrice(price: unknown): string {
  const s = textOf(price);
  if (!NUMBER.test(s)) return '';
  const fixed = new Decimal(s).toFixed(0, Decimal.ROUND_HALF_UP);
  return fixed.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export const VALUATION_TABS = ['provider', 'service', 'manual', 'further'] as const;
export type ValuationTab = (typeof VALUATION_TABS)[number];
type Priced = { price?: unknown; totalPrice?: unknown } | null | undefined;

/** The tabs a user sees: the further provider only on its page and only with zgl_enquiry. */
export const visibleValuationTabs = (pathname: string, canFurther: boolean): ValuationTab[] =>
  VALUATION_TABS.filter((tab) => tab !== 'further' || (canFurther && pathname.replace(/\/+$/, '') === FURTHER_PROVIDER_PAGE));

/** The initial tab: the first visible channel already holding both a unit and a total price; else the provider enquiry. */
export function initialValuationTab(
  held: Partial<Record<ValuationTab, Priced>>,
  visible: readonly ValuationTab[] = VALUATION_TABS,
): ValuationTab {
  return visible.find((tab) => !isBlank(held[tab]?.price) && !isBlank(held[tab]?.totalPrice)) ?? 'provider';
}

/** A loan-to-value ratio ("0.6500") as a percentage with 2 decimals ("65.00%"); '' when not a number. */
export function ltvPercent(ratio: unknown): string {
  const s = textOf(ratio);
  return NUMBER.test(s) ? `${new Decimal(s).times(100).toFixed(2, Decimal.ROUND_HALF_UP)}%` : '';
}
