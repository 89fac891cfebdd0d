import { type Page, expect, test } from '@playwright/test';
import { as, NO_PAGE, expectAccessible } from './support/session';
import { choose, confirmPopover, pickOption, search } from './support/widgets';

/*
 * Issue 15 items 1, 2 and 8: each disbursement node opens its inbox on the demo grants, and a
 * grant's detail shows its trail; finance sees the draw form; the demo bill made ready for a grant
 * (韩磊's, decision 0052) passes the request's gate. (The whole lifecycle, request to status 5 with a
 * failed draw retried, is e2e/grant-lifecycle.spec.ts.)
 */
const RISK = '13800000031'; // role 31: bill_grant_approve_manager
const VP1 = '13800000022';
const VP2 = '13800000023';
const FINANCE = '13800000021'; // role 21: bill_grant_issue

const rows = (page: Page) => page.locator('tbody tr.ant-table-row');

/** Opens an inbox (on its route's default), or picks `status` in its filter as staff would, then its first grant. */
async function openInboxAndFirstGrant(page: Page, path: string, status?: string) {
  await page.goto(path);
  if (status) {
    await choose(page, 'status', status);
    await search(page);
    await expect(rows(page).first()).toContainText(status);
  }
  await expect(rows(page).first()).toBeVisible();
  await expect(
    rows(page)
      .first()
      .getByRole('link', { name: /^GR\d{6}$/ }),
  ).toBeVisible();
  await expectAccessible(page);
  await rows(page)
    .first()
    .getByRole('link', { name: /^GR\d{6}$/ })
    .click();
  await expect(page).toHaveURL(/\/billGrantManage\/grantApproveAdd\?id=\d+/);
  await expect(page.getByRole('navigation', { name: '面包屑' })).toContainText('放款详情');
  await expectAccessible(page);
}

test('each approval node opens its inbox with demo grants and a grant’s detail', async ({ page }) => {
  await as(page, RISK, NO_PAGE, async () => {
    await openInboxAndFirstGrant(page, '/billGrantManage/grantApproveListRisk');
    await page.goto('/billGrantManage/grantHistoryList');
    await expect(rows(page).first()).toBeVisible();
    await expectAccessible(page);
    await page.goto('/billGrantManage/overRuleRecording');
    await expect(page.getByRole('table')).toBeVisible();
    await expectAccessible(page);
  });
  await as(page, VP1, NO_PAGE, () => openInboxAndFirstGrant(page, '/billGrantManage/grantApproveListVp1'));
  await as(page, VP2, NO_PAGE, () => openInboxAndFirstGrant(page, '/billGrantManage/grantApproveListVp2'));
});

test('finance opens a grant awaiting money and sees the draw form with what remains', async ({ page }) => {
  await as(page, FINANCE, NO_PAGE, async () => {
    // The list opens on awaiting disbursement (2); a partly granted loan (4) awaiting its next draw is a pick away.
    await openInboxAndFirstGrant(page, '/billGrantManage/ungrantedList', '部分放款');
    await expect(page.getByText(/剩余/).first()).toBeVisible();
  });
});

test('the demo holds a bill that passes the grant request’s gate: the request is accepted (then withdrawn)', async ({ page }) => {
  const valueOf = (label: string) =>
    page.locator('th.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::td[1]');
  await as(page, RISK, '/billGrantManage/grantRequest', async () => {
    await pickOption(page, page.getByLabel('终审通过的报单'), /韩磊/, { search: '韩磊', shows: '韩磊' });
    await page.getByLabel('申请放款金额').fill('500000.00');
    await expect(page.getByLabel('收款银行卡').locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')).toContainText('韩磊');
    await expectAccessible(page);
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page).toHaveURL(/\/billGrantManage\/grantApproveAdd\?id=\d+/);
    await expect(valueOf('状态')).toHaveText('待审核');
    // Withdrawn, so the bill stays free for the next person to try (a withdrawn request holds no amount).
    await confirmPopover(page, page.getByRole('button', { name: /^撤\s*回$/ }), /^撤\s*回$/);
    await expect(valueOf('状态')).toHaveText('主管撤回');
  });
});
