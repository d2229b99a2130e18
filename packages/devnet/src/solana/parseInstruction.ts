import { base58 } from '@scure/base'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './parseSplTokenData'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

export type ParsedInstruction =
  | {
      program: string
      programId: string
      parsed: { type: string; info: Record<string, unknown> }
      stackHeight: null
    }
  | { programId: string; accounts: string[]; data: string; stackHeight: null }

function view(data: Uint8Array): DataView {
  return new DataView(data.buffer, data.byteOffset, data.byteLength)
}

function parseKnown(programId: string, accounts: string[], data: Uint8Array) {
  if (programId === SYSTEM_PROGRAM && data.length === 12 && view(data).getUint32(0, true) === 2) {
    const [source, destination] = accounts
    return {
      program: 'system',
      parsed: {
        type: 'transfer',
        info: { source, destination, lamports: Number(view(data).getBigUint64(4, true)) },
      },
    }
  }
  if ((programId === TOKEN_PROGRAM || programId === TOKEN_2022_PROGRAM) && data.length >= 9) {
    const program = programId === TOKEN_PROGRAM ? 'spl-token' : 'spl-token-2022'
    const amount = view(data).getBigUint64(1, true).toString()
    if (data[0] === 3) {
      const [source, destination, authority] = accounts
      return { program, parsed: { type: 'transfer', info: { source, destination, authority, amount } } }
    }
    if (data[0] === 12 && data.length === 10) {
      const [source, mint, destination, authority] = accounts
      const decimals = data[9]
      return {
        program,
        parsed: { type: 'transferChecked', info: { source, mint, destination, authority, amount, decimals } },
      }
    }
  }
  if (programId === ASSOCIATED_TOKEN_PROGRAM && data.length <= 1) {
    const [source, account, wallet, mint, systemProgram, tokenProgram] = accounts
    return {
      program: 'spl-associated-token-account',
      parsed: {
        type: data[0] === 1 ? 'createIdempotent' : 'create',
        info: { source, account, wallet, mint, systemProgram, tokenProgram },
      },
    }
  }
  return undefined
}

/** jsonParsed instructions: SOL and SPL transfers and token-account creation parsed, others as raw base58 data. */
export function parseInstruction(programId: string, accounts: string[], data: Uint8Array): ParsedInstruction {
  const known = parseKnown(programId, accounts, data)
  if (known) return { ...known, programId, stackHeight: null }
  return { programId, accounts, data: base58.encode(data), stackHeight: null }
}
