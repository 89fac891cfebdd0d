import { ContractAddForm } from '../components/contract-add-form';

/** /agreementManager/agreementAdd?kind=: a contract from a final-approved bill and a template. */
export default function AgreementAddPage() {
  return <ContractAddForm />;
}
