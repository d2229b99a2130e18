import type { TokenBalance } from './tokens'

/** SPEC §3: the send form. */
export type SendState = {
  token?: TokenBalance
  sendTokenAmount?: string
  receiverAddress?: string
  receiverProfileImageUrl?: string
  receiverProfileName?: string
  loading: boolean
  tokenBalances: TokenBalance[]
}
