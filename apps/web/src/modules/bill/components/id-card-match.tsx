import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, type FormInstance } from 'antd';
import { borrowerSearchQuery } from '../api/borrower-search';
import { useBillFieldsText } from '../bill-fields.text';
import { useFillCustomer } from './use-fill-customer';

export type IdCardMatchProps = { form: FormInstance };

const WHOLE_ID = /^\d{17}[\dX]$/;

/** A whole ID number typed that a borrower of the caller holds: offers to fill the other customer fields from them. */
export function IdCardMatch({ form }: IdCardMatchProps) {
  const t = useBillFieldsText();
  const typed: unknown = Form.useWatch('idCard', form);
  const name: unknown = Form.useWatch('billCustomerName', form);
  const idCard = typeof typed === 'string' && WHOLE_ID.test(typed.trim()) ? typed.trim() : '';
  const found = useQuery(borrowerSearchQuery(idCard));
  const { fill, busy, failed } = useFillCustomer(form);
  const match = idCard && !found.isPlaceholderData ? found.data?.list[0] : undefined;

  if (failed) return <Alert type="warning" showIcon title={t('borrowerUnreadable')} style={{ marginBottom: 12 }} />;
  // Already filled from this borrower: nothing to offer.
  if (!match || match.name === name) return null;
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      title={t('idCardIsBorrower', { name: match.name })}
      action={
        <Button size="small" type="primary" loading={busy} onClick={() => void fill(match)}>
          {t('fillCustomer')}
        </Button>
      }
      style={{ marginBottom: 12 }}
    />
  );
}
