import { MORTGAGE_FLOW_MESSAGES, type MortgagePropertyRow } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldDef, FieldValues } from '@/components/config-form/form-field';
import { useLocale } from '@/lib/i18n';
import { addMortgageImages, mortgageFlowKeys, refreshMortgageFlow } from '../api/mortgage-flow-api';
import { useMortgageFlowText } from '../mortgage-flow.text';
import { certImagesSchema, renderCertImages } from './cert-images';

type Props = { requestId: number; property: MortgagePropertyRow; onClose: () => void };

/** A correction (decision 0071): warrant staff add certificate images to a property registered without them. */
export function MortgageImagesModal({ requestId, property, onClose }: Props) {
  const t = useMortgageFlowText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const fields: FieldDef[] = [{ key: 'images', label: t('certImages'), type: 'image', verify: [certImagesSchema] }];
  const save = async ({ images }: FieldValues) => {
    await addMortgageImages(requestId, { propertyId: property.id, imageIds: certImagesSchema.parse(images) });
    await refreshMortgageFlow(client);
  };
  return (
    <ConfigFormModal
      open
      onClose={onClose}
      name="mortgage-images"
      title={t('addImagesFor', { address: property.address })}
      fields={fields}
      save={save}
      savedText={MORTGAGE_FLOW_MESSAGES.imagesAdded[locale]}
      invalidate={[mortgageFlowKeys.all]}
      texts={{ save: t('addImagesSave'), cancel: t('cancel') }}
      width={640}
      renderImage={renderCertImages}
    />
  );
}
