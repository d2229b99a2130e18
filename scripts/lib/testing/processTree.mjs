import { execFileSync } from 'node:child_process'

/** Every process below `pid`, found through `ps`, so a test can check none outlives its parent. */
export function descendantPids(pid) {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
  const children = new Map()
  for (const line of table.trim().split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number)
    children.set(parent, [...(children.get(parent) ?? []), child])
  }
  const found = []
  const queue = [pid]
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()) ?? []) {
      found.push(child)
      queue.push(child)
    }
  }
  return found
}

export function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
