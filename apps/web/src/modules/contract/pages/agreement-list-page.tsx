import { ContractList } from '../components/contract-list';
import { useContractText } from '../contract.text';

/** /agreementManager/agreementList: advance-funding signing. */
export default function AgreementListPage() {
  const t = useContractText();
  return <ContractList label={t('listAdvance')} kind="advance" />;
}
