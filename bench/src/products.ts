/** Every page bench builds. `peer` pages install from npm into their own folder, outside the workspace. */
export type Product = {
  id: 'baseline' | 'portico' | 'portico-email' | 'appkit' | 'rainbowkit' | 'connectkit'
  label: string
  peer: boolean
  /** Packages whose installed versions the results record. */
  recordedPackages: string[]
  /** A row the open figure does not wait for, whose own paint the results record too. */
  laterRow?: string
}

const stack = ['react', 'react-dom', 'wagmi', '@wagmi/core', 'viem', '@tanstack/react-query']

export const PRODUCTS: readonly Product[] = [
  { id: 'baseline', label: 'Bare wagmi + viem + injected (no modal)', peer: false, recordedPackages: stack },
  {
    id: 'portico',
    label: 'Portico',
    peer: false,
    recordedPackages: ['@portico/react', '@portico/adapter-evm', 'react', 'react-dom', '@wagmi/core', 'viem'],
  },
  {
    // The same page with the embedded wallet set up, so Connect shows email and the social buttons.
    id: 'portico-email',
    label: 'Portico with email and socials',
    peer: false,
    recordedPackages: ['@portico/react', '@portico/adapter-evm', '@portico/embedded-wallet', 'react', 'viem'],
    // Connect draws the email and social rows below the wallets a frame after them: when they are painted.
    laterRow: 'Continue with email',
  },
  {
    id: 'appkit',
    label: 'Reown AppKit + wagmi adapter',
    peer: true,
    recordedPackages: ['@reown/appkit', '@reown/appkit-adapter-wagmi', ...stack],
  },
  {
    id: 'rainbowkit',
    label: 'RainbowKit',
    peer: true,
    recordedPackages: ['@rainbow-me/rainbowkit', ...stack],
  },
  { id: 'connectkit', label: 'ConnectKit', peer: true, recordedPackages: ['connectkit', ...stack] },
]

export function productById(id: string): Product {
  const product = PRODUCTS.find((candidate) => candidate.id === id)
  if (!product)
    throw new Error(`Unknown bench product "${id}" (known: ${PRODUCTS.map((p) => p.id).join(', ')})`)
  return product
}
