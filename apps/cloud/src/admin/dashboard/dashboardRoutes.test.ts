import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Cloud } from '../../startCloud'
import { startTestCloud } from '../../test/testCloud'
import { DASHBOARD_CSP } from './dashboardConstants'
import { dashboardDirectory } from './dashboardDirectory'

// The dashboard's files under /admin/, with their own strict CSP (the package is built before its tests).
describe('the admin dashboard pages', () => {
  let cloud: Cloud
  beforeAll(async () => {
    cloud = await startTestCloud('pglite')
  })
  afterAll(() => cloud?.close())
  const get = (path: string) => fetch(new URL(path, cloud.url), { redirect: 'manual' })

  test('/admin/ is the page, under a CSP with no inline script or style, asked for again each time', async () => {
    const page = await get('/admin/')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(page.headers.get('content-security-policy')).toBe(DASHBOARD_CSP)
    expect(page.headers.get('cache-control')).toBe('no-cache')
    const html = await page.text()
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/)
    expect(html).not.toMatch(/<style|style=/)
    const script = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    if (!script) throw new Error(`no script file in ${html}`)
    const asset = await get(script)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  test('/admin redirects to /admin/; an unknown file is 404; the SDK routes keep their own CSP', async () => {
    const bare = await get('/admin')
    expect([bare.status, bare.headers.get('location')]).toEqual([301, '/admin/'])
    expect((await get('/admin/no-such-file.js')).status).toBe(404)
    const health = await get('/healthz')
    expect(health.headers.get('content-security-policy')).not.toBe(DASHBOARD_CSP)
  })

  test('the dashboard is found in the package root’s dist/dashboard, and only once built', () => {
    const root = mkdtempSync(join(tmpdir(), 'portico-cloud-'))
    writeFileSync(join(root, 'package.json'), JSON.stringify({ name: '@portico/cloud' }))
    mkdirSync(join(root, 'src'))
    expect(dashboardDirectory(pathToFileURL(join(root, 'src', 'module.js')).href)).toBeUndefined()
    mkdirSync(join(root, 'dist', 'dashboard'), { recursive: true })
    writeFileSync(join(root, 'dist', 'dashboard', 'index.html'), '<!doctype html>')
    expect(dashboardDirectory(pathToFileURL(join(root, 'src', 'module.js')).href)).toBe(
      join(root, 'dist', 'dashboard'),
    )
  })
})
