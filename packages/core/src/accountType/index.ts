// `@portico/core/accountType`: the embedded wallet's eoa ↔ smartAccount switch, a chunk of its own.
export {
  ACCOUNT_TYPE_NEEDS_EMBEDDED_WALLET,
  ALREADY_EOA,
  ALREADY_SMART_ACCOUNT,
  type EvmAccountType,
  SMART_ACCOUNTS_NOT_ENABLED,
  setPreferredAccountType,
  smartAccountsEnabled,
  UNKNOWN_ACCOUNT_TYPE,
} from './setPreferredAccountType'
