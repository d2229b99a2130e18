import {
  createAssociatedTokenAccountInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import { type Keypair, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js'
import {
  LAMPORTS_PER_SOL,
  SOLANA_ACCOUNT_BALANCE_SOL,
  SOLANA_DEVNET_TOKEN,
  SOLANA_FAUCET_BALANCE_SOL,
} from './constants'
import type { SolanaLedger } from './SolanaLedger'

const SYSTEM_PROGRAM = SystemProgram.programId.toBase58()

function send(
  ledger: SolanaLedger,
  payer: Keypair,
  signers: Keypair[],
  ...instructions: TransactionInstruction[]
) {
  const transaction = new Transaction({
    feePayer: payer.publicKey,
    recentBlockhash: ledger.latestBlockhash().blockhash,
  }).add(...instructions)
  transaction.sign(payer, ...signers)
  return ledger.submit(transaction.serialize())
}

/**
 * Genesis balances for the funded accounts and the faucet, then the DUSD mint and one associated token
 * account per funded account, made by real SPL transactions that account 0 pays for.
 */
export function seedSolanaFixtures(
  ledger: SolanaLedger,
  { accounts, mint, faucet }: { accounts: Keypair[]; mint: Keypair; faucet: Keypair },
): void {
  const fund = (keypair: Keypair, sol: bigint) =>
    ledger.setAccount({
      address: keypair.publicKey.toBase58(),
      lamports: sol * LAMPORTS_PER_SOL,
      owner: SYSTEM_PROGRAM,
      data: new Uint8Array(),
      executable: false,
    })
  for (const account of accounts) fund(account, SOLANA_ACCOUNT_BALANCE_SOL)
  fund(faucet, SOLANA_FAUCET_BALANCE_SOL)

  const [payer] = accounts
  if (!payer) throw new Error('The Solana devnet has no funded account to create its fixtures from')
  send(
    ledger,
    payer,
    [mint],
    SystemProgram.createAccount({
      fromPubkey: payer.publicKey,
      newAccountPubkey: mint.publicKey,
      space: MINT_SIZE,
      lamports: Number(ledger.svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE))),
      programId: TOKEN_PROGRAM_ID,
    }),
    createInitializeMint2Instruction(mint.publicKey, SOLANA_DEVNET_TOKEN.decimals, payer.publicKey, null),
  )
  const grant = SOLANA_DEVNET_TOKEN.grantEach * 10n ** BigInt(SOLANA_DEVNET_TOKEN.decimals)
  for (const account of accounts) {
    const tokenAccount = getAssociatedTokenAddressSync(mint.publicKey, account.publicKey)
    send(
      ledger,
      payer,
      [],
      createAssociatedTokenAccountInstruction(
        payer.publicKey,
        tokenAccount,
        account.publicKey,
        mint.publicKey,
      ),
      createMintToInstruction(mint.publicKey, tokenAccount, payer.publicKey, grant),
    )
  }
}
