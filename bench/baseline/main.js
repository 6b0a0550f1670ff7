// The framework floor: the libraries the client is built on (React, React Router, TanStack Query,
// i18next) doing the least they can. The client's initial JS is printed beside this figure.
import { createElement as h } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import i18next from 'i18next'
import { initReactI18next, useTranslation } from 'react-i18next'

await i18next
  .use(initReactI18next)
  .init({ lng: 'ru', resources: { ru: { translation: { hello: 'Привет' } } } })
function Home() {
  const { t } = useTranslation()
  return h('main', null, t('hello'))
}
const router = createBrowserRouter([{ path: '*', Component: Home }])
createRoot(document.getElementById('root')).render(
  h(QueryClientProvider, { client: new QueryClient() }, h(RouterProvider, { router })),
)
