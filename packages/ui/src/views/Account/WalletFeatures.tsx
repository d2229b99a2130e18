import { type ChainNamespace, getWalletFeatureOrder, type WalletFeature } from '@portico/core'
import type { ReactNode } from 'react'
import type { MessageKey } from '../../locales/en'
import { BuyIcon, ReceiveIcon, SendIcon, SwapIcon } from '../../primitives/Icons/ActionIcons'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { useSwapsOffered } from './useSwapsOffered'
import { featureAllowedOn, WALLET_FEATURE_VIEWS } from './walletFeatureViews'

const ICONS: Partial<Record<WalletFeature, ReactNode>> = {
  onramp: <BuyIcon size={18} />,
  swaps: <SwapIcon size={18} />,
  receive: <ReceiveIcon size={18} />,
  send: <SendIcon size={18} />,
}

/** SPEC §9: the Account view's wallet features in order, each only when on and possible on the namespace. */
export function WalletFeatures({ namespace }: { namespace: ChainNamespace }) {
  const { client, t } = usePortico()
  const features = useClientStore(client.stores.features, (state) => state.features)
  const network = useClientStore(client.stores.chains, (state) => state.namespaces[namespace].network)
  const order = getWalletFeatureOrder(features)
  const swapsOffered = useSwapsOffered(network, order.includes('swaps'))
  const shown = order.filter(
    (feature) =>
      WALLET_FEATURE_VIEWS[feature] &&
      featureAllowedOn(feature, namespace) &&
      (feature !== 'swaps' || swapsOffered),
  )
  if (shown.length === 0) return null
  // Four actions (Buy, Swap, Receive, Send) fit the modal's width only with each label under its icon.
  const stacked = shown.length > 3
  return (
    <ul
      className="pc-plain-list"
      aria-label={t('account.walletFeatures')}
      style={{ display: 'flex', gap: 8, width: '100%' }}
    >
      {shown.map((feature) => (
        <li key={feature} style={{ flex: 1, minWidth: 0 }}>
          <button
            type="button"
            className="pc-button pc-button--neutral pc-button--md"
            style={{
              width: '100%',
              display: 'inline-flex',
              justifyContent: 'center',
              gap: stacked ? 2 : 6,
              ...(stacked ? { flexDirection: 'column', padding: '6px 4px' } : {}),
            }}
            onClick={() => {
              const view = WALLET_FEATURE_VIEWS[feature]
              if (view) client.stores.router.getState().push(view)
            }}
          >
            {ICONS[feature]}
            <span>{t(`feature.${feature}` as MessageKey)}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
