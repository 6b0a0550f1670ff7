import { describe, expect, it } from 'vitest'
import { IDLE_BROWSE, selectStep, type SelectBrowse, type SelectInput } from './commit-select'

/** Runs inputs from idle over the committed value 'ru'; returns what was committed, in order. */
function run(inputs: SelectInput[]): { commits: string[]; state: SelectBrowse } {
  let state = IDLE_BROWSE
  const commits: string[] = []
  for (const input of inputs) {
    const step = selectStep(state, input, 'ru')
    state = step.state
    if (step.commit !== null) commits.push(step.commit)
  }
  return { commits, state }
}

const arrow = (value: string): SelectInput[] => [
  { type: 'keydown', key: 'ArrowDown' },
  { type: 'change', value },
  { type: 'keyup' },
]

describe('a select that applies its choice on commit only (issue 31)', () => {
  it.each<[string, SelectInput[], string[]]>([
    ['an arrow on the closed select only browses', arrow('en'), []],
    ['two arrows browse on', [...arrow('en'), ...arrow('kk')], []],
    [
      'a typed letter browses too',
      [
        { type: 'keydown', key: 'u' },
        { type: 'change', value: 'uz' },
      ],
      [],
    ],
    ['Enter commits what the arrows showed', [...arrow('en'), { type: 'keydown', key: 'Enter' }], ['en']],
    ['leaving the select commits it', [...arrow('kk'), { type: 'blur' }], ['kk']],
    [
      'browsing back to the committed value commits nothing',
      [...arrow('en'), ...arrow('ru'), { type: 'blur' }],
      [],
    ],
    ['a click or a pick in the opened list commits at once', [{ type: 'change', value: 'uz' }], ['uz']],
    ['a pick after browsing commits the pick', [...arrow('en'), { type: 'change', value: 'kk' }], ['kk']],
    ['Enter with nothing browsed commits nothing', [{ type: 'keydown', key: 'Enter' }], []],
    [
      'Tab is not browsing: a change after it commits',
      [
        { type: 'keydown', key: 'Tab' },
        { type: 'change', value: 'en' },
      ],
      ['en'],
    ],
  ])('%s', (_, inputs, commits) => {
    expect(run(inputs).commits).toEqual(commits)
  })

  it('shows the browsed value until committed, then nothing pending', () => {
    expect(run(arrow('en')).state.pending).toBe('en')
    expect(run([...arrow('en'), { type: 'keydown', key: 'Enter' }]).state).toEqual(IDLE_BROWSE)
  })
})
