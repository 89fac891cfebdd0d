import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { contractPdfQuery } from '../api/contract-api';
import { useContractText } from '../contract.text';

/** The stored PDF in a frame, and a link to open it: the exact file that is signed. */
export function ContractPdfPreview({ id, contractNo }: { id: number; contractNo: string }) {
  const t = useContractText();
  const pdf = useQuery(contractPdfQuery(id));
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!pdf.data) return undefined;
    const made = URL.createObjectURL(pdf.data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [pdf.data]);
  return (
    <Card
      size="small"
      title={t('pdf')}
      extra={
        url ? (
          <a href={url} download={`${contractNo}.pdf`}>
            {`${contractNo}.pdf`}
          </a>
        ) : null
      }
    >
      {pdf.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
      {!url && !pdf.isError ? <Spin /> : null}
      {url ? <iframe title={`${t('pdf')} ${contractNo}`} src={url} style={{ width: '100%', height: 560, border: 0 }} /> : null}
    </Card>
  );
}
