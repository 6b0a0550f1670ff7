import type { Country, InternalGenre } from '@efir/contract'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../shared/ui/button'
import {
  CATALOGUE_SORTS,
  DEFAULT_SORT,
  RATING_OPTIONS,
  hasFilters,
  type FilterState,
  type RatingOption,
  type YearOption,
} from './filter-options'
import styles from './catalogue-filter.module.css'

export interface FilterBarProps {
  state: FilterState
  genres: readonly InternalGenre[]
  subgenres: readonly InternalGenre[]
  countries: readonly Country[]
  years: readonly YearOption[]
  onChange: <K extends keyof FilterState>(key: K, value: FilterState[K] | undefined) => void
  onReset: () => void
}

/** The year option's label: "2025–2026", "2024", "2020 — now", "before 1980". */
function useYearLabel() {
  const { t } = useTranslation()
  return (option: YearOption) => {
    switch (option.kind) {
      case 'single':
        return String(option.from)
      case 'since':
        return t('filter_year_since', { year: option.from })
      case 'before':
        return t('filter_year_before', { year: (option.to ?? 0) + 1 })
      default:
        return `${option.from}–${option.to}`
    }
  }
}

function Select({
  label,
  value,
  options,
  onChange,
  disabled,
  emptyLabel,
}: {
  label: string
  value: string
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
  disabled?: boolean
  /** The label of the empty value ("any", or the default order). */
  emptyLabel?: string
}) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{emptyLabel ?? t('filter_any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

const toId = (value: string) => (value === '' ? undefined : Number(value))

/** Genre, subgenre, country, year and rating selects (spec 3 §2 "Filter catalogue"), and the order (issue 31). */
export function FilterBar({ state, genres, subgenres, countries, years, onChange, onReset }: FilterBarProps) {
  const { t } = useTranslation()
  const yearLabel = useYearLabel()
  return (
    <form className={styles.bar} aria-label={t('catalogue_filters')} onSubmit={(e) => e.preventDefault()}>
      <Select
        label={t('filter_genre')}
        value={state.genre === undefined ? '' : String(state.genre)}
        options={genres.map((g) => ({ value: String(g.id), label: g.name }))}
        onChange={(v) => onChange('genre', toId(v))}
      />
      {subgenres.length > 0 && (
        <Select
          label={t('filter_subgenre')}
          value={state.subgenre === undefined ? '' : String(state.subgenre)}
          options={subgenres.map((g) => ({ value: String(g.id), label: g.name }))}
          onChange={(v) => onChange('subgenre', toId(v))}
        />
      )}
      <Select
        label={t('filter_country')}
        value={state.country === undefined ? '' : String(state.country)}
        options={countries.map((c) => ({ value: String(c.id), label: c.name }))}
        onChange={(v) => onChange('country', toId(v))}
      />
      <Select
        label={t('filter_year')}
        value={state.year ?? ''}
        options={years.map((y) => ({ value: y.id, label: yearLabel(y) }))}
        onChange={(v) => onChange('year', v === '' ? undefined : v)}
      />
      <Select
        label={t('filter_rating')}
        value={state.rating === undefined ? '' : String(state.rating)}
        options={RATING_OPTIONS.map((r) => ({
          value: String(r),
          label: t('filter_rating_over', { rating: r }),
        }))}
        onChange={(v) => onChange('rating', toId(v) as RatingOption | undefined)}
      />
      <Select
        label={t('catalogue_sort')}
        value={state.sort === undefined || state.sort === DEFAULT_SORT ? '' : state.sort}
        emptyLabel={t(`catalogue_sort_${DEFAULT_SORT}`)}
        options={CATALOGUE_SORTS.filter((s) => s !== DEFAULT_SORT).map((s) => ({
          value: s,
          label: t(`catalogue_sort_${s}`),
        }))}
        onChange={(v) =>
          onChange(
            'sort',
            CATALOGUE_SORTS.find((s) => s === v),
          )
        }
      />
      {hasFilters(state) && (
        <Button variant="ghost" size="small" className={styles.reset} onClick={onReset}>
          {t('filters_reset')}
        </Button>
      )}
    </form>
  )
}
