import { REQUESTED_RPC_CALL_NOT_ALLOWED } from '@portico/core'
import { type Hex, numberToHex } from 'viem'
import { UserOperationReceiptNotFoundError } from 'viem/account-abstraction'
import { checkAccount, signAsAccount } from '../accountSignatures'
import { FrameError } from '../frameErrors'
import { beforeSending } from './bundlerErrors'
import { readCalls, readTransactionCall, type UserOperationCall } from './readCalls'
import type { OpenedSmartAccount, SmartAccountWallet } from './smartAccountWallet'

/** EIP-5792 wallet_getCallsStatus codes. */
const CALLS_PENDING = 100
const CALLS_CONFIRMED = 200
const CALLS_REVERTED = 500

/** Every call in ONE user operation through the network's bundler; its hash once the bundler took it. */
function sendUserOperation({ account, bundler, bundlerUrl }: OpenedSmartAccount, calls: UserOperationCall[]) {
  return beforeSending(bundlerUrl, () => bundler.sendUserOperation({ account, calls }))
}

/**
 * The EVM methods with the smart account active (aa-design.md): the account's address, transactions and
 * EIP-5792 batches as user operations, signatures as the account; anything else goes to `fallback` (the
 * EOA's RPC, which forwards reads to the node and refuses the rest).
 */
export function createSmartAccountRpc(
  smart: SmartAccountWallet,
  fallback: (method: string, params: unknown) => Promise<unknown>,
) {
  return async function request(method: string, params: unknown): Promise<unknown> {
    const list = Array.isArray(params) ? params : []
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [(await smart.current()).account.address]
      case 'personal_sign':
      case 'eth_signTypedData_v4':
        // ERC-6492 while the account is not deployed (viem's toSmartAccount), EIP-1271 after.
        return signAsAccount((await smart.current()).account, method, list)
      case 'eth_sendTransaction':
      case 'wallet_sendTransaction': {
        const opened = await smart.current()
        const call = readTransactionCall(list[0], opened.account.address)
        const hash = await sendUserOperation(opened, [call])
        // The bundle's transaction hash, so a dapp's waitForTransactionReceipt finds it.
        const { receipt } = await opened.bundler.waitForUserOperationReceipt({ hash })
        return receipt.transactionHash
      }
      case 'wallet_sendCalls': {
        const opened = await smart.current()
        const calls = readCalls(list[0], opened)
        return { id: await sendUserOperation(opened, calls) }
      }
      case 'wallet_getCallsStatus': {
        const opened = await smart.current()
        const [id] = list as [unknown]
        if (typeof id !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(id))
          throw new FrameError('wallet_getCallsStatus needs the id wallet_sendCalls gave')
        const base = { version: '2.0.0', id, chainId: numberToHex(opened.chainId), atomic: true }
        try {
          const { success, receipt } = await opened.bundler.getUserOperationReceipt({ hash: id as Hex })
          return {
            ...base,
            status: success ? CALLS_CONFIRMED : CALLS_REVERTED,
            receipts: [
              {
                logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
                status: receipt.status === 'success' ? '0x1' : '0x0',
                blockHash: receipt.blockHash,
                blockNumber: numberToHex(receipt.blockNumber),
                gasUsed: numberToHex(receipt.gasUsed),
                transactionHash: receipt.transactionHash,
              },
            ],
          }
        } catch (error) {
          if (error instanceof UserOperationReceiptNotFoundError) return { ...base, status: CALLS_PENDING }
          throw error
        }
      }
      case 'wallet_getCapabilities': {
        const { account } = await smart.current()
        const [address, chainIds] = list as [unknown, unknown]
        if (address !== undefined) checkAccount(account.address, address)
        const asked = Array.isArray(chainIds) ? chainIds.map((chainId) => Number(chainId)) : undefined
        const chains = smart.enabledNetworks().filter((chainId) => !asked || asked.includes(chainId))
        // EIP-5792: every call of a batch lands in one user operation, all or none.
        return Object.fromEntries(
          chains.map((chainId) => [numberToHex(chainId), { atomic: { status: 'supported' } }]),
        )
      }
      case 'eth_sign':
      case 'eth_signTransaction':
        throw new FrameError(REQUESTED_RPC_CALL_NOT_ALLOWED, 4200)
      default:
        return fallback(method, params)
    }
  }
}
