import { describe, expect, it } from 'vitest';
import { checkExcelFile } from './excel-file';

describe('checkExcelFile', () => {
  it.each([
    ['staff.xlsx', 1000, null],
    ['STAFF.XLS', 1000, null],
    ['staff.csv', 1000, 'wrongFormat'],
    ['staff.xlsx.exe', 1000, 'wrongFormat'],
    ['staff.xlsx', 10240 * 1024, null],
    ['staff.xlsx', 10240 * 1024 + 1, 'tooLarge'],
  ] as const)('%s of %i bytes → %s', (name, size, expected) => {
    expect(checkExcelFile({ name, size })).toBe(expected);
  });
});
