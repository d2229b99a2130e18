/** A JSON-RPC error answer; the codes are JSON-RPC's and agave's own (-32002 preflight, -32003 signatures…). */
export class RpcError extends Error {
  override name = 'RpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }

  static invalidParams(detail: string): RpcError {
    return new RpcError(-32602, `Invalid params: ${detail}`)
  }

  static methodNotFound(method: string): RpcError {
    return new RpcError(-32601, `Method not found: ${method}`)
  }
}
