import { expect, test } from 'vitest'
import { burnOneCore } from './burnCpu.mjs'

test('the burner spends CPU while the main thread waits, and stops when asked', async () => {
  const before = process.cpuUsage().user
  const burner = burnOneCore()
  // Waits for the CPU the burner spent (an event), not for a time: the main thread only polls here.
  await new Promise((resolve) => {
    const poll = setInterval(() => {
      if (process.cpuUsage().user - before > 200_000) {
        clearInterval(poll)
        resolve()
      }
    }, 20)
  })
  expect(await burner.stop()).toBe(1)
})
