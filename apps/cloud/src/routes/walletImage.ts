import { WALLET_ICON_NAMES } from '../catalogue/walletIconNames'
import { HttpError, NOT_FOUND_MESSAGE } from '../errors'
import type { Route } from '../http/route'
import { monogramSvg } from '../images/monogramSvg'
import { loadWeb3Icon } from '../images/web3Icons'
import { svgResponse } from './svgResponse'

/** SPEC §7: GET /getWalletImage/{id} → the wallet's icon, from the icon package or a monogram. */
export const walletImageRoute: Route = {
  method: 'GET',
  path: '/getWalletImage/:id',
  access: 'sdk',
  handle: async ({ params, services }) => {
    const imageId = params.id ?? ''
    const [wallet] = await services.db.query<{ id: string; name: string }>(
      'select id, name from wallets where image_id = $1',
      [imageId],
    )
    if (!wallet) throw new HttpError(404, NOT_FOUND_MESSAGE)
    const iconName = WALLET_ICON_NAMES[wallet.id]
    const icon = iconName ? await loadWeb3Icon('wallets', iconName) : undefined
    return svgResponse(icon ?? monogramSvg(wallet.id, wallet.name))
  },
}
