import { base58 } from '@scure/base'
import { InvalidSiwxMessageError } from '../errors'
import { toChecksumAddress } from './toChecksumAddress'

export type SiwxNamespace = 'eip155' | 'solana' | 'bip122' | 'polkadot' | 'cosmos'

/** How one namespace writes its sign-in message: the chain's name, its `Chain ID:` line, its addresses. */
type NamespaceProfile = {
  /** The word in "wants you to sign in with your {name} account:". */
  chainName: string
  /** The value of the `Chain ID:` line for a CAIP-2 id of this namespace. */
  toChainIdLine: (chainId: string) => string
  /** The CAIP-2 id back from a `Chain ID:` line, or undefined when the line is not one of ours. */
  fromChainIdLine: (line: string) => string | undefined
  /** The address as it is written in the message; throws when it is not an address of this namespace. */
  normalizeAddress: (address: string) => string
  /** Whether two addresses name the same account (EVM addresses ignore case). */
  sameAddress: (a: string, b: string) => boolean
  /** Throws when the address belongs to another network of the namespace than `chainId` names. */
  checkAddressOnChain?: (address: string, chainId: string) => void
}

const CAIP2 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/

function invalidAddress(address: string, expected: string): never {
  throw new InvalidSiwxMessageError(`Invalid address "${address}": expected ${expected}`)
}

// Which addresses each known Bitcoin network (CAIP-2 reference: its genesis hash) has.
const BITCOIN_ADDRESSES: Record<string, { name: string; pattern: RegExp }> = {
  '000000000019d6689c085ae165831e93': { name: 'mainnet', pattern: /^(bc1|[13])/ },
  '000000000933ea01ad0ee984209779ba': { name: 'testnet', pattern: /^(tb1|[mn2])/ },
  '00000000da84f2bafbbc53dee25a72ae': { name: 'testnet4', pattern: /^(tb1|[mn2])/ },
  '00000008819873e925422c1ff0f99f7c': { name: 'signet', pattern: /^(tb1|[mn2])/ },
  '0f9188f13cb7b2c71f2a335e3a4fc328': { name: 'regtest', pattern: /^(bcrt1|[mn2])/ },
}

function exact(a: string, b: string) {
  return a === b
}

/** Namespaces other than eip155 write the whole CAIP-2 id: a bare reference (a genesis hash, `cosmoshub-4`) says too little. */
function fullCaip2(namespace: SiwxNamespace) {
  return {
    toChainIdLine: (chainId: string) => chainId,
    fromChainIdLine: (line: string) => (CAIP2.exec(line)?.[1] === namespace ? line : undefined),
  }
}

const PROFILES: Record<SiwxNamespace, NamespaceProfile> = {
  eip155: {
    chainName: 'Ethereum',
    // EIP-4361: `Chain ID:` is the EIP-155 chain id, a decimal number.
    toChainIdLine: (chainId) => chainId.slice('eip155:'.length),
    fromChainIdLine: (line) => (/^[1-9][0-9]*$/.test(line) ? `eip155:${line}` : undefined),
    normalizeAddress: (address) => {
      if (!/^0x[0-9a-fA-F]{40}$/.test(address)) invalidAddress(address, '0x and 40 hexadecimal characters')
      const checksummed = toChecksumAddress(address)
      const body = address.slice(2)
      const oneCase = body === body.toLowerCase() || body === body.toUpperCase()
      if (!oneCase && checksummed !== address) invalidAddress(address, 'a valid EIP-55 checksum')
      return checksummed
    },
    sameAddress: (a, b) => a.toLowerCase() === b.toLowerCase(),
  },
  solana: {
    chainName: 'Solana',
    ...fullCaip2('solana'),
    normalizeAddress: (address) => {
      const bytes = BASE58.test(address) ? base58.decode(address) : undefined
      if (bytes?.length !== 32) invalidAddress(address, 'a base58 ed25519 public key (32 bytes)')
      return address
    },
    sameAddress: exact,
  },
  bip122: {
    chainName: 'Bitcoin',
    ...fullCaip2('bip122'),
    normalizeAddress: (address) => {
      const bech32 = /^(bc|tb|bcrt)1[02-9ac-hj-np-z]{11,87}$/.test(address)
      const legacy = /^[123mn][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(address)
      if (!bech32 && !legacy) invalidAddress(address, 'a Bitcoin address (bc1/tb1/bcrt1 or base58)')
      return address
    },
    sameAddress: exact,
    checkAddressOnChain: (address, chainId) => {
      const network = BITCOIN_ADDRESSES[chainId.slice('bip122:'.length)]
      // Legacy testnet and regtest addresses look alike; an unknown network is not checked.
      if (network && !network.pattern.test(address))
        invalidAddress(address, `an address of Bitcoin ${network.name}`)
    },
  },
  polkadot: {
    chainName: 'Polkadot',
    ...fullCaip2('polkadot'),
    normalizeAddress: (address) => {
      if (!BASE58.test(address) || address.length < 46 || address.length > 50) {
        invalidAddress(address, 'an SS58 address')
      }
      return address
    },
    sameAddress: exact,
  },
  cosmos: {
    chainName: 'Cosmos',
    ...fullCaip2('cosmos'),
    normalizeAddress: (address) => {
      if (!/^[a-z][a-z0-9]{0,82}1[02-9ac-hj-np-z]{38,58}$/.test(address)) {
        invalidAddress(address, 'a bech32 account address')
      }
      return address
    },
    sameAddress: exact,
  },
}

export const SIWX_NAMESPACES = Object.keys(PROFILES) as SiwxNamespace[]

/** The namespace of a CAIP-2 id and how its messages are written; throws for an id that is not one we sign in on. */
export function namespaceOf(chainId: string): { namespace: SiwxNamespace; profile: NamespaceProfile } {
  const namespace = CAIP2.exec(chainId)?.[1]
  if (namespace === undefined) {
    throw new InvalidSiwxMessageError(`Invalid chain id "${chainId}": expected a CAIP-2 id such as eip155:1`)
  }
  if (!(namespace in PROFILES)) {
    throw new InvalidSiwxMessageError(
      `Unsupported chain namespace "${namespace}": expected one of ${SIWX_NAMESPACES.join(', ')}`,
    )
  }
  if (namespace === 'eip155' && !/^eip155:[1-9][0-9]*$/.test(chainId)) {
    throw new InvalidSiwxMessageError(
      `Invalid chain id "${chainId}": an eip155 reference is a decimal number`,
    )
  }
  return { namespace: namespace as SiwxNamespace, profile: PROFILES[namespace as SiwxNamespace] }
}

/** The profile whose chain name a message's first line carries. */
export function namespaceOfChainName(
  chainName: string,
): { namespace: SiwxNamespace; profile: NamespaceProfile } | undefined {
  for (const namespace of SIWX_NAMESPACES) {
    if (PROFILES[namespace].chainName === chainName) return { namespace, profile: PROFILES[namespace] }
  }
  return undefined
}
