import { NETWORK, TEST_NETWORK } from '@scure/btc-signer'

/** Bitcoin regtest's address parameters (bech32 `bcrt`), which @scure/btc-signer does not ship. */
export const REGTEST_NETWORK = { ...TEST_NETWORK, bech32: 'bcrt' } as const

/**
 * The networks the wallet serves, by sats-connect's name. The keys are public: Mainnet is there only so
 * a test can show a host refusing a wallet on a network it did not ask for (SPEC §5); never fund it.
 */
export const BITCOIN_TEST_WALLET_NETWORKS = {
  Regtest: REGTEST_NETWORK,
  Testnet: TEST_NETWORK,
  Mainnet: NETWORK,
} as const
export type BitcoinTestWalletNetwork = keyof typeof BITCOIN_TEST_WALLET_NETWORKS

/** BIP-44 coin types: 0 on mainnet, 1 on every test network. */
export const bitcoinCoinType = (network: BitcoinTestWalletNetwork) => (network === 'Mainnet' ? 0 : 1)

/** BIP-84 (native segwit) and BIP-86 (taproot) paths of the first account, coin type 1 (test networks). */
export const BITCOIN_PAYMENT_PATH = "m/84'/1'/0'/0/0"
export const BITCOIN_ORDINALS_PATH = "m/86'/1'/0'/0/0"

/** The WBIP004 entry id: the dotted path of the provider on window. */
export const BITCOIN_PROVIDER_PATH = 'PorticoDevnetWallet.bitcoin'

/** Like an extension, the wallet remembers across reloads that it trusted the site. */
export const DEVNET_BITCOIN_WALLET_GRANT_KEY = 'porticoDevnetWallet.bitcoin.granted'

/** sats-connect's RpcErrorCode values the wallet answers with. */
export const SATS_CONNECT_ERROR_CODES = {
  userRejected: -32000,
  accessDenied: -32002,
  methodNotFound: -32601,
  invalidParams: -32602,
} as const
