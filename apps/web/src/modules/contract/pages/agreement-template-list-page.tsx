import { TemplateList } from '../components/template-list';
import { useContractText } from '../contract.text';

/** /agreementManager/agreementTemplateList: channel contract templates. */
export default function AgreementTemplateListPage() {
  const t = useContractText();
  return <TemplateList kind="channel" label={t('listChannel')} />;
}
