import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { enableWebPush } from '../../shared/notifications/web-push'
import type { PromptKind } from '../../shared/notifications/prompt-rules'
import { Button, buttonClassName } from '../../shared/ui/button'
import { promptInstall } from './install-event'
import type { PromptBodyProps } from './prompt-body-props'
import styles from './notification-prompt.module.css'

/** Browser notifications (spec 3 §4 "permission"): Allow asks the browser; its answer ends the prompt. */
export function PermissionPrompt({ onClose, onFinish }: PromptBodyProps) {
  const { t } = useTranslation()
  const [asking, setAsking] = useState(false)
  const allow = async () => {
    setAsking(true)
    try {
      await enableWebPush()
    } catch (error) {
      console.warn('[prompts] notification permission failed', error)
    }
    onFinish()
  }
  return (
    <div className={styles.body}>
      <p className={styles.text}>{t('prompt_permission_text')}</p>
      <div className={styles.actions}>
        <Button disabled={asking} onClick={() => void allow()}>
          {t('prompt_permission_allow')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('prompt_later')}
        </Button>
      </div>
    </div>
  )
}

/** The PWA install (spec 3 §4 "Install prompt"): an accepted install reloads the page. */
export function InstallPrompt({ onClose, onFinish }: PromptBodyProps) {
  const { t } = useTranslation()
  const install = async () => {
    const outcome = await promptInstall()
    if (outcome === 'accepted') {
      onFinish()
      window.location.reload()
    } else onClose()
  }
  return (
    <div className={styles.body}>
      <p className={styles.text}>{t('prompt_install_text')}</p>
      <div className={styles.actions}>
        <Button onClick={() => void install()}>{t('prompt_install_action')}</Button>
      </div>
    </div>
  )
}

/** The product's own app, the freedommedia app or its promo page: a link to the store or the page. */
export function AppInstallPrompt({ kind, context, onFinish }: PromptBodyProps & { kind: PromptKind }) {
  const { t } = useTranslation()
  const href =
    kind === 'product_install'
      ? context.productStoreUrl
      : kind === 'freedommedia_install'
        ? context.freedommediaStoreUrl
        : context.freedommediaPromoUrl
  if (!href) return null
  return (
    <div className={styles.body}>
      <div className={styles.actions}>
        <a
          className={buttonClassName({})}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onFinish}
        >
          {t(kind === 'freedommedia_promo' ? 'prompt_app_open' : 'prompt_app_install')}
        </a>
      </div>
    </div>
  )
}
