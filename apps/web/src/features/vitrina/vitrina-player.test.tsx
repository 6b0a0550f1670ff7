import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Channel } from '@efir/contract'
import { ApiError } from '../../shared/api/api-error'
import type { ChannelPlayerProps } from '../../shared/player-props'
import VitrinaPlayer from './vitrina-player'

// The config answer of the test: a frame's address, or the server's refusal
let answer: () => Promise<unknown>
vi.mock('../../shared/api/query', () => ({
  endpointQueryOptions: () => ({ queryKey: ['config'], queryFn: () => answer() }),
}))

const channel = { id: 125, name: 'Витрина ТВ', vitrinaUrl: 'https://vitrina.example/125' } as Channel

function renderPlayer() {
  const props = { channel, schedule: [], mode: 'full', neighbours: {}, onZap: vi.fn(), onProgramme: vi.fn() }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <VitrinaPlayer {...(props as ChannelPlayerProps)} />
    </QueryClientProvider>,
  )
}

afterEach(() => {
  Reflect.deleteProperty(window, 'documentPictureInPicture')
  Reflect.deleteProperty(document, 'fullscreenEnabled')
})

describe('the third-party player of channel 125 (spec 2 §4, §8; issue 31)', () => {
  it('a refused config says the server’s message, not the network one', async () => {
    answer = () =>
      Promise.reject(
        new ApiError({
          status: 403,
          code: 'access_denied',
          message: 'Канал недоступен в вашем регионе',
          endpointId: 'getChannelConfig',
        }),
      )
    renderPlayer()
    expect(await screen.findByRole('alert')).toHaveTextContent('Канал недоступен в вашем регионе')
    expect(screen.queryByText('error_video_download')).toBeNull()
  })

  it('no answer at all says the network message', async () => {
    answer = () =>
      Promise.reject(new ApiError({ status: 0, code: 'network', message: 'offline', endpointId: 'x' }))
    renderPlayer()
    expect(await screen.findByRole('alert')).not.toHaveTextContent('offline')
  })

  it('on a desktop browser: fullscreen, and picture-in-picture in a window with the same frame', async () => {
    answer = () => Promise.resolve({ config: { web: 'https://vitrina.example/embed/125', web_vlight: null } })
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true })
    const pip = document.implementation.createHTMLDocument('pip')
    const pipWindow = Object.assign(new EventTarget(), { document: pip, close: vi.fn() })
    const requestWindow = vi.fn(() => Promise.resolve(pipWindow))
    Object.defineProperty(window, 'documentPictureInPicture', {
      value: { requestWindow },
      configurable: true,
    })
    renderPlayer()
    expect(await screen.findByTitle('Витрина ТВ')).toHaveAttribute('src', 'https://vitrina.example/embed/125')
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Picture in picture' }))
    expect(requestWindow).toHaveBeenCalledTimes(1)
    // (a node of another document: jest-dom's matchers do not take it)
    await waitFor(() =>
      expect(pip.querySelector('iframe')?.getAttribute('src')).toBe('https://vitrina.example/embed/125'),
    )
    // the box says where the channel is; the frame plays once, in the window
    expect(screen.getByText('The channel plays in picture in picture')).toBeInTheDocument()
    expect(screen.queryByTitle('Витрина ТВ')).toBeNull()

    // the window closed: the frame is back in the box
    act(() => void pipWindow.dispatchEvent(new Event('pagehide')))
    expect(screen.getByTitle('Витрина ТВ')).toBeInTheDocument()
  })
})
