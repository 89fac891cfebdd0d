import type { LocalisedText } from '../route-table/route-table.types';

/** The staff module's messages: accounts, grants and the Excel import. */
export const STAFF_MESSAGES = {
  staffNotFound: { 'zh-CN': '员工不存在或不在您的数据范围内', 'en-US': 'The staff member does not exist or is outside your data scope' },
  cannotDisableSelf: { 'zh-CN': '不能停用自己的账号', 'en-US': 'You cannot disable your own account' },
  departmentNotFound: { 'zh-CN': '部门不存在', 'en-US': 'The department does not exist' },
  groupNotFound: { 'zh-CN': '组不存在', 'en-US': 'The group does not exist' },
  importRowCreated: { 'zh-CN': '已新增', 'en-US': 'Added' },
  importDone: { 'zh-CN': '导入完成：成功{created}行，失败{failed}行', 'en-US': 'Import done: {created} rows added, {failed} failed' },
  importNoFile: { 'zh-CN': '请选择要上传的文件', 'en-US': 'Please choose a file to upload' },
  importBadFormat: { 'zh-CN': '文件格式不正确', 'en-US': 'The file format is not right' },
  importTooLarge: { 'zh-CN': '超出文件大小限制', 'en-US': 'The file is over the size limit' },
  importOldXls: {
    'zh-CN': '暂不支持 .xls 文件，请在 Excel 中另存为 .xlsx 后上传',
    'en-US': '.xls files are not supported yet: save the sheet as .xlsx in Excel and upload that',
  },
  importEmptySheet: { 'zh-CN': '表格为空', 'en-US': 'The sheet is empty' },
  importBadHeaders: { 'zh-CN': '表头应为：{headers}', 'en-US': 'The header row should be: {headers}' },
  importTooManyRows: { 'zh-CN': '一次最多导入{max}行，请分批上传', 'en-US': 'At most {max} rows at a time: upload in batches' },
  importNoRows: { 'zh-CN': '表格中没有数据行', 'en-US': 'The sheet has no data rows' },
  // Refusals of the sheet reader (lib/sheet-reader.ts), any import's: checked before or while reading.
  importInflatedTooLarge: {
    'zh-CN': '文件解压后过大（最多{mb}MB），请删除多余的内容后重新上传',
    'en-US': 'The file is too large once unpacked (at most {mb} MB): remove what is not needed and upload it again',
  },
  importRatioAbnormal: {
    'zh-CN': '文件压缩比异常，无法导入',
    'en-US': 'The file is compressed abnormally and cannot be imported',
  },
  importCellTooLong: {
    'zh-CN': '单元格过长：每个单元格最多{max}个字符',
    'en-US': 'A cell is too long: at most {max} characters per cell',
  },
  importUnreadable: {
    'zh-CN': '文件无法读取，请用 Excel 另存为 .xlsx 后重新上传',
    'en-US': 'The file cannot be read: save it as .xlsx in Excel and upload it again',
  },
} as const satisfies Record<string, LocalisedText>;
