import type { DoctorCheck } from './doctorCheck'
import { fetchForDoctor } from './fetchForDoctor'

// What the frame server sends and a proxy in front of it must keep: without them the host page could script the frame.
const REQUIRED_CSP_DIRECTIVES = ["script-src 'self'", 'frame-ancestors']

/** The secure frame's origin serves the frame's script under the frame server's Content-Security-Policy. */
export function checkFrameOrigin(frameOrigin: string): DoctorCheck {
  return {
    name: 'frame origin',
    async run() {
      const url = `${frameOrigin}/frame.js`
      const response = await fetchForDoctor(url)
      if (response.status !== 200)
        throw new Error(`${url} answered ${response.status}, not the frame's script`)
      const policy = response.headers.get('content-security-policy')
      if (!policy)
        throw new Error(
          `${url} has no Content-Security-Policy: is a proxy in front of the frame server dropping it?`,
        )
      const missing = REQUIRED_CSP_DIRECTIVES.filter((directive) => !policy.includes(directive))
      if (missing.length > 0)
        throw new Error(`${url}'s Content-Security-Policy lacks ${missing.join(' and ')}: "${policy}"`)
      return `${frameOrigin} serves the frame under its Content-Security-Policy`
    },
  }
}
