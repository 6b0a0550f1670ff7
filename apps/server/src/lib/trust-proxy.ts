import { BlockList, isIP, isIPv6 } from 'node:net'

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

/** proxy-addr's names for address ranges, as Fastify's trustProxy takes them. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
}

/**
 * Whether the peer of a connection (the socket's address) is one of the trusted proxies of
 * `trustProxyFrom`: only they may say things about the caller (the address, the country of
 * EFIR_COUNTRY_HEADER). An IPv4 peer seen as IPv6 (`::ffff:10.0.0.1`) counts as its IPv4 address.
 */
export function trustedPeer(trust: boolean | string): (address: string | undefined) => boolean {
  if (trust === true) return () => true
  if (trust === false) return () => false
  const list = new BlockList()
  for (const entry of trust.split(',').flatMap((e) => NAMED_RANGES[e.trim()] ?? [e.trim()])) {
    if (entry === '') continue
    const [address = '', bits] = entry.split('/')
    const family = isIPv6(address) ? 'ipv6' : 'ipv4'
    if (!isIP(address)) continue
    if (bits === undefined) list.addAddress(address, family)
    else list.addSubnet(address, Number(bits), family)
  }
  return (peer) => {
    if (!peer) return false
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(peer)?.[1]
    const address = mapped ?? peer
    if (!isIP(address)) return false
    return list.check(address, isIPv6(address) ? 'ipv6' : 'ipv4')
  }
}
