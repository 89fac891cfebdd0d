import { defineModule } from '../module-kit';
import { channelRoutes } from './channel.routes';
import { channelSensitiveSource } from './channel.sensitive';
import { type ChannelService, createChannelService } from './channel.service';

declare module '../module-kit' {
  interface ModuleServices {
    channel: ChannelService;
  }
}

/** Channels and their fee rules (/channelManage). */
export const channelModule = defineModule({
  name: 'channel',
  create: ({ db }, use) => {
    const service = createChannelService({ db, orgFilter: use('identity').orgFilter });
    return {
      service,
      routes: async (app) => channelRoutes(app, { channelService: service }),
      sensitiveSources: [channelSensitiveSource(service)],
    };
  },
});
