import type { FieldDef, FieldOption, FieldValues, FormMode } from './form-field';
import { punctuation } from '@/lib/punctuation';

/** Spec 001 §5 default placeholders. `say` gives the UI text for 'enter' or 'select' with the label. */
export function placeholderFor(field: FieldDef, say: (what: 'enter' | 'select', label: string) => string): string | undefined {
  if (field.placeholder !== undefined) return field.placeholder;
  if (field.type === 'input' || field.type === 'textarea') return say('enter', field.label);
  if (field.type === 'select' || field.type === 'date') return say('select', field.label);
  return undefined;
}

/** The value as read-only text: option names for choices, the suffix after it, `empty` for nothing. */
export function displayText(field: FieldDef, value: unknown, empty: string): string {
  const nameOf = (v: unknown) => field.options?.find((o: FieldOption) => String(o.value) === String(v))?.name ?? String(v);
  const parts = (Array.isArray(value) ? value : [value]).filter((v) => v !== undefined && v !== null && String(v).trim() !== '');
  if (parts.length === 0) return empty;
  const text = field.options ? parts.map(nameOf).join(punctuation().enumeration) : parts.map(String).join(punctuation().enumeration);
  return field.suffix ? `${text} ${field.suffix}` : text;
}

const trimDeep = (value: unknown): unknown => {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimDeep);
  return value;
};

/** Spec 001 §5: text is trimmed on submit (also inside multi-select lists). */
export function trimValues(values: FieldValues): FieldValues {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, trimDeep(value)]));
}

/** Whether the field takes input in this mode (spec 001 §4; `edit: false` holds it in edit mode). */
export const isEditable = (field: FieldDef, mode: FormMode) => mode === 'add' || (mode === 'edit' && field.edit !== false);
