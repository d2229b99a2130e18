import { Secp256k1HdWallet } from '@cosmjs/amino'
import { u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { porticoLocalPolkadot } from '@portico/adapter-polkadot'
import { verifyAdr36Signature } from '@portico/siwx'
import { DEVNET_WALLET_MNEMONIC, type WalletConnectTestWallet } from '@portico/test-wallets'
import { expect, test } from './fixtures'
import { openDemo } from './support/demoPage'
import { COSMOS_CHAIN_ID, namespaceHook } from './support/polkadotCosmosStack'
import { allowClipboard, connectWithTestWallet, startTestWallet } from './support/walletConnect'

// The Node wallet also holds the devnet wallet's Polkadot and Cosmos keys, on the demo's chains.
const wcTest = test.extend<{ wallet: WalletConnectTestWallet }>({
  wallet: async ({ context, request }, use) => {
    await allowClipboard(context)
    const wallet = await startTestWallet(request, {
      polkadot: {
        mnemonic: DEVNET_WALLET_MNEMONIC,
        chains: [porticoLocalPolkadot.caipNetworkId],
        ss58Format: 2,
      },
      cosmos: {
        mnemonic: DEVNET_WALLET_MNEMONIC,
        chains: [
          { chain: `cosmos:${COSMOS_CHAIN_ID}`, bech32Prefix: 'osmo' },
          { chain: 'cosmos:cosmoshub-4', bech32Prefix: 'cosmos' },
        ],
      },
    })
    await use(wallet)
    await wallet.disconnect().catch(() => undefined)
    await wallet.close()
  },
})

wcTest(
  'WalletConnect: one pairing through the local relay connects EVM, Polkadot and Cosmos; a Polkadot signature verifies with signatureVerify and a Cosmos one with ADR-36',
  async ({ page, wallet }) => {
    await openDemo(page, '/?wallet=none')
    await connectWithTestWallet(page, wallet)
    await expect(namespaceHook(page, 'polkadot', 'status')).toHaveText('connected')
    await expect(namespaceHook(page, 'cosmos', 'status')).toHaveText('connected')
    const [polkadotAddress = ''] = wallet.polkadotAddresses
    const [cosmosAddress = ''] = wallet.cosmosAddresses
    await expect(namespaceHook(page, 'polkadot', 'address')).toHaveText(polkadotAddress)
    await expect(namespaceHook(page, 'cosmos', 'address')).toHaveText(cosmosAddress)

    const polkadotForm = page.getByRole('form', { name: 'Polkadot message signature' })
    const polkadotMessage = `Portico over WalletConnect ${Date.now()} on Polkadot`
    await polkadotForm.getByLabel('Polkadot message').fill(polkadotMessage)
    await polkadotForm.getByRole('button', { name: 'Sign Polkadot message' }).click()
    const polkadotOutput = polkadotForm.getByRole('status', { name: 'Polkadot signature' })
    await expect(polkadotOutput).toHaveText(/^0x[0-9a-f]{128}$/)
    const polkadotSignature = (await polkadotOutput.textContent()) as `0x${string}`
    await cryptoWaitReady()
    expect(signatureVerify(u8aWrapBytes(polkadotMessage), polkadotSignature, polkadotAddress).isValid).toBe(
      true,
    )
    expect(
      signatureVerify(u8aWrapBytes(`${polkadotMessage}!`), polkadotSignature, polkadotAddress).isValid,
    ).toBe(false)

    const cosmosForm = page.getByRole('form', { name: 'Cosmos message signature' })
    const cosmosMessage = `Portico over WalletConnect ${Date.now()} on Cosmos`
    await cosmosForm.getByLabel('Cosmos message').fill(cosmosMessage)
    await cosmosForm.getByRole('button', { name: 'Sign Cosmos message' }).click()
    const cosmosOutput = cosmosForm.getByRole('status', { name: 'Cosmos signature' })
    await expect(cosmosOutput).toHaveText(/^[A-Za-z0-9+/]{86}==$/)
    // The account's key, made from the same mnemonic with cosmjs: it must hash to the session's address.
    const [account] = await (
      await Secp256k1HdWallet.fromMnemonic(DEVNET_WALLET_MNEMONIC, { prefix: 'osmo' })
    ).getAccounts()
    const publicKey = Buffer.from(account?.pubkey ?? []).toString('base64')
    const signature = (await cosmosOutput.textContent()) ?? ''
    expect(account?.address).toBe(cosmosAddress)
    expect(
      await verifyAdr36Signature({ address: cosmosAddress, publicKey, message: cosmosMessage, signature }),
    ).toBe(true)
    expect(
      await verifyAdr36Signature({
        address: cosmosAddress,
        publicKey,
        message: `${cosmosMessage}!`,
        signature,
      }),
    ).toBe(false)
    const methods = wallet.answered.map(({ method }) => method)
    expect(methods).toContain('polkadot_signMessage')
    expect(methods).toContain('cosmos_signAmino')
  },
)
