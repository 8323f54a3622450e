/**
 * The smoke sequence's settings: requests in order, each with what its answer must be and what
 * it carries on (`capture`) to the steps after it. Every placeholder must be the release's or a
 * capture of an earlier step, and every URL http(s) with all its placeholders standing in.
 */
import type { HeaderSetting, SmokeBody, SmokeSetting, SmokeStepSetting } from './config.js'
import { JsonPathError, parseJsonPath, type JsonPath } from './json-path.js'
import type { Setting } from './read.js'
import {
  jsonPlaceholderNames,
  parseTemplate,
  placeholderNames,
  RELEASE_NAMES,
  TemplateError,
  type Template
} from './template.js'

export const DEFAULT_RETRY_FOR_MS = 30_000
export const DEFAULT_STEP_TIMEOUT_MS = 10_000

const KEYS = ['base-url', 'retry-for', 'repeat', 'steps']
const STEP_KEYS = ['name', 'method', 'url', 'headers', 'body', 'json', 'expect', 'capture', 'timeout']
const EXPECT_KEYS = ['status', 'json', 'contains']
const METHOD = /^[A-Z]+$/
const CAPTURE_NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/

export function parseSmoke(setting: Setting, headers: (setting: Setting) => HeaderSetting[]): SmokeSetting {
  setting.object(KEYS, '{ base-url: https://todo.example.com, steps: [{ method: POST, url: /api/todos, ... }] }')
  const baseSetting = setting.at('base-url')
  const base = baseSetting.present
    ? httpUrl(baseSetting, baseSetting.string('Give the URL the steps start from.'))
    : undefined
  const steps = setting.at('steps').list()
  if (steps.length === 0) setting.at('steps').fail('is an empty list', 'Add a step, or remove the smoke setting.')
  const retry = setting.at('retry-for')
  const retryForMs = retry.duration(DEFAULT_RETRY_FOR_MS)
  const known = new Map<string, string>(RELEASE_NAMES.map((n) => [n, 'the release']))
  return {
    setting: setting.name,
    steps: steps.map((step) => parseStep(step, base, known, headers)),
    retryForMs,
    repeat: setting.at('repeat').oneOf(['once', 'every-interval'] as const, 'once')
  }
}

function parseStep(
  step: Setting,
  base: URL | undefined,
  known: Map<string, string>,
  readHeaders: (setting: Setting) => HeaderSetting[]
): SmokeStepSetting {
  step.object(
    STEP_KEYS,
    '{ name: add a todo, method: POST, url: /api/todos, json: { title: smoke }, expect: { status: 201 } }'
  )
  const urlSetting = step.at('url')
  const url = template(
    urlSetting,
    urlSetting.string('Give the URL to call, like https://todo.example.com/api/todos.'),
    known
  )
  const absolute = withBase(urlSetting, url, base)
  httpUrl(urlSetting, fillAll(absolute, 'x'))
  const methodSetting = step.at('method')
  const method = methodSetting.present ? methodSetting.string('Give an HTTP method, like POST.').toUpperCase() : 'GET'
  if (!METHOD.test(method))
    methodSetting.fail('is not an HTTP method', 'Use GET, POST, PUT, PATCH, DELETE and the like.')
  const headers = readHeaders(step.at('headers'))
  for (const h of headers) placeholders(step.at('headers').at(h.name), placeholderNames(h.value), known)
  const body = parseBody(step, method, known)
  const expect = step.at('expect')
  if (expect.present) expect.object(EXPECT_KEYS, '{ status: 201, json: { done: false }, contains: todo }')
  const name =
    step.at('name').optionalString('Name the step, like add a todo.') ?? `${method} ${urlSetting.value as string}`
  const result: SmokeStepSetting = {
    setting: step.name,
    name,
    method,
    url: absolute,
    headers,
    body,
    expect: {
      status: statuses(expect.at('status')),
      json: expectedJson(expect.at('json'), known),
      contains: containsList(expect.at('contains'), known)
    },
    capture: captures(step.at('capture'), known, name),
    timeoutMs: step.at('timeout').duration(DEFAULT_STEP_TIMEOUT_MS)
  }
  if (result.timeoutMs <= 0) step.at('timeout').fail('must be longer than 0s')
  return result
}

function parseBody(step: Setting, method: string, known: Map<string, string>): SmokeBody | undefined {
  const text = step.at('body')
  const json = step.at('json')
  if (text.present && json.present)
    json.fail('cannot be set with body', 'Send either a JSON value (json) or text (body).', false)
  const given = text.present ? text : json.present ? json : undefined
  if (given && (method === 'GET' || method === 'HEAD'))
    given.fail(`is set on a ${method} request`, 'GET and HEAD carry no body: use POST, PUT or PATCH.', false)
  if (text.present) return { kind: 'text', text: template(text, text.string('Give the body text.'), known) }
  if (!json.present) return undefined
  try {
    placeholders(json, jsonPlaceholderNames(json.value), known)
  } catch (error) {
    if (error instanceof TemplateError) json.fail(error.message, '', false)
    throw error
  }
  return { kind: 'json', value: json.value }
}

function template(setting: Setting, text: string, known: Map<string, string>): Template {
  let parsed: Template
  try {
    parsed = parseTemplate(text)
  } catch (error) {
    if (error instanceof TemplateError) setting.fail(error.message)
    throw error
  }
  placeholders(setting, placeholderNames(parsed), known)
  return parsed
}

/** Every name must be the release's or captured by an earlier step. */
function placeholders(setting: Setting, names: readonly string[], known: Map<string, string>): void {
  for (const name of names)
    if (!known.has(name))
      setting.fail(
        `uses {{ ${name} }}, which no earlier step captures`,
        `Known here: ${[...known.keys()].map((n) => `{{ ${n} }}`).join(', ')}; a step captures with capture: { ${name}: <path> }.`,
        false
      )
}

/** A relative URL joined to `base-url`; with every placeholder standing in, it must parse. */
function withBase(setting: Setting, url: Template, base: URL | undefined): Template {
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(url.source)) return url
  if (base === undefined)
    setting.fail('is not an absolute URL', 'Give it with its scheme and host, or set base-url for the steps.')
  const root = base.href.replace(/\/+$/, '')
  const joined = url.source.startsWith('/') ? `${root}${url.source}` : `${root}/${url.source}`
  return parseTemplate(joined)
}

function fillAll(template: Template, value: string): string {
  return template.parts.map((p) => (typeof p === 'string' ? p : value)).join('')
}

function httpUrl(setting: Setting, text: string): URL {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return setting.fail('is not a URL', 'Give it with its scheme and host, like https://todo.example.com/api/todos.')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    setting.fail(`is a ${url.protocol.slice(0, -1)} URL`, 'Smoke steps call http or https URLs only.')
  if (url.username !== '' || url.password !== '')
    setting.fail('holds credentials', 'Send them in a header, such as Authorization: { env: TODO_TOKEN }.', false)
  return url
}

function statuses(setting: Setting): number[] | undefined {
  if (!setting.present) return undefined
  const list = Array.isArray(setting.value) ? setting.list() : [setting]
  if (list.length === 0) setting.fail('is an empty list', 'Give the statuses that pass, like 201 or [200, 204].')
  return list.map((s) => {
    if (typeof s.value !== 'number' || !Number.isInteger(s.value) || s.value < 100 || s.value > 599)
      return s.fail('must be an HTTP status from 100 to 599', 'Like 201, or a list such as [200, 204].')
    return s.value
  })
}

function jsonPath(setting: Setting, text: string): JsonPath {
  try {
    return parseJsonPath(text)
  } catch (error) {
    if (error instanceof JsonPathError) setting.fail(`the path ${JSON.stringify(text)} ${error.message}`, '', false)
    throw error
  }
}

function expectedJson(setting: Setting, known: Map<string, string>): { path: JsonPath; value: unknown }[] {
  if (!setting.present) return []
  if (!setting.isObject())
    setting.fail('must be a mapping of paths to values', 'For example: { done: true, todo.title: smoke }.')
  return Object.keys(setting.value as object).map((path) => {
    const value = setting.at(path)
    try {
      placeholders(value, jsonPlaceholderNames(value.value), known)
    } catch (error) {
      if (error instanceof TemplateError) value.fail(error.message)
      throw error
    }
    return { path: jsonPath(value, path), value: value.value }
  })
}

function containsList(setting: Setting, known: Map<string, string>): Template[] {
  if (!setting.present) return []
  const list = Array.isArray(setting.value) ? setting.list() : [setting]
  return list.map((s) => template(s, s.string('Give the text the answer must contain.'), known))
}

function captures(setting: Setting, known: Map<string, string>, step: string): { name: string; path: JsonPath }[] {
  if (!setting.present) return []
  if (!setting.isObject())
    setting.fail('must be a mapping of names to paths', "For example: { id: id } keeps the answer's id as {{ id }}.")
  const found = Object.keys(setting.value as object).map((name) => {
    const path = setting.at(name)
    if (!CAPTURE_NAME.test(name))
      path.fail('is not a name a placeholder can use', 'Use letters, digits, _ and -.', false)
    if (known.has(name)) path.fail(`is already ${known.get(name)}'s`, 'Give the capture another name.', false)
    return { name, path: jsonPath(path, path.string('Give the path of the value to keep, like id.')) }
  })
  for (const { name } of found) known.set(name, `step "${step}"`)
  return found
}
