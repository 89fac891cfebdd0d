import { Form, Input, Radio, Select } from 'antd';
import type { FieldDef, ImageSlotRender } from './form-field';
import { displayText } from './field-text';

/** Spec 001 §5: a form textarea holds at most 800 characters, with a count. */
export const TEXTAREA_MAX = 800;

type ControlProps = {
  field: FieldDef;
  placeholder?: string;
  /** A select's placeholder when the field has none of its own. */
  emptyChoice: string;
  /** Passed by Form.Item. */
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
};

/** A select longer than this is searched by typing: staff cannot scroll through hundreds of bills. */
const SEARCH_FROM = 10;

/** The editable control of an input, textarea, select or radio field. */
export function FieldControl({ field, placeholder, emptyChoice, id, value, onChange }: ControlProps) {
  const form = Form.useFormInstance();
  const options = (field.options ?? []).map((o) => ({ value: o.value, label: o.name }));
  switch (field.type) {
    case 'textarea':
      return (
        <Input.TextArea
          id={id}
          value={value as string | undefined}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder={placeholder}
          maxLength={TEXTAREA_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
        />
      );
    case 'select':
      return (
        <Select
          id={id}
          value={value}
          onChange={(v: unknown) => onChange?.(v)}
          // Spec 001 §5's empty 'please select' choice is the placeholder, and clearing brings it
          // back: a choice named 请选择 would be a value nobody means to pick.
          placeholder={placeholder ?? emptyChoice}
          allowClear={!field.multiple}
          mode={field.multiple ? 'multiple' : undefined}
          showSearch={options.length > SEARCH_FROM ? { optionFilterProp: 'label' } : undefined}
          options={options}
          style={{ width: '100%' }}
        />
      );
    case 'radio':
      return <Radio.Group id={id} value={value} onChange={(e) => onChange?.(e.target.value)} options={options} />;
    default:
      return (
        <Input
          id={id}
          value={value as string | undefined}
          onChange={(e) => onChange?.(e.target.value)}
          onBlur={() => {
            if (field.format && typeof value === 'string' && value.trim() !== '') form.setFieldValue(field.key, field.format(value.trim()));
          }}
          placeholder={placeholder}
          suffix={field.suffix}
        />
      );
  }
}

/** Read-only text of a field's value (detail mode, and `edit: false` in edit mode). */
export function ReadOnlyValue({ id, value, field, empty }: { id?: string; value?: unknown; field: FieldDef; empty: string }) {
  return (
    <div id={id} data-testid={`readonly-${field.key}`} style={{ minHeight: 32, padding: '5px 0', wordBreak: 'break-word' }}>
      {displayText(field, value, empty)}
    </div>
  );
}

type ImageSlotHostProps = {
  field: FieldDef;
  readOnly: boolean;
  render?: ImageSlotRender;
  /** Shown when no render prop is given. */
  placeholder: string;
  /** Shown read only when there is no image. */
  empty: string;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
};

/** The image field's place: the caller's render prop (e.g. the image upload), or an empty placeholder. */
export function ImageSlot({ render, placeholder, empty, ...slot }: ImageSlotHostProps) {
  if (slot.readOnly && (!Array.isArray(slot.value) || slot.value.length === 0)) return <div id={slot.id}>{empty}</div>;
  if (render) return <div id={slot.id}>{render(slot)}</div>;
  return (
    <div
      id={slot.id}
      role="group"
      aria-label={slot.field.label}
      style={{ minHeight: 104, display: 'grid', placeItems: 'center', border: '1px dashed #d9d9d9', borderRadius: 8, color: '#595959' }}
    >
      {placeholder}
    </div>
  );
}
