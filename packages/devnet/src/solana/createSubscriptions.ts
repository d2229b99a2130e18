import type { WebSocket } from 'ws'
import { encodeAccount, readAccountEncoding } from './encodeAccount'
import { handleJsonRpcRequest, stringifyRpc } from './handleJsonRpc'
import { RpcError } from './RpcError'
import { type RpcMethod, withContext } from './rpcContext'
import { readConfig, readPubkey, readSignature } from './rpcParams'
import type { SolanaLedger } from './SolanaLedger'

/**
 * The websocket half of the RPC for one connection: signature, account and slot subscriptions, the ones
 * web3.js's confirmTransaction, onAccountChange and onSlotChange use. Plain RPC methods answer here too.
 */
export function createSubscriptions(
  socket: WebSocket,
  ledger: SolanaLedger,
  methods: Record<string, RpcMethod>,
  nextId: () => number,
): () => void {
  const active = new Map<number, () => void>()
  const notify = (method: string, subscription: number, result: unknown) => {
    if (socket.readyState === socket.OPEN) {
      socket.send(stringifyRpc({ jsonrpc: '2.0', method, params: { result, subscription } }))
    }
  }
  const unsubscribe = (params: unknown[]) => {
    const id = params[0]
    const stop = typeof id === 'number' ? active.get(id) : undefined
    if (!stop) throw RpcError.invalidParams(`no subscription ${JSON.stringify(id ?? null)}`)
    stop()
    active.delete(id as number)
    return true
  }

  const subscriptionMethods: Record<string, RpcMethod> = {
    signatureSubscribe(params) {
      const signature = readSignature(params[0], 'signature')
      readConfig(params[1])
      const id = nextId()
      const settle = (err: unknown) => {
        notify('signatureNotification', id, withContext(ledger, { err }))
        active.get(id)?.()
        active.delete(id)
      }
      const known = ledger.getRecord(signature)
      if (known) {
        // Already settled: notify once the subscribe answer has gone out.
        queueMicrotask(() => settle(known.err))
        active.set(id, () => {})
      } else {
        active.set(
          id,
          ledger.onTransaction((record) => {
            if (record.signature === signature) settle(record.err)
          }),
        )
      }
      return id
    },
    signatureUnsubscribe: unsubscribe,

    accountSubscribe(params) {
      const pubkey = readPubkey(params[0], 'pubkey')
      const config = readConfig(params[1])
      const encoding = readAccountEncoding(config.encoding, 'base58')
      const id = nextId()
      active.set(
        id,
        ledger.onTransaction((record) => {
          if (!record.accountKeys.includes(pubkey)) return
          const account = ledger.getAccount(pubkey)
          const value = account
            ? encodeAccount(account, encoding, ledger.decimalsOf)
            : {
                lamports: 0,
                owner: '11111111111111111111111111111111',
                data: ['', 'base64'],
                executable: false,
                rentEpoch: 0,
                space: 0,
              }
          notify('accountNotification', id, withContext(ledger, value))
        }),
      )
      return id
    },
    accountUnsubscribe: unsubscribe,

    slotSubscribe() {
      const id = nextId()
      active.set(
        id,
        ledger.onTransaction(() =>
          notify('slotNotification', id, { parent: ledger.slot - 1n, root: ledger.slot, slot: ledger.slot }),
        ),
      )
      return id
    },
    slotUnsubscribe: unsubscribe,
  }

  const all = { ...methods, ...subscriptionMethods }
  socket.on('message', (data) => {
    let request: unknown
    try {
      request = JSON.parse(data.toString())
    } catch {
      socket.send(stringifyRpc({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }))
      return
    }
    const requests = Array.isArray(request) ? request : [request]
    const responses = requests.map((item) => handleJsonRpcRequest(item, all, ledger))
    socket.send(stringifyRpc(Array.isArray(request) ? responses : responses[0]))
  })
  return () => {
    for (const stop of active.values()) stop()
    active.clear()
  }
}
