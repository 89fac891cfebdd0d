import { TemplateList } from '../components/template-list';
import { useContractText } from '../contract.text';

/** /agreementManager/compositeTemplateList: contract templates. */
export default function CompositeTemplateListPage() {
  const t = useContractText();
  return <TemplateList kind="composite" label={t('listComposite')} />;
}
