import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, IconButton } from '../ui/button'
import { Svg } from '../ui/icons'
import styles from './favorite-toggle.module.css'

// the icons of shared/ui at 20 px: a heart filled when it is a favorite, a plus, a check
const HeartIcon = ({ filled }: { filled: boolean }) => (
  <Svg width="20" height="20" fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z" />
  </Svg>
)
const PlusIcon = () => (
  <Svg width="20" height="20">
    <path d="M12 5v14M5 12h14" />
  </Svg>
)
const CheckIcon = () => (
  <Svg width="20" height="20">
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Svg>
)

export interface FavoriteToggleProps {
  /** the object is one of the viewer's favorites */
  favorite: boolean
  /** the accessible name of the icon looks, naming the object ("Add “Матрица” to favourites") */
  label: string
  /**
   * `heart`: a heart icon button (channels); `icon`: a round plus/check icon button (cards);
   * `button`: icon and text (the content card, the person page).
   */
  look: 'heart' | 'icon' | 'button'
  /** `secondary`: a button that stays quiet beside a page's main action (the content card's watch). */
  tone?: 'primary' | 'secondary'
  className?: string
  onToggle: () => void
}

/**
 * The one favorite toggle of the client (spec 2 §4 channels, spec 3 §4 contents, persons, programmes):
 * it shows the state (aria-pressed) and reports a press; who may toggle and how the favorite is
 * stored is the caller's.
 */
export function FavoriteToggle({
  favorite,
  label,
  look,
  tone = 'primary',
  className,
  onToggle,
}: FavoriteToggleProps) {
  const { t } = useTranslation()
  const icon: ReactNode =
    look === 'heart' ? <HeartIcon filled={favorite} /> : favorite ? <CheckIcon /> : <PlusIcon />
  if (look !== 'button')
    return (
      <IconButton
        className={look === 'icon' ? [styles.iconToggle, className].filter(Boolean).join(' ') : className}
        label={label}
        aria-pressed={favorite}
        icon={icon}
        onClick={onToggle}
      />
    )
  return (
    <Button
      variant={favorite ? 'secondary' : tone}
      className={className}
      aria-pressed={favorite}
      onClick={onToggle}
    >
      {icon}
      <span>{t(favorite ? 'favorite_remove' : 'favorite_add')}</span>
    </Button>
  )
}
