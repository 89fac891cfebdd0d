import { CONTRACT_STATUS } from '@lc/shared';
import { ContractList } from '../components/contract-list';
import { useContractText } from '../contract.text';

/** /agreementManager/agreementPreviewList: approved contracts waiting to be signed, each opening its preview. */
export default function AgreementPreviewListPage() {
  const t = useContractText();
  return <ContractList label={t('toSign')} status={CONTRACT_STATUS.approved} />;
}
