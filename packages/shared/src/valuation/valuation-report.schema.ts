import { z } from 'zod';
import { SMALLINT_MAX, intOf } from '../validation/primitives';
import { REPORT_IMAGE_TYPES, REPORT_MAX_IMAGES } from './valuation.constants';
import { MSG, decimal, area, requestType, mortgageInfoId, text, required, optText } from './valuation.fields';

/** Evaluation report and further-provider (zgl) contracts, spec 001 §3, §5, §7. */
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
  propertyType: intOf(undefined, { max: SMALLINT_MAX }).optional(),
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
    propertyType: intOf('请选择物业类型（二级）', { min: 1, max: SMALLINT_MAX }),
    thirdProperty: optText(64),
    address: required(500, '请填写地址', '地址最多500个字符'),
    buildArea: area('请填写面积'),
    completionYear: z.coerce.number({ error: '请填写竣工年份' }).int('请填写竣工年份').min(1000).max(99_999_999),
    currentFloor: intOf('只能输入正负整数', { min: -SMALLINT_MAX, max: SMALLINT_MAX }).optional(),
    totalFloor: intOf('只能输入正负整数', { min: -SMALLINT_MAX, max: SMALLINT_MAX }).optional(),
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
