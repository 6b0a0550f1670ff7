import type { NetworkInfo } from '@efir/contract'
import { getConfiguration, getResources } from '@efir/contract/routes'
import { endpointQueryOptions } from '../api/query'
import { HANDLES_ERRORS } from '../api/unhandled-errors'

export const providerQuery = (network: NetworkInfo | undefined) =>
  network?.provider ? { provider: String(network.provider.id) } : {}

/**
 * Configuration and resources of the network's provider as queries: start-up fetches them, the shell
 * subscribes (so a language switch refetches the menu titles). runInit shows a start-up failure itself,
 * so the generic handler must not show it twice.
 */
export const platformQueries = (network: NetworkInfo | undefined) => ({
  configuration: {
    ...endpointQueryOptions(getConfiguration, { query: providerQuery(network) }),
    meta: HANDLES_ERRORS,
  },
  resources: {
    ...endpointQueryOptions(getResources, { query: providerQuery(network) }),
    meta: HANDLES_ERRORS,
  },
})
