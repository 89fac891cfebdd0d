import { ContractList } from '../components/contract-list';
import { useContractText } from '../contract.text';

/** /agreementManager/dyAgreementList: mortgage signing. */
export default function DyAgreementListPage() {
  const t = useContractText();
  return <ContractList label={t('listMortgage')} kind="mortgage" />;
}
