#!/usr/bin/env node
import { existsSync, readFileSync } from 'node:fs'
import { text } from 'node:stream/consumers'
import { ADMIN_BOOTSTRAP_ENV } from './admin/adminConstants'
import { isAdminCommand } from './adminCli/parseAdminCommand'
import { runAdminCli } from './adminCli/runAdminCli'
import { DEFAULT_DEVNET_DESCRIPTION_PATH } from './constants'
import { checkMailFrom } from './emailLogin/checkMailFrom'
import { CLI_USAGE, commaList, parseCliArgs, parseSwapNetworks } from './parseCliArgs'
import { serviceSettingsFromEnv } from './serviceSettingsFromEnv'
import type { Cloud } from './startCloud'

async function main(): Promise<void> {
  // `portico-cloud doctor [flags]` checks the services the same flags would serve with, then exits.
  if (process.argv[2] === 'doctor') {
    const { runDoctorCli } = await import('./doctor/runDoctorCli')
    process.exitCode = await runDoctorCli(process.argv.slice(3), process.env, (output) => console.log(output))
    return
  }
  // `portico-cloud projects|origins|features|admins …` administers; no subcommand serves.
  if (isAdminCommand(process.argv.slice(2))) {
    await runAdminCli({
      argv: process.argv.slice(2),
      readStdin: () => text(process.stdin),
      env: process.env,
      write: (output) => console.log(output),
    })
    return
  }
  const {
    help,
    devnetFile,
    sessionKeyFile,
    walletKeyFile,
    smtpUrl,
    mailFrom,
    socialProvidersFile,
    nftMetadataHosts,
    nftSpamContracts,
    nameZone,
    nameGatewayKeyFile,
    swapNetworks,
    onrampProvider,
    onrampTreasuryKeyFile,
    onrampSolanaTreasuryKeyFile,
    farcasterRelayUrl,
    farcasterIdRegistry,
    farcasterRpcUrl,
    metricsTokenFile,
    frameOrigin,
    ...options
  } = parseCliArgs(process.argv.slice(2))
  if (help) {
    console.log(CLI_USAGE)
    return
  }
  // The server's modules load only to serve: an admin command starts without them.
  const { startCloud } = await import('./startCloud')
  const {
    chainsFromDevnetDescription,
    nftMetadataHostsFromDevnetDescription,
    solanaChainsFromDevnetDescription,
  } = await import('./chains/chainsFromDevnet')
  // Signals are handled from the start, so one that arrives mid-start still closes what started.
  let cloud: Cloud | undefined
  let stopRequested = false
  const shutdown = async () => {
    if (stopRequested) return
    stopRequested = true
    await cloud?.close()
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)

  // The devnet by default: its description file, when one has been written.
  const description =
    devnetFile ?? (existsSync(DEFAULT_DEVNET_DESCRIPTION_PATH) ? DEFAULT_DEVNET_DESCRIPTION_PATH : undefined)
  const devnet = description ? JSON.parse(readFileSync(description, 'utf8')) : undefined
  const chains = devnet ? chainsFromDevnetDescription(devnet) : undefined
  const solanaChains = devnet ? solanaChainsFromDevnetDescription(devnet) : undefined
  // The devnet serves its NFT metadata on 127.0.0.1: allowed beside the operator's hosts.
  const metadataHosts = [
    ...(nftMetadataHosts ?? commaList(process.env.PORTICO_CLOUD_NFT_METADATA_HOSTS) ?? []),
    ...(devnet ? nftMetadataHostsFromDevnetDescription(devnet) : []),
  ]
  const spamContracts = nftSpamContracts ?? commaList(process.env.PORTICO_CLOUD_NFT_SPAM_CONTRACTS) ?? []
  // Swaps beyond SPEC §9's networks only where the operator says (the local stack: its devnet).
  const swapChainIds =
    swapNetworks ??
    parseSwapNetworks(commaList(process.env.PORTICO_CLOUD_SWAP_NETWORKS), 'PORTICO_CLOUD_SWAP_NETWORKS') ??
    []
  const sessionSigningKey = sessionKeyFile
    ? readFileSync(sessionKeyFile, 'utf8')
    : process.env.PORTICO_CLOUD_SESSION_KEY || undefined
  const walletKeySecret = walletKeyFile
    ? readFileSync(walletKeyFile, 'utf8').trim()
    : process.env.PORTICO_CLOUD_WALLET_KEY || undefined
  // The devnet's resolver trusts its public devnet key, which its description carries.
  const nameGatewayKey = nameGatewayKeyFile
    ? readFileSync(nameGatewayKeyFile, 'utf8').trim()
    : process.env.PORTICO_CLOUD_NAME_GATEWAY_KEY || devnet?.names?.signerPrivateKey
  const zone = nameZone ?? (process.env.PORTICO_CLOUD_NAME_ZONE || devnet?.names?.zone)
  // The on-ramp sandbox's treasury: the operator's keys, else the ones a devnet description carries.
  const { parseSolanaKeypairJson } = await import('./onramp/parseSolanaKeypairJson')
  const onrampEnv = process.env.PORTICO_CLOUD_ONRAMP
  if (onrampEnv && onrampEnv !== 'sandbox' && onrampEnv !== 'off') {
    throw new Error(`PORTICO_CLOUD_ONRAMP must be sandbox or off, got "${onrampEnv}"`)
  }
  const evmTreasuryKey = onrampTreasuryKeyFile
    ? readFileSync(onrampTreasuryKeyFile, 'utf8').trim()
    : process.env.PORTICO_CLOUD_ONRAMP_TREASURY_KEY || devnet?.onramp?.evmTreasuryKey
  const solanaTreasuryText = onrampSolanaTreasuryKeyFile
    ? readFileSync(onrampSolanaTreasuryKeyFile, 'utf8')
    : process.env.PORTICO_CLOUD_ONRAMP_SOLANA_TREASURY_KEY
  const solanaTreasuryKey = solanaTreasuryText
    ? parseSolanaKeypairJson(
        solanaTreasuryText,
        onrampSolanaTreasuryKeyFile ?? 'PORTICO_CLOUD_ONRAMP_SOLANA_TREASURY_KEY',
      )
    : devnet?.onramp?.solanaTreasuryKey
  const onramp = {
    provider: onrampProvider ?? (onrampEnv === 'off' ? 'off' : 'sandbox'),
    ...(evmTreasuryKey ? { evmTreasuryKey } : {}),
    ...(solanaTreasuryKey ? { solanaTreasuryKey } : {}),
  } as const
  const metricsToken = metricsTokenFile
    ? readFileSync(metricsTokenFile, 'utf8').trim()
    : process.env.PORTICO_CLOUD_METRICS_TOKEN || undefined
  if (metricsTokenFile && !metricsToken) throw new Error(`--metrics-token: ${metricsTokenFile} is empty`)
  const {
    smtpUrl: smtp,
    frameOrigin: frame,
    socialProvidersFile: socialFile,
  } = serviceSettingsFromEnv({ smtpUrl, frameOrigin, socialProvidersFile }, process.env)
  const mailFromEnv = process.env.PORTICO_CLOUD_MAIL_FROM || undefined
  const mailSender =
    mailFrom ??
    (mailFromEnv === undefined ? undefined : checkMailFrom(mailFromEnv, 'PORTICO_CLOUD_MAIL_FROM'))
  const { readSocialLoginSettingsFile } = await import('./socialLogin/readSocialLoginSettingsFile')
  const socialLogin = socialFile ? readSocialLoginSettingsFile(socialFile) : undefined
  const { farcasterSettingsFromCli } = await import('./farcasterLogin/farcasterSettingsFromCli')
  const farcaster = farcasterSettingsFromCli({
    relayUrl: farcasterRelayUrl ?? (process.env.PORTICO_CLOUD_FARCASTER_RELAY_URL || undefined),
    idRegistry: farcasterIdRegistry,
    rpcUrl: farcasterRpcUrl,
    devnetFarcaster: devnet?.farcaster,
  })
  cloud = await startCloud({
    ...options,
    ...(chains ? { chains } : {}),
    ...(solanaChains ? { solanaChains } : {}),
    nftMetadataHosts: metadataHosts,
    nftSpamContracts: spamContracts,
    swapNetworks: swapChainIds,
    ...(sessionSigningKey ? { sessionSigningKey } : {}),
    ...(walletKeySecret ? { walletKeySecret } : {}),
    ...(smtp ? { smtpUrl: smtp } : {}),
    ...(mailSender ? { mailFrom: mailSender } : {}),
    ...(frame ? { frameOrigin: frame } : {}),
    ...(zone ? { nameZone: zone } : {}),
    ...(nameGatewayKey ? { nameGatewayKey } : {}),
    ...(socialLogin ? { socialLogin } : {}),
    onramp,
    ...(farcaster ? { farcaster } : {}),
    ...(metricsToken ? { metricsToken } : {}),
    ...(process.env[ADMIN_BOOTSTRAP_ENV] ? { adminBootstrapSecret: process.env[ADMIN_BOOTSTRAP_ENV] } : {}),
  })
  if (stopRequested) {
    await cloud.close()
    process.exit(0)
  }
  console.log(`Portico Cloud: ${cloud.url}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
