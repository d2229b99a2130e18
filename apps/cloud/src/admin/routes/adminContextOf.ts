import type { FastifyRequest } from 'fastify'
import { adminActor } from '../adminConstants'
import type { AdminContext } from '../adminContext'
import { requireAdminSession } from '../checkAdminAccess'

/** The signed-in admin's changes, on the cloud's database and clock. */
export function adminContext(request: FastifyRequest): AdminContext {
  const { services } = request.server
  return {
    db: services.db,
    actor: adminActor(requireAdminSession(request).admin.username),
    now: services.now,
  }
}
