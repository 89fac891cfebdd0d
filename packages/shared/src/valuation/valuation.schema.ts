import { z } from 'zod';
import { id } from '../validation/primitives';
import { VALUATION_CHANNELS, PROPERTY_TYPE_VALUES, VILLA_LIKE } from './valuation.constants';
import { MSG, decimal, area, requestType, floorNumber, mortgageInfoId, text, required, optText } from './valuation.fields';

/**
 * Property valuation contracts (spec 001 §3, §5, §7, §8; 000 §2 /mortgageEvsManage, §7).
 * Every path below is under the default domain prefix (/api). Replies are `{ code, msg, data }`.
 *
 * Success code: the valuation calls answer code 0 on success (VALUATION_OK), as the spec says
 * of the fanggugu calls and of the "helper" calls; every other code carries an error msg to show.
 * Only the collateral valuation list and its export (shared list and export blocks) answer 200.
 *
 * Money: unit prices are yuan per m², totals are 万元 with 2 decimals, both decimal strings.
 * The one exception the spec names: online/rengong estimate reply `data.totalPrice` in yuan.
 */
// ---------- lookups ----------
export const idName = z.object({ id: z.string(), name: z.string() });
export type IdName = z.infer<typeof idName>;
export const cityItem = z.object({ cityName: z.string(), cityCode: z.string() });
export const districtItem = z.object({ districtName: z.string(), districtCode: z.string() });
export const communityItem = z.object({ communityName: z.string(), communityId: z.string() });
/** listHouse rows carry the house's area and build year so the form can fill them. */
export const houseItem = idName.extend({ buildingArea: z.string(), buildYear: z.number().int().nullable() });

export const districtListBody = z.object({ cityName: required(32, '请选择城市') });
export const communityListBody = z.object({
  cityCode: required(16, MSG.supplementParams),
  cityName: optText(32),
  communityName: required(128, MSG.supplementParams, '小区名称最多128个字符'),
  districtName: optText(32),
});
/** No buildingID → buildings; buildingID → units; unitID → houses. */
export const buildingUnitQueryBody = z.object({
  communityID: required(64, MSG.supplementParams),
  cityCode: required(16, MSG.supplementParams),
  buildingID: optText(64),
  unitID: optText(64),
});
/** data is a JSON string: `[{"list":[{"name":"1号楼","GUID":"…"}]}]` (spec 001 §7). */
export const buildingUnitEntry = z.object({ name: z.string(), GUID: z.string() });
/** What that JSON string holds: the list is its first item's. */
export const buildingUnitData = z.array(z.object({ list: z.array(buildingUnitEntry).optional() }));
export const listConstructionQuery = z.object({ consName: z.string().optional(), areaId: z.string().optional() });

// ---------- valuation service (assessType 2) and manual (assessType 3) ----------
const digits = (max: number) =>
  z
    .preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z
        .string()
        .trim()
        .regex(new RegExp(`^\\d{1,${max}}$`), '只能输入整数'),
    )
    .optional();
const optionalArea = decimal(2, '只能输入数字，最多11位整数2位小数').optional();
/** The valuation service's detail fields (001 §3), optional, kept with the record (details). */
export const SERVICE_DETAIL_FIELDS = {
  building: digits(32),
  unit: digits(8),
  roomNumber: digits(16),
  roomType: optText(32),
  numberOfBedroom: digits(3),
  numberOfLivingroom: digits(3),
  numberOfBathroom: digits(3),
  physicalStructure: optText(32),
  garageArea: optionalArea,
  parkingSpace: optionalArea,
  storeRoomArea: optionalArea,
  atticArea: optionalArea,
  interlayerArea: optionalArea,
  firstFloorGiftArea: optionalArea,
  basementArea: optionalArea,
  gardenArea: optionalArea,
  yardArea: optionalArea,
  orientation: optText(32),
  taxationType: optText(32),
  registeredPrice: optionalArea,
  registeredTime: optText(32),
  expectedPrice: decimal(1, '只能输入数字，最多11位整数1位小数').optional(),
  purpose: optText(32),
};
export const SERVICE_DETAIL_KEYS = Object.keys(SERVICE_DETAIL_FIELDS) as (keyof typeof SERVICE_DETAIL_FIELDS)[];
export const serviceValuationBody = z
  .object({
    assessType: z.literal(2).default(2),
    mode: z.coerce.number().int().min(0).max(2).default(0),
    cityCode: required(16, '请选择城市'),
    cityName: required(32, '请选择城市'),
    areaId: required(16, '请选择城市区县'),
    areaName: optText(32),
    houseType: z.coerce
      .number({ error: '请选择物业类型' })
      .int()
      .refine((v) => (PROPERTY_TYPE_VALUES as number[]).includes(v), '请选择物业类型'),
    address: text(128, '地址最多128个字符').optional(),
    communityId: optText(64),
    communityName: text(128, '小区名称最多128个字符').optional(),
    buildingId: optText(64),
    buildingName: optText(64),
    unitId: optText(64),
    unitName: optText(64),
    houseId: optText(64),
    houseName: optText(64),
    buildingArea: area('请输入面积'),
    floor: floorNumber,
    totalFloor: floorNumber,
    buildYear: z.coerce.number({ error: '请输入建成年份' }).int().min(1951, '只能输入1950年以后的4位正整数').max(9999),
    specialFactors: optText(256),
    notes: optText(800),
    mortgageInfoId,
    guzhiRequestType: requestType,
    ...SERVICE_DETAIL_FIELDS,
  })
  .refine((b) => Boolean(b.communityId || b.communityName || b.address), { message: '请选择小区或输入地址', path: ['communityName'] })
  .refine((b) => b.totalFloor === undefined || ![1, 3].includes(b.houseType) || b.totalFloor >= 5, {
    message: '住宅、公寓的总楼层不能小于5层',
    path: ['totalFloor'],
  })
  .refine((b) => b.totalFloor === undefined || !VILLA_LIKE.includes(b.houseType) || b.totalFloor <= 6, {
    message: '别墅、独栋、双拼、联排、叠拼的总楼层不能大于6层',
    path: ['totalFloor'],
  });
export type ServiceValuationBody = z.infer<typeof serviceValuationBody>;

export const manualValuationBody = z.object({
  assessType: z.literal(3),
  cityCode: required(16, '请选择城市'),
  cityName: required(32, '请选择城市'),
  areaId: required(16, '请选择区域'),
  areaName: optText(32),
  address: required(128, '请填写房产地址', '地址最多128个字符'),
  buildingArea: area('请填写面积'),
  price: decimal(2, '价格必须为数字'),
  /** 万元, 2 decimals; the server recomputes area × price ÷ 10000 and refuses a mismatch. */
  totalPrice: decimal(2, '手动总价不能为空'),
  mortgageInfoId,
  guzhiRequestType: requestType,
});
export type ManualValuationBody = z.infer<typeof manualValuationBody>;
/** rengong_estimate takes either (assessType 3 = manual tab; otherwise the service's manual mode). */
export const rengongEstimateBody = z.preprocess(
  (v) => (v && typeof v === 'object' && !('assessType' in v) ? { ...v, assessType: 2 } : v),
  z.discriminatedUnion('assessType', [manualValuationBody, serviceValuationBody], { error: '估价类型不正确' }),
);

/** online/rengong estimate reply data: price yuan/m², totalPrice in YUAN (client shows ÷10000). */
export const estimateReply = z.object({
  price: z.string(),
  totalPrice: z.string(),
  externalId: z.string(),
  valuationId: z.string(),
});
export type EstimateReply = z.infer<typeof estimateReply>;

// ---------- stored valuation record (history) ----------
export const valuationRecord = z.object({
  valuationId: z.string(),
  externalId: z.string().nullable(),
  caseId: z.string().nullable(),
  mortgageInfoId: z.number().int().nullable(),
  channel: z.enum(VALUATION_CHANNELS),
  assessType: z.number().int().nullable(),
  mode: z.number().int().nullable(),
  guzhiRequestType: z.number().int(),
  provider: z.string(),
  cityCode: z.string().nullable(),
  cityName: z.string().nullable(),
  areaId: z.string().nullable(),
  areaName: z.string().nullable(),
  communityId: z.string().nullable(),
  communityName: z.string().nullable(),
  buildingId: z.string().nullable(),
  buildingName: z.string().nullable(),
  houseId: z.string().nullable(),
  houseName: z.string().nullable(),
  address: z.string().nullable(),
  houseType: z.number().int().nullable(),
  buildingArea: z.string().nullable(),
  buildYear: z.number().int().nullable(),
  /** yuan/m², null while a further-provider enquiry waits. */
  price: z.string().nullable(),
  /** 万元, 2 decimals. */
  totalPrice: z.string().nullable(),
  specialFactors: z.string().nullable(),
  notes: z.string().nullable(),
  /** Extra facts (service detail fields, provider quotation stats), as sent/received. */
  details: z.record(z.string(), z.unknown()),
  /** Business date (Asia/Shanghai) of the price. */
  priceDate: z.string().nullable(),
  valuedBy: z.number().int(),
  valuedByName: z.string(),
  createdAt: z.string(),
  reportStatus: z.enum(['none', 'generated']),
});
export type ValuationRecord = z.infer<typeof valuationRecord>;

export const estimateInfoQuery = z
  .object({ valuationId: z.string().optional(), mortgageInfoId: id.optional() })
  .refine((q) => q.valuationId || q.mortgageInfoId, { message: MSG.supplementParams, path: ['valuationId'] });
/** History of one collateral, newest first, plus the latest record per channel (the tab panel's initial tab). */
export const valuationHistory = z.object({
  list: z.array(valuationRecord),
  latest: z.object({
    provider: valuationRecord.nullable(),
    service: valuationRecord.nullable(),
    manual: valuationRecord.nullable(),
    further: valuationRecord.nullable(),
  }),
});

// ---------- provider enquiry (assessType 1) ----------
export const queryPriceBody = z.object({
  cityId: required(16, '请选择城市'),
  areaId: required(16, '请选择区域'),
  consId: required(64, '请选择小区'),
  buildId: required(64, '请选择楼栋'),
  houseId: required(64, '请选择房屋'),
  buildArea: area('请输入面积'),
  mortgageInfoId,
  guzhiRequestType: requestType,
  cityName: optText(32),
  areaName: optText(32),
  consName: optText(128),
  buildName: optText(64),
  houseName: optText(64),
});
export type QueryPriceBody = z.infer<typeof queryPriceBody>;
/** state 1: priced; state 2: no price found (msg = noHousePrice, the price fields null). */
export const queryPriceReply = z.object({
  state: z.number().int(),
  unitPrice: z.string().nullable(),
  /** 万元. */
  totalPrice: z.string().nullable(),
  buildYearFinalRc: z.number().int().nullable(),
  quotationCount: z.number().int(),
  avgUnitPrice: z.string().nullable(),
  maxPrice: z.string().nullable(),
  minPrice: z.string().nullable(),
  address: z.string(),
  note: z.string(),
  valuationId: z.string().nullable(),
});
export type QueryPriceReply = z.infer<typeof queryPriceReply>;
