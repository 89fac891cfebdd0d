import { type Page, expect, test } from '@playwright/test';
import { expectAccessible, signIn } from './support/session';
import { choose, confirmPopover, search } from './support/widgets';

const APPROVER = '13800000061'; // role 61: transfer approval, a listed approver in the demo data
const REASON = '客户办理结清手续核对原件'; // the demo transfer whose loan was settled while its document was out (10)

const statusShown = (page: Page, text: string) =>
  page
    .locator('.ant-tag:visible')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .first();
const rowOf = (page: Page, text: string) => page.locator('tbody tr.ant-table-row:visible', { hasText: text });

test('a transfer settled while its documents were out: the approver confirms the settlement (10 → 5) and the document leaves stock', async ({
  page,
}) => {
  await signIn(page, APPROVER, '/getArchivesManage/archiveApprovalListNew');
  // The list opens on requests in approval (0); the approver picks the settled ones, then those awaiting confirmation (10).
  await choose(page, 'status', '已结档');
  await search(page);
  await expect(rowOf(page, '已结档').first()).toBeVisible();
  await choose(page, 'status', '待确认结档');
  await search(page);
  await expect(rowOf(page, REASON)).toContainText('待确认结档');
  await rowOf(page, REASON).getByRole('link').click();
  await expect(page).toHaveURL(/transferApproval\?id=\d+/);
  await expect(page.getByText('您已锁定该调档申请')).toBeVisible();
  await expect(page.getByText(/确认后以下档案出库.*保证合同原件/)).toBeVisible();
  await expect(page.getByText('驳回后恢复为：待归还')).toBeVisible();
  await expectAccessible(page);
  await confirmPopover(page, page.getByRole('button', { name: '确认结档' }), '确认结档');
  await expect(statusShown(page, '已结档')).toBeVisible();
  await expect(rowOf(page, '保证合同原件')).toContainText('永久出库');
  await expect(page.getByRole('button', { name: '确认结档' })).toHaveCount(0);
  await expectAccessible(page);
});
