import type { FastifyInstance } from 'fastify'
import { endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { notFound } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { publicBase } from '../channels/public-url.ts'
import { listChannels } from '../channels/repository.ts'
import { channelAirings, epgRange, presentAiring, programImage, programPools } from '../schedule/service.ts'
import { findProgram } from './repository.ts'

/** At most this many airings in a programme's schedule: the ones nearest to now. */
const MAX_AIRINGS = 200

export function registerProgramRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, endpoints.getProgram, async ({ params, raw }) => {
    const program = await findProgram(ctx.db, params.id)
    if (!program) throw notFound('program')
    return {
      id: program.id,
      title: program.title,
      description: program.description,
      age: program.age,
      genres: program.genres,
      image_src: programImage(publicBase(raw), program.id),
      year: program.year,
    }
  })

  // The programme's airings on every channel the EPG covers (nearest to now), oldest first.
  registerEndpoint(app, ctx, endpoints.getProgramSchedule, async ({ params, raw }) => {
    const program = await findProgram(ctx.db, params.id)
    if (!program) throw notFound('program')
    const [pools, channels] = await Promise.all([programPools(ctx.db), listChannels(ctx.db)])
    const now = Math.floor(ctx.now().getTime() / 1000)
    const base = publicBase(raw)
    return channels
      .filter((c) => c.theme === program.theme)
      .flatMap((c) => {
        const { from, to } = epgRange(c, now)
        return channelAirings(pools, c, now, from, to).filter((a) => a.program.id === program.id)
      })
      .sort((a, b) => Math.abs(a.start - now) - Math.abs(b.start - now))
      .slice(0, MAX_AIRINGS)
      .sort((a, b) => a.start - b.start || a.channelId - b.channelId)
      .map((a) => presentAiring(a, base))
  })
}
