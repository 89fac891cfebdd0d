import { IMAGE_STATUS, MORTGAGE_ORDERS, type MortgagePropertyRow } from '@lc/shared';
import { Card, Table } from 'antd';
import type { ReactNode } from 'react';
import { ImageViewer } from '@/components/image-viewer/image-viewer';
import { useLocale } from '@/lib/i18n';
import { useMortgageFlowText } from '../mortgage-flow.text';

type Props = { title: string; properties: MortgagePropertyRow[]; action?: (p: MortgagePropertyRow) => ReactNode };

/** A request's properties with their registration: certificate, date, mortgagee, order and the certificate images. */
export function MortgagePropertiesTable({ title, properties, action }: Props) {
  const t = useMortgageFlowText();
  const { locale } = useLocale();
  const order = (v: number | null) => (v === 1 || v === 2 ? MORTGAGE_ORDERS[v][locale] : '');
  const images = (p: MortgagePropertyRow) =>
    p.images.length ? (
      <ImageViewer
        items={p.images.map((i) => ({ id: `mortgage-cert-${i.id}`, status: IMAGE_STATUS.stored, imageUrl: i.imageUrl }))}
        label={`${t('certImages')} ${p.address}`}
        size={56}
      />
    ) : null;
  return (
    <Card size="small" title={title}>
      <Table<MortgagePropertyRow>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={properties}
        columns={[
          { title: t('address'), dataIndex: 'address' },
          { title: t('certNo'), dataIndex: 'certNo' },
          { title: t('regDate'), dataIndex: 'regDate' },
          { title: t('mortgagee'), dataIndex: 'mortgageeName' },
          { title: t('order'), dataIndex: 'order', render: (v: number | null) => order(v) },
          { title: t('certImages'), key: 'images', render: (_, p) => images(p) },
          ...(action ? [{ title: t('action'), key: 'action', render: (_: unknown, p: MortgagePropertyRow) => action(p) }] : []),
        ]}
      />
    </Card>
  );
}
