import type { Meta } from '@storybook/react-vite'
import { frameStory } from '../../harness/stories'
import { approving } from './frameScenarios'

export default { title: 'SecureFrame/Approval' } satisfies Meta

const PAGE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SPENDER = '0x000000000022D473030F116dDEE9F6B43aC78BA3'
const TOKEN = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

const send = {
  namespace: 'eip155',
  method: 'eth_sendTransaction',
  params: [{ from: PAGE, to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', value: '0x14d1120d7b160000' }],
} as const
const message = {
  namespace: 'eip155',
  method: 'personal_sign',
  params: ['0x48656c6c6f2066726f6d20506f727469636f21', PAGE],
} as const
const permit = {
  namespace: 'eip155',
  method: 'eth_signTypedData_v4',
  params: [
    PAGE,
    JSON.stringify({
      domain: { name: 'Permit2', chainId: 1, verifyingContract: SPENDER },
      primaryType: 'PermitSingle',
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        PermitSingle: [
          { name: 'details', type: 'PermitDetails' },
          { name: 'spender', type: 'address' },
          { name: 'sigDeadline', type: 'uint256' },
        ],
        PermitDetails: [
          { name: 'token', type: 'address' },
          { name: 'amount', type: 'uint160' },
          { name: 'expiration', type: 'uint48' },
          { name: 'nonce', type: 'uint48' },
        ],
      },
      message: {
        details: {
          token: TOKEN,
          amount: '1461501637330902918203684832716283019655932542975',
          expiration: '1767225600',
          nonce: '0',
        },
        spender: '0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD',
        sigDeadline: '1767225600',
      },
    }),
  ],
} as const

/** A transfer: amount and unit, whom to, on which chain. */
export const SendTransaction = frameStory(approving([send]))
/** A text message to sign, in a box of what is signed. */
export const SignMessage = frameStory(approving([message]))
/** A Permit2 allowance: who may spend how much of which token, above every field of the typed data. */
export const Permit = frameStory(approving([permit]))
/** Three held requests: the first is shown, and the queue says how many wait. */
export const Queue = frameStory(approving([send, message, permit]))
/** locale: 'ar'. */
export const Arabic = frameStory(approving([send, message], 'ar'))
/** locale: 'ja'. */
export const Japanese = frameStory(approving([permit], 'ja'))
