// The chain's query and event types (system.account, TransactionFeePaid) for TypeScript.
import '@polkadot/api-augment'
import type { APIRequestContext } from '@playwright/test'
import { ApiPromise, WsProvider } from '@polkadot/api'
import { encodeAddress, randomAsU8a } from '@polkadot/util-crypto'
import { truncateAddress } from '@portico/core'
import { formatUnits } from 'viem'
import { expect, test } from './fixtures'
import { modal, openDemo } from './support/demoPage'
import { displayedAmount } from './support/displayedAmount'
import { fillSend } from './support/modalSend'
import { connectPolkadot, namespaceHook, walletParts } from './support/polkadotCosmosStack'

/** The stack's Polkadot chain (/portico/devnet.json), read with @polkadot/api as the test's own witness. */
async function openPolkadotChain(request: APIRequestContext) {
  const { polkadot } = (await (await request.get('/portico/devnet.json')).json()) as {
    polkadot: { wsUrl: string }
  }
  const api = await ApiPromise.create({ provider: new WsProvider(polkadot.wsUrl), noInitWarn: true })
  return {
    api,
    free: async (address: string) => (await api.query.system.account(address)).data.free.toBigInt(),
    /** The fee `payer` was charged in the head block (instant mode: the send's own block). */
    feePaidBy: async (payer: string) =>
      (await api.query.system.events())
        .map(({ event }) => event)
        .filter((event) => api.events.transactionPayment.TransactionFeePaid.is(event))
        .find((event) => event.data[0].eq(payer))
        ?.data[1].toBigInt(),
  }
}

test('Polkadot in the modal: the balance read from the chain; Wallets and accounts picks the second account and the hooks follow; 1 KSM sent to the first moves both balances by the amount and the fee', async ({
  page,
  request,
}) => {
  const { api, free, feePaidBy } = await openPolkadotChain(request)
  try {
    await openDemo(page)
    const first = await connectPolkadot(page)
    const [, second = ''] = (await walletParts(page)).polkadotAddresses
    const shown = (planck: bigint) => displayedAmount(formatUnits(planck, 12), 'KSM')
    await expect(
      page.getByRole('button', { name: `Account ${truncateAddress(first)}, ${shown(await free(first))}` }),
    ).toBeVisible()

    // Pick the wallet's second account in the modal: the page's hooks and the account button follow.
    await page.getByRole('button', { name: new RegExp(`^Account ${truncateAddress(first)}`) }).click()
    await modal(page, 'Account').getByRole('button', { name: 'Wallets and accounts' }).click()
    await modal(page, 'Wallets')
      .getByRole('button', { name: new RegExp(truncateAddress(second)) })
      .click()
    await expect(namespaceHook(page, 'polkadot', 'address')).toHaveText(second)
    await page.keyboard.press('Escape')
    const senderBefore = await free(second)
    const receiverBefore = await free(first)
    await expect(
      page.getByRole('button', { name: `Account ${truncateAddress(second)}, ${shown(senderBefore)}` }),
    ).toBeVisible()

    // Send 1 KSM from the picked account to the first, signed in the extension (signPayload).
    await page.getByRole('button', { name: new RegExp(`^Account ${truncateAddress(second)}`) }).click()
    await modal(page, 'Account')
      .getByRole('list', { name: 'Wallet actions' })
      .getByRole('button', { name: 'Send' })
      .click()
    await fillSend(page, { token: /^KSM/, amount: '1', receiver: first })
    await modal(page, 'Send')
      .getByRole('region', { name: 'Send preview' })
      .getByRole('button', { name: 'Send now' })
      .click()
    // The send returns once the local chain has built the block with it: seconds on a loaded 2-core machine.
    await expect(modal(page, 'Account').getByRole('list', { name: 'Wallet actions' })).toBeVisible({
      timeout: 20_000,
    })
    const unit = 10n ** 12n
    await expect.poll(() => free(first)).toBe(receiverBefore + unit)
    const fee = await feePaidBy(second)
    expect(fee).toBeGreaterThan(0n)
    expect(senderBefore - (await free(second))).toBe(unit + (fee ?? 0n))
  } finally {
    await api.disconnect()
  }
})

test("the demo's Polkadot send form: 1 KSM to a fresh address, signed in the extension; the receiver holds exactly 1 KSM and the sender paid it and the block's fee", async ({
  page,
  request,
}) => {
  const { api, free, feePaidBy } = await openPolkadotChain(request)
  try {
    await openDemo(page)
    const sender = await connectPolkadot(page)
    const receiver = encodeAddress(randomAsU8a(32), 2)
    const before = await free(sender)
    const form = page.getByRole('form', { name: 'Transfer on Polkadot' })
    await form.getByLabel('Polkadot recipient').fill(receiver)
    await form.getByLabel('Polkadot amount').fill('1')
    await form.getByRole('button', { name: 'Send on Polkadot' }).click()
    // The hash shows once the local chain has built the block with it: seconds on a loaded 2-core machine.
    await expect(form.getByRole('status', { name: 'Polkadot transaction hash' })).toHaveText(
      /^0x[0-9a-f]{64}$/,
      { timeout: 20_000 },
    )
    const unit = 10n ** 12n
    expect(await free(receiver)).toBe(unit)
    const fee = await feePaidBy(sender)
    expect(fee).toBeGreaterThan(0n)
    expect(before - (await free(sender))).toBe(unit + (fee ?? 0n))
    // A receiver that is no SS58 address is refused before anything is signed.
    await form.getByLabel('Polkadot recipient').fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await form.getByRole('button', { name: 'Send on Polkadot' }).click()
    await expect(form.getByRole('alert')).toBeVisible()
    expect(await free(sender)).toBe(before - unit - (fee ?? 0n))
  } finally {
    await api.disconnect()
  }
})
