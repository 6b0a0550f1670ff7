import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { registerErrorHandling } from '../src/plugins/errors.ts'

// A database refusal caused by a concurrent request is a 409, never a 500; only a unique violation
// means "already exists" — a deadlock, a serialization failure or a check violation (a balance below
// zero) is worth trying again, and says so (a deadlock used to answer "Такая запись уже существует").
describe('conflicts from the database (plugins/errors.ts)', () => {
  const answer = async (code: string, language: string) => {
    const app = Fastify()
    registerErrorHandling(app)
    app.get('/', () => {
      throw Object.assign(new Error('database refused'), { cause: { code } })
    })
    const res = await app.inject({ url: '/', headers: { 'accept-language': language } })
    await app.close()
    return { status: res.statusCode, body: res.json<{ error_code: string; message: string }>() }
  }

  it.each([
    ['23505', 'ru', 'Такая запись уже существует'],
    ['40P01', 'ru', 'Одновременно с этим запросом пришёл другой. Повторите попытку'],
    ['40001', 'en', 'Another request changed this at the same moment. Please try again'],
    ['23514', 'kk', 'Осы сұраныспен бір мезетте басқасы келді. Қайталап көріңіз'],
  ])('SQLSTATE %s in %s: 409 conflict, "%s"', async (code, language, message) => {
    const { status, body } = await answer(code, language)
    expect(status).toBe(409)
    expect(body).toMatchObject({ error_code: 'conflict', message })
  })
})
