import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { modalIdFromHash } from '../../shared/hooks/modal-ids'
import { useModal, useModalRequest } from '../../shared/hooks/use-modal'
import { choosePrompt, type PromptKind } from '../../shared/notifications/prompt-rules'
import { promptStore, usePromptFacts } from '../../shared/notifications/prompt-store'
import { useNetworkInfo } from '../../shared/session/use-session'
import { Button, IconButton } from '../../shared/ui/button'
import { CloseIcon } from '../../shared/ui/icons'
import { useTopOverlayLayer } from '../../shared/ui/overlay-layers'
import type { PromptBodyProps } from './prompt-body-props'
import { usePromptContext } from './use-prompt-context'
import { isEmbedPath } from '../../shared/embed-mode'
import styles from './notification-prompt.module.css'

// The forms and the browser prompts are their own chunk: most visits never show one (bundle budget).
const EmailPrompt = lazy(() => import('./email-prompt'))
const SurveyPrompt = lazy(() => import('./survey-prompt'))
const PermissionPrompt = lazy(() => import('./device-prompts').then((m) => ({ default: m.PermissionPrompt })))
const InstallPrompt = lazy(() => import('./device-prompts').then((m) => ({ default: m.InstallPrompt })))
const AppInstallPrompt = lazy(() => import('./device-prompts').then((m) => ({ default: m.AppInstallPrompt })))

const pageStart = () => Date.now()

/** Each kind's title key (the prompt's accessible name). */
const TITLE_KEYS: Record<PromptKind, string> = {
  register: 'prompt_register_title',
  email: 'prompt_email_title',
  survey_unsubscribe: 'prompt_survey_title',
  survey_rate: 'prompt_survey_title',
  permission: 'prompt_permission_title',
  install: 'prompt_install_title',
  product_install: 'prompt_product_install_title',
  freedommedia_install: 'prompt_freedommedia_install_title',
  freedommedia_promo: 'prompt_freedommedia_promo_title',
}

/**
 * The one notification prompt (spec 3 §4): the first due kind of `choosePrompt`, hidden while a modal
 * is open; drawn inside a modal page (a content card) so it can be clicked there. Mount once.
 */
export function NotificationPrompt() {
  const { t } = useTranslation()
  const location = useLocation()
  const memoryModal = useModalRequest()
  const layer = useTopOverlayLayer()
  const facts = usePromptFacts()
  const network = useNetworkInfo()
  const { context, refreshPermission } = usePromptContext()
  // closings of this visit are in `facts`; the stored ones are from earlier visits, so the page's start
  // is "now" enough for their reopen delays
  const [now] = useState(pageStart)
  const kind = choosePrompt(context, facts, now)
  const modalOpen = !!modalIdFromHash(location.hash) || memoryModal !== null || (layer && !layer.slot)
  // issue 11: an embed (/channel_embed) is a player on a partner's page: no prompt of ours inside it
  const shown = kind !== null && kind !== 'survey_rate' && !modalOpen && !isEmbedPath(location.pathname)
  const floating = shown && !layer?.slot
  const [element, setElement] = useState<HTMLElement | null>(null)
  useReservedSpace(floating ? element : null)
  if (!shown) return null

  const close = () => promptStore.close(kind)
  const finish = () => {
    if (kind === 'permission') refreshPermission()
    promptStore.finish(kind)
  }
  const props: PromptBodyProps = { onClose: close, onFinish: finish, context }
  let body: ReactNode
  if (kind === 'register') body = <RegisterPrompt {...props} />
  else if (kind === 'email') body = <EmailPrompt {...props} />
  else if (kind === 'survey_unsubscribe') body = <SurveyPrompt {...props} />
  else if (kind === 'permission') body = <PermissionPrompt {...props} />
  else if (kind === 'install') body = <InstallPrompt {...props} />
  else body = <AppInstallPrompt {...props} kind={kind} />
  const title = t(TITLE_KEYS[kind], { name: network?.provider?.name ?? '' })
  // issue 32: the prompt appears whole, its body's chunk loaded, and each kind is a prompt of its own: a
  // floating prompt grows upwards from the bottom, so one that grew or changed its kind in place moved
  // (layout shift, 0.1 on a phone's first load)
  const prompt = (
    <Suspense key={kind} fallback={null}>
      <section
        ref={setElement}
        className={floating ? styles.prompt : `${styles.prompt} ${styles.inSlot}`}
        aria-label={title}
        data-prompt={kind}
      >
        <div className={styles.head}>
          <strong>{title}</strong>
          <IconButton label={t('prompt_close')} icon={<CloseIcon />} onClick={close} />
        </div>
        {body}
      </section>
    </Suspense>
  )
  return layer?.slot ? createPortal(prompt, layer.slot) : prompt
}

/**
 * A floating prompt keeps the page's end and every focused control clear of it (WCAG 2.2 2.4.11, issue
 * 31: 13 of 70 Tab stops on /channels were under it): --prompt-space is the band it covers at the
 * bottom of the viewport, the page's scroll padding and bottom padding (shared/styles/global.css).
 */
const FOCUS_RING_ROOM_PX = 8

function useReservedSpace(element: HTMLElement | null) {
  useEffect(() => {
    if (!element) return
    const root = document.documentElement
    // the band, whole pixels, plus room for a focus ring between a control and the prompt
    const measure = () => {
      const band = Math.ceil(window.innerHeight - element.getBoundingClientRect().top)
      root.style.setProperty('--prompt-space', `${Math.max(0, band) + FOCUS_RING_ROOM_PX}px`)
    }
    measure()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(element)
    window.addEventListener('resize', measure)
    // NOTE: Chromium's Tab does not scroll a control that is in the viewport but under the prompt (the
    // scroll padding counts only for scrollIntoView), so a control focused under it is scrolled clear
    const onFocus = (event: FocusEvent) => {
      const target = event.target
      if (!(target instanceof Element) || element.contains(target)) return
      const a = target.getBoundingClientRect()
      const p = element.getBoundingClientRect()
      if (a.bottom > p.top && a.top < p.bottom && a.right > p.left && a.left < p.right)
        target.scrollIntoView({ block: 'nearest' })
    }
    document.addEventListener('focusin', onFocus)
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', measure)
      document.removeEventListener('focusin', onFocus)
      root.style.removeProperty('--prompt-space')
    }
  }, [element])
}

/** Register (spec 3 §4): the promo days on offer and the way to sign up. */
function RegisterPrompt({ onFinish }: PromptBodyProps) {
  const { t } = useTranslation()
  const modal = useModal()
  const network = useNetworkInfo()
  const days = network?.promo_days ?? 0
  return (
    <div className={styles.body}>
      {days > 0 && <p className={styles.text}>{t('promo_days_watch', { count: days })}</p>}
      <div className={styles.actions}>
        <Button
          onClick={() => {
            onFinish()
            modal.open('auth')
          }}
        >
          {t('prompt_register_action')}
        </Button>
      </div>
    </div>
  )
}
