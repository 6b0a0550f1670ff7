import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './support/test-app.ts'

// Issue 8 "The API stays fast under load": one log line per request (on its answer), not two, and
// that line still carries the method, the redacted URL, the status and the time.
describe('request log', () => {
  let t: TestApp
  const lines: string[] = []
  beforeAll(async () => {
    t = await createTestApp({ logger: 'info', logStream: { write: (line) => void lines.push(line) } })
  })
  afterAll(() => t.close())

  it('writes one line per request, when it is answered, with the token redacted', async () => {
    lines.length = 0
    const token = 'y'.repeat(43)
    const res = await t.app.inject({ method: 'GET', url: `/v2/users/self?access_token=${token}` })
    expect(res.statusCode).toBe(401)
    const mine = lines
      .map((l) => JSON.parse(l) as { req?: unknown; res?: unknown; responseTime?: unknown })
      .filter((l) => l.req || l.res)
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/v2/users/self?access_token=[redacted]' },
      res: { statusCode: 401 },
    })
    expect(typeof mine[0]?.responseTime).toBe('number')
    expect(lines.join('\n')).not.toContain(token)
  })
})
