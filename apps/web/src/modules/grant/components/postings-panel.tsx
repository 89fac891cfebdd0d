import { type GrantDetail, type GrantPostingRow, LEDGER_ACCOUNTS, shanghaiMinute } from '@lc/shared';
import { Card, Pagination, Table } from 'antd';
import { useLocale } from '@/lib/i18n';
import { grantPostingsQuery } from '../api/grant-api';
import { useGrantText } from '../grant.text';
import { useGrantPage } from './use-grant-page';
import { withNote } from '@/lib/punctuation';

/** The postings the grant's draws made (decision 0026), with their lines: each succeeded draw debits loan principal and credits bank. */
export function PostingsPanel({ grant }: { grant: GrantDetail }) {
  const t = useGrantText();
  const { locale } = useLocale();
  const page = useGrantPage(grant.postings, grant.postingTotal, (n) => grantPostingsQuery(grant.id, n));
  const accountName = (code: string) => `${code} ${LEDGER_ACCOUNTS.find((a) => a.code === code)?.name[locale] ?? ''}`.trim();
  return (
    <Card size="small" title={withNote(t('postings'), String(grant.postingTotal))}>
      <Table<GrantPostingRow>
        size="small"
        rowKey="lineId"
        loading={page.loading}
        // A page is 20 postings with all their lines: the pager below counts postings, not rows.
        pagination={false}
        scroll={{ x: 640 }}
        dataSource={page.list}
        columns={[
          { title: t('entryNo'), dataIndex: 'entryId', width: 100 },
          { title: t('drawNo'), dataIndex: 'drawId', width: 110 },
          { title: t('account'), key: 'a', width: 160, render: (_, p) => accountName(p.accountCode) },
          { title: t('debit'), dataIndex: 'debit', align: 'right', width: 130 },
          { title: t('credit'), dataIndex: 'credit', align: 'right', width: 130 },
          { title: t('postedAt'), dataIndex: 'postedAt', width: 150, render: (v: string) => shanghaiMinute(v) },
        ]}
      />
      {page.pagination ? (
        <Pagination
          size="small"
          align="end"
          style={{ marginTop: 12 }}
          current={page.pagination.current}
          pageSize={page.pagination.pageSize}
          total={page.pagination.total}
          onChange={page.pagination.onChange}
          showSizeChanger={false}
        />
      ) : null}
    </Card>
  );
}
