import { ContractList } from '../components/contract-list';
import { useContractText } from '../contract.text';

/** /agreementManager/zgcPrequalification: the ZGC pre-audits. */
export default function ZgcPrequalificationPage() {
  const t = useContractText();
  return <ContractList label={t('listZgc')} kind="zgc" />;
}
