import { Connection, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import type { BrowserCommand } from 'vitest/node'

/**
 * What the browser tests ask of Node: the mail sink's JSON API, response headers the page may not read
 * across origins, and the Solana devnet (built with @solana/web3.js, a Node library here).
 */
type Commands = {
  readLoginCode: (mailUrl: string, email: string) => Promise<string>
  countMails: (mailUrl: string, email: string) => Promise<number>
  readHeaders: (url: string) => Promise<{ status: number; headers: Record<string, string> }>
  fundSolana: (rpcUrl: string, address: string, sol: number) => Promise<void>
  solanaBalance: (rpcUrl: string, address: string) => Promise<number>
  solanaTransfer: (rpcUrl: string, from: string, to: string, lamports: number) => Promise<string>
  sendSolanaTransaction: (rpcUrl: string, base64: string) => Promise<string>
  /** The person's own click (Playwright input, trusted) on a button of the secure frame's document. */
  clickInSecureFrame: (name: string) => Promise<void>
  /** The person types `code` in the secure frame's own code field (Playwright input) and submits it. */
  typeInSecureFrame: (code: string) => Promise<void>
  /** The shown secure frame's language, direction and theme, and its view's heading, once it has one. */
  readSecureFrame: () => Promise<{ lang: string; dir: string; theme: string | undefined; heading: string }>
}

declare module 'vitest/browser' {
  interface BrowserCommands extends Commands {}
}

type AsCommands<commands> = {
  [name in keyof commands]: commands[name] extends (...args: infer args) => infer result
    ? BrowserCommand<args, Awaited<result>>
    : never
}

/** Polls until a signature is confirmed: no websocket subscription (confirmTransaction's), so none is left open. */
async function confirmed(connection: Connection, signature: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { value } = await connection.getSignatureStatuses([signature])
    const status = value[0]
    if (status?.err) throw new Error(`transaction ${signature} failed: ${JSON.stringify(status.err)}`)
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`transaction ${signature} was not confirmed`)
}

export const browserCommands: AsCommands<Commands> = {
  async clickInSecureFrame(context, name) {
    // The test runs in vitest's own iframe; the secure frame is the bridge's iframe inside it.
    const tester = await (context as unknown as { frame: () => Promise<import('playwright').Frame> }).frame()
    await tester
      .frameLocator('iframe[title="Portico embedded wallet"]:visible')
      .getByRole('button', { name, exact: true })
      .click()
  },
  async typeInSecureFrame(context, code) {
    const tester = await (context as unknown as { frame: () => Promise<import('playwright').Frame> }).frame()
    const frame = tester.frameLocator('iframe[title="Portico embedded wallet"]:visible')
    await frame.getByRole('textbox', { name: '6-digit code' }).fill(code)
    await frame.getByRole('button', { name: 'Continue', exact: true }).click()
  },
  async readSecureFrame(context) {
    const tester = await (context as unknown as { frame: () => Promise<import('playwright').Frame> }).frame()
    const frame = tester.frameLocator('iframe[title="Portico embedded wallet"]:visible')
    // Level 2: what the view shows (level 1 names the frame for assistive technology).
    const heading = await frame.getByRole('heading', { level: 2 }).first().textContent()
    const root = frame.locator('html')
    return {
      lang: (await root.getAttribute('lang')) ?? '',
      dir: (await root.getAttribute('dir')) ?? '',
      theme: (await root.getAttribute('data-theme')) ?? undefined,
      heading: heading ?? '',
    }
  },
  async readLoginCode(_context, mailUrl, email) {
    const url = new URL('/api/mails', mailUrl)
    url.searchParams.set('to', email)
    const { mails } = (await (await fetch(url)).json()) as { mails: { text: string }[] }
    const code = /\b([0-9]{6})\b/.exec(mails[0]?.text ?? '')?.[1]
    if (!code) throw new Error(`no login code in the mail sink for ${email}`)
    return code
  },
  async countMails(_context, mailUrl, email) {
    const url = new URL('/api/mails', mailUrl)
    url.searchParams.set('to', email)
    return ((await (await fetch(url)).json()) as { mails: unknown[] }).mails.length
  },
  async readHeaders(_context, url) {
    const response = await fetch(url)
    await response.arrayBuffer()
    return { status: response.status, headers: Object.fromEntries(response.headers) }
  },
  async fundSolana(_context, rpcUrl, address, sol) {
    const connection = new Connection(rpcUrl, 'confirmed')
    const signature = await connection.requestAirdrop(new PublicKey(address), sol * LAMPORTS_PER_SOL)
    await confirmed(connection, signature)
  },
  async solanaBalance(_context, rpcUrl, address) {
    return new Connection(rpcUrl, 'confirmed').getBalance(new PublicKey(address))
  },
  async solanaTransfer(_context, rpcUrl, from, to, lamports) {
    const connection = new Connection(rpcUrl, 'confirmed')
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: new PublicKey(from), recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: new PublicKey(to), lamports }),
    )
    return transaction.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64')
  },
  async sendSolanaTransaction(_context, rpcUrl, base64) {
    const connection = new Connection(rpcUrl, 'confirmed')
    const signature = await connection.sendRawTransaction(Buffer.from(base64, 'base64'))
    await confirmed(connection, signature)
    return signature
  },
}
