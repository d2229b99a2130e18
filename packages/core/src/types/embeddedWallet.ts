import type { SocialLogin } from '../constants'
import type { PreferredAccountType } from './preferredAccountType'

/** SPEC §3: the embedded wallet's user. */
export type EmbeddedWalletUser = {
  email: string | null
  address: string
  chainId: number | string
  accounts?: { address: string; type: PreferredAccountType }[]
  userName: string | null
  preferredAccountType?: PreferredAccountType
  signature?: string
  message?: string
  siwxMessage?: string
  smartAccountDeployed?: boolean
}

/** SPEC §3: what the host may read of the embedded wallet. */
export type EmbeddedWalletInfo = {
  user: EmbeddedWalletUser
  authProvider: 'email' | SocialLogin
  accountType: PreferredAccountType
  isSmartAccountDeployed: boolean
}
