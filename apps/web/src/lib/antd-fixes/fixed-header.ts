/** Whether an element sits in a table with a fixed header (`scroll.y`; rc-table marks it `<prefix>-fixed-header`). */
export const inFixedHeaderTable = (target: unknown) => target instanceof Element && target.closest('[class*="-fixed-header"]') !== null;
