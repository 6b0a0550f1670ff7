import { ERROR_CODES } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { badRequest, notFound } from '../../plugins/api-error.ts'
import { findUserByPhone, findUserByUsername } from '../users/repository.ts'

/**
 * The user a demo helper acts on, named by phone or username (`where`: the request part that names
 * them, for the 400's detail); 404 when nobody has it.
 */
export async function devUser(
  ctx: AppContext,
  by: { phone?: string | undefined; username?: string | undefined },
  where: 'body' | 'query',
) {
  if (!by.phone && !by.username)
    throw badRequest(ERROR_CODES.validation, 'phone_or_username_required', {
      [where]: 'phone_or_username_required',
    })
  const user = by.phone
    ? await findUserByPhone(ctx.db, by.phone)
    : await findUserByUsername(ctx.db, by.username ?? '')
  if (!user) throw notFound('user')
  return user
}
