import { describe, expect, it } from 'vitest'
import { applyBranding, brandingCssVars } from './branding'

const colors = {
  primary: '#2f5be0',
  on_primary: '#ffffff',
  accent: 'rgb(143, 176, 255)',
  background: '#0d0f15',
  surface: '#171a23',
  text: '#eef0f5',
}

describe('provider branding', () => {
  it('maps colours to --brand-* custom properties', () => {
    expect(brandingCssVars(colors)).toEqual({
      '--brand-primary': '#2f5be0',
      '--brand-on-primary': '#ffffff',
      '--brand-accent': 'rgb(143, 176, 255)',
      '--brand-background': '#0d0f15',
      '--brand-surface': '#171a23',
      '--brand-text': '#eef0f5',
    })
  })

  it('drops values that are not plain colours', () => {
    expect(brandingCssVars({ ...colors, primary: 'red; background: url(x)' })).not.toHaveProperty(
      '--brand-primary',
    )
  })

  it('applies to :root and cleans up', () => {
    const cleanup = applyBranding({ '--brand-primary': '#123456' })
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('#123456')
    cleanup()
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('')
  })
})
