import type { RepayLoanDetail } from '@lc/shared';
import { LOAN_RECORDS_PERMISSION, extensionRecordsHref, fundPartyLabel, groupAmount } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Space, Spin } from 'antd';
import { Link } from 'react-router';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { usePermission } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { StatusTag } from '@/components/status-tag/status-tag';
import { repayLoanQuery, repayScheduleQuery } from '../api/repayment-api';
import { useRepaymentText } from '../repayment.text';
import { CreditRefundButton } from './credit-refund-button';
import { RepayApplications } from './repay-applications';
import { RepayForm } from './repay-form';
import { ratePercent } from './rate-percent';
import { ScheduleTable } from './schedule-table';
import { termText } from './term-text';
import { SettledCard, SettlementCard } from './settlement-card';

function LoanSummary({ loan }: { loan: RepayLoanDetail }) {
  const t = useRepaymentText();
  const { locale } = useLocale();
  // An approved extension moves the schedule (decision 0050): the loan's extension records are one click away.
  const extensions = usePermission(LOAN_RECORDS_PERMISSION.extensions);
  return (
    <ReadonlyCard
      title={`${loan.billNo} ${loan.customerName}`}
      extra={<StatusTag list="repaymentLoan" code={loan.status} />}
      items={[
        { label: t('method'), value: t(loan.method) },
        { label: t('principal'), value: groupAmount(loan.principal) },
        { label: t('annualRate'), value: ratePercent(loan.annualRate) },
        { label: t('term'), value: termText(loan, t) },
        { label: t('drawDate'), value: loan.drawDate },
        { label: t('repaymentDay'), value: t('dayOfMonth', { n: loan.repaymentDay }) },
        { label: t('fundingParty'), value: fundPartyLabel(loan.fundingParty, locale) },
        { label: t('outstanding'), value: groupAmount(loan.outstanding) },
        { label: t('periods'), value: `${loan.paidPeriods} / ${loan.periods}` },
        {
          label: t('credit'),
          value: (
            <Space>
              {groupAmount(loan.credit)}
              <CreditRefundButton loanId={loan.id} credit={loan.credit} />
            </Space>
          ),
        },
        ...(extensions
          ? [{ label: t('extensions'), value: <Link to={extensionRecordsHref(loan.grantId)}>{t('viewExtensions')}</Link> }]
          : []),
      ]}
    />
  );
}

/** repaymentManageList's drawer: the loan and its schedule (repayManage/{id}). */
function LoanDetail({ id }: { id: number }) {
  const t = useRepaymentText();
  const loan = useQuery(repayLoanQuery(id));
  if (loan.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (!loan.data) return <Spin style={{ display: 'block', margin: 24 }} />;
  // Focusable, so keyboard users can scroll a settled loan's drawer, which holds no control (axe: scrollable-region-focusable).
  return (
    <section tabIndex={0} aria-label={`${loan.data.billNo} ${loan.data.customerName}`}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <LoanSummary loan={loan.data} />
        {loan.data.status === 3 ? <SettledCard loanId={id} /> : <RepayForm loanId={id} />}
        {loan.data.status === 3 ? null : <SettlementCard loanId={id} />}
        <RepayApplications loanId={id} />
        <ScheduleTable rows={loan.data.schedule} />
      </Space>
    </section>
  );
}

/** repaymentQueryList's drawer: the schedule through repayList (the risk query holds no repayManage code). */
function LoanSchedule({ loanId }: { loanId: number }) {
  const t = useRepaymentText();
  const schedule = useQuery(repayScheduleQuery(loanId));
  if (schedule.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (!schedule.data) return <Spin style={{ display: 'block', margin: 24 }} />;
  return <ScheduleTable rows={schedule.data.list} />;
}

export type LoanDrawerProps = { loanId: number | null; onClose: () => void; via: 'manage' | 'query' };

/** A loan's schedule beside the list. */
export function LoanDrawer({ loanId, onClose, via }: LoanDrawerProps) {
  const t = useRepaymentText();
  return (
    <Drawer open={loanId !== null} onClose={onClose} title={t('scheduleTitle')} size="large" destroyOnHidden>
      {loanId === null ? null : via === 'manage' ? <LoanDetail id={loanId} /> : <LoanSchedule loanId={loanId} />}
    </Drawer>
  );
}
