import { bitcoinRegtest } from '@portico/adapter-bitcoin'
import { DEVNET_WALLET_MNEMONIC, type WalletConnectTestWallet } from '@portico/test-wallets'
import { Verifier } from 'bip322-js'
import { expect, test } from './fixtures'
import { bitcoinAccounts, bitcoinHook } from './support/bitcoinStack'
import { hookValue, openDemo } from './support/demoPage'
import { allowClipboard, connectWithTestWallet, startTestWallet } from './support/walletConnect'

// The Node wallet also holds Bitcoin keys on the demo's regtest network, so its session has a bip122 namespace.
const bitcoinWalletConnectTest = test.extend<{ wallet: WalletConnectTestWallet }>({
  wallet: async ({ context, request }, use) => {
    await allowClipboard(context)
    const wallet = await startTestWallet(request, {
      bitcoin: { mnemonic: DEVNET_WALLET_MNEMONIC, chain: bitcoinRegtest.caipNetworkId, network: 'Regtest' },
    })
    await use(wallet)
    await wallet.disconnect().catch(() => undefined)
    await wallet.close()
  },
})

bitcoinWalletConnectTest(
  'WalletConnect: the Node wallet pairs through the local relay with a bip122 namespace; both Bitcoin accounts sign and bip322-js verifies',
  async ({ page, wallet }) => {
    await openDemo(page, '/?wallet=none')
    await connectWithTestWallet(page, wallet)
    // One session, every namespace it grants: Bitcoin connects beside EVM with no second pairing.
    await expect(bitcoinHook(page, 'status')).toHaveText('connected')
    const [payment, ordinal] = wallet.bitcoinAddresses
    await expect(bitcoinHook(page, 'address')).toHaveText(payment ?? '')
    await expect(bitcoinAccounts(page)).toHaveText([`payment: ${payment}`, `ordinal: ${ordinal}`])
    expect(wallet.answered.map(({ method }) => method)).toContain('getAccountAddresses')
    await expect(hookValue(page, 'useWalletInfo().walletInfo.name')).not.toHaveText('—')

    const form = page.getByRole('form', { name: 'Bitcoin message signature' })
    const output = form.getByRole('status', { name: 'Bitcoin signature' })
    let previous = ''
    for (const address of [payment, ordinal]) {
      if (!address) throw new Error('the wallet has no Bitcoin address')
      const message = `Portico over WalletConnect ${Date.now()} ${address.slice(0, 8)}`
      await form.getByLabel('Signing account').selectOption(address)
      await form.getByLabel('Bitcoin message').fill(message)
      await form.getByRole('button', { name: 'Sign Bitcoin message' }).click()
      await expect(output).not.toHaveText(previous)
      await expect(output).not.toHaveText('')
      const signature = (await output.textContent()) ?? ''
      previous = signature
      expect(Verifier.verifySignature(address, message, signature)).toBe(true)
      expect(Verifier.verifySignature(address, `${message}!`, signature)).toBe(false)
    }
    const signed = wallet.answered.filter(({ method }) => method === 'signMessage')
    expect(signed).toEqual([
      { method: 'signMessage', chainId: bitcoinRegtest.caipNetworkId },
      { method: 'signMessage', chainId: bitcoinRegtest.caipNetworkId },
    ])
  },
)
