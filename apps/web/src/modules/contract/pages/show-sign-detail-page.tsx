import { ContractPage } from '../components/contract-page';

/** /showSignDetail?id=: the contract's PDF exactly as it will be signed; signing once approved. */
export default function ShowSignDetailPage() {
  return <ContractPage mode="preview" />;
}
