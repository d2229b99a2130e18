import { type Keypair, SystemProgram } from '@solana/web3.js'
import { LAMPORTS_PER_SOL, SOLANA_ONRAMP_TREASURY_BALANCE_SOL } from '../solana/constants'
import type { SolanaLedger } from '../solana/SolanaLedger'

/** A genesis balance for the treasury's system account: the cloud's sandbox sells SOL only on Solana. */
export function fundSolanaOnrampTreasury(ledger: SolanaLedger, treasury: Keypair): void {
  ledger.setAccount({
    address: treasury.publicKey.toBase58(),
    lamports: SOLANA_ONRAMP_TREASURY_BALANCE_SOL * LAMPORTS_PER_SOL,
    owner: SystemProgram.programId.toBase58(),
    data: new Uint8Array(),
    executable: false,
  })
}
