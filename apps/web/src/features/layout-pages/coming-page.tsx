import { useTranslation } from 'react-i18next'
import { ComingSoon } from '../../shared/ui/coming-soon'

/** A route whose screen a later issue builds: the page frame with a "coming" state naming the section. */
export default function ComingPage({ sectionKey, title }: { sectionKey: string; title?: string }) {
  const { t } = useTranslation()
  return <ComingSoon section={title ?? t(sectionKey)} />
}
