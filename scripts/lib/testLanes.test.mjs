import { execFileSync } from 'node:child_process'
import { expect, test } from 'vitest'
import { repoRoot } from './paths.mjs'
import { CHECK_TASKS, laneTurboArgs, STRESS_LANES, stressTurboArgs, testLanes } from './testLanes.mjs'

/** The tasks turbo would run for these arguments, builds left out (the lanes start from a built workspace). */
function plannedTasks(args) {
  const dry = execFileSync('pnpm', [...args, '--dry=json'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return JSON.parse(dry)
    .tasks.filter((task) => task.command !== '<NONEXISTENT>' && !task.taskId.endsWith('#build'))
    .map((task) => task.taskId)
}

test('the two lanes run exactly the tasks one run of every package would, none twice', () => {
  const everything = plannedTasks(['exec', 'turbo', 'run', ...CHECK_TASKS])
  const lanes = testLanes().map((lane) =>
    lane.steps.flatMap((filters) => plannedTasks(laneTurboArgs(filters))),
  )
  expect(everything).toContain('@portico/demo#test:e2e')
  expect(everything).toContain('//#test:scripts')
  expect([...lanes.flat()].sort()).toEqual([...everything].sort())
  const [browser = [], packages = []] = lanes
  expect(browser).toContain('@portico/demo#test:e2e')
  expect(packages).toContain('@portico/cloud#test')
  expect(browser.filter((task) => packages.includes(task))).toEqual([])
})

test("the demo's e2e suite is the browser lane's first run, alone, so the longest suite starts at once", () => {
  const [browser] = testLanes()
  expect(plannedTasks(laneTurboArgs(browser?.steps[0] ?? []))).toEqual(
    expect.arrayContaining(['@portico/demo#test:e2e']),
  )
  expect(
    plannedTasks(laneTurboArgs(browser?.steps[0] ?? [])).every((task) => task.startsWith('@portico/demo#')),
  ).toBe(true)
})

test('each lane runs one task at a time and goes on past a failure', () => {
  for (const lane of testLanes()) {
    for (const filters of lane.steps) {
      const args = laneTurboArgs(filters)
      expect(args).toContain('--concurrency=1')
      expect(args).toContain('--continue')
    }
  }
})

test("the stress lanes run the demo's e2e suite and both cloud suites, forced past the cache, without builds", () => {
  const tasks = STRESS_LANES.map((lane) => plannedTasks(stressTurboArgs(lane)))
  expect(tasks).toEqual([['@portico/demo#test:e2e'], ['@portico/cloud#test', '@portico/cloud#test:e2e']])
  for (const lane of STRESS_LANES)
    expect(stressTurboArgs(lane)).toEqual(expect.arrayContaining(['--force', '--only']))
})
