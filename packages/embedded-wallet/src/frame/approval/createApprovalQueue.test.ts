import { describe, expect, test } from 'vitest'
import { createApprovalQueue, type HeldRequest } from './createApprovalQueue'

const request = (id: string): HeldRequest => ({
  id,
  method: 'personal_sign',
  details: { kind: 'message', text: id, isText: true },
  network: 'eip155:1',
})
const outcome = (promise: Promise<void>) =>
  promise.then(
    () => 'approved',
    (error: { message: string; code?: number }) => `${error.message} (${error.code ?? '-'})`,
  )

describe('the frame’s approval queue', () => {
  test('holds requests in order; only approve lets one through, reject answers 4001', async () => {
    const shown: string[][] = []
    const queue = createApprovalQueue((held) => shown.push(held.map(({ id }) => id)))
    const first = outcome(queue.hold(request('a')))
    const second = outcome(queue.hold(request('b')))
    expect(shown.at(-1)).toEqual(['a', 'b'])
    queue.approve('a')
    expect(await first).toBe('approved')
    expect(shown.at(-1)).toEqual(['b'])
    queue.reject('b')
    expect(await second).toBe('User rejected the request (4001)')
    expect(queue.held).toEqual([])
  })

  test('an id it does not hold changes nothing; abortAll ends every held request', async () => {
    const queue = createApprovalQueue(() => undefined)
    const held = outcome(queue.hold(request('a')))
    queue.approve('forged')
    expect(queue.held).toHaveLength(1)
    queue.abortAll()
    expect(await held).toBe('Request was aborted (-)')
    // An answer after the abort reaches nobody.
    queue.approve('a')
    expect(queue.held).toEqual([])
  })
})
