import { act, render, screen } from '@testing-library/react'
import { useRef, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { useModalLayer } from './use-modal-layer'

function Layer({ control }: { control: boolean }) {
  const ref = useRef<HTMLDivElement>(null)
  useModalLayer(ref)
  return (
    <div ref={ref} role="dialog" aria-label="player" tabIndex={-1}>
      {control && <button type="button">pay</button>}
    </div>
  )
}

function Page() {
  const [open, setOpen] = useState(false)
  const [control, setControl] = useState(true)
  return (
    <>
      <main>
        <button type="button" onClick={() => setOpen(true)}>
          open
        </button>
      </main>
      <div role="status" aria-live="polite" />
      {open && <Layer control={control} />}
      <button type="button" hidden data-testid="close" onClick={() => setOpen(false)}>
        close
      </button>
      <button type="button" hidden data-testid="drop" onClick={() => setControl(false)}>
        drop
      </button>
    </>
  )
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

describe('useModalLayer', () => {
  it('takes focus, makes the page inert, takes back lost focus and returns it to the opener', async () => {
    render(<Page />)
    const opener = screen.getByRole('button', { name: 'open' })
    opener.focus()
    act(() => opener.click())
    const layer = screen.getByRole('dialog')
    expect(document.activeElement).toBe(layer)
    expect(document.querySelector('main')?.hasAttribute('inert')).toBe(true)
    expect(document.querySelector('[role=status]')?.hasAttribute('inert')).toBe(false)

    // a focused control removed (the gate after a purchase): focus comes back to the layer, not the body
    const pay = screen.getByRole('button', { name: 'pay' })
    pay.focus()
    act(() => screen.getByTestId('drop').click())
    await flush()
    expect(document.activeElement).toBe(layer)

    act(() => screen.getByTestId('close').click())
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.querySelector('main')?.hasAttribute('inert')).toBe(false)
    expect(document.activeElement).toBe(opener)
  })
})
