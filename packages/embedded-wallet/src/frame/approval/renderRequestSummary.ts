import { type RequestDetails, type TransferDetails, truncateAddress } from '@portico/core'
import type { FrameAppearance } from '../text/frameAppearance'
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

/** Makes elements and writes their words in the frame's language. */
type Draw = { make: Make; words: FrameAppearance }

/** A scrolling box of what is signed: reachable by keyboard, named for screen readers. */
const signedRegion = ({ make, words }: Draw, ...children: Node[]) =>
  words.label(make('section', { tabIndex: 0 }, ...children), 'approval.signed', {}, 'aria-label')

function transfer(draw: Draw, details: TransferDetails, network: string): Node[] {
  const { make, words } = draw
  return [
    words.label(make('h2'), 'approval.send', { amount: exactAmount(details.amount), symbol: details.symbol }),
    ...(details.to
      ? [
          words.label(make('p', { title: details.to }), 'approval.to', {
            address: truncateAddress(details.to),
          }),
        ]
      : []),
    words.label(make('p', { className: 'muted' }), 'approval.on', { network }),
    ...(details.data ? [words.label(make('p', { className: 'muted' }), 'approval.callsContract')] : []),
  ]
}

function typedData(draw: Draw, details: Extract<RequestDetails, { kind: 'typedData' }>): Node[] {
  const { make, words } = draw
  const allowance = permitAllowance(details.primaryType, details.domain, details.message)
  const name = asRecord(details.domain).name
  const rows: Node[] = []
  if (typeof name === 'string') rows.push(words.label(make('dt'), 'approval.app'), make('dd', {}, name))
  if (details.primaryType)
    rows.push(words.label(make('dt'), 'approval.type'), make('dd', {}, details.primaryType))
  for (const [field, value] of Object.entries(asRecord(details.message)))
    rows.push(make('dt', {}, field), make('dd', {}, fieldText(value)))
  return [
    words.label(make('h2'), allowance ? 'approval.allowSpending' : 'approval.typedData'),
    ...(allowance
      ? [words.label(make('p', { className: 'allowance' }), 'approval.allowance', allowance)]
      : []),
    signedRegion(draw, make('dl', {}, ...rows)),
  ]
}

/** SPEC §4 ApproveTransaction: what the held request asks, in words, by kind. */
export function renderRequestSummary(draw: Draw, { details, network }: HeldRequest): Node[] {
  const { make, words } = draw
  switch (details.kind) {
    case 'message':
      return [
        words.label(make('h2'), details.isText ? 'approval.message' : 'approval.hex'),
        signedRegion(draw, make('pre', {}, details.text)),
      ]
    case 'typedData':
      return typedData(draw, details)
    case 'transaction':
      return transfer(draw, details, network)
    case 'calls':
    case 'solanaTransaction': {
      const transfers = details.kind === 'calls' ? details.calls : details.transfers
      if (transfers.length > 0) return transfers.flatMap((each) => transfer(draw, each, network))
      if (details.kind === 'calls') return [words.label(make('h2'), 'approval.request')]
      return [
        words.label(make('h2'), 'approval.solanaTransaction'),
        words.label(make('p', { className: 'muted' }), 'approval.solanaSize', { size: details.size }),
      ]
    }
    case 'other':
      return [
        words.label(make('h2'), 'approval.request'),
        signedRegion(draw, make('pre', {}, JSON.stringify(details.params, null, 2) ?? '')),
      ]
  }
}
