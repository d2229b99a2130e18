import type { Page } from '@playwright/test'
import { truncateAddress } from '@portico/core'
import { type Address, type Hash, parseEther, parseEventLogs } from 'viem'
import { entryPoint07Abi, entryPoint07Address } from 'viem/account-abstraction'
import { expect, test } from './fixtures'
import { hookValue, modal, openDemo } from './support/demoPage'
import { askForCode, freshEmail, logInWithEmail, readLoginCode, typeCode } from './support/emailLogin'
import { freshAddress, readDevnet, readDusd, type TestChain } from './support/localStack'
import { pressInFrame, secureFrame } from './support/secureFrame'
import { ERC6492_SUFFIX, expectAddressesAgree, fundEth, mintDusd } from './support/smartAccount'
import { ownProjectPage } from './support/testProject'

// The embedded wallet's EVM account is a smart account by default (SPEC §9), on the devnet's
// ERC-4337 stack (EntryPoint v0.7, an alto bundler per chain); nothing outside the stack is used.

/** The demo page under this file's own project (its own auth budget), with `query` added. */
const pageOf = ownProjectPage('Smart accounts')

/** What the person sees and clicks: the secure frame, shown by the modal's ApproveTransaction view. */
const approveView = (page: Page) => secureFrame(page)
const accountType = (page: Page) => hookValue(page, 'useAccount().embeddedWalletInfo.accountType')
const deployed = (page: Page) => hookValue(page, 'useAccount().embeddedWalletInfo.isSmartAccountDeployed')
const depositOf = (chain: TestChain, address: Address) =>
  chain.client.readContract({
    address: entryPoint07Address,
    abi: entryPoint07Abi,
    functionName: 'balanceOf',
    args: [address],
  })

/** The user operation a bundle transaction carried for `sender`: its hash and what the account paid for gas. */
async function userOperationsOf(chain: TestChain, hash: Hash, sender: Address) {
  const receipt = await chain.client.getTransactionReceipt({ hash })
  const events = parseEventLogs({ abi: entryPoint07Abi, logs: receipt.logs, eventName: 'UserOperationEvent' })
  return {
    receipt,
    events: events.filter((event) => event.args.sender.toLowerCase() === sender.toLowerCase()),
  }
}

/** The demo's Send form: 0.01 ETH to `receiver`, approved in the modal. */
async function sendEth(page: Page, receiver: Address, amount = '0.01') {
  const send = page.getByRole('form', { name: 'Send', exact: true })
  await send.getByLabel('Recipient').fill(receiver)
  await send.getByLabel('Amount').fill(amount)
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(approveView(page).getByRole('heading', { name: `Send ${amount} ETH` })).toBeVisible()
  await expect(approveView(page).getByText(`To ${truncateAddress(receiver)}`)).toBeVisible()
  await pressInFrame(page, 'Approve')
  return send
}

test('email login → a smart account, undeployed; 0.01 ETH through the bundler deploys it and moves exactly; two DUSD transfers in one user operation', async ({
  page,
  request,
  baseURL,
}) => {
  const { l1 } = await readDevnet(request)
  await openDemo(page, await pageOf(request, baseURL))
  const { address } = await logInWithEmail(page, request)
  await expect(accountType(page)).toHaveText('smartAccount')
  await expect(deployed(page)).toHaveText('false')
  expect(await l1.client.getCode({ address })).toBeUndefined()
  await expectAddressesAgree(page, address)

  await fundEth(l1, address)
  const receiver = freshAddress()
  const balanceBefore = await l1.client.getBalance({ address })
  const depositBefore = await depositOf(l1, address)
  const send = await sendEth(page, receiver)
  await expect(send.getByRole('status', { name: 'Transaction status' })).toHaveText('confirmed', {
    timeout: 30_000,
  })
  const hash = (await send.getByRole('status', { name: 'Transaction hash' }).textContent()) as Hash
  // The hash is the bundle's: sent by the bundler to the EntryPoint, carrying this account's user operation.
  const { receipt, events } = await userOperationsOf(l1, hash, address)
  expect(receipt.to?.toLowerCase()).toBe(entryPoint07Address.toLowerCase())
  expect(receipt.from.toLowerCase()).not.toBe(address.toLowerCase())
  expect(events).toHaveLength(1)
  expect(events[0]?.args.success).toBe(true)
  expect(await l1.client.getBalance({ address: receiver })).toBe(parseEther('0.01'))
  // The account paid the 0.01 ETH and its operation's gas (the unused prefund stays as its EntryPoint deposit).
  const paid = balanceBefore - (await l1.client.getBalance({ address }))
  const depositGained = (await depositOf(l1, address)) - depositBefore
  expect(paid - depositGained).toBe(parseEther('0.01') + (events[0]?.args.actualGasCost ?? 0n))
  expect(await l1.client.getCode({ address })).toMatch(/^0x[0-9a-f]+$/)
  await expect(deployed(page)).toHaveText('true')

  await mintDusd(l1, address, '10')
  const [first, second] = [freshAddress(), freshAddress()]
  const batch = page.getByRole('form', { name: 'Batch transfer' })
  await batch.getByLabel('First recipient').fill(first)
  await batch.getByLabel('Second recipient').fill(second)
  await batch.getByLabel('DUSD each').fill('1.5')
  await batch.getByRole('button', { name: 'Send both' }).click()
  await pressInFrame(page, 'Approve')
  await expect(batch.getByRole('status', { name: 'Batch status' })).toHaveText('success', { timeout: 30_000 })
  const batchHash = (await batch
    .getByRole('status', { name: 'Batch transaction hash' })
    .textContent()) as Hash
  const batched = await userOperationsOf(l1, batchHash, address)
  expect(batched.events).toHaveLength(1)
  expect(await readDusd(l1, first)).toBe(1_500_000n)
  expect(await readDusd(l1, second)).toBe(1_500_000n)
})

test('defaultAccountTypes eip155 eoa → the same kind of login gives an EOA; the Account view switches to the smart account and back, and useAccount, wagmi and Account agree at every step', async ({
  page,
  request,
  baseURL,
}) => {
  const eoaPage = await pageOf(request, baseURL, '&accountType=eoa')
  await openDemo(page, eoaPage)
  const { address: eoa } = await logInWithEmail(page, request)
  await expect(accountType(page)).toHaveText('eoa')
  await expectAddressesAgree(page, eoa)

  await page.getByRole('button', { name: /^Account / }).click()
  await modal(page, 'Account').getByRole('button', { name: 'Switch to your smart account' }).click()
  await expect(accountType(page)).toHaveText('smartAccount')
  await expect(hookValue(page, 'useAccount().address')).not.toHaveText(eoa)
  const smartAccount = (await hookValue(page, 'useAccount().address').textContent()) as Address
  expect(smartAccount).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(smartAccount.toLowerCase()).not.toBe(eoa.toLowerCase())
  await page.keyboard.press('Escape')
  await expectAddressesAgree(page, smartAccount)

  // SPEC §3: the person's own choice is kept, so a reload stays on the smart account despite the host's eoa.
  await openDemo(page, eoaPage, 'connected')
  await expect(accountType(page)).toHaveText('smartAccount')
  await expectAddressesAgree(page, smartAccount)

  await page.getByRole('button', { name: /^Account / }).click()
  await modal(page, 'Account').getByRole('button', { name: 'Switch to your EOA' }).click()
  await expect(accountType(page)).toHaveText('eoa')
  await page.keyboard.press('Escape')
  await expectAddressesAgree(page, eoa)
})

test('sign-in with the smart account: ERC-6492 while undeployed, EIP-1271 once deployed; the demo server verifies both', async ({
  page,
  request,
  baseURL,
}) => {
  const { l1 } = await readDevnet(request)
  const server = page.getByRole('status', { name: 'Demo server' })
  const signInView = modal(page, 'Sign In')
  const signIn = async () => {
    await signInView.getByRole('button', { name: 'Sign' }).click()
    await pressInFrame(page, 'Approve')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  }
  /** The newest session's signature the page keeps (@portico/siwx's localStorage sessions). */
  const keptSignature = () =>
    page.evaluate(() => {
      const sessions = JSON.parse(localStorage.getItem('@portico/siwxSessions') ?? '[]') as {
        signature: string
      }[]
      return sessions.at(-1)?.signature ?? ''
    })

  await openDemo(page, await pageOf(request, baseURL, '&signIn=required'))
  const email = freshEmail()
  await askForCode(page, email)
  await typeCode(page, await readLoginCode(request, email))
  await expect(hookValue(page, 'useAccount().status')).toHaveText('connected', { timeout: 20_000 })
  const address = (await hookValue(page, 'useAccount().address').textContent()) as Address
  await expect(accountType(page)).toHaveText('smartAccount')
  expect(await l1.client.getCode({ address })).toBeUndefined()
  await signIn()
  await expect(server).toHaveText(`Signed in as ${address}`)
  expect(await keptSignature()).toMatch(new RegExp(`${ERC6492_SUFFIX}$`))

  // The first user operation deploys the account; a fresh sign-in then signs as the deployed contract.
  await fundEth(l1, address)
  const send = await sendEth(page, freshAddress())
  await expect(send.getByRole('status', { name: 'Transaction status' })).toHaveText('confirmed', {
    timeout: 30_000,
  })
  await expect(deployed(page)).toHaveText('true')
  await page.evaluate(() => localStorage.removeItem('@portico/siwxSessions'))
  await page.reload()
  await expect(signInView).toBeVisible({ timeout: 20_000 })
  await signIn()
  await expect(server).toHaveText(`Signed in as ${address}`)
  const signature = await keptSignature()
  expect(signature).toMatch(/^0x[0-9a-f]+$/)
  expect(signature).not.toMatch(new RegExp(`${ERC6492_SUFFIX}$`))
})

test('the bundler unreachable → the send fails with a clear error and nothing moves', async ({
  page,
  request,
  baseURL,
}) => {
  const { l1 } = await readDevnet(request)
  const { bundlerUrl } = (await (await request.get('/portico/devnet.json')).json()).chains.find(
    (chain: { chainId: number }) => chain.chainId === l1.chainId,
  ) as { bundlerUrl: string }
  await openDemo(page, await pageOf(request, baseURL))
  const { address } = await logInWithEmail(page, request)
  await fundEth(l1, address)
  // The stack's bundler serves every test at once, so this page alone loses it: its requests are refused.
  await page.context().route(`${bundlerUrl}/**`, (route) => route.abort('connectionrefused'))
  await page.context().route(bundlerUrl, (route) => route.abort('connectionrefused'))
  const receiver = freshAddress()
  const before = await l1.client.getBalance({ address })
  const send = await sendEth(page, receiver)
  await expect(send.getByRole('alert')).toContainText('The bundler did not answer: nothing was sent', {
    timeout: 30_000,
  })
  expect(await l1.client.getBalance({ address })).toBe(before)
  expect(await l1.client.getBalance({ address: receiver })).toBe(0n)
  await expect(deployed(page)).toHaveText('false')
})
