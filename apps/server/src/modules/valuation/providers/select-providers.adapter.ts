import type { FastifyBaseLogger } from 'fastify';
import type { ValuationConfig } from '../../../config';
import type { Executor } from '../../../db/client';
import { createBuiltinProviders } from '../builtin/builtin-provider.adapter';
import { createProviderClient } from './http-client.adapter';
import { httpFurtherProvider, httpHouseItemsProvider, httpServiceProvider } from './http-providers.adapter';
import type { ValuationProviders } from './provider.adapter';

/** The providers config asks for: the built-in one (default), or the HTTP adapters. */
export function selectProviders(config: ValuationConfig, db: Executor, log: FastifyBaseLogger): ValuationProviders {
  if (config.provider === 'builtin') return createBuiltinProviders(db);
  const client = (name: string, service: { baseUrl: string; appKey: string } | null) => {
    if (!service) throw new Error(`valuation provider ${name}: no URL configured`);
    return createProviderClient(
      name,
      {
        ...service,
        timeoutMs: config.timeoutMs,
        retries: config.retries,
        backoffMs: 200,
        breakerThreshold: config.breakerThreshold,
        breakerOpenMs: config.breakerOpenMs,
      },
      log,
    );
  };
  return {
    service: httpServiceProvider(client('fanggugu', config.fanggugu)),
    houseItems: httpHouseItemsProvider(client('house-items', config.houseItems)),
    further: httpFurtherProvider(client('zgl', config.zgl)),
  };
}
