import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  decidePlayPause,
  type PlaybackPoint,
  type PlayerController,
  type PlayerSource,
  type PlayerState,
} from '@efir/player'
import { FakeController as SharedFakeController } from '../../shared/test-support/fake-controller.mock'
import VodPlayer from './vod-player'

/** The shared controller double with a title's state (600 s, at 100 s) and a working play/pause. */
class FakeController extends SharedFakeController {
  override load = vi.fn((source: PlayerState['source']) => {
    this.set({ source, status: 'playing', live: false, url: 'u', duration: 600, currentTime: 100 })
    return Promise.resolve()
  })
  override play = vi.fn(() => this.set({ status: 'playing' }))
  override pause = vi.fn(() => this.set({ status: 'paused' }))
  override togglePlay = () => {
    const d = decidePlayPause({
      playing: this.state.status === 'playing',
      live: this.state.live,
      hasArchive: false,
      errorCount: 0,
    })
    if (d.kind === 'play') this.play()
    if (d.kind === 'pause') this.pause()
    return d
  }
}

const source: PlayerSource = { kind: 'hls', urls: { hls: '/vod.m3u8' }, live: false }
const intro: PlaybackPoint = { type: 'intro', start: 90_000, end: 150_000, button: { action: 'skip' } }
let fake: FakeController
const factory = vi.fn(() => fake as unknown as PlayerController)

function renderPlayer(points: PlaybackPoint[] = []) {
  render(
    <VodPlayer
      source={source}
      sourceKey="content-1"
      title="The Film"
      points={points}
      controllerFactory={factory}
    />,
  )
}

beforeEach(() => {
  fake = new FakeController()
  factory.mockClear()
})
afterEach(() => vi.useRealTimers())

describe('the VOD player on the shared controls', () => {
  it('has a seek line over the title, no live badge and no casting', async () => {
    renderPlayer()
    const seek = await screen.findByRole('slider', { name: 'Playback position' })
    expect(seek).toHaveAttribute('aria-valuemax', '600')
    expect(seek).toHaveAttribute('aria-valuenow', '100')
    expect(screen.getByText('1:40 of 10:00')).toBeInTheDocument()
    expect(screen.queryByText('Live')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Back to live' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cast to a device' })).toBeNull()
  })

  it('pauses and plays again (a title is never live)', async () => {
    renderPlayer()
    await userEvent.click(await screen.findByRole('button', { name: 'Pause' }))
    expect(fake.pause).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: 'Play' }))
    expect(fake.play).toHaveBeenCalledTimes(1)
  })

  it('adds up skip presses and seeks once, 500 ms after the last', async () => {
    renderPlayer()
    const forward = await screen.findByRole('button', { name: 'Forward 10 seconds' })
    // two presses at once: two user-event clicks took over the batch's 500 ms on a loaded machine
    fireEvent.click(forward)
    fireEvent.click(forward)
    await waitFor(() => expect(fake.seek).toHaveBeenCalledWith(120))
    expect(fake.seek).toHaveBeenCalledTimes(1)
  })

  it('moves 10 s with the arrow keys on the seek line and stops a second before the end', async () => {
    renderPlayer()
    const seek = await screen.findByRole('slider', { name: 'Playback position' })
    act(() => seek.focus())
    await userEvent.keyboard('{ArrowRight}')
    expect(fake.seek).toHaveBeenLastCalledWith(110)
    act(() => fake.set({ currentTime: 598 }))
    await userEvent.keyboard('{ArrowRight}')
    expect(fake.seek).toHaveBeenLastCalledWith(599)
  })

  it('offers to skip the intro while it plays', async () => {
    renderPlayer([intro])
    act(() => fake.set({ currentTime: 95 }))
    await userEvent.click(await screen.findByRole('button', { name: 'Skip intro' }))
    expect(fake.seek).toHaveBeenLastCalledWith(150)
  })

  it('leaving during a seek still buffering reports the position sought', async () => {
    const onPosition = vi.fn()
    const view = render(
      <VodPlayer
        source={source}
        sourceKey="content-1"
        title="The Film"
        onPosition={onPosition}
        controllerFactory={factory}
      />,
    )
    await screen.findByRole('slider', { name: 'Playback position' })
    act(() => fake.set({ status: 'waiting', currentTime: 300 }))
    view.unmount()
    expect(onPosition).toHaveBeenLastCalledWith(300, 600, 'leave')
  })

  it('a stall shows the spinner and says so, as the channel player does (issue 31)', async () => {
    renderPlayer()
    await screen.findByRole('slider', { name: 'Playback position' })
    const said = () =>
      screen
        .queryAllByRole('status')
        .map((el) => el.textContent)
        .filter(Boolean)
    act(() => fake.set({ status: 'waiting' }))
    await waitFor(() => expect(said()).toContain('Loading'))
    act(() => fake.set({ offline: true }))
    await waitFor(() => expect(said()).toContain('Connection lost — retrying'))
    // longer than the retries: the alert with Retry
    act(() => fake.set({ offlineLong: true }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection lost — retrying')
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    act(() => fake.set({ status: 'playing', offline: false, offlineLong: false }))
    await waitFor(() => expect(said()).toEqual([]))
  })
})
