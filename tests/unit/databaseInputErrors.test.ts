import { describe, expect, it } from 'vitest'

import { databaseInputErrorsAsBadRequest } from '@/lib/api/databaseInputErrors'

const run = (error: unknown) => databaseInputErrorsAsBadRequest({ error } as never)

describe('database input errors', () => {
  it('turns a wrapped invalid-integer error into a 400 with a message', () => {
    const pgError = Object.assign(new Error('invalid input syntax for type integer: "abc"'), { code: '22P02' })
    const wrapped = new Error('Failed query', { cause: pgError })
    expect(run(wrapped)).toEqual({
      status: 400,
      response: { errors: [{ message: 'A value in the request has the wrong type, for example an id that is not a number.' }] },
    })
  })

  it('leaves other errors alone', () => {
    expect(run(new Error('boom'))).toBeUndefined()
    expect(run(Object.assign(new Error('unique'), { code: '23505' }))).toBeUndefined()
  })
})
