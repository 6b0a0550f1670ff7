import { describe, expect, it } from 'vitest'
import config from '../vite.config'

describe('production build', () => {
  it('makes no source maps (issue 8: none public)', () => {
    expect(config.build?.sourcemap).toBe(false)
  })
})
