import { ContractAddForm } from '../components/contract-add-form';

/** /agreementManager/guominAgreementAdd: the same form, for an advance-funding contract. */
export default function GuominAgreementAddPage() {
  return <ContractAddForm defaultKind="advance" />;
}
