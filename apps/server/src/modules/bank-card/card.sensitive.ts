import { BANK_CARD_ENTITY, BANK_CARD_PERMISSION } from '@lc/shared';
import type { SensitiveSource } from '../module-kit';
import type { CardService } from './card.service';

const CARD_ID = /^[1-9]\d{0,14}$/;

/** Card numbers and reserved mobiles for the viewer, within the data scope of bank_card_manage. */
export const cardSensitiveSource = (cards: Pick<CardService, 'sensitiveValues'>): SensitiveSource => ({
  entity: BANK_CARD_ENTITY,
  permission: BANK_CARD_PERMISSION,
  fields: { cardNo: 'bankCard', reservedMobile: 'mobile' },
  load: async (user, id) => (CARD_ID.test(id) ? cards.sensitiveValues(user, Number(id)) : null),
});
