import { largeManifest, pinned } from './fixtures.js'
import { bumpImage, locateImages } from '../src/manifest/index.js'
import { parseDocument, parseAllDocuments } from 'yaml'
const text = largeManifest(1, pinned(1))
const sel = { kind: 'Microservice', apiGroup: 'platform.example.io', name: 'todo-api' }
for (let i = 0; i < 5; i++) bumpImage(text, sel, pinned(2 + i))
let t = performance.now(); for (let i = 0; i < 10; i++) bumpImage(text, sel, pinned(2 + i)); console.log('bump', (performance.now() - t) / 10)
t = performance.now(); for (let i = 0; i < 10; i++) locateImages(text, sel); console.log('locate', (performance.now() - t) / 10)
t = performance.now(); for (let i = 0; i < 10; i++) parseDocument(text); console.log('parseDocument', (performance.now() - t) / 10)
t = performance.now(); for (let i = 0; i < 10; i++) parseAllDocuments(text); console.log('parseAll', (performance.now() - t) / 10)
t = performance.now(); for (let i = 0; i < 10; i++) parseDocument(text, { keepSourceTokens: true }); console.log('parseDocument keepSourceTokens', (performance.now() - t) / 10)
