import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { type FilterField, activeFilterCount, fieldNames, fromFormValues, toFormValues } from './filter-values';

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

describe('the phone’s 筛选 (n) count', () => {
  const BAR: FilterField[] = [
    ...FIELDS,
    { kind: 'select', name: 'status', label: 's', options: [] },
    { kind: 'custom', key: 'org', names: ['areaCode', 'businessDeptCode', 'salesId'], render: () => null },
  ];

  it('counts what narrows the list: a range once, each level of the cascade', () => {
    expect(activeFilterCount({}, BAR)).toBe(0);
    expect(activeFilterCount({ keyword: '王', createdFrom: '2026-01-01', createdTo: '2026-02-01' }, BAR)).toBe(2);
    expect(activeFilterCount({ createdTo: '2026-02-01', status: '1', areaCode: 'BJ_11', salesId: '12' }, BAR)).toBe(4);
  });

  it('leaves out "all salespeople" and filters the bar has no field for (a page’s fixed party)', () => {
    expect(activeFilterCount({ salesId: 'all20180808' }, BAR)).toBe(0);
    expect(activeFilterCount({ salesId: 'all20180808', fundParty: 'guomin', approvalResult: '0' }, BAR)).toBe(0);
  });
});

describe('the keys a field sets', () => {
  it('is its name, both ends of a range, or the names of a custom field', () => {
    expect(FIELDS.flatMap(fieldNames)).toEqual(['keyword', 'createdFrom', 'createdTo']);
    expect(fieldNames({ kind: 'custom', key: 'org', names: ['areaCode', 'salesId'], render: () => null })).toEqual(['areaCode', 'salesId']);
  });
});
