/** Changes that touch no YAML value: renames, deletes, additions, modes, links, git metadata. */
import type { CorpusCase } from './cases.js'
import { base, head, SUBMODULE_SHA } from './case-helpers.js'
import { BASE, BUMPED, KUSTOMIZATION, LFS_POINTER, MS_PATH, SERVICE } from './manifests.js'

export const FILE_CASES: CorpusCase[] = [
  {
    name: 'rename of the manifest',
    threat: 'rename',
    base: base(),
    head: { 'apps/todo-api/dev/ms.yaml': BASE },
    expect: ['not-modified']
  },
  {
    name: 'rename with a digest bump',
    threat: 'rename',
    base: base(),
    head: { 'apps/todo-api/dev/ms.yaml': BUMPED },
    expect: ['not-modified']
  },
  {
    name: 'delete a manifest',
    threat: 'delete',
    base: base({ 'apps/todo-api/dev/old.yaml': SERVICE }),
    head: head(),
    expect: ['not-modified']
  },
  {
    name: 'add kustomization.yaml',
    threat: 'add kustomization.yaml',
    base: base(),
    head: head({ 'apps/todo-api/dev/kustomization.yaml': KUSTOMIZATION }),
    expect: ['not-modified']
  },
  {
    name: 'add Chart.yaml',
    threat: 'add Chart.yaml',
    base: base(),
    head: head({ 'apps/todo-api/Chart.yaml': 'apiVersion: v2\nname: todo\nversion: 0.1.0\n' }),
    expect: ['not-modified']
  },
  {
    name: 'add values-prod.yaml',
    threat: 'add values*.yaml',
    base: base(),
    head: head({ 'apps/todo-api/values-prod.yaml': 'image:\n  tag: latest\n' }),
    expect: ['not-modified']
  },
  {
    name: 'add .argocd-source override',
    threat: 'add .argocd-source*.yaml',
    base: base(),
    head: head({
      'apps/todo-api/dev/.argocd-source-todo.yaml': 'kustomize:\n  images:\n    - ghcr.io/evil/miner:latest\n'
    }),
    // Override files are in the default paths (what bump edits, issue 36): refused as added.
    expect: ['not-modified']
  },
  {
    name: 'add a jsonnet file',
    threat: 'add *.jsonnet',
    base: base(),
    head: head({ 'apps/todo-api/dev/extra.jsonnet': '{ kind: "Job" }\n' }),
    expect: ['not-modified', 'path-not-allowed']
  },
  {
    name: 'add a json manifest',
    threat: 'add *.json',
    base: base(),
    head: head({ 'apps/todo-api/dev/job.json': '{"kind":"Job"}\n' }),
    expect: ['not-modified', 'path-not-allowed']
  },
  {
    name: 'edit an existing kustomization.yaml',
    threat: 'kustomization.yaml',
    base: base({ 'apps/todo-api/dev/kustomization.yaml': KUSTOMIZATION }),
    head: head({
      'apps/todo-api/dev/kustomization.yaml': `${KUSTOMIZATION}images:\n  - name: ghcr.io/acme/todo-api\n    newName: ghcr.io/evil/miner\n`
    }),
    expect: ['outside-image'],
    differential: 'go'
  },
  {
    name: 'edit an existing .argocd-source file',
    threat: '.argocd-source*.yaml',
    base: base({ 'apps/todo-api/dev/.argocd-source.yaml': 'helm:\n  parameters: []\n' }),
    head: head({
      'apps/todo-api/dev/.argocd-source.yaml': 'helm:\n  parameters:\n    - name: image\n      value: evil\n'
    }),
    // In the default paths (issue 36), so judged on its bytes: a Helm parameter is no image field.
    expect: ['outside-image']
  },
  {
    name: 'mode change to executable',
    threat: 'mode change',
    base: base(),
    head: { [MS_PATH]: { mode: '100755', data: BASE } },
    expect: ['mode-change']
  },
  {
    name: 'mode change with a digest bump',
    threat: 'mode change',
    base: base(),
    head: { [MS_PATH]: { mode: '100755', data: BUMPED } },
    expect: ['mode-change']
  },
  {
    name: 'manifest replaced by a symlink',
    threat: 'symlink',
    base: base({ 'apps/evil.yaml': BUMPED }),
    head: { 'apps/evil.yaml': BUMPED, [MS_PATH]: { mode: '120000', data: '../../evil.yaml' } },
    expect: ['not-modified', 'mode-change']
  },
  {
    name: 'symlink target changed',
    threat: 'symlink',
    base: base({ 'apps/link.yaml': { mode: '120000', data: 'todo-api/dev/microservice.yaml' } }),
    head: base({ 'apps/link.yaml': { mode: '120000', data: '/etc/passwd' } }),
    expect: ['mode-change']
  },
  {
    name: 'submodule added',
    threat: 'submodule',
    base: base(),
    head: head({ 'vendor/charts': { mode: '160000', data: SUBMODULE_SHA } }),
    expect: ['not-modified', 'mode-change', 'path-not-allowed']
  },
  {
    name: 'submodule bumped',
    threat: 'submodule',
    base: base({ 'apps/charts.yaml': { mode: '160000', data: SUBMODULE_SHA } }),
    head: head({ 'apps/charts.yaml': { mode: '160000', data: 'f'.repeat(40) } }),
    expect: ['mode-change']
  },
  {
    name: '.gitattributes added',
    threat: '.gitattributes',
    base: base(),
    head: head({ '.gitattributes': '*.yaml filter=lfs diff=lfs merge=lfs -text\n' }),
    expect: ['not-modified', 'path-not-allowed']
  },
  {
    name: '.gitattributes edited',
    threat: '.gitattributes',
    base: base({ '.gitattributes': '* text=auto\n' }),
    head: head({ '.gitattributes': '* text=auto\n*.yaml working-tree-encoding=UTF-16\n' }),
    expect: ['path-not-allowed']
  },
  {
    name: '.gitmodules added',
    threat: '.gitmodules',
    base: base(),
    head: head({ '.gitmodules': '[submodule "x"]\n\tpath = apps/x\n\turl = https://example.invalid/x.git\n' }),
    expect: ['not-modified', 'path-not-allowed']
  },
  {
    name: 'manifest replaced by an LFS pointer',
    threat: 'LFS pointer',
    base: base(),
    head: { [MS_PATH]: LFS_POINTER },
    expect: ['argocd-unreadable']
  },
  {
    name: 'path outside the configured globs',
    threat: 'paths',
    base: { 'apps/todo-api/prod/microservice.yaml': BASE },
    head: { 'apps/todo-api/prod/microservice.yaml': BUMPED },
    policy: { paths: ['apps/*/dev/**'] },
    expect: ['path-not-allowed']
  }
]
