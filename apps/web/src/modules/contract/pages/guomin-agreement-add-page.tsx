import { CONTRACT_ADD_PERMISSION } from '@lc/shared';
import { NeedsPermission } from '@/components/needs-permission/needs-permission';
import { ContractAddForm } from '../components/contract-add-form';

/**
 * /agreementManager/guominAgreementAdd: the same form, for an advance-funding contract. The route
 * has no code of its own (any signing reader opens it); making a contract needs agreement_add.
 */
export default function GuominAgreementAddPage() {
  return (
    <NeedsPermission code={CONTRACT_ADD_PERMISSION}>
      <ContractAddForm defaultKind="advance" />
    </NeedsPermission>
  );
}
