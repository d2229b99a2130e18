import { avatarBackground } from '@portico/ui/primitives'

const SIZE_PX = 20

/** The account's profile image, else the picture made from its address (the modal's Avatar). Decorative: the button names the account. */
export function AccountAvatar({ address, image }: { address: string; image?: string | undefined }) {
  const style = { width: SIZE_PX, height: SIZE_PX, borderRadius: '50%', flex: 'none' } as const
  if (image) return <img src={image} alt="" aria-hidden="true" data-portico-avatar="" style={style} />
  return (
    <span
      aria-hidden="true"
      data-portico-avatar=""
      style={{ ...style, display: 'inline-block', background: avatarBackground(address) }}
    />
  )
}
