/** WalletConnect's mark on its blue tile, for the pairing row that has no wallet icon of its own. */
export function WalletConnectLogo({ size = 40 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      data-icon="WalletConnect"
    >
      <rect width="40" height="40" rx="12" fill="#3396FF" />
      <path
        d="M12.2 16.3c4.3-4.2 11.3-4.2 15.6 0M7 19.6l5.2 5 7.8-7.6 7.8 7.6 5.2-5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
