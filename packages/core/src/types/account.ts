import type { SocialLogin } from '../constants'
import type { CaipAddress } from '../namespaces'
import type { ConnectionStatus } from './connection'
import type { EmbeddedWalletUser } from './embeddedWallet'
import type { PreferredAccountType } from './preferredAccountType'
import type { TokenBalance } from './tokens'

export type ConnectedWalletInfo = { name: string; icon?: string; type?: string; id?: string }

/** SPEC §3: everything known of the account on one namespace. */
export type AccountState = {
  status: ConnectionStatus
  caipAddress?: CaipAddress
  address?: string
  balance?: string
  balanceSymbol?: string
  profileName?: string
  profileImage?: string
  addressExplorerUrl?: string
  user?: EmbeddedWalletUser
  tokenBalance?: TokenBalance[]
  /** Where the cloud's token balances stand: absent when none are read (no cloud, or a namespace it does not serve). */
  tokenBalanceStatus?: 'loading' | 'loaded' | 'failed'
  connectedWalletInfo?: ConnectedWalletInfo
  smartAccountDeployed?: boolean
  preferredAccountType?: PreferredAccountType
  socialProvider?: SocialLogin
  farcasterUrl?: string
  addressLabels?: Record<string, string>
}
