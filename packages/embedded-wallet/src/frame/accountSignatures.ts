import { type Hex, isAddressEqual, isHex, type SignableMessage, type TypedDataDefinition } from 'viem'
import { FrameError, WRONG_ACCOUNT_MESSAGE } from './frameErrors'

/** What signs for the active account: the frame's own key, or the smart account it owns. */
export type SigningAccount = {
  address: Hex
  signMessage(parameters: { message: SignableMessage }): Promise<Hex>
  signTypedData(parameters: TypedDataDefinition): Promise<Hex>
}

/** A request names the account it wants: only the active one signs (EIP-1193 4100 otherwise). */
export function checkAccount(address: Hex, asked: unknown): void {
  if (typeof asked !== 'string' || !isHex(asked) || !isAddressEqual(asked, address))
    throw new FrameError(WRONG_ACCOUNT_MESSAGE, 4100)
}

/** SPEC §7's personal_sign and eth_signTypedData_v4 by `account`, after checking the address asked. */
export function signAsAccount(
  account: SigningAccount,
  method: 'personal_sign' | 'eth_signTypedData_v4',
  list: readonly unknown[],
): Promise<Hex> {
  if (method === 'personal_sign') {
    const [message, address] = list
    checkAccount(account.address, address)
    if (typeof message !== 'string') throw new FrameError('personal_sign needs a message')
    return account.signMessage({ message: isHex(message) ? { raw: message } : message })
  }
  const [address, typedData] = list
  checkAccount(account.address, address)
  const parsed = typeof typedData === 'string' ? JSON.parse(typedData) : typedData
  return account.signTypedData(parsed as TypedDataDefinition)
}
