import { FilterOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space } from 'antd';
import { useNarrowScreen } from '@/lib/use-media-query';
import { Fragment, type ReactNode, memo, useEffect, useState } from 'react';
import { DateRangeField } from './date-range-field';
import { type FilterField, activeFilterCount, fieldNames, fromFormValues, rangeName, toFormValues } from './filter-values';
import { type Filters, filterSignature } from './list-params';
import { useListText } from './list.text';

export type FilterBarProps = {
  fields: readonly FilterField[];
  /** The filters in force (from the URL); the form follows them on back, forward and reset. */
  filters: Filters;
  onSearch: (filters: Filters) => void;
  onReset: () => void;
  /** Buttons beside search and reset (the page's toolbar). */
  extra?: ReactNode;
};

/**
 * The list's filter bar: antd's inline form on desktop; on phones the filters fold behind a 筛选
 * button and the page's own buttons (新增, 导出…) stand beside it, never folded away (issue 32).
 * Memoised: a page of rows arriving re-renders its list, not the bar's form (given stable props).
 */
export const FilterBar = memo(function FilterBar({ fields, filters, onSearch, onReset, extra }: FilterBarProps) {
  const t = useListText();
  const [form] = Form.useForm();
  const phone = useNarrowScreen();
  const [open, setOpen] = useState(false);
  const signature = filterSignature(filters);

  useEffect(() => {
    if (!fields.length) return;
    form.resetFields();
    form.setFieldsValue(toFormValues(filters, fields));
    // The filters' content, not their identity, decides when the form follows.
  }, [signature]);

  const active = activeFilterCount(filters, fields);
  const buttons = (
    <Space wrap>
      <Button type="primary" htmlType="submit">
        {t('search')}
      </Button>
      <Button
        onClick={() => {
          form.resetFields();
          onReset();
        }}
      >
        {t('reset')}
      </Button>
    </Space>
  );

  // A list with nothing to filter (the download centre) shows only its toolbar.
  if (!fields.length) return extra ? <Space wrap>{extra}</Space> : null;
  return (
    <div>
      {phone && (
        <Space wrap style={{ marginBottom: 8 }}>
          <Button icon={<FilterOutlined aria-hidden />} aria-expanded={open} onClick={() => setOpen(!open)}>
            {active ? t('filtersActive', { n: active }) : t('filters')}
          </Button>
          {extra}
        </Space>
      )}
      {/* enter-form: off — a list filter, where Enter in any field means search. */}
      <Form
        form={form}
        name="listFilter"
        layout={phone ? 'vertical' : 'inline'}
        style={{ rowGap: 8, display: phone && !open ? 'none' : undefined }}
        onFinish={(values: Record<string, unknown>) => {
          // The bar changes what it shows; a filter no field sets (a route default, a key from a bookmark) stays.
          const shown = new Set(fields.flatMap(fieldNames));
          const kept = Object.fromEntries(Object.entries(filters).filter(([key]) => !shown.has(key)));
          onSearch({ ...kept, ...fromFormValues(values, fields) });
          setOpen(false);
        }}
      >
        {fields.map((f) => {
          switch (f.kind) {
            case 'text':
              return (
                <Form.Item key={f.name} name={f.name} label={f.label}>
                  <Input allowClear maxLength={f.maxLength ?? 40} placeholder={t('fill', { label: f.label })} />
                </Form.Item>
              );
            case 'select':
              return (
                <Form.Item key={f.name} name={f.name} label={f.label}>
                  <Select
                    allowClear
                    // A long list (the audit log's record types) is found by typing.
                    {...(f.options.length > 10 ? { showSearch: { optionFilterProp: 'label' } } : {})}
                    style={{ width: phone ? '100%' : (f.width ?? 140) }}
                    options={[...f.options]}
                    placeholder={t('select', { label: f.label })}
                  />
                </Form.Item>
              );
            case 'dateRange':
              return (
                <Form.Item key={rangeName(f)} name={rangeName(f)} label={f.label}>
                  <DateRangeField placeholder={[t('from'), t('to')]} style={{ width: phone ? '100%' : 260 }} />
                </Form.Item>
              );
            default:
              return <Fragment key={f.key}>{f.render()}</Fragment>;
          }
        })}
        <Form.Item>{buttons}</Form.Item>
        {/* The toolbar after the buttons, in its own item: a toolbar whose text comes later (sums, the
            repayment order) then wraps alone instead of pushing 查询 and 重置 onto the next line. */}
        {!phone && extra ? <Form.Item>{extra}</Form.Item> : null}
      </Form>
    </div>
  );
});
