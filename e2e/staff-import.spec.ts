import { randomInt } from 'node:crypto';
import { STAFF_IMPORT_COLUMNS } from '@lc/shared';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, expectAccessible, signIn } from './support/session';

/*
 * The admin imports staff from a sheet through the list's 导入员工 button: each row's result is
 * shown (a bad mobile refused), and the staff list and its count show the new people at once.
 */

const STAFF = '/systemSetting/staffManage';

async function sheet(rows: (string | number)[][]) {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('staff');
  ws.addRow(STAFF_IMPORT_COLUMNS.map((c) => c.header));
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const countOf = async (text: Promise<string>) => Number((await text).replace(/\D/g, ''));

test('an import adds its rows to the staff list and to its count', async ({ page }) => {
  await signIn(page, DEMO.admin, STAFF);
  const total = page.getByTestId('list-total');
  await expect(total).toBeVisible();
  const before = await countOf(total.innerText());

  const mobile = () => `139${String(randomInt(0, 99_999_999)).padStart(8, '0')}`;
  const file = await sheet([
    ['导入甲', mobile(), '', '北京', '11', '', 'Init@2026'],
    ['导入乙', mobile(), '', 'SH_31', '31', '', 'Init@2026'],
    ['坏手机', '1290000', '', 'BJ_11', '11', '', 'Init@2026'],
  ]);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '导入员工' }).click();
  await (
    await chooser
  ).setFiles({ name: 'staff.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });

  // Each row's result: two added, the bad mobile refused with its reason.
  const results = page.getByRole('dialog');
  await expect(results).toBeVisible();
  await expect(results).toContainText('成功 2 行，失败 1 行');
  await expect(results.getByRole('row')).toHaveCount(4);
  await expectAccessible(page);
  await results.getByRole('button', { name: '关 闭', exact: true }).click();

  await expect(total).toHaveText(`共 ${before + 2} 条`);
  await expect(page.getByRole('cell', { name: '导入甲' })).toBeVisible();
});
