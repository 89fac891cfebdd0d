import type { FieldDef, FieldValues } from './form-field';

/** Spec 001 §9: a 24-column grid with a 16 px gutter. */
export const GRID_COLUMNS = 24;
export const GRID_GUTTER = 16;

/** The field's columns: image and textarea always the whole row, others their span (1–24, default 24). */
export function spanOf(field: FieldDef): number {
  if (field.type === 'image' || field.type === 'textarea') return GRID_COLUMNS;
  const span = Math.round(field.span ?? GRID_COLUMNS);
  return Math.min(GRID_COLUMNS, Math.max(1, span));
}

/** Column props: the field's span from 576 px up, the whole row on phones. */
export const colProps = (field: FieldDef) => ({ xs: GRID_COLUMNS, sm: spanOf(field) });

export function isShown(field: FieldDef, values: FieldValues): boolean {
  if (typeof field.isShow === 'function') return field.isShow(values);
  return field.isShow ?? true;
}

export const visibleFields = (fields: readonly FieldDef[], values: FieldValues) => fields.filter((f) => isShown(f, values));

/** Visible fields packed in order into rows whose spans add up to at most 24. */
export function packRows(fields: readonly FieldDef[]): FieldDef[][] {
  const rows: FieldDef[][] = [];
  let current: FieldDef[] = [];
  let used = 0;
  for (const field of fields) {
    const span = spanOf(field);
    if (used + span > GRID_COLUMNS && current.length > 0) {
      rows.push(current);
      current = [];
      used = 0;
    }
    current.push(field);
    used += span;
  }
  if (current.length > 0) rows.push(current);
  return rows;
}
