import { seedCatalogue } from '../catalogue/seedCatalogue'
import type { Database } from '../db/database'
import { migrate } from '../db/migrate'
import { seedTokenPrices } from '../prices/tokenPrices'
import { DEMO_PROJECT } from '../projects/demoProject'
import { seedProjects } from '../projects/seedProjects'

/**
 * What startCloud writes the same way into every test cloud's database: every migration and the seeds that
 * take no test's settings. startCloud runs them again over a copy, where they find nothing left to do.
 */
export async function prepareTemplate(db: Database): Promise<void> {
  await migrate(db)
  await seedProjects(db, [DEMO_PROJECT])
  await seedCatalogue(db)
  await seedTokenPrices(db)
}
