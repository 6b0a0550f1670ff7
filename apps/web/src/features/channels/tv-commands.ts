/**
 * Keyboard and remote commands of the TV page as a table (ARCHITECTURE "Keyboard and remote shortcuts
 * are a table of commands"; excalidraw actions). Each command names its keys, when it applies and what it
 * does; the page dispatches key events through {@link commandFor}.
 */
export interface TvCommandContext {
  /** Focus is in a text field (the channel search box): no command applies (spec 2 "Keyboard"). */
  typing: boolean
  /** A modal is open over the page. */
  modalOpen: boolean
  /** Focus is in the side panel's channel list: arrows and Enter move there (elsewhere the player has them). */
  inList: boolean
  /** Index of the highlighted channel in the side list, -1 when none. */
  highlighted: number
  count: number
}

export interface TvActions {
  highlight: (index: number) => void
  open: (index: number) => void
  zap: (direction: 1 | -1) => void
  back: () => void
}

export interface TvCommand {
  name: 'list-up' | 'list-down' | 'list-open' | 'zap-previous' | 'zap-next' | 'back'
  keys: readonly string[]
  predicate: (ctx: TvCommandContext) => boolean
  perform: (ctx: TvCommandContext, actions: TvActions) => void
}

/**
 * The card the list's arrows move from (issue 31): the one focus is in (a card reached by Tab or the
 * pointer, or its row's favourite button), else the highlighted one (the playing channel at first).
 */
export function highlightFrom(cards: readonly Element[], target: Node | null, highlighted: number): number {
  const row = target instanceof Element ? target.closest('li') : null
  const focused = cards.findIndex((card) => card === target || (row !== null && row.contains(card)))
  return focused >= 0 ? focused : highlighted
}

const hasList = (ctx: TvCommandContext) => ctx.inList && ctx.count > 0

export const TV_COMMANDS: readonly TvCommand[] = [
  {
    name: 'list-up',
    keys: ['ArrowUp'],
    predicate: hasList,
    perform: (ctx, a) => a.highlight(Math.max(0, (ctx.highlighted < 0 ? 0 : ctx.highlighted) - 1)),
  },
  {
    name: 'list-down',
    keys: ['ArrowDown'],
    predicate: hasList,
    perform: (ctx, a) => a.highlight(Math.min(ctx.count - 1, ctx.highlighted + 1)),
  },
  {
    name: 'list-open',
    keys: ['Enter'],
    predicate: (ctx) => hasList(ctx) && ctx.highlighted >= 0 && ctx.highlighted < ctx.count,
    perform: (ctx, a) => a.open(ctx.highlighted),
  },
  {
    name: 'zap-previous',
    keys: ['PageUp', 'ChannelUp'],
    predicate: () => true,
    perform: (_c, a) => a.zap(-1),
  },
  {
    name: 'zap-next',
    keys: ['PageDown', 'ChannelDown'],
    predicate: () => true,
    perform: (_c, a) => a.zap(1),
  },
  // spec 2 §2: "Escape on the TV page goes back."
  { name: 'back', keys: ['Escape'], predicate: () => true, perform: (_c, a) => a.back() },
]

/** The command a key runs in this context, if any (none while typing or under a modal). */
export function commandFor(key: string, ctx: TvCommandContext): TvCommand | undefined {
  if (ctx.typing || ctx.modalOpen) return undefined
  return TV_COMMANDS.find((c) => c.keys.includes(key) && c.predicate(ctx))
}

/** True when a key event comes from a text field (input, textarea, select, contenteditable). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'range'].includes(target.type)
}
