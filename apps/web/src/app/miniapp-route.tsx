import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { miniappStartRoute, parseStartParam } from '../shared/session/start-param'
import { useModal } from '../shared/hooks/use-modal'
import { Button } from '../shared/ui/button'
import { PageFrame, StateMessage } from '../shared/ui/page-frame'
import { Spinner } from '../shared/ui/spinner'
import { useOpenDeepLink, useSession } from './session-bridge'
import { isSignedIn } from '../shared/session/use-session'

/**
 * /miniapp?access_token=&telegram_id=&tgWebAppStartParam= (spec 1 §2): the messenger mini-app. The
 * session signs in with the token (never a guest here, spec 1 §6); once signed in the page gives way to
 * the start parameter's target. Without a token the sign-in dialog opens (its messenger-code flow
 * included) with the target remembered (as any deep link) for after the sign-in; the page offers the
 * dialog again once closed.
 */
export default function MiniappRoute() {
  const { t } = useTranslation()
  const session = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const modal = useModal()
  const signedIn = isSignedIn(session)
  const openDeepLink = useOpenDeepLink()
  const target = miniappStartRoute(location.search)
  const startParam = new URLSearchParams(location.search).get('tgWebAppStartParam')
  const anonymous = session.status === 'anonymous'
  // spec 1 §2: the start parameter is a deep link: remembered for after the sign-in, the dialog open
  useEffect(() => {
    const link = parseStartParam(startParam)
    if (anonymous && link) openDeepLink(link)
  }, [anonymous, startParam, openDeepLink])
  // a sign-in in the dialog (#auth) lands on the target itself (the session remembered it)
  const inDialog = location.hash !== ''
  useEffect(() => {
    if (signedIn && !inDialog) void navigate(target, { replace: true })
  }, [signedIn, inDialog, target, navigate])
  if (session.status === 'starting' || signedIn) return <Spinner />
  return (
    <PageFrame>
      <StateMessage title={t('miniapp_sign_in')} text={t('miniapp_sign_in_text')}>
        <Button onClick={() => modal.open('auth')}>{t('sign_in')}</Button>
      </StateMessage>
    </PageFrame>
  )
}
