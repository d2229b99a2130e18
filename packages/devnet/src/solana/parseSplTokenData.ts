import { ACCOUNT_SIZE, AccountLayout, AccountState, MINT_SIZE, MintLayout } from '@solana/spl-token'
import { type UiTokenAmount, uiTokenAmount } from './uiTokenAmount'

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'

export type TokenAccountFields = { mint: string; owner: string; amount: bigint }

export type ParsedSplTokenData = {
  program: 'spl-token' | 'spl-token-2022'
  parsed:
    | {
        type: 'account'
        info: {
          isNative: boolean
          mint: string
          owner: string
          state: 'uninitialized' | 'initialized' | 'frozen'
          tokenAmount: UiTokenAmount
        }
      }
    | {
        type: 'mint'
        info: {
          decimals: number
          freezeAuthority: string | null
          isInitialized: boolean
          mintAuthority: string | null
          supply: string
        }
      }
  space: number
}

export function isTokenProgram(owner: string): boolean {
  return owner === TOKEN_PROGRAM || owner === TOKEN_2022_PROGRAM
}

/** The mint, owner and amount of an SPL token account, or undefined when the data is not one. */
export function readTokenAccount(owner: string, data: Uint8Array): TokenAccountFields | undefined {
  if (!isTokenProgram(owner) || data.length < ACCOUNT_SIZE || data.length === MINT_SIZE) return undefined
  const fields = AccountLayout.decode(data)
  if (fields.state === AccountState.Uninitialized) return undefined
  return { mint: fields.mint.toBase58(), owner: fields.owner.toBase58(), amount: fields.amount }
}

/** The decimals of an SPL mint, or undefined when the data is not an initialised mint. */
export function readMintDecimals(owner: string, data: Uint8Array): number | undefined {
  if (!isTokenProgram(owner) || data.length !== MINT_SIZE) return undefined
  const mint = MintLayout.decode(data)
  return mint.isInitialized ? mint.decimals : undefined
}

const STATES = ['uninitialized', 'initialized', 'frozen'] as const

/** jsonParsed for SPL token accounts and mints, the shape getParsedAccountInfo reads; undefined for others. */
export function parseSplTokenData(
  owner: string,
  data: Uint8Array,
  decimalsOf: (mint: string) => number | undefined,
): ParsedSplTokenData | undefined {
  if (!isTokenProgram(owner)) return undefined
  const program = owner === TOKEN_PROGRAM ? 'spl-token' : 'spl-token-2022'
  if (data.length === MINT_SIZE) {
    const mint = MintLayout.decode(data)
    return {
      program,
      parsed: {
        type: 'mint',
        info: {
          decimals: mint.decimals,
          freezeAuthority: mint.freezeAuthorityOption ? mint.freezeAuthority.toBase58() : null,
          isInitialized: mint.isInitialized,
          mintAuthority: mint.mintAuthorityOption ? mint.mintAuthority.toBase58() : null,
          supply: mint.supply.toString(),
        },
      },
      space: data.length,
    }
  }
  if (data.length < ACCOUNT_SIZE) return undefined
  const account = AccountLayout.decode(data)
  const mint = account.mint.toBase58()
  const decimals = decimalsOf(mint)
  if (decimals === undefined) return undefined
  return {
    program,
    parsed: {
      type: 'account',
      info: {
        isNative: account.isNativeOption === 1,
        mint,
        owner: account.owner.toBase58(),
        state: STATES[account.state] ?? 'uninitialized',
        tokenAmount: uiTokenAmount(account.amount, decimals),
      },
    },
    space: data.length,
  }
}
