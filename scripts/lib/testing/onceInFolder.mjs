import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Runs `work` once for `folder` however many test workers ask: the first caller takes the folder's lock
 * (an atomic mkdir), runs it and writes its JSON result; every other caller waits for that result, or
 * for the failure the first one wrote.
 */
export async function onceInFolder(folder, work, { timeoutMs = 170_000, pollMs = 100 } = {}) {
  const resultFile = join(folder, 'result.json')
  const failureFile = join(folder, 'failure.txt')
  try {
    mkdirSync(join(folder, 'lock'))
  } catch (error) {
    if (error.code !== 'EEXIST') throw error
    return waitForResult(resultFile, failureFile, timeoutMs, pollMs)
  }
  try {
    const result = await work()
    writeWhole(resultFile, JSON.stringify(result))
    return JSON.parse(readFileSync(resultFile, 'utf8'))
  } catch (error) {
    writeWhole(failureFile, error instanceof Error ? error.message : String(error))
    throw error
  }
}

async function waitForResult(resultFile, failureFile, timeoutMs, pollMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (existsSync(resultFile)) return JSON.parse(readFileSync(resultFile, 'utf8'))
    if (existsSync(failureFile))
      throw new Error(`another test worker failed at it: ${readFileSync(failureFile, 'utf8')}`)
    await sleep(pollMs)
  }
  throw new Error(`waited ${timeoutMs} ms for another test worker's result in ${resultFile}; none came`)
}

// Written aside then renamed, so a waiter never reads half a file.
function writeWhole(file, text) {
  writeFileSync(`${file}.partial`, text)
  renameSync(`${file}.partial`, file)
}
