import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  InputError,
  describeError
} from "./chunk-LHVX4LDF.js";

// src/cli/io.ts
var EXIT = {
  ok: 0,
  /** gate rejected, or wait ended Degraded / sync failed */
  failed: 1,
  /** usage, input, auth or configuration error: nothing was changed */
  usage: 2,
  /** wait ran out of time (the code `timeout(1)` uses) */
  timeout: 124
};

// src/cli/main.ts
import { parseArgs } from "node:util";
var COMMANDS = {
  bump: { summary: "pin spec.image of a resource in a local manifest to a digest", load: () => import("./bump-V7PG3XD5.js") },
  gate: { summary: "check that commits change only spec.image digests (the gate rule, on a local repo)", load: () => import("./gate-C2FPQ6ZL.js") },
  wait: { summary: "follow an Argo CD app until the resource runs the image Healthy (or not)", load: () => import("./wait-MDTU5G2M.js") },
  "health-test": { summary: "run Argo CD Lua health checks against their health_test.yaml", load: () => import("./health-test-7NCBZSCY.js") }
};
function usage() {
  const width = Math.max(...Object.keys(COMMANDS).map((c) => c.length));
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
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
function parseFlags(args, options) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new InputError(error.message.replace(/\. To specify.*$/s, ""));
  }
}

export {
  EXIT,
  main,
  parseFlags
};
//# sourceMappingURL=chunk-HGMMLVPX.js.map
