import { Link, useLocation } from 'react-router'
import { backgroundState } from '../hooks/background-location'
import { Image } from '../ui/image'
import styles from './person-tile.module.css'

export interface PersonTileItem {
  id: number
  slug: string
  name: string
  image: string | null
}

/** The person page path (spec 3 §2: /persons/{slug or id}, a modal page). */
export const personPath = (person: Pick<PersonTileItem, 'id' | 'slug'>) =>
  `/persons/${person.slug || person.id}`

/** A round photo (or the person stub, spec 3 §5) and the name, opening the person page over this page. */
export function PersonTile({ person, caption }: { person: PersonTileItem; caption?: string }) {
  const location = useLocation()
  return (
    <Link to={personPath(person)} state={backgroundState(location)} className={styles.tile}>
      <Image
        className={styles.tilePhoto}
        src={person.image ?? undefined}
        alt=""
        kind="person"
        stub="person"
      />
      <span className={styles.tileName}>{person.name}</span>
      {caption && <span className={styles.tileCaption}>{caption}</span>}
    </Link>
  )
}

/** A list of person tiles. */
export function PersonList({ persons, label }: { persons: readonly PersonTileItem[]; label: string }) {
  return (
    <ul className={styles.tiles} aria-label={label}>
      {persons.map((person) => (
        <li key={person.id}>
          <PersonTile person={person} />
        </li>
      ))}
    </ul>
  )
}
