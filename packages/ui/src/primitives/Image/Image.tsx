import { type ReactNode, useState } from 'react'

export type ImageProps = {
  src: string | undefined
  /** Empty for a decorative image (the name is beside it); otherwise what it shows. */
  alt: string
  size: number
  radius?: number | string
  /** Shown when there is no source or it fails to load, so a broken icon never shows. */
  fallback: ReactNode
}

export function Image({ src, alt, size, radius = 8, fallback }: ImageProps) {
  // Remembers which source failed, so a new source gets a fresh chance to load.
  const [failedSource, setFailedSource] = useState<string>()
  const failed = failedSource !== undefined && failedSource === src
  const style = { width: size, height: size, borderRadius: radius }
  if (!src || failed) {
    return (
      <span className="pc-image pc-image--fallback" style={style} data-fallback="true">
        {fallback}
      </span>
    )
  }
  return (
    <img
      className="pc-image"
      src={src}
      alt={alt}
      width={size}
      height={size}
      style={style}
      onError={() => setFailedSource(src)}
    />
  )
}
