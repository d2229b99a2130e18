import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { adminAccountRoutes } from './adminAccountRoutes'
import { adminAuditRoutes } from './adminAuditRoutes'
import { adminProjectRoutes } from './adminProjectRoutes'
import { adminSessionRoutes } from './adminSessionRoutes'
import { adminWalletRoutes } from './adminWalletRoutes'

/** The admin API under /admin/v1, one module per concern. */
export const ADMIN_ROUTES: readonly FastifyPluginAsyncTypebox[] = [
  adminSessionRoutes,
  adminAccountRoutes,
  adminProjectRoutes,
  adminAuditRoutes,
  adminWalletRoutes,
]
