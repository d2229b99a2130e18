#!/usr/bin/env node
import { CLI_USAGE, parseCliArgs } from './parseCliArgs'
import { type Devnet, startDevnet } from './startDevnet'

async function main(): Promise<void> {
  const { help, ...parameters } = parseCliArgs(process.argv.slice(2))
  if (help) {
    console.log(CLI_USAGE)
    return
  }

  // Signals are handled from the start, so one that arrives mid-start still stops what has started.
  let devnet: Devnet | undefined
  let stopRequested = false
  const shutdown = async () => {
    if (stopRequested) return
    stopRequested = true
    await devnet?.stop()
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)

  devnet = await startDevnet(parameters)
  if (stopRequested) {
    await devnet.stop()
    process.exit(0)
  }
  for (const chain of devnet.chains) {
    const contracts = Object.entries(chain.contracts).map(([symbol, address]) => `${symbol} ${address}`)
    console.log(`${chain.name} (chain ${chain.chainId}) ${chain.rpcUrl}  ${contracts.join('  ')}`)
    const pools = Object.keys(chain.market.pools).join(', ')
    console.log(`  Uniswap V2 router ${chain.market.router}  WETH ${chain.market.weth}  pools ${pools}`)
    const { entryPoint, simpleAccountFactory, smartAccountFactory } = chain.accountAbstraction
    console.log(
      `  ERC-4337 EntryPoint v0.7 ${entryPoint}  SimpleAccountFactory ${simpleAccountFactory}  PorticoSmartAccountFactory ${smartAccountFactory}${chain.bundlerUrl ? `  bundler ${chain.bundlerUrl}` : ''}`,
    )
  }
  console.log(
    `Names *.${devnet.names.zone} through ${devnet.names.gatewayUrl}, universal resolver ${devnet.chains[0]?.names.universalResolver}`,
  )
  const { solana } = devnet
  console.log(
    `${solana.name} (${solana.chainId}) ${solana.rpcUrl} ${solana.wsUrl}  DUSD ${solana.tokens.DUSD.mint}`,
  )
  if (devnet.polkadot) {
    const { name, chainId, wsUrl, token } = devnet.polkadot
    console.log(`${name} (${chainId}) ${wsUrl}  ${token.symbol}`)
  }
  if (parameters.outFile) console.log(`Devnet description: ${parameters.outFile}`)
  console.log('Devnet ready')
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
