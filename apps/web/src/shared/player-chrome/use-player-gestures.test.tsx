import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { usePlayerGestures } from './use-player-gestures'

/** A 500 × 300 player with a control in its left fifth, as the controls show after a tap. */
function Player(props: { skip: (d: 1 | -1) => void; onTap: () => void; controls: boolean }) {
  const g = usePlayerGestures({ canSkip: true, skip: props.skip, onTap: props.onTap, cancelTap: () => {} })
  return (
    <div
      data-testid="player"
      data-zoomed={g.zoomed}
      onTouchStart={g.onTouchStart}
      onTouchMove={g.onTouchMove}
      onTouchEnd={g.onTouchEnd}
    >
      {props.controls && <button type="button">skip back</button>}
    </div>
  )
}

const LEFT = { clientX: 40, clientY: 150 }

function tap(target: Element) {
  fireEvent.touchStart(target, { touches: [LEFT], changedTouches: [LEFT] })
  fireEvent.touchEnd(target, { touches: [], changedTouches: [LEFT] })
}

function setup(controls: boolean) {
  const skip = vi.fn()
  const onTap = vi.fn()
  const view = render(<Player skip={skip} onTap={onTap} controls={false} />)
  const player = screen.getByTestId('player')
  player.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 500, height: 300 })
  tap(player)
  // the first tap revealed the controls; the second lands on one of them
  view.rerender(<Player skip={skip} onTap={onTap} controls={controls} />)
  return { skip, onTap, player }
}

describe('usePlayerGestures (spec 2 §4 mobile touch)', () => {
  // a tap's time is its event's timeStamp, which jsdom takes from Date.now(): stopped, two taps are
  // 0 ms apart however long the rerender and the role query between them take on a loaded machine
  beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'] }))
  afterEach(() => void vi.useRealTimers())

  it('a second tap within 500 ms on a control the first tap revealed still skips, and is no click', () => {
    const { skip, onTap } = setup(true)
    const button = screen.getByRole('button', { name: 'skip back' })
    const click = vi.fn()
    button.addEventListener('click', click)
    tap(button)
    expect(skip).toHaveBeenCalledWith(-1)
    expect(onTap).toHaveBeenCalledTimes(1)
    expect(click).not.toHaveBeenCalled()
  })

  it('a lone tap on a control is the control’s own', () => {
    const skip = vi.fn()
    const onTap = vi.fn()
    render(<Player skip={skip} onTap={onTap} controls />)
    tap(screen.getByRole('button', { name: 'skip back' }))
    expect(skip).not.toHaveBeenCalled()
    expect(onTap).not.toHaveBeenCalled()
  })

  it('a spread whose moves never arrived zooms by where the fingers were at its end (landscape)', () => {
    render(<Player skip={vi.fn()} onTap={vi.fn()} controls={false} />)
    const player = screen.getByTestId('player')
    expect(window.innerWidth).toBeGreaterThan(window.innerHeight)
    const a = { identifier: 0, clientX: 220, clientY: 150 }
    const b = { identifier: 1, clientX: 280, clientY: 150 }
    fireEvent.touchStart(player, { touches: [a, b], changedTouches: [a, b] })
    // no touchmove: the browser coalesced them into the first finger's touchend
    fireEvent.touchEnd(player, {
      touches: [{ ...b, clientX: 350 }],
      changedTouches: [{ ...a, clientX: 150 }],
    })
    expect(player).toHaveAttribute('data-zoomed', 'true')
  })
})
