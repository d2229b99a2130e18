import type { MarkdownRenderer } from 'vitepress'

// A relative link to a file that is not a page (`../deploy/nginx/portico.conf` in an included guide) points
// into the repository, which the site does not serve: its text stays, the dead link goes.
const REPOSITORY_FILE = /^(?![a-z][a-z0-9+.-]*:|\/|#)[^?#]*\.(?!md$|html$)[a-z0-9]+(?:[?#].*)?$/i

export function unlinkRepositoryFiles(md: MarkdownRenderer): void {
  md.core.ruler.push('unlink_repository_files', (state) => {
    for (const block of state.tokens) {
      const children = block.children ?? []
      children.forEach((token, index) => {
        if (token.type !== 'link_open' || !REPOSITORY_FILE.test(token.attrGet('href') ?? '')) return
        const close = children.findIndex(
          (other, at) => at > index && other.type === 'link_close' && other.level === token.level,
        )
        for (const at of [index, close]) {
          const replaced = children[at]
          if (!replaced) continue
          replaced.type = 'text'
          replaced.tag = ''
          replaced.nesting = 0
          replaced.content = ''
          replaced.attrs = null
        }
      })
    }
  })
}
