import { EXCEL_EXTENSIONS, EXCEL_UPLOAD_MAX_KB } from '@lc/shared';

/** Spec 001 §5: .xls or .xlsx only, at most 10240 KB. Returns the problem, or null. */
export function checkExcelFile(file: { name: string; size: number }): 'wrongFormat' | 'tooLarge' | null {
  const name = file.name.toLowerCase();
  if (!EXCEL_EXTENSIONS.some((ext) => name.endsWith(ext))) return 'wrongFormat';
  if (file.size > EXCEL_UPLOAD_MAX_KB * 1024) return 'tooLarge';
  return null;
}
