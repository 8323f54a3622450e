import { describe, expect, it } from 'vitest'
import { JsonPathError, jsonEqual, lookup, parseJsonPath } from '../../../src/verify/json-path.js'

const doc = { id: 7, todo: { title: 'x', 'a.b': 1 }, items: [{ id: 1 }, { id: 2 }], nothing: null }

describe('JSON paths', () => {
  it.each([
    ['id', 7],
    ['$.id', 7],
    ['todo.title', 'x'],
    ['todo["a.b"]', 1],
    ['items[0].id', 1],
    ['items[-1].id', 2],
    ['$', doc],
    ['nothing', null]
  ])('%s names %j', (path, value) => {
    expect(lookup(doc, parseJsonPath(path))).toEqual({ found: true, value })
  })

  it('says where a path stops finding a value', () => {
    expect(lookup(doc, parseJsonPath('items[5].id'))).toEqual({ found: false, at: '$.items[5]' })
    expect(lookup(doc, parseJsonPath('todo.title.more'))).toEqual({ found: false, at: '$.todo.title' })
    expect(lookup(doc, parseJsonPath('id[0]'))).toEqual({ found: false, at: '$.id' })
    expect(lookup([1], parseJsonPath('length'))).toEqual({ found: false, at: '$' })
  })

  it.each(['', 'a..b', 'a b', 'items[x]', '[a]', '.a', 'a.[0]', 'a["unclosed]'])('refuses %j', (path) => {
    expect(() => parseJsonPath(path)).toThrow(JsonPathError)
  })

  it('compares JSON values as data', () => {
    expect(jsonEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true)
    expect(jsonEqual({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true)
    expect(jsonEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false)
    expect(jsonEqual(42, '42')).toBe(false)
    expect(jsonEqual([1], { 0: 1 })).toBe(false)
  })
})
