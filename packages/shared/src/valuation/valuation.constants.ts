import { VALUATION_REPLY_MESSAGES } from './valuation.messages';
/**
 * Property valuation constants and messages; the paths are in valuation.contract.ts (spec 001 §3, §5, §7, §8; 000 §2 /mortgageEvsManage, §7).
 *
 * Success code: the valuation calls answer code 0 on success (VALUATION_OK), as the spec says
 * of the fanggugu calls and of the "helper" calls; every other code carries an error msg to show.
 * Only the collateral valuation list and its export (shared list and export blocks) answer 200.
 *
 * Money: unit prices are yuan per m², totals are 万元 with 2 decimals, both decimal strings.
 * The one exception the spec names: online/rengong estimate reply `data.totalPrice` in yuan.
 */
export const VALUATION_OK = 0;

/** Permission codes the routes declare. */
export const VALUATION_PERMISSION = {
  /** Lookups, provider enquiry, history, estimate/info: the mortgage query price page. */
  evaluate: 'mortgage_evaluate',
  /** Valuation service price query (online/rengong, also the manual tab), report generate/download. */
  estimate: 'fanggugu_estimate',
  /** Further provider (all /mortgage/zgl/ calls). */
  zgl: 'zgl_enquiry',
  /** /mortgageEvsManage/mortgageEvsList and its export. */
  evsList: 'mortgage_eval_list',
} as const;

/** Spec 001 §8 and §5 messages the server sends (msg). */
/**
 * The spec's valuation msgs in zh-CN, read from the catalogue (VALUATION_REPLY_MESSAGES): for the zod
 * schemas, whose issues are localised by their zh-CN text, and for tests. Replies use the keys.
 */
export const VALUATION_MESSAGES = {
  querySucceeded: VALUATION_REPLY_MESSAGES.valuationQuerySucceeded['zh-CN'],
  noHousePrice: VALUATION_REPLY_MESSAGES.valuationNoHousePrice['zh-CN'],
  noCommunity: VALUATION_REPLY_MESSAGES.valuationNoCommunity['zh-CN'],
  supplementParams: VALUATION_REPLY_MESSAGES.valuationSupplementParams['zh-CN'],
  valuateFirst: VALUATION_REPLY_MESSAGES.valuationValuateFirst['zh-CN'],
  queryFirst: VALUATION_REPLY_MESSAGES.valuationQueryFirst['zh-CN'],
  reportGenerated: VALUATION_REPLY_MESSAGES.valuationReportGenerated['zh-CN'],
  enquirySubmitted: VALUATION_REPLY_MESSAGES.valuationEnquirySubmitted['zh-CN'],
  enquiryPending: VALUATION_REPLY_MESSAGES.valuationEnquiryPending['zh-CN'],
  tooManyImages: VALUATION_REPLY_MESSAGES.valuationTooManyImages['zh-CN'],
  jpegOnly: VALUATION_REPLY_MESSAGES.valuationJpegOnly['zh-CN'],
  imageTooLarge: VALUATION_REPLY_MESSAGES.valuationImageTooLarge['zh-CN'],
  oneImagePerSlot: VALUATION_REPLY_MESSAGES.valuationOneImagePerSlot['zh-CN'],
  fontMissing: VALUATION_REPLY_MESSAGES.valuationFontMissing['zh-CN'],
  providerUnavailable: VALUATION_REPLY_MESSAGES.valuationProviderUnavailable['zh-CN'],
} as const;

export const ASSESS_TYPE = { provider: 1, service: 2, manual: 3 } as const;
/** Channel of a stored valuation; 'further' is the further provider (zgl, no assessType in the spec). */
export const VALUATION_CHANNELS = ['provider', 'service', 'manual', 'further'] as const;
export type ValuationChannel = (typeof VALUATION_CHANNELS)[number];
export const VALUATION_CHANNEL_TEXT: Record<ValuationChannel, { 'zh-CN': string; 'en-US': string }> = {
  provider: { 'zh-CN': '询价机构', 'en-US': 'Provider enquiry' },
  service: { 'zh-CN': '估价服务', 'en-US': 'Valuation service' },
  manual: { 'zh-CN': '手动估价', 'en-US': 'Manual valuation' },
  further: { 'zh-CN': '人工询价', 'en-US': 'Further provider' },
};

/** 0 automatic, 1 manual, 2 reconsideration (spec 001 §9). */
export const VALUATION_MODES = [0, 1, 2] as const;
/** guzhiRequestType: 3 document page, 2 bill page, 1 halfway detail, 0 otherwise. */
export const GUZHI_REQUEST_TYPES = [0, 1, 2, 3] as const;

/** Property types (001 §3), numbered here; villa-like ones cap total floors at 6. */
export const PROPERTY_TYPES = [
  { value: 1, name: '住宅', villaLike: false },
  { value: 2, name: '别墅', villaLike: true },
  { value: 3, name: '公寓', villaLike: false },
  { value: 4, name: '独栋', villaLike: true },
  { value: 5, name: '双拼', villaLike: true },
  { value: 6, name: '联排', villaLike: true },
  { value: 7, name: '叠拼', villaLike: true },
] as const;
export const PROPERTY_TYPE_VALUES = PROPERTY_TYPES.map((p) => p.value);
export const VILLA_LIKE: number[] = PROPERTY_TYPES.filter((p) => p.villaLike).map((p) => p.value);

/** Report image types (001 §3). */
export const REPORT_IMAGE_TYPES = [
  '楼层号',
  '现场照片',
  '小区门牌号',
  '周边环境',
  '客厅',
  '厨房',
  '卧室',
  '卫生间',
  '室内楼梯',
  '花园',
  '阳台',
  '小区大门',
  '楼号近景',
  '入户门牌号',
  '单元门牌号',
  '书房',
  '估价师室内照',
  '窗外景观',
  '朝向',
  '土地证',
  '共有权证',
  '产权人身份证',
  '房产证',
  '小区名称',
  '楼栋全景',
  '身份证',
  '位置照片',
  '室内照片',
  '露台',
  '地下室',
  '储藏室',
  '衣帽间',
  '阁楼',
  '自有地下室',
  '燃气表',
  '单元门',
  '入户门',
  '庭院',
  '车位',
] as const;
export const REPORT_MAX_IMAGES = 4;
/** "at most 400 (unit not shown)": read as KB. */
export const REPORT_IMAGE_MAX_BYTES = 400 * 1024;
/** Further provider results come at the earliest after 10 minutes. */
export const FURTHER_RESULT_DELAY_MINUTES = 10;
