import { CONTRACT_APPROVE_PERMISSION, CONTRACT_KIND_TEXT, CONTRACT_STATUS, type ContractKind, shanghaiMinute } from '@lc/shared';
import { Button, Space, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { CardSpec } from '@/components/list-page/card-paging';
import { ListPage } from '@/components/list-page/list-page';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { usePermissions } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { CONTRACT_LIST } from '../api/contract-api';
import { CONTRACT_PATHS, contractHref } from '../contract.paths';
import { useContractText } from '../contract.text';
import { useBillStageColumn } from '@/components/status-tag/bill-stage';
import type { ListRow } from '@/lib/api-client';

type ContractRow = ListRow<typeof CONTRACT_LIST>;

type Props = { label: string; kind?: ContractKind; status?: number; keyword?: string };

/** One signing list: the contracts of a kind (or all), newest first; the number opens the preview. */
export function ContractList({ label, kind, status, keyword }: Props) {
  const t = useContractText();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const held = usePermissions();
  const canAdd = held.has('agreement_add');
  // The approval page's buttons are the approver's: others are linked to the preview only (issue 29).
  const canApprove = held.has(CONTRACT_APPROVE_PERMISSION);
  const no = (r: ContractRow) => <Link to={contractHref('preview', r.id)}>{r.contractNo}</Link>;
  const tag = (r: ContractRow) => <StatusTag list="contract" code={r.status} />;
  const stage = useBillStageColumn<ContractRow>();
  const columns: TableColumnsType<ContractRow> = [
    { title: t('contractNo'), key: 'contractNo', width: 190, fixed: 'left', render: (_, r) => no(r) },
    { title: t('billNo'), dataIndex: 'billNo', width: 160 },
    { title: t('customer'), dataIndex: 'customerName', width: 100 },
    { title: t('kind'), key: 'kind', width: 130, render: (_, r) => CONTRACT_KIND_TEXT[r.kind][locale] },
    { title: t('template'), key: 'template', width: 200, render: (_, r) => `${r.templateName} v${r.templateVersion}` },
    { title: t('status'), key: 'status', width: 100, render: (_, r) => tag(r) },
    stage.column,
    { title: t('signedDate'), dataIndex: 'signedDate', width: 110 },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 150, render: (v: string) => shanghaiMinute(v) },
    {
      title: t('actions'),
      key: 'actions',
      width: 140,
      render: (_, r) => (
        <Space size={4}>
          <Link to={contractHref('preview', r.id)}>{t('preview')}</Link>
          {r.status === CONTRACT_STATUS.inApproval && canApprove ? <Link to={contractHref('approve', r.id)}>{t('approve')}</Link> : null}
        </Space>
      ),
    },
  ];
  const card = (r: ContractRow): CardSpec => ({
    title: no(r),
    fields: [
      stage.field(r),
      { label: t('customer'), value: `${r.customerName} ${r.billNo}` },
      { label: t('kind'), value: CONTRACT_KIND_TEXT[r.kind][locale] },
      { label: t('status'), value: tag(r) },
    ],
  });
  return (
    <ListPage
      label={label}
      source={CONTRACT_LIST}
      fixed={{ ...(kind ? { kind } : {}), ...(status !== undefined ? { status: String(status) } : {}) }}
      {...(keyword ? { defaults: { keyword } } : {})}
      filters={[
        { kind: 'text', name: 'keyword', label: t('keyword') },
        ...(status === undefined
          ? [
              {
                kind: 'select' as const,
                name: 'status' as const,
                label: t('status'),
                width: 150,
                options: statusFilterOptions('contract', locale),
              },
            ]
          : []),
      ]}
      columns={columns}
      card={card}
      rowKey={(r) => r.id}
      toolbar={() =>
        canAdd ? (
          <Button type="primary" ghost onClick={() => navigate(`${CONTRACT_PATHS.add}${kind ? `?kind=${kind}` : ''}`)}>
            {t('newContract')}
          </Button>
        ) : null
      }
    />
  );
}
