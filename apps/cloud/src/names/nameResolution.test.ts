import { getCoinType, porticoDevnet, porticoDevnetL2 } from '@portico/core'
import {
  type Devnet,
  freeDevnetPorts,
  freePort,
  getDevnetAccounts,
  ownedWalletBytecode,
  readArtifact,
  startDevnet,
} from '@portico/devnet'
import {
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  namehash,
  parseAbi,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { getEnsAddress, getEnsName, packetToBytes } from 'viem/ens'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { chainsFromDevnetDescription } from '../chains/chainsFromDevnet'
import { migrate } from '../db/migrate'
import { openDatabase } from '../db/openDatabase'
import { type Cloud, startCloud } from '../startCloud'
import { cloudUrl, DEMO_ORIGIN } from '../test/testCloud'
import { answerNameGateway } from './answerNameGateway'

let devnet: Devnet
let cloud: Cloud

// A failure bound: startDevnet took 2–3 s on two loaded cores in a measured run (2.1 s quiet) and once over 120 s.
beforeAll(async () => {
  // The resolver is deployed with the gateway's URL, so the cloud's port is chosen before the devnet starts.
  const cloudPort = await freePort()
  devnet = await startDevnet({
    ports: await freeDevnetPorts(),
    nameGatewayUrl: `http://127.0.0.1:${cloudPort}/v1/profile/gateway`,
  })
  cloud = await startCloud({
    port: cloudPort,
    host: '127.0.0.1',
    database: 'memory://',
    quiet: true,
    chains: chainsFromDevnetDescription(devnet),
    nameZone: devnet.names.zone,
    nameGatewayKey: devnet.names.signerPrivateKey,
  })
}, 120_000)
afterAll(async () => {
  await cloud?.close()
  await devnet?.stop()
})

const clientOf = (chain: Devnet['chains'][number]) =>
  createPublicClient({
    chain: defineChain({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      contracts: { ensUniversalResolver: { address: chain.names.universalResolver } },
    }),
    transport: http(chain.rpcUrl),
  })

const postRegistration = (body: { coin_type: number; address: Address; message: string; signature: Hex }) =>
  fetch(cloudUrl(cloud, '/v1/profile/account'), {
    method: 'POST',
    headers: { origin: DEMO_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

const registrationMessage = (name: string) =>
  JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })

async function register(chainId: number, name: string) {
  const owner = privateKeyToAccount(generatePrivateKey())
  const message = registrationMessage(name)
  const signature = await owner.signMessage({ message })
  const response = await postRegistration({
    coin_type: getCoinType(chainId),
    address: owner.address,
    message,
    signature,
  })
  expect(response.status).toBe(200)
  return owner
}

// anvil's deterministic CREATE2 deployer: calldata is salt ++ creation code (EIP-6492's factory here).
const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'

describe('contract accounts register through the chain (EIP-1271, EIP-6492)', () => {
  test('a deployed contract wallet registers with its owner’s signature; the same on an unserved chain does not', async () => {
    const chain = devnet.chains[0]
    const funder = getDevnetAccounts()[3]
    if (!chain || !funder) throw new Error('missing devnet chain or account')
    const owner = privateKeyToAccount(generatePrivateKey())
    const walletClient = createWalletClient({ account: funder, transport: http(chain.rpcUrl) })
    const hash = await walletClient.sendTransaction({ data: ownedWalletBytecode(owner.address), chain: null })
    const receipt = await clientOf(chain).waitForTransactionReceipt({ hash, pollingInterval: 50 })
    const wallet = receipt.contractAddress
    if (!wallet) throw new Error('the wallet contract was not deployed')

    const name = `safe-${Math.random().toString(36).slice(2, 10)}.${devnet.names.zone}`
    const message = registrationMessage(name)
    const signature = await owner.signMessage({ message })
    // Chain 1 is not served here: only a key can sign there, and the key is not the wallet.
    expect(
      (await postRegistration({ coin_type: getCoinType(1), address: wallet, message, signature })).status,
    ).toBe(401)
    const again = registrationMessage(name)
    const response = await postRegistration({
      coin_type: getCoinType(chain.chainId),
      address: wallet,
      message: again,
      signature: await owner.signMessage({ message: again }),
    })
    expect(response.status).toBe(200)
    expect((await clientOf(chain).getEnsAddress({ name }))?.toLowerCase()).toBe(wallet.toLowerCase())
  })

  test('a contract wallet not deployed yet registers with an EIP-6492 signature', async () => {
    const chain = devnet.chains[1]
    if (!chain) throw new Error('missing devnet chain')
    const owner = privateKeyToAccount(generatePrivateKey())
    const bytecode = ownedWalletBytecode(owner.address)
    const salt = keccak256(owner.address)
    const wallet = getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt, bytecode })
    expect(await clientOf(chain).getCode({ address: wallet })).toBeUndefined()
    const name = `later-${Math.random().toString(36).slice(2, 10)}.${devnet.names.zone}`
    const message = registrationMessage(name)
    const signature = serializeErc6492Signature({
      address: CREATE2_DEPLOYER,
      data: concat([salt, bytecode]),
      signature: await owner.signMessage({ message }),
    })
    const response = await postRegistration({
      coin_type: getCoinType(chain.chainId),
      address: wallet,
      message,
      signature,
    })
    expect(response.status).toBe(200)
    expect(await clientOf(chain).getEnsAddress({ name })).toBe(wallet)
  })
})

describe('names resolve on chain through the CCIP-read resolver (ERC-3668, ENSIP-10)', () => {
  test.each([0, 1])('on devnet chain %i: getEnsAddress and getEnsName of viem', async (index) => {
    const chain = devnet.chains[index]
    if (!chain) throw new Error('missing devnet chain')
    const client = clientOf(chain)
    const name = `alice-${Math.random().toString(36).slice(2, 10)}.${devnet.names.zone}`
    const owner = await register(chain.chainId, name)

    expect(await client.getEnsAddress({ name })).toBe(owner.address)
    // ENSIP-11 addresses come back as bytes, so viem leaves them lower case.
    const onChain = await client.getEnsAddress({ name, coinType: BigInt(getCoinType(chain.chainId)) })
    expect(onChain?.toLowerCase()).toBe(owner.address.toLowerCase())
    expect(await client.getEnsName({ address: owner.address })).toBe(name)
    expect(
      await client.getEnsName({ address: owner.address, coinType: BigInt(getCoinType(chain.chainId)) }),
    ).toBe(name)

    const nobody = privateKeyToAccount(generatePrivateKey()).address
    expect(await getEnsAddress(client, { name: `nobody-${Date.now()}.${devnet.names.zone}` })).toBeNull()
    expect(await getEnsName(client, { address: nobody })).toBeNull()
    // A name of no zone the resolver serves has no resolver at all.
    expect(await client.getEnsAddress({ name: 'alice.example.test' })).toBeNull()
  })

  test("both chains deploy the universal resolver at the address core's devnet networks give viem", () => {
    const [l1, l2] = devnet.chains
    expect(l1?.names).toEqual(l2?.names)
    expect(l1?.names.universalResolver).toBe(porticoDevnet.contracts.ensUniversalResolver.address)
    expect(l2?.names.universalResolver).toBe(porticoDevnetL2.contracts.ensUniversalResolver.address)
  })

  test('the resolver believes only its gateway key, and only until the answer expires', async () => {
    const chain = devnet.chains[0]
    if (!chain) throw new Error('missing devnet chain')
    const client = clientOf(chain)
    const resolverAbi = readArtifact('PorticoOffchainResolver').abi
    const name = `bob-${Math.random().toString(36).slice(2, 10)}.${devnet.names.zone}`
    const owner = await register(chain.chainId, name)
    const callData = encodeFunctionData({
      abi: parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)']),
      functionName: 'resolve',
      args: [
        toHex(packetToBytes(name)),
        encodeFunctionData({
          abi: parseAbi(['function addr(bytes32 node) view returns (address)']),
          functionName: 'addr',
          args: [namehash(name)],
        }),
      ],
    })
    const db = await openDatabase('memory://')
    await migrate(db)
    await db.query("insert into account_names (name, address, coin_types) values ($1, $2, '{60}')", [
      name,
      owner.address,
    ])
    const answer = (signer: Hex, now: number) =>
      answerNameGateway({
        db,
        zone: devnet.names.zone,
        signer: privateKeyToAccount(signer),
        sender: chain.names.resolver,
        callData,
        now,
      })
    const withProof = (response: Hex) =>
      client.readContract({
        address: chain.names.resolver,
        abi: resolverAbi,
        functionName: 'resolveWithProof',
        args: [response, callData],
      })
    try {
      const trusted = await withProof(await answer(devnet.names.signerPrivateKey, Date.now()))
      expect(String(trusted).toLowerCase()).toContain(owner.address.slice(2).toLowerCase())
      await expect(withProof(await answer(generatePrivateKey(), Date.now()))).rejects.toThrow(
        /UntrustedSigner/,
      )
      await expect(
        withProof(await answer(devnet.names.signerPrivateKey, Date.now() - 3_600_000)),
      ).rejects.toThrow(/SignatureExpired/)
    } finally {
      await db.close()
    }
  })
})
