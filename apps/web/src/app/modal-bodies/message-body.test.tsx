import { render, screen, type RenderResult } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { openRenewalDisabled } from '../../features/commerce/use-packet-actions'
import { promptStore } from '../../shared/notifications/prompt-store'
import MessageBody from './message-body'

/** The body as the modal host renders it: inside the router (its watch-TV button navigates). */
const inRouter = (body: ReactElement): RenderResult =>
  render(
    <MemoryRouter initialEntries={['/contents/x-13']}>
      <Routes>
        <Route path="/channels" element={<p>channels page</p>} />
        <Route path="*" element={body} />
      </Routes>
    </MemoryRouter>,
  )

const surveyAsked = () => promptStore.get().asked.has('survey_unsubscribe')

describe('the "disabled renewal" modal and the unsubscribe survey (spec 3 §4, §7)', () => {
  it('leaves the survey to its prompt as it opens: closed before its body has loaded, the prompt asks', () => {
    const open = vi.fn()
    openRenewalDisabled(open, 'Renewal disabled', 'Renewal of Cinema Plus is off')
    expect(open).toHaveBeenCalledWith('message', {
      title: 'Renewal disabled',
      text: 'Renewal of Cinema Plus is off',
      survey: 1,
    })
    expect(surveyAsked()).toBe(true)
  })

  it('its body offers the survey itself while shown, and leaves it to the prompt when closed unanswered', async () => {
    promptStore.ask('survey_unsubscribe')
    const { unmount } = inRouter(
      <MessageBody onClose={vi.fn()} payload={{ text: 'Renewal of Cinema Plus is off', survey: 1 }} />,
    )
    expect(await screen.findByText('Renewal of Cinema Plus is off')).toBeInTheDocument()
    expect(surveyAsked()).toBe(false)
    unmount()
    expect(surveyAsked()).toBe(true)
  })

  it('a message without a survey leaves the prompts alone', () => {
    promptStore.withdraw('survey_unsubscribe')
    const { unmount } = inRouter(<MessageBody onClose={vi.fn()} payload={{ text: 'Hello' }} />)
    expect(screen.getByText('Hello')).toBeInTheDocument()
    unmount()
    expect(surveyAsked()).toBe(false)
  })
})

describe('content not available (spec 3 §8: the modal with a watch-TV button)', () => {
  it('offers the TV channels beside Close: the button closes the modal and opens /channels', async () => {
    const onClose = vi.fn()
    inRouter(<MessageBody onClose={onClose} payload={{ text: 'Not available', action: 'watch_tv' }} />)
    expect(screen.getByText('Not available')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Watch TV' }))
    expect(onClose).toHaveBeenCalledOnce()
    expect(await screen.findByText('channels page')).toBeInTheDocument()
  })

  it('a plain message has Close only', () => {
    inRouter(<MessageBody onClose={vi.fn()} payload={{ text: 'Hello' }} />)
    expect(screen.queryByRole('button', { name: 'Watch TV' })).not.toBeInTheDocument()
  })
})
