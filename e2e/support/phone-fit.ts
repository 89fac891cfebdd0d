/**
 * The phone layout's two measurable promises (issue 32), measured in the page: nothing wider than
 * the screen, and every visible control a thumb can hit (44 × 44 CSS px). Shared by the browser
 * tests (phone.ts) and the route crawl's phone pass (bench/route-crawl.ts), so both judge alike.
 * No imports: the crawl runs it with playwright-core, the tests with @playwright/test.
 */

/** The phone the tests and the crawl hold: an iPhone 12–15 in portrait. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };
/** The least tap target, in CSS px (WCAG 2.5.5, Apple's and Google's guidelines). */
export const MIN_TARGET = 44;

export type PhoneFit = {
  /** How many px the page is wider than the screen (0 when it fits). */
  overflow: number;
  /** The visible controls smaller than MIN_TARGET, each as `tag "text" W×H`. */
  small: string[];
};

type Evaluates = { evaluate<R, A>(fn: (arg: A) => R, arg: A): Promise<R> };

/** Measures the page as it stands. */
export async function measurePhoneFit(page: Evaluates): Promise<PhoneFit> {
  return page.evaluate((min: number) => {
    const controls = 'a[href], button, input:not([type="hidden"]), [role="checkbox"], [role="combobox"], .ant-pagination-item';
    // A tap anywhere on the control's own box reaches it: a checkbox's label, a select's or an input's frame.
    const hitBoxes =
      'label, .ant-input-affix-wrapper, .ant-input-number, .ant-picker, .ant-select, .ant-checkbox-wrapper, .ant-radio-wrapper, .ant-segmented-item, .ant-pagination-item';
    const small: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(controls))) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      // Text for screen readers only, and antd's hidden measuring row, are nobody's tap target.
      if (el.closest('.sr-only, .ant-table-measure-row, [aria-hidden="true"]')) continue;
      const own = el.getBoundingClientRect();
      const box = el.closest(hitBoxes)?.getBoundingClientRect() ?? own;
      const width = Math.max(own.width, box.width);
      const height = Math.max(own.height, box.height);
      // A control with no box of its own nor a frame (a collapsed panel's) cannot be tapped.
      if (width === 0 || height === 0) continue;
      // Half a pixel of rounding is not a smaller thumb.
      if (width + 0.5 >= min && height + 0.5 >= min) continue;
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 24);
      small.push(`${el.tagName.toLowerCase()} "${text}" ${Math.round(width)}×${Math.round(height)}`);
    }
    return { overflow: Math.max(0, document.documentElement.scrollWidth - window.innerWidth), small };
  }, MIN_TARGET);
}
