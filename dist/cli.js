#!/usr/bin/env node
import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  EXIT
} from "./chunks/chunk-WUHAKK3N.js";
import {
  BUMP,
  GATE,
  HEALTH_TEST,
  PROMOTE,
  WAIT
} from "./chunks/chunk-FYYOTHCU.js";
import {
  InputError,
  describeError
} from "./chunks/chunk-LV3F5KSS.js";
import "./chunks/chunk-ZF2THGNK.js";

// src/cli/main.ts
var COMMANDS = {
  bump: { schema: BUMP, load: () => import("./chunks/bump-GBVCJRCC.js") },
  promote: { schema: PROMOTE, load: () => import("./chunks/promote-5EB6T6O3.js") },
  gate: { schema: GATE, load: () => import("./chunks/gate-ZWNYZUAU.js") },
  wait: { schema: WAIT, load: () => import("./chunks/wait-YGAENZ24.js") },
  "health-test": { schema: HEALTH_TEST, load: () => import("./chunks/health-test-DJFJBPZP.js") }
};
function usage() {
  const width = Math.max(...Object.keys(COMMANDS).map((c) => c.length));
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.schema.summary ?? ""}`);
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
  const command = COMMANDS[name];
  if (!command) {
    io.stderr(`gitops-release: unknown command ${JSON.stringify(name)}

${usage()}`);
    return EXIT.usage;
  }
  try {
    const module = await command.load();
    if (args.includes("--help") || args.includes("-h")) {
      io.stdout(module.HELP);
      return EXIT.ok;
    }
    return await module.run(args, io);
  } catch (error) {
    const { message, cause } = describeError(error);
    io.stderr(`gitops-release ${name}: ${message}${cause ? ` (${cause})` : ""}
`);
    return error instanceof InputError ? EXIT.usage : EXIT.failed;
  }
}

// src/cli.ts
process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  cwd: process.cwd()
});
//# sourceMappingURL=cli.js.map
