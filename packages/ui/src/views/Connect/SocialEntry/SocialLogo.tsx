import type { SocialProvider } from '@portico/core'

/**
 * Plain marks of the social providers, drawn for Portico (no brand files): enough to recognise the button,
 * with the provider's name always written beside it. Decorative: the button's text names it.
 */
export function SocialLogo({ provider, size = 24 }: { provider: SocialProvider; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-social={provider}
    >
      {MARKS[provider]}
    </svg>
  )
}

const MARKS: Record<SocialProvider, React.ReactNode> = {
  // A "G": an open ring with its bar, in the four colours people know it by.
  google: (
    <g fill="none" strokeWidth={3.2}>
      <path d="M20 12a8 8 0 0 1-14.3 4.9" stroke="#34A853" />
      <path d="M5.7 16.9A8 8 0 0 1 5.6 7.2" stroke="#FBBC05" />
      <path d="M5.6 7.2A8 8 0 0 1 17.7 6.4" stroke="#EA4335" />
      <path d="M12 12h8" stroke="#4285F4" />
    </g>
  ),
  // A cat's head: two ears over a round face.
  github: (
    <path
      fill="currentColor"
      d="M5 4l3.6 2.6A9 9 0 0 1 12 6a9 9 0 0 1 3.4.6L19 4v5.2A7.5 7.5 0 0 1 20 13c0 4.4-3.6 7-8 7s-8-2.6-8-7c0-1.4.4-2.7 1-3.8z"
    />
  ),
  // An apple: a round fruit with a bite and a leaf.
  apple: (
    <g fill="currentColor">
      <path d="M12 8.2c-1.3-.9-2.6-1.2-3.8-1.1C5.7 7.3 4 9.5 4 12.6 4 16.5 6.6 21 8.9 21c1.2 0 1.8-.6 3.1-.6s1.9.6 3.1.6c1.6 0 3.3-2.2 4.3-4.7-1.6-.7-2.6-2.2-2.6-3.9 0-1.5.8-2.8 2-3.6-.9-1.2-2.2-1.8-3.6-1.8-1.2 0-2.2.4-3.2 1.2z" />
      <path d="M12.4 6.6c0-2 1.4-3.5 3.3-3.6 0 2-1.4 3.5-3.3 3.6z" />
    </g>
  ),
  // An "f" on a blue disc.
  facebook: (
    <g>
      <circle cx="12" cy="12" r="10" fill="#1877F2" />
      <path
        d="M13.2 20v-6.3h2.2l.3-2.5h-2.5V9.7c0-.7.3-1.2 1.3-1.2h1.3V6.3c-.6-.1-1.3-.1-2-.1-2 0-3.2 1.2-3.2 3.3v1.7H8.4v2.5h2.2V20z"
        fill="#fff"
      />
    </g>
  ),
  // An "X": two strokes crossing, one heavy and one thin.
  x: (
    <g stroke="currentColor" strokeLinecap="round">
      <path d="M5 4l14 16" strokeWidth={3} />
      <path d="M19 4L5 20" strokeWidth={1.6} />
    </g>
  ),
  // A game pad's face: a rounded body with two eyes.
  discord: (
    <g>
      <path
        fill="#5865F2"
        d="M6.5 6.2A15 15 0 0 1 10 5l.4.9h3.2L14 5a15 15 0 0 1 3.5 1.2C19.8 9.6 20.6 13 20.3 16.4A14 14 0 0 1 16 18.6l-.9-1.5 1.4-.7-.3-.3a10 10 0 0 1-8.4 0l-.3.3 1.4.7-.9 1.5a14 14 0 0 1-4.3-2.2C3.4 13 4.2 9.6 6.5 6.2z"
      />
      <circle cx="9.4" cy="12.6" r="1.5" fill="#fff" />
      <circle cx="14.6" cy="12.6" r="1.5" fill="#fff" />
    </g>
  ),
}
