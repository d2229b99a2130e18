import type { AccountType, BitcoinAccountType } from '../constants'

/** SPEC §3: eoa or smartAccount; Bitcoin's payment or ordinal. */
export type PreferredAccountType = AccountType | BitcoinAccountType
