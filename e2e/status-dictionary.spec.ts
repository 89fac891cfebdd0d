import { randomUUID } from 'node:crypto';
import { BILL_STATUS, STATUS_LISTS, idCardCheckChar, statusLabel } from '@lc/shared';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expectAccessible, signIn } from './support/session';
import { field, pickOption } from './support/widgets';

/*
 * The status dictionary on screen: the all-bills list's status filter offers exactly the
 * dictionary's bill statuses, a pick narrows the rows to that status, and in English both the
 * options and the tags are the dictionary's English labels.
 */

const ALL_BILLS = '/billManage/billAll';
const CSRF = { 'x-requested-with': 'XMLHttpRequest' };
const B = '/api/bill/v1/bill';
const ZH = STATUS_LISTS.bill.map((e) => e.label);
const EN = STATUS_LISTS.bill.map((e) => e.labelEn);

/** A bill of a borrower and a property no other bill of the run has (no duplicate approval). */
function billBody(name: string) {
  const digits = randomUUID().replace(/\D/g, '').padEnd(12, '7');
  const first17 = `11010519800101${digits.slice(0, 3)}`;
  return {
    idempotencyKey: randomUUID(),
    billCustomerName: name,
    billCustomerMobile: `137${digits.slice(3, 11)}`,
    idCard: `${first17}${idCardCheckChar(first17)}`,
    borrowAmount: '600000.00',
    borrowDuration: 60,
    borrowType: 2,
    mortgages: [
      {
        certNo: `京(2026)朝阳区不动产权第${digits.slice(0, 7)}号`,
        addressProvince: '110000',
        addressDistrict: '110105',
        addressDetails: `光华路${digits.slice(7, 9)}号院${randomUUID().slice(0, 4)}`,
      },
    ],
  };
}

async function call<T>(request: APIRequestContext, url: string, data: object): Promise<T> {
  const res = await request.post(url, { headers: CSRF, data });
  expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** The salesperson's bills over HTTP: one submitted, one abandoned (drafts stay in the draft box). Returns their numbers. */
async function billsInThreeStatuses(request: APIRequestContext) {
  const login = await request.post('/api/auth/v1/userInfo/login', { data: { mobile: DEMO.sales, password: DEMO_PASSWORD }, headers: CSRF });
  expect(login.ok(), await login.text()).toBe(true);
  const make = async (name: string) => {
    const { id, version } = await call<{ id: number; version: number }>(request, B, billBody(name));
    const detail = await request.get(`${B}/${id}`, { headers: CSRF });
    return { id, version, billNo: ((await detail.json()) as { data: { billNo: string } }).data.billNo };
  };
  const sent = await make('字典送审');
  await call(request, `${B}/${sent.id}/submit`, { version: sent.version });
  const dropped = await make('字典作废');
  await call(request, `${B}/${dropped.id}/abandon`, { version: dropped.version });
  await request.get('/api/auth/v1/userInfo/logout', { headers: CSRF });
  return { sent: sent.billNo, dropped: dropped.billNo };
}

/** The status filter's options as the open dropdown lists them. */
async function statusOptions(page: Page) {
  await field(page, 'status').click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options).toHaveCount(ZH.length);
  const texts = await options.allInnerTexts();
  await field(page, 'status').press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  return texts;
}

const statusTags = (page: Page) => page.locator('tbody tr.ant-table-row [data-testid="bill-status"]');

test('the bill status filter and tags come from the status dictionary, in both languages', async ({ page }) => {
  test.setTimeout(180_000); // two bills over HTTP, two sign-ins, two searches and two axe passes, on a shared two-core machine
  const bills = await billsInThreeStatuses(page.request);
  await signIn(page, DEMO.admin, ALL_BILLS);
  // The first visit loads the bill module's code: allow it longer than a click.
  await expect(page.getByRole('link', { name: new RegExp(bills.dropped) })).toBeVisible({ timeout: 60_000 });

  expect(await statusOptions(page)).toEqual(ZH);
  const inApproval = statusLabel('bill', BILL_STATUS.inApproval, 'zh-CN');
  await pickOption(page, field(page, 'status'), inApproval);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(new RegExp(`status=${BILL_STATUS.inApproval}`));
  await expect(page.getByRole('link', { name: new RegExp(bills.sent) })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(bills.dropped) })).toHaveCount(0);
  const tags = await statusTags(page).allInnerTexts();
  expect(tags.length).toBeGreaterThan(0);
  expect(new Set(tags)).toEqual(new Set([inApproval]));
  await expectAccessible(page);

  // The header's language switch: options, the chosen value and the tags turn English.
  await page.getByText('English', { exact: true }).click();
  const inApprovalEn = statusLabel('bill', BILL_STATUS.inApproval, 'en-US');
  await expect(statusTags(page).first()).toHaveText(inApprovalEn);
  expect(new Set(await statusTags(page).allInnerTexts())).toEqual(new Set([inApprovalEn]));
  await expect(page.locator('.ant-form-item', { has: field(page, 'status') })).toContainText(inApprovalEn);
  expect(await statusOptions(page)).toEqual(EN);

  // An abandoned bill's tag is its English label too.
  await pickOption(page, field(page, 'status'), statusLabel('bill', BILL_STATUS.abandoned, 'en-US'));
  await page.getByRole('button', { name: /search/i }).click();
  await expect(page.getByRole('link', { name: new RegExp(bills.dropped) })).toBeVisible();
  expect(new Set(await statusTags(page).allInnerTexts())).toEqual(new Set([statusLabel('bill', BILL_STATUS.abandoned, 'en-US')]));
  await expectAccessible(page);
});
