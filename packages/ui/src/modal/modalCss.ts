import {
  HEADER_TEXT_TRANSITION_MS,
  MODAL_HEIGHT_TRANSITION_MS,
  MODAL_WIDTH_PX,
  VIEW_TRANSITION_MS,
  WALLET_LIST_MAX_HEIGHT_PX,
  WALLET_ROW_HEIGHT_PX,
} from '../constants'

/**
 * The shell's layout and SPEC §9's animations (header text 120 ms, height 150 ms, views 150 ms).
 * Sides are logical (inline start and end), so a `dir="rtl"` root mirrors the layout.
 */
export const modalCss = /* css */ `
.pc-overlay {
  position: fixed; inset: 0; z-index: var(--pc-z-index);
  display: flex; align-items: center; justify-content: center;
  background: var(--pc-overlay); overscroll-behavior: contain;
}
.pc-dialog {
  position: relative; width: ${MODAL_WIDTH_PX}px; max-width: calc(100vw - 16px); max-height: calc(100vh - 32px);
  display: flex; flex-direction: column; overflow: hidden; outline: none;
  border-radius: calc(var(--pc-radius-master) * 9); border: 1px solid var(--pc-border);
  background: var(--pc-bg-1); color: var(--pc-fg-1);
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.2);
}
.pc-dialog--inline { box-shadow: none; max-width: 100%; }
.pc-dialog--shake { animation: pc-shake 500ms ease-in-out; }
@keyframes pc-shake { 20%, 60% { transform: translateX(-6px); } 40%, 80% { transform: translateX(6px); } }
.pc-header { display: flex; align-items: center; gap: 8px; padding: 12px 12px 8px; }
.pc-header__spacer { width: 32px; height: 32px; flex: none; }
.pc-header__title {
  flex: 1; margin: 0; text-align: center; font-size: calc(var(--pc-font-size-master) * 1.6); font-weight: 600;
  animation: pc-fade-in ${HEADER_TEXT_TRANSITION_MS}ms ease-out;
}
.pc-router { overflow: hidden auto; transition: height ${MODAL_HEIGHT_TRANSITION_MS}ms ease; }
.pc-router__content { padding: 4px 12px 12px; }
.pc-view--enter { animation: pc-view-in ${VIEW_TRANSITION_MS}ms ease-out; }
.pc-view-skeleton { display: flex; flex-direction: column; gap: 8px; }
@keyframes pc-fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes pc-view-in { from { opacity: 0; transform: translateY(6px); } to { opacity: 1; transform: none; } }
.pc-alert {
  display: flex; align-items: flex-start; gap: 8px; margin: 0 12px 8px; padding-block: 8px; padding-inline: 12px 8px;
  border-radius: calc(var(--pc-radius-master) * 3); background: var(--pc-bg-2); color: var(--pc-fg-2);
}
.pc-alert__text { flex: 1; display: flex; flex-direction: column; gap: 2px; font-size: calc(var(--pc-font-size-master) * 1.2); }
.pc-snackbar {
  display: flex; align-items: center; gap: 8px; margin: 0 12px 12px; padding: 8px 12px;
  border-radius: calc(var(--pc-radius-master) * 4); background: var(--pc-bg-3); color: var(--pc-fg-3);
  font-size: calc(var(--pc-font-size-master) * 1.2); font-weight: 500;
  animation: pc-fade-in ${VIEW_TRANSITION_MS}ms ease-out;
}
.pc-legal { padding: 12px 16px 16px; border-top: 1px solid var(--pc-border); text-align: center; }
.pc-legal p { margin: 0; font-size: calc(var(--pc-font-size-master) * 1.2); color: var(--pc-fg-1-muted); }
.pc-legal a { color: var(--pc-accent-text); font-weight: 600; text-decoration: underline; }
.pc-plain-list { list-style: none; margin: 0; padding: 0; }
.pc-stack { display: flex; flex-direction: column; gap: 8px; }
.pc-centered { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 16px 8px; text-align: center; }
.pc-wallet-badge { position: relative; display: inline-flex; align-items: center; justify-content: center; }
.pc-qr { position: relative; margin: 0; padding: 12px; box-sizing: content-box; border-radius: 16px; background: var(--pc-bg-1); border: 1px solid var(--pc-border); }
.pc-qr svg { display: block; }
.pc-qr__logo { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; pointer-events: none; }
.pc-wallet-badge .pc-spinner { position: absolute; inset: -6px; width: auto !important; height: auto !important; color: var(--pc-accent-text); }
/* The All Wallets list scrolls on its own; rows sit at fixed offsets so only visible ones render. */
.pc-wallet-list { max-height: ${WALLET_LIST_MAX_HEIGHT_PX}px; overflow-y: auto; overscroll-behavior: contain; }
.pc-wallet-list ul { position: relative; }
.pc-wallet-list li { position: absolute; inset-inline: 0; height: ${WALLET_ROW_HEIGHT_PX - 8}px; }
.pc-wallet-links { width: 100%; }
.pc-siwx-message {
  width: 100%; box-sizing: border-box; max-height: 160px; overflow: auto; margin: 0; padding: 8px 12px; text-align: start;
  border-radius: calc(var(--pc-radius-master) * 3); background: var(--pc-bg-2); color: var(--pc-fg-2);
}
.pc-siwx-message pre { margin: 0; font: inherit; font-size: calc(var(--pc-font-size-master) * 1.1); white-space: pre-wrap; overflow-wrap: anywhere; }
.pc-siwx-actions { display: flex; gap: 8px; width: 100%; }
.pc-siwx-actions > .pc-button { flex: 1; }
.pc-wallet-links a { text-decoration: none; }
`
