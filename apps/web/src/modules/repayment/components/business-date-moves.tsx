import { type BusinessDateMoveRow, groupAmount, shanghaiMinute } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Table } from 'antd';
import { useState } from 'react';
import { businessDateMovesQuery } from '../api/repayment-api';
import { useOverdueText } from '../overdue.text';

/**
 * The business date's operation record (decision 0074): who moved it on by hand, when, from and to,
 * and what the overdue run charged for those days. Read where the date is shown and moved.
 */
export function BusinessDateMoves() {
  const t = useOverdueText();
  const [open, setOpen] = useState(false);
  const moves = useQuery({ ...businessDateMovesQuery(), enabled: open });
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)} style={{ paddingInline: 0 }}>
        {t('moves')}
      </Button>
      <Modal
        open={open}
        title={t('moves')}
        width={880}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>{t('close')}</Button>}
        destroyOnHidden
      >
        <Table<BusinessDateMoveRow>
          aria-label={t('moves')}
          rowKey="id"
          size="small"
          pagination={false}
          loading={moves.isFetching}
          dataSource={moves.data?.list ?? []}
          locale={{ emptyText: t('movesEmpty') }}
          scroll={{ x: 820 }}
          columns={[
            { title: t('movedAt'), dataIndex: 'movedAt', width: 150, render: (v: string) => shanghaiMinute(v) },
            { title: t('movedBy'), dataIndex: 'movedByName', width: 120 },
            { title: t('movedFrom'), dataIndex: 'fromDate', width: 110 },
            { title: t('movedTo'), dataIndex: 'toDate', width: 110 },
            { title: t('movedDays'), dataIndex: 'days', width: 100, align: 'right' },
            { title: t('movedLoans'), dataIndex: 'loans', width: 120, align: 'right' },
            { title: t('movedPenalty'), dataIndex: 'penalty', width: 120, align: 'right', render: (v: string) => groupAmount(v) },
          ]}
        />
      </Modal>
    </>
  );
}
