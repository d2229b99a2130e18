import { defineConfig } from '@playwright/test'
import { e2eSuite } from '../../playwright.shared'

export default defineConfig(e2eSuite())
