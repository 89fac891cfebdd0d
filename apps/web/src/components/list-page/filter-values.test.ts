import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { type FilterField, fromFormValues, toFormValues } from './filter-values';

const FIELDS: FilterField[] = [
  { kind: 'text', name: 'keyword', label: 'k' },
  { kind: 'dateRange', from: 'createdFrom', to: 'createdTo', label: 'd' },
];

describe('filter form values', () => {
  it('turns two date keys into one range field and back', () => {
    const form = toFormValues({ keyword: 'SR1', createdFrom: '2026-01-02', createdTo: '2026-02-03' }, FIELDS);
    expect(form.keyword).toBe('SR1');
    const [from, to] = form['createdFrom~createdTo'] as dayjs.Dayjs[];
    expect(from?.format('YYYY-MM-DD')).toBe('2026-01-02');
    expect(to?.format('YYYY-MM-DD')).toBe('2026-02-03');
    expect(fromFormValues(form, FIELDS)).toEqual({ keyword: 'SR1', createdFrom: '2026-01-02', createdTo: '2026-02-03' });
  });

  it('keeps an open-ended range, drops empty values and trims text', () => {
    const values = {
      keyword: '  王 ',
      status: undefined,
      salesId: 'all20180808',
      groupId: 3,
      'createdFrom~createdTo': [dayjs('2026-05-01'), null],
    };
    expect(fromFormValues(values, FIELDS)).toEqual({ keyword: '王', salesId: 'all20180808', groupId: '3', createdFrom: '2026-05-01' });
    expect(fromFormValues({ 'createdFrom~createdTo': null }, FIELDS)).toEqual({});
    expect(toFormValues({}, FIELDS)).toEqual({});
  });
});
