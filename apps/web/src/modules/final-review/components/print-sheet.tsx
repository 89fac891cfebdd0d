import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { printBillQuery, printRecordsQuery } from '../api/final-review-api';
import { shanghaiTime } from '../final-format';
import { finalDetailHref } from '../final-review.paths';
import { useFinalReviewText } from '../final-review.text';
import './final-print.css';
import { PrintCollateral } from './print-collateral';
import { PrintFacts } from './print-facts';
import { PrintRecords } from './print-records';

/** One bill's final-review sheet: facts, borrower, collateral, checks and approvals, and a print button. */
export function PrintSheet({ id }: { id: number }) {
  const t = useFinalReviewText();
  const bill = useQuery(printBillQuery(id));
  const records = useQuery(printRecordsQuery(id));
  // When the sheet was opened: printed on it, so a paper copy says how fresh it is.
  const [openedAt] = useState(() => new Date().toISOString());
  const error = bill.error ?? records.error;
  if (error) return <Alert type="error" showIcon role="alert" title={t('loadFailed')} description={error.message} />;
  if (!bill.data || !records.data) return <Spin style={{ display: 'block', margin: 24 }} />;

  return (
    <article className="lc-final-print" aria-labelledby="final-print-title" data-testid="final-print">
      <Flex align="center" justify="space-between" gap={12} wrap>
        <Typography.Title level={1} id="final-print-title" className="lc-final-print__title" style={{ fontSize: 22 }}>
          {t('printTitle')} {bill.data.billNo}
        </Typography.Title>
        <Flex gap={8} className="lc-no-print">
          <Link to={finalDetailHref(id)}>{t('openBill', { billNo: bill.data.billNo, name: bill.data.billCustomerName })}</Link>
          <Button type="primary" icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
            {t('printButton')}
          </Button>
        </Flex>
      </Flex>
      <PrintFacts bill={bill.data} />
      <PrintCollateral mortgages={bill.data.mortgages} />
      <PrintRecords records={records.data} flow={bill.data.flow} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t('printedAt', { time: shanghaiTime(openedAt) })}
      </Typography.Paragraph>
    </article>
  );
}
