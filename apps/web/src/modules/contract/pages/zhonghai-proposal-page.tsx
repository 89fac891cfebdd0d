import { ContractList } from '../components/contract-list';
import { useContractText } from '../contract.text';

/** /agreementManager/zhonghaiLoanProposal: the Zhonghai loan proposals. */
export default function ZhonghaiProposalPage() {
  const t = useContractText();
  return <ContractList label={t('listZhonghai')} kind="zhonghai" />;
}
