import { getDevnetAccounts } from '@portico/devnet'
import type { BenchStack } from '../stack/startBenchStack'
import { type LoadResult, loadTest } from './loadTest'
import { startBareServer } from './startBareServer'

export type CloudLoad = {
  bareNode: LoadResult
  getWallets: LoadResult
  balance: LoadResult
  bodyBytes: number
}

/** Portico Cloud's getWallets and balance under autocannon, beside a bare server sending getWallets' body. */
export async function measureCloud(stack: BenchStack, durationSeconds: number): Promise<CloudLoad> {
  const sdk = `projectId=${stack.projectId}&st=bench&sv=bench`
  const getWallets = `${stack.cloudUrl}/getWallets?${sdk}&page=1&entries=40`
  const [, account] = getDevnetAccounts()
  if (!account) throw new Error('No devnet account to read a balance of')
  const balance = `${stack.cloudUrl}/v1/account/${account.address}/balance?${sdk}&currency=usd&chainId=eip155:${stack.chainId}`
  for (const url of [getWallets, balance]) {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`)
  }
  const body = await (await fetch(getWallets)).text()
  const bare = await startBareServer(body)
  try {
    return {
      bareNode: await loadTest(bare.url, { durationSeconds }),
      getWallets: await loadTest(getWallets, { durationSeconds }),
      balance: await loadTest(balance, { durationSeconds }),
      bodyBytes: Buffer.byteLength(body),
    }
  } finally {
    await bare.close()
  }
}
