import type { Endpoint } from './endpoint.ts'
import * as session from './endpoints/session.ts'
import * as devices from './endpoints/devices.ts'
import * as account from './endpoints/account.ts'
import * as live from './endpoints/live.ts'
import * as catalogue from './endpoints/catalogue.ts'
import * as packets from './endpoints/packets.ts'
import * as subscriptions from './endpoints/subscriptions.ts'
import * as payments from './endpoints/payments.ts'

export * from './endpoint.ts'
export * from './errors.ts'
export * from './phone-rules.ts'
export * from './path-refs.ts'
export { ADULT_AGE, CHILD_MAX_AGE } from './constants.ts'
export * from './entities/common.ts'
export * from './entities/provider.ts'
export * from './entities/network.ts'
export * from './entities/user.ts'
export * from './entities/otp.ts'
export * from './entities/device.ts'
export * from './entities/push.ts'
export * from './entities/profile.ts'
export * from './entities/account.ts'
export * from './entities/channel.ts'
export * from './entities/catalogue/refs.ts'
export * from './entities/catalogue/content.ts'
export * from './entities/catalogue/playback.ts'
export * from './entities/catalogue/persons.ts'
export * from './entities/catalogue/rows.ts'
export * from './entities/catalogue/search.ts'
export * from './entities/catalogue/filters.ts'
export * from './entities/catalogue/news.ts'
export * from './entities/catalogue/info-pages.ts'
export * from './entities/commerce.ts'
export * from './entities/payments.ts'
export * from './endpoints/session.ts'
export * from './endpoints/devices.ts'
export * from './endpoints/account.ts'
export * from './endpoints/live.ts'
export * from './endpoints/catalogue.ts'
export * from './endpoints/packets.ts'
export * from './endpoints/subscriptions.ts'
export * from './endpoints/payments.ts'

/** Every endpoint of the contract, by operation id. The server registers exactly these. */
export const endpoints = {
  ...session,
  ...devices,
  ...account,
  ...live,
  ...catalogue,
  ...packets,
  ...subscriptions,
  ...payments,
} satisfies Record<string, Endpoint>
export type EndpointId = keyof typeof endpoints
