import { CHANNEL_ENTITY, CHANNEL_PERMISSION } from '@lc/shared';
import type { SensitiveSource } from '../module-kit';
import type { ChannelService } from './channel.service';

const CHANNEL_ID = /^[1-9]\d{0,14}$/;

/** Channel contacts' mobiles for the viewer, within the data scope of channel_manage. */
export const channelSensitiveSource = (channels: Pick<ChannelService, 'sensitiveValues'>): SensitiveSource => ({
  entity: CHANNEL_ENTITY,
  permission: CHANNEL_PERMISSION,
  fields: { channelContactMobile: 'mobile' },
  load: async (user, id) => (CHANNEL_ID.test(id) ? channels.sensitiveValues(user, Number(id)) : null),
});
