import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The dashboard is static files the cloud serves under /admin/ (src/admin/dashboard/).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/dashboard', import.meta.url)),
    emptyOutDir: true,
    // The strict CSP allows no inline script: the module preload polyfill would be one.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
})
