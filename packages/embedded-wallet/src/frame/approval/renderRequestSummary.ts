import { type RequestDetails, type TransferDetails, truncateAddress } from '@portico/core'
import type { HeldRequest } from './createApprovalQueue'
import { permitAllowance } from './permitAllowance'

type Make = <tag extends keyof HTMLElementTagNameMap>(
  tag: tag,
  properties?: Partial<HTMLElementTagNameMap[tag]> & { className?: string },
  ...children: (Node | string)[]
) => HTMLElementTagNameMap[tag]

/** Builds elements of `document` with text as text nodes only: nothing a request carries becomes markup. */
export function elementMaker(document: Document): Make {
  return (tag, properties = {}, ...children) => {
    const element = document.createElement(tag)
    Object.assign(element, properties)
    element.append(...children)
    return element
  }
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
const fieldText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value)
/** Every significant decimal kept, no trailing zeros. */
const exactAmount = (amount: string) =>
  amount.includes('.') ? amount.replace(/0+$/, '').replace(/\.$/, '') : amount

/** A scrolling box of what is signed: reachable by keyboard, named for screen readers. */
const signedRegion = (make: Make, ...children: Node[]) =>
  make('section', { tabIndex: 0, ariaLabel: 'What you sign' }, ...children)

function transfer(make: Make, details: TransferDetails, network: string): Node[] {
  return [
    make('h2', {}, `Send ${exactAmount(details.amount)} ${details.symbol}`),
    ...(details.to ? [make('p', { title: details.to }, `To ${truncateAddress(details.to)}`)] : []),
    make('p', { className: 'muted' }, `On ${network}`),
    ...(details.data ? [make('p', { className: 'muted' }, 'Also calls a contract')] : []),
  ]
}

function typedData(make: Make, details: Extract<RequestDetails, { kind: 'typedData' }>): Node[] {
  const allowance = permitAllowance(details.primaryType, details.domain, details.message)
  const name = asRecord(details.domain).name
  const rows: Node[] = []
  if (typeof name === 'string') rows.push(make('dt', {}, 'App'), make('dd', {}, name))
  if (details.primaryType) rows.push(make('dt', {}, 'Type'), make('dd', {}, details.primaryType))
  for (const [field, value] of Object.entries(asRecord(details.message)))
    rows.push(make('dt', {}, field), make('dd', {}, fieldText(value)))
  return [
    make('h2', {}, allowance ? 'Allow spending of your tokens' : 'Sign structured data'),
    ...(allowance
      ? [
          make(
            'p',
            { className: 'allowance' },
            `Allow ${allowance.spender} to spend ${allowance.amount} of token ${allowance.token}`,
          ),
        ]
      : []),
    signedRegion(make, make('dl', {}, ...rows)),
  ]
}

/** SPEC §4 ApproveTransaction: what the held request asks, in words, by kind. */
export function renderRequestSummary(make: Make, { details, network }: HeldRequest): Node[] {
  switch (details.kind) {
    case 'message':
      return [
        make('h2', {}, details.isText ? 'Sign this message' : 'Sign this data (hex)'),
        signedRegion(make, make('pre', {}, details.text)),
      ]
    case 'typedData':
      return typedData(make, details)
    case 'transaction':
      return transfer(make, details, network)
    case 'calls':
    case 'solanaTransaction': {
      const transfers = details.kind === 'calls' ? details.calls : details.transfers
      if (transfers.length === 0)
        return [
          make(
            'h2',
            {},
            details.kind === 'calls'
              ? 'Approve this request'
              : `Sign a Solana transaction of ${details.size} bytes`,
          ),
        ]
      return transfers.flatMap((each) => transfer(make, each, network))
    }
    case 'other':
      return [
        make('h2', {}, 'Approve this request'),
        signedRegion(make, make('pre', {}, JSON.stringify(details.params, null, 2) ?? '')),
      ]
  }
}
