import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { createTestClient, http, parseEther, verifyMessage } from 'viem'
import { expect, test } from './fixtures'
import { modal, openDemo } from './support/demoPage'
import { logInWithEmail } from './support/emailLogin'
import { freshAddress, readDevnet } from './support/localStack'
import { type AttackerWindow, openEveryShadowRoot } from './support/pageAttacker'
import { FRAME, pressInFrame, secureFrame } from './support/secureFrame'
import { ownProjectPage } from './support/testProject'

// The secure frame is the only place a person approves (ARCHITECTURE.md "The embedded wallet's boundary"):
// every attacker step here is a script in the page's own world (page.evaluate), never Playwright input,
// which acts like the person.

/** The demo page under this file's own project: its logins spend its own auth budget, not the demo project's. */
const pageOf = ownProjectPage('Embedded wallet boundary')

/** A Permit2 allowance: the signature that lets `spender` take the wallet's tokens. */
const permit2 = (owner: string, spender: string) =>
  JSON.stringify({
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      PermitSingle: [
        { name: 'details', type: 'PermitDetails' },
        { name: 'spender', type: 'address' },
        { name: 'sigDeadline', type: 'uint256' },
      ],
      PermitDetails: [
        { name: 'token', type: 'address' },
        { name: 'amount', type: 'uint160' },
        { name: 'expiration', type: 'uint48' },
        { name: 'nonce', type: 'uint48' },
      ],
    },
    primaryType: 'PermitSingle',
    domain: {
      name: 'Permit2',
      chainId: 31337,
      verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
    },
    message: {
      details: {
        token: spender,
        amount: '1461501637330902918203684832716283019655932542975',
        expiration: '281474976710655',
        nonce: '0',
      },
      spender,
      sigDeadline: '281474976710655',
    },
    owner,
  })

test('a page script that posts RPC_REQUEST straight to the frame gets no signature and moves no funds', async ({
  page,
  request,
  baseURL,
}) => {
  const { l1 } = await readDevnet(request)
  await openDemo(page, await pageOf(request, baseURL, '&accountType=eoa'))
  const { address } = await logInWithEmail(page, request)
  await createTestClient({ mode: 'anvil', transport: http(l1.rpcUrl) }).setBalance({
    address,
    value: parseEther('1'),
  })
  const balanceBefore = await l1.client.getBalance({ address })
  const nonceBefore = await l1.client.getTransactionCount({ address })
  const thief = freshAddress()

  // The attacker reads the Solana address the frame answers anyone (a safe request), then builds a transfer.
  const solanaAddress = await page.evaluate(
    (selector) =>
      new Promise<string>((resolve) => {
        const iframe = document.querySelector<HTMLIFrameElement>(selector)
        if (!iframe?.contentWindow) throw new Error('no secure frame in the page')
        addEventListener('message', (event) => {
          if (event.data?.id === 'attacker-user') resolve(event.data.payload.solanaAddress)
        })
        iframe.contentWindow.postMessage(
          { channel: 'portico-embedded-wallet', id: 'attacker-user', type: 'GET_USER', payload: {} },
          new URL(iframe.src).origin,
        )
      }),
    FRAME,
  )
  const from = new PublicKey(solanaAddress)
  const transaction = new Transaction({ feePayer: from, recentBlockhash: PublicKey.default.toBase58() }).add(
    SystemProgram.transfer({ fromPubkey: from, toPubkey: PublicKey.unique(), lamports: 1_000_000 }),
  )
  const base64 = transaction.serialize({ requireAllSignatures: false }).toString('base64')

  await page.evaluate(
    ({ selector, address, thief, typedData, base64 }) => {
      const iframe = document.querySelector<HTMLIFrameElement>(selector)
      if (!iframe?.contentWindow) throw new Error('no secure frame in the page')
      const answers: unknown[] = []
      ;(window as unknown as { attackerAnswers: unknown[] }).attackerAnswers = answers
      addEventListener('message', (event) => {
        if (String(event.data?.id).startsWith('attacker-')) answers.push(event.data)
      })
      const post = (id: string, payload: unknown) =>
        iframe.contentWindow?.postMessage(
          { channel: 'portico-embedded-wallet', id, type: 'RPC_REQUEST', payload },
          new URL(iframe.src).origin,
        )
      post('attacker-sign', { namespace: 'eip155', method: 'personal_sign', params: ['0x6869', address] })
      post('attacker-send', {
        namespace: 'eip155',
        method: 'eth_sendTransaction',
        params: [{ from: address, to: thief, value: '0xde0b6b3a7640000' }],
      })
      post('attacker-permit', {
        namespace: 'eip155',
        method: 'eth_signTypedData_v4',
        params: [address, typedData],
      })
      post('attacker-solana', {
        namespace: 'solana',
        method: 'solana_signTransaction',
        params: { transaction: base64 },
      })
      // A safe read after them: its answer says the frame has taken all four.
      post('attacker-sentinel', { namespace: 'eip155', method: 'eth_chainId', params: [] })
    },
    { selector: FRAME, address, thief, typedData: permit2(address, thief), base64 },
  )

  const answers = () =>
    page.evaluate(
      () => (window as unknown as { attackerAnswers: { id: string; type: string }[] }).attackerAnswers,
    )
  const answered = async () =>
    (await answers()).filter(({ type }) => type === 'RPC_REQUEST_SUCCESS').map(({ id }) => id)
  await expect.poll(answered).toContain('attacker-sentinel')
  expect(await answered()).toEqual(['attacker-sentinel'])
  // The frame holds the four for a person's Approve (its own queue says so), and answers none of them.
  await expect(secureFrame(page).getByText('Request 1 of 4')).toBeAttached()
  expect(await answered()).toEqual(['attacker-sentinel'])
  expect(await l1.client.getBalance({ address })).toBe(balanceBefore)
  expect(await l1.client.getTransactionCount({ address })).toBe(nonceBefore)
  expect(await l1.client.getBalance({ address: thief })).toBe(0n)
})

test('a page script that clicks every button it can reach gets no signature; the person’s click in the frame does', async ({
  page,
  request,
  baseURL,
}) => {
  // The attacker opens every shadow root before the modal makes its own.
  await openEveryShadowRoot(page)
  await openDemo(page, await pageOf(request, baseURL, '&accountType=eoa'))
  const { address } = await logInWithEmail(page, request)
  const form = page.getByRole('form', { name: 'Sign a message' })
  const signature = form.getByRole('status', { name: 'Signature' })
  const message = `Portico boundary e2e ${crypto.randomUUID()}`
  await form.getByRole('textbox', { name: 'Message' }).fill(message)

  const clicked = await page.evaluate(async () => {
    const signButton = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Sign message')
    if (!signButton) throw new Error('no Sign message button')
    signButton.click()
    const roots = (window as unknown as AttackerWindow).__everyRoot
    const modalButtons = () =>
      roots()
        .filter((root) => root !== document)
        .flatMap((root) => [...root.querySelectorAll('button')])
    // Wait until the modal shows the request, then past the 500 ms guard (a fixed wait under 1 s).
    while (!roots().some((root) => root !== document && root.querySelector('[role="dialog"]')))
      await new Promise((resolve) => requestAnimationFrame(resolve))
    await new Promise((resolve) => setTimeout(resolve, 700))
    // Every button of the modal and every other shadow root; those that refuse or leave the view last.
    const leaving = (button: HTMLButtonElement) =>
      /close|back|reject/i.test(`${button.getAttribute('aria-label') ?? ''} ${button.textContent ?? ''}`)
    const buttons = modalButtons()
    const names: string[] = []
    for (const button of [...buttons.filter((b) => !leaving(b)), ...buttons.filter(leaving)]) {
      names.push(button.getAttribute('aria-label') ?? button.textContent ?? '')
      button.click()
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    // The frame's document is another origin's: the page cannot reach its buttons.
    const iframe = document.querySelector('iframe[title="Portico embedded wallet"]') as HTMLIFrameElement
    return { names, frameDocument: iframe.contentDocument === null }
  })
  expect(clicked.names.length).toBeGreaterThan(0)
  expect(clicked.frameDocument).toBe(true)
  // Closing the modal rejected the request: the page got a user rejection, no signature.
  await expect(form.getByRole('alert')).toHaveText(/reject/i)
  await expect(signature).toHaveText('')

  // The person asks again and approves inside the frame: that signature verifies.
  await form.getByRole('button', { name: 'Sign message' }).click()
  await expect(modal(page, 'Approve Request')).toBeVisible()
  await expect(secureFrame(page).getByRole('region', { name: 'What you sign' })).toHaveText(message)
  await pressInFrame(page, 'Approve')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  const signed = (await signature.textContent()) as `0x${string}`
  expect(await verifyMessage({ address, message, signature: signed })).toBe(true)
})
