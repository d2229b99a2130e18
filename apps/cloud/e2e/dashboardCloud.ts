import { type Cloud, type StartCloudParameters, startCloud } from '@portico/cloud'

const BOOTSTRAP_SECRET = 'dashboard-e2e-bootstrap-secret-0123456789'
export const ADMIN = { username: 'ops', password: 'correct horse battery staple' }

/** A cloud on a free port of 127.0.0.1 over PGlite in memory, with one admin (made with the bootstrap secret). */
export async function startDashboardCloud(parameters: StartCloudParameters = {}): Promise<Cloud> {
  const cloud = await startCloud({
    port: 0,
    host: '127.0.0.1',
    database: 'memory://',
    quiet: true,
    adminBootstrapSecret: BOOTSTRAP_SECRET,
    ...parameters,
  })
  const response = await fetch(new URL('/admin/v1/bootstrap', cloud.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ secret: BOOTSTRAP_SECRET, ...ADMIN }),
  })
  if (response.status !== 201) {
    await cloud.close()
    throw new Error(`bootstrap answered ${response.status}: ${await response.text()}`)
  }
  return cloud
}
