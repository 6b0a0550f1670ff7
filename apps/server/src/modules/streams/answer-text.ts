import { endpoints, type StreamResponse } from '@efir/contract'
import { LRUCache } from 'lru-cache'
import type { ChannelRow } from '../channels/repository.ts'
import { compressAfterToken, gzipAfterToken } from '../../lib/token-gzip.ts'
import { JsonText } from '../../plugins/json-text.ts'

/**
 * Stands for the viewer's media token while an answer is built: a private-use character, which no
 * channel, URL or playlist text holds, and which JSON.stringify writes as it is.
 */
export const TOKEN_SLOT = '\u{F8FF}'
/** The stat id a template is built with; the answer's text begins with the real one instead. */
const STAT_SLOT = 0
const STAT_TEXT = `"stat":{"id":${STAT_SLOT}},`

/**
 * A stream answer as JSON text with the places of the viewer's media token and of the stat id left
 * open (issue 32: the signed playlists of an answer were built, checked against the contract, serialised
 * and compressed anew for every zap, 2.8× a bare request). Checked against the contract once; a filled
 * text is that checked answer with a token (URL-safe characters) and an integer put in. Its gzip form is
 * compressed once per token length (lib/token-gzip.ts).
 */
export class StreamAnswerText {
  /** The text after the first token, compressed once per token length (null: sent as any answer). */
  private readonly gzipTails = new Map<number, Buffer | null>()

  /** The bytes of the text after the first token, less its tokens. */
  private readonly tailBytes: number

  /** `parts`: the answer's members after its stat, split where the token goes. */
  private constructor(private readonly parts: readonly string[]) {
    this.tailBytes = parts.slice(1).reduce((sum, part) => sum + Buffer.byteLength(part), 0)
  }

  /** `answer` built with TOKEN_SLOT for the token and STAT_SLOT for the stat id. */
  static of(answer: StreamResponse): StreamAnswerText {
    if (answer.stat.id !== STAT_SLOT) throw new Error('a stream answer template has a stat id')
    const json = JSON.stringify(endpoints.getChannelStream.response.encode(answer))
    const at = json.indexOf(STAT_TEXT)
    // a quote inside a string is escaped: the stat member's text is found once, where the member is
    if (at < 0 || json.includes(STAT_TEXT, at + 1)) throw new Error('stat id not found in the answer')
    // the stat member comes first, so what follows it is the same for every playback start
    return new StreamAnswerText((json.slice(1, at) + json.slice(at + STAT_TEXT.length)).split(TOKEN_SLOT))
  }

  /** The answer for a viewer's token and a playback start's stat id: its text, and its gzip form. */
  fill(token: string, statId: number): JsonText {
    const [first = '', ...rest] = this.parts
    const head = `{"stat":{"id":${statId}},${first}`
    if (rest.length === 0) return new JsonText(head)
    const tail = rest.join(token)
    const deflated = this.gzipTail(token.length)
    // a token is URL-safe ASCII: a byte a character
    const tailBytes = this.tailBytes + (rest.length - 1) * token.length
    const gzipped = deflated ? gzipAfterToken(head + token, tail, deflated, tailBytes) : null
    return new JsonText(head + token + tail, gzipped)
  }

  private gzipTail(tokenLength: number): Buffer | null {
    let tail = this.gzipTails.get(tokenLength)
    if (tail === undefined) {
      tail = compressAfterToken(this.parts[0] ?? '', this.parts.slice(1), tokenLength)
      this.gzipTails.set(tokenLength, tail)
    }
    return tail
  }
}

/** How many templates an instance keeps: live ones change with every segment (2 s), older ones go first. */
const TEMPLATES_MAX = 500

/**
 * Stream answer templates by what they depend on besides the viewer (the caller names it in `key`:
 * channel, public base URL, live window or catch-up window, preview), so that an answer's playlists are
 * built once per channel and window for all viewers. A template is built from a channel's row as
 * loaded: once the row is reloaded (public data), its templates are built anew from the new row.
 */
export class StreamAnswerTexts {
  private readonly templates = new LRUCache<string, { channel: ChannelRow; text: StreamAnswerText }>({
    max: TEMPLATES_MAX,
  })

  get(key: string, channel: ChannelRow, build: () => StreamResponse): StreamAnswerText {
    const kept = this.templates.get(key)
    if (kept?.channel === channel) return kept.text
    const text = StreamAnswerText.of(build())
    this.templates.set(key, { channel, text })
    return text
  }
}
