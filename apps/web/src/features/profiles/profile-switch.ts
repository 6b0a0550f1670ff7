import type { Profile } from '@efir/contract'

/** What choosing a profile does (spec 3 §4 "Profiles"). */
export type ProfileSwitch = { kind: 'stay' } | { kind: 'switch'; id: number }

/**
 * spec 3 §4 "Profiles": choosing the current profile changes nothing; another one switches.
 * NOTE: the spec also says switching to an adult profile triggers the parental PIN check (spec 3 §4
 * "Parental PIN", action profile); that check arrives with the parental-control issue, and until then
 * every profile switches directly. It will add a `{ kind: 'parental-check' }` branch here.
 */
export function profileSwitch(chosen: Pick<Profile, 'id'>, currentId: number | undefined): ProfileSwitch {
  return chosen.id === currentId ? { kind: 'stay' } : { kind: 'switch', id: chosen.id }
}
