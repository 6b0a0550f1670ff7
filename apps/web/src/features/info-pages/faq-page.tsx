import { useTranslation } from 'react-i18next'
import { useInfoPages } from './api'
import { InfoFrame } from './info-document'
import { InfoEmpty } from './info-states'
import styles from './info-pages.module.css'

/**
 * /faq: the operator's FAQ sections, each a list of questions that open their answers (details and
 * summary: Enter or Space opens one from the keyboard).
 */
export default function FaqPage() {
  const { t } = useTranslation()
  const query = useInfoPages('faq')
  return (
    <InfoFrame query={query} title={t('section_faq')}>
      {(sections) =>
        sections.every((s) => s.items.length === 0) ? (
          <InfoEmpty textKey="faq_empty" />
        ) : (
          sections
            .filter((s) => s.items.length > 0)
            .map((section) => (
              <section key={section.slug} className={styles.section} aria-labelledby={`faq-${section.slug}`}>
                <h2 id={`faq-${section.slug}`} className={styles.sectionTitle}>
                  {section.title}
                </h2>
                <div className={styles.faq}>
                  {section.items.map((item) => (
                    <details key={item.id}>
                      <summary>{item.title}</summary>
                      <p className={styles.answer}>{item.text}</p>
                    </details>
                  ))}
                </div>
              </section>
            ))
        )
      }
    </InfoFrame>
  )
}
