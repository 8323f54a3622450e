import { largeManifest, pinned } from './fixtures.js'
import { bumpImage } from '../src/manifest/index.js'
for (const n of [1, 100, 2000]) {
  const text = largeManifest(n, pinned(1))
  const sel = { kind: 'Microservice', apiGroup: 'platform.example.io', name: 'todo-api' }
  const ts = []
  for (let i = 0; i < 6; i++) { const t = performance.now(); bumpImage(text, sel, pinned(2 + i)); ts.push(performance.now() - t) }
  console.log(n, (text.length/1e6).toFixed(2), 'MB', ts.map(x => x.toFixed(0)).join(' '))
}
