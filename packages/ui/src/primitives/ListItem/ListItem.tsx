import type { ReactNode } from 'react'
import { CheckIcon, NetworkIcon, WalletIcon } from '../Icons/Icons'
import { Image } from '../Image/Image'

type Common = {
  title: string
  imageUrl?: string | undefined
  onClick: () => void
  disabled?: boolean
  /** Drawn when there is no image, or it fails to load; the variant's generic icon otherwise. */
  icon?: ReactNode
}

/**
 * A wallet row: its name, icon and an optional tag such as "Recent" or "Installed"; `tagLabel` is what
 * assistive technology reads instead of a terse tag ("420 wallets" for "420").
 */
export type WalletListItemProps = Common & {
  variant: 'wallet'
  tag?: string | undefined
  tagLabel?: string | undefined
}
/** A network row: the current one is marked for sight and for assistive technology. */
export type NetworkListItemProps = Common & { variant: 'network'; current?: boolean; currentLabel: string }
/** A token row: its symbol, the amount held and its value. */
export type TokenListItemProps = Common & { variant: 'token'; amount: string; value?: string }
export type ListItemProps = WalletListItemProps | NetworkListItemProps | TokenListItemProps

function fallbackIcon(variant: ListItemProps['variant']): ReactNode {
  return variant === 'network' ? <NetworkIcon size={20} /> : <WalletIcon size={20} />
}

export function ListItem(props: ListItemProps) {
  const { title, imageUrl, onClick, disabled, variant, icon } = props
  const current = variant === 'network' && props.current
  return (
    <button
      type="button"
      className={`pc-list-item pc-list-item--${variant}`}
      onClick={onClick}
      disabled={disabled}
      aria-current={current ? 'true' : undefined}
    >
      <Image
        src={imageUrl}
        alt=""
        size={variant === 'network' ? 32 : 40}
        radius={variant === 'network' ? '50%' : 12}
        fallback={icon ?? fallbackIcon(variant)}
      />
      <span className="pc-list-item__title">{title}</span>
      {variant === 'wallet' && props.tag ? (
        <span className="pc-list-item__tag">
          {props.tagLabel ? (
            <>
              <span aria-hidden="true">{props.tag}</span>
              <span className="pc-visually-hidden">{props.tagLabel}</span>
            </>
          ) : (
            props.tag
          )}
        </span>
      ) : null}
      {variant === 'token' ? (
        <span className="pc-list-item__amount">
          <span>{props.amount}</span>
          {props.value ? <span className="pc-list-item__value">{props.value}</span> : null}
        </span>
      ) : null}
      {current ? <CheckIcon title={props.currentLabel} size={18} className="pc-list-item__check" /> : null}
    </button>
  )
}
