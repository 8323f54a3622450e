/**
 * The smoke runner: the steps in order, each answer judged (status, JSON fields, text) and its
 * captures carried on to the steps after it. A failing step is tried again, with back-off, until
 * `retry-for` has passed since its first attempt (an ingress may need a moment for new Pods);
 * then the sequence fails there and the steps after it are not sent. Captured values are never
 * shown: a report names what was captured, not what it was.
 */
import type { SmokeSetting, SmokeStepSetting } from './config.js'
import { clipText } from './format.js'
import { formatDuration } from '../text/time.js'
import { Unreachable, type Http, type HttpRequest } from './http.js'
import { jsonEqual, lookup } from './json-path.js'
import type { SmokeRun, SmokeStepResult } from './outcome.js'
import type { Redact } from './redact.js'
import { asText, fill, fillJson, headerEscape, TemplateError, urlEscape, type Values } from './template.js'
import { backoff, type Clock, type Sleep } from '../time.js'

export interface SmokePorts {
  readonly http: Http
  readonly clock: Clock
  readonly sleep: Sleep
}

/** One attempt's verdict. */
type Attempt =
  | { readonly ok: true; readonly status: number; readonly captured: Map<string, unknown> }
  | { readonly ok: false; readonly status?: number; readonly detail: string; readonly retry: boolean }

/** Runs the sequence once; `values` holds the release's and gets each step's captures. */
export async function runSmoke(
  smoke: SmokeSetting,
  release: Values,
  ports: SmokePorts,
  redact: Redact,
  onRequest: () => void = () => undefined
): Promise<SmokeRun> {
  const at = ports.clock()
  const values = new Map(release)
  const steps: SmokeStepResult[] = []
  let failed = false
  for (const step of smoke.steps) {
    const base = { setting: step.setting, name: step.name, method: step.method, url: step.url.source }
    if (failed) {
      steps.push({ ...base, outcome: 'skipped', attempts: 0, detail: 'not sent: an earlier step failed' })
      continue
    }
    const started = ports.clock()
    for (let attempts = 1; ; attempts++) {
      const sent = ports.clock()
      onRequest()
      const result = await attempt(step, values, ports.http)
      const ms = ports.clock() - sent
      const status = result.status === undefined ? {} : { status: result.status }
      if (result.ok) {
        for (const [name, value] of result.captured) values.set(name, value)
        const names = [...result.captured.keys()].map((n) => `{{ ${n} }}`)
        const retried = attempts > 1 ? `passed at attempt ${attempts}` : ''
        const detail = [retried, names.length > 0 ? `captured ${names.join(', ')}` : ''].filter(Boolean).join('; ')
        steps.push({ ...base, outcome: 'passed', attempts, ...status, ms, detail })
        break
      }
      const delay = backoff(attempts, 1000, 5000)
      if (!result.retry || ports.clock() + delay - started > smoke.retryForMs) {
        const tried = attempts > 1 ? ` (${attempts} attempts over ${formatDuration(ports.clock() - started)})` : ''
        steps.push({ ...base, outcome: 'failed', attempts, ...status, ms, detail: redact(`${result.detail}${tried}`) })
        failed = true
        break
      }
      await ports.sleep(delay)
    }
  }
  return { at, outcome: failed ? 'failed' : 'passed', steps }
}

async function attempt(step: SmokeStepSetting, values: Values, http: Http): Promise<Attempt> {
  let request: HttpRequest
  try {
    request = build(step, values)
  } catch (error) {
    if (error instanceof TemplateError) return { ok: false, detail: error.message, retry: false }
    throw error
  }
  let answer
  try {
    answer = await http(request)
  } catch (error) {
    if (!(error instanceof Unreachable)) throw error
    const address = new URL(request.url).host
    return { ok: false, detail: `${step.setting}.url: cannot reach ${address}: ${error.message}`, retry: true }
  }
  const { status, text } = answer
  const expected = step.expect.status
  if (expected ? !expected.includes(status) : status < 200 || status > 299) {
    const wanted = expected ? expected.join(' or ') : 'a 2xx'
    return { ok: false, status, detail: `answered ${status}, expected ${wanted}${snippet(text)}`, retry: true }
  }
  const missing = step.expect.contains.map((t) => fill(t, values, (v) => v)).find((t) => !text.includes(t))
  if (missing !== undefined)
    return {
      ok: false,
      status,
      detail: `the answer does not contain ${JSON.stringify(clipText(missing, 60))}${snippet(text)}`,
      retry: true
    }
  if (step.expect.json.length === 0 && step.capture.length === 0) return { ok: true, status, captured: new Map() }
  let document: unknown
  try {
    document = JSON.parse(text)
  } catch {
    return { ok: false, status, detail: `answered ${status} without JSON${snippet(text)}`, retry: true }
  }
  for (const { path, value } of step.expect.json) {
    const found = lookup(document, path)
    const want = fillJson(value, values)
    if (!found.found)
      return { ok: false, status, detail: `the answer has no ${path.source} (nothing at ${found.at})`, retry: true }
    if (!jsonEqual(found.value, want))
      return {
        ok: false,
        status,
        detail: `${path.source} is ${shown(found.value)}, expected ${shown(want)}`,
        retry: true
      }
  }
  const captured = new Map<string, unknown>()
  for (const { name, path } of step.capture) {
    const found = lookup(document, path)
    if (!found.found || found.value === null)
      return { ok: false, status, detail: `the answer has no ${path.source} to capture as {{ ${name} }}`, retry: true }
    captured.set(name, found.value)
  }
  return { ok: true, status, captured }
}

function build(step: SmokeStepSetting, values: Values): HttpRequest {
  const headers: Record<string, string> = {}
  for (const h of step.headers) headers[h.name] = fill(h.value, values, headerEscape)
  let body: string | undefined
  if (step.body?.kind === 'text') body = fill(step.body.text, values, (v) => v)
  if (step.body?.kind === 'json') {
    body = JSON.stringify(fillJson(step.body.value, values))
    if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
      headers['content-type'] = 'application/json'
  }
  return { method: step.method, url: fill(step.url, values, urlEscape), headers, body, timeoutMs: step.timeoutMs }
}

function shown(value: unknown): string {
  return clipText(value === undefined ? 'undefined' : JSON.stringify(value), 60)
}

/** `: "Internal error…"`: the start of an answer, on one line. */
function snippet(text: string): string {
  const line = asText(text).replace(/\s+/g, ' ').trim()
  return line === '' ? '' : `: ${JSON.stringify(clipText(line, 100))}`
}
