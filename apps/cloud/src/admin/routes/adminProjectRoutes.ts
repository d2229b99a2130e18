import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { RowIdParameter, withErrors } from '../../server/commonSchemas'
import { ADMIN_API_PREFIX, ERROR_EVENTS_MAX_PAGE_SIZE, ERROR_EVENTS_PAGE_SIZE } from '../adminConstants'
import { type AdminProject, listAdminProjects, readAdminProject } from '../adminProject'
import { addAllowedOrigin, removeAllowedOrigin } from '../allowedOrigins'
import { createProject } from '../createProject'
import { deleteProject } from '../deleteProject'
import { projectAnalytics } from '../projectAnalytics'
import { listProjectErrorEvents } from '../projectErrorEvents'
import { renameProject } from '../renameProject'
import { setProjectFeatures } from '../setProjectFeatures'
import { setProjectWallets } from '../setProjectWallets'
import { setRequirePasskey } from '../setRequirePasskey'
import { adminContext } from './adminContextOf'
import {
  AdminProjectSchema,
  AnalyticsDaySchema,
  ErrorEventsPageSchema,
  ProjectIdParameter,
  ProjectNameSchema,
  WalletIdsSchema,
} from './adminSchemas'

const PROJECTS = `${ADMIN_API_PREFIX}/projects`
const PROJECT = `${PROJECTS}/:projectId`
const ProjectAnswer = withErrors({ 200: AdminProjectSchema })
const OriginSchema = Type.String({
  minLength: 1,
  maxLength: 300,
  description: 'https://app.example.com or https://*.example.com',
})
const ListChange = (description: string) =>
  Type.Optional(Type.Union([Type.Array(Type.String()), Type.Literal(false), Type.Null()], { description }))
const SwitchChange = (description: string) =>
  Type.Optional(Type.Union([Type.Boolean(), Type.Null()], { description }))

/**
 * Projects, their allowed origins (SPEC §6), remote features (SPEC §1/§9) and wallets, for a signed-in admin.
 */
export const adminProjectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { services } = app
  const admin = { access: 'admin' as const }
  const tags = ['admin']
  // What the SDK routes serve changes at once on this instance, within PROJECT_CACHE_MS on the others.
  const changed = (project: AdminProject) => {
    services.projects.forget(project.id)
    return project
  }

  app.get(
    PROJECTS,
    {
      schema: {
        summary: 'Every project',
        tags,
        response: withErrors({ 200: Type.Object({ projects: Type.Array(AdminProjectSchema) }) }),
      },
      config: admin,
    },
    async () => ({ projects: await listAdminProjects(services.db) }),
  )

  app.post(
    PROJECTS,
    {
      schema: {
        summary: 'Create a project (its id is random)',
        tags,
        body: Type.Object({ name: ProjectNameSchema }),
        response: withErrors({ 201: AdminProjectSchema }),
      },
      config: admin,
    },
    async (request, reply) =>
      reply.status(201).send(await createProject(adminContext(request), request.body)),
  )

  app.get(
    PROJECT,
    {
      schema: { summary: 'One project', tags, params: ProjectIdParameter, response: ProjectAnswer },
      config: admin,
    },
    async (request) => readAdminProject(services.db, request.params.projectId),
  )

  app.patch(
    PROJECT,
    {
      schema: {
        summary:
          'Rename a project, set its featured and excluded wallets, or whether new devices need a passkey',
        tags,
        params: ProjectIdParameter,
        body: Type.Object({
          name: Type.Optional(ProjectNameSchema),
          featuredWalletIds: Type.Optional(WalletIdsSchema),
          excludedWalletIds: Type.Optional(WalletIdsSchema),
          requirePasskey: Type.Optional(
            Type.Boolean({
              description: 'A new device opens the embedded wallet only after a passkey check',
            }),
          ),
        }),
        response: ProjectAnswer,
      },
      config: admin,
    },
    async (request) => {
      const { projectId } = request.params
      const { name, featuredWalletIds, excludedWalletIds, requirePasskey } = request.body
      const context = adminContext(request)
      let project = await readAdminProject(services.db, projectId)
      if (name !== undefined) project = await renameProject(context, { projectId, name })
      if (featuredWalletIds !== undefined || excludedWalletIds !== undefined) {
        project = await setProjectWallets(context, {
          projectId,
          ...(featuredWalletIds ? { featured: featuredWalletIds } : {}),
          ...(excludedWalletIds ? { excluded: excludedWalletIds } : {}),
        })
      }
      if (requirePasskey !== undefined)
        project = await setRequirePasskey(context, { projectId, requirePasskey })
      return changed(project)
    },
  )

  app.delete(
    PROJECT,
    {
      schema: {
        summary: 'Delete a project',
        tags,
        params: ProjectIdParameter,
        response: withErrors({ 204: Type.Null() }),
      },
      config: admin,
    },
    async (request, reply) => {
      await deleteProject(adminContext(request), request.params.projectId)
      services.projects.forget(request.params.projectId)
      return reply.status(204).send(null)
    },
  )

  app.post(
    `${PROJECT}/origins`,
    {
      schema: {
        summary:
          'Allow an origin (SPEC §6): exact or wildcard, refused with the reason when the check would misread it',
        tags,
        params: ProjectIdParameter,
        body: Type.Object({ origin: OriginSchema }),
        response: ProjectAnswer,
      },
      config: admin,
    },
    async (request) =>
      changed(
        await addAllowedOrigin(adminContext(request), {
          projectId: request.params.projectId,
          origin: request.body.origin,
        }),
      ),
  )

  app.delete(
    `${PROJECT}/origins`,
    {
      schema: {
        summary: 'Stop allowing an origin',
        tags,
        params: ProjectIdParameter,
        querystring: Type.Object({ origin: OriginSchema }),
        response: ProjectAnswer,
      },
      config: admin,
    },
    async (request) =>
      changed(
        await removeAllowedOrigin(adminContext(request), {
          projectId: request.params.projectId,
          origin: request.query.origin,
        }),
      ),
  )

  app.patch(
    `${PROJECT}/features`,
    {
      schema: {
        summary: 'Set remote features (SPEC §1/§9); null puts one back to its default',
        tags,
        params: ProjectIdParameter,
        body: Type.Object({
          swaps: ListChange('Swap aggregators, or false'),
          onramp: ListChange('On-ramp providers, or false'),
          email: SwitchChange('Email login'),
          socials: ListChange('Social logins, or false'),
          activity: SwitchChange('Activity tab'),
          branding: SwitchChange('Branding'),
          multiWallet: SwitchChange('Multi-wallet'),
        }),
        response: ProjectAnswer,
      },
      config: admin,
    },
    async (request) =>
      changed(
        await setProjectFeatures(adminContext(request), {
          projectId: request.params.projectId,
          changes: request.body,
        }),
      ),
  )

  app.get(
    `${PROJECT}/errors`,
    {
      schema: {
        summary: 'The errors the project’s pages reported to /e (SPEC §8), newest first, a page at a time',
        tags,
        params: ProjectIdParameter,
        querystring: Type.Object({
          limit: Type.Optional(
            Type.Integer({
              minimum: 1,
              maximum: ERROR_EVENTS_MAX_PAGE_SIZE,
              description: `Default ${ERROR_EVENTS_PAGE_SIZE}`,
            }),
          ),
          before: Type.Optional(RowIdParameter('The `next` of the page before')),
        }),
        response: withErrors({ 200: ErrorEventsPageSchema }),
      },
      config: admin,
    },
    async (request) =>
      listProjectErrorEvents(services.db, request.params.projectId, {
        ...(request.query.limit ? { limit: request.query.limit } : {}),
        ...(request.query.before ? { before: request.query.before } : {}),
      }),
  )

  app.get(
    `${PROJECT}/analytics`,
    {
      schema: {
        summary: 'Modal opens, connect attempts and successes per UTC day, the last 30 days, from /e events',
        tags,
        params: ProjectIdParameter,
        response: withErrors({ 200: Type.Object({ days: Type.Array(AnalyticsDaySchema) }) }),
      },
      config: admin,
    },
    async (request) => ({
      days: await projectAnalytics(services.db, request.params.projectId, services.now()),
    }),
  )
}
