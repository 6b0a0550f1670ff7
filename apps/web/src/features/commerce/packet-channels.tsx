import type { Packet } from '@efir/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { filterChannels } from './packet-rules'
import styles from './commerce.module.css'

/**
 * A packet's channels with their search (spec 3 §2 "Packet detail page": case-insensitive, Latin and
 * Cyrillic alike): on the packet page and in #packets_channels.
 */
export function PacketChannelList({ channels }: { channels: Packet['channels'] }) {
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  const shown = filterChannels(channels, query)
  return (
    <>
      <input
        className={styles.search}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t('packet_channels_search')}
        aria-label={t('packet_channels_search')}
      />
      {shown.length === 0 ? (
        <p className={styles.muted}>{t('packet_channels_none')}</p>
      ) : (
        <ul className={styles.channels} aria-label={t('packet_channels')}>
          {shown.map((c) => (
            <li key={c.id} className={styles.channel}>
              {c.logo && <img src={c.logo} alt="" loading="lazy" />}
              <span>{c.name}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
