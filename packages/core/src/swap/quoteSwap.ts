import { contextOf } from '../client/clientContext'
import { SWAP_SLIPPAGE_TOLERANCE_PERCENT } from '../constants'
import { activeSwapAccount } from './activeSwapAccount'
import { askSwapCloud } from './askSwapCloud'
import { checkSwapForm } from './checkSwapForm'
import { type SwapQuote, swapStoreOf } from './createSwapStore'
import { asSwapError } from './loadSwapTokens'
import { parseAllowance, parseSwapQuote, parseSwapTransaction } from './parseSwapResponses'
import { minimumReceived, networkFee, swapPrice } from './swapArithmetic'

/**
 * The quote of the form (SPEC §7 GET /v1/convert/quotes), with SPEC §9's 1 % slippage as the minimum
 * received, the price, the swap's network fee (build-transaction without the node's estimate: the cloud's
 * gas limit at the chain's gas price) and whether the router's allowance falls short (GET allowance).
 * The form is checked first: nothing is asked of the cloud for a form that cannot be swapped. An answer
 * for a form the visitor has since changed is dropped; undefined then.
 */
export async function quoteSwap(client: object): Promise<SwapQuote | undefined> {
  const store = swapStoreOf(client)
  try {
    const { cloud, account } = activeSwapAccount(contextOf(client))
    const form = store.getState()
    const { fromToken, toToken, fromAmount } = checkSwapForm(form, account)
    store.setState({ status: 'quoting', quote: undefined, error: undefined })
    const request = {
      amount: String(fromAmount),
      from: fromToken.address,
      to: toToken.address,
      userAddress: account.caipAddress,
    }
    const [quoted, allowance, transaction] = await Promise.all([
      askSwapCloud(() => cloud.get('/v1/convert/quotes', request), parseSwapQuote),
      askSwapCloud(
        () =>
          cloud.get('/v1/convert/allowance', {
            tokenAddress: fromToken.address,
            userAddress: account.caipAddress,
          }),
        parseAllowance,
      ),
      askSwapCloud(
        () =>
          cloud.post('/v1/convert/build-transaction', {
            ...request,
            eip155: { slippage: SWAP_SLIPPAGE_TOLERANCE_PERCENT },
            disableEstimate: true,
          }),
        parseSwapTransaction,
      ),
    ])
    const now = store.getState()
    if (now.fromToken !== fromToken || now.toToken !== toToken || now.amount !== form.amount) return undefined
    const quote: SwapQuote = {
      ...quoted,
      // SPEC §9: the minimum received is the quote less the 1 % slippage, in the token's smallest units.
      toAmountMin: minimumReceived(quoted.toAmount, SWAP_SLIPPAGE_TOLERANCE_PERCENT),
      price: swapPrice(
        { amount: quoted.fromAmount, decimals: fromToken.decimals },
        { amount: quoted.toAmount, decimals: toToken.decimals },
      ),
      networkFee: networkFee(transaction.gas, transaction.gasPrice),
      needsApproval: allowance < fromAmount,
    }
    store.setState({ status: 'quoted', quote })
    return quote
  } catch (error) {
    store.setState({ status: 'ready', quote: undefined, error: asSwapError(error) })
    throw asSwapError(error)
  }
}
