import { BILL_EDITABLE, BILL_PERMISSION, type BillStatus } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Spin } from 'antd';
import { useLocation, useSearchParams } from 'react-router';
import { ChooseFromList } from '@/components/choose-from-list/choose-from-list';
import { PageHeader } from '@/components/page-header/page-header';
import { useCurrentUser, usePermission } from '@/lib/auth';
import { billDetailQuery } from '../api/bill-api';
import { useBillText } from '../bill.text';
import '../bill.css';
import { BillActionBar } from './bill-action-bar';
import { BillDocuments } from './bill-documents';
import { BillFlowSteps, BillRecords } from './bill-flow';
import { BillForm } from './bill-form';
import { BillReadonly } from './bill-readonly';
import { BillRiskFlags, BillSummary } from './bill-summary';
import { BillTermsCard } from './bill-terms';

/** The final-review mounts put the blacklist and duplicate checks first. */
const FINAL_REVIEW = /^\/finalManage\//;
const MY_BILLS = '/billManage/billList';
/** Only this mount makes new bills; the review mounts open one from their lists. */
const NEW_BILL = '/billManage/billAdd';
const LIST_OF: Record<string, string> = {
  '/documentManage/billAdd': '/documentManage',
  '/finalManage/billAdd': '/finalManage/finalList',
  '/finalManage/billFinalDetail': '/finalManage/finalList',
};

/**
 * /billManage/billAdd and its other mounts: no id = a new bill; ?id=N = its detail; ?id=N&mode=edit
 * = the form, while the bill is its salesperson's to edit.
 */
export function BillScreen() {
  const t = useBillText();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const mayCreate = usePermission(BILL_PERMISSION.create);
  const raw = params.get('id');
  if (raw === null && (pathname !== NEW_BILL || !mayCreate)) return <ChooseFromList listPath={LIST_OF[pathname] ?? MY_BILLS} />;
  if (raw === null) {
    return (
      <>
        <PageHeader title={t('newTitle')} backTo={MY_BILLS} backText={t('back')} />
        <BillForm cancelTo={MY_BILLS} />
      </>
    );
  }
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) return <Alert type="error" showIcon title={t('missingId')} />;
  return <BillView id={id} edit={params.get('mode') === 'edit'} />;
}

function BillView({ id, edit }: { id: number; edit: boolean }) {
  const t = useBillText();
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  const detail = useQuery(billDetailQuery(id));
  if (detail.isError) return <Alert type="error" showIcon title={detail.error.message} role="alert" />;
  if (!detail.data) return <Spin style={{ display: 'block', margin: 24 }} />;
  const bill = detail.data;
  const editable = bill.salespersonId === user?.id && BILL_EDITABLE.includes(bill.status as BillStatus);

  if (edit && editable) {
    return (
      <>
        <PageHeader title={t('editTitle', { billNo: bill.billNo })} backTo={`${pathname}?id=${id}`} backText={t('back')} />
        <BillForm key={bill.version} bill={bill} cancelTo={`${pathname}?id=${id}`} />
      </>
    );
  }
  const emphasis = FINAL_REVIEW.test(pathname);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={12}>
      <PageHeader title={t('detailTitle')} backText={t('back')} />
      {edit ? <Alert type="info" showIcon title={t('notEditable')} /> : null}
      {emphasis ? <BillRiskFlags bill={bill} emphasis /> : null}
      <BillSummary bill={bill} />
      {bill.terms ? <BillTermsCard terms={bill.terms} history={bill.termsHistory} /> : null}
      {emphasis ? null : <BillRiskFlags bill={bill} emphasis={false} />}
      <BillDocuments bill={bill} />
      <BillActionBar bill={bill} />
      {bill.flow ? <BillFlowSteps flow={bill.flow} /> : null}
      <BillRecords bill={bill} />
      <BillReadonly bill={bill} />
    </Space>
  );
}
