import { describe, expect, test } from 'vitest'
import { isAdminCommand, parseAdminCommand } from './parseAdminCommand'

describe('parseAdminCommand', () => {
  test('no subcommand (or a flag) starts the server; a command group administers', () => {
    expect(isAdminCommand([])).toBe(false)
    expect(isAdminCommand(['--port', '4000'])).toBe(false)
    expect(isAdminCommand(['projects', 'list'])).toBe(true)
  })

  test('features set: on/off switches, provider lists, off and default (SPEC §9 again)', () => {
    const { command, database, json } = parseAdminCommand([
      'features',
      'set',
      'abc',
      '--email',
      'OFF',
      '--socials',
      'google, github',
      '--swaps',
      'none',
      '--multi-wallet',
      'on',
      '--onramp',
      'default',
      '--database',
      'postgres://db/portico',
      '--json',
    ])
    expect(command).toEqual({
      kind: 'features set',
      projectId: 'abc',
      changes: { email: false, socials: ['google', 'github'], swaps: false, multiWallet: true, onramp: null },
    })
    expect({ database, json }).toEqual({ database: 'postgres://db/portico', json: true })
  })

  test('a bad value, a missing argument and an unknown command are named', () => {
    expect(() => parseAdminCommand(['features', 'set', 'abc', '--email', 'maybe'])).toThrow(
      '--email takes on, off or default, got "maybe"',
    )
    expect(() => parseAdminCommand(['origins', 'add', 'abc'])).toThrow(
      'portico-cloud origins add needs <origin>',
    )
    expect(() => parseAdminCommand(['projects', 'create'])).toThrow(
      'portico-cloud projects create needs --name',
    )
    expect(() => parseAdminCommand(['projects', 'update', 'abc'])).toThrow('needs --name, --featured-wallets')
    expect(() => parseAdminCommand(['admins', 'delete'])).toThrow(
      'unknown command "portico-cloud admins delete"',
    )
  })

  test('projects update takes comma lists of wallet ids', () => {
    expect(
      parseAdminCommand(['projects', 'update', 'abc', '--featured-wallets', 'rainbow,metamask']).command,
    ).toEqual({
      kind: 'projects update',
      projectId: 'abc',
      featured: ['rainbow', 'metamask'],
    })
  })

  test('projects update --require-passkey takes on or off, and nothing else', () => {
    expect(parseAdminCommand(['projects', 'update', 'abc', '--require-passkey', 'ON']).command).toEqual({
      kind: 'projects update',
      projectId: 'abc',
      requirePasskey: true,
    })
    expect(parseAdminCommand(['projects', 'update', 'abc', '--require-passkey', 'off']).command).toEqual({
      kind: 'projects update',
      projectId: 'abc',
      requirePasskey: false,
    })
    expect(() => parseAdminCommand(['projects', 'update', 'abc', '--require-passkey', 'yes'])).toThrow(
      '--require-passkey takes on or off, got "yes"',
    )
  })
})
