import { useTranslation } from 'react-i18next'
import type { CastStatus } from './cast'
import { CastIcon } from '../../../shared/player-chrome/player-icons'
import styles from '../channel-player.module.css'

/** spec 2 §2: while casting, this panel replaces the player's controls. */
export function CastPanel(props: { device: string | null; status: CastStatus; onStop: () => void }) {
  const { t } = useTranslation()
  return (
    <div className={styles.castPanel} data-cast-status={props.status}>
      <CastIcon />
      <p role="status">{props.device ? t('cast_panel_device', { device: props.device }) : t('cast_panel')}</p>
      <button type="button" className={styles.castStop} onClick={props.onStop}>
        {t('cast_stop')}
      </button>
    </div>
  )
}
