import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useFocusOnMount } from './use-focus-on-mount'

function Field() {
  const ref = useFocusOnMount<HTMLInputElement>()
  return <input ref={ref} aria-label="phone" />
}

describe('useFocusOnMount', () => {
  it('focuses the element when it mounts', () => {
    render(
      <>
        <button type="button">close</button>
        <Field />
      </>,
    )
    expect(screen.getByRole('textbox', { name: 'phone' })).toHaveFocus()
  })
})
