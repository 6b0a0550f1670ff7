/**
 * Test cards of the demo gateway (apps/server/README.md): the number decides what the bank does.
 * The gateway's token for a saved card keeps that behaviour, so a linked card charges the same way.
 */
export type CardBehaviour = 'success' | 'declined' | 'confirm' | 'silent'

export const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': 'success',
  '4000000000000002': 'declined',
  '4000000000003220': 'confirm',
  '4000000000000259': 'silent',
}

/** The code the confirmation step (a 3-D Secure-like page) asks for. */
export const CONFIRMATION_CODE = '1234'

export const behaviourOf = (number: string): CardBehaviour | null =>
  TEST_CARDS[number.replace(/\D/g, '')] ?? null

export const maskCard = (number: string): string => {
  const digits = number.replace(/\D/g, '')
  return `${digits.slice(0, 6)}******${digits.slice(-4)}`
}

export const cardToken = (number: string): string => {
  const digits = number.replace(/\D/g, '')
  return `demo_${behaviourOf(digits) ?? 'declined'}_${digits.slice(-4)}`
}

export const behaviourOfToken = (token: string): CardBehaviour => {
  const kind = token.split('_')[1]
  return kind === 'success' || kind === 'confirm' || kind === 'silent' ? kind : 'declined'
}
