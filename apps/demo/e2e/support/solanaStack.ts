import type { APIRequestContext, Page } from '@playwright/test'
import { formatDecimal } from '@portico/core'
import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { expect } from '../fixtures'
import { hookValue, modal } from './demoPage'
import { displayedAmount } from './displayedAmount'

type SolanaDescription = {
  rpcUrl: string
  accounts: { address: string }[]
  tokens: { DUSD: { mint: string; decimals: number } }
}

export type TestSolana = SolanaDescription & { connection: Connection }

/** The Solana devnet the stack runs, as the demo page reads it, with a web3.js connection of the test's own. */
export async function readSolanaDevnet(request: APIRequestContext): Promise<TestSolana> {
  const response = await request.get('/portico/devnet.json')
  const { solana } = (await response.json()) as { solana: SolanaDescription }
  return { ...solana, connection: new Connection(solana.rpcUrl, 'confirmed') }
}

/** A Solana account no test used before. */
export const freshSolanaAddress = () => Keypair.generate().publicKey

export async function readLamports(solana: TestSolana, address: string | PublicKey): Promise<bigint> {
  return BigInt(await solana.connection.getBalance(new PublicKey(address)))
}

/** DUSD in its smallest unit, 0 when the owner has no token account yet. */
export async function readDusdUnits(solana: TestSolana, owner: string | PublicKey): Promise<bigint> {
  const account = getAssociatedTokenAddressSync(new PublicKey(solana.tokens.DUSD.mint), new PublicKey(owner))
  if (!(await solana.connection.getAccountInfo(account))) return 0n
  return BigInt((await solana.connection.getTokenAccountBalance(account)).value.amount)
}

/** SPEC §5's display of a SOL balance read from the chain: 3 decimals and the symbol. */
export async function displayedSol(solana: TestSolana, address: string): Promise<string> {
  return displayedAmount(formatDecimal(await readLamports(solana, address), 9), 'SOL')
}

export const solanaHook = (page: Page, field: 'status' | 'address' | 'balance') =>
  hookValue(page, `useAccount({ namespace: 'solana' }).${field}`)
export const evmHook = (page: Page, field: 'status' | 'address' | 'balance') =>
  hookValue(page, `useAccount({ namespace: 'eip155' }).${field}`)

/** Picks a network in the modal's Networks view, opened from the page's network button. */
export async function chooseNetwork(page: Page, name: string) {
  await page.getByRole('button', { name: /^Network: / }).click()
  await modal(page, 'Choose Network')
    .getByRole('button', { name: new RegExp(`^${name}( Current network)?$`) })
    .click()
}

/**
 * With nothing connected: select Portico Solana Devnet, then Connect Wallet → the devnet wallet, so the
 * wallet connects on Solana. Returns the Solana address the page shows.
 */
export async function connectSolana(page: Page): Promise<string> {
  await chooseNetwork(page, 'Portico Solana Devnet')
  await expect(hookValue(page, 'usePorticoState().activeNamespace')).toHaveText('solana')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet')
    .getByRole('button', { name: /Portico Devnet Wallet/ })
    .click()
  await expect(solanaHook(page, 'status')).toHaveText('connected')
  const address = await solanaHook(page, 'address').textContent()
  if (!address) throw new Error('the page shows no Solana address')
  return address
}
