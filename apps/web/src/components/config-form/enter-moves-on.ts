import type { KeyboardEvent } from 'react';

/** The element whose fields Enter walks through: an EnterForm, or an EnterScope holding several forms. */
const SCOPE = '[data-enter-form]';

/**
 * What Enter can stop at: inputs, not file inputs, hidden, disabled or read-only ones (a shown
 * figure), but a select's input, which is read-only until searched.
 */
const FIELD_SELECTOR =
  'input:not([type="hidden"]):not([type="file"]):not([disabled]):not([readonly]), input[role="combobox"]:not([disabled]), textarea:not([disabled])';

/** A radio group is one stop: its chosen radio, or its first while none is chosen. */
const isStop = (el: HTMLElement, all: HTMLElement[]) => {
  if (!(el instanceof HTMLInputElement) || el.type !== 'radio') return true;
  const group = all.filter((o): o is HTMLInputElement => o instanceof HTMLInputElement && o.type === 'radio' && o.name === el.name);
  return el.checked || (!group.some((o) => o.checked) && group[0] === el);
};

/** The scope's own stops in screen order: a form nested in it (the report inside the valuation form) keeps its fields. */
const fieldsOf = (scope: HTMLElement) => {
  const all = Array.from(scope.querySelectorAll<HTMLElement>(FIELD_SELECTOR)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[aria-hidden="true"]') && el.closest(SCOPE) === scope,
  );
  return all.filter((el) => isStop(el, all));
};

/**
 * Enter in a field moves on to the next field; only Enter in the last one sends the form
 * (`submit`), so a form is never sent half filled, nor twice by a second Enter in the same field.
 * Left alone: Enter in a text area (a new line), while an IME composes Chinese, with a modifier,
 * in an open drop-down (it picks the option; an open date panel's Enter commits the day and may move on,
 * never send), and in a nested form (its own scope answers);
 * buttons click as buttons do.
 */
export function enterMovesOn(submit: () => void) {
  return (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing || e.shiftKey || e.ctrlKey || e.altKey || e.metaKey) return;
    const target = e.target as HTMLElement;
    if (!(target instanceof HTMLInputElement) || target.type === 'file' || target.getAttribute('aria-expanded') === 'true') return;
    // A date picker's open panel takes the Enter to commit the day (its input says nothing of it):
    // it may move on, never send the form, which the person did not mean to finish.
    const panelOpen = Boolean(
      target.closest('.ant-picker') && document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)'),
    );
    if (target.closest(SCOPE) !== e.currentTarget) return;
    // Never the browser's implicit submission: it would skip the fields still to fill.
    e.preventDefault();
    // The next stop after the target, in screen order (the target may be no stop: a radio not chosen).
    const next = fieldsOf(e.currentTarget).find((el) => target.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
    if (next) next.focus();
    else if (!panelOpen) submit();
  };
}
