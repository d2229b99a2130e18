import { execFileSync } from 'node:child_process'

/** The paths `npm pack` would put in a package's tarball, without writing it. */
export function packedFiles(dir) {
  const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const [report] = JSON.parse(output)
  return report.files.map((file) => file.path)
}
