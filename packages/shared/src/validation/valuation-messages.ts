import type { Locale } from '../api/messages';

/**
 * The valuation forms' messages (spec 001 §5, valuation parts), part of VALIDATION_MESSAGES; the
 * texts the valuation rules share with the kit (positiveOnly, positiveIntegerOnly, maxChars) are
 * the kit's. `{{n}}` is filled per issue.
 */
export const VALUATION_RULE_MESSAGES = {
  // valuation service form
  areaRequired: { 'zh-CN': '请输入面积', 'en-US': 'Please enter the area' },
  areaFormat: { 'zh-CN': '只能输入数字，最多11位整数2位小数', 'en-US': 'Numbers only: at most 11 integer digits and 2 decimals' },
  certificateAddressRequired: { 'zh-CN': '请输入房产证上的地址', 'en-US': 'Please enter the address as on the certificate' },
  propertyAddressRequired: { 'zh-CN': '请填写房产地址', 'en-US': 'Please fill in the property address' },
  addressTooLong: { 'zh-CN': '地址最多{{n}}个字符', 'en-US': 'The address has at most {{n}} characters' },
  cityRequired: { 'zh-CN': '请选择城市', 'en-US': 'Please select the city' },
  districtOfCityRequired: { 'zh-CN': '请选择城市区县', 'en-US': 'Please select the city and district' },
  propertyTypeRequired: { 'zh-CN': '请选择物业类型', 'en-US': 'Please select the property type' },
  communityNameTooLong: { 'zh-CN': '小区名称最多128个字符', 'en-US': 'The community name has at most 128 characters' },
  communityOrAddress: { 'zh-CN': '请选择小区或输入地址', 'en-US': 'Please select a community or enter the address' },
  floorRange: { 'zh-CN': '楼层范围为1-99', 'en-US': 'Floors range from 1 to 99' },
  totalFloorsMin5: {
    'zh-CN': '住宅、公寓的总楼层不能小于5层',
    'en-US': 'Total floors cannot be less than 5 for residences and apartments',
  },
  totalFloorsMax6: {
    'zh-CN': '别墅、独栋、双拼、联排、叠拼的总楼层不能大于6层',
    'en-US': 'Total floors cannot exceed 6 for villas, detached, twin, townhouse and stacked townhouse properties',
  },
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
