import { setImmediate } from 'node:timers/promises'
import { expect, test } from 'vitest'
import { collectGarbage } from './collectGarbage'

/** A reference to an object nothing else holds, so only a collection can clear it. */
const unreachable = () => new WeakRef({ payload: 'x'.repeat(1024) })

test('frees what nothing holds, at once rather than when the heap fills', async () => {
  const freed = unreachable()
  // A weak target stays alive until the current job ends, whatever the collector does.
  await setImmediate()
  collectGarbage()
  expect(freed.deref()).toBeUndefined()
})

test('keeps what is still held', async () => {
  const held = { payload: 'y'.repeat(1024) }
  const kept = new WeakRef(held)
  await setImmediate()
  collectGarbage()
  expect(kept.deref()).toBe(held)
})
