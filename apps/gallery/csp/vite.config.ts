import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The strict-CSP page of the gallery, built beside Storybook's output and served with it.
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  base: '/csp/',
  plugins: [react()],
  build: { outDir: '../dist/csp', emptyOutDir: true, assetsInlineLimit: 0 },
  logLevel: 'warn',
})
