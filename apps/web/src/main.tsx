import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { wireAnalyticsReady } from './app/analytics-ready'
import { AppLayout } from './app/layout/app-layout'
import { Providers, createQueryClient, createSession } from './app/providers'
import { loadRuntimeConfig } from './shared/api/api-base'
import { initI18n } from './shared/i18n/i18n'
import './shared/styles/global.css'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

// The session controller first: every API request reads its token.
const session = createSession()
// Analytics events wait for the session's user data (spec 2 §4), wherever the first one comes from.
wireAnalyticsReady()
// The operator's /config.json goes out beside the texts (the session start-up needs it first thing).
void loadRuntimeConfig()
// Texts first: rendering before the first translation file would flash raw keys.
void initI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={createQueryClient()} session={session}>
        <AppLayout />
      </Providers>
    </StrictMode>,
  )
})
