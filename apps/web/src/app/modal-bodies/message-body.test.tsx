import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { openRenewalDisabled } from '../../features/commerce/use-packet-actions'
import { promptStore } from '../../shared/notifications/prompt-store'
import MessageBody from './message-body'

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
    const { unmount } = render(
      <MessageBody onClose={vi.fn()} payload={{ text: 'Renewal of Cinema Plus is off', survey: 1 }} />,
    )
    expect(await screen.findByText('Renewal of Cinema Plus is off')).toBeInTheDocument()
    expect(surveyAsked()).toBe(false)
    unmount()
    expect(surveyAsked()).toBe(true)
  })

  it('a message without a survey leaves the prompts alone', () => {
    promptStore.withdraw('survey_unsubscribe')
    const { unmount } = render(<MessageBody onClose={vi.fn()} payload={{ text: 'Hello' }} />)
    expect(screen.getByText('Hello')).toBeInTheDocument()
    unmount()
    expect(surveyAsked()).toBe(false)
  })
})
