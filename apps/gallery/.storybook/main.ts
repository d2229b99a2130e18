import type { StorybookConfig } from '@storybook/react-vite'

// ARCHITECTURE.md: the gallery shows every primitive and view; it runs offline, so no telemetry or update checks.
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  addons: [],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true, enableCrashReports: false },
  typescript: { reactDocgen: false },
}

export default config
