import { useEffect } from 'react'
import { useNetworkInfo, useSession } from '../session/use-session'
import { isLoggedIn } from '../session/logged-in'
import { REGISTER_PROMPT_DELAY_MS, wantsRegisterPrompt } from './prompt-rules'
import { promptStore } from './prompt-store'

/**
 * spec 2 §4, spec 3 §2: 5000 ms after a channel or content opens (`openedKey` changes), a viewer who is
 * not signed in is offered to register while the network has promo days.
 */
export function useRegisterPrompt(openedKey: string | number | undefined): void {
  const session = useSession()
  const network = useNetworkInfo()
  const wanted = wantsRegisterPrompt({
    signedIn: isLoggedIn(session),
    hasPurchases: false, // NOTE: only signed-in accounts can buy, so a viewer who is not has none
    promoDays: network?.promo_days,
  })
  useEffect(() => {
    if (openedKey === undefined || !wanted) return
    const timer = setTimeout(() => promptStore.ask('register'), REGISTER_PROMPT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [openedKey, wanted])
  useEffect(() => {
    if (!wanted) promptStore.withdraw('register') // signed in meanwhile
  }, [wanted])
}
