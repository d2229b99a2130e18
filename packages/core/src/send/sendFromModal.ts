import type { refreshBalance } from '../client/actions/refreshBalance'
import type { refreshTokenBalances } from '../client/actions/refreshTokenBalances'
import type { PorticoContext } from '../client/context'
import { UNSUPPORTED_CHAIN } from '../errors/messages'
import { PorticoError } from '../errors/PorticoError'
import { parseDecimal } from '../format/parseDecimal'
import { normalizeReceiver } from './checkReceiver'
import { checkSendForm } from './checkSendForm'
import { SendFormError } from './SendFormError'
import { tokenContractAddress } from './sendableTokens'

/**
 * SPEC §4 send flow from the modal's form: loading, the adapter's native, ERC-20 or Solana transfer (or Polkadot's),
 * SEND_INITIATED and SEND_SUCCESS, the balances read again, the form reset, back to Account. A refusal
 * (the form's, or the wallet's) leaves the form as typed and is rethrown for the view to show.
 */
export async function sendFromModal(
  context: PorticoContext,
  // Handed in by the client, so this chunk shares no module (nor the portfolio cache) with core's first one.
  refresh: { refreshBalance: typeof refreshBalance; refreshTokenBalances: typeof refreshTokenBalances },
): Promise<string> {
  const { chains, send, events, router } = context.stores
  const namespace = chains.getState().activeNamespace
  const issue = checkSendForm(send.getState(), namespace)
  if (issue) throw new SendFormError(issue)
  const { network, connectorId, account } = namespace ? chains.getState().namespaces[namespace] : {}
  const adapter = namespace ? context.adapters[namespace] : undefined
  const hash = await send.getState().send({
    namespace,
    execute: async ({ namespace, token, amount, receiverAddress }) => {
      if (!adapter?.sendTransaction || !network || !connectorId) throw new PorticoError(UNSUPPORTED_CHAIN)
      const properties = { namespace, token: token.symbol, amount, network: network.caipNetworkId }
      events.getState().record('SEND_INITIATED', properties)
      const tokenAddress = tokenContractAddress(token)
      try {
        const sent = await adapter.sendTransaction({
          connectorId,
          caipNetwork: network,
          ...(account?.address ? { from: account.address } : {}),
          to: normalizeReceiver(namespace, receiverAddress),
          value: parseDecimal(amount, Number(token.quantity.decimals)).toString(),
          ...(tokenAddress ? { tokenAddress } : {}),
        })
        await adapter.waitForTransaction?.({ caipNetwork: network, hash: sent })
        events.getState().record('SEND_SUCCESS', { ...properties, hash: sent })
        // SPEC §4: the balances are read again (past the 30 s caches) before the form resets.
        await Promise.all([
          refresh.refreshBalance(context, { namespace, force: true }),
          refresh.refreshTokenBalances(context, { namespace, force: true }),
        ])
        return sent
      } catch (error) {
        events.getState().record('SEND_ERROR', { ...properties, message: (error as Error).message })
        throw error
      }
    },
  })
  router.getState().reset('Account')
  return hash
}
