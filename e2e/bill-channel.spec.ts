import { idCardCheckChar } from '@lc/shared';
import { type Page, expect, test } from '@playwright/test';
import { expectAccessible, signIn } from './support/session';
import { pickOption, pickRegion } from './support/widgets';

/*
 * The bill form names its channel and fee rule by picking them, never by typing ids, among the
 * channels of the user's own area (decision 0013). The demo data seeds 北京安居房产经纪有限公司
 * (owned by the Beijing group manager) with one fee rule, and one Shanghai channel.
 */
const CHANNEL = '北京安居房产经纪有限公司';
const RULE = '抵押类返佣：一抵、二抵，费率0.5%，借款金额不限';
/** The Shanghai demo channel (the Shanghai salesperson's); the Beijing ones belong to Beijing. */
const SHANGHAI = '上海浦江房产经纪有限公司';

const byLabel = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** A detail value by its label, in the read-only cards (a bordered description table). */
const shown = (page: Page, label: string) =>
  page.getByRole('rowheader', { name: label, exact: true }).locator('xpath=following-sibling::td[1]');
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

test('a salesperson picks the channel and its fee rule by name; the detail names both', async ({ page }) => {
  test.setTimeout(120_000); // a whole bill form and two axe passes, on a shared machine
  await signIn(page, '13800000011', '/billManage/billList');
  await page.getByRole('button', { name: '新增报单' }).click();
  await expect(page).toHaveURL(/\/billManage\/billAdd$/);

  // The borrower and the loan (a fresh ID number and mobile, so no other bill matches).
  const first17 = `110105198${digits(1)}0612${digits(3)}`;
  await byLabel(page, '客户姓名').fill('林晓');
  await byLabel(page, '手机号').fill(`137${digits(8)}`);
  await byLabel(page, '身份证号').fill(`${first17}${idCardCheckChar(first17)}`);
  await byLabel(page, '借款金额').fill('800000');
  await pickOption(page, byLabel(page, '借款类型'), '一抵');
  await byLabel(page, '借款期限').fill('90');
  await pickRegion(page, ['北京市', '朝阳区']);
  await byLabel(page, '详细地址').fill(`朝阳区望京街${digits(3)}号`);

  // The fee rule waits for a channel.
  await expect(byLabel(page, '收费规则')).toBeDisabled();
  await pickOption(page, byLabel(page, '渠道'), CHANNEL, { search: '北京安居' });
  await expect(byLabel(page, '渠道公司名称')).toHaveValue(CHANNEL);
  await expect(byLabel(page, '渠道联系人')).toHaveValue('周敏');
  await expect(byLabel(page, '渠道联系人手机号')).toHaveAttribute('placeholder', '留空则使用渠道联系人手机号');

  // For a 过桥 loan the mortgage rule is greyed with the reason and cannot be picked.
  await pickOption(page, byLabel(page, '借款类型'), '过桥');
  await byLabel(page, '收费规则').click();
  const greyed = page.locator('.ant-select-dropdown:visible .ant-select-item-option-disabled');
  await expect(greyed).toHaveText(`${RULE}（不适用于此借款类型）`);
  await greyed.click({ force: true });
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await expect(page.locator('.ant-form-item').filter({ has: byLabel(page, '收费规则') })).not.toContainText(RULE);

  // Back to 一抵, the rule fits and is picked.
  await pickOption(page, byLabel(page, '借款类型'), '一抵');
  await pickOption(page, byLabel(page, '收费规则'), RULE);
  await expectAccessible(page);

  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/billAdd\?id=\d+$/);
  await expect(shown(page, '渠道')).toHaveText(CHANNEL);
  await expect(shown(page, '收费规则')).toHaveText(RULE);
  // The contact mobile left blank is the channel's, copied on save, and masked as the channel shows it (to its applicant too).
  await expect(shown(page, '渠道联系人手机号')).toHaveText('137****0001');
  await expect(page.getByText('13711110001')).toHaveCount(0);
  await expectAccessible(page);

  // Editing, the saved channel and rule show by name (looked up by id), not as numbers.
  await page
    .getByTestId('bill-actions')
    .getByRole('button', { name: /^编\s*辑$/ })
    .click();
  await expect(page).toHaveURL(/mode=edit/);
  const selectOf = (label: string) => page.locator('.ant-form-item', { has: byLabel(page, label) }).locator('.ant-select');
  await expect(selectOf('渠道')).toContainText(CHANNEL);
  await expect(selectOf('收费规则')).toContainText(RULE);
  // The copied mobile is not in the form (it came masked): blank, so saving takes the channel's again.
  await expect(byLabel(page, '渠道联系人手机号')).toHaveValue('');
});

test('a Shanghai salesperson is offered only Shanghai channels; the copied contact mobile shows masked', async ({ page }) => {
  test.setTimeout(180_000); // a whole bill form and an axe pass, on a shared machine
  await signIn(page, '13800000211', '/billManage/billAdd');
  const first17 = `310104198${digits(1)}0612${digits(3)}`;
  await byLabel(page, '客户姓名').fill('陆敏');
  await byLabel(page, '手机号').fill(`137${digits(8)}`);
  await byLabel(page, '身份证号').fill(`${first17}${idCardCheckChar(first17)}`);
  await byLabel(page, '借款金额').fill('600000');
  await pickOption(page, byLabel(page, '借款类型'), '一抵');
  await byLabel(page, '借款期限').fill('60');
  await pickRegion(page, ['上海市', '徐汇区']);
  await byLabel(page, '详细地址').fill(`徐汇区漕溪北路${digits(3)}号`);

  // Every channel offered is Shanghai's: the Beijing ones are not there (the server test covers searching by name).
  const picker = byLabel(page, '渠道');
  await picker.click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options).toHaveCount(1);
  await expect(options).toContainText(SHANGHAI);
  await expect(options).toContainText('137****0003');
  await expect(page.locator('.ant-select-dropdown:visible')).not.toContainText(CHANNEL);
  await page.keyboard.press('Escape');

  await pickOption(page, picker, SHANGHAI, { search: '上海浦江' });
  await expect(byLabel(page, '渠道联系人')).toHaveValue('陈静');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/billAdd\?id=\d+$/, { timeout: 30_000 }); // a save on a busy shared machine
  await expect(shown(page, '渠道')).toHaveText(SHANGHAI);
  await expect(shown(page, '渠道联系人手机号')).toHaveText('137****0003');
  await expect(page.getByText('13711110003')).toHaveCount(0);
  await expectAccessible(page);
});
