import type { RuleName } from '@lc/shared';
import type { FormRule } from 'antd';
import type { ReactNode } from 'react';
import type { ZodType } from 'zod';

/** Spec 001 §3 shared form field definition. */
export type FieldType = 'input' | 'textarea' | 'select' | 'date' | 'radio' | 'image';

/** Spec 001 §4: detail is read only; edit and add are editable (edit: fields with `edit: false` are not). */
export type FormMode = 'detail' | 'edit' | 'add';

export type FieldOption = { value: string | number; name: string };
export type FieldValues = Record<string, unknown>;

/** A check on a field: a rule name of the validation library, a zod rule from it, or any antd rule. */
export type FieldRule = RuleName | ZodType | FormRule;

export type FieldDef = {
  key: string;
  /** Shown as the label, already in the UI language. */
  label: string;
  type: FieldType;
  /** Columns out of 24 (default 24). Image and textarea fields always take the full row. */
  span?: number;
  /** Default true; a function decides from the current values. */
  isShow?: boolean | ((values: FieldValues) => boolean);
  verify?: FieldRule[];
  /** Default: 'please enter {label}' (input, textarea) or 'please select {label}' (select, date). */
  placeholder?: string;
  /** Shown after the value, e.g. a unit (元, 天). */
  suffix?: string;
  /** Select and radio choices. */
  options?: FieldOption[];
  /** A select that takes several values. */
  multiple?: boolean;
  /** Passed to the image slot (the upload's img_key). */
  imgKey?: string;
  /** false: read only in edit mode. */
  edit?: boolean;
  /** Fields whose change re-checks this one (a rule that reads another field). */
  dependencies?: string[];
  /** Tidies a typed value when the input loses focus (e.g. a date to YYYY-MM-DD). */
  format?: (value: string) => string;
};

/** What the image slot's render prop receives; value and onChange come from the form. */
export type ImageSlotProps = {
  id?: string;
  field: FieldDef;
  value?: unknown;
  onChange?: (value: unknown) => void;
  readOnly: boolean;
};
export type ImageSlotRender = (props: ImageSlotProps) => ReactNode;
