import type { Page } from '@playwright/test'
import {
  type Address,
  createTestClient,
  createWalletClient,
  erc20Abi,
  http,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect } from '../fixtures'
import { hookValue, modal } from './demoPage'
import type { TestChain } from './localStack'

/** The ERC-6492 magic suffix: an undeployed smart account's signature ends with it (ERC-6492). */
export const ERC6492_SUFFIX = '6492649264926492649264926492649264926492649264926492649264926492'

/** The three views of the active address that must agree (appkit #4008): Portico's hook, wagmi, Account. */
export async function expectAddressesAgree(page: Page, address: string) {
  await expect(hookValue(page, 'useAccount().address')).toHaveText(address)
  await expect(hookValue(page, 'getConnection(wagmiConfig).address')).toHaveText(address)
  await page.getByRole('button', { name: /^Account / }).click()
  await expect(modal(page, 'Account').getByTitle(address, { exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

/** anvil gives the account ETH for the user operations' gas and the sends. */
export async function fundEth(chain: TestChain, address: Address, ether = '1') {
  await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).setBalance({
    address,
    value: parseEther(ether),
  })
}

/** DUSD minted to `address` through the devnet token's open faucet, by a fresh funded key (no shared nonce). */
export async function mintDusd(chain: TestChain, address: Address, amount: string) {
  const minter = privateKeyToAccount(generatePrivateKey())
  await fundEth(chain, minter.address)
  const decimals = await chain.client.readContract({
    address: chain.contracts.DUSD,
    abi: erc20Abi,
    functionName: 'decimals',
  })
  const wallet = createWalletClient({ account: minter, transport: http(chain.rpcUrl) })
  const hash = await wallet.writeContract({
    chain: null,
    address: chain.contracts.DUSD,
    abi: parseAbi(['function mint(address to, uint256 amount)']),
    functionName: 'mint',
    args: [address, parseUnits(amount, decimals)],
  })
  await chain.client.waitForTransactionReceipt({ hash })
}
