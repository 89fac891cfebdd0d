import {
  AREAS,
  type ImportRowResult,
  STAFF_IMPORT_COLUMNS,
  STAFF_IMPORT_MAX_ROWS,
  type StaffCreateBody,
  staffCreateBody,
} from '@lc/shared';
import ExcelJS from 'exceljs';
import { Validation, keyed } from '../../lib/errors';
import { SHEET_ZIP_LIMITS, type SheetLimits, readSheetInWorker } from '../../lib/sheet-reader';

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const XLS_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

type ParsedRow = { row: number; input: StaffCreateBody } | { row: number; error: string };

/** The staff sheet's reading limits: its columns, its row limit, and no cell longer than any field needs. */
const STAFF_SHEET_LIMITS: SheetLimits = {
  ...SHEET_ZIP_LIMITS,
  maxRows: STAFF_IMPORT_MAX_ROWS,
  maxCellChars: 500,
  columns: STAFF_IMPORT_COLUMNS.length,
};

const ids = (value: string) =>
  value
    .split(/[,，、\s]+/)
    .filter(Boolean)
    .map(Number);
const areaFrom = (value: string) => Object.entries(AREAS).find(([code, name]) => code === value || name['zh-CN'] === value)?.[0] ?? value;

/**
 * Reads the staff sheet. The type comes from the bytes: .xlsx is a zip; an old binary .xls is
 * recognised and refused with what to do, since it cannot be read safely here. The sheet is read
 * in a worker thread within limits (lib/sheet-reader.ts, decision 0063).
 */
export async function parseStaffSheet(file: Buffer): Promise<ParsedRow[]> {
  if (file.subarray(0, 4).equals(XLS_MAGIC)) throw new Validation(keyed('importOldXls'));
  if (!file.subarray(0, 4).equals(XLSX_MAGIC)) throw new Validation(keyed('importBadFormat'));
  const sheet = await readSheetInWorker(file, STAFF_SHEET_LIMITS);
  if (!sheet) throw new Validation(keyed('importEmptySheet'));
  if (sheet.header.join('|') !== STAFF_IMPORT_COLUMNS.map((c) => c.header).join('|')) {
    throw new Validation(keyed('importBadHeaders', { headers: STAFF_IMPORT_COLUMNS.map((c) => c.header).join('、') }));
  }
  const rows = sheet.rows.map(({ row, cells }): ParsedRow => {
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
    return parsed.success ? { row, input: parsed.data } : { row, error: parsed.error.issues.map((i) => i.message).join('；') };
  });
  if (!rows.length) throw new Validation(keyed('importNoRows'));
  return rows;
}

export const failedRow = (row: number, message: string): ImportRowResult => ({ row, ok: false, message });

/** The import template: the header row and one example row, every cell text. */
export async function staffImportTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('员工');
  sheet.columns = STAFF_IMPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: 16, style: { numFmt: '@' } }));
  sheet.addRow({
    realName: '张三',
    mobile: '13900000001',
    email: 'zhangsan@example.com',
    areaCode: 'BJ_11',
    roleIds: '11',
    groupIds: '1',
    password: 'Init@2026',
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
