import { useTranslation } from 'react-i18next'
import { useModal } from '../../shared/hooks/use-modal'
import { useSession } from '../../shared/session/use-session'
import { advantagesLocked, INSTRUCTION_ADVANTAGES } from './device-guides'
import styles from './info-pages.module.css'

/**
 * The four advantages of the instructions (spec 3 §2, §9). For a viewer who is not signed in, or a
 * guest, they are disabled and a click (or Enter) opens sign-in; a signed-in user reads them as a list.
 */
export function InstructionAdvantages() {
  const { t } = useTranslation()
  const modal = useModal()
  const locked = advantagesLocked(useSession().status)
  return (
    <section className={styles.section} aria-labelledby="instruction-advantages">
      <h2 id="instruction-advantages" className={styles.sectionTitle}>
        {t('instructions_advantages')}
      </h2>
      {locked && <p className={styles.muted}>{t('instructions_advantages_sign_in')}</p>}
      <ul className={styles.advantages}>
        {INSTRUCTION_ADVANTAGES.map((key) => (
          <li key={key}>
            {locked ? (
              <button
                type="button"
                className={styles.advantage}
                aria-disabled="true"
                onClick={() => modal.open('auth')}
              >
                {t(`instructions_advantage_${key}`)}
              </button>
            ) : (
              <span className={styles.advantage}>{t(`instructions_advantage_${key}`)}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
