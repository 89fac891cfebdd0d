import { describe, expect, it } from 'vitest';
import type { FieldDef } from './form-field';
import { colProps, packRows, spanOf, visibleFields } from './layout';

const field = (key: string, type: FieldDef['type'], span?: number, extra: Partial<FieldDef> = {}): FieldDef => ({
  key,
  label: key,
  type,
  ...(span === undefined ? {} : { span }),
  ...extra,
});

describe('spanOf', () => {
  it.each([
    [field('a', 'input', 8), 8],
    [field('b', 'select'), 24],
    [field('c', 'image', 6), 24],
    [field('d', 'textarea', 12), 24],
    [field('e', 'input', 30), 24],
    [field('f', 'input', 0), 1],
  ])('%j → %i', (f, span) => {
    expect(spanOf(f)).toBe(span);
  });

  it('stacks every field to the whole row on phones (xs, under 576 px)', () => {
    expect(colProps(field('a', 'input', 8))).toEqual({ xs: 24, sm: 8 });
  });
});

describe('packRows', () => {
  it('fills rows up to 24 columns in order; image and textarea take a row of their own', () => {
    const rows = packRows([
      field('a', 'input', 8),
      field('b', 'input', 8),
      field('c', 'input', 8),
      field('d', 'input', 12),
      field('pic', 'image', 8),
      field('e', 'select', 12),
      field('f', 'date', 16),
      field('notes', 'textarea'),
    ]);
    expect(rows.map((r) => r.map((f) => f.key))).toEqual([['a', 'b', 'c'], ['d'], ['pic'], ['e'], ['f'], ['notes']]);
  });

  it('gives no rows for no fields', () => {
    expect(packRows([])).toEqual([]);
  });
});

describe('visibleFields', () => {
  it('shows fields by default, hides isShow false, and asks isShow functions with the values', () => {
    const fields = [
      field('a', 'input'),
      field('b', 'input', undefined, { isShow: false }),
      field('term', 'input', undefined, { isShow: (v) => v.borrowType !== undefined && v.borrowType !== '' }),
    ];
    expect(visibleFields(fields, {}).map((f) => f.key)).toEqual(['a']);
    expect(visibleFields(fields, { borrowType: 2 }).map((f) => f.key)).toEqual(['a', 'term']);
  });
});
