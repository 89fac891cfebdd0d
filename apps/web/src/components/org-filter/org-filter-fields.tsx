import { ALL_SALESPEOPLE } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useNarrowScreen } from '@/lib/use-media-query';
import { useLocale } from '@/lib/i18n';
import { useRouteInfo } from '../list-page/use-route-info';
import { areaGroupsQuery, salesListQuery } from './org-filter-api';
import { type OrgLevel, areaOptions, clearedBelow, departmentOptions } from './org-cascade';
import { useOrgFilterText } from './org-filter.text';

/** The URL keys the cascade fills. */
export const ORG_FILTER_NAMES = ['areaCode', 'businessDeptCode', 'salesId'] as const;

export type OrgFilterFieldsProps = {
  /** The permission the lookups are scoped by; the current route's code when left out. */
  permission?: string;
};

/**
 * Spec 001 §2: region → department → salesperson selects, inside a filter form (fields
 * areaCode, businessDeptCode, salesId). Each level lists what the caller's data scope for the
 * page's permission covers; a parent's change clears its children, and "all salespeople" is the
 * sentinel all20180808.
 */
export function OrgFilterFields({ permission }: OrgFilterFieldsProps) {
  const t = useOrgFilterText();
  const { locale } = useLocale();
  const route = useRouteInfo();
  const code = permission ?? route.permission ?? '';
  const form = Form.useFormInstance();
  const areaCode = Form.useWatch<string | undefined>('areaCode', form);
  const businessDeptCode = Form.useWatch<string | undefined>('businessDeptCode', form);
  const tree = useQuery({ ...areaGroupsQuery(code), enabled: Boolean(code) });
  const sales = useQuery({ ...salesListQuery({ permission: code, areaCode, businessDeptCode }), enabled: Boolean(code) });
  const width = useNarrowScreen() ? '100%' : 160;
  const clear = (level: OrgLevel) => form.setFieldsValue(clearedBelow(level));

  return (
    <>
      <Form.Item name="areaCode" label={t('area')}>
        <Select
          allowClear
          style={{ width }}
          placeholder={t('all')}
          loading={tree.isLoading}
          options={areaOptions(tree.data ?? [], locale)}
          onChange={() => clear('areaCode')}
        />
      </Form.Item>
      <Form.Item name="businessDeptCode" label={t('department')}>
        <Select
          allowClear
          style={{ width }}
          placeholder={t('all')}
          loading={tree.isLoading}
          options={departmentOptions(tree.data ?? [], areaCode)}
          onChange={() => clear('businessDeptCode')}
        />
      </Form.Item>
      <Form.Item name="salesId" label={t('salesperson')}>
        <Select
          showSearch
          optionFilterProp="label"
          style={{ width }}
          loading={sales.isLoading}
          options={[
            { value: ALL_SALESPEOPLE, label: t('allSales') },
            ...(sales.data ?? []).map((p) => ({ value: String(p.id), label: p.realName })),
          ]}
        />
      </Form.Item>
    </>
  );
}
