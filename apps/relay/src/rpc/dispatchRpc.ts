import {
  INTERNAL_ERROR_MESSAGE,
  methodNotFoundMessage,
  RelayLimitError,
  RPC_INTERNAL_ERROR,
  RPC_INVALID_PARAMS,
  RPC_METHOD_NOT_FOUND,
  RpcParamsError,
} from '../errors'
import type { RpcContext } from './context'
import { parseRpcMessage, rpcError, rpcResult } from './jsonRpc'
import { RELAY_METHODS } from './methods'

/** Handles one text frame from a client: a request gets exactly one answer; a response is an ack. */
export async function dispatchRpc(
  context: RpcContext,
  raw: string,
  onInternalError: (error: unknown, method: string) => void,
): Promise<void> {
  const incoming = parseRpcMessage(raw)
  const { connection, router } = context
  switch (incoming.kind) {
    case 'invalid':
      connection.send(rpcError(incoming.id, incoming.code, incoming.message))
      return
    case 'response':
      await router.acknowledge(connection, incoming.id)
      return
    case 'request': {
      const method = Object.hasOwn(RELAY_METHODS, incoming.method)
        ? RELAY_METHODS[incoming.method]
        : undefined
      if (!method) {
        connection.send(rpcError(incoming.id, RPC_METHOD_NOT_FOUND, methodNotFoundMessage(incoming.method)))
        return
      }
      try {
        connection.send(rpcResult(incoming.id, await method(context, incoming.params)))
      } catch (error) {
        if (error instanceof RpcParamsError) {
          connection.send(rpcError(incoming.id, RPC_INVALID_PARAMS, error.message))
        } else if (error instanceof RelayLimitError) {
          connection.send(rpcError(incoming.id, error.code, error.message))
        } else {
          onInternalError(error, incoming.method)
          connection.send(rpcError(incoming.id, RPC_INTERNAL_ERROR, INTERNAL_ERROR_MESSAGE))
        }
      }
      return
    }
  }
}
