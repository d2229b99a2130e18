import type { DefaultTheme } from 'vitepress'

/** Every page of the site, in reading order: the e2e follows each of these links. */
export const sidebar: DefaultTheme.SidebarItem[] = [
  {
    text: 'Getting started',
    items: [
      { text: 'React', link: '/getting-started/react' },
      { text: 'Plain HTML', link: '/getting-started/html' },
      { text: 'Next.js (App Router)', link: '/getting-started/nextjs' },
    ],
  },
  {
    text: 'Guides',
    items: [
      { text: 'Namespaces', link: '/guides/namespaces' },
      { text: 'WalletConnect', link: '/guides/walletconnect' },
      { text: 'Email and social login', link: '/guides/email-and-social' },
      { text: 'Sign in (SIWX)', link: '/guides/siwx' },
      { text: 'Send', link: '/guides/send' },
      { text: 'Swap', link: '/guides/swap' },
      { text: 'On-ramp', link: '/guides/onramp' },
      { text: 'Account names', link: '/guides/names' },
      { text: 'Theming', link: '/guides/theming' },
      { text: 'Locales', link: '/guides/locales' },
    ],
  },
  {
    text: 'Running Portico',
    items: [
      { text: 'Migrating from AppKit', link: '/migrating-from-appkit' },
      { text: 'Self-hosting', link: '/self-hosting' },
      { text: 'Behaviour spec', link: '/spec' },
    ],
  },
  {
    text: 'API reference',
    items: [
      { text: '@portico/core', link: '/api/core/' },
      { text: '@portico/react', link: '/api/react/' },
      { text: '@portico/ui', link: '/api/ui/' },
    ],
  },
]
