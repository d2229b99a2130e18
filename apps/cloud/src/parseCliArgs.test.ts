import { describe, expect, test } from 'vitest'
import { DEFAULT_CLOUD_PORT, DEFAULT_DATABASE_PATH } from './constants'
import { parseCliArgs } from './parseCliArgs'

describe('parseCliArgs', () => {
  test('defaults: port 4000, the embedded database under .portico/', () => {
    expect(parseCliArgs([])).toMatchObject({
      port: DEFAULT_CLOUD_PORT,
      database: DEFAULT_DATABASE_PATH,
      quiet: false,
    })
  })

  test('reads --port, --database, --devnet, --redis, --session-key, --wallet-key and --quiet', () => {
    expect(
      parseCliArgs([
        '--port',
        '4555',
        '--database',
        'postgres://u@h/db',
        '--devnet',
        'd.json',
        '--redis',
        'redis://127.0.0.1:6379',
        '--session-key',
        'session.pem',
        '--wallet-key',
        'wallet.key',
        '--quiet',
      ]),
    ).toMatchObject({
      port: 4555,
      database: 'postgres://u@h/db',
      devnetFile: 'd.json',
      redis: 'redis://127.0.0.1:6379',
      sessionKeyFile: 'session.pem',
      walletKeyFile: 'wallet.key',
      quiet: true,
    })
  })

  test('reads --frame-origin and refuses what is not a bare origin', () => {
    expect(parseCliArgs(['--frame-origin', 'https://wallet.example.com'])).toMatchObject({
      frameOrigin: 'https://wallet.example.com',
    })
    expect(parseCliArgs([]).frameOrigin).toBeUndefined()
    expect(() => parseCliArgs(['--frame-origin', 'https://wallet.example.com/frame'])).toThrow(
      `--frame-origin takes the secure frame's origin (scheme, host, port; no path), e.g. https://wallet.example.com, got "https://wallet.example.com/frame"`,
    )
  })

  test('reads --smtp-url and refuses one that is not smtp:// or smtps://', () => {
    expect(parseCliArgs(['--smtp-url', 'smtp://127.0.0.1:2525'])).toMatchObject({
      smtpUrl: 'smtp://127.0.0.1:2525',
    })
    expect(() => parseCliArgs(['--smtp-url', 'http://mail'])).toThrow(
      '--smtp-url must be an smtp:// or smtps:// URL, got "http://mail"',
    )
  })

  test('reads --mail-from, absent when not given, and refuses what is not one sender', () => {
    expect(parseCliArgs([]).mailFrom).toBeUndefined()
    expect(parseCliArgs(['--mail-from', 'Acme <no-reply@acme.example>']).mailFrom).toBe(
      'Acme <no-reply@acme.example>',
    )
    expect(() => parseCliArgs(['--mail-from', 'Acme'])).toThrow('--mail-from must be an address')
  })

  test('reads --email-code-ttl-minutes as milliseconds, absent when not given, and refuses anything but 1 to 999', () => {
    expect(parseCliArgs([]).emailCodeTtlMs).toBeUndefined()
    expect(parseCliArgs(['--email-code-ttl-minutes', '1']).emailCodeTtlMs).toBe(60_000)
    for (const bad of ['0', '01', '1.5', 'ten', '1000'])
      expect(() => parseCliArgs(['--email-code-ttl-minutes', bad])).toThrow(
        `--email-code-ttl-minutes must be a whole number from 1 to 999, got "${bad}"`,
      )
  })

  test('reads --nft-metadata-hosts and --nft-spam-contracts as comma lists, absent when not given', () => {
    expect(
      parseCliArgs([
        '--nft-metadata-hosts',
        '127.0.0.1:9000, *',
        '--nft-spam-contracts',
        'eip155:1:0xabc,,0xdef',
      ]),
    ).toMatchObject({
      nftMetadataHosts: ['127.0.0.1:9000', '*'],
      nftSpamContracts: ['eip155:1:0xabc', '0xdef'],
    })
    expect(parseCliArgs([])).toMatchObject({ nftMetadataHosts: undefined, nftSpamContracts: undefined })
  })

  test('reads the names zone and the gateway key file', () => {
    expect(
      parseCliArgs(['--name-zone', 'names.example', '--name-gateway-key', '/run/secrets/names']),
    ).toMatchObject({
      nameZone: 'names.example',
      nameGatewayKeyFile: '/run/secrets/names',
    })
    expect(parseCliArgs([])).toMatchObject({ nameZone: undefined, nameGatewayKeyFile: undefined })
  })

  test('a bad port names itself', () => {
    expect(() => parseCliArgs(['--port', 'abc'])).toThrow(
      '--port must be a whole number from 0 to 65535, got "abc"',
    )
  })

  test('reads --swap-networks as chain ids, bare or CAIP-2, and refuses anything else', () => {
    expect(parseCliArgs([]).swapNetworks).toBeUndefined()
    expect(parseCliArgs(['--swap-networks', '31337, eip155:31338']).swapNetworks).toEqual([31337, 31338])
    expect(() => parseCliArgs(['--swap-networks', '31337,solana:1'])).toThrow(
      '--swap-networks takes eip155 chain ids such as 31337 or eip155:31337, got "solana:1"',
    )
  })
  test('reads --onramp and the treasury key files, and refuses a provider that is not sandbox or off', () => {
    expect(parseCliArgs([])).toMatchObject({
      onrampProvider: undefined,
      onrampTreasuryKeyFile: undefined,
      onrampSolanaTreasuryKeyFile: undefined,
    })
    expect(
      parseCliArgs([
        '--onramp',
        'off',
        '--onramp-treasury-key',
        'treasury.key',
        '--onramp-solana-treasury-key',
        'treasury.json',
      ]),
    ).toMatchObject({
      onrampProvider: 'off',
      onrampTreasuryKeyFile: 'treasury.key',
      onrampSolanaTreasuryKeyFile: 'treasury.json',
    })
    expect(() => parseCliArgs(['--onramp', 'meld'])).toThrow('--onramp must be sandbox or off, got "meld"')
  })
  test('reads the Farcaster relay, IdRegistry and RPC, and refuses a relay that is not a URL or a registry that is not an address', () => {
    expect(parseCliArgs([])).toMatchObject({
      farcasterRelayUrl: undefined,
      farcasterIdRegistry: undefined,
      farcasterRpcUrl: undefined,
    })
    const registry = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'
    expect(
      parseCliArgs([
        ...['--farcaster-relay-url', 'http://127.0.0.1:4400', '--farcaster-id-registry', registry],
        ...['--farcaster-rpc-url', 'https://mainnet.optimism.io'],
      ]),
    ).toMatchObject({
      farcasterRelayUrl: 'http://127.0.0.1:4400',
      farcasterIdRegistry: registry,
      farcasterRpcUrl: 'https://mainnet.optimism.io',
    })
    expect(() => parseCliArgs(['--farcaster-relay-url', 'relay.farcaster.xyz'])).toThrow(
      '--farcaster-relay-url must be an http:// or https:// URL, got "relay.farcaster.xyz"',
    )
    expect(() => parseCliArgs(['--farcaster-id-registry', '0x1234'])).toThrow(
      '--farcaster-id-registry must be an address (0x + 40 hex), got "0x1234"',
    )
  })
  test('reads --trust-proxy as a hop count or proxy addresses, and refuses true or a bad address', () => {
    expect(parseCliArgs([]).trustProxy).toBeUndefined()
    expect(parseCliArgs(['--trust-proxy', '1']).trustProxy).toBe(1)
    expect(parseCliArgs(['--trust-proxy', '10.0.0.0/8,127.0.0.1']).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ])
    expect(() => parseCliArgs(['--trust-proxy', 'true'])).toThrow(
      '--trust-proxy cannot be true: that trusts every X-Forwarded-For entry',
    )
    expect(() => parseCliArgs(['--trust-proxy', '10.0.0.1,nginx'])).toThrow(
      '--trust-proxy cannot trust "nginx": it is no IP address or CIDR',
    )
  })
  test('reads --analytics-retention-days, and refuses what is not 1 to 3650 whole days', () => {
    expect(parseCliArgs([]).analyticsRetentionDays).toBeUndefined()
    expect(parseCliArgs(['--analytics-retention-days', '30']).analyticsRetentionDays).toBe(30)
    expect(() => parseCliArgs(['--analytics-retention-days', '0'])).toThrow(
      '--analytics-retention-days must be a whole number from 1 to 3650, got "0"',
    )
    expect(() => parseCliArgs(['--analytics-retention-days', '9999'])).toThrow(
      '--analytics-retention-days takes a whole number of days from 1 to 3650, got 9999',
    )
  })
})
