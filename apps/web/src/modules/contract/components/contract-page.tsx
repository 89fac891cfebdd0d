import { CONTRACT_KIND_TEXT, CONTRACT_STATUS, type ContractDetail, shanghaiMinute } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Spin } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FlowRecordsCard } from '@/components/flow-decision/flow-records-card';
import { PageHeader } from '@/components/page-header/page-header';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useLocale } from '@/lib/i18n';
import { contractQuery } from '../api/contract-api';
import { useContractText } from '../contract.text';
import { ContractFlowActions } from './contract-flow-actions';
import { ContractPdfPreview } from './contract-pdf-preview';
import { ContractSignModal } from './contract-sign-modal';

/** One contract page (?id=): the preview (/showSignDetail, signing there) or the approval (agreementApprove). */
export function ContractPage({ mode }: { mode: 'preview' | 'approve' }) {
  const t = useContractText();
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const q = useQuery({ ...contractQuery(id), enabled: valid });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t('detail')} backTo="/agreementManager/agreementList" backText={t('back')} />
      {!valid ? <Alert type="info" showIcon title={t('missingId')} /> : null}
      {q.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
      {valid && !q.data && !q.isError ? <Spin style={{ display: 'block', margin: 24 }} /> : null}
      {q.data ? <ContractView detail={q.data} mode={mode} /> : null}
    </Space>
  );
}

function ContractView({ detail: d, mode }: { detail: ContractDetail; mode: 'preview' | 'approve' }) {
  const t = useContractText();
  const { locale } = useLocale();
  const [signing, setSigning] = useState(false);
  return (
    <section aria-label={t('detail')} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <ReadonlyCard
        title={d.contractNo}
        extra={
          <Space>
            <ContractFlowActions detail={d} />
            {mode === 'preview' && d.status === CONTRACT_STATUS.approved ? (
              <Button type="primary" onClick={() => setSigning(true)}>
                {t('sign')}
              </Button>
            ) : null}
          </Space>
        }
        items={[
          { label: t('status'), value: <StatusTag list="contract" code={d.status} /> },
          { label: t('kind'), value: CONTRACT_KIND_TEXT[d.kind][locale] },
          { label: t('billNo'), value: d.billNo },
          { label: t('customer'), value: d.customerName },
          { label: t('template'), value: d.templateName },
          { label: t('templateVersion'), value: `v${d.templateVersion}` },
          { label: t('createdAt'), value: shanghaiMinute(d.createdAt) },
          { label: t('signedDate'), value: d.signedDate },
          { label: t('signRef'), value: d.signRef },
          { label: t('pdfSha256'), value: d.pdfSha256, span: 3 },
        ]}
      />
      <ContractPdfPreview id={d.id} contractNo={d.contractNo} />
      <Card size="small" title={t('text')}>
        <div style={{ whiteSpace: 'pre-wrap' }}>{d.text}</div>
      </Card>
      <FlowRecordsCard title={t('records')} records={d.records} actionLabel={(action) => t(`act_${action}`)} />
      {signing ? <ContractSignModal detail={d} onClose={() => setSigning(false)} /> : null}
    </section>
  );
}
