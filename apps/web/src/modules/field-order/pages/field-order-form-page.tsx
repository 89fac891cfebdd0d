import { APPOINTMENT_KINDS, FIELD_ORDER_PAGES, type FieldOrderDetail, type FieldOrderPage, shanghaiMinute } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { useRouteInfo } from '@/components/list-page/use-route-info';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useLocale } from '@/lib/i18n';
import { fieldOrderDetailQuery } from '../api/field-order-api';
import { useFieldOrderText } from '../field-order.text';
import { OrderForm } from '../components/order-form';
import { orderPage } from '../components/order-page';
import { OrderReview } from '../components/order-review';

const LIST = '/outerOrder/outerOrderList';

function OrderSummary({ order }: { order: FieldOrderDetail }) {
  const t = useFieldOrderText();
  const { locale } = useLocale();
  return (
    <ReadonlyCard
      title={
        <>
          <Link to={`/billManage/billAdd?id=${order.billId}`}>{order.billNo}</Link> {order.customerName}
        </>
      }
      extra={order.mayReview ? <OrderReview order={order} /> : null}
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={[
        { label: t('status'), value: <StatusTag list="appointment" code={order.status} /> },
        { label: t('kind'), value: APPOINTMENT_KINDS[order.kind as keyof typeof APPOINTMENT_KINDS]?.[locale] },
        { label: t('window'), value: `${order.visitDate} ${order.startTime}-${order.endTime}` },
        { label: t('address'), value: order.address, span: 2 },
        { label: t('fieldPerson'), value: order.fieldPersonName },
        { label: t('submittedAt'), value: order.submittedAt ? shanghaiMinute(order.submittedAt) : t('notSubmitted') },
        { label: t('reviewer'), value: order.reviewerName },
        { label: t('reviewComment'), value: order.reviewComment },
        { label: t('remark'), value: order.remark, span: 3 },
      ]}
    />
  );
}

/** One hidden /outerOrder page: the order's summary, its kind's form (to fill in or to read), and a reviewer's decision. */
export function FieldOrderFormPage({ page }: { page: FieldOrderPage }) {
  const t = useFieldOrderText();
  const { title } = useRouteInfo();
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ ...fieldOrderDetailQuery(id), enabled: valid });
  const { form, mode } = FIELD_ORDER_PAGES[page];
  const order = detail.data;

  const body = () => {
    // Opened without ?id= (a typed address): refreshing would not help, the list would.
    if (!valid) return <Alert type="error" showIcon title={t('missingId')} />;
    if (detail.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
    if (!order) return <Spin style={{ display: 'block', margin: 24 }} />;
    if (order.form !== form) {
      return (
        <Alert
          type="info"
          showIcon
          title={t('otherForm', { form: APPOINTMENT_KINDS[order.kind as keyof typeof APPOINTMENT_KINDS]?.['zh-CN'] ?? '' })}
          action={<Link to={orderPage(order)}>{t('goForm')}</Link>}
        />
      );
    }
    return (
      <>
        <OrderSummary order={order} />
        {mode === 'fill' && order.beforeVisitDay ? (
          <Alert type="info" showIcon title={t('beforeVisit', { date: order.visitDate })} />
        ) : null}
        <OrderForm key={`${order.id}-${order.version}`} order={order} form={form} editable={mode === 'fill' && order.mayFill} />
      </>
    );
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={title || t('order')} backTo={LIST} backText={t('back')} />
      {body()}
    </Space>
  );
}
