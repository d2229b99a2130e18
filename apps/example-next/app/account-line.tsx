'use client'

import { useAccount } from '@portico/react'

export function AccountLine() {
  const { address, isConnected } = useAccount()
  return <p>{isConnected ? `Connected as ${address}` : 'Not connected'}</p>
}
