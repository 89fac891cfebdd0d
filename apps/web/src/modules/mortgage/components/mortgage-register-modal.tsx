import { MORTGAGE_FLOW_MESSAGES, type MortgagePropertyRow, mortgageRegistrationInput } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldDef, FieldValues } from '@/components/config-form/form-field';
import { useLocale } from '@/lib/i18n';
import { mortgageFlowKeys, mortgageOptionsQuery, refreshMortgageFlow, registerMortgage } from '../api/mortgage-flow-api';
import { useMortgageFlowText } from '../mortgage-flow.text';
import { orderOptions } from './mortgage-request-form-modal';
import { labelled } from '@/lib/punctuation';
import { useConfirm } from '@/components/confirm-modal/use-confirm';
import { certImagesSchema, renderCertImages } from './cert-images';

type Props = { requestId: number; property: MortgagePropertyRow; mortgageeId: number; order: number; onClose: () => void };

/** Warrant staff record one property's registration: certificate number, date, mortgagee and order. */
export function MortgageRegisterModal({ requestId, property, mortgageeId, order, onClose }: Props) {
  const t = useMortgageFlowText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const options = useQuery(mortgageOptionsQuery);
  const shape = mortgageRegistrationInput.shape;
  const fields: FieldDef[] = [
    { key: 'certNo', label: t('certNo'), type: 'input', verify: [shape.certNo] },
    { key: 'regDate', label: t('regDate'), type: 'input', placeholder: 'YYYY-MM-DD', verify: [shape.regDate] },
    {
      key: 'mortgageeId',
      label: t('mortgagee'),
      type: 'select',
      verify: [shape.mortgageeId],
      options: (options.data?.mortgagees ?? []).map((m) => ({ value: m.id, name: m.name })),
    },
    { key: 'order', label: t('order'), type: 'radio', options: orderOptions(locale) },
    // Required: Enter in any field cannot send the registration without its certificate (decision 0071).
    { key: 'images', label: t('certImages'), type: 'image', verify: [certImagesSchema] },
  ];
  const save = async ({ images, ...values }: FieldValues) => {
    const imageIds = certImagesSchema.parse(images);
    await registerMortgage(requestId, mortgageRegistrationInput.parse({ ...values, imageIds, propertyId: property.id }));
    await refreshMortgageFlow(client);
  };
  // Registration is for good: the second click, with the consequence in words.
  const confirm = useConfirm();
  const ask = (values: FieldValues) =>
    confirm.ask({
      title: labelled(t('registerConfirmTitle'), property.address),
      consequence: t('registerConsequence', { certNo: String(values.certNo ?? ''), date: String(values.regDate ?? '') }),
      okText: t('register'),
    });
  return (
    <>
      <ConfigFormModal
        open
        onClose={onClose}
        name="mortgage-register"
        title={labelled(t('registerTitle'), property.address)}
        fields={fields}
        initialValues={{ mortgageeId, order, regDate: new Date().toISOString().slice(0, 10) }}
        save={save}
        savedText={MORTGAGE_FLOW_MESSAGES.registered[locale]}
        invalidate={[mortgageFlowKeys.all]}
        texts={{ save: t('register'), cancel: t('cancel') }}
        width={640}
        renderImage={renderCertImages}
        confirm={ask}
      />
      {confirm.holder}
    </>
  );
}
