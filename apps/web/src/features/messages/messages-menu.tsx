import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import type { Message } from '@efir/contract'
import { Button, IconButton } from '../../shared/ui/button'
import { CloseIcon } from '../../shared/ui/icons'
import { useFocusRescue } from '../../shared/hooks/use-focus-rescue'
import { useSession } from '../../shared/session/use-session'
import { isLoggedIn } from '../../shared/session/logged-in'
import { useDeleteMessage, useMessages, useReadAllMessages, useReadMessage } from './messages-api'
import { listedMessages, startMessagesPoll, unreadCount } from './messages-poll'
import styles from './messages-menu.module.css'
import { formatDate } from '../../shared/i18n/date-format'

/**
 * Header messages dropdown (spec 1 §4, spec 3 §2 header): the unread counter, the list, open (and so
 * read) one, delete one, "mark all read"; polled every 150 s while the viewer is active.
 */
export default function MessagesMenu() {
  const { t } = useTranslation()
  const session = useSession()
  // spec 3 §6: messages are hidden from guests
  const signedIn = isLoggedIn(session)
  const messages = useMessages(signedIn)
  const readAll = useReadAllMessages()
  const location = useLocation()
  // Open on the history entry it was opened on: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  if (openOn !== null && openOn !== location.key) setOpenOn(null)
  const open = openOn !== null
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLElement>(null)
  // issue 31: "mark all read" leaves once nothing is unread, a deleted message leaves: focus stays in the panel
  useFocusRescue(panelRef, open)
  const panelId = useId()
  const titleId = useId()
  const { refetch } = messages

  useEffect(() => {
    if (!signedIn) return undefined
    return startMessagesPoll({ poll: () => void refetch() })
  }, [signedIn, refetch])

  useEffect(() => {
    if (!open) return undefined
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpenOn(null)
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpenOn(null)
      // issue 31: Escape from inside the panel gives focus back to its button, not to the page start
      const active = document.activeElement
      if (!active || active === document.body || rootRef.current?.contains(active)) buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onDown)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onDown)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  if (!signedIn) return null
  const list = listedMessages(messages.data)
  const unread = unreadCount(list)

  return (
    <div className={styles.root} ref={rootRef}>
      <IconButton
        ref={buttonRef}
        label={t('messages_unread', { total: unread })}
        icon={<EnvelopeIcon />}
        badge={
          unread > 0 ? (
            <span className={styles.badge} aria-hidden="true" data-testid="messages-counter">
              {unread}
            </span>
          ) : undefined
        }
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpenOn(open ? null : location.key)}
      />
      {open && (
        <section ref={panelRef} id={panelId} className={styles.panel} aria-labelledby={titleId} tabIndex={-1}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {t('messages')}
            </h2>
            {unread > 0 && (
              <Button
                variant="ghost"
                size="small"
                disabled={readAll.isPending}
                onClick={() => readAll.mutate()}
              >
                {t('mark_all_read')}
              </Button>
            )}
          </div>
          {list.length === 0 ? (
            <p className={styles.empty}>{t('no_messages')}</p>
          ) : (
            <ul className={styles.list}>
              {list.map((m) => (
                <MessageItem key={m.id} message={m} />
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  )
}

/** One message: its title opens the text (and marks it read on the server); delete removes it. */
function MessageItem({ message }: { message: Message }) {
  const { t, i18n } = useTranslation()
  const read = useReadMessage()
  const remove = useDeleteMessage()
  const [expanded, setExpanded] = useState(false)
  const textId = useId()
  const toggle = () => {
    setExpanded((v) => !v)
    if (!message.is_read && !read.isPending) read.mutate(message.id)
  }
  return (
    <li className={[styles.item, !message.is_read && styles.unread].filter(Boolean).join(' ')}>
      <div>
        <h3 className={styles.itemTitle}>
          <button
            type="button"
            className={styles.open}
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={toggle}
          >
            {!message.is_read && <span className="visually-hidden">{t('message_unread_mark')} </span>}
            {message.title}
          </button>
        </h3>
        <time className={styles.date} dateTime={message.created_at}>
          {formatDate(new Date(message.created_at), i18n.language, 'dateTime')}
        </time>
        <p id={textId} className={styles.text} hidden={!expanded}>
          {message.text}
        </p>
      </div>
      <IconButton
        label={t('delete_message', { title: message.title })}
        icon={<CloseIcon />}
        disabled={remove.isPending}
        onClick={() => remove.mutate(message.id)}
      />
    </li>
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
