import { z } from 'zod';

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
export const VALUATION_OK = 0;

export const VALUATION_PATHS = {
  // valuation service (fanggugu), spec 001 §7
  estimateReport: '/fanggugu/v2/estimate_report',
  /** Download of the generated report PDF (path not shown in the spec): ?externalId= */
  estimateReportDownload: '/fanggugu/v2/estimate_report/download',
  communityList: '/fanggugu/v2/community_list',
  buildingUnitQuery: '/fanggugu/v2/building_unit_query',
  onlineEstimate: '/fanggugu/v2/online_estimate',
  rengongEstimate: '/fanggugu/v2/rengong_estimate',
  districtList: '/fanggugu/v2/district_list',
  estimateInfo: '/fanggugu/v2/estimate/info',
  // provider enquiry (mortgage house items)
  listArea: '/mortgage/house/items/v2/search/listArea/:cityCode',
  listConstruction: '/mortgage/house/items/v2/search/listConstruction/:cityCode',
  listBuilding: '/mortgage/house/items/v2/search/listBuilding/:communityId',
  listHouse: '/mortgage/house/items/v2/search/listHouse/:buildingId',
  queryPrice: '/mortgage/house/items/v2/queryPrice',
  cityList: '/mortgage/house/items/v2/city/:city',
  // further provider (zgl), spec 000 §7
  zglProperty: '/mortgage/zgl/property',
  zglDistrict: '/mortgage/zgl/district/:id',
  zglEnquiry: '/mortgage/zgl/artificial_enquiry',
  zglEnquiryResult: '/mortgage/zgl/artificial_enquiry_result/:id',
  // not shown in the spec: history per collateral, and /mortgageEvsManage/mortgageEvsList
  history: '/mortgage/valuation/v2/history/:mortgageInfoId',
  evsList: '/mortgage/valuation/v2/list',
  evsExport: '/mortgage/valuation/v2/export',
} as const;

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
export const VALUATION_MESSAGES = {
  querySucceeded: '查询成功',
  noHousePrice: '未查询到房价信息，请重试或选择估价服务询价或手动估价',
  noCommunity: '未查询到小区，请重新查询或选择估价服务询价或手动估价',
  supplementParams: '请补充相关参数',
  valuateFirst: '请先进行估价',
  queryFirst: '请先点击估价查询',
  reportGenerated: '评估报告生成成功',
  enquirySubmitted: '人工询价已提交，请点击刷新按钮查看结果',
  enquiryPending: '人工询价结果尚未返回，请稍后点击刷新按钮查看结果',
  tooManyImages: '最多只能上传4张图片',
  jpegOnly: '请上传jpg格式图片',
  imageTooLarge: '图片文件不能超过400Kb',
  oneImagePerSlot: '每个位置只能上传一张图片',
  fontMissing: '服务器缺少中文字体，无法生成评估报告',
  providerUnavailable: '估价服务暂不可用，请稍后重试',
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
const VILLA_LIKE: number[] = PROPERTY_TYPES.filter((p) => p.villaLike).map((p) => p.value);

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

const MSG = VALUATION_MESSAGES;
/** Decimal string with up to `scale` decimals (money never travels as a JS number). */
const decimal = (scale: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: message })
      .trim()
      .regex(new RegExp(`^\\d{1,11}(\\.\\d{1,${scale}})?$`), message),
  );
/** A positive area, 11 digits with 2 decimals (001 §5). */
const area = (message: string) => decimal(2, message).refine((v) => /[1-9]/.test(v), message);
const requestType = z.coerce.number().int().min(0).max(3).default(0);
const floorNumber = z.coerce
  .number({ error: '只能输入正整数' })
  .int('只能输入正整数')
  .min(1, '楼层范围为1-99')
  .max(98, '楼层范围为1-99')
  .optional();
const mortgageInfoId = z.coerce.number().int().positive().optional();
const text = (max: number, message?: string) => z.string().trim().max(max, message);
/** A required text: missing, blank and too long each get a clear message. */
const required = (max: number, message: string, tooLong?: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, tooLong ?? message);
const optText = (max: number) => text(max).optional();

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
  .object({ valuationId: z.string().optional(), mortgageInfoId: z.coerce.number().int().positive().optional() })
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

// ---------- evaluation report ----------
/** An image comes from POST /api/upload/v2/image (imageId = its id), or inline JPEG base64. */
export const reportImage = z
  .object({
    type: z.enum(REPORT_IMAGE_TYPES, { error: '请选择图片类型' }),
    description: text(128, '图片描述最多128个字符').optional(),
    imageId: z.string().uuid().optional(),
    imageData: z.string().optional(),
    externalId: optText(128),
  })
  .refine((i) => Boolean(i.imageId) !== Boolean(i.imageData), { message: '请上传图片', path: ['imageId'] });
export const estimateReportBody = z.object({
  /** The valuation's externalId (from online/rengong estimate). */
  externalId: required(128, MSG.valuateFirst),
  certificateNumber: required(51, '房产证/不动产证号不能为空', '房产证号最多51个字符'),
  stateOwnedLandUseRightCertificateNumber: optText(50),
  agency: optText(40),
  mortgagor: optText(32),
  obligee: optText(32),
  landArea: decimal(2, '土地面积格式不正确').optional(),
  purpose: optText(32),
  ownershipCategory: optText(10),
  endTime: optText(32),
  assetType: optText(10),
  landCertificateNumber: optText(10),
  wayOfAcquiring: optText(10),
  rightCertificationcode: optText(50),
  ownershipType: optText(10),
  ownershipDescription: optText(10),
  attachmentsExternalId: optText(128),
  images: z.array(reportImage).max(REPORT_MAX_IMAGES, MSG.tooManyImages).default([]),
});
export type EstimateReportBody = z.infer<typeof estimateReportBody>;
/** fileUrl: the download path (GET, /api prefix included); status: the text to show as success. */
export const estimateReportReply = z.object({ fileUrl: z.string(), status: z.string() });
export const reportDownloadQuery = z.object({ externalId: required(128, MSG.queryFirst) });

// ---------- further provider (zgl) ----------
export const zglDistrictItem = z.object({ areaCode: z.string(), areaName: z.string() });
export const zglPropertyBody = z.object({
  cityCode: required(16, '请选择城市'),
  areaCode: required(16, '请先选择区域', '请先选择区域'),
  propertyType: z.coerce.number().int().optional(),
  keyword: optText(64),
});
/** Third-level properties of an area (communities/estates). */
export const zglPropertyItem = z.object({ thirdProperty: z.string(), name: z.string(), address: z.string() });
export const zglEnquiryBody = z
  .object({
    cityCode: required(16, '请选择城市'),
    cityName: optText(32),
    areaCode: required(16, '请选择区域'),
    areaName: optText(32),
    propertyType: z.coerce.number({ error: '请选择物业类型（二级）' }).int('请选择物业类型（二级）'),
    thirdProperty: optText(64),
    address: required(500, '请填写地址', '地址最多500个字符'),
    buildArea: area('请填写面积'),
    completionYear: z.coerce.number({ error: '请填写竣工年份' }).int('请填写竣工年份').min(1000).max(99_999_999),
    currentFloor: z.coerce.number().int('只能输入正负整数').optional(),
    totalFloor: z.coerce.number().int('只能输入正负整数').optional(),
    remark: optText(800),
    /** A repeat of an earlier enquiry sends its caseId. */
    caseId: optText(64),
    mortgageInfoId,
    guzhiRequestType: requestType,
  })
  .refine((b) => b.currentFloor === undefined || b.totalFloor === undefined || b.currentFloor <= b.totalFloor, {
    message: '楼层不能大于总楼层',
    path: ['currentFloor'],
  });
export type ZglEnquiryBody = z.infer<typeof zglEnquiryBody>;
/** status 'pending' until the result arrives (availableAt at the earliest); prices then filled. */
export const zglEnquiryReply = z.object({
  caseId: z.string(),
  status: z.enum(['pending', 'done']),
  /** true when this was a repeat with no result yet (msg = enquirySubmitted notice). */
  repeated: z.boolean(),
  address: z.string(),
  availableAt: z.string(),
  unitPrice: z.string().nullable(),
  totalPrice: z.string().nullable(),
  assessExplain: z.string().nullable(),
  remark: z.string().nullable(),
  valuationId: z.string(),
});
export type ZglEnquiryReply = z.infer<typeof zglEnquiryReply>;

// ---------- /mortgageEvsManage/mortgageEvsList ----------
const emptyAsUndefined = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const evsFilterShape = {
  channel: emptyAsUndefined(z.enum(VALUATION_CHANNELS, { error: '估价渠道不存在' })),
  cityCode: emptyAsUndefined(z.string().trim().max(16)),
  mortgageInfoId: emptyAsUndefined(z.coerce.number().int().positive()),
  /** Prefix of community name or address. */
  keyword: emptyAsUndefined(z.string().trim().max(40, '关键字最多40个字符')),
  /** Asia/Shanghai days, both ends included. */
  dateFrom: emptyAsUndefined(z.iso.date('开始日期格式错误，应为YYYY-MM-DD')),
  dateTo: emptyAsUndefined(z.iso.date('结束日期格式错误，应为YYYY-MM-DD')),
  /** '1': only the latest valuation of each collateral. */
  latestOnly: emptyAsUndefined(z.enum(['0', '1'])),
};
export const evsFilter = z.object(evsFilterShape);
export type EvsFilter = z.infer<typeof evsFilter>;
export const evsListQuery = z.object({
  ...evsFilterShape,
  pageNum: z.coerce.number().int().min(1, '页码须为正整数').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, '每页条数须为1到100的整数').default(10),
});
export type EvsListQuery = z.infer<typeof evsListQuery>;
export const evsRow = valuationRecord
  .pick({
    valuationId: true,
    mortgageInfoId: true,
    channel: true,
    provider: true,
    cityName: true,
    areaName: true,
    communityName: true,
    address: true,
    buildingArea: true,
    price: true,
    totalPrice: true,
    priceDate: true,
    valuedByName: true,
    createdAt: true,
  })
  .extend({
    /** This row is its collateral's latest valuation. */
    latest: z.boolean(),
    /** Bill amount in yuan (decimal string), null when unknown. */
    billAmount: z.string().nullable(),
    /** Loan-to-value = bill amount ÷ latest valuation, a ratio with 4 decimals ("0.6500"); null when unknown. */
    ltv: z.string().nullable(),
    /** ltv above the configured limit. */
    ltvFlagged: z.boolean(),
  });
export type EvsRow = z.infer<typeof evsRow>;
export const evsListReply = z.object({ list: z.array(evsRow), total: z.number().int(), ltvLimit: z.string() });
export type EvsListReply = z.infer<typeof evsListReply>;
