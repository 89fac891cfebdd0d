import { shanghaiMinute } from '@lc/shared';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { CardSpec } from '@/components/list-page/card-paging';
import { ListPage } from '@/components/list-page/list-page';
import { useLocale } from '@/lib/i18n';
import { CHARGE_STANDARD_LIST } from '../api/charge-api';
import { useChargeText } from '../charge.text';
import { MANAGER_LEVEL_PATH, standardHref } from '../charge.paths';
import { standardName } from '../components/standard-name';
import type { ListRow } from '@/lib/api-client';

type ChargeStandardRow = ListRow<typeof CHARGE_STANDARD_LIST>;

/** /borrowManage/borrowCost: the charge standards CS_01–CS_05 at their current versions. */
export default function ChargeListPage() {
  const t = useChargeText();
  const { locale } = useLocale();
  const code = (r: ChargeStandardRow) => <Link to={standardHref(r.code)}>{r.code}</Link>;
  const version = (r: ChargeStandardRow) => t('versionLabel', { n: r.version });

  const columns: TableColumnsType<ChargeStandardRow> = [
    { title: t('code'), key: 'code', width: 110, fixed: 'left', render: (_, r) => code(r) },
    { title: t('name'), key: 'name', width: 240, render: (_, r) => standardName(r.code, locale) },
    { title: t('version'), key: 'version', width: 100, render: (_, r) => version(r) },
    { title: t('itemCount'), dataIndex: 'itemCount', width: 90 },
    { title: t('remark'), dataIndex: 'remark', width: 260, render: (v: string | null) => v ?? '—' },
    { title: t('updatedBy'), dataIndex: 'updatedByName', width: 160, render: (v: string | null) => v ?? '—' },
    { title: t('updatedAt'), dataIndex: 'updatedAt', width: 170, render: (v: string) => shanghaiMinute(v) },
  ];
  const card = (r: ChargeStandardRow): CardSpec => ({
    title: code(r),
    fields: [
      { label: t('name'), value: standardName(r.code, locale) },
      { label: t('version'), value: version(r) },
      { label: t('updatedAt'), value: shanghaiMinute(r.updatedAt) },
    ],
  });

  return (
    <ListPage
      label={t('title')}
      source={CHARGE_STANDARD_LIST}
      filters={[]}
      toolbar={() => <Link to={MANAGER_LEVEL_PATH}>{t('levelsLink')}</Link>}
      columns={columns}
      card={card}
      rowKey={(r) => r.code}
    />
  );
}
