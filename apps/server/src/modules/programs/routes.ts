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
  /** The programme's airings on every channel the EPG covers (nearest to now), oldest first. */
  async function airingsOf(program: NonNullable<Awaited<ReturnType<typeof findProgram>>>, base: string) {
    const [pools, channels] = await Promise.all([programPools(ctx.db), listChannels(ctx.db)])
    const now = Math.floor(ctx.now().getTime() / 1000)
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
  }

  registerEndpoint(app, ctx, endpoints.getProgram, async ({ params, raw }) => {
    const program = await findProgram(ctx.db, params.id)
    if (!program) throw notFound('program')
    const airings = await airingsOf(program, publicBase(raw))
    // ratings and persons as the schedule gives them; episodes: one per season/series, its first airing
    const seen = new Set<string>()
    const episodes = airings.flatMap((a) => {
      const key = a.episode ? `${a.episode.season}/${a.episode.series}` : ''
      if (!a.episode || seen.has(key)) return []
      seen.add(key)
      return [{ ...a.episode, schedule_id: a.id, channel_id: a.channel_id, timestamp: a.timestamp }]
    })
    return {
      id: program.id,
      title: program.title,
      description: program.description,
      age: program.age,
      genres: program.genres,
      image_src: programImage(publicBase(raw), program.id),
      year: program.year,
      ratings: airings[0]?.ratings ?? [],
      persons: airings[0]?.program.persons ?? [],
      episodes,
    }
  })

  registerEndpoint(app, ctx, endpoints.getProgramSchedule, async ({ params, raw }) => {
    const program = await findProgram(ctx.db, params.id)
    if (!program) throw notFound('program')
    return airingsOf(program, publicBase(raw))
  })
}
