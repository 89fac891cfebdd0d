import { useSearchParams } from 'react-router';
import { ContractList } from '../components/contract-list';
import { useContractText } from '../contract.text';

/** /agreementManager/billAdd?billNo=: a bill's contracts of every kind (its signing detail). */
export default function BillAddPage() {
  const t = useContractText();
  const billNo = useSearchParams()[0].get('billNo') ?? undefined;
  return <ContractList label={t('billContracts')} {...(billNo ? { keyword: billNo } : {})} />;
}
