import { type Page, expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn, signOut } from './support/session';

const APPROVER = '13800000061'; // role 61: transfer approval, a listed approver in the demo data
const REQUEST = '资金方核对抵押材料'; // the demo transfer in approval (0)
const HELD_BY_ME = '您已锁定该调档申请';

const openForApproval = async (page: Page) => {
  await page.goto('/getArchivesManage/archiveApprovalListNew');
  await page.locator('tbody tr.ant-table-row:visible', { hasText: REQUEST }).getByRole('link', { name: /审批/ }).click();
  await expect(page).toHaveURL(/transferApproval\?id=\d+/);
};

test('signing out while holding a transfer lock frees it at once, before the session ends', async ({ page }) => {
  const released: number[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/archive_transfer/v3/audit/lock/del')) released.push(r.status());
  });
  await signIn(page, DEMO.admin);
  await openForApproval(page);
  await expect(page.getByText(HELD_BY_ME)).toBeVisible();
  await expectAccessible(page);
  await signOut(page);
  // The release went out with the session still alive (not a 401), once.
  await expect.poll(() => released).toEqual([200]);

  // The approver, right after, holds the lock himself: no one else's name, the actions are his.
  await signIn(page, APPROVER);
  await openForApproval(page);
  await expect(page.getByText(HELD_BY_ME)).toBeVisible();
  await expect(page.getByRole('button', { name: '审批通过' })).toBeVisible();
  await expectAccessible(page);
});
