import { LEDGER_ACCOUNTS, type TrialBalance, groupAmount } from '@lc/shared';
import { Alert, Space } from 'antd';
import { useLocale } from '@/lib/i18n';
import { punctuationOf } from '@/lib/punctuation';
import { useLedgerText } from '../ledger.text';

export type BooksBalancedProps = { data: TrialBalance };

/** Whether debits equal credits, with both pairs of totals, and which assets or liabilities are below nil. */
export function BooksBalanced({ data }: BooksBalancedProps) {
  const t = useLedgerText();
  const { locale } = useLocale();
  const negative = data.accounts.filter((a) => a.negative);
  const name = (code: string) => LEDGER_ACCOUNTS.find((a) => a.code === code)?.name[locale] ?? code;
  const figures = t('figures', {
    debitTotal: groupAmount(data.debitTotal),
    creditTotal: groupAmount(data.creditTotal),
    debit: groupAmount(data.debit),
    credit: groupAmount(data.credit),
  });
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }} role="status" data-testid="books-balanced">
      <Alert
        type={data.balanced ? 'success' : 'error'}
        showIcon
        title={t(data.balanced ? 'balanced' : 'unbalanced')}
        description={figures}
      />
      {negative.length ? (
        <Alert
          type="warning"
          showIcon
          title={t('negativeCount', {
            n: negative.length,
            accounts: negative.map((a) => `${a.code} ${name(a.code)} ${groupAmount(a.balance)}`).join(punctuationOf(locale).semicolon),
          })}
        />
      ) : (
        <Alert type="info" showIcon title={t('noNegative')} />
      )}
    </Space>
  );
}
