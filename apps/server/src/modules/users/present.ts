import type { User } from '@efir/contract'
import { presentProvider } from '../network/present.ts'
import type { ProviderRow } from '../network/repository.ts'
import type { UserRow } from './repository.ts'

export function presentUser(user: UserRow, provider: ProviderRow): User {
  return {
    id: user.id,
    username: user.username,
    phone: user.phone,
    email: user.email,
    first_name: user.firstName,
    is_guest: user.isGuest,
    date_joined: user.dateJoined.toISOString(),
    timezone: user.timezone,
    refer_id: user.referId,
    parental_status: user.parentalStatus,
    // issue 8: whether a PIN is set, never the PIN (only its hash is stored)
    parental_code_set: user.parentalCodeHash !== null,
    parental_dialogue: null,
    device_limit: user.deviceLimit,
    provider: presentProvider(provider),
  }
}
