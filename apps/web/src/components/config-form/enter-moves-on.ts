import type { KeyboardEvent } from 'react';

/** What Enter can move between: the form's own inputs, in screen order (not file inputs, not hidden or disabled ones). */
const FIELD_SELECTOR = 'input:not([type="hidden"]):not([type="file"]):not([disabled]), textarea:not([disabled])';

const fieldsOf = (form: HTMLElement) =>
  Array.from(form.querySelectorAll<HTMLElement>(FIELD_SELECTOR)).filter((el) => el.tabIndex >= 0 && !el.closest('[aria-hidden="true"]'));

/**
 * Enter in a form field moves on to the next field; only Enter in the last one sends the form
 * (`submit`), so a form is never sent half filled, nor twice by a second Enter in the same field.
 * Left alone: Enter in a text area (a new line), while an IME composes Chinese, with a modifier,
 * and in an open drop-down (it picks the option); buttons click as buttons do.
 */
export function enterMovesOn(submit: () => void) {
  return (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing || e.shiftKey || e.ctrlKey || e.altKey || e.metaKey) return;
    const target = e.target as HTMLElement;
    if (target.tagName !== 'INPUT' || target.getAttribute('aria-expanded') === 'true') return;
    const fields = fieldsOf(e.currentTarget);
    const at = fields.indexOf(target);
    if (at < 0) return;
    // Never the browser's implicit submission: it would skip the fields still to fill.
    e.preventDefault();
    const next = fields[at + 1];
    if (next) next.focus();
    else submit();
  };
}
