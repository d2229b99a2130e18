import { type KeyboardEvent, useId, useRef } from 'react'

export type Tab = { id: string; label: string }

export type TabsProps = {
  /** Names the tab list (e.g. "Account sections"). */
  label: string
  tabs: Tab[]
  selected: string
  onChange: (id: string) => void
}

/** WAI-ARIA tabs: one tab in the Tab order, arrows, Home and End move between them. */
export function Tabs({ label, tabs, selected, onChange }: TabsProps) {
  const id = useId()
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const move = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const last = tabs.length - 1
    // WAI-ARIA: in a right-to-left layout the left arrow moves forward, toward the next tab.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft'
    const next =
      event.key === forward
        ? index === last
          ? 0
          : index + 1
        : event.key === backward
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined
    if (next === undefined) return
    event.preventDefault()
    const tab = tabs[next]
    if (!tab) return
    onChange(tab.id)
    refs.current[next]?.focus()
  }
  return (
    <div className="pc-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected
        return (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[index] = element
            }}
            id={`${id}-${tab.id}`}
            type="button"
            role="tab"
            className="pc-tabs__tab"
            aria-selected={isSelected}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        )
      })}
    </div>
  )
}
