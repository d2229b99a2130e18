import { LRUCache } from 'lru-cache'
import { PROJECT_CACHE_MAX_ENTRIES, PROJECT_CACHE_MS } from '../constants'
import type { Queryable } from '../db/database'
import { findProject } from './findProject'
import type { Project } from './project'

export type ProjectCache = {
  find: (projectId: string) => Promise<Project | undefined>
  /** Drops what this instance keeps of a project an admin just changed; other instances see it within PROJECT_CACHE_MS. */
  forget: (projectId: string) => void
}

/**
 * Every call checks its project (SPEC §6): the rows are read once per PROJECT_CACHE_MS instead of
 * once a request, concurrent reads of one id share one query, and an unknown id is remembered too.
 */
export function createProjectCache(db: Queryable, now: () => number): ProjectCache {
  const cache = new LRUCache<string, { project: Project | undefined }>({
    max: PROJECT_CACHE_MAX_ENTRIES,
    ttl: PROJECT_CACHE_MS,
    ttlResolution: 0,
    perf: { now },
    fetchMethod: async (projectId) => ({ project: await findProject(db, projectId) }),
  })
  return {
    find: async (projectId) => (await cache.fetch(projectId))?.project,
    forget: (projectId) => {
      cache.delete(projectId)
    },
  }
}
