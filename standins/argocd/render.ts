/**
 * What Argo CD's repo-server does with an app's source before the controller compares it: a
 * plain directory is read as it is, a kustomization is built, a Helm chart is templated. The
 * stand-in renders only what gitops-release edits (a kustomization's `images:`, exactly as
 * kustomize applies them: kustomize.ts; a chart's values) with the smallest subset that keeps a
 * typical Deployment honest; anything beyond it is refused with the construct named, as Argo CD
 * would show a ComparisonError, rather than rendered wrong.
 */
import path from 'node:path'
import { parse } from 'yaml'
import { git, readManifests } from './git.js'
import { buildKustomization, KUSTOMIZATION_FILES, parseManifests, type KustomizeReader } from './kustomize.js'
import type { HelmSource, K8sObject } from './types.js'

export { renderKustomize } from './kustomize.js'

export type SourceType = 'Directory' | 'Kustomize' | 'Helm'

export interface Rendered {
  sourceType: SourceType
  manifests: K8sObject[]
}

/** Renders the app's source at `revision`: Helm when asked or a Chart.yaml is there, else kustomize or a directory. */
export async function renderSource(
  repoDir: string,
  revision: string,
  sourcePath: string,
  options: { helm?: HelmSource; releaseName: string; namespace: string }
): Promise<Rendered> {
  const clean = sourcePath.replace(/^\/+|\/+$/g, '')
  const type = (await git(repoDir, ['cat-file', '-t', `${revision}:${clean}`]).catch(() => '')).trim()
  if (type !== 'tree') return { sourceType: 'Directory', manifests: await readManifests(repoDir, revision, clean) }
  const names = (await git(repoDir, ['ls-tree', '--name-only', `${revision}:${clean}`])).split('\n').filter(Boolean)
  const read = (file: string): Promise<string> => git(repoDir, ['show', `${revision}:${clean}/${file}`])
  if (options.helm !== undefined || names.includes('Chart.yaml')) {
    const templates = (await git(repoDir, ['ls-tree', '--name-only', `${revision}:${clean}/templates`]).catch(() => ''))
      .split('\n')
      .filter((name) => /\.ya?ml$/.test(name))
    const files: Record<string, string> = {}
    for (const name of ['Chart.yaml', 'values.yaml', ...(options.helm?.valueFiles ?? [])]) {
      const file = path.posix.normalize(name)
      if (file.startsWith('..') || path.posix.isAbsolute(file))
        throw new Error(`value file ${name} is outside the chart: the stand-in reads values from the chart only`)
      const text = await read(file).catch(() => undefined)
      if (text !== undefined) files[file] = text
      else if (name !== 'values.yaml') throw new Error(`open ${clean}/${name}: no such file or directory`)
    }
    for (const name of templates) files[`templates/${name}`] = await read(`templates/${name}`)
    return { sourceType: 'Helm', manifests: renderHelm(files, options) }
  }
  if (!KUSTOMIZATION_FILES.some((name) => names.includes(name)))
    return { sourceType: 'Directory', manifests: await readManifests(repoDir, revision, clean) }
  const reader: KustomizeReader = {
    read: (file) => git(repoDir, ['show', `${revision}:${file}`]).catch(() => undefined),
    async list(dir) {
      const spec = `${revision}:${dir === '.' ? '' : dir}`
      if ((await git(repoDir, ['cat-file', '-t', spec]).catch(() => '')).trim() !== 'tree') return undefined
      return (await git(repoDir, ['ls-tree', '--name-only', spec])).split('\n').filter(Boolean)
    }
  }
  return { sourceType: 'Kustomize', manifests: await buildKustomization(clean, reader) }
}

// ---------------------------------------------------------------------------------------------
// Helm

type Values = Record<string, unknown>

/**
 * `helm template` of a chart's files (Chart.yaml, values.yaml, the value files, templates/*.yaml)
 * with the values merged as Helm does: values.yaml, then each value file in order, then
 * valuesObject, which Argo CD passes last.
 */
export function renderHelm(
  files: Record<string, string>,
  options: { helm?: HelmSource; releaseName: string; namespace: string }
): K8sObject[] {
  const chart = (parse(files['Chart.yaml'] ?? '') ?? {}) as Values
  let values: Values = {}
  for (const file of ['values.yaml', ...(options.helm?.valueFiles ?? []).map((f) => path.posix.normalize(f))]) {
    if (files[file] !== undefined) values = merge(values, (parse(files[file]) ?? {}) as Values)
  }
  if (options.helm?.valuesObject) values = merge(values, options.helm.valuesObject)
  const scope: Values = {
    Values: values,
    Release: { Name: options.helm?.releaseName ?? options.releaseName, Namespace: options.namespace, Service: 'Helm' },
    Chart: { Name: chart['name'], Version: chart['version'], AppVersion: chart['appVersion'] }
  }
  const objects: K8sObject[] = []
  for (const file of Object.keys(files)
    .filter((f) => f.startsWith('templates/'))
    .sort()) {
    objects.push(...parseManifests(file, renderTemplate(file, files[file] as string, scope)))
  }
  return objects
}

function merge(base: Values, over: Values): Values {
  const out: Values = { ...base }
  for (const [key, value] of Object.entries(over)) {
    const old = out[key]
    const isMap = (v: unknown): v is Values => typeof v === 'object' && v !== null && !Array.isArray(v)
    out[key] = isMap(old) && isMap(value) ? merge(old, value) : value
  }
  return out
}

type Node = { text: string } | { value: string } | { if: string; then: Node[]; else: Node[] }

/**
 * Go's text/template, the subset a typical Deployment needs: `{{ .Values.a.b }}`, `.Release.*`,
 * `.Chart.*`, `| default "x"`, `| quote`, `if`/`else`/`end` on one of those, comments and the
 * `{{-`/`-}}` trim markers. Any other action is an error naming it.
 */
export function renderTemplate(file: string, text: string, scope: Values): string {
  const tokens: ({ text: string } | { action: string; raw: string })[] = []
  const re = /\{\{(-\s)?([\s\S]*?)(\s-)?\}\}/g
  let last = 0
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    let before = text.slice(last, m.index)
    if (m[1]) before = before.replace(/\s+$/, '')
    tokens.push({ text: before })
    tokens.push({ action: (m[2] ?? '').trim(), raw: m[0] })
    last = re.lastIndex
    if (m[3]) {
      const ws = /^\s*/.exec(text.slice(last))?.[0].length ?? 0
      last += ws
      re.lastIndex = last
    }
  }
  tokens.push({ text: text.slice(last) })
  let i = 0
  const refuse = (raw: string): never => {
    throw new Error(
      `template: ${file}: the stand-in's Helm renders .Values, .Release, .Chart, default, quote and if/else/end only, not ${raw}`
    )
  }
  const parseBlock = (inIf: boolean): { nodes: Node[]; end: 'end' | 'else' | 'eof' } => {
    const nodes: Node[] = []
    while (i < tokens.length) {
      const token = tokens[i++] as (typeof tokens)[number]
      if ('text' in token) {
        nodes.push({ text: token.text })
        continue
      }
      const { action, raw } = token
      if (action.startsWith('/*') && action.endsWith('*/')) continue
      if (action === 'end' || action === 'else') {
        if (!inIf) refuse(raw)
        return { nodes, end: action }
      }
      const cond = /^if\s+(.+)$/.exec(action)
      if (cond) {
        if (pipeline(cond[1] as string) === undefined) refuse(raw)
        const then = parseBlock(true)
        let otherwise: Node[] = []
        if (then.end === 'else') {
          const rest = parseBlock(true)
          if (rest.end !== 'end') refuse(raw)
          otherwise = rest.nodes
        } else if (then.end !== 'end') refuse(raw)
        nodes.push({ if: cond[1] as string, then: then.nodes, else: otherwise })
        continue
      }
      if (pipeline(action) === undefined) refuse(raw)
      nodes.push({ value: action })
    }
    if (inIf) throw new Error(`template: ${file}: unexpected EOF: an if without its end`)
    return { nodes, end: 'eof' }
  }
  const pipeline = (source: string): (() => unknown) | undefined => {
    const [head, ...stages] = source.split('|').map((s) => s.trim())
    if (head === undefined || !/^\.(Values|Release|Chart)(\.[A-Za-z_][A-Za-z0-9_]*)*$/.test(head)) return undefined
    const steps: ((v: unknown) => unknown)[] = []
    for (const stage of stages) {
      const dflt = /^default\s+"((?:[^"\\]|\\.)*)"$/.exec(stage)
      if (dflt) steps.push((v) => (empty(v) ? JSON.parse(`"${dflt[1]}"`) : v))
      else if (stage === 'quote') steps.push((v) => JSON.stringify(v === undefined ? '' : String(v)))
      else return undefined
    }
    return () => steps.reduce((v, step) => step(v), lookup(scope, head))
  }
  const { nodes } = parseBlock(false)
  const evaluate = (list: Node[]): string =>
    list
      .map((node) => {
        if ('text' in node) return node.text
        if ('value' in node) return show((pipeline(node.value) as () => unknown)())
        return evaluate(empty((pipeline(node.if) as () => unknown)()) ? node.else : node.then)
      })
      .join('')
  return evaluate(nodes)
}

function lookup(scope: Values, dotted: string): unknown {
  let value: unknown = scope
  for (const key of dotted.slice(1).split('.')) {
    value = typeof value === 'object' && value !== null ? (value as Values)[key] : undefined
  }
  return value
}

/** text/template's truth: false, 0, nil, and empty strings, maps and lists are empty. */
function empty(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === '') return true
  if (Array.isArray(value)) return value.length === 0
  return typeof value === 'object' && Object.keys(value).length === 0
}

/** A missing value prints as nothing: Helm replaces text/template's `<no value>` with "". */
function show(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'object') throw new Error('the stand-in prints scalars only, not a map or a list')
  return String(value)
}
