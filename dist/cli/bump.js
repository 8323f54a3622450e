import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);

// src/settings/commands.ts
var GITHUB = {
  "app-id": {
    type: "string",
    on: "action",
    help: "ID (or client ID) of the GitHub App the command acts as, with app-private-key: it mints its own installation token for config-repo and renews it before it expires. Recommended: a PR opened by the App triggers the config repo's checks, and the gate's check run can be required from that App. Excludes token."
  },
  "app-private-key": {
    type: "string",
    secret: true,
    on: "action",
    help: "Private key of that GitHub App (the PEM file GitHub generated), from a secret; masked at once. Goes with app-id."
  },
  token: {
    type: "string",
    secret: true,
    on: "action",
    help: "Token for the config repo, when you mint it elsewhere; excludes app-id and app-private-key. Without either, the workflow's GITHUB_TOKEN is used: a PR it opens triggers no workflows, and a check run it posts belongs to GitHub Actions, which any workflow with checks: write can imitate."
  },
  "workflow-token": {
    type: "string",
    secret: true,
    on: "action",
    actionDefault: "${{ github.token }}",
    help: "The workflow's GITHUB_TOKEN, filled in by the runner; used only when neither token nor the App inputs are given. Leave it unset."
  },
  "config-repo": {
    type: "string",
    on: "action",
    help: "The config repository as owner/repo. Defaults to the repository running the workflow."
  },
  "github-api-url": {
    type: "string",
    on: "action",
    actionDefault: "${{ github.api_url }}",
    help: "GitHub REST API root; set it for GitHub Enterprise Server. Defaults to the runner's GITHUB_API_URL."
  },
  "show-summary": { type: "boolean", default: "true", on: "action", help: "Write a job summary." }
};
var MANIFEST = {
  type: "string",
  arg: "PATH",
  on: "action",
  help: "Path of the manifest in the config repo, for example apps/todo-api/dev/microservice.yaml. For open, one target a line, each path or path#name (the name picks metadata.name, as resource-name does): several lines make one PR with one commit, or, if any target cannot be edited safely, nothing at all. For wait, the resource and the expected image are read from it at the expected revision; set either manifest or resource and image."
};
var IMAGE = {
  type: "string",
  arg: "REF",
  on: "action",
  help: "The image to pin, as registry/path[:tag]@sha256:<64 lower-case hex digits>. A tag without a digest is refused. For open with several manifest lines: one image for all of them, or one line per manifest line in the same order. For wait (with resource, instead of manifest), the image spec.image must hold."
};
var KIND = {
  type: "string",
  arg: "KIND",
  default: "Microservice",
  on: "action",
  help: "Kind of the resource whose spec.image is edited (open), may change (gate) or is followed (wait)."
};
var API_GROUP = {
  type: "string",
  arg: "GROUP",
  default: "platform.example.io",
  on: "action",
  help: "API group of that kind, as in apiVersion before the slash."
};
var RESOURCE_NAME = {
  type: "string",
  arg: "NAME",
  on: "action",
  help: "metadata.name of the resource; needed only when the manifest holds several of that kind. For open with several manifest lines, it is the name for every line that gives none as path#name."
};
var ALLOW_DOWNGRADE = {
  type: "boolean",
  default: "false",
  on: "action",
  help: "Allow replacing a newer proposed or deployed version with an older one (a deliberate rollback). For gate it applies with allow-tag-change: a semver tag may go backwards."
};
var COMMENT = {
  type: "boolean",
  default: "true",
  on: "action",
  help: "Keep one sticky PR comment, edited in place: the verdict table (gate), or the rollout chain with a timeline diagram on the release PR (wait)."
};
var PR = {
  type: "string",
  arg: "NUMBER",
  on: "action",
  help: "Number of a PR in the config repo. gate: judge this PR on events that name none (e.g. workflow_dispatch), at the SHAs the API reports. wait: wait for it to merge; its merge commit is the revision Argo CD must sync (excludes revision)."
};
var AUTO_MERGE = {
  type: "choice",
  choices: ["merge", "squash", "rebase"],
  arg: "METHOD",
  on: "action",
  help: "Enable GitHub's auto-merge on the release PR with this merge method (merge, squash or rebase), so it merges once the base branch's required checks (the gate) pass; empty (the default) leaves the PR for a person. Needs the repository setting Allow auto-merge and required checks on the base branch; if the PR can already merge, it is merged at once only when those checks passed on the commit open wrote. Use App credentials: a merge made with the workflow's GITHUB_TOKEN starts no workflow, so wait would never run."
};
var json = (what) => ({ type: "boolean", on: "cli", help: `Print ${what} as JSON.` });
var RELEASE_PR = {
  base: {
    type: "string",
    arg: "BRANCH",
    on: "action",
    help: "Branch the PR targets. Defaults to the config repo's default branch."
  },
  "branch-prefix": {
    type: "string",
    default: "gitops-release/",
    on: "action",
    help: "Prefix of release branches; the rest is the manifest path (and resource name when given), then `@<base>` when `base` is not the default branch. Several targets share one branch: the folder all their manifests are in, then `+<n>-targets-<hash>` (a hash of the sorted path[#name] lines), so the same set in any order updates the same PR."
  },
  "allow-downgrade": ALLOW_DOWNGRADE,
  labels: { type: "list", on: "action", help: "Labels to add to the PR, comma- or newline-separated." },
  reviewers: {
    type: "list",
    on: "action",
    help: "Users to request review from when the PR is created, comma- or newline-separated."
  },
  "team-reviewers": {
    type: "list",
    on: "action",
    help: "Team slugs to request review from when the PR is created, comma- or newline-separated."
  },
  draft: { type: "boolean", default: "false", on: "action", help: "Open the PR as a draft." },
  title: {
    type: "string",
    on: "action",
    help: 'PR title. Defaults to "Release <name> <version or short digest>" ("Promote \u2026" for promote).'
  },
  "dry-run": {
    type: "boolean",
    default: "false",
    on: "action",
    help: "Print the exact diff and the PR that would be opened or updated; write nothing."
  },
  "auto-merge": AUTO_MERGE
};
var OPEN = {
  name: "open",
  needs: { action: [["manifest"], ["image"]] },
  settings: {
    ...GITHUB,
    manifest: MANIFEST,
    image: IMAGE,
    kind: KIND,
    "api-group": API_GROUP,
    "resource-name": RESOURCE_NAME,
    version: {
      type: "string",
      on: "action",
      help: "Semantic version of this release. Defaults to the image tag when it is a semantic version. Used to refuse replacing a newer release with an older one."
    },
    ...RELEASE_PR
  }
};
var GATE = {
  name: "gate",
  summary: "check that commits change only spec.image digests (the gate rule, on a local repo)",
  intro: "Checks that the commits from REV to REV change nothing but the digest (and, if allowed, the tag) of spec.image of the allowed resources: the same rule the action's gate command applies to a pull request. Reads only git objects (never the work tree).",
  exit: "Exit status: 0 accept, 1 reject, 2 bad usage or input.",
  needs: { action: [], cli: ["base", "head"] },
  settings: {
    ...GITHUB,
    repo: {
      type: "string",
      arg: "DIR",
      default: ".",
      on: "cli",
      help: "The git repository. Defaults to the current directory."
    },
    base: { type: "string", arg: "REV", on: "cli", help: "The commit the change is made against, e.g. origin/main." },
    head: { type: "string", arg: "REV", on: "cli", help: "The commit to check, e.g. HEAD." },
    paths: {
      type: "list",
      arg: "GLOB",
      repeatable: true,
      on: "both",
      help: "Globs of the files a release PR may change, comma- or newline-separated, matched from the repository root; dot files never match a wildcard. Defaults to **/*.yaml and **/*.yml."
    },
    kind: { ...KIND, on: "both", cliHelp: "Kind of the resources whose spec.image may change." },
    "api-group": { ...API_GROUP, on: "both" },
    "allow-tag-change": {
      type: "boolean",
      default: "false",
      on: "both",
      help: "Let a release PR add, remove or change the image tag, not only the digest. A semver tag may not go backwards unless allow-downgrade is true.",
      cliHelp: "Let the change add, remove or change the image tag, not only the digest (a semver tag may not go backwards)."
    },
    "allow-downgrade": {
      ...ALLOW_DOWNGRADE,
      on: "both",
      cliHelp: "With --allow-tag-change, let a semver tag go backwards too."
    },
    scope: {
      type: "list",
      default: "branch:gitops-release/",
      on: "action",
      help: "Which PRs are release PRs, comma- or newline-separated: branch:<head branch prefix> and/or author:<login> (entries of one kind widen, the two kinds narrow each other), or * for every PR."
    },
    "other-prs": {
      type: "choice",
      choices: ["neutral", "failure"],
      default: "neutral",
      on: "action",
      help: "Conclusion for PRs outside scope: neutral (not a release PR, needs normal review) or failure (only release PRs may pass)."
    },
    "max-files": {
      type: "count",
      arg: "N",
      default: "299",
      on: "both",
      help: "Reject a PR that changes more files than this, without reading them. At most 299: GitHub's comparison lists 300 files at most, so a listing of 300 may be incomplete.",
      cliHelp: "Reject a change of more files than this, without reading them."
    },
    "max-bytes": {
      type: "count",
      arg: "N",
      default: "10485760",
      on: "both",
      help: "Reject a PR whose changed files, both versions together, are larger than this many bytes.",
      cliHelp: "Reject a change whose files, both versions together, are larger than this many bytes."
    },
    "check-name": {
      type: "string",
      default: "gitops-release gate",
      on: "action",
      help: 'Name of the check run; the base branch is appended, e.g. "gitops-release gate (main)".'
    },
    policy: {
      type: "string",
      arg: "PATH",
      default: ".github/gitops-release.yaml",
      on: "both",
      help: "Path of the release policy in the config repo, read at the base commit (never from the PR): which paths belong to which image repositories, who must have built each new digest, and where it must have been verified first. Without the file the gate checks only the diff.",
      cliHelp: "Path of the release policy, read from the --base commit. With a token (GITHUB_TOKEN or GH_TOKEN, API at GITHUB_API_URL) its provenance checks run too, and its promoted-from checks with GITHUB_REPOSITORY (the config repo) as well; without them they are skipped and said so."
    },
    "trusted-root": {
      type: "string",
      arg: "PATH",
      on: "both",
      help: "Sigstore trusted root file to verify attestations against (JSON, or the JSON lines of gh attestation trusted-root, which include GitHub's root for private repositories). Defaults to the public-good root fetched from Sigstore's TUF repository."
    },
    comment: COMMENT,
    pr: PR,
    json: json("the verdict")
  }
};
var WAIT = {
  name: "wait",
  summary: "follow an Argo CD app until the resource runs the image Healthy (or not)",
  intro: "Follows an Argo CD application until the resource runs the image Healthy, checking on the way that Argo CD synced it and the operator observed it. Needs no GitHub token: the local mode talks to Argo CD only.",
  exit: "Exit: 0 Healthy, 1 Degraded or sync failed, 2 usage, auth or configuration error, 124 timed out.",
  needs: {
    action: [["argocd-server"], ["argocd-app"], ["manifest", "image", "resource"]],
    cli: ["argocd-server", "argocd-app", "resource", "image"]
  },
  settings: {
    ...GITHUB,
    manifest: MANIFEST,
    kind: KIND,
    "api-group": API_GROUP,
    "resource-name": RESOURCE_NAME,
    comment: COMMENT,
    "argocd-server": {
      type: "string",
      arg: "URL",
      env: "ARGOCD_SERVER",
      on: "both",
      help: "Argo CD API server, as https://host[:port] (host alone means https). Defaults to the ARGOCD_SERVER environment variable."
    },
    "argocd-token": {
      type: "string",
      arg: "TOKEN",
      env: "ARGOCD_AUTH_TOKEN",
      secret: true,
      on: "both",
      help: "Argo CD API token (a JWT, e.g. from argocd account generate-token) whose role may get the app. Pass it from a secret. Defaults to the ARGOCD_AUTH_TOKEN environment variable."
    },
    "argocd-app": {
      type: "string",
      arg: "NAME",
      aliases: ["app"],
      on: "both",
      help: "Name of the Argo CD Application that deploys the resource."
    },
    "argocd-app-namespace": {
      type: "string",
      arg: "NS",
      aliases: ["app-namespace"],
      on: "both",
      help: "Namespace of the Application when it is not Argo CD's own (apps in any namespace)."
    },
    "argocd-headers": {
      type: "string",
      arg: "LINES",
      env: "ARGOCD_HEADERS",
      on: "both",
      help: "Extra headers for a proxy in front of Argo CD (IAP, Cloudflare Access, oauth2-proxy), one 'Name: value' a line, sent with every request and stream; every value is masked. With an Authorization header here, the Argo CD token is sent as the argocd.token cookie instead."
    },
    insecure: {
      type: "boolean",
      default: "false",
      on: "both",
      help: "Skip TLS verification of the Argo CD server. Prefer ca-cert.",
      cliHelp: "Skip TLS verification of the Argo CD server. Prefer --ca-cert."
    },
    "ca-cert": {
      type: "string",
      arg: "PEM|PATH",
      on: "both",
      help: "CA certificate(s) for an Argo CD server behind a private PKI, as PEM text or a path to a PEM file."
    },
    resource: {
      type: "string",
      arg: "GROUP:KIND:NAMESPACE/NAME",
      on: "both",
      help: "The resource to follow as GROUP:KIND:NAMESPACE/NAME, for example platform.example.io:Microservice:todo/todo-api, with image. Use instead of manifest.",
      cliHelp: "The resource to follow as GROUP:KIND:NAMESPACE/NAME, for example platform.example.io:Microservice:todo/todo-api."
    },
    image: { ...IMAGE, on: "both", cliHelp: "The image spec.image must hold (a digest is not required)." },
    pr: PR,
    revision: {
      type: "string",
      arg: "SHA",
      on: "both",
      help: "Full commit SHA of the config repo that Argo CD must sync (or a later commit that still pins the image). Defaults to the pushed commit (GITHUB_SHA). Excludes pr.",
      cliHelp: "Full commit SHA of the config repo that Argo CD must have synced (or a later commit that still pins the image). Defaults to any synced revision."
    },
    timeout: {
      type: "duration",
      arg: "DURATION",
      default: "15m",
      on: "both",
      help: "Give up after this long, as 90s, 15m or 1h30m; the wait for the merge counts too.",
      cliHelp: "Give up after this long, as 90s, 15m or 1h30m (a bare number is seconds)."
    },
    "degraded-grace": {
      type: "duration",
      arg: "DURATION",
      default: "0",
      on: "both",
      help: "How long the resource may stay Degraded before the wait fails (some rollouts recover), as 90s or 2m."
    },
    "pod-failure-grace": {
      type: "string",
      arg: "DURATION|off",
      default: "2m",
      on: "both",
      help: "How long a Pod of the new ReplicaSet may stay in ImagePullBackOff, ErrImagePull, CrashLoopBackOff or CreateContainerConfigError before the wait ends Degraded with the Pod's reason, instead of waiting for the operator's progress deadline; 0 fails at first sight, off waits for the operator's own verdict."
    },
    suspended: {
      type: "choice",
      arg: "POLICY",
      choices: ["success", "failure", "wait"],
      default: "success",
      on: "both",
      help: "What a Suspended resource (waiting for a human, e.g. a manual promotion) means: success (with a warning), failure, or wait (keep waiting)."
    },
    environment: {
      type: "string",
      on: "action",
      help: "Record a GitHub Deployment of the revision in this environment, with statuses in_progress then success or failure, so the environment page keeps the history. Needs deployments write permission."
    },
    json: json("the final state and timeline")
  }
};
var PROMOTE = {
  name: "promote",
  summary: "pin a local manifest to the image another manifest pins (the edit of promote)",
  intro: "Reads the image spec.image of the resource holds in --from-manifest and pins the same resource in --manifest to it, changing one line, as bump does (the file is written atomically and left untouched on any error). The offline half of the action's promote command: it checks no Deployment evidence and loads no GitHub client.",
  exit: "Exit status: 0 changed or already matched, 2 bad input (nothing written), 1 other failure.",
  needs: { action: [["from-manifest"], ["manifest"]], cli: ["from-manifest", "manifest"] },
  settings: {
    ...GITHUB,
    "from-manifest": {
      type: "string",
      arg: "PATH",
      on: "both",
      help: "Manifest of the environment the release comes from, for example apps/todo-api/staging/microservice.yaml: the image its resource pins on the base branch (by digest) is the one promoted.",
      cliHelp: "The manifest whose resource pins the image to promote (relative to the current directory)."
    },
    manifest: {
      ...MANIFEST,
      on: "both",
      cliHelp: "The manifest to edit (relative to the current directory)."
    },
    "from-environment": {
      type: "string",
      arg: "NAME",
      on: "action",
      help: "Require evidence first: the latest GitHub Deployment of the config repo in this environment (as wait records it with environment) must be success for that same digest, else promote refuses and says what it found. The PR body names the Deployment, revision and time. Needs deployments: read."
    },
    kind: { ...KIND, on: "both", cliHelp: "Kind of the resource, the same in both manifests." },
    "api-group": { ...API_GROUP, on: "both" },
    "resource-name": { ...RESOURCE_NAME, on: "both" },
    ...RELEASE_PR
  }
};
var BUMP = {
  name: "bump",
  summary: "pin spec.image of a resource in a local manifest to a digest",
  intro: "Sets spec.image of one resource in a local manifest file to REF, changing only that line (quoting, comments and line endings are kept). The file is written atomically and left untouched on any error. The offline half of the action's open command; it loads no GitHub client.",
  exit: "Exit status: 0 changed or already matched, 2 bad input (nothing written), 1 other failure.",
  needs: { cli: ["file", "image"] },
  settings: {
    file: { type: "string", arg: "PATH", on: "cli", help: "The manifest to edit (relative to the current directory)." },
    image: { ...IMAGE, on: "cli", help: "The image reference, pinned by digest: registry/repo[:tag]@sha256:<64 hex>." },
    kind: { ...KIND, on: "cli", help: "Kind of the resource to edit." },
    "api-group": {
      ...API_GROUP,
      on: "cli",
      help: "API group of that kind, as in apiVersion before the slash ('' for the core group)."
    },
    "resource-name": { ...RESOURCE_NAME, aliases: ["name"], on: "cli" }
  }
};
var HEALTH_TEST = {
  name: "health-test",
  summary: "run Argo CD Lua health checks against their health_test.yaml",
  positional: "DIR",
  intro: [
    "Runs Argo CD health-check scripts the way Argo CD does, against their tests. DIR is searched recursively for directories holding health.lua and health_test.yaml (Argo CD's resource_customizations layout: <group>/<Kind>/health.lua, health_test.yaml, testdata/*.yaml). Each test's input must produce exactly the status and message its healthStatus names.",
    "Scripts run in Argo CD's default argocd-cm sandbox: Lua 5.1 rules, only the base, table and package libraries, a 1 s limit per run."
  ].join("\n\n"),
  exit: "Exit codes: 0 all tests pass, 1 a test failed, 2 usage error or no health.lua found.",
  settings: {
    json: json("the results"),
    "open-libs": {
      type: "boolean",
      on: "cli",
      help: 'Also load string, math, os and coroutine, as Argo CD does for built-in scripts and for resource.customizations.useOpenLibs.<group>_<kind>: "true".'
    }
  }
};

// src/settings/schema.ts
function onCli(setting) {
  return setting.on !== "action";
}

// src/settings/help.ts
var WIDTH = 100;
var FLAG_COLUMN = 30;
function cliSettings(schema) {
  return Object.entries(schema.settings).filter(([, s]) => onCli(s));
}
function flagWithArg(name, setting) {
  return setting.type === "boolean" ? `--${name}` : `--${name} ${setting.arg ?? "VALUE"}`;
}
function synopsis(schema) {
  const needed = (schema.needs?.cli ?? []).map((name) => flagWithArg(name, schema.settings[name]));
  return [
    "gitops-release",
    schema.name,
    ...schema.positional ? [schema.positional] : [],
    ...needed,
    "[options]"
  ].join(" ");
}
function flagHelp(setting) {
  const notes = [setting.cliHelp ?? setting.help];
  if (setting.default !== void 0 && setting.type !== "boolean" && !/\bDefaults? /.test(notes[0]))
    notes.push(`Default: ${setting.default}.`);
  if (setting.repeatable) notes.push("Repeatable.");
  if (setting.aliases?.length) notes.push(`(Formerly ${setting.aliases.map((a) => `--${a}`).join(", ")}.)`);
  return notes.join(" ");
}
function helpText(schema) {
  const rows = cliSettings(schema).map(([name, setting]) => [
    flagWithArg(name, setting),
    flagHelp(setting)
  ]);
  rows.push(["-h, --help", "Show this help."]);
  const width = Math.min(FLAG_COLUMN, Math.max(...rows.map(([flag]) => flag.length)));
  const options = rows.flatMap(([flag, text]) => {
    const indent = " ".repeat(width + 4);
    const lines = wrap(text, WIDTH - indent.length);
    const first = flag.length > width ? [`  ${flag}`, `${indent}${lines[0]}`] : [`  ${flag.padEnd(width)}  ${lines[0]}`];
    return [...first, ...lines.slice(1).map((l) => `${indent}${l}`)];
  });
  const intro = (schema.intro ?? "").split("\n\n").map((p) => wrap(p, WIDTH).join("\n"));
  return [
    `Usage: ${synopsis(schema)}`,
    "",
    ...intro.flatMap((p) => [p, ""]),
    "Options:",
    ...options,
    "",
    ...schema.exit ? [schema.exit] : []
  ].join("\n") + "\n";
}
function wrap(text, width) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line !== "" && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === "" ? word : `${line} ${word}`;
    }
  }
  return [...lines, line];
}

// src/errors.ts
var InputError = class extends Error {
  name = "InputError";
};
function messageOf(error) {
  const text = error instanceof Error ? error.message : String(error);
  if (text.trim() !== "") return text;
  if (!(error instanceof Error)) return "an empty error was thrown";
  const { status, request } = error;
  const where = typeof request?.method === "string" && typeof request.url === "string" ? ` from ${request.method} ${request.url.split("?")[0]}` : "";
  return `${error.name}${typeof status === "number" ? ` ${status}` : ""}${where} (no message given)`;
}

// src/text/unicode.ts
var STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
function utf8Text(bytes) {
  try {
    return STRICT_UTF8.decode(bytes);
  } catch {
    return void 0;
  }
}
function codePointLabel(cp) {
  return `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
}

// src/image/reference.ts
var ImageReferenceError = class extends Error {
  name = "ImageReferenceError";
};
var MAX_NAME_LENGTH = 255;
var DOMAIN_COMPONENT = "(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])";
var DOMAIN = new RegExp(`^(?:${DOMAIN_COMPONENT}(?:\\.${DOMAIN_COMPONENT})*|\\[[0-9a-fA-F:]+\\])(?::[0-9]+)?$`);
var PATH_COMPONENT = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/;
var TAG = /^[\w][\w.-]{0,127}$/;
var SHA256 = /^sha256:[0-9a-f]{64}$/;
function parseImageReference(input, options = {}) {
  const requireDigest = options.requireDigest ?? true;
  const shown2 = JSON.stringify(input);
  if (input.length === 0) throw new ImageReferenceError("image reference is empty");
  const bad = /[^\x21-\x7e]/.exec(input);
  if (bad) {
    const code = codePointLabel(bad[0].codePointAt(0));
    const what = /\s/.test(bad[0]) ? "whitespace" : bad[0] < " " || bad[0] === "\x7F" ? "a control character" : "a non-ASCII character";
    throw new ImageReferenceError(`image reference ${shown2} contains ${what} (${code}) at offset ${bad.index}`);
  }
  let rest = input;
  let digest;
  const at = rest.indexOf("@");
  if (at !== -1) {
    digest = rest.slice(at + 1);
    rest = rest.slice(0, at);
    checkDigest(digest, shown2);
  } else if (requireDigest) {
    throw new ImageReferenceError(
      `image reference ${shown2} is not pinned: append @sha256:<64 lower-case hex digits> (a tag alone can be moved)`
    );
  }
  let tag;
  const lastSlash = rest.lastIndexOf("/");
  const colon = rest.indexOf(":", lastSlash + 1);
  if (colon !== -1) {
    tag = rest.slice(colon + 1);
    rest = rest.slice(0, colon);
    if (!TAG.test(tag)) {
      throw new ImageReferenceError(
        `image reference ${shown2} has an invalid tag ${JSON.stringify(tag)}: use letters, digits, '_', '.', '-' (at most 128, not starting with '.' or '-')`
      );
    }
  }
  const name = rest;
  if (name.length === 0) throw new ImageReferenceError(`image reference ${shown2} has no repository name`);
  if (name.length > MAX_NAME_LENGTH) {
    throw new ImageReferenceError(`image reference ${shown2} has a name longer than ${MAX_NAME_LENGTH} characters`);
  }
  const parts = name.split("/");
  let registry;
  if (parts.length > 1 && looksLikeRegistry(parts[0])) {
    registry = parts.shift();
    if (!DOMAIN.test(registry)) {
      throw new ImageReferenceError(`image reference ${shown2} has an invalid registry ${JSON.stringify(registry)}`);
    }
  }
  for (const part of parts) {
    if (!PATH_COMPONENT.test(part)) {
      throw new ImageReferenceError(
        `image reference ${shown2} has an invalid path component ${JSON.stringify(part)}: use lower-case letters and digits separated by '.', '_', '__' or '-'`
      );
    }
  }
  return { name, registry, repository: parts.join("/"), tag, digest };
}
function digestProblem(digest) {
  if (SHA256.test(digest)) return void 0;
  const sep = digest.indexOf(":");
  if (sep === -1) return { kind: "algorithm", algorithm: void 0 };
  const algorithm = digest.slice(0, sep);
  const hex = digest.slice(sep + 1);
  if (algorithm !== "sha256") return { kind: "algorithm", algorithm };
  if (!/^[0-9a-fA-F]*$/.test(hex)) return { kind: "non-hex" };
  if (/[A-F]/.test(hex)) return { kind: "uppercase" };
  return { kind: "length", digits: hex.length };
}
function checkDigest(digest, shown2) {
  const problem = digestProblem(digest);
  if (!problem) return;
  const why = problem.kind === "algorithm" ? problem.algorithm === void 0 ? "it has no algorithm prefix; expected sha256:<hex>" : `algorithm ${JSON.stringify(problem.algorithm)} is not allowed; only sha256 is` : problem.kind === "uppercase" ? "the hex digits must be lower-case" : problem.kind === "non-hex" ? "the digest has characters other than hex digits" : `the digest has ${problem.digits} hex digits; sha256 has 64`;
  throw new ImageReferenceError(`image reference ${shown2} has an invalid digest: ${why}`);
}
function looksLikeRegistry(component) {
  return component.includes(".") || component.includes(":") || component === "localhost" || component !== component.toLowerCase();
}
function digestOf(image) {
  const at = image.indexOf("@");
  return at === -1 ? void 0 : image.slice(at + 1);
}

// src/settings/parsers.ts
function parseDuration(value, label) {
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value.trim());
  if (value.trim() === "" || !match) {
    throw new InputError(`${label} must be a duration such as 90s, 15m or 1h30m, got ${JSON.stringify(value)}.`);
  }
  const [, h = "0", m = "0", s = "0"] = match;
  return ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1e3;
}
function parseCount(value, label, max = Number.MAX_SAFE_INTEGER) {
  if (!/^[1-9][0-9]*$/.test(value) || Number(value) > max) {
    const range = max >= Number.MAX_SAFE_INTEGER ? "a positive whole number" : `a whole number from 1 to ${max}`;
    throw new InputError(`${label} must be ${range}, got ${JSON.stringify(value)}.`);
  }
  return Number(value);
}
function parseImageInput(image, label) {
  try {
    return parseImageReference(image);
  } catch (error) {
    if (error instanceof ImageReferenceError) throw new InputError(`${label}: ${error.message}.`);
    throw error;
  }
}

// src/settings/selector.ts
function readSelector(settings) {
  const kind = settings.string("kind");
  if (kind === "")
    throw new InputError(
      `${settings.label("kind")} must not be empty, e.g. ${settings.example("kind", "Microservice")}`
    );
  const name = settings.optional("resource-name");
  if (name === "")
    throw new InputError(
      `${settings.label("resource-name")} must not be empty: leave it out, or give the metadata.name`
    );
  return { kind, apiGroup: settings.string("api-group"), ...name === void 0 ? {} : { name } };
}

// src/cli/flags.ts
import { parseArgs } from "node:util";

// src/settings/reader.ts
var SettingsReader = class {
  constructor(schema, source) {
    this.schema = schema;
    this.source = source;
  }
  schema;
  source;
  get env() {
    return this.source.env;
  }
  get cwd() {
    return this.source.cwd;
  }
  /** The setting as messages name it at the start of a sentence. */
  label(name) {
    this.setting(name);
    return this.source.label(name);
  }
  example(name, value) {
    return this.source.example(name, value);
  }
  /** The value given, else the environment fallback; no default. */
  optional(name) {
    const setting = this.setting(name);
    const value = this.source.value(name);
    if (value !== void 0) return value;
    return setting.env === void 0 ? void 0 : this.source.env[setting.env] || void 0;
  }
  /** The value given, else the environment fallback, else the schema's default, else ''. */
  string(name) {
    return this.optional(name) ?? this.setting(name).default ?? "";
  }
  /** A value that must be given: `what` says what it is and, where it helps, an example. */
  required(name, what) {
    const value = this.optional(name);
    if (value === void 0 || value.trim() === "") {
      const env = this.setting(name).env;
      throw new InputError(`${this.label(name)} is required${env ? ` (or set ${env})` : ""}: ${what}.`);
    }
    return value;
  }
  /** A credential: read like `required`, then masked at once. */
  secret(name, what) {
    const value = this.required(name, what);
    this.source.secret(value);
    return value;
  }
  boolean(name) {
    return this.source.flag(name) ?? this.setting(name).default === "true";
  }
  list(name) {
    const values = this.source.values(name);
    if (values.length > 0) return values;
    const fallback = this.setting(name).default;
    return fallback === void 0 ? [] : [fallback];
  }
  /** Milliseconds, from `90`, `90s`, `15m` or `1h30m`: the same syntax for inputs and flags. */
  duration(name) {
    return parseDuration(this.string(name), this.label(name));
  }
  /** A whole number from 1 to `max`. */
  count(name, max = Number.MAX_SAFE_INTEGER) {
    return parseCount(this.string(name), this.label(name), max);
  }
  choice(name) {
    const setting = this.setting(name);
    const choices = setting.choices ?? [];
    const value = this.optional(name)?.trim() || setting.default || "";
    if (choices.includes(value)) return value;
    throw new InputError(
      `${this.label(name)} must be one of ${choices.map((c) => `'${c}'`).join(", ")}, got ${JSON.stringify(value)}.`
    );
  }
  setting(name) {
    const setting = this.schema.settings[name];
    if (setting === void 0) throw new Error(`Setting '${name}' is not in the ${this.schema.name} schema.`);
    return setting;
  }
};

// src/cli/flags.ts
function parseFlags(args, options, config = {}) {
  try {
    const { values, positionals } = parseArgs({
      args,
      options,
      strict: true,
      allowPositionals: config.allowPositionals ?? false
    });
    return { values, positionals };
  } catch (error) {
    throw new InputError(messageOf(error).replace(/\. To specify.*$/s, ""));
  }
}
function readFlags(schema, args, io) {
  const options = {};
  for (const [name, setting] of cliSettings(schema)) {
    const option = {
      type: setting.type === "boolean" ? "boolean" : "string",
      ...setting.repeatable ? { multiple: true } : {}
    };
    for (const spelling of [name, ...setting.aliases ?? []]) options[spelling] = option;
  }
  const { values, positionals } = parseFlags(args, options, { allowPositionals: schema.positional !== void 0 });
  for (const [name, setting] of cliSettings(schema)) {
    for (const alias of setting.aliases ?? []) {
      if (values[alias] === void 0) continue;
      if (values[name] !== void 0)
        throw new InputError(`--${alias} is the old spelling of --${name}; give only --${name}.`);
      io.stderr(`gitops-release ${schema.name}: --${alias} is deprecated; use --${name}.
`);
      values[name] = values[alias];
    }
  }
  return { settings: new SettingsReader(schema, flagSource(values, io)), positionals };
}
function flagSource(values, io) {
  const strings = (name) => {
    const value = values[name];
    return (Array.isArray(value) ? value : [value]).filter((v) => typeof v === "string");
  };
  return {
    label: (name) => `--${name}`,
    example: (name, value) => `--${name} ${value}`,
    value: (name) => strings(name)[0],
    // Split like the action's list inputs, so `--paths a,b` and `paths: a,b` mean the same.
    values: (name) => strings(name).flatMap((v) => v.split(/[\n,]+/)).map((s) => s.trim()).filter(Boolean),
    flag: (name) => typeof values[name] === "boolean" ? values[name] : void 0,
    secret: () => void 0,
    env: io.env,
    cwd: io.cwd
  };
}

// src/kube-yaml/charset.ts
var FORBIDDEN = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]|\r(?!\n)/g;
var HIDDEN = /[\t\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069]/g;
function findForbidden(text, from = 0, to = text.length) {
  const part = text.slice(from, to);
  FORBIDDEN.lastIndex = 0;
  let match = FORBIDDEN.exec(part);
  if (from === 0 && match?.index === 0 && match[0] === "\uFEFF") match = FORBIDDEN.exec(part);
  if (!match) return void 0;
  const index = from + match.index;
  if (match[0] === "\r") return { index, what: "a CARRIAGE RETURN not followed by a line feed" };
  return { index, what: describeCodePoint(match[0].codePointAt(0)) };
}
function findHidden(text, from, to, allowed) {
  const part = text.slice(from, to);
  HIDDEN.lastIndex = 0;
  let range = 0;
  for (let match = HIDDEN.exec(part); match; match = HIDDEN.exec(part)) {
    const at = from + match.index;
    while (range < allowed.length && allowed[range + 1] <= at) range += 3;
    const isTab = match[0] === "	";
    if (range < allowed.length && allowed[range] <= at && (isTab || allowed[range + 2] === 0)) continue;
    const cp = match[0].codePointAt(0);
    return { index: at, what: `${describeCodePoint(cp)}${isTab ? " (indent with spaces)" : ""}` };
  }
  return void 0;
}
var NAMES = {
  9: "TAB",
  13: "CARRIAGE RETURN",
  133: "NEXT LINE (NEL)",
  8232: "LINE SEPARATOR",
  8233: "PARAGRAPH SEPARATOR",
  65279: "BYTE ORDER MARK",
  8203: "ZERO WIDTH SPACE",
  8204: "ZERO WIDTH NON-JOINER",
  8205: "ZERO WIDTH JOINER",
  8288: "WORD JOINER",
  8206: "LEFT-TO-RIGHT MARK",
  8207: "RIGHT-TO-LEFT MARK",
  8238: "RIGHT-TO-LEFT OVERRIDE",
  8294: "LEFT-TO-RIGHT ISOLATE",
  8295: "RIGHT-TO-LEFT ISOLATE"
};
function describeCodePoint(cp) {
  const name = NAMES[cp] ?? (cp < 32 || cp >= 127 && cp <= 159 ? "a control character" : "an invisible or direction-changing character");
  return `${codePointLabel(cp)} ${name}`;
}

// src/kube-yaml/refusal.ts
var Refused = class extends Error {
  constructor(refusal) {
    super(refusal.what);
    this.refusal = refusal;
  }
  refusal;
};
function refuse(code, line, what) {
  throw new Refused({ code, line, what });
}

// src/kube-yaml/json.ts
var MAX_DEPTH = 1e3;
var HIDDEN2 = /[\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069]/u;
var NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?/y;
var ESCAPES = /* @__PURE__ */ new Map([
  ['"', '"'],
  ["\\", "\\"],
  ["/", "/"],
  ["b", "\b"],
  ["f", "\f"],
  ["n", "\n"],
  ["r", "\r"],
  ["t", "	"]
]);
function readJson(text) {
  const reader = new JsonReader(text);
  try {
    const bad = findForbidden(text);
    if (bad) refuse("forbidden-char", reader.lineAt(bad.index), `the file contains ${bad.what}`);
    const hidden = HIDDEN2.exec(text);
    if (hidden)
      refuse(
        "forbidden-char",
        reader.lineAt(hidden.index),
        `the file contains an invisible or direction-changing character`
      );
    reader.space();
    if (text[reader.pos] !== "{")
      refuse("argocd-unreadable", reader.lineAt(reader.pos), "the JSON document is not an object");
    const root = reader.value(0);
    reader.space();
    if (reader.pos < text.length)
      refuse(
        "outside-subset",
        reader.lineAt(reader.pos),
        "more than one JSON value in the file (Kubernetes reads them as several documents, or as JSON then YAML)"
      );
    return { ok: true, root };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal, partial: null };
    throw error;
  }
}
var JsonReader = class {
  constructor(text) {
    this.text = text;
  }
  text;
  pos = 0;
  lines = { offset: 0, line: 1 };
  lineAt(offset) {
    if (offset < this.lines.offset) this.lines = { offset: 0, line: 1 };
    let line = this.lines.line;
    for (let i = this.text.indexOf("\n", this.lines.offset); i !== -1 && i < offset; i = this.text.indexOf("\n", i + 1))
      line++;
    this.lines = { offset, line };
    return line;
  }
  space() {
    while (/[ \t\n\r]/.test(this.text[this.pos] ?? "")) this.pos++;
  }
  value(depth) {
    if (depth > MAX_DEPTH) refuse("outside-subset", this.lineAt(this.pos), `JSON nested deeper than ${MAX_DEPTH}`);
    const { text } = this;
    const c = text[this.pos];
    const start = this.pos;
    const line = this.lineAt(start);
    if (c === "{") return this.object(depth, start, line);
    if (c === "[") return this.array(depth, start, line);
    if (c === '"') return this.string();
    NUMBER.lastIndex = start;
    const number = NUMBER.exec(text);
    const word = ["true", "false", "null"].find((w) => text.startsWith(w, start));
    const source = number ? number[0] : word;
    if (source === void 0) this.fail("a JSON value");
    this.pos = start + source.length;
    return {
      kind: "scalar",
      style: "PLAIN",
      value: source,
      start,
      end: this.pos,
      line,
      anchor: void 0
    };
  }
  object(depth, start, line) {
    const entries = [];
    const names = /* @__PURE__ */ new Set();
    this.pos++;
    this.space();
    if (this.text[this.pos] === "}") {
      this.pos++;
      return { kind: "map", flow: true, entries, start, end: this.pos, line, anchor: void 0 };
    }
    for (; ; ) {
      this.space();
      if (this.text[this.pos] !== '"') this.fail("a name in double quotes");
      const key = this.string();
      if (names.has(key.value))
        refuse(
          "duplicate-key",
          key.line,
          `the name ${JSON.stringify(key.value)} appears twice in one object (Go keeps the last)`
        );
      names.add(key.value);
      this.space();
      if (this.text[this.pos] !== ":") this.fail('":"');
      this.pos++;
      this.space();
      entries.push({ key, name: key.value, value: this.value(depth + 1) });
      this.space();
      const c = this.text[this.pos];
      this.pos++;
      if (c === "}") return { kind: "map", flow: true, entries, start, end: this.pos, line, anchor: void 0 };
      if (c !== ",") this.fail('"," or "}"', this.pos - 1);
    }
  }
  array(depth, start, line) {
    const items = [];
    this.pos++;
    this.space();
    if (this.text[this.pos] === "]") {
      this.pos++;
      return { kind: "seq", flow: true, items, start, end: this.pos, line, anchor: void 0 };
    }
    for (; ; ) {
      this.space();
      items.push(this.value(depth + 1));
      this.space();
      const c = this.text[this.pos];
      this.pos++;
      if (c === "]") return { kind: "seq", flow: true, items, start, end: this.pos, line, anchor: void 0 };
      if (c !== ",") this.fail('"," or "]"', this.pos - 1);
    }
  }
  string() {
    const { text } = this;
    const start = this.pos;
    const line = this.lineAt(start);
    let value = "";
    let run2 = start + 1;
    for (let p = start + 1; ; ) {
      const c = text[p];
      if (c === void 0) this.fail("the closing quote of a string", start);
      if (c === '"') {
        value += text.slice(run2, p);
        this.pos = p + 1;
        return { kind: "scalar", style: "QUOTE_DOUBLE", value, start, end: this.pos, line, anchor: void 0 };
      }
      if (c < " ") this.fail("a string without raw control characters", p);
      if (c !== "\\") {
        p++;
        continue;
      }
      value += text.slice(run2, p);
      const e = text[p + 1] ?? "";
      const simple = ESCAPES.get(e);
      if (simple !== void 0) {
        value += simple;
        p += 2;
      } else if (e === "u") {
        const hex = (at) => /^[0-9a-fA-F]{4}$/.test(text.slice(at, at + 4)) ? parseInt(text.slice(at, at + 4), 16) : -1;
        const unit = hex(p + 2);
        if (unit === -1) this.fail("four hex digits after \\u", p);
        if (unit >= 56320 && unit <= 57343)
          refuse("outside-subset", this.lineAt(p), "a JSON escape of a lone surrogate (Go reads U+FFFD)");
        if (unit >= 55296 && unit <= 56319) {
          const low = text.startsWith("\\u", p + 6) ? hex(p + 8) : -1;
          if (low < 56320 || low > 57343)
            refuse("outside-subset", this.lineAt(p), "a JSON escape of a lone surrogate (Go reads U+FFFD)");
          value += String.fromCharCode(unit, low);
          p += 12;
        } else {
          value += String.fromCharCode(unit);
          p += 6;
        }
      } else {
        this.fail("a JSON escape", p);
      }
      run2 = p;
    }
  }
  fail(expected, at = this.pos) {
    const found = this.text[at] === void 0 ? "the end of the file" : JSON.stringify(this.text.slice(at, at + 20));
    refuse(
      "outside-subset",
      this.lineAt(at),
      `the file starts with "{" but is not one JSON object (expected ${expected}, found ${found}): Kubernetes reads it as JSON, or as YAML once the JSON fails`
    );
  }
};

// src/kube-yaml/go-scalars.ts
var WORDS = /* @__PURE__ */ new Map();
for (const [words, value] of [
  ["y Y yes Yes YES true True TRUE on On ON", { type: "bool", value: true }],
  ["n N no No NO false False FALSE off Off OFF", { type: "bool", value: false }],
  ["~ null Null NULL", { type: "null" }],
  [".nan .NaN .NAN", { type: "float", value: NaN }],
  [".inf .Inf .INF +.inf +.Inf +.INF", { type: "float", value: Infinity }],
  ["-.inf -.Inf -.INF", { type: "float", value: -Infinity }]
  // `<<` is a string to resolve; a plain `<<` key is a merge because v2 checks the text itself.
]) {
  for (const word of words.split(" ")) WORDS.set(word, value);
}
var HINTED = /^[-+0-9yYnNtTfFoO~.]/;
var YAML_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
var DOT_FLOAT = /^\.[0-9]+([eE][-+]?[0-9]+)?$/;
var INT64_MIN = -(2n ** 63n);
var INT64_MAX = 2n ** 63n - 1n;
var UINT64_MAX = 2n ** 64n - 1n;
function resolvePlain(source) {
  if (source === "") return { type: "null" };
  if (!HINTED.test(source)) return { type: "str", value: source };
  const word = WORDS.get(source);
  if (word !== void 0) return word;
  const first = source[0];
  if (first === ".") {
    return DOT_FLOAT.test(source) ? { type: "float", value: Number(source) } : { type: "str", value: source };
  }
  if (!/[-+0-9]/.test(first)) return { type: "str", value: source };
  if (isTimestamp(source)) return { type: "str", value: source, timestamp: true };
  const plain = source.replace(/_/g, "");
  const int = parseGoInt(plain);
  if (int !== void 0) return { type: "int", value: int };
  if (YAML_FLOAT.test(plain)) {
    const value = Number(plain);
    if (Number.isFinite(value)) return { type: "float", value };
  }
  return { type: "str", value: source };
}
function isPlainString(source) {
  const resolved2 = resolvePlain(source);
  return resolved2.type === "str";
}
function isNonJsonFloat(source) {
  const resolved2 = WORDS.get(source);
  return resolved2?.type === "float";
}
function parseGoInt(text) {
  const m = /^([-+]?)(0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)$/.exec(text);
  if (!m) return void 0;
  let digits = m[2];
  if (/^0[0-7]+$/.test(digits)) digits = `0o${digits.slice(1)}`;
  const magnitude = BigInt(digits.replace(/^0([XOB])/, (_all, p) => `0${p.toLowerCase()}`));
  const value = m[1] === "-" ? -magnitude : magnitude;
  if (value >= INT64_MIN && value <= INT64_MAX) return value;
  if (m[1] === "" && value <= UINT64_MAX) return value;
  return void 0;
}
function isTimestamp(text) {
  return /^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:[Tt ].*)?$/.test(text);
}

// src/kube-yaml/nodes.ts
function lookup(map, name) {
  const entry = map.entries.find((e) => e.name === name);
  if (entry) return { node: entry.value, merged: false };
  const merged = map.merge === void 0 ? void 0 : lookup(map.merge, name);
  return merged && { node: merged.node, merged: true };
}
function resolved(node) {
  let at = node;
  while (at.kind === "alias") at = at.target;
  return at;
}
function goString(node) {
  if (node === void 0) return void 0;
  const at = resolved(node);
  if (at.kind !== "scalar") return void 0;
  if (at.style !== "PLAIN") return at.value;
  const read = resolvePlain(at.value);
  return read.type === "str" ? read.value : void 0;
}

// src/kube-yaml/keys.ts
var MAX_KEY = 1e3;
var PLAIN_KEY = /(?:[A-Za-z0-9_./]|-(?=[A-Za-z0-9_./]))[A-Za-z0-9_./-]*|<</y;
function notADocument(text, at, eol, line) {
  const c = text[at];
  if (c === "{" || c === "[")
    refuse("outside-subset", line, "a flow collection as the document (the subset reads a block mapping there)");
  const rest = text.slice(at, eol);
  if (/[?&*!:]/.test(c ?? "") || /: |:$/.test(rest)) notAKey(text, at, eol, line);
  refuse("argocd-unreadable", line, "the document is a scalar, not an object");
}
function notAKey(text, at, eol, line) {
  const c = text[at];
  const shown2 = () => JSON.stringify(text.slice(at, Math.min(eol, at + 40)));
  if (c === "?") refuse("explicit-key", line, `an explicit key ${shown2()}`);
  if (c === "&") refuse("anchor", line, `an anchor on a key ${shown2()}`);
  if (c === "*") refuse("alias", line, `an alias as a key ${shown2()}`);
  if (c === "!") refuse("tag", line, `a tag ${shown2()}`);
  if (c === ":") refuse("outside-subset", line, `a mapping entry without a key ${shown2()}`);
  refuse(
    "outside-subset",
    line,
    `${shown2()} is not a mapping entry the subset reads (keys are words of A-Z a-z 0-9 _ . / - or one-line quoted strings, followed by ": ")`
  );
}
function readKey(text, at, eol, line) {
  let p = at;
  let merge = false;
  if (text.startsWith("!!merge ", p)) {
    p += 8;
    while (text[p] === " ") p++;
    if (!text.startsWith("<<", p)) return void 0;
    merge = true;
  }
  let node;
  let name;
  const c = text[p];
  if (c === '"' || c === "'") {
    const close = text.indexOf(c, p + 1);
    if (close === -1 || close >= eol) return void 0;
    const colon2 = afterColon(text, close + 1, eol);
    if (colon2 === -1) return void 0;
    const content = text.slice(p + 1, close);
    if (content.includes("\\") || c === "'" && text[close + 1] === "'")
      refuse(
        "outside-subset",
        line,
        `the quoted key ${JSON.stringify(text.slice(p, close + 1))} has an escape (the subset's keys spell their name)`
      );
    if (content === "") refuse("outside-subset", line, 'an empty key ""');
    node = {
      kind: "scalar",
      style: c === '"' ? "QUOTE_DOUBLE" : "QUOTE_SINGLE",
      value: content,
      start: p,
      end: close + 1,
      line,
      anchor: void 0
    };
    name = content;
    return checkedKey(node, name, colon2, merge, at, line);
  }
  PLAIN_KEY.lastIndex = p;
  if (!PLAIN_KEY.test(text)) return void 0;
  const end = PLAIN_KEY.lastIndex;
  const colon = afterColon(text, end, eol);
  if (colon === -1) return void 0;
  name = text.slice(p, end);
  node = { kind: "scalar", style: "PLAIN", value: name, start: p, end, line, anchor: void 0 };
  if (name === "<<") merge = true;
  else {
    if (merge) return void 0;
    const read = resolvePlain(name);
    if (read.type !== "str" || read.timestamp) {
      const as = read.type === "str" ? "a date" : read.type === "float" || read.type === "int" ? "a number" : read.type === "bool" ? "a boolean" : "null";
      refuse(
        "outside-subset",
        line,
        `the key ${JSON.stringify(name)} is ${as} to Kubernetes (YAML 1.1), not the string it spells: quote it`
      );
    }
  }
  return checkedKey(node, name, colon, merge, at, line);
}
function checkedKey(node, name, after, merge, at, line) {
  if (after - at > MAX_KEY)
    refuse("outside-subset", line, `a key over ${MAX_KEY} characters (go-yaml refuses implicit keys past 1024)`);
  return { node, name, after, merge };
}
function afterColon(text, at, eol) {
  let p = at;
  while (text[p] === " " && p < eol) p++;
  if (text[p] !== ":") return -1;
  return p + 1 === eol || text[p + 1] === " " ? p + 1 : -1;
}

// src/kube-yaml/scalar-scan.ts
var isBreak = (text, at) => text[at] === "\n" || text[at] === "\r" && text[at + 1] === "\n";
var isBlank = (text, at) => text[at] === " " || text[at] === "	";
var breakLength = (text, at) => text[at] === "\r" ? 2 : 1;
var SIMPLE_ESCAPES = /* @__PURE__ */ new Map([
  ["\\", "\\"],
  ['"', '"'],
  ["n", "\n"],
  ["t", "	"],
  ["r", "\r"],
  [" ", " "]
]);
function scanQuoted(text, at, to, minIndent) {
  const single = text[at] === "'";
  const quote = text[at];
  let pos = at + 1;
  let value = "";
  let lineStart = -1;
  for (; ; ) {
    if (pos >= to) return { problem: "a quoted scalar is not closed", at };
    if (lineStart !== -1) {
      if (pos - lineStart < minIndent)
        return { problem: "a quoted scalar's continuation line is not indented past its key", at: pos };
      lineStart = -1;
    }
    let leadingBlanks = false;
    while (pos < to && !isBlank(text, pos) && !isBreak(text, pos)) {
      const c = text[pos];
      if (single && c === "'" && text[pos + 1] === "'") {
        value += "'";
        pos += 2;
      } else if (c === quote) {
        break;
      } else if (!single && c === "\\" && isBreak(text, pos + 1)) {
        pos += 1 + breakLength(text, pos + 1);
        leadingBlanks = true;
        lineStart = pos;
        break;
      } else if (!single && c === "\\") {
        const escape = readEscape(text, pos);
        if ("problem" in escape) return escape;
        value += escape.char;
        pos = escape.end;
      } else {
        let run2 = pos + 1;
        while (run2 < to) {
          const r = text[run2];
          if (r === quote || r === "\\" || r === " " || r === "	" || r === "\n" || r === "\r") break;
          run2++;
        }
        value += text.slice(pos, run2);
        pos = run2;
      }
    }
    if (pos >= to) return { problem: "a quoted scalar is not closed", at };
    if (text[pos] === quote) break;
    let whitespaces = "";
    let leadingBreak = "";
    let trailingBreaks = "";
    while (isBlank(text, pos) || isBreak(text, pos)) {
      if (isBlank(text, pos)) {
        if (!leadingBlanks) whitespaces += text[pos];
        pos++;
      } else {
        if (!leadingBlanks) {
          whitespaces = "";
          leadingBreak = "\n";
          leadingBlanks = true;
        } else {
          trailingBreaks += "\n";
        }
        pos += breakLength(text, pos);
        lineStart = pos;
      }
    }
    if (leadingBlanks) {
      if (leadingBreak === "\n") value += trailingBreaks === "" ? " " : trailingBreaks;
      else value += leadingBreak + trailingBreaks;
    } else {
      value += whitespaces;
    }
  }
  if (lineStart !== -1 && pos - lineStart < minIndent)
    return { problem: "a quoted scalar's continuation line is not indented past its key", at: pos };
  return { end: pos + 1, value };
}
function readEscape(text, at) {
  const kind = text[at + 1] ?? "";
  const simple = SIMPLE_ESCAPES.get(kind);
  if (simple !== void 0) return { char: simple, end: at + 2 };
  const length = kind === "u" ? 4 : kind === "U" ? 8 : 0;
  const shown2 = () => JSON.stringify(text.slice(at, at + 2));
  if (length === 0)
    return { problem: `the escape ${shown2()} is outside the subset (use \\\\ \\" \\n \\t \\r or \\u)`, at };
  const digits = text.slice(at + 2, at + 2 + length);
  if (!/^[0-9a-fA-F]+$/.test(digits) || digits.length !== length)
    return { problem: `the escape ${shown2()} is not followed by ${length} hex digits`, at };
  const cp = parseInt(digits, 16);
  if (cp >= 55296 && cp <= 57343 || cp > 1114111)
    return { problem: `the escape ${JSON.stringify(text.slice(at, at + 2 + length))} names no character`, at };
  return { char: String.fromCodePoint(cp), end: at + 2 + length };
}
function scanBlock(text, at, to, parentIndent, spans) {
  const literal = text[at] === "|";
  let pos = at + 1;
  let chomping = 0;
  if (text[pos] === "+" || text[pos] === "-") {
    chomping = text[pos] === "+" ? 1 : -1;
    pos++;
  }
  if (/[0-9]/.test(text[pos] ?? ""))
    return { problem: "a block scalar with an indentation indicator is outside the subset", at: pos };
  const headerRest = pos;
  while (text[pos] === " ") pos++;
  if (text[pos] === "#" && pos > headerRest) {
    const eol = lineEnd(text, pos, to);
    spans.push(pos, eol, 0);
    pos = eol;
  }
  if (pos < to && !isBreak(text, pos))
    return { problem: "a block scalar header must end the line (a comment after a space may follow)", at: pos };
  if (pos < to) pos += breakLength(text, pos);
  let lineStart = pos;
  let indent = 0;
  let value = "";
  let leadingBreak = "";
  let trailingBreaks = "";
  let contentEnd;
  const breaks = () => {
    let maxIndent = 0;
    for (; ; ) {
      while ((indent === 0 || pos - lineStart < indent) && pos < to && text[pos] === " ") pos++;
      if (pos - lineStart > maxIndent) maxIndent = pos - lineStart;
      if ((indent === 0 || pos - lineStart < indent) && text[pos] === "	" && pos < to)
        return { problem: "a TAB stands where a block scalar expects indentation", at: pos };
      if (pos >= to && lineStart < to) {
        trailingBreaks += "\n";
        lineStart = to;
      }
      if (pos >= to || !isBreak(text, pos)) break;
      trailingBreaks += "\n";
      pos += breakLength(text, pos);
      lineStart = pos;
    }
    if (indent === 0) {
      const column = pos - lineStart;
      indent = Math.max(maxIndent, parentIndent + 1, 1);
      if (maxIndent > column && column > parentIndent && pos < to)
        return { problem: "a blank line before a block scalar's first line is wider than that line", at: pos };
    }
    return void 0;
  };
  const first = breaks();
  if (first) return first;
  let leadingBlank = false;
  while (pos - lineStart === indent && pos < to) {
    const trailingBlank = isBlank(text, pos);
    if (!literal && !leadingBlank && !trailingBlank && leadingBreak === "\n") {
      if (trailingBreaks === "") value += " ";
    } else {
      value += leadingBreak;
    }
    value += trailingBreaks;
    trailingBreaks = "";
    leadingBlank = isBlank(text, pos);
    const eol = lineEnd(text, pos, to);
    value += text.slice(pos, eol);
    spans.push(pos, eol, 1);
    contentEnd = eol;
    pos = eol;
    leadingBreak = "\n";
    if (pos < to) pos += breakLength(text, pos);
    lineStart = pos;
    const next = breaks();
    if (next) return next;
  }
  if (chomping !== -1) value += leadingBreak;
  if (chomping === 1) value += trailingBreaks;
  return { end: pos >= to ? to : lineStart, value, contentEnd };
}
function lineEnd(text, at, to) {
  let eol = text.indexOf("\n", at);
  if (eol === -1 || eol >= to) eol = to;
  return eol > at && text[eol - 1] === "\r" && eol < to ? eol - 1 : eol;
}
function scanPlain(text, at, to, parent) {
  let value = "";
  let end = at;
  let pos = at;
  for (; ; ) {
    const eol = lineEnd(text, pos, to);
    let spaces = 0;
    for (let p = pos; p < eol; ) {
      const ch = text.charCodeAt(p);
      if (ch === 32) {
        spaces++;
        p++;
        continue;
      }
      if (ch === 9) return { problem: "a TAB inside a plain scalar (indent with spaces)", at: p };
      if (ch === 35 && spaces > 0) return { end, resume: nextLine(text, eol, to), value, comment: [p, eol] };
      let q = p;
      while (q < eol) {
        const c = text.charCodeAt(q);
        if (c === 32 || c === 9) break;
        if (c === 58 && (q + 1 === eol || text.charCodeAt(q + 1) === 32))
          return { problem: 'a ": " inside a plain scalar (quote the value)', at: q };
        q++;
      }
      value += (spaces > 0 ? " ".repeat(spaces) : "") + text.slice(p, q);
      spaces = 0;
      end = q;
      p = q;
    }
    let blank = 0;
    let line = nextLine(text, eol, to);
    for (; ; ) {
      if (line >= to) return { end, resume: to, value };
      let c = line;
      while (text[c] === " ") c++;
      const lineEndAt = lineEnd(text, c, to);
      if (c === lineEndAt) {
        if (c >= to) return { end, resume: line, value };
        blank++;
        line = nextLine(text, lineEndAt, to);
        continue;
      }
      if (c - line <= parent || text[c] === "#") return { end, resume: line, value };
      if (text[c] === "	") return { problem: "a TAB in the indentation of a plain scalar", at: c };
      value += blank === 0 ? " " : "\n".repeat(blank);
      pos = c;
      break;
    }
  }
}
function nextLine(text, eol, to) {
  return eol >= to ? to : eol + (text[eol] === "\r" ? 2 : 1);
}

// src/kube-yaml/flow.ts
var FLOW_PLAIN = /(?:[A-Za-z0-9_./~+$(=^<;\\]|-(?=[^\s,[\]{}]))(?:[^\t\n\r:,[\]{}?#"']|:(?=[^\s,[\]{}]))*/y;
var FLOW_KEY = /(?:[A-Za-z0-9_./]|-(?=[A-Za-z0-9_./]))[A-Za-z0-9_./-]*/y;
function readFlow(text, at, to, parent, host) {
  const isMap = text[at] === "{";
  const close = isMap ? "}" : "]";
  const line = host.lineAt(at);
  const items = [];
  const entries = [];
  const names = /* @__PURE__ */ new Set();
  let pos = at + 1;
  let afterComma = false;
  const skip = () => {
    for (; ; ) {
      while (text[pos] === " ") pos++;
      if (text[pos] === "#") {
        if (text[pos - 1] !== " " && text[pos - 1] !== "\n")
          refuse(
            "outside-subset",
            host.lineAt(pos),
            'a "#" right after a token in a flow collection (a comment needs a space before it)'
          );
        const eol = lineEnd(text, pos, to);
        host.spans.allowed.push(pos, eol, 0);
        pos = eol;
      }
      if (pos >= to) refuse("outside-subset", line, `a flow collection "${text[at]}" is not closed`);
      if (text[pos] === "\n" || text[pos] === "\r" && text[pos + 1] === "\n") {
        pos += text[pos] === "\r" ? 2 : 1;
        const lineStart = pos;
        while (text[pos] === " ") pos++;
        const blank = pos >= to || text[pos] === "\n" || text[pos] === "\r" || text[pos] === "#";
        const column = pos - lineStart;
        if (!blank && (column < parent || column === parent && text[pos] !== close))
          refuse("outside-subset", host.lineAt(pos), "a flow collection continues on a line not indented past its key");
        continue;
      }
      if (text[pos] === "	")
        refuse("forbidden-char", host.lineAt(pos), "the file contains U+0009 TAB (indent with spaces)");
      return;
    }
  };
  const scalar = (key) => {
    const c = text[pos];
    const itemLine = host.lineAt(pos);
    if (c === '"' || c === "'") {
      const eol = lineEnd(text, pos, to);
      const quoted = scanQuoted(text, pos, eol, 0);
      if ("problem" in quoted) {
        if (/not closed/.test(quoted.problem))
          refuse("outside-subset", itemLine, "a quoted scalar over several lines in a flow collection");
        host.problem(quoted);
      }
      const style = c === '"' ? "QUOTE_DOUBLE" : "QUOTE_SINGLE";
      const node = {
        kind: "scalar",
        style,
        value: quoted.value,
        start: pos,
        end: quoted.end,
        line: itemLine,
        anchor: void 0
      };
      if (key && (quoted.value === "" || /[\\]/.test(text.slice(pos, quoted.end)) || c === "'" && quoted.value.includes("'")))
        refuse(
          "outside-subset",
          itemLine,
          `the quoted key ${JSON.stringify(text.slice(pos, quoted.end))} has an escape or is empty`
        );
      pos = quoted.end;
      return node;
    }
    const shown2 = () => JSON.stringify(text.slice(pos, Math.min(lineEnd(text, pos, to), pos + 40)));
    if (c === "[" || c === "{")
      refuse("outside-subset", itemLine, `a flow collection inside a flow collection ${shown2()}`);
    if (c === "&") refuse("anchor", itemLine, `an anchor in a flow collection ${shown2()}`);
    if (c === "*") refuse("alias", itemLine, `an alias in a flow collection ${shown2()}`);
    if (c === "!") refuse("tag", itemLine, `a tag ${shown2()}`);
    if (c === "?") refuse("explicit-key", itemLine, `an explicit key in a flow collection ${shown2()}`);
    const pattern = key ? FLOW_KEY : FLOW_PLAIN;
    pattern.lastIndex = pos;
    const match = pattern.exec(text);
    if (!match || match.index !== pos)
      refuse("outside-subset", itemLine, `${shown2()} is not a scalar the subset reads in a flow collection`);
    const value = match[0].trimEnd();
    const end = pos + value.length;
    if (key) {
      const read = resolvePlain(value);
      if (read.type !== "str" || read.timestamp)
        refuse(
          "outside-subset",
          itemLine,
          `the key ${JSON.stringify(value)} is not the string it spells to Kubernetes (YAML 1.1): quote it`
        );
    } else if (isNonJsonFloat(value)) {
      refuse(
        "outside-subset",
        itemLine,
        `the value ${JSON.stringify(value)} is a float JSON cannot hold, so Kubernetes cannot read it`
      );
    }
    pos = end;
    const stop = text[pos];
    if (stop !== void 0 && !(stop === "," || stop === close || stop === " " || stop === "\n" || stop === "\r" || key && stop === ":"))
      refuse("outside-subset", itemLine, `${shown2()} holds a character the subset does not read in a flow collection`);
    return { kind: "scalar", style: "PLAIN", value, start: end - value.length, end, line: itemLine, anchor: void 0 };
  };
  for (; ; ) {
    skip();
    if (text[pos] === close) {
      if (items.length + entries.length === 0 && afterComma)
        refuse("outside-subset", host.lineAt(pos), "an empty item in a flow collection");
      pos++;
      break;
    }
    if (text[pos] === ",") refuse("outside-subset", host.lineAt(pos), "an empty item in a flow collection");
    if (isMap) {
      const key = scalar(true);
      while (text[pos] === " ") pos++;
      if (text[pos] !== ":" || text[pos + 1] !== " ")
        refuse(
          "outside-subset",
          key.line,
          `the key ${JSON.stringify(key.value)} in a flow mapping is not followed by ": " and a value`
        );
      pos += 1;
      skip();
      if (text[pos] === "," || text[pos] === close)
        refuse("outside-subset", key.line, `the key ${JSON.stringify(key.value)} in a flow mapping has no value`);
      if (names.has(key.value))
        refuse(
          "duplicate-key",
          key.line,
          `the key ${JSON.stringify(key.value)} appears twice in one mapping (Kubernetes keeps the last, other readers the first)`
        );
      names.add(key.value);
      entries.push({ key, name: key.value, value: scalar(false) });
    } else {
      items.push(scalar(false));
    }
    skip();
    afterComma = text[pos] === ",";
    if (afterComma) pos++;
    else if (text[pos] !== close)
      refuse("outside-subset", host.lineAt(pos), `a flow collection item is not followed by "," or "${close}"`);
  }
  return isMap ? { kind: "map", flow: true, entries, start: at, end: pos, line, anchor: void 0 } : { kind: "seq", flow: true, items, start: at, end: pos, line, anchor: void 0 };
}

// src/kube-yaml/reader.ts
var MAX_ALIASES = 100;
var NO_NAMES = /* @__PURE__ */ new Set();
var ANCHOR_NAME = /[A-Za-z0-9_-]+/y;
function readYaml(text, from, to, firstLine) {
  const reader = new BlockReader(text, from, to, firstLine);
  try {
    const bad = findForbidden(text, from, to);
    if (bad) refuse("forbidden-char", reader.lineAt(bad.index), `the file contains ${bad.what}`);
    reader.read();
    const hidden = findHidden(text, from, to, reader.spans.allowed);
    if (hidden) refuse("forbidden-char", reader.lineAt(hidden.index), `the file contains ${hidden.what}`);
    return { ok: true, root: reader.root };
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return { ok: false, refusal: reader.hiddenOnLine(error.refusal), partial: reader.root };
  }
}
var BlockReader = class {
  constructor(text, from, to, firstLine) {
    this.text = text;
    this.from = from;
    this.to = to;
    this.start = from === 0 && text.startsWith("\uFEFF") ? 1 : from;
    this.cursorOffset = from;
    this.cursorLine = firstLine;
    this.pending = {
      indent: -1,
      fromKey: false,
      slot: null,
      anchor: void 0,
      anchored: false,
      at: from,
      line: firstLine
    };
  }
  text;
  from;
  to;
  root = null;
  spans = { allowed: [] };
  stack = [];
  pending;
  anchors = /* @__PURE__ */ new Map();
  aliases = 0;
  cursorOffset;
  cursorLine;
  start;
  /** Where the line being read starts. */
  lineStart = 0;
  /**
   * A refusal of the structure, or the hidden character or TAB on the same line that most
   * likely caused it (`po\u200Brt:` is no key the subset reads).
   */
  hiddenOnLine(refusal) {
    if (refusal.code !== "outside-subset" && refusal.code !== "alias" && refusal.code !== "anchor") return refusal;
    const bad = findHidden(this.text, this.lineStart, lineEnd(this.text, this.lineStart, this.to), this.spans.allowed);
    if (!bad || this.lineAt(bad.index) !== refusal.line) return refusal;
    return { code: "forbidden-char", line: refusal.line, what: `the file contains ${bad.what}` };
  }
  /** 1-based line of an offset; offsets asked for only grow, so this counts each line once. */
  lineAt(offset) {
    if (offset < this.cursorOffset) {
      this.cursorLine -= count(this.text, this.from, this.cursorOffset);
      this.cursorOffset = this.from;
    }
    this.cursorLine += count(this.text, this.cursorOffset, offset);
    this.cursorOffset = offset;
    return this.cursorLine;
  }
  read() {
    const { text, to } = this;
    let ended = false;
    for (let pos = this.start; pos < to; ) {
      const eol = lineEnd(text, pos, to);
      const next = eol >= to ? to : eol + (text[eol] === "\r" ? 2 : 1);
      let indent = pos;
      while (text[indent] === " " && indent < eol) indent++;
      const c = text[indent];
      if (indent === eol) {
        pos = next;
        continue;
      }
      if (c === "#") {
        this.comment(indent, eol);
        pos = next;
        continue;
      }
      const line = this.lineAt(pos);
      this.lineStart = pos;
      if (c === "	") refuse("forbidden-char", line, "the file contains U+0009 TAB (indent with spaces)");
      if (ended) refuse("document-end", line, 'the document goes on after its end marker "..."');
      if (indent === pos && text.startsWith("...", pos) && (pos + 3 === eol || text[pos + 3] === " ")) {
        if (this.root === null) refuse("document-end", line, 'a document end marker "..." with no document before it');
        this.endMarker(pos + 3, eol, line);
        ended = true;
        pos = next;
        continue;
      }
      if (indent === pos && c === "%")
        refuse("directive", line, `a directive ${JSON.stringify(text.slice(pos, Math.min(eol, pos + 40)))}`);
      pos = this.line(pos, indent, eol, next, line);
    }
    this.finish();
  }
  /** `...` then spaces and maybe a comment: the document ends. */
  endMarker(at, eol, line) {
    let p = at;
    while (this.text[p] === " ") p++;
    if (p < eol && !(this.text[p] === "#" && p > at))
      refuse("document-end", line, 'a document end marker "..." with text after it');
    if (p < eol) this.comment(p, eol);
    this.finish();
  }
  finish() {
    if (this.pending) this.resolvePending(void 0);
    while (this.stack.length > 0) this.pop();
  }
  comment(from, to) {
    this.spans.allowed.push(from, to, 0);
  }
  /** One line with content at offset `indent`; returns where the next line to read starts. */
  line(start, indent, eol, next, line) {
    const column = indent - start;
    const seq = this.isSeqEntry(indent, eol);
    let opened = false;
    if (this.pending) {
      const p = this.pending;
      this.pending = void 0;
      if (column > p.indent) {
        if (!seq && this.key(indent, eol, line) === void 0) {
          if (p.indent === -1) notADocument(this.text, indent, eol, line);
          if (/[?&*!|>]/.test(this.text[indent] ?? "") || p.anchor !== void 0) notAKey(this.text, indent, eol, line);
          return this.value(indent, eol, next, line, p.indent, p.slot, p.anchored, true);
        }
        this.open(column, seq, false, p, indent, line);
        opened = true;
      } else if (p.fromKey && seq && column === p.indent) {
        this.open(column, true, true, p, indent, line);
        opened = true;
      } else {
        this.resolvePending(p);
      }
      if (opened && this.stack.length === 1) {
        if (seq) refuse("argocd-unreadable", line, "the document is a list, not an object");
        if (column !== 0) refuse("outside-subset", line, "the document's mapping does not start at column 0");
      }
    }
    if (!opened) {
      while (this.stack.length > 0 && this.top().indent > column) this.pop();
      const top = this.stack[this.stack.length - 1];
      if (top?.compact && top.indent === column && !seq) this.pop();
      const now = this.stack[this.stack.length - 1];
      if (now === void 0) {
        if (this.root === null) refuse("argocd-unreadable", line, "the document is a scalar, not an object");
        refuse("outside-subset", line, "a line after the end of the document's mapping");
      }
      if (now.indent !== column)
        refuse(
          "outside-subset",
          line,
          "a line indented to no open mapping or sequence (a plain scalar over several lines?)"
        );
      if (now.seq !== seq)
        refuse(
          "outside-subset",
          line,
          now.seq ? 'a mapping entry where the sequence expects "- "' : 'a "- " item where the mapping expects a key'
        );
    }
    return this.entry(indent, eol, next, line);
  }
  top() {
    return this.stack[this.stack.length - 1];
  }
  isSeqEntry(at, eol) {
    return this.text[at] === "-" && (at + 1 === eol || this.text[at + 1] === " ");
  }
  /** Puts `node` where `slot` says. */
  attach(slot, node) {
    if (slot === null) {
      if (node.kind === "map" && !node.flow) this.root = node;
    } else if ("items" in slot) {
      slot.items.push(node);
    } else {
      slot.value = node;
    }
  }
  open(column, seq, compact, p, at, line) {
    const node = seq ? { kind: "seq", flow: false, items: [], start: at, end: at, line, anchor: p.anchor } : { kind: "map", flow: false, entries: [], start: at, end: at, line, anchor: p.anchor };
    if (p.anchor !== void 0) this.anchors.set(p.anchor, "open");
    this.attach(p.slot, node);
    this.stack.push({ indent: column, seq, compact, node, names: seq ? NO_NAMES : /* @__PURE__ */ new Set(), anchored: p.anchored });
  }
  /** Closes the collection on top: its end is where its last entry or item ends. */
  pop() {
    const { node } = this.stack.pop();
    if (node.kind === "seq") {
      const last = node.items[node.items.length - 1];
      if (last) node.end = last.end;
    } else {
      const last = node.entries[node.entries.length - 1];
      if (last) node.end = Math.max(last.key.end, last.value.end);
    }
    if (node.anchor !== void 0) this.anchors.set(node.anchor, node);
  }
  /** A pending value with nothing on the lines below it: null (an empty plain scalar). */
  resolvePending(p) {
    const at = p ?? this.pending;
    this.pending = void 0;
    if (!at || at.indent === -1) return;
    const node = {
      kind: "scalar",
      style: "PLAIN",
      value: "",
      start: at.at,
      end: at.at,
      line: at.line,
      anchor: at.anchor
    };
    if (at.anchor !== void 0) this.anchors.set(at.anchor, node);
    this.attach(at.slot, node);
  }
  /** The entry at `at` of the collection on top of the stack. */
  entry(at, eol, next, line) {
    const frame = this.top();
    if (frame.seq) return this.item(frame, at, eol, next, line);
    return this.mapEntry(frame, at, eol, next, line);
  }
  item(frame, dash, eol, next, line) {
    const { text } = this;
    const column = this.columnOf(dash);
    let q = dash + 1;
    while (text[q] === " " && q < eol) q++;
    const seq = frame.node;
    const anchored = frame.anchored;
    if (q === eol || text[q] === "#") {
      if (q < eol) this.comment(q, eol);
      this.pending = { indent: column, fromKey: false, slot: seq, anchor: void 0, anchored, at: q, line };
      return next;
    }
    if (this.isSeqEntry(q, eol)) {
      const node = { kind: "seq", flow: false, items: [], start: q, end: q, line, anchor: void 0 };
      seq.items.push(node);
      this.stack.push({ indent: column + (q - dash), seq: true, compact: false, node, names: NO_NAMES, anchored });
      return this.item(this.top(), q, eol, next, line);
    }
    if (this.key(q, eol, line) !== void 0) {
      const node = { kind: "map", flow: false, entries: [], start: q, end: q, line, anchor: void 0 };
      seq.items.push(node);
      this.stack.push({ indent: column + (q - dash), seq: false, compact: false, node, names: /* @__PURE__ */ new Set(), anchored });
      return this.mapEntry(this.top(), q, eol, next, line);
    }
    return this.value(q, eol, next, line, column, seq, anchored, false);
  }
  mapEntry(frame, at, eol, next, line) {
    const key = this.key(at, eol, line);
    if (key === void 0) notAKey(this.text, at, eol, line);
    const map = frame.node;
    const column = this.columnOf(at);
    let q = key.after;
    while (this.text[q] === " " && q < eol) q++;
    if (key.merge) return this.merge(frame, map, q, eol, next, line);
    if (frame.names.has(key.name))
      refuse(
        "duplicate-key",
        line,
        `the key ${JSON.stringify(key.name)} appears twice in one mapping (Kubernetes keeps the last, other readers the first)`
      );
    frame.names.add(key.name);
    const entry = { key: key.node, name: key.name, value: key.node };
    map.entries.push(entry);
    if (q === eol || this.text[q] === "#") {
      if (q < eol) this.comment(q, eol);
      this.pending = {
        indent: column,
        fromKey: true,
        slot: entry,
        anchor: void 0,
        anchored: frame.anchored,
        at: key.after,
        line
      };
      return next;
    }
    if (this.isSeqEntry(q, eol)) refuse("outside-subset", line, 'a "- " item on the line of its key');
    return this.value(q, eol, next, line, column, entry, frame.anchored, true);
  }
  /** `<<: *name` as the first entry: the anchored mapping is merged under the entries after it. */
  merge(frame, map, q, eol, next, line) {
    if (map.entries.length > 0 || map.merge !== void 0)
      refuse(
        "merge-key",
        line,
        'a merge key "<<" after other keys (Go lets it override them, other readers do not): write it first'
      );
    if (this.text[q] !== "*") refuse("merge-key", line, 'a merge key "<<" is given no alias of a mapping');
    const alias = this.alias(q, eol, line, frame.anchored);
    const target = alias.target.kind === "alias" ? void 0 : alias.target;
    if (target?.kind !== "map")
      refuse("merge-key", line, `the merge key "<<" is given "*${alias.name}", which is not a mapping`);
    map.merge = target;
    return next;
  }
  /**
   * The key at `at`, if the line has one; undefined when the line holds no key. Keys the subset
   * refuses throw. A line's key is asked for twice (is it a key line, then the entry): read once.
   */
  key(at, eol, line) {
    if (this.lastKeyAt === at) return this.lastKey;
    this.lastKey = readKey(this.text, at, eol, line);
    this.lastKeyAt = at;
    return this.lastKey;
  }
  lastKeyAt = -1;
  lastKey;
  /** A value starting at `q` on the line of its key or dash (column `parent`). */
  value(q, eol, next, line, parent, slot, anchored, keyed) {
    const { text } = this;
    let anchor;
    if (text[q] === "&") {
      ANCHOR_NAME.lastIndex = q + 1;
      const m = ANCHOR_NAME.exec(text);
      const end = m ? ANCHOR_NAME.lastIndex : q + 1;
      if (!m || end < eol && text[end] !== " ")
        refuse(
          "anchor",
          line,
          `the anchor ${JSON.stringify(text.slice(q, Math.min(eol, q + 40)))} has a name beyond A-Z a-z 0-9 _ -`
        );
      anchor = m[0];
      if (this.anchors.has(anchor)) refuse("anchor", line, `the anchor "&${anchor}" is defined twice`);
      q = end;
      while (text[q] === " " && q < eol) q++;
      if (q === eol || text[q] === "#") {
        if (q < eol) this.comment(q, eol);
        this.anchors.set(anchor, "open");
        this.pending = { indent: parent, fromKey: keyed, slot, anchor, anchored: true, at: q, line };
        return next;
      }
      if (text[q] === "*" || text[q] === "&") refuse("anchor", line, "an anchor on an alias or on another anchor");
      if (!keyed && this.key(q, eol, line) !== void 0) refuse("anchor", line, `an anchor on a key "&${anchor}"`);
      anchored = true;
    }
    const done = (node, resume) => {
      const placed = anchor === void 0 ? node : { ...node, anchor };
      if (anchor !== void 0) this.anchors.set(anchor, placed);
      this.attach(slot, placed);
      return resume;
    };
    const c = text[q];
    if (c === "*") return done(this.alias(q, eol, line, anchored), next);
    if (c === "|" || c === ">") {
      const block = scanBlock(text, q, this.to, parent, this.spans.allowed);
      if ("problem" in block) this.problem(block);
      const style = c === "|" ? "BLOCK_LITERAL" : "BLOCK_FOLDED";
      const end = block.contentEnd ?? q + 1;
      return done({ kind: "scalar", style, value: block.value, start: q, end, line, anchor: void 0 }, block.end);
    }
    if (c === '"' || c === "'") {
      const quoted = scanQuoted(text, q, this.to, parent + 1);
      if ("problem" in quoted) this.problem(quoted);
      const style = c === '"' ? "QUOTE_DOUBLE" : "QUOTE_SINGLE";
      const resume = this.restOfLine(quoted.end, "a quoted scalar");
      return done(
        { kind: "scalar", style, value: quoted.value, start: q, end: quoted.end, line, anchor: void 0 },
        resume
      );
    }
    if (c === "[" || c === "{") {
      const flow = readFlow(text, q, this.to, parent, this);
      const resume = this.restOfLine(flow.end, "a flow collection");
      return done(flow, resume);
    }
    const plain = this.plain(q, eol, line, parent);
    return done(plain.node, plain.resume);
  }
  alias(q, eol, line, anchored) {
    const { text } = this;
    ANCHOR_NAME.lastIndex = q + 1;
    const m = ANCHOR_NAME.exec(text);
    let end = m ? ANCHOR_NAME.lastIndex : q + 1;
    const shown2 = () => JSON.stringify(text.slice(q, Math.min(eol, q + 40)));
    if (!m || end < eol && text[end] !== " ")
      refuse("alias", line, `the alias ${shown2()} has a name beyond A-Z a-z 0-9 _ -`);
    const target = this.anchors.get(m[0]);
    if (target === void 0) refuse("alias", line, `the alias ${shown2()} has no anchor before it`);
    if (target === "open") refuse("alias", line, `the alias ${shown2()} stands inside the node its anchor names`);
    if (anchored)
      refuse(
        "alias",
        line,
        `the alias ${shown2()} stands inside an anchored node (the subset expands aliases one level deep)`
      );
    if (++this.aliases > MAX_ALIASES) refuse("alias", line, `more than ${MAX_ALIASES} aliases in one document`);
    const node = { kind: "alias", name: m[0], target, start: q, end, line };
    while (text[end] === " " && end < eol) end++;
    if (end < eol && text[end] !== "#") refuse("alias", line, `text after the alias ${shown2()}`);
    if (end < eol) this.comment(end, eol);
    return node;
  }
  /** A plain scalar from `q`, over the lines below it that are indented past `parent`. */
  plain(q, eol, line, parent) {
    const { text } = this;
    const c = text[q];
    const shown2 = () => JSON.stringify(text.slice(q, Math.min(eol, q + 40)));
    if (c === "!") refuse("tag", line, `a tag ${shown2()}`);
    if ((c === "?" || c === ":" || c === "-") && (q + 1 === eol || text[q + 1] === " "))
      refuse(
        c === "?" ? "explicit-key" : "outside-subset",
        line,
        `${JSON.stringify(c + " ")} where a value starts ${shown2()}`
      );
    if (/[,\]}%@`]/.test(c))
      refuse("outside-subset", line, `a plain scalar starting with the indicator ${JSON.stringify(c)} ${shown2()}`);
    const plain = scanPlain(text, q, this.to, parent);
    if ("problem" in plain) this.problem(plain);
    if (plain.comment) this.comment(...plain.comment);
    const value = plain.value;
    if (isNonJsonFloat(value))
      refuse(
        "outside-subset",
        line,
        `the value ${JSON.stringify(value)} is a float JSON cannot hold, so Kubernetes cannot read it`
      );
    return {
      node: { kind: "scalar", style: "PLAIN", value, start: q, end: plain.end, line, anchor: void 0 },
      resume: plain.resume
    };
  }
  /** After a value that may span lines: only spaces and a comment to the end of its last line. */
  restOfLine(at, what) {
    const { text, to } = this;
    const eol = lineEnd(text, at, to);
    let p = at;
    while (text[p] === " " && p < eol) p++;
    if (p < eol) {
      if (text[p] !== "#" || p === at) refuse("outside-subset", this.lineAt(p), `text after ${what} on its line`);
      this.comment(p, eol);
    }
    return eol >= to ? to : eol + (text[eol] === "\r" ? 2 : 1);
  }
  problem(p) {
    refuse(/TAB/.test(p.problem) ? "forbidden-char" : "outside-subset", this.lineAt(p.at), p.problem);
  }
  columnOf(offset) {
    const lineStart = this.text.lastIndexOf("\n", offset - 1) + 1;
    return lineStart === 0 ? offset - (this.start - this.from) : offset - lineStart;
  }
};
function count(text, from, to) {
  let n = 0;
  for (let i = text.indexOf("\n", from); i !== -1 && i < to; i = text.indexOf("\n", i + 1)) n++;
  return n;
}

// src/kube-yaml/document.ts
function apiGroupOf(apiVersion) {
  const slash = apiVersion.lastIndexOf("/");
  return slash === -1 ? "" : apiVersion.slice(0, slash);
}
function readDocument(text, file, chunk) {
  const line = chunk.linesBefore + 1;
  const read = file.mode === "json" ? readJson(text) : readYaml(text, chunk.contentStart, chunk.end, line);
  if (!read.ok) return { ok: false, refusal: read.refusal, identity: readIdentity(read.partial) };
  return { ok: true, document: { root: read.root, identity: readIdentity(read.root), line } };
}
var NONE = {
  kind: void 0,
  apiVersion: void 0,
  apiGroup: void 0,
  name: void 0,
  namespace: void 0
};
function readIdentity(root) {
  if (root === null) return NONE;
  const apiVersion = goString(lookup(root, "apiVersion")?.node);
  const meta = lookup(root, "metadata")?.node;
  const metadata = meta === void 0 ? void 0 : resolved(meta);
  const nameOf = (field) => {
    if (metadata?.kind !== "map") return void 0;
    const node = lookup(metadata, field)?.node;
    const value = goString(node);
    if (value !== void 0 || node === void 0) return value;
    const at = resolved(node);
    return at.kind === "scalar" && at.value !== "" && !/^(?:~|null|Null|NULL)$/.test(at.value) ? at.value : void 0;
  };
  return {
    kind: goString(lookup(root, "kind")?.node),
    apiVersion,
    apiGroup: apiVersion === void 0 ? void 0 : apiGroupOf(apiVersion),
    name: nameOf("name"),
    namespace: nameOf("namespace")
  };
}
function notApplicable(doc) {
  if (doc.root === null)
    return { code: "argocd-unreadable", line: doc.line, what: "the document is empty, so it is no resource" };
  for (const field of ["kind", "apiVersion"]) {
    const value = doc.identity[field];
    if (value === void 0 || value === "")
      return {
        code: "argocd-unreadable",
        line: doc.root.line,
        what: `the document has no ${field} as a string, so Argo CD cannot apply the file`
      };
  }
  const items = doc.root.entries.find((e) => e.name === "items");
  if (items && (items.value.kind === "seq" || items.value.kind === "alias"))
    return {
      code: "list-items",
      line: items.key.line,
      what: "the document has an items list; Argo CD applies only its items, not the object the gate reads"
    };
  return void 0;
}

// src/kube-yaml/images.ts
function resourceOf(identity) {
  const { kind, apiVersion, apiGroup, name, namespace } = identity;
  if (kind === void 0 || apiVersion === void 0 || apiGroup === void 0) return void 0;
  return { kind, apiGroup, apiVersion, name, namespace };
}
function specImage(text, doc) {
  const root = doc.root;
  if (root === null) return { line: doc.line, what: "it has no spec" };
  const spec = own(root, "spec", "spec", root);
  if ("what" in spec) return spec;
  if (spec.node.kind !== "map") return { line: spec.node.line, what: "spec is not a mapping" };
  const image = own(spec.node, "image", "spec.image", spec.node);
  if ("what" in image)
    return image.what === "it has no spec.image" ? { line: image.line, what: "spec has no image" } : image;
  return scalarField(text, image.node, "spec.image");
}
function own(map, name, path2, parent) {
  const found = lookup(map, name);
  if (found === void 0) return { line: parent.line, what: `it has no ${path2}` };
  const node = found.node;
  if (found.merged)
    return { line: map.line, what: `${path2} comes from a merge key ("<<"), so the mapping it is written in shares it` };
  if (node.kind === "alias") return { line: node.line, what: `${path2} is an alias (*${node.name}), not its own value` };
  if (node.anchor !== void 0)
    return { line: node.line, what: `${path2} has an anchor (&${node.anchor}), so aliases may share it` };
  if (node.kind === "scalar" && node.style === "PLAIN" && node.value === "" && name !== "image")
    return { line: node.line, what: `${path2} is empty` };
  return { node };
}
function scalarField(text, node, path2) {
  if (node.kind === "map" || node.kind === "seq")
    return { line: node.line, what: `${path2} is a ${node.kind === "map" ? "mapping" : "sequence"}, not a string` };
  if (node.kind !== "scalar") return { line: node.line, what: `${path2} is not a scalar` };
  if (node.style === "BLOCK_LITERAL" || node.style === "BLOCK_FOLDED")
    return { line: node.line, what: `${path2} is a block scalar (${node.style === "BLOCK_LITERAL" ? "|" : ">"})` };
  if (node.end === node.start) return { line: node.line, what: "spec has no image" };
  if (node.style === "PLAIN" && !isPlainString(node.value))
    return { line: node.line, what: `${path2} is not a string (${JSON.stringify(node.value)})` };
  if (/[\r\n]/.test(text.slice(node.start, node.end))) return { line: node.line, what: `${path2} spans several lines` };
  return { value: node.value, style: node.style, start: node.start, end: node.end, line: node.line };
}

// src/kube-yaml/resource.ts
function matches(resource, selector) {
  return resource.kind === selector.kind && resource.apiGroup === selector.apiGroup && (selector.name === void 0 || resource.name === selector.name);
}
function mayMatch(selector) {
  const needles = [selector.kind, selector.apiGroup, selector.name ?? ""].filter((needle) => LITERAL.test(needle));
  return (source) => needles.every((needle) => source.includes(needle)) || source.includes("\\") && source.includes('"');
}
var LITERAL = /^[^\s'"\\]+$/;
function describeResource(resource) {
  const name = resource.name === void 0 ? "(no metadata.name)" : JSON.stringify(resource.name);
  const ns = resource.namespace === void 0 ? "" : ` in namespace ${JSON.stringify(resource.namespace)}`;
  return `${resource.kind} ${name}${ns} (${resource.apiVersion})`;
}
function describeSelector(selector) {
  const group = selector.apiGroup === "" ? "core group" : selector.apiGroup;
  const name = selector.name === void 0 ? "" : ` named ${JSON.stringify(selector.name)}`;
  return `${selector.kind} (${group})${name}`;
}

// src/kube-yaml/split.ts
var JSON_SNIFF_BYTES = 4096;
function splitLikeKubernetes(text) {
  if (readsAsJson(text)) {
    return { ok: true, mode: "json", chunks: [{ start: 0, contentStart: 0, end: text.length, linesBefore: 0 }] };
  }
  const chunks = [];
  let start = 0;
  let contentStart = 0;
  let linesBefore = 0;
  let line = 0;
  for (let at = 0; at < text.length; ) {
    const next = text.indexOf("\n", at);
    const lineEnd2 = next === -1 ? text.length : next + 1;
    if (text.startsWith("---", at)) {
      const rest = goTrimSpace(text.slice(at + 3, lineEnd2));
      if (rest !== "" && !rest.startsWith("#")) return { ok: false, line: line + 1, separator: text.slice(at, lineEnd2) };
      if (at > 0) chunks.push({ start, contentStart, end: at, linesBefore });
      start = at;
      contentStart = lineEnd2;
      linesBefore = line + (next === -1 ? 0 : 1);
    }
    at = lineEnd2;
    line++;
  }
  chunks.push({ start, contentStart, end: text.length, linesBefore });
  return { ok: true, mode: "yaml", chunks };
}
function separatorRefusal(text, chunk) {
  if (chunk.start === chunk.contentStart) return void 0;
  const line = chunk.linesBefore + (text[chunk.contentStart - 1] === "\n" ? 0 : 1);
  const bad = findForbidden(text, chunk.start, chunk.contentStart);
  if (bad) return { code: "forbidden-char", line, what: `the file contains ${bad.what}` };
  const after = text[chunk.start + 3];
  if (after === void 0 || after === " " || after === "\n" || after === "\r" && text[chunk.start + 4] === "\n")
    return void 0;
  const shown2 = JSON.stringify(text.slice(chunk.start, Math.min(chunk.contentStart, chunk.start + 40)).trimEnd());
  return {
    code: "outside-subset",
    line,
    what: `the separator ${shown2} starts no document for a YAML reader (write "---" then a space before a comment)`
  };
}
var HAS_CONTENT = /^[ \t\r]*[^\s#]/m;
function hasContent(text, chunk) {
  return HAS_CONTENT.test(text.slice(chunk.contentStart, chunk.end));
}
function readsAsJson(text) {
  let bytes = 0;
  for (const char of text) {
    if (bytes >= JSON_SNIFF_BYTES) return false;
    if (!isGoSpace(char.codePointAt(0))) return char === "{";
    bytes += utf8Length(char.codePointAt(0));
  }
  return false;
}
function isGoSpace(cp) {
  if (cp <= 255) return cp === 32 || cp >= 9 && cp <= 13 || cp === 133 || cp === 160;
  return cp === 5760 || cp >= 8192 && cp <= 8202 || cp === 8232 || cp === 8233 || cp === 8239 || cp === 8287 || cp === 12288;
}
function goTrimSpace(text) {
  let from = 0;
  let to = text.length;
  while (from < to && isGoSpace(text.codePointAt(from))) from += text.codePointAt(from) > 65535 ? 2 : 1;
  while (to > from) {
    const low = text.charCodeAt(to - 1);
    const width = low >= 56320 && low <= 57343 && to - 2 >= from ? 2 : 1;
    if (!isGoSpace(text.codePointAt(to - width))) break;
    to -= width;
  }
  return text.slice(from, to);
}
function utf8Length(cp) {
  return cp < 128 ? 1 : cp < 2048 ? 2 : cp < 65536 ? 3 : 4;
}

// src/text/lines.ts
function lineCounter(text) {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return (offset) => {
    let [low, high] = [0, starts.length - 1];
    while (low < high) {
      const mid = low + high + 1 >> 1;
      if (starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
}

// src/manifest/types.ts
var ManifestError = class extends Error {
  name = "ManifestError";
  code;
  /** 0-based document index, when the problem is in one document. */
  documentIndex;
  /** 1-based line, when known. */
  line;
  /** The reason code the gate gives for the same file, when the edit refuses as the gate would. */
  gateCode;
  constructor(message, code, where = {}) {
    super(message);
    this.code = code;
    this.documentIndex = where.documentIndex;
    this.line = where.line;
    this.gateCode = where.gateCode;
  }
};

// src/manifest/locate.ts
function locate(text, selector) {
  if (selector.kind === "") throw new Error("ResourceSelector.kind must not be empty");
  const file = splitLikeKubernetes(text);
  if (!file.ok) {
    throw new ManifestError(
      `line ${file.line}: ${JSON.stringify(file.separator.trim().slice(0, 40))} starts with --- but has more than a comment after it, so Kubernetes cannot read the file`,
      "outside-subset",
      { line: file.line, gateCode: "argocd-unreadable" }
    );
  }
  const candidate = mayMatch(selector);
  const images = [];
  const candidates = [];
  let documentIndex = 0;
  for (const chunk of file.chunks) {
    if (!hasContent(text, chunk)) continue;
    const index = documentIndex++;
    if (!candidate(text.slice(chunk.contentStart, chunk.end))) continue;
    const read = readDocument(text, file, chunk);
    const at = (line) => `document ${index + 1} (line ${line})`;
    if (!read.ok) {
      if (!mayBe(read.identity, selector)) continue;
      const { line, what } = read.refusal;
      throw new ManifestError(
        `${at(line)} may be the resource to edit, but it is outside the YAML subset the edit and the gate read: ${what}`,
        "outside-subset",
        { documentIndex: index, line, gateCode: read.refusal.code }
      );
    }
    candidates.push({ chunk, documentIndex: index, document: read.document });
    const resource = resourceOf(read.document.identity);
    if (resource === void 0 || !matches(resource, selector)) continue;
    const found = specImage(text, read.document);
    if ("what" in found) {
      const fix = "edit it by hand into a one-line plain or quoted string, then bump again";
      throw new ManifestError(`${at(found.line)}: ${describeResource(resource)}: ${found.what}; ${fix}`, "unsafe", {
        documentIndex: index,
        line: found.line
      });
    }
    images.push({ resource, documentIndex: index, ...found });
  }
  return { file, images, candidates, documentCount: documentIndex };
}
function mayBe(identity, selector) {
  const agrees = (value, wanted) => wanted === void 0 || value === void 0 || value === wanted;
  return agrees(identity.kind, selector.kind) && agrees(identity.apiGroup, selector.apiGroup) && agrees(identity.name, selector.name);
}

// src/manifest/scalar.ts
function renderScalar(value, style) {
  switch (style) {
    case "PLAIN":
      return renderPlain(value);
    case "QUOTE_DOUBLE":
      return renderDouble(value);
    case "QUOTE_SINGLE":
      return renderSingle(value);
  }
}
var PLAIN_SAFE = /^[A-Za-z0-9_./][A-Za-z0-9_./@:+-]*$/;
function renderPlain(value) {
  const refuse2 = (why) => new ManifestError(`cannot write ${JSON.stringify(value)} as a plain (unquoted) scalar: ${why}`, "unrenderable");
  if (!PLAIN_SAFE.test(value))
    throw refuse2("it has characters that YAML would read as syntax; quote spec.image in the file first");
  if (value.endsWith(":")) throw refuse2("a trailing colon would start a mapping");
  if (!isPlainString(value)) throw refuse2("Kubernetes would read it as a number, a boolean or null");
  if (!/^[A-Za-z]/.test(value) && !/[/@]/.test(value)) throw refuse2("YAML could read it as a number or a date");
  return value;
}
function renderDouble(value) {
  let out = '"';
  for (const char of value) {
    const code = char.codePointAt(0);
    if (char === '"' || char === "\\") out += `\\${char}`;
    else if (code === 10) out += "\\n";
    else if (code === 9) out += "\\t";
    else if (isPrintableOnOneLine(code)) out += char;
    else if (code >= 55296 && code <= 57343) throw unpaired(value);
    else out += `\\u${code.toString(16).padStart(4, "0")}`;
  }
  return `${out}"`;
}
function renderSingle(value) {
  for (const char of value) {
    const code = char.codePointAt(0);
    if (code >= 55296 && code <= 57343) throw unpaired(value);
    if (!isPrintableOnOneLine(code) && code !== 9) {
      throw new ManifestError(
        `cannot write ${JSON.stringify(value)} as a single-quoted scalar: ${codePointLabel(code)} has no escape there`,
        "unrenderable"
      );
    }
  }
  return `'${value.replaceAll("'", "''")}'`;
}
function isPrintableOnOneLine(code) {
  if (code >= 32 && code <= 126) return true;
  if (code >= 160 && code <= 55295) return code !== 8232 && code !== 8233;
  if (code >= 57344 && code <= 65533) return code !== 65279;
  return code >= 65536 && code <= 1114111;
}
function unpaired(value) {
  return new ManifestError(`cannot write ${JSON.stringify(value)}: it has an unpaired UTF-16 surrogate`, "unrenderable");
}

// src/kube-yaml/image-change.ts
function checkImageScalars(before, after) {
  const shown2 = JSON.stringify(after.value);
  if (before.style !== after.style) {
    return {
      code: "quoting-change",
      message: `spec.image changed from ${styleName(before.style)} to ${styleName(after.style)}; keep the quoting`
    };
  }
  if (literalSource(after.value, after.style) !== after.source) {
    return {
      code: "image-form",
      message: `spec.image ${JSON.stringify(after.source)} is spelled with escapes or line folding; write the value literally`
    };
  }
  const problem = pinProblem(after.value);
  if (problem) return { code: problem[0], message: `new image ${shown2} ${problem[1]}` };
  const next = parse(after.value, true);
  if (typeof next === "string") return { code: "invalid-image", message: `new ${next}` };
  const prev = parse(before.value, false);
  if (typeof prev === "string") return { code: "invalid-image", message: `old ${prev}` };
  if (prev.name !== next.name) {
    return {
      code: "other-repository",
      message: `new image ${shown2} is repository ${JSON.stringify(next.name)}, not ${JSON.stringify(prev.name)}`
    };
  }
  return { before: prev, after: next };
}
function literalSource(value, style) {
  if (style === "PLAIN") return value;
  if (style === "QUOTE_DOUBLE") return /["\\]/.test(value) ? void 0 : `"${value}"`;
  return value.includes("'") ? void 0 : `'${value}'`;
}
function pinProblem(value) {
  const digest = digestOf(value);
  if (digest === void 0)
    return ["unpinned", "has no digest; pin it as @sha256:<64 lower-case hex digits> (a tag can be moved)"];
  const problem = digestProblem(digest);
  switch (problem?.kind) {
    case void 0:
      return void 0;
    case "algorithm":
      return [
        "digest-algorithm",
        `uses digest algorithm ${JSON.stringify(problem.algorithm ?? "")}; only sha256 is allowed`
      ];
    case "non-hex":
      return ["invalid-image", "has a digest with characters other than hex digits"];
    case "uppercase":
      return ["digest-uppercase", "has upper-case hex digits in its digest; use lower case"];
    case "length":
      return ["digest-length", `has ${problem.digits} hex digits in its digest; sha256 has 64`];
  }
}
function parse(value, requireDigest) {
  try {
    return parseImageReference(value, { requireDigest });
  } catch (error) {
    if (error instanceof ImageReferenceError) return error.message;
    throw error;
  }
}
function styleName(style) {
  return style === "PLAIN" ? "plain" : style === "QUOTE_DOUBLE" ? "double-quoted" : "single-quoted";
}

// src/manifest/verify.ts
var WHY = {
  "forbidden-char": "Kubernetes' YAML reader (Go) and JavaScript, git or GitHub's diff disagree on this character, or a reviewer cannot see it",
  "outside-subset": "the gate proves what Kubernetes reads only inside its YAML subset (see the README)",
  anchor: "the gate reads anchors only on values, each defined once",
  alias: "the gate reads aliases only of complete nodes defined before them",
  tag: "readers resolve explicit tags differently, so the gate refuses them in the document the edit changes",
  directive: "a directive changes how the document is read, so the gate refuses it in the document the edit changes",
  "document-end": 'Kubernetes ignores what follows "...", other readers do not',
  "explicit-key": "Go and JavaScript YAML readers end explicit keys in different places",
  "merge-key": "Go lets a merge override the keys before it, other readers do not"
};
function proveEdit(before, after, report, located, image, rendered) {
  const target = report.candidates.find((c) => c.chunk.contentStart <= located.start && located.start < c.chunk.end);
  if (target === void 0) throw verifyFailed(located, "the edited document is not one the edit read");
  const refusal = separatorRefusal(before, target.chunk) ?? notApplicable(target.document);
  if (refusal) throw gateRefuses(refusal);
  const imageProblem = imageRefusal(before, located, image, rendered);
  if (imageProblem) throw gateRefuses(imageProblem.refusal, "", imageProblem.code);
  const file = splitLikeKubernetes(after);
  const offset = rendered.length - (located.end - located.start);
  const chunk = file.ok ? file.chunks.find((c) => c.start === target.chunk.start) : void 0;
  if (!file.ok || file.mode !== report.file.mode || file.chunks.length !== report.file.chunks.length || !chunk || chunk.end !== target.chunk.end + offset)
    throw verifyFailed(located, "the result splits into other documents");
  const read = readDocument(after, file, chunk);
  if (!read.ok) throw gateRefuses(read.refusal);
  const found = specImage(after, read.document);
  if (!("value" in found) || found.value !== image || found.start !== located.start || found.end !== located.start + rendered.length)
    throw verifyFailed(located, "the gate would not read this one image change back");
}
function imageRefusal(before, located, image, rendered) {
  const read = checkImageScalars(
    { value: located.value, style: located.style, source: before.slice(located.start, located.end) },
    { value: image, style: located.style, source: rendered }
  );
  if (!("code" in read) || read.code === "other-repository") return void 0;
  const why = read.code === "invalid-image" ? " (the gate checks the image the file pins now as well as the new one)" : "";
  return { refusal: { code: "outside-subset", line: located.line, what: `${read.message}${why}` }, code: read.code };
}
function gateRefuses(refusal, why = WHY[refusal.code], gateCode = refusal.code) {
  const because = why ? ` (${why})` : "";
  return new ManifestError(
    `the gate (the required check on release PRs) would refuse this edit, so nothing is written: line ${refusal.line}: ${refusal.what}${because}; fix the file in a reviewed PR first, then release again`,
    "gate-refuses",
    { line: refusal.line, gateCode }
  );
}
function verifyFailed(located, why) {
  return new ManifestError(`refusing to edit line ${located.line}: ${why}`, "verify-failed", {
    documentIndex: located.documentIndex,
    line: located.line
  });
}

// src/manifest/bump.ts
function bumpImage(text, selector, image) {
  const report = locate(text, selector);
  const located = exactlyOne(text, selector, report);
  if (located.value === image) return { changed: false, text, before: image, after: image, located };
  const rendered = renderScalar(image, located.style);
  const updated = text.slice(0, located.start) + rendered + text.slice(located.end);
  verify(text, updated, located);
  proveEdit(text, updated, report, located, image, rendered);
  return { changed: true, text: updated, before: located.value, after: image, located };
}
var LISTED = 10;
function exactlyOne(text, selector, report) {
  const images = report.images;
  if (images.length === 1) return images[0];
  if (images.length > 1) {
    const found = images.slice(0, LISTED).map((i) => `${describeResource(i.resource)} at line ${i.line}`);
    if (images.length > LISTED) found.push(`and ${images.length - LISTED} more`);
    const fix = selector.name === void 0 ? "pass the metadata.name of the one to bump" : "split them into separate files";
    throw new ManifestError(
      `${images.length} documents match ${describeSelector(selector)}: ${found.join("; ")}; ${fix}`,
      "ambiguous"
    );
  }
  throw new ManifestError(
    `no document matches ${describeSelector(selector)}; the file has ${inventory(text, report)}`,
    "not-found"
  );
}
function inventory(text, report) {
  const chunks = report.file.chunks.filter((c) => hasContent(text, c));
  if (chunks.length === 0) return "no documents";
  const listed = chunks.slice(0, LISTED).map((chunk, i) => {
    const read = readDocument(text, report.file, chunk);
    const resource = resourceOf(read.ok ? read.document.identity : read.identity);
    const what = resource ? describeResource(resource) : read.ok ? "not a resource" : "outside the YAML subset";
    return `${i + 1}: ${what}`;
  });
  const more = chunks.length > LISTED ? `, and ${chunks.length - LISTED} more` : "";
  return `${chunks.length} document${chunks.length === 1 ? "" : "s"} (${listed.join(", ")}${more})`;
}
function verify(original, updated, located) {
  const lines = changedLines(original, updated);
  if (lines.length !== 1 || lines[0] !== located.line) {
    throw new ManifestError(
      `refusing to edit line ${located.line}: the result would not be a one-line change (lines changed: ${lines.slice(0, 5).join(", ") || "none"})`,
      "verify-failed",
      { documentIndex: located.documentIndex, line: located.line }
    );
  }
}
function changedLines(a, b) {
  if (a === b) return [];
  const shorter = Math.min(a.length, b.length);
  const BLOCK = 1024;
  let prefix = 0;
  while (prefix + BLOCK <= shorter && a.slice(prefix, prefix + BLOCK) === b.slice(prefix, prefix + BLOCK))
    prefix += BLOCK;
  while (prefix < shorter && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  const room = shorter - prefix;
  while (suffix + BLOCK <= room && a.slice(a.length - suffix - BLOCK, a.length - suffix) === b.slice(b.length - suffix - BLOCK, b.length - suffix)) {
    suffix += BLOCK;
  }
  while (suffix < room && a.charCodeAt(a.length - 1 - suffix) === b.charCodeAt(b.length - 1 - suffix)) suffix++;
  const changedA = a.slice(prefix, a.length - suffix);
  const changedB = b.slice(prefix, b.length - suffix);
  if (!changedA.includes("\n") && !changedB.includes("\n")) return [lineCounter(a)(prefix)];
  return splitAndCompare(a, b);
}
function splitAndCompare(a, b) {
  const left = a.split("\n");
  const right = b.split("\n");
  const changed = [];
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    if (left[i] !== right[i]) changed.push(i + 1);
  }
  return changed;
}

// src/cli/files.ts
import { randomBytes } from "node:crypto";
import { open, readFile, realpath, rename, stat, unlink } from "node:fs/promises";
import path from "node:path";
async function readManifestFile(cwd, file, flag) {
  const target = await resolveFile(cwd, file, flag);
  const before = await stat(target);
  return { target, text: decode(await readFile(target), file, flag), before };
}
async function resolveFile(cwd, given, flag) {
  const absolute = path.resolve(cwd, given);
  try {
    const real = await realpath(absolute);
    if (!(await stat(real)).isFile()) throw new InputError(`${flag}: ${JSON.stringify(given)} is not a regular file`);
    return real;
  } catch (error) {
    if (error instanceof InputError) throw error;
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR")
      throw new InputError(`${flag}: ${JSON.stringify(given)} does not exist (looked for ${absolute})`);
    throw new InputError(`${flag}: cannot open ${JSON.stringify(given)}: ${messageOf(error)}`);
  }
}
function decode(bytes, given, flag) {
  const text = utf8Text(bytes);
  if (text === void 0)
    throw new InputError(`${flag}: ${JSON.stringify(given)} is not UTF-8 text; re-encode it as UTF-8 first`);
  return text;
}
async function writeAtomically(file, text, before) {
  const mode = before.mode & 4095;
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`
  );
  try {
    const handle = await open(temp, "wx", mode);
    try {
      await handle.writeFile(text, "utf8");
      await handle.chmod(mode);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if ((await stat(file)).mtimeMs !== before.mtimeMs)
      throw new Error(`${file} changed while it was being edited; run the command again`);
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => void 0);
    throw error;
  }
}
function shown(value) {
  return /^[\x21-\x7e]+$/.test(value) ? value : JSON.stringify(value);
}

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

// src/cli/pin.ts
async function pinLocalManifest(io, at) {
  const { file, image } = at;
  const { target, text, before } = await readManifestFile(io.cwd, file, at.flag);
  let result;
  try {
    result = bumpImage(text, at.selector, image);
  } catch (error) {
    if (error instanceof ManifestError) throw new InputError(`${file}: ${error.message}`);
    throw error;
  }
  if (!result.changed) {
    io.stdout(`unchanged ${shown(file)}: spec.image already ${shown(image)}
`);
    return EXIT.ok;
  }
  await writeAtomically(target, result.text, before);
  io.stdout(
    `changed ${shown(file)}: spec.image ${shown(result.before)} -> ${shown(result.after)} (line ${result.located.line})
`
  );
  return EXIT.ok;
}

// src/cli/bump.ts
var HELP = helpText(BUMP);
async function run(args, io) {
  const { settings } = readFlags(BUMP, args, io);
  const file = settings.required("file", "the manifest to edit, e.g. --file apps/todo-api/dev/microservice.yaml");
  const image = settings.required("image", "the pinned image, e.g. --image ghcr.io/acme/todo-api@sha256:<64 hex>");
  parseImageInput(image, settings.label("image"));
  return pinLocalManifest(io, { file, flag: "--file", selector: readSelector(settings), image });
}
export {
  HELP,
  run
};
//# sourceMappingURL=bump.js.map
