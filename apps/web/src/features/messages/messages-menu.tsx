import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Message } from '@efir/contract'
import { Button, IconButton } from '../../shared/ui/button'
import { CloseIcon } from '../../shared/ui/icons'
import { useSession } from '../../shared/session/use-session'
import { useDeleteMessages, useMessages } from './messages-api'
import { MESSAGES_POLL_MS, lastActivity, markActive, shouldPollMessages } from './messages-poll'
import styles from './messages-menu.module.css'

/** Header messages dropdown: counter, list, delete and "mark all read" (spec 1 §4, spec 3 §2 header). */
export default function MessagesMenu() {
  const { t, i18n } = useTranslation()
  const session = useSession()
  // spec 3 §6: messages are hidden from guests
  const signedIn = session.status === 'user'
  const messages = useMessages(signedIn)
  const remove = useDeleteMessages()
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const panelId = useId()
  const { refetch } = messages

  useEffect(() => {
    if (!signedIn) return
    const onActivity = () => markActive()
    window.addEventListener('pointerdown', onActivity, true)
    window.addEventListener('keydown', onActivity, true)
    const timer = setInterval(() => {
      if (shouldPollMessages(Date.now(), lastActivity())) void refetch()
    }, MESSAGES_POLL_MS)
    return () => {
      window.removeEventListener('pointerdown', onActivity, true)
      window.removeEventListener('keydown', onActivity, true)
      clearInterval(timer)
    }
  }, [signedIn, refetch])

  useEffect(() => {
    if (!open) return
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false)
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false)
    }
    document.addEventListener('pointerdown', onDown)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onDown)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  if (!signedIn) return null
  const list: Message[] = (messages.data ?? []).filter((m) => !m.removed)
  const count = list.length
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })

  return (
    <div className={styles.root} ref={rootRef}>
      <IconButton
        label={t('messages_unread', { total: count })}
        icon={<EnvelopeIcon />}
        badge={
          count > 0 ? (
            <span className={styles.badge} aria-hidden="true">
              {count}
            </span>
          ) : undefined
        }
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      />
      {open && (
        <section id={panelId} className={styles.panel} aria-label={t('messages')}>
          <div className={styles.head}>
            <h2 className={styles.title}>{t('messages')}</h2>
            {count > 0 && (
              <Button
                variant="ghost"
                size="small"
                disabled={remove.isPending}
                onClick={() => remove.mutate(list.map((m) => m.id))}
              >
                {t('mark_all_read')}
              </Button>
            )}
          </div>
          {count === 0 ? (
            <p className={styles.empty}>{t('no_messages')}</p>
          ) : (
            <ul className={styles.list}>
              {list.map((m) => (
                <li key={m.id} className={styles.item}>
                  <div>
                    <h3 className={styles.itemTitle}>{m.title}</h3>
                    <p className={styles.text}>{m.text}</p>
                    <time className={styles.date} dateTime={m.created_at}>
                      {date.format(new Date(m.created_at))}
                    </time>
                  </div>
                  <IconButton
                    label={t('delete_message', { title: m.title })}
                    icon={<CloseIcon />}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate([m.id])}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  )
}

function EnvelopeIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm0 2v.4l8 5 8-5V7H4Zm16 2.8-8 5-8-5V17h16V9.8Z"
      />
    </svg>
  )
}
