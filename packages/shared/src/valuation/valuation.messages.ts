import type { LocalisedText } from '../route-table/route-table.types';

/** The valuation module's replies, in both languages; the first ones are the spec's own msgs (001 §7), word for word in zh-CN. */
export const VALUATION_REPLY_MESSAGES = {
  valuationQuerySucceeded: { 'zh-CN': '查询成功', 'en-US': 'The query succeeded' },
  valuationNoHousePrice: {
    'zh-CN': '未查询到房价信息，请重试或选择估价服务询价或手动估价',
    'en-US': 'No house price information found: retry, or use the valuation service enquiry or manual valuation',
  },
  valuationNoCommunity: {
    'zh-CN': '未查询到小区，请重新查询或选择估价服务询价或手动估价',
    'en-US': 'No community found: query again, or choose the valuation service enquiry or manual valuation',
  },
  valuationSupplementParams: { 'zh-CN': '请补充相关参数', 'en-US': 'Please supplement the relevant parameters' },
  valuationValuateFirst: { 'zh-CN': '请先进行估价', 'en-US': 'Please do the valuation first' },
  valuationQueryFirst: { 'zh-CN': '请先点击估价查询', 'en-US': 'Please click the valuation query first' },
  valuationReportGenerated: { 'zh-CN': '评估报告生成成功', 'en-US': 'The evaluation report was generated' },
  valuationEnquirySubmitted: {
    'zh-CN': '人工询价已提交，请点击刷新按钮查看结果',
    'en-US': 'Manual enquiry submitted: click refresh to see the result',
  },
  valuationEnquiryPending: {
    'zh-CN': '人工询价结果尚未返回，请稍后点击刷新按钮查看结果',
    'en-US': 'The manual enquiry has no result yet: click refresh later to see it',
  },
  valuationTooManyImages: { 'zh-CN': '最多只能上传4张图片', 'en-US': 'At most 4 images can be uploaded' },
  valuationJpegOnly: { 'zh-CN': '请上传jpg格式图片', 'en-US': 'Please upload a jpg image' },
  valuationImageTooLarge: { 'zh-CN': '图片文件不能超过400Kb', 'en-US': 'The image file cannot exceed 400Kb' },
  valuationOneImagePerSlot: { 'zh-CN': '每个位置只能上传一张图片', 'en-US': 'One image per slot' },
  valuationFontMissing: {
    'zh-CN': '服务器缺少中文字体，无法生成评估报告',
    'en-US': 'The server lacks a Chinese font and cannot generate the evaluation report',
  },
  manualTotalMismatch: {
    'zh-CN': '手动总价应为{total}万元（面积×单价÷10000）',
    'en-US': 'The manual total should be {total} ten-thousand yuan (area × unit price ÷ 10000)',
  },
  furtherEnquiryNotFound: { 'zh-CN': '询价记录不存在', 'en-US': 'The enquiry record does not exist' },
  valuationProviderUnavailable: {
    'zh-CN': '估价服务暂不可用，请稍后重试',
    'en-US': 'The valuation service is unavailable, please retry later',
  },
  valuationProviderError: { 'zh-CN': '估价服务返回错误', 'en-US': 'The valuation service answered with an error' },
  valuationProviderStatus: {
    'zh-CN': '估价服务返回错误（{status}）',
    'en-US': 'The valuation service answered with an error ({status})',
  },
} as const satisfies Record<string, LocalisedText>;
