import { bytesToHex } from 'viem'
import { CALLS_STATUS } from '../constants'
import { forwardToRpc } from '../forwardToRpc'
import { invalidParams, ProviderRpcError, RPC_ERROR_CODES } from '../ProviderRpcError'
import { type RpcTransactionRequest, signAndSendTransaction } from '../signAndSendTransaction'
import { authorizedAccount, currentChain, promptUser, toHexChainId, type WalletState } from '../walletState'

type SendCallsRequest = {
  version?: string
  id?: string
  from?: string
  chainId?: string
  atomicRequired?: boolean
  calls?: { to?: `0x${string}`; data?: `0x${string}`; value?: `0x${string}` }[]
  capabilities?: Record<string, { optional?: boolean } | undefined>
}

type RpcReceipt = {
  status: `0x${string}`
  logs: { address: string; data: string; topics: string[] }[]
  blockHash: string
  blockNumber: string
  gasUsed: string
  transactionHash: string
}

/** EIP-5792 error codes beyond EIP-1193's. */
const UNSUPPORTED_CAPABILITY = 5700
const UNSUPPORTED_CHAIN = 5710
const DUPLICATE_ID = 5720
const ATOMICITY_NOT_SUPPORTED = 5760

/** This wallet runs a bundle's calls one after another, so it declares atomic batches unsupported. */
function getCapabilities(state: WalletState) {
  return Object.fromEntries(
    [...state.chains.keys()].map((chainId) => [toHexChainId(chainId), { atomic: { status: 'unsupported' } }]),
  )
}

async function sendCalls(state: WalletState, request: SendCallsRequest | undefined) {
  if (!request || !Array.isArray(request.calls)) throw invalidParams('wallet_sendCalls expects [{ calls }]')
  const account = authorizedAccount(state, request.from)
  if (request.chainId !== undefined && Number(request.chainId) !== state.chainId)
    throw new ProviderRpcError(UNSUPPORTED_CHAIN, `The wallet is on ${toHexChainId(state.chainId)}`)
  if (request.atomicRequired)
    throw new ProviderRpcError(ATOMICITY_NOT_SUPPORTED, 'This wallet cannot run calls atomically')
  for (const [name, capability] of Object.entries(request.capabilities ?? {}))
    if (!capability?.optional)
      throw new ProviderRpcError(UNSUPPORTED_CAPABILITY, `Unsupported capability ${name}`)
  const id = request.id ?? bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
  if (state.bundles.has(id)) throw new ProviderRpcError(DUPLICATE_ID, `A bundle with id ${id} exists`)
  await promptUser(state)
  const chain = currentChain(state)
  const hashes: `0x${string}`[] = []
  for (const call of request.calls) {
    const transaction: RpcTransactionRequest = { to: call.to, data: call.data, value: call.value }
    hashes.push(await signAndSendTransaction(account, chain, transaction))
  }
  state.bundles.set(id, { chainId: chain.chainId, from: account.address, hashes })
  return { id }
}

async function getCallsStatus(state: WalletState, id: unknown) {
  const bundle = typeof id === 'string' ? state.bundles.get(id) : undefined
  if (!bundle) throw new ProviderRpcError(RPC_ERROR_CODES.unknownBundle, `Unknown bundle id ${String(id)}`)
  const rpcUrl = state.chains.get(bundle.chainId)?.rpcUrl
  if (!rpcUrl) throw new ProviderRpcError(UNSUPPORTED_CHAIN, 'The bundle chain is no longer known')
  const receipts = (await Promise.all(
    bundle.hashes.map((hash) => forwardToRpc(rpcUrl, 'eth_getTransactionReceipt', [hash])),
  )) as (RpcReceipt | null)[]
  const mined = receipts.filter((receipt): receipt is RpcReceipt => receipt !== null)
  const succeeded = mined.filter((receipt) => receipt.status === '0x1').length
  const status =
    mined.length < receipts.length
      ? CALLS_STATUS.pending
      : succeeded === mined.length
        ? CALLS_STATUS.confirmed
        : succeeded === 0
          ? CALLS_STATUS.reverted
          : CALLS_STATUS.partiallyReverted
  return {
    version: '2.0.0',
    id,
    chainId: toHexChainId(bundle.chainId),
    status,
    atomic: false,
    receipts: mined.map(({ logs, status, blockHash, blockNumber, gasUsed, transactionHash }) => ({
      logs: logs.map(({ address, data, topics }) => ({ address, data, topics })),
      status,
      blockHash,
      blockNumber,
      gasUsed,
      transactionHash,
    })),
  }
}

/** EIP-5792: wallet_getCapabilities, wallet_sendCalls and wallet_getCallsStatus. */
export async function handleCallsRequest(
  state: WalletState,
  method: string,
  params: unknown,
): Promise<unknown> {
  const args = (params ?? []) as unknown[]
  switch (method) {
    case 'wallet_getCapabilities':
      return getCapabilities(state)
    case 'wallet_sendCalls':
      return sendCalls(state, args[0] as SendCallsRequest | undefined)
    case 'wallet_getCallsStatus':
      return getCallsStatus(state, args[0])
    default:
      return undefined
  }
}

export const CALLS_METHODS = ['wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus'] as const
