import { refreshTokenBalances } from '../client/actions/refreshTokenBalances'
import { contextOf } from '../client/clientContext'
import type { PorticoClient } from '../client/createPortico'
import { SWAP_SLIPPAGE_TOLERANCE_PERCENT } from '../constants'
import { isUserRejection } from '../errors/isUserRejection'
import { activeSwapAccount } from './activeSwapAccount'
import { askSwapCloud } from './askSwapCloud'
import { checkSwapForm } from './checkSwapForm'
import { swapStoreOf } from './createSwapStore'
import { asSwapError } from './loadSwapTokens'
import { type CloudTransaction, parseApproveTransaction, parseSwapTransaction } from './parseSwapResponses'
import { quoteSwap } from './quoteSwap'
import { SwapError } from './SwapError'
import { minimumReceived, swapGasLimitOf } from './swapArithmetic'

/**
 * The swap of the reviewed quote: the form is checked again ('Insufficient balance' before any
 * wallet prompt), the approve transaction goes first when the allowance is short, then the swap the cloud
 * builds, each sent through the active EVM wallet (the adapter's sendTransaction, as send does) and
 * awaited; then the balances are read again. A swap whose new quote would pay less than the minimum shown
 * is not sent ('quote expired': the new quote is shown for review). A refusal keeps the form as typed.
 */
export async function confirmSwap(client: PorticoClient): Promise<string> {
  const context = contextOf(client)
  const store = swapStoreOf(client)
  const reviewed = store.getState().quote
  try {
    const { cloud, account, adapter, connectorId, network } = activeSwapAccount(context)
    const { fromToken, toToken, fromAmount } = checkSwapForm(store.getState(), account)
    if (!reviewed || reviewed.fromAmount !== fromAmount) throw new SwapError('quoteExpired')
    if (!adapter.sendTransaction) throw new SwapError('unsupportedNetwork')
    const send = async ({
      to,
      data,
      value,
      gas,
    }: Pick<CloudTransaction, 'to' | 'data' | 'value'> & { gas?: bigint }) => {
      const hash = await adapter.sendTransaction?.({
        connectorId,
        caipNetwork: network,
        from: account.address,
        to,
        data,
        value: String(value),
        ...(gas ? { gas: String(swapGasLimitOf(gas)) } : {}),
      })
      if (!hash) throw new SwapError('transaction', 'The wallet returned no transaction')
      await adapter.waitForTransaction?.({ caipNetwork: network, hash })
      return hash
    }
    const request = {
      amount: String(fromAmount),
      from: fromToken.address,
      to: toToken.address,
      userAddress: account.caipAddress,
    }
    if (reviewed.needsApproval) {
      store.setState({ status: 'approving', error: undefined })
      const approve = await askSwapCloud(
        () =>
          cloud.get('/v1/convert/build-approve', {
            userAddress: request.userAddress,
            from: request.from,
            to: request.to,
          }),
        parseApproveTransaction,
      )
      await send(approve)
      // The approval landed: a retry of the swap alone needs none.
      store.setState({ quote: { ...reviewed, needsApproval: false } })
    }
    store.setState({ status: 'swapping', error: undefined })
    const swap = await askSwapCloud(
      () =>
        cloud.post('/v1/convert/build-transaction', {
          ...request,
          eip155: { slippage: SWAP_SLIPPAGE_TOLERANCE_PERCENT },
        }),
      parseSwapTransaction,
    )
    // The pools moved since the review: the visitor sees the new quote before anything less is sent.
    if (minimumReceived(swap.amount, SWAP_SLIPPAGE_TOLERANCE_PERCENT) < reviewed.toAmountMin) {
      await quoteSwap(client).catch(() => undefined)
      throw new SwapError('quoteExpired')
    }
    const hash = await send(swap)
    await Promise.all([
      client.refreshBalance('eip155'),
      refreshTokenBalances(context, { namespace: 'eip155', force: true }),
    ])
    store.setState({ status: 'done', hash, amount: '', quote: undefined, error: undefined })
    return hash
  } catch (caught) {
    const error = isUserRejection(caught) ? new SwapError('rejected', undefined, caught) : asSwapError(caught)
    const { quote } = store.getState()
    store.setState({ status: quote ? 'quoted' : 'ready', error })
    throw error
  }
}
