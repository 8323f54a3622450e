#!/usr/bin/env node
import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  main
} from "./chunks/chunk-HGMMLVPX.js";
import "./chunks/chunk-LHVX4LDF.js";

// src/cli.ts
process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  cwd: process.cwd()
});
//# sourceMappingURL=cli.js.map
