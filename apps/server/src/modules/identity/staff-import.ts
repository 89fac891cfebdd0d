import {
  AREAS,
  type ImportRowResult,
  STAFF_IMPORT_COLUMNS,
  STAFF_IMPORT_MAX_ROWS,
  type StaffCreateBody,
  staffCreateBody,
} from '@lc/shared';
import ExcelJS from 'exceljs';
import { Validation } from '../../lib/errors';

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const XLS_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

type ParsedRow = { row: number; input: StaffCreateBody } | { row: number; error: string };

/** A cell as plain text: numbers typed into Excel (mobiles) come back as numbers. */
const text = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'text' in value) return String(value.text).trim();
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '').trim();
  return String(value).trim();
};
const ids = (value: string) =>
  value
    .split(/[,，、\s]+/)
    .filter(Boolean)
    .map(Number);
const areaFrom = (value: string) => Object.entries(AREAS).find(([code, name]) => code === value || name['zh-CN'] === value)?.[0] ?? value;

/**
 * Reads the staff sheet. The type comes from the bytes: .xlsx is a zip; an old binary .xls is
 * recognised and refused with what to do, since it cannot be read safely here.
 */
export async function parseStaffSheet(file: Buffer): Promise<ParsedRow[]> {
  if (file.subarray(0, 4).equals(XLS_MAGIC)) throw new Validation('暂不支持 .xls 文件，请在 Excel 中另存为 .xlsx 后上传');
  if (!file.subarray(0, 4).equals(XLSX_MAGIC)) throw new Validation('文件格式不正确');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as never);
  } catch {
    throw new Validation('文件格式不正确');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Validation('表格为空');
  const headers = STAFF_IMPORT_COLUMNS.map((_, i) => text(sheet.getRow(1).getCell(i + 1).value));
  if (headers.join('|') !== STAFF_IMPORT_COLUMNS.map((c) => c.header).join('|')) {
    throw new Validation(`表头应为：${STAFF_IMPORT_COLUMNS.map((c) => c.header).join('、')}`);
  }
  const rows: ParsedRow[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cells = STAFF_IMPORT_COLUMNS.map((_, i) => text(row.getCell(i + 1).value));
    if (cells.every((c) => c === '')) return;
    const [realName, mobile, email, area, roles, groups, password] = cells;
    const parsed = staffCreateBody.safeParse({
      realName,
      mobile,
      email,
      areaCode: areaFrom(area ?? ''),
      roleIds: ids(roles ?? ''),
      groupIds: ids(groups ?? ''),
      password,
    });
    rows.push(
      parsed.success ? { row: number, input: parsed.data } : { row: number, error: parsed.error.issues.map((i) => i.message).join('；') },
    );
  });
  if (rows.length > STAFF_IMPORT_MAX_ROWS) throw new Validation(`一次最多导入${STAFF_IMPORT_MAX_ROWS}行，请分批上传`);
  if (!rows.length) throw new Validation('表格中没有数据行');
  return rows;
}

export const failedRow = (row: number, message: string): ImportRowResult => ({ row, ok: false, message });
