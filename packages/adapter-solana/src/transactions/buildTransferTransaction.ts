import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAccountLenForMint,
  getAssociatedTokenAddressSync,
  unpackMint,
} from '@solana/spl-token'
import {
  type Connection,
  PublicKey,
  SystemProgram,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js'
import { provideBufferGlobal } from './provideBufferGlobal'

export type BuildTransferTransactionParameters = {
  connection: Connection
  from: string
  to: string
  /** Lamports, or the token's smallest unit. */
  amount: bigint
  /** An SPL mint; SOL when absent. */
  mint?: string
}

export type TransferTransaction = {
  transaction: Transaction
  /** Lamports the sender puts into the receiver's new token account (its rent-exempt minimum); 0 when none is made. */
  accountRent: bigint
}

/**
 * SPEC §4's Solana transfer: SOL through the system program, or an SPL transferChecked between
 * associated token accounts, creating the receiver's first when it has none (paid by the sender).
 * The mint's owner picks the token program, so Token-2022 mints work too.
 */
export async function buildTransferTransaction({
  connection,
  from,
  to,
  amount,
  mint,
}: BuildTransferTransactionParameters): Promise<TransferTransaction> {
  const sender = new PublicKey(from)
  const receiver = new PublicKey(to)
  const instructions: TransactionInstruction[] = []
  let accountRent = 0n
  if (!mint) {
    instructions.push(SystemProgram.transfer({ fromPubkey: sender, toPubkey: receiver, lamports: amount }))
  } else {
    provideBufferGlobal()
    const mintKey = new PublicKey(mint)
    const mintAccount = await connection.getAccountInfo(mintKey)
    if (!mintAccount) throw new Error(`No SPL mint at ${mint}`)
    const programId = mintAccount.owner
    const mintState = unpackMint(mintKey, mintAccount, programId)
    const source = getAssociatedTokenAddressSync(mintKey, sender, true, programId)
    const destination = getAssociatedTokenAddressSync(mintKey, receiver, true, programId)
    if (!(await connection.getAccountInfo(destination))) {
      instructions.push(
        createAssociatedTokenAccountIdempotentInstruction(sender, destination, receiver, mintKey, programId),
      )
      const size = getAccountLenForMint(mintState)
      accountRent = BigInt(await connection.getMinimumBalanceForRentExemption(size))
    }
    instructions.push(
      createTransferCheckedInstruction(
        source,
        mintKey,
        destination,
        sender,
        amount,
        mintState.decimals,
        [],
        programId,
      ),
    )
  }
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: sender, blockhash, lastValidBlockHeight }).add(
    ...instructions,
  )
  return { transaction, accountRent }
}
