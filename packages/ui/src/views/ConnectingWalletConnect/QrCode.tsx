import type { ReactNode } from 'react'
import { encode } from 'uqr'

export type QrCodeProps = {
  value: string
  /** Side in CSS pixels. */
  size: number
  label: string
  /** Drawn in the centre over the cleared modules (the wallet's icon). */
  logo?: ReactNode
}

// Q recovers 25% of the symbol, so the centre modules under the logo can be left out.
const ERROR_CORRECTION = 'Q'
const LOGO_SHARE = 0.22

/** A QR code drawn by uqr as one SVG path in `--portico-qr-color`, with the wallet's icon in the centre. */
export function QrCode({ value, size, label, logo }: QrCodeProps) {
  const { size: modules, data } = encode(value, { ecc: ERROR_CORRECTION, border: 0 })
  const logoModules = logo ? Math.ceil(modules * LOGO_SHARE) | 1 : 0
  const logoStart = (modules - logoModules) / 2
  const underLogo = (x: number, y: number) =>
    logoModules > 0 &&
    x >= logoStart - 1 &&
    x < logoStart + logoModules + 1 &&
    y >= logoStart - 1 &&
    y < logoStart + logoModules + 1
  let path = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark && !underLogo(x, y)) path += `M${x} ${y}h1v1h-1z`
    })
  })
  return (
    <figure className="pc-qr" style={{ width: size, height: size }} data-uri={value}>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${modules} ${modules}`}
        width={size}
        height={size}
        shapeRendering="crispEdges"
      >
        <path d={path} style={{ fill: 'var(--pc-qr-color)' }} />
      </svg>
      {logo ? <span className="pc-qr__logo">{logo}</span> : null}
    </figure>
  )
}
