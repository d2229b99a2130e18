import type { Locale } from '../locales/loadMessages'

// The buttons' few strings live in the entry, so a button paints in its language with no chunk to wait for.
export const buttonMessages = {
  en: {
    connect: 'Connect Wallet',
    account: 'Account {address}',
    accountWithBalance: 'Account {address}, {balance}',
    network: 'Network: {network}',
    selectNetwork: 'Select network',
  },
  es: {
    connect: 'Conectar billetera',
    account: 'Cuenta {address}',
    accountWithBalance: 'Cuenta {address}, {balance}',
    network: 'Red: {network}',
    selectNetwork: 'Elegir red',
  },
  'zh-CN': {
    connect: '连接钱包',
    account: '账户 {address}',
    accountWithBalance: '账户 {address}，{balance}',
    network: '网络：{network}',
    selectNetwork: '选择网络',
  },
} as const satisfies Record<Locale, Record<string, string>>

export type ButtonMessageKey = keyof (typeof buttonMessages)['en']
