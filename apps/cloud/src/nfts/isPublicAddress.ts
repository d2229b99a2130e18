import { BlockList, isIPv4 } from 'node:net'

/** Ranges that reach the host itself, its network or the cloud provider's internals (RFC 6890). */
const NOT_PUBLIC = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 127],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6')
}

/** True for an address on the public internet: not loopback, private, link-local (cloud metadata) or multicast. */
export function isPublicAddress(address: string): boolean {
  return !NOT_PUBLIC.check(address, isIPv4(address) ? 'ipv4' : 'ipv6')
}
