import { describe, expect, it } from 'vitest';
import type { FieldDef } from './form-field';
import { displayText, isEditable, placeholderFor, trimValues } from './field-text';

const zh = (what: 'enter' | 'select', label: string) => (what === 'enter' ? `请输入${label}` : `请选择${label}`);
const en = (what: 'enter' | 'select', label: string) => (what === 'enter' ? `Please enter ${label}` : `Please select ${label}`);
const f = (type: FieldDef['type'], extra: Partial<FieldDef> = {}): FieldDef => ({ key: 'k', label: '手机号', type, ...extra });

describe('placeholderFor', () => {
  it.each([
    ['input', '请输入手机号', 'Please enter 手机号'],
    ['textarea', '请输入手机号', 'Please enter 手机号'],
    ['select', '请选择手机号', 'Please select 手机号'],
    ['date', '请选择手机号', 'Please select 手机号'],
    ['radio', undefined, undefined],
    ['image', undefined, undefined],
  ] as const)('%s → %s / %s', (type, zhText, enText) => {
    expect(placeholderFor(f(type), zh)).toBe(zhText);
    expect(placeholderFor(f(type), en)).toBe(enText);
  });

  it('keeps a given placeholder', () => {
    expect(placeholderFor(f('input', { placeholder: '11位手机号' }), zh)).toBe('11位手机号');
  });
});

describe('displayText', () => {
  const select = f('select', {
    options: [
      { value: 2, name: '一押' },
      { value: 3, name: '二押' },
    ],
  });
  it.each([
    [f('input'), '13800000000', '13800000000'],
    [f('input', { suffix: '元' }), '100.00', '100.00 元'],
    [select, 2, '一押'],
    [select, '3', '二押'],
    [
      f('select', {
        multiple: true,
        options: [
          { value: 1, name: '个人' },
          { value: 2, name: '企业' },
        ],
      }),
      [1, 2],
      '个人、企业',
    ],
    [f('input'), undefined, '-'],
    [f('input'), '  ', '-'],
    [select, [], '-'],
  ])('%j shows %j as %j', (field, value, text) => {
    expect(displayText(field, value, '-')).toBe(text);
  });
});

describe('trimValues', () => {
  it('trims text, also inside lists, and leaves other values alone', () => {
    expect(trimValues({ a: '  x ', b: [' 1 ', 2], c: 3, d: undefined, e: null })).toEqual({
      a: 'x',
      b: ['1', 2],
      c: 3,
      d: undefined,
      e: null,
    });
  });
});

describe('isEditable', () => {
  it.each([
    ['add', {}, true],
    ['add', { edit: false }, true],
    ['edit', {}, true],
    ['edit', { edit: false }, false],
    ['detail', {}, false],
  ] as const)('%s with %j → %s', (mode, extra, editable) => {
    expect(isEditable(f('input', extra), mode)).toBe(editable);
  });
});
