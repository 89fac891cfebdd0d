/**
 * What antd's form item (its ItemHolder) imports from @rc-component/util, with one difference (the
 * build gives ItemHolder this module in its place: build/antd-fixes.ts). Every render of a mounted
 * form item asks whether its element is on screen (`offsetParent`, then its box), which makes the
 * browser lay out the whole page first if anything changed since the last layout: in a render
 * after a commit, a filter bar's first item did (61 ms of a list's first commit at full speed).
 * The answer only matters to an item showing a message (it re-measures its margin when such an
 * item comes into view), so an item showing none is answered without asking the browser.
 */
import { isVisible as askBrowser } from '@rc-component/util';

export * from '@rc-component/util';

/** antd marks an item showing help or an error `<prefix>-item-with-help` (ItemHolder's class list). */
const showsMessage = (element: Element) => [...element.classList].some((name) => name.endsWith('-item-with-help'));

export function isVisible(element: Element | null | undefined): boolean {
  return element instanceof Element && showsMessage(element) ? askBrowser(element) : false;
}
