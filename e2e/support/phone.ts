import { type Page, expect } from '@playwright/test';
import { measurePhoneFit } from './phone-fit';
import { expectAccessible } from './session';

export { PHONE_VIEWPORT } from './phone-fit';

/** The page fits the phone: no sideways scroll, every visible control at least 44 × 44, and axe passes. */
export async function expectPhoneFit(page: Page) {
  // axe first: it waits for antd's animations to end, so nothing is measured mid-zoom.
  await expectAccessible(page);
  const fit = await measurePhoneFit(page);
  expect(fit, new URL(page.url()).pathname).toEqual({ overflow: 0, small: [] });
}
