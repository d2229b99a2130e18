import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe } from 'vitest'
import { verifierCases } from '../test/verifierCases'

describe('eip155 (EIP-191 personal_sign)', () => {
  verifierCases(
    async () => {
      const account = privateKeyToAccount(generatePrivateKey())
      return {
        chainId: 'eip155:1',
        address: account.address,
        sign: (message) => account.signMessage({ message }),
      }
    },
    {
      otherAddress: async () => privateKeyToAccount(generatePrivateKey()).address,
      signatureAlphabet: '0123456789abcdef',
    },
  )
})
