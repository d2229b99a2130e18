import { base64, hex } from '@scure/base'
import { Address } from '@scure/btc-signer'
import { BITCOIN_TEST_WALLET_NETWORKS, type BitcoinTestWalletNetwork } from '../bitcoin/constants'
import type { BitcoinKey } from '../bitcoin/deriveBitcoinKeys'
import { signBip322, signEcdsa } from '../bitcoin/signBitcoinMessage'
import { signPsbt } from '../bitcoin/signPsbt'
import { TestWalletRequestError } from './answerSessionRequest'
import {
  NO_BITCOIN_NODE_MESSAGE,
  type TestWalletBitcoinMethod,
  UNKNOWN_ACCOUNT_MESSAGE,
  UNSUPPORTED_METHOD_CODE,
} from './constants'
import { TestWalletRefusalError } from './TestWalletRefusalError'

/** WalletConnect's names for the BIP-84 payment and BIP-86 ordinals keys (its `intention`). */
const INTENTION = { payment: 'payment', ordinals: 'ordinal' } as const

type BitcoinParams = {
  account?: string
  address?: string
  message?: string
  protocol?: string
  intentions?: string[]
  psbt?: string
  signInputs?: { address: string; index: number; sighashTypes?: number[] }[]
  broadcast?: boolean
  recipientAddress?: string
  amount?: string
}

/** The wallet's addresses as getAccountAddresses and bip122_addressesChanged give them. */
export function bitcoinAccountAddresses(keys: readonly BitcoinKey[], intentions?: readonly string[]) {
  return keys
    .filter((key) => !intentions || intentions.includes(INTENTION[key.purpose]))
    .map((key) => ({
      address: key.address,
      publicKey: key.publicKey,
      path: key.path,
      intention: INTENTION[key.purpose],
    }))
}

/** What the wallet cannot do without a node: EIP-1193's "unsupported" (4200), in words a dapp can show. */
const noBitcoinNode = () => new TestWalletRefusalError(NO_BITCOIN_NODE_MESSAGE, UNSUPPORTED_METHOD_CODE)

/** sendTransfer's recipient and amount checked as a wallet would before asking its user (whole satoshis). */
function checkTransfer({ recipientAddress, amount }: BitcoinParams, network: BitcoinTestWalletNetwork) {
  try {
    Address(BITCOIN_TEST_WALLET_NETWORKS[network]).decode(String(recipientAddress))
  } catch {
    throw new TestWalletRefusalError(`Not a ${network} address: ${recipientAddress}`)
  }
  if (!/^[1-9]\d*$/.test(String(amount)))
    throw new TestWalletRefusalError(`Not an amount in satoshis: ${amount}`)
}

/**
 * WalletConnect's Bitcoin RPC (its bip122 reference), answered with the wallet's real keys:
 * getAccountAddresses lists the payment and ordinal addresses with their intention, public key and path;
 * signMessage signs with the address asked for (BIP-322 when asked or for taproot, else ECDSA/BIP-137)
 * and answers the signature's bytes in hex; signPsbt signs the listed inputs of a base64 PSBT and answers
 * it base64, unfinalized. Broadcasting and sendTransfer need a Bitcoin node, which this machine has none
 * of: after checking the request, they are refused with NO_BITCOIN_NODE_MESSAGE rather than faked.
 * `prompt` is the user's side of each signature (rejectNext, delayNext).
 */
export async function answerBitcoinRequest(
  { method, params }: { method: TestWalletBitcoinMethod; params: unknown },
  keys: readonly BitcoinKey[],
  network: BitcoinTestWalletNetwork,
  prompt: () => Promise<void>,
): Promise<unknown> {
  const request = (params ?? {}) as BitcoinParams
  if (!keys.some((key) => key.address === request.account))
    throw new TestWalletRequestError(UNKNOWN_ACCOUNT_MESSAGE)
  const keyOf = (address: string | undefined) => {
    const key = keys.find((candidate) => candidate.address === address)
    if (!key) throw new TestWalletRequestError(UNKNOWN_ACCOUNT_MESSAGE)
    return key
  }
  switch (method) {
    case 'getAccountAddresses':
      return bitcoinAccountAddresses(keys, request.intentions)
    case 'signMessage': {
      const key = keyOf(request.address ?? request.account)
      const text = String(request.message)
      await prompt()
      const signature =
        request.protocol === 'bip322' || key.addressType === 'p2tr'
          ? signBip322(key, text, BITCOIN_TEST_WALLET_NETWORKS[network])
          : signEcdsa(key, text)
      return { address: key.address, signature: hex.encode(base64.decode(signature)) }
    }
    case 'signPsbt': {
      const signInputs: Record<string, number[]> = {}
      for (const { address, index } of request.signInputs ?? [])
        signInputs[keyOf(address).address] = [...(signInputs[address] ?? []), index]
      if (request.broadcast) throw noBitcoinNode()
      await prompt()
      return { psbt: signPsbt(String(request.psbt), signInputs, keys) }
    }
    case 'sendTransfer':
      checkTransfer(request, network)
      throw noBitcoinNode()
  }
}
