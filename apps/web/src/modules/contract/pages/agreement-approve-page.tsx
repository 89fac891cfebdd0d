import { ContractPage } from '../components/contract-page';

/** /agreementManager/agreementApprove?id=: the contract and its PDF, approved or rejected at the caller's node. */
export default function AgreementApprovePage() {
  return <ContractPage mode="approve" />;
}
