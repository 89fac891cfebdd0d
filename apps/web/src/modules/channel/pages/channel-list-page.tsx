import { CHANNEL_PERMISSION, CHANNEL_SOURCE_TEXT, shanghaiMinute } from '@lc/shared';
import { Button, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CardSpec } from '@/components/list-page/card-paging';
import type { FilterField } from '@/components/list-page/filter-values';
import { ListPage } from '@/components/list-page/list-page';
import { MaskedDataButton } from '@/components/masked-data/masked-data-button';
import { orgFilterField } from '@/components/org-filter/org-filter-field';
import { useLocale } from '@/lib/i18n';
import { areaName } from '@/lib/area-name';
import { CHANNEL_LIST, feeRulePath } from '../api/channel-api';
import { useChannelText } from '../channel.text';
import type { ChannelFormModalProps } from '../components/channel-form-modal';
import type { ListRow, ListFilter } from '@/lib/api-client';
import { lazyDialog } from '@/lib/lazy-dialog';

const ChannelFormModal = lazyDialog(() => import('../components/channel-form-modal').then((m) => m.ChannelFormModal));

type ChannelRow = ListRow<typeof CHANNEL_LIST>;

/** /billManage/channelManage: the channels the manager looks after; contacts' mobiles arrive masked. */
export default function ChannelListPage() {
  const t = useChannelText();
  const { locale } = useLocale();
  const [form, setForm] = useState<Omit<ChannelFormModalProps, 'onClose'> | null>(null);
  const source = (s: number) => CHANNEL_SOURCE_TEXT[s as keyof typeof CHANNEL_SOURCE_TEXT]?.[locale] ?? s;

  const edit = (r: ChannelRow) =>
    setForm({
      open: true,
      editing: {
        id: r.channelId,
        version: r.version,
        maskedMobile: r.channelContactMobile,
        values: {
          channelCompanyName: r.channelCompanyName,
          channelSource: r.channelSource,
          channelContactName: r.channelContactName,
          channelNotes: r.channelNotes ?? '',
        },
      },
    });
  const actions = (r: ChannelRow) => (
    <Space size={4} wrap>
      <Button size="small" type="link" onClick={() => edit(r)} aria-label={`${t('edit')} ${r.channelCompanyName}`}>
        {t('edit')}
      </Button>
      <Link to={feeRulePath(r.channelId)} aria-label={`${t('feeRules')} ${r.channelCompanyName}`}>
        {t('feeRules')}
      </Link>
      <MaskedDataButton
        entity="channel"
        id={r.channelId}
        labels={{ channelContactMobile: t('channelContactMobile') }}
        buttonProps={{ size: 'small', type: 'link', 'aria-label': `${t('masked')} ${r.channelCompanyName}` }}
      >
        {t('masked')}
      </MaskedDataButton>
    </Space>
  );

  const filters: FilterField<ListFilter<typeof CHANNEL_LIST>>[] = [
    { kind: 'text', name: 'keyword', label: t('keyword') },
    {
      kind: 'select',
      name: 'channelSource',
      label: t('channelSource'),
      width: 140,
      options: Object.entries(CHANNEL_SOURCE_TEXT).map(([value, text]) => ({ value, label: text[locale] })),
    },
    orgFilterField(CHANNEL_PERMISSION),
  ];
  const columns: TableColumnsType<ChannelRow> = [
    { title: t('channelId'), dataIndex: 'channelId', width: 90, fixed: 'left' },
    { title: t('channelCompanyName'), dataIndex: 'channelCompanyName', width: 240 },
    { title: t('channelSource'), dataIndex: 'channelSource', width: 110, render: source },
    { title: t('channelContactName'), dataIndex: 'channelContactName', width: 110 },
    { title: t('channelContactMobile'), dataIndex: 'channelContactMobile', width: 130 },
    { title: t('feeRuleCount'), dataIndex: 'feeRuleCount', width: 90 },
    {
      title: t('owner'),
      dataIndex: 'ownerName',
      width: 150,
      render: (v: string | null, r) => `${v ?? '—'} · ${areaName(r.areaCode, locale)}`,
    },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 170, render: (v: string) => shanghaiMinute(v) },
    { title: t('actions'), key: 'actions', width: 260, fixed: 'right', render: (_, r) => actions(r) },
  ];
  const card = (r: ChannelRow): CardSpec => ({
    title: r.channelCompanyName,
    extra: source(r.channelSource),
    fields: [
      { label: t('channelContactName'), value: r.channelContactName },
      { label: t('channelContactMobile'), value: r.channelContactMobile },
      { label: t('feeRuleCount'), value: r.feeRuleCount },
    ],
    actions: [actions(r)],
  });

  return (
    <>
      <ListPage
        label={t('title')}
        source={CHANNEL_LIST}
        filters={filters}
        columns={columns}
        card={card}
        rowKey={(r) => r.channelId}
        scrollX={1350}
        toolbar={() => (
          <Button type="primary" ghost onClick={() => setForm({ open: true })}>
            {t('add')}
          </Button>
        )}
      />
      {form ? <ChannelFormModal {...form} onClose={() => setForm(null)} /> : null}
    </>
  );
}
