import { LOAN_RECORDS_PERMISSION, type LoanAccountRow, extensionRecordsHref, groupAmount, shanghaiMinute } from '@lc/shared';
import { Descriptions, Drawer } from 'antd';
import { Link } from 'react-router';
import { StatusTag } from '@/components/status-tag/status-tag';
import { usePermission } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { useBorrowText } from '../borrow.text';
import { fundPartyName } from './loan-filters';

/** One loan account's figures beside the list (on a phone the table's columns do not all fit). */
export function LoanAccountDrawer({ row, onClose }: { row: LoanAccountRow | null; onClose: () => void }) {
  const t = useBorrowText();
  const { locale } = useLocale();
  const extensions = usePermission(LOAN_RECORDS_PERMISSION.extensions);
  return (
    <Drawer open={row !== null} onClose={onClose} title={row?.billNo} size="large" destroyOnHidden>
      {row ? (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('billNo')}>{row.billNo}</Descriptions.Item>
          <Descriptions.Item label={t('customer')}>{row.customerName}</Descriptions.Item>
          <Descriptions.Item label={t('fundingParty')}>{fundPartyName(row.fundingParty, locale)}</Descriptions.Item>
          <Descriptions.Item label={t('approved')}>{groupAmount(row.approvedAmount)}</Descriptions.Item>
          <Descriptions.Item label={t('drawn')}>{groupAmount(row.drawnAmount)}</Descriptions.Item>
          <Descriptions.Item label={t('undrawn')}>{groupAmount(row.undrawnAmount)}</Descriptions.Item>
          <Descriptions.Item label={t('outstanding')}>{row.outstanding === null ? '—' : groupAmount(row.outstanding)}</Descriptions.Item>
          <Descriptions.Item label={t('status')}>
            <StatusTag list="grant" code={row.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('term')}>{row.termDays}</Descriptions.Item>
          <Descriptions.Item label={t('requestedAt')}>{shanghaiMinute(row.requestedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('drawnAt')}>{shanghaiMinute(row.drawnAt)}</Descriptions.Item>
          <Descriptions.Item label={t('dueDate')}>{row.dueDate ?? '—'}</Descriptions.Item>
          {extensions ? (
            <Descriptions.Item label={t('extensions')}>
              <Link to={extensionRecordsHref(row.id)}>{t('viewExtensions')}</Link>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      ) : null}
    </Drawer>
  );
}
