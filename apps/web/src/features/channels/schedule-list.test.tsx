import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { entry } from '../../shared/test-support/channel-fixtures'
import { toastStore } from '../../shared/ui/toast-store'
import { ScheduleList, type ScheduleListProps } from './schedule-list'

/** Local noon today: every programme below falls on the same day (only Date is faked, timers stay real). */
const NOON = new Date()
NOON.setHours(12, 0, 0, 0)
const NOW = Math.floor(NOON.getTime() / 1000)
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOON)
})
afterAll(() => vi.useRealTimers())
const channel = { id: 1, name: 'Первый', is_purchased: true, is_free: false, archived_days: 3 }
const entries = [
  entry({
    id: 1,
    timestamp: NOW - 3 * 3600,
    duration: 3600,
    program: { id: 1, title: 'Past', age: 0, motion_rating: null, persons: [] },
  }),
  entry({
    id: 2,
    timestamp: NOW - 2 * 3600,
    duration: 3600,
    is_catchup_available: false,
    program: { id: 2, title: 'Banned', age: 0, motion_rating: null, persons: [] },
  }),
  entry({
    id: 3,
    timestamp: NOW - 600,
    duration: 3600,
    program: { id: 3, title: 'Airing', age: 0, motion_rating: null, persons: [] },
  }),
  entry({
    id: 4,
    timestamp: NOW + 3000,
    duration: 3600,
    program: { id: 4, title: 'Future', age: 0, motion_rating: null, persons: [] },
  }),
]

function renderList(over: Partial<ScheduleListProps> = {}) {
  const props: ScheduleListProps = {
    channel,
    entries,
    pending: false,
    noProgram: false,
    now: NOW,
    onPlay: vi.fn(),
    onPackets: vi.fn(),
    ...over,
  }
  render(<ScheduleList {...props} />)
  return props
}

afterEach(() => toastStore.get().forEach((t) => toastStore.dismiss(t.id)))

describe('schedule list (spec 2 §2, §4)', () => {
  it('marks the airing programme and the states of the others', () => {
    renderList()
    const list = screen.getByRole('list', { name: /Первый/ })
    const items = within(list).getAllByRole('listitem')
    const byTitle = (title: string) => items.find((li) => li.textContent?.includes(title))
    expect(byTitle('Airing')).toHaveAttribute('aria-current', 'time')
    expect(byTitle('Airing')).toHaveTextContent('On air now')
    expect(byTitle('Past')).toHaveAttribute('data-state', 'archived')
    expect(byTitle('Banned')).toHaveAttribute('data-state', 'unactive')
    expect(byTitle('Future')).toHaveAttribute('data-state', 'unactive')
  })

  it('plays an archived programme from its start and alerts for banned and future ones', async () => {
    const user = userEvent.setup()
    const props = renderList()
    await user.click(screen.getByRole('button', { name: /Past/ }))
    expect(props.onPlay).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), {
      kind: 'play',
      ts: NOW - 3 * 3600,
      live: false,
    })
    await user.click(screen.getByRole('button', { name: /Banned/ }))
    expect(toastStore.get().map((t) => t.text)).toContain(
      'The recording of this programme is not available at the request of the rights holder',
    )
    await user.click(screen.getByRole('button', { name: /Future/ }))
    expect(toastStore.get().map((t) => t.text)).toContain('This programme has not started yet')
  })

  it('an unpurchased channel opens the packets', async () => {
    const user = userEvent.setup()
    const props = renderList({ channel: { ...channel, is_purchased: false } })
    await user.click(screen.getByRole('button', { name: /Past/ }))
    expect(props.onPackets).toHaveBeenCalledTimes(1)
  })

  it('shows warning_no_program when the attempts are spent', () => {
    renderList({ entries: [], noProgram: true })
    expect(screen.getByRole('status')).toHaveTextContent('No programme schedule available')
  })
})
