import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Channel, StreamResponse } from '@efir/contract'
import type { PlayerController, PlayerState } from '@efir/player'
import { ApiError } from '../../shared/api/api-error'
import type { ChannelPlayerProps } from '../../shared/player-props'
import ChannelPlayer from './channel-player'
import { FakeController } from '../../shared/test-support/fake-controller.mock'
import { playerStorage } from '../../shared/player-chrome/player-storage'

const api = vi.hoisted(() => ({ fetchChannelStream: vi.fn() }))
vi.mock('./api', () => ({
  fetchChannelStream: api.fetchChannelStream,
  sendStat: () => undefined,
}))
vi.mock('../../shared/analytics/analytics', () => ({
  analytics: { track: () => undefined, setReady: () => undefined },
  trackEvent: () => undefined,
}))
vi.mock('../../shared/session/use-session', () => ({
  useSession: () => ({ status: 'anonymous' }),
  useConfiguration: () => undefined,
  useNetworkInfo: () => undefined,
}))

const channel = (id: number): Channel =>
  ({
    id,
    name: `Channel ${id}`,
    archived_days: 7,
    cover: { full: '', bg: null, color_bg: null },
    logo: '',
    is_available: true,
    is_free: true,
    is_purchased: false,
    vitrinaUrl: null,
  }) as unknown as Channel

const answer = (id: number, patch: Partial<StreamResponse> = {}): StreamResponse => ({
  hls: `/media/live/${id}/hls.m3u8`,
  hls_mbr: `/media/live/${id}/hls_mbr.m3u8`,
  drm: null,
  img: null,
  stat: { id: 1 },
  trackers: [],
  stream_info: { start: null, live: true, screenshot_timings: null, online_check: '/media/online_check.txt' },
  ad: null,
  ...patch,
})

let fake: FakeController
const factory = vi.fn(() => fake as unknown as PlayerController)

function renderPlayer(over: Partial<ChannelPlayerProps> = {}) {
  const props: ChannelPlayerProps = {
    channel: channel(101),
    schedule: [],
    mode: 'full',
    neighbours: {},
    onZap: vi.fn(),
    onProgramme: vi.fn(),
    ...over,
  }
  const view = render(
    <MemoryRouter>
      <ChannelPlayer {...props} controllerFactory={factory} />
    </MemoryRouter>,
  )
  return {
    props,
    rerender: (next: Partial<ChannelPlayerProps>) =>
      view.rerender(
        <MemoryRouter>
          <ChannelPlayer {...props} {...next} controllerFactory={factory} />
        </MemoryRouter>,
      ),
  }
}

beforeEach(() => {
  fake = new FakeController()
  factory.mockClear()
  api.fetchChannelStream.mockImplementation((id: number) => Promise.resolve(answer(id)))
})
afterEach(() => vi.useRealTimers())

describe('channel player', () => {
  it('shows the channel at once, then loads hls_mbr/hls into one controller', async () => {
    renderPlayer()
    expect(screen.getByTestId('player-feedback')).toHaveTextContent('Channel 101')
    await waitFor(() => expect(fake.load).toHaveBeenCalledTimes(1))
    expect(fake.load.mock.calls[0]?.[0]).toMatchObject({
      kind: 'hls',
      live: true,
      urls: { hls_mbr: '/media/live/101/hls_mbr.m3u8' },
    })
    expect(api.fetchChannelStream).toHaveBeenCalledWith(101, undefined, expect.anything())
  })

  it('reuses the controller across a channel switch', async () => {
    const { rerender } = renderPlayer()
    await waitFor(() => expect(fake.load).toHaveBeenCalledTimes(1))
    rerender({ channel: channel(102) })
    await waitFor(() => expect(fake.load).toHaveBeenCalledTimes(2))
    expect(factory).toHaveBeenCalledTimes(1)
    expect(fake.load.mock.calls[1]?.[0]).toMatchObject({ urls: { hls: '/media/live/102/hls.m3u8' } })
  })

  it('refuses pause on live with warning_archive_no_pause', async () => {
    const user = userEvent.setup()
    renderPlayer()
    await waitFor(() => expect(fake.load).toHaveBeenCalled())
    await user.click(screen.getByRole('button', { name: 'Pause' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Pause is not available on live TV')
    expect(fake.pause).not.toHaveBeenCalled()
  })

  it('zaps with PageDown and stores the volume', async () => {
    const user = userEvent.setup()
    const { props } = renderPlayer()
    await waitFor(() => expect(fake.load).toHaveBeenCalled())
    await user.keyboard('{PageDown}')
    expect(props.onZap).toHaveBeenCalledWith(1)
    await user.click(screen.getByRole('button', { name: 'Mute' }))
    expect(fake.setMuted).toHaveBeenCalledWith(true)
    expect(window.localStorage.getItem('muted')).toBe('true')
  })

  it('a switch started before the page shows its channel applies that channel’s saved audio', async () => {
    window.localStorage.clear()
    playerStorage.setAudio(101, 'ru')
    playerStorage.setAudio(102, 'en')
    const zap = vi.fn((source: PlayerState['source']) => {
      fake.set({
        source,
        status: 'loading',
        url: '/media/live/102/hls_mbr.m3u8',
        audioTracks: [],
        audioTrack: null,
      })
      return Promise.resolve()
    })
    Object.assign(fake, { zap })
    const user = userEvent.setup()
    renderPlayer({ neighbours: { next: channel(102) } })
    await waitFor(() => expect(fake.preload).toHaveBeenCalled())
    await user.keyboard('{PageDown}')
    expect(zap).toHaveBeenCalled() // the page still shows 101: its render waits for the first frame
    const tracks = [
      { id: 0, name: 'Русский', lang: 'ru' },
      { id: 1, name: 'English', lang: 'en' },
    ]
    act(() => fake.set({ audioTracks: tracks, audioTrack: 0 }))
    expect(fake.setAudioTrack).toHaveBeenCalledWith(1)
  })

  it('shows the connection-lost state while offline', async () => {
    renderPlayer()
    await waitFor(() => expect(fake.load).toHaveBeenCalled())
    act(() => fake.set({ offline: true }))
    // the player subscribes to the controller in an effect of the render that made it; on a busy machine
    // that effect (and so the render of the new state) may run after this act
    expect(await screen.findAllByText('Connection lost — retrying')).not.toHaveLength(0)
  })

  it('a stream 403 alerts the server message and offers Retry', async () => {
    api.fetchChannelStream.mockRejectedValueOnce(
      new ApiError({
        status: 403,
        code: 'not_purchased',
        message: 'Buy the packet',
        endpointId: 'getChannelStream',
      }),
    )
    renderPlayer()
    expect(await screen.findAllByText('Buy the packet')).not.toHaveLength(0)
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(fake.load).toHaveBeenCalled())
  })

  it('a stream refused for the PIN (parental_required) asks the page for the PIN and plays nothing', async () => {
    api.fetchChannelStream.mockRejectedValueOnce(
      new ApiError({
        status: 403,
        code: 'parental_required',
        message: 'Enter the parental control PIN to watch',
        endpointId: 'getChannelStream',
      }),
    )
    const onParentalRequired = vi.fn()
    renderPlayer({ onParentalRequired })
    await waitFor(() => expect(onParentalRequired).toHaveBeenCalledTimes(1))
    expect(fake.load).not.toHaveBeenCalled()
  })

  it('a renewal refused for the PIN (its window ended meanwhile) asks the page for it (issue 30)', async () => {
    const onParentalRequired = vi.fn()
    renderPlayer({ onParentalRequired })
    await waitFor(() => expect(fake.load).toHaveBeenCalled())
    const [, options] = factory.mock.calls[0] as unknown as [unknown, { onForbidden: () => Promise<unknown> }]
    api.fetchChannelStream.mockRejectedValueOnce(
      new ApiError({ status: 403, code: 'parental_required', message: '', endpointId: 'getChannelStream' }),
    )
    await expect(options.onForbidden()).rejects.toBeInstanceOf(ApiError)
    expect(onParentalRequired).toHaveBeenCalledTimes(1)
  })

  it('archive: skip buttons and a seek line named with the time', async () => {
    const now = Math.floor(Date.now() / 1000)
    const start = now - 3000
    api.fetchChannelStream.mockResolvedValue(
      answer(101, { stream_info: { start, live: false, screenshot_timings: null, online_check: '' } }),
    )
    const programme = {
      id: 5,
      timestamp: start,
      duration: 3600,
      is_catchup_available: true,
    } as ChannelPlayerProps['schedule'][number]
    renderPlayer({ ts: start, schedule: [programme] })
    await waitFor(() => expect(fake.load).toHaveBeenCalled())
    act(() => fake.set({ currentTime: 60, seekableEnd: 2900, status: 'playing' }))
    // the seek line follows the position on its next render, which a busy machine may run later
    await waitFor(() =>
      expect(screen.getByRole('slider', { name: 'Position in the programme' })).toHaveAttribute(
        'aria-valuetext',
        '1:00 of 1:00:00',
      ),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Forward 10 seconds' }))
    await waitFor(() => expect(fake.seek).toHaveBeenCalledWith(70))
  })
})
