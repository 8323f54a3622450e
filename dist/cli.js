#!/usr/bin/env node
import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  CLI_COMMANDS
} from "./cli/chunks/chunk-Z37KAAR5.js";
import {
  EXIT
} from "./cli/chunks/chunk-JWMKGFHY.js";
import {
  describeError,
  isInputError
} from "./cli/chunks/chunk-MH4YVFPY.js";
import "./cli/chunks/chunk-TIBOFJYZ.js";

// src/cli-main.ts
var LOADERS = {
  bump: () => import("./cli/bump.js"),
  promote: () => import("./cli/promote.js"),
  gate: () => import("./cli/gate.js"),
  wait: () => import("./cli/wait.js"),
  "health-test": () => import("./cli/health-test.js")
};
function usage() {
  const width = Math.max(...CLI_COMMANDS.map((c) => c.name.length));
  const lines = CLI_COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary ?? ""}`);
  return `Usage: gitops-release <command> [options]

Commands:
${lines.join("\n")}

Run gitops-release <command> --help for its options.
`;
}
async function main(argv, io) {
  const [name, ...args] = argv;
  if (name === void 0 || name === "--help" || name === "-h" || name === "help") {
    ;
    (name === void 0 ? io.stderr : io.stdout)(usage());
    return name === void 0 ? EXIT.usage : EXIT.ok;
  }
  const load = Object.hasOwn(LOADERS, name) ? LOADERS[name] : void 0;
  if (!load) {
    io.stderr(`gitops-release: unknown command ${JSON.stringify(name)}

${usage()}`);
    return EXIT.usage;
  }
  try {
    const module = await load();
    if (args.includes("--help") || args.includes("-h")) {
      io.stdout(module.HELP);
      return EXIT.ok;
    }
    return await module.run(args, io);
  } catch (error) {
    const { message, cause } = describeError(error);
    io.stderr(`gitops-release ${name}: ${message}${cause ? ` (${cause})` : ""}
`);
    return isInputError(error) ? EXIT.usage : EXIT.failed;
  }
}

// src/cli.ts
process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  cwd: process.cwd()
});
