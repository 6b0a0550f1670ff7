/** What names an episode: its own title, its season and its number (the contract's Episode). */
interface EpisodeNaming {
  title: string
  season: number | null
  series: number | null
}

type Translate = (key: string, options: Record<string, unknown>) => string

/**
 * An episode's name in a list (issue 31): "6 серия. <its own name>". An episode without a name of its
 * own is named by the server "<series>. <season and number in the viewer's language>": in a list of
 * that series' episodes it is its season and number alone ("Episode 6. Улицы разбитых фонарей. Сезон 1,
 * серия 6" said the number twice).
 */
export function episodeName(episode: EpisodeNaming, t: Translate): string {
  if (episode.series === null) return episode.title
  const number = t('catalogue_episode', { season: episode.season ?? 1, series: episode.series })
  if (episode.title === number || episode.title.endsWith(`. ${number}`)) return number
  return t('content_episode_name', { number: episode.series, title: episode.title })
}
