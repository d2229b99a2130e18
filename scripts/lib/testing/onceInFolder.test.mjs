import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { onceInFolder } from './onceInFolder.mjs'

let folder
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'portico-once-in-folder-'))
})
afterEach(() => rmSync(folder, { recursive: true, force: true }))

test('callers that ask at once run the work once and all get its result', async () => {
  let runs = 0
  const work = async () => {
    runs += 1
    await sleep(300)
    return { packed: ['core', 'ui'] }
  }
  const results = await Promise.all([
    onceInFolder(folder, work),
    onceInFolder(folder, work),
    onceInFolder(folder, work),
  ])
  expect(runs).toBe(1)
  expect(results).toEqual([
    { packed: ['core', 'ui'] },
    { packed: ['core', 'ui'] },
    { packed: ['core', 'ui'] },
  ])
})

test('a caller after the work is done reads its result without running it again', async () => {
  await onceInFolder(folder, async () => 'first')
  let ranAgain = false
  const later = await onceInFolder(folder, async () => {
    ranAgain = true
    return 'second'
  })
  expect(later).toBe('first')
  expect(ranAgain).toBe(false)
})

test('when the work fails, the caller running it and every waiter get its message', async () => {
  const work = async () => {
    await sleep(200)
    throw new Error('npm pack exited with 1')
  }
  const [runner, waiter] = await Promise.allSettled([onceInFolder(folder, work), onceInFolder(folder, work)])
  expect(runner.reason.message).toBe('npm pack exited with 1')
  expect(waiter.reason.message).toBe('another test worker failed at it: npm pack exited with 1')
})

test('a waiter whose lock holder never answers stops with a clear error', async () => {
  mkdirSync(join(folder, 'lock'))
  await expect(onceInFolder(folder, async () => 'never', { timeoutMs: 300, pollMs: 50 })).rejects.toThrow(
    `waited 300 ms for another test worker's result in ${join(folder, 'result.json')}; none came`,
  )
})
