import { defineConfig } from 'vitepress'
import { sidebar } from './sidebar'
import { unlinkRepositoryFiles } from './unlinkRepositoryFiles'

export default defineConfig({
  title: 'Portico',
  description: 'An open, self-hostable wallet-connection modal',
  srcDir: 'pages',
  outDir: 'dist',
  cleanUrls: false,
  // A link to a page that does not exist fails the build (VitePress's default, kept on purpose).
  ignoreDeadLinks: false,
  lastUpdated: false,
  markdown: {
    // Shiki's high-contrast GitHub themes: every token keeps 4.5:1 on the code block (axe, in the e2e).
    theme: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
    config: (md) => {
      md.use(unlinkRepositoryFiles)
    },
  },
  themeConfig: {
    // Search runs in the browser over an index built with the site: no outside service.
    search: { provider: 'local' },
    sidebar,
    nav: [
      { text: 'Guide', link: '/getting-started/react' },
      { text: 'API', link: '/api/core/' },
    ],
    outline: { level: [2, 3] },
  },
})
