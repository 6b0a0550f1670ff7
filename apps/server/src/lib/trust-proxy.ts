/**
 * Which proxies may tell the server the caller's address (X-Forwarded-For, -Proto, -Host), from
 * EFIR_TRUST_PROXY: unset or empty trusts none (the socket's address counts, so a caller cannot pick
 * its own address for the limits per address); `true` trusts any; anything else is a comma-separated
 * list of addresses, CIDR ranges or the names `loopback`, `linklocal`, `uniquelocal` (Fastify's
 * trustProxy, proxy-addr).
 */
export function trustProxyFrom(value: string | undefined): boolean | string {
  const text = value?.trim() ?? ''
  if (text === '' || text === 'false' || text === '0') return false
  if (text === 'true') return true
  return text
}
