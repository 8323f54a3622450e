import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  actionLog,
  connectConfigRepo,
  group,
  info,
  jobSummary,
  notice,
  setOutputs,
  writeJobSummary
} from "./chunk-EX744FXL.js";
import {
  BranchNotVisibleError,
  DraftsUnsupportedError,
  RefConflictError,
  RuleViolationError
} from "./chunk-SB3CFYJD.js";
import {
  githubMessage,
  statusOf
} from "./chunk-YTNNEONG.js";
import {
  ManifestError
} from "./chunk-374NM77F.js";
import {
  htmlPre,
  logValue,
  mdCode,
  mdLink,
  mdText,
  oneLine
} from "./chunk-CYFOBWU3.js";
import {
  require_semver
} from "./chunk-5NTH4UWN.js";
import {
  backoff,
  realSleep
} from "./chunk-YKJKAG3S.js";
import {
  resourceLabel
} from "./chunk-H4ECVHA2.js";
import {
  digestOf,
  parseImageReference,
  shortDigest
} from "./chunk-L5IDWHHO.js";
import {
  InputError,
  messageOf
} from "./chunk-JT2VRZOZ.js";
import {
  unicodeEscape
} from "./chunk-AESMGRGR.js";
import {
  __toESM
} from "./chunk-ZF2THGNK.js";

// src/open/auto-merge.ts
var WORKFLOW_TOKEN_AUTO_MERGE = `auto-merge runs with the workflow's GITHUB_TOKEN: GitHub starts no workflow for a merge that token makes, so the config repo's push workflow (and its wait step) will not run when the PR merges. Give the step the app-id and app-private-key inputs of a GitHub App (contents: write, pull-requests: write) instead; see README, "GitHub App credentials".`;
var PASSING = /* @__PURE__ */ new Set(["success", "neutral", "skipped"]);
async function enableAutoMerge(input, result, ports) {
  const { method } = input;
  if (method === void 0) return { outcome: "off", reason: "auto-merge is off." };
  if (input.dryRun) return { outcome: "off", reason: "Dry run: auto-merge was not enabled." };
  if (!result.pr) return { outcome: "off", reason: "There is no PR to merge." };
  const { repo, log } = ports;
  const number = result.pr.number;
  const state = await repo.mergeState(number);
  if (state.merged) return { outcome: "merged", reason: `PR #${number} is already merged.` };
  const refuse = (reason) => {
    log.warning(reason);
    return { outcome: "refused", reason };
  };
  if (!state.open) return refuse(`auto-merge: PR #${number} is closed; nothing was enabled.`);
  if (state.draft)
    return refuse(
      `auto-merge: PR #${number} is a draft, and GitHub keeps auto-merge off on drafts. Mark it ready for review and run again, or drop the draft input.`
    );
  if (input.workflowToken) log.warning(WORKFLOW_TOKEN_AUTO_MERGE);
  if (state.autoMerge === method) {
    return { outcome: "enabled", reason: `auto-merge (${method}) was already on for PR #${number}.` };
  }
  const refusal = await repo.enableAutoMerge(state.nodeId, method);
  if (refusal === void 0) {
    const reason = `auto-merge (${method}) is on: PR #${number} merges once the required checks of ${state.baseRef} pass.`;
    log.info(reason);
    return { outcome: "enabled", reason };
  }
  if (refusal.kind === "mergeable-now") {
    const head = result.commitSha ?? state.headSha;
    return mergeNow({ repo, log, refuse }, { number, head, base: state.baseRef, method });
  }
  return refuse(refusalReason(repo.fullName, number, state.baseRef, refusal));
}
function refusalReason(fullName, number, base, refusal) {
  const words = `GitHub said ${logValue(refusal.message)}`;
  switch (refusal.kind) {
    case "not-allowed":
      return `auto-merge is not allowed in ${fullName} (${words}): turn on Settings > General > Pull Requests > "Allow auto-merge" (the repository's allow_auto_merge). PR #${number} stays open for a person to merge.`;
    case "nothing-required":
      return `auto-merge has nothing to wait for: ${base} requires no status check (${words}). Require the gate's check on ${base} (a ruleset's "Require status checks to pass", or branch protection); PR #${number} stays open.`;
    case "forbidden":
      return `auto-merge: the token may not enable auto-merge on PR #${number} (${words}). It needs contents: write and pull-requests: write on ${fullName}.`;
    default:
      return `auto-merge could not be enabled on PR #${number}: ${words}.`;
  }
}
async function mergeNow(ports, pr) {
  const { repo, log, refuse } = ports;
  const [required, runs] = await Promise.all([repo.requiredChecks(pr.base), repo.checkRuns(pr.head)]);
  const intro = `auto-merge: GitHub says PR #${pr.number} can merge now, so there is nothing to arm; it was not merged because`;
  if (!required.known) return refuse(`${intro} ${required.why}.`);
  if (required.checks.length === 0)
    return refuse(
      `${intro} ${pr.base} requires no status check, so nothing proves the gate passed. Require the gate's check on ${pr.base}.`
    );
  const missing = required.checks.filter((c) => !passed(c, runs)).map((c) => describe(c, runs));
  if (missing.length > 0)
    return refuse(`${intro} not every required check passed on ${pr.head.slice(0, 12)}: ${missing.join("; ")}.`);
  const merge = await repo.mergePullRequest(pr.number, { sha: pr.head, method: pr.method });
  if (!merge.merged)
    return refuse(`auto-merge: the direct merge of PR #${pr.number} was refused: ${logValue(merge.message)}.`);
  const reason = `PR #${pr.number} merged (${pr.method}) as ${merge.sha.slice(0, 12)}: its required checks had passed on ${pr.head.slice(0, 12)}.`;
  log.info(reason);
  return { outcome: "merged", reason };
}
function runFor(check, runs) {
  return runs.find((r) => r.name === check.context && (check.appId === void 0 || r.appId === check.appId));
}
function passed(check, runs) {
  const run = runFor(check, runs);
  return run?.status === "completed" && PASSING.has(run.conclusion ?? "");
}
function describe(check, runs) {
  const run = runFor(check, runs);
  const from = check.appId === void 0 ? "" : ` from App ${check.appId}`;
  if (!run) return `${logValue(check.context)}${from} has no check run`;
  return `${logValue(check.context)} is ${run.status === "completed" ? run.conclusion ?? "completed" : run.status}`;
}

// src/open/branch.ts
import { createHash } from "node:crypto";

// src/settings/version.ts
var NUMERIC = "0|[1-9]\\d*";
var PRERELEASE_ID = `${NUMERIC}|\\d*[a-zA-Z-][a-zA-Z0-9-]*`;
var STRICT = new RegExp(
  `^v?(${NUMERIC})\\.(${NUMERIC})\\.(${NUMERIC})(?:-((?:${PRERELEASE_ID})(?:\\.(?:${PRERELEASE_ID}))*))?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$`
);
var MAX_LENGTH = 256;
function validVersion(text) {
  if (text.length > MAX_LENGTH) return void 0;
  const match = STRICT.exec(text.trim());
  if (!match) return void 0;
  const [, major, minor, patch, prerelease] = match;
  if ([major, minor, patch].some((n) => Number(n) > Number.MAX_SAFE_INTEGER)) return void 0;
  return `${major}.${minor}.${patch}${prerelease === void 0 ? "" : `-${prerelease}`}`;
}
function versionFromTag(tag) {
  return tag === void 0 ? void 0 : validVersion(tag);
}

// src/open/targets.ts
function makeTarget(target, explicitVersion) {
  return { ...target, version: explicitVersion ?? versionFromTag(target.imageRef.tag) };
}
function targetKey(target) {
  return target.selector.name === void 0 ? target.manifest : `${target.manifest}#${target.selector.name}`;
}

// src/open/branch.ts
function releaseBranchName(prefix, manifestPath, resourceName, base) {
  const withoutExtension = manifestPath.replace(/\.ya?ml$/i, "");
  const parts = [withoutExtension, ...resourceName ? [resourceName] : []];
  const path = parts.join("/").split("/").map(sanitizeRefComponent).join("/");
  const branch = prefix + path + (base === void 0 ? "" : `@${base}`);
  assertValidBranchName(branch, base === void 0 ? "branch-prefix" : "base");
  return branch;
}
function releaseBranchForTargets(prefix, targets, base) {
  if (targets.length === 1) return releaseBranchName(prefix, targets[0].manifest, targets[0].selector.name, base);
  const keys = targets.map(targetKey);
  const hash = createHash("sha256").update(keys.sort().join("\n")).digest("hex").slice(0, 10);
  const folder = commonFolder(targets.map((t) => t.manifest)).map(sanitizeRefComponent).filter(Boolean);
  const branch = prefix + [...folder, `+${targets.length}-targets-${hash}`].join("/") + (base === void 0 ? "" : `@${base}`);
  assertValidBranchName(branch, base === void 0 ? "branch-prefix" : "base");
  return branch;
}
function commonFolder(paths) {
  const folders = paths.map((p) => p.split("/").slice(0, -1));
  const shared = [];
  for (let i = 0; folders.every((f) => i < f.length && f[i] === folders[0][i]); i++) shared.push(folders[0][i]);
  return shared;
}
function sanitizeRefComponent(component) {
  return component.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/\.{2,}/g, ".").replace(/^\.+/, "").replace(/\.lock$/i, "-lock");
}
function assertValidBranchName(branch, input) {
  const problems = [
    [/^\/|\/$|\/\//, "an empty path component"],
    [/(^|\/)\./, 'a component starting with "."'],
    [/\.\.|@\{|\.lock(\/|$)/, 'a sequence git forbids ("..", "@{" or ".lock")'],
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    [/[\x00-\x20~^:?*[\\\x7f]/, "a space, control character or one of ~^:?*[\\"]
  ];
  for (const [pattern, what] of problems) {
    if (pattern.test(branch)) {
      throw new InputError(`Input '${input}' gives branch name ${JSON.stringify(branch)}, which has ${what}.`);
    }
  }
}

// src/open/diff.ts
function unifiedDiff(path, before, bump) {
  const line = bump.located.line;
  const lineText = (text) => text.split("\n")[line - 1]?.replace(/\r$/, "") ?? "";
  return [
    `--- a/${path}`,
    `+++ b/${path}`,
    `@@ -${line} +${line} @@`,
    `-${lineText(before)}`,
    `+${lineText(bump.text)}`
  ].join("\n");
}

// src/open/downgrade.ts
var import_semver = __toESM(require_semver(), 1);
function refuseDowngrade(settings, existing, where) {
  if (settings.allowDowngrade || !settings.version || !existing || !import_semver.default.valid(existing)) return;
  if (import_semver.default.lt(settings.version, existing)) {
    throw new InputError(
      `Refusing to replace version ${existing} with older ${settings.version}${settings.manifest === void 0 ? "" : ` in ${settings.manifest}`}: ${where} ${existing}. Set 'allow-downgrade: true' to roll back on purpose.`
    );
  }
}
function versionOfImage(image) {
  try {
    return versionFromTag(parseImageReference(image, { requireDigest: false }).tag);
  } catch {
    return void 0;
  }
}

// src/open/labels.ts
async function applyLabels(settings, repo, pr, log) {
  const missing = settings.labels.filter((l) => !pr.labels.includes(l));
  if (missing.length === 0) return;
  try {
    await repo.addLabels(pr.number, missing);
  } catch (error) {
    log.warning(`Could not label PR #${pr.number}; a rerun adds the missing labels: ${messageOf(error)}`);
  }
}
async function applyLabelsAndReviewers(settings, repo, pr, created, log) {
  await applyLabels(settings, repo, pr, log);
  if (created && (settings.reviewers.length > 0 || settings.teamReviewers.length > 0)) {
    try {
      await repo.requestReviewers(pr.number, settings.reviewers, settings.teamReviewers);
    } catch (error) {
      log.warning(`Could not request reviewers on PR #${pr.number}: ${messageOf(error)}`);
    }
  }
}

// src/open/proposed.ts
function matchProposal(proposed, targets) {
  if (proposed.length !== targets.length) return void 0;
  const matched = [];
  for (const t of targets) {
    const found = proposed.find((p) => p.manifest === t.manifest);
    if (!found) return void 0;
    matched.push(found);
  }
  return matched;
}
function proposesAll(proposal, targets) {
  return targets.every((t, i) => proposal[i]?.image === t.image);
}
function refuseDowngrades(settings, existing, where) {
  const several = settings.targets.length > 1;
  settings.targets.forEach(
    (t, i) => refuseDowngrade(
      { allowDowngrade: settings.allowDowngrade, version: t.version, ...several ? { manifest: t.manifest } : {} },
      existing[i],
      where
    )
  );
}

// src/open/record.ts
function recordOf(edits, rest) {
  const [first, ...others] = edits;
  if (!first) throw new Error("a release record needs a target");
  const head = { image: first.target.image, version: first.target.version, manifest: first.target.manifest };
  if (others.length === 0) return { ...head, ...rest };
  const targets = edits.map(({ target, bump }) => ({
    manifest: target.manifest,
    name: target.selector.name,
    image: target.image,
    oldImage: bump.before,
    version: target.version
  }));
  return { ...head, targets, ...rest };
}
function recordTargets(record) {
  return record.targets ? [...record.targets] : [{ manifest: record.manifest, image: record.image, version: record.version }];
}
var BLOCK = /<!-- gitops-release:record (\{.*?\}) -->/s;
function renderRecordBlock(record) {
  const { targets, image, version, manifest, ...rest } = record;
  const shape = targets ? { targets, ...rest } : { image, version, manifest, ...rest };
  const json = JSON.stringify(shape).replace(/[<>]/g, unicodeEscape);
  return `<!-- gitops-release:record ${json} -->`;
}
function parseRecordBlock(body) {
  const match = body ? BLOCK.exec(body) : null;
  if (!match) return void 0;
  try {
    const value = JSON.parse(match[1]);
    const str = (k) => typeof value[k] === "string" ? value[k] : void 0;
    const targets = Array.isArray(value["targets"]) ? targetsFrom(value["targets"]) : void 0;
    const image = targets ? targets[0]?.image : str("image");
    const manifest = targets ? targets[0]?.manifest : str("manifest");
    if (image === void 0 || manifest === void 0) return void 0;
    return {
      image,
      manifest,
      version: targets ? targets[0]?.version : str("version"),
      ...targets ? { targets } : {},
      commit: str("commit"),
      base: str("base"),
      sourceRepository: str("sourceRepository"),
      sourceSha: str("sourceSha"),
      runUrl: str("runUrl")
    };
  } catch {
    return void 0;
  }
}
function targetsFrom(values) {
  const targets = [];
  for (const v of values) {
    if (typeof v !== "object" || v === null) return void 0;
    const o = v;
    const str = (k) => typeof o[k] === "string" ? o[k] : void 0;
    const manifest = str("manifest");
    const image = str("image");
    if (manifest === void 0 || image === void 0) return void 0;
    targets.push({ manifest, name: str("name"), image, oldImage: str("oldImage"), version: str("version") });
  }
  return targets.length > 0 ? targets : void 0;
}
var TRAILER = /^Gitops-Release-(Image|Version|Manifest|Base|Source|Source-Sha|Run|Target|Promoted-From|Verified-By): (.+)$/gm;
function renderTrailers(record) {
  const optional = [
    ["Version", record.targets ? void 0 : record.version],
    ["Base", record.base],
    ["Source", record.sourceRepository],
    ["Source-Sha", record.sourceSha],
    ["Run", record.runUrl]
  ];
  const lines = record.targets ? record.targets.map((t) => `Gitops-Release-Target: ${JSON.stringify(t)}`) : [`Gitops-Release-Image: ${record.image}`, `Gitops-Release-Manifest: ${record.manifest}`];
  for (const [key, value] of optional) if (value !== void 0) lines.push(`Gitops-Release-${key}: ${oneLine(value)}`);
  return lines.join("\n");
}
function parseTrailers(message) {
  const found = {};
  const targets = [];
  for (const [, key, value] of message.matchAll(TRAILER)) {
    if (key === "Target") targets.push(parseJson(value));
    else found[key.toLowerCase()] = value;
  }
  const parsed2 = targets.length > 0 ? targetsFrom(targets) : void 0;
  return parsed2 ? { ...found, targets: parsed2 } : found;
}
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}
function trailerTargets(trailers) {
  if (trailers.targets) return trailers.targets;
  if (trailers.image === void 0 || trailers.manifest === void 0) return [];
  return [{ manifest: trailers.manifest, image: trailers.image, version: trailers.version }];
}

// src/open/promotion.ts
var FROM = "Gitops-Release-Promoted-From";
var VERIFIED = "Gitops-Release-Verified-By";
function promotionLines(promotion) {
  if (promotion === void 0) return [];
  const from = `- **Promoted from:** ${mdCode(promotion.fromManifest)}`;
  const e = promotion.evidence;
  if (e === void 0) return [from, "- **Verified in:** not required (no `from-environment`)"];
  const deployment = mdLink(`Deployment ${e.deploymentId}`, e.url);
  return [
    from,
    `- **Verified in:** ${mdCode(e.environment)}: ${deployment} of revision ${mdCode(e.revision.slice(0, 12))} succeeded at ${mdText(e.verifiedAt)}`
  ];
}
function promotionChecked(promotion) {
  const e = promotion?.evidence;
  if (e === void 0) return [];
  return [
    `- Checked: the latest Deployment in ${mdCode(e.environment)} succeeded with this digest (recorded by gitops-release wait).`
  ];
}
function renderPromotionTrailers(promotion) {
  if (promotion === void 0) return [];
  const lines = [`${FROM}: ${oneLine(promotion.fromManifest)}`];
  if (promotion.evidence) lines.push(`${VERIFIED}: ${JSON.stringify(promotion.evidence)}`);
  return lines;
}
function promotionOf(trailers) {
  const fromManifest = trailers["promoted-from"];
  if (fromManifest === void 0) return void 0;
  const verified = trailers["verified-by"];
  return { fromManifest, evidence: verified === void 0 ? void 0 : evidenceFrom(parseJson(verified)) };
}
function evidenceFrom(json) {
  if (typeof json !== "object" || json === null) return void 0;
  const v = json;
  const str = (k) => typeof v[k] === "string" ? v[k] : void 0;
  const [environment, revision, digest, verifiedAt, url] = [
    str("environment"),
    str("revision"),
    str("digest"),
    str("verifiedAt"),
    str("url")
  ];
  const id = v["deploymentId"];
  if (!environment || !revision || !digest || !verifiedAt || !url || typeof id !== "number") return void 0;
  return { environment, deploymentId: id, revision, digest, image: str("image"), verifiedAt, url };
}

// src/open/pr-body.ts
function defaultTitle(resource, image, version, verb = "Release") {
  return `${verb} ${resource.name ?? image.repository} ${releaseWhat(image, version)}`;
}
function releaseWhat(image, version) {
  return version ?? image.tag ?? shortDigest(image.digest ?? "");
}
function renderPullRequestBody(d) {
  const { record } = d;
  const oldDigest = digestOf(d.oldImage);
  const source = sourceLines(record, d.serverUrl);
  return [
    `### ${mdText(resourceLabel(d.resource))}: pin a new image`,
    "",
    `One line changes: \`spec.image\` in ${mdCode(d.manifest)} (line ${d.line}).`,
    "",
    "| | image | digest |",
    "|---|---|---|",
    `| before | ${mdCode(d.oldImage)} | ${oldDigest ? mdCode(shortDigest(oldDigest)) : "not pinned"} |`,
    `| after | ${mdCode(record.image)} | ${mdCode(shortDigest(d.newImage.digest ?? ""))} |`,
    "",
    ...record.version ? [`- **Version:** ${mdCode(record.version)}`] : [],
    ...source,
    ...promotionLines(d.promotion),
    "",
    "<details><summary>Full digests</summary>",
    "",
    `- before: ${oldDigest ? mdCode(oldDigest) : "none"}`,
    `- after: ${mdCode(d.newImage.digest ?? "")}`,
    "",
    "</details>",
    "",
    "#### What was checked, and what was not",
    "",
    "- Checked: the new image is pinned by a `sha256` digest, and only `spec.image` of this resource changes.",
    ...promotionChecked(d.promotion),
    "- Not checked: that the image passed its tests, or was built by the authorised CI. A valid digest proves neither; look at the source run before approving.",
    "- Merging deploys: Argo CD syncs the change and the operator rolls it out.",
    "",
    "<sub>Opened by gitops-release. A newer release of this resource updates this PR.</sub>",
    "",
    renderRecordBlock(record)
  ].join("\n");
}
function sourceLines(record, serverUrl) {
  return record.sourceRepository ? [
    `- **Source:** ${mdLink(record.sourceRepository, `${serverUrl}/${record.sourceRepository}`)}` + (record.sourceSha ? ` at ${mdLink(record.sourceSha.slice(0, 12), `${serverUrl}/${record.sourceRepository}/commit/${record.sourceSha}`)}` : ""),
    ...record.runUrl ? [`- **Built by:** ${mdLink("workflow run", record.runUrl)}`] : []
  ] : ["- **Source:** not recorded (run outside GitHub Actions)"];
}
function rowsOf(edits) {
  return edits.map(({ target, bump }) => ({
    resource: bump.located.resource,
    manifest: target.manifest,
    line: bump.located.line,
    oldImage: bump.before,
    newImage: target.imageRef,
    image: target.image
  }));
}
function renderReleaseBody(rows, record, serverUrl, promotion) {
  const [first] = rows;
  if (rows.length === 1 && first) return renderPullRequestBody({ ...first, record, serverUrl, promotion });
  return renderSeveralBody(rows, record, serverUrl, promotion);
}
function renderSeveralBody(rows, record, serverUrl, promotion) {
  const changed = rows.filter((r) => r.oldImage !== r.image);
  const cell = (image) => {
    const digest = digestOf(image);
    return `${mdCode(image)}${digest ? ` (${mdCode(shortDigest(digest))})` : ""}`;
  };
  const versions = [...new Set(recordTargets(record).map((t) => t.version))].filter((v) => v !== void 0);
  return [
    `### ${rows.length} resources: pin new images`,
    "",
    `One line changes in each of ${changed.length} ${changed.length === 1 ? "file" : "files"}: \`spec.image\` of the resource named.`,
    "",
    "| manifest | resource | before | after |",
    "|---|---|---|---|",
    ...rows.map(
      (r) => `| ${mdCode(r.manifest)} (line ${r.line}) | ${mdText(resourceLabel(r.resource))} | ${cell(r.oldImage)} | ` + (r.oldImage === r.image ? "unchanged (already pinned)" : cell(r.image)) + " |"
    ),
    "",
    ...versions.length > 0 ? [`- **Version:** ${versions.map((v) => mdCode(v)).join(", ")}`] : [],
    ...sourceLines(record, serverUrl),
    ...promotionLines(promotion),
    "",
    "<details><summary>Full digests</summary>",
    "",
    ...changed.map(
      (r) => `- ${mdCode(r.manifest)}: ${mdCode(digestOf(r.oldImage) ?? "none")} \u2192 ${mdCode(r.newImage.digest ?? "")}`
    ),
    "",
    "</details>",
    "",
    "#### What was checked, and what was not",
    "",
    "- Checked: every new image is pinned by a `sha256` digest, and in each file only `spec.image` of its resource changes.",
    ...promotionChecked(promotion),
    "- Not checked: that the images passed their tests, or were built by the authorised CI. A valid digest proves neither; look at the source run before approving.",
    "- Merging deploys: Argo CD syncs the change and the operator rolls it out.",
    "",
    "<sub>Opened by gitops-release. A newer release of this set of resources updates this PR.</sub>",
    "",
    renderRecordBlock(record)
  ].join("\n");
}
function defaultTitleFor(edits) {
  const [first] = edits;
  if (!first) throw new Error("a release needs a target");
  if (edits.length === 1) return defaultTitle(first.bump.located.resource, first.target.imageRef, first.target.version);
  const names = [...new Set(edits.map((e) => e.bump.located.resource.name ?? e.target.imageRef.repository))];
  const whats = new Set(edits.map((e) => releaseWhat(e.target.imageRef, e.target.version)));
  const what = whats.size === 1 ? [...whats][0] : "new images";
  return `Release ${names.join(", ")} ${what} (${edits.length} targets)`;
}
function renderCommitMessage(d) {
  return [
    oneLine(d.title),
    "",
    oneLine(`${resourceLabel(d.resource)} in ${d.manifest}:`),
    oneLine(`  ${d.oldImage}`),
    `  -> ${d.image}`,
    "",
    d.trailers
  ].join("\n");
}
function renderSeveralCommitMessage(edits, title, trailers) {
  const paragraphs = edits.filter((e) => e.bump.changed).flatMap((e) => [
    oneLine(`${resourceLabel(e.bump.located.resource)} in ${e.target.manifest}:`),
    oneLine(`  ${e.bump.before}`),
    oneLine(`  -> ${e.target.image}`)
  ]);
  return [oneLine(title), "", ...paragraphs, "", trailers].join("\n");
}

// src/open/race.ts
var RaceLost = class extends Error {
};
var MAX_ATTEMPTS = 4;
var RACE_BACKOFF_MS = 500;
async function retryRaces(branch, ports, attempt) {
  for (let count = 1; ; count++) {
    try {
      return await attempt(count);
    } catch (error) {
      if (!(error instanceof RaceLost)) throw error;
      if (count >= MAX_ATTEMPTS) {
        throw new Error(
          `Gave up after ${count} attempts: ${error.message}. Another run keeps updating ${branch}. Give the release workflow a concurrency group per resource (for example \`concurrency: release-<manifest>\`) so runs for one resource take turns, or rerun the job.`,
          { cause: error }
        );
      }
      const pause = Math.round(backoff(count, RACE_BACKOFF_MS, 4e3) * (0.5 + Math.random() / 2));
      ports.log.info(`${branch} changed meanwhile (${error.message}); reading it again in ${pause} ms.`);
      await ports.sleep(pause);
    }
  }
}

// src/open/write-branch.ts
async function writeBranch(settings, { repo, log }, at) {
  const { branch, baseHead, edits, title } = at;
  const message = commitMessage(settings, edits, title, baseHead.sha);
  const files = edits.filter((e) => e.bump.changed).map((e) => ({ path: e.target.manifest, content: e.bump.text }));
  const commitOn = (parents) => repo.commitFiles({ baseTree: baseHead.treeSha, files, message, parents });
  let head = at.knownHead;
  if (head === void 0) {
    const sha2 = await commitOn([baseHead.sha]);
    try {
      await repo.createBranch(branch, sha2);
      return sha2;
    } catch (error) {
      if (!(error instanceof RefConflictError)) throw error;
      head = await repo.refHead(branch);
      if (head === void 0) throw new RaceLost("the branch appeared and vanished");
    }
  }
  const current = await repo.commit(head);
  const proposal = matchProposal(trailerTargets(parseTrailers(current.message)), settings.targets);
  if (proposal) {
    refuseDowngrades(
      settings,
      proposal.map((p) => p.version),
      `branch ${branch} already proposes`
    );
    if (proposesAll(proposal, settings.targets)) return current.sha;
  }
  const merge = !current.parents.includes(baseHead.sha);
  const sha = await commitOn(merge ? [current.sha, baseHead.sha] : [current.sha]);
  try {
    await repo.fastForwardBranch(branch, sha);
    return sha;
  } catch (error) {
    if (error instanceof RefConflictError) throw new RaceLost(error.message);
    if (!(error instanceof RuleViolationError && merge)) throw error;
  }
  if (!proposal) {
    throw new Error(
      `A repository rule forbids merge commits on ${branch}, so open would have to replace its head, but ${current.sha.slice(0, 12)} is not a release commit open wrote. Move that change to a branch of its own (or close the PR and delete the branch), then rerun.`
    );
  }
  log.info(`A repository rule refuses merge commits on ${branch}; replacing its head with one commit on the base.`);
  const single = await commitOn([baseHead.sha]);
  try {
    await repo.replaceBranchHead(branch, { from: current.sha, to: single });
  } catch (error) {
    if (error instanceof RefConflictError) throw new RaceLost(error.message);
    throw error;
  }
  return single;
}
function commitMessage(settings, edits, title, base) {
  const record = recordOf(edits, {
    commit: void 0,
    base,
    sourceRepository: settings.source.repository,
    sourceSha: settings.source.sha,
    runUrl: settings.source.runUrl
  });
  const trailers = [renderTrailers(record), ...renderPromotionTrailers(settings.promotion)].join("\n");
  const [only] = edits;
  if (edits.length > 1 || !only) return renderSeveralCommitMessage(edits, title, trailers);
  return renderCommitMessage({
    title,
    resource: only.bump.located.resource,
    manifest: only.target.manifest,
    oldImage: only.bump.before,
    image: only.target.image,
    trailers
  });
}

// src/open/head-text.ts
function textOfReleaseCommit(commit, at) {
  const trailers = parseTrailers(commit.message);
  const title = commit.message.split("\n")[0];
  if (!title) return void 0;
  const rest = {
    commit: commit.sha,
    base: trailers.base,
    sourceRepository: trailers.source,
    sourceSha: trailers["source-sha"],
    runUrl: trailers.run
  };
  const promotion = promotionOf(trailers);
  if (trailers.targets) return severalText(title, trailers.targets, at, rest, promotion);
  const [place] = at.targets;
  if (!place || at.targets.length !== 1 || trailers.manifest !== place.manifest || trailers.image === void 0)
    return void 0;
  const oldImage = commit.message.split("\n")[3]?.trim();
  const newImage = parsed(trailers.image);
  if (!oldImage || !newImage) return void 0;
  return {
    title,
    body: renderPullRequestBody({
      ...place,
      oldImage,
      newImage,
      serverUrl: at.serverUrl,
      promotion,
      record: { image: trailers.image, version: trailers.version, manifest: place.manifest, ...rest }
    })
  };
}
function severalText(title, targets, at, rest, promotion) {
  if (targets.length !== at.targets.length) return void 0;
  const rows = [];
  for (const t of targets) {
    const place = at.targets.find((p) => p.manifest === t.manifest);
    const newImage = parsed(t.image);
    if (!place || !newImage || t.oldImage === void 0) return void 0;
    rows.push({ ...place, oldImage: t.oldImage, newImage, image: t.image });
  }
  const [first] = targets;
  if (!first) return void 0;
  const record = {
    image: first.image,
    version: first.version,
    manifest: first.manifest,
    targets,
    ...rest
  };
  return { title, body: renderReleaseBody(rows, record, at.serverUrl, promotion) };
}
function parsed(image) {
  try {
    return parseImageReference(image);
  } catch {
    return void 0;
  }
}

// src/open/publish.ts
var PULL_CREATE_TRIES = 6;
async function publish(settings, ports, at) {
  const { repo, log } = ports;
  const { branch, base, baseHead, edits, pr } = at;
  const title = settings.title ?? defaultTitleFor(edits);
  const commitSha = await writeBranch(settings, ports, { branch, baseHead, edits, title, knownHead: at.knownHead });
  const record = recordOf(edits, {
    commit: commitSha,
    base: baseHead.sha,
    sourceRepository: settings.source.repository,
    sourceSha: settings.source.sha,
    runUrl: settings.source.runUrl
  });
  const body = renderReleaseBody(rowsOf(edits), record, settings.source.serverUrl, settings.promotion);
  const written = await withBranchState(
    branch,
    commitSha,
    async () => pr ? repo.updatePullRequest(pr.number, { title, body }) : await openPullRequest(settings, ports, { branch, base, title, body }) ?? await ourLostPullRequest(repo, branch, base, commitSha)
  );
  if (!written) throw new RaceLost("a PR for the branch was opened meanwhile");
  await applyLabelsAndReviewers(settings, repo, written, !pr, log);
  await keepTextOnHead(ports, {
    branch,
    pr: written,
    commitSha,
    at: {
      targets: edits.map((e) => ({
        manifest: e.target.manifest,
        resource: e.bump.located.resource,
        line: e.bump.located.line
      })),
      serverUrl: settings.source.serverUrl
    }
  });
  return { pr: written, commitSha };
}
var TEXT_ROUNDS = 3;
async function keepTextOnHead({ repo, log }, {
  branch,
  pr,
  commitSha,
  at
}) {
  let described = commitSha;
  for (let round = 1; ; round++) {
    const head = await repo.refHead(branch);
    if (head === described) break;
    if (head === void 0 || round > TEXT_ROUNDS) throw new RaceLost("the branch moved after our update");
    const text = textOfReleaseCommit(await repo.commit(head), at);
    if (!text) throw new RaceLost(`the branch moved on to ${head.slice(0, 12)}, which is not a release commit`);
    log.info(
      `${branch} moved on to ${head.slice(0, 12)} while this run wrote PR #${pr.number}; writing the PR text for that head, from its commit.`
    );
    await repo.updatePullRequest(pr.number, text);
    described = head;
  }
  if (described !== commitSha) throw new RaceLost(`a newer release (${described.slice(0, 12)}) is on ${branch}`);
}
async function openPullRequest(settings, { repo, log, sleep }, input) {
  let draft = settings.draft;
  for (let tries = 1; ; tries++) {
    try {
      return await repo.createPullRequest({ ...input, draft });
    } catch (error) {
      if (error instanceof DraftsUnsupportedError && draft) {
        log.warning(
          `${repo.fullName} does not support draft pull requests (private repositories on GitHub Free and Pro); opening a ready-for-review PR instead. Set 'draft: false' to silence this.`
        );
        draft = false;
        continue;
      }
      if (!(error instanceof BranchNotVisibleError) || tries >= PULL_CREATE_TRIES) throw error;
      const pause = backoff(tries, 500, 8e3);
      log.info(`GitHub does not see ${input.branch} yet (${error.message}); asking again in ${pause} ms.`);
      await sleep(pause);
    }
  }
}
async function ourLostPullRequest(repo, branch, base, commitSha) {
  const found = await repo.findOpenPullRequest(branch, base);
  return found && parseRecordBlock(found.body)?.commit === commitSha ? found : void 0;
}
async function withBranchState(branch, commitSha, write) {
  try {
    return await write();
  } catch (error) {
    if (error instanceof RaceLost) throw error;
    throw new Error(
      `${messageOf(error)} Branch ${branch} already holds this release (${commitSha.slice(0, 12)}); nothing else was written, and a rerun after the fix opens or updates the PR from it.`,
      { cause: error }
    );
  }
}

// src/open/decide.ts
async function attemptOpen(settings, ports, branch, opts) {
  const { repo, log } = ports;
  const pr = await repo.findOpenPullRequest(branch, settings.base);
  const record = parseRecordBlock(pr?.body);
  const proposal = record && matchProposal(recordTargets(record), settings.targets);
  if (pr && proposal && record.commit === pr.headSha) {
    refuseDowngrades(
      settings,
      proposal.map((p) => p.version),
      `PR #${pr.number} already proposes`
    );
    if (proposesAll(proposal, settings.targets)) {
      if (!settings.dryRun) await applyLabels(settings, repo, pr, log);
      return unchanged(settings, branch, pr, `PR #${pr.number} already proposes this image.`, {
        commitSha: pr.headSha,
        targets: settings.targets.map((t, i) => ({
          manifest: t.manifest,
          resource: void 0,
          oldImage: proposal[i]?.oldImage,
          newImage: t.image
        }))
      });
    }
  }
  const base = settings.base ?? pr?.baseRef ?? await repo.defaultBranch();
  const baseHead = opts.baseHead?.branch === base ? opts.baseHead.head : await repo.branchHead(base);
  if (!baseHead)
    throw new InputError(`Base branch ${logValue(base)} does not exist in ${repo.fullName}. Check input 'base'.`);
  const edits = await readEdits(settings, ports, base, baseHead);
  const outcomes = edits.map(outcomeOf);
  if (!edits.some((e) => e.bump.changed)) {
    const reason = edits.length === 1 ? `${settings.manifest} at ${base} already pins ${settings.image}; nothing to release.` : `Every target at ${base} already pins its image; nothing to release.`;
    return unchanged(settings, branch, pr, reason, {
      oldImage: edits[0].bump.before,
      resource: edits[0].bump.located.resource,
      targets: outcomes
    });
  }
  refuseDowngrades(
    settings,
    edits.map((e) => versionOfImage(e.bump.before)),
    `${base} already runs`
  );
  const published = settings.dryRun ? void 0 : await publish(settings, ports, {
    branch,
    base,
    baseHead,
    edits,
    pr,
    knownHead: pr && (opts.trustPullHead ? pr.headSha : await repo.refHead(branch))
  });
  const shown = published?.pr ?? pr;
  return {
    result: pr ? "updated" : "created",
    reason: reasonOf(settings, branch, base, pr, published?.pr),
    branch,
    pr: shown && { number: shown.number, url: shown.url },
    commitSha: published?.commitSha,
    oldImage: edits[0].bump.before,
    resource: edits[0].bump.located.resource,
    diff: edits.filter((e) => e.bump.changed).map((e) => unifiedDiff(e.target.manifest, e.text, e.bump)).join("\n"),
    targets: outcomes
  };
}
async function readEdits(settings, { repo }, base, baseHead) {
  const texts = await Promise.all(settings.targets.map((t) => repo.readFile(t.manifest, baseHead.sha)));
  const edits = [];
  for (const [i, target] of settings.targets.entries()) {
    const text = texts[i];
    if (text === void 0) {
      throw new InputError(
        `Input 'manifest': ${logValue(target.manifest)} does not exist in ${repo.fullName} at ${base} (${baseHead.sha.slice(0, 12)}).` + (settings.targets.length > 1 ? " Nothing was written for any target." : "")
      );
    }
    edits.push({ target, text, bump: await bumpOrExplain(text, target, settings.targets.length > 1) });
  }
  return edits;
}
function outcomeOf(edit) {
  return {
    manifest: edit.target.manifest,
    resource: edit.bump.located.resource,
    oldImage: edit.bump.before,
    newImage: edit.target.image
  };
}
function reasonOf(settings, branch, base, pr, written) {
  if (!written)
    return pr ? `Dry run: would update PR #${pr.number}.` : `Dry run: would open a PR from ${branch} into ${base}.`;
  const what = settings.targets.length === 1 ? settings.image : `the images of ${settings.targets.length} targets`;
  return pr ? `Updated PR #${written.number} to ${what}.` : `Opened PR #${written.number}.`;
}
async function bumpOrExplain(text, target, several) {
  const { bumpImage } = await import("./bump-RE5I3M4H.js");
  try {
    return bumpImage(text, target.selector, target.image);
  } catch (error) {
    if (error instanceof ManifestError)
      throw new InputError(
        `Cannot edit ${target.manifest}: ${error.message}` + (several ? " Nothing was written for any target." : "")
      );
    throw error;
  }
}
function unchanged(settings, branch, pr, reason, extra) {
  return {
    result: "unchanged",
    reason,
    branch,
    pr: pr && { number: pr.number, url: pr.url },
    commitSha: extra.commitSha,
    oldImage: extra.oldImage ?? (pr ? void 0 : settings.image),
    resource: extra.resource,
    diff: void 0,
    targets: extra.targets
  };
}

// src/open/refusals.ts
var NEEDS = {
  findOpenPullRequest: ["pull-requests: read", "listing pull requests"],
  defaultBranch: ["contents: read", "reading the repository"],
  branchHead: ["contents: read", "reading a branch"],
  refHead: ["contents: read", "reading a branch"],
  readFile: ["contents: read", "reading the manifest"],
  commit: ["contents: read", "reading a commit"],
  commitFiles: ["contents: write", "writing the commit"],
  createBranch: ["contents: write", "creating the release branch"],
  fastForwardBranch: ["contents: write", "updating the release branch"],
  replaceBranchHead: ["contents: write", "updating the release branch"],
  createPullRequest: ["pull-requests: write", "opening the PR"],
  updatePullRequest: ["pull-requests: write", "updating the PR"],
  addLabels: ["pull-requests: write", "labelling the PR"],
  requestReviewers: ["pull-requests: write", "requesting reviewers"]
};
function explainRefusals(repo) {
  const wrapped = { ...repo };
  for (const call of Object.keys(NEEDS)) {
    const original = repo[call];
    wrapped[call] = async (...args) => {
      try {
        return await original(...args);
      } catch (error) {
        throw explain(error, call, repo.fullName) ?? error;
      }
    };
  }
  return wrapped;
}
function explain(error, call, fullName) {
  if (error instanceof RuleViolationError)
    return new RuleViolationError(error.branch, error.rules, ruleSentence(error, fullName));
  const status = statusOf(error);
  const message = githubMessage(error);
  if (status === 403 && /not permitted to create or approve pull requests/i.test(message)) {
    return new Error(
      `GitHub refused to open the PR: "Allow GitHub Actions to create and approve pull requests" is off for ${fullName} (Settings \u2192 Actions \u2192 General \u2192 Workflow permissions; an organisation can switch it off for all its repositories). Turn it on, or give 'token' a GitHub App token, which this setting does not restrict.`,
      { cause: error }
    );
  }
  if (status === 403 && /not accessible by integration/i.test(message)) {
    return new Error(
      `GitHub refused ${NEEDS[call][1]} in ${fullName} (403 Resource not accessible by integration): the token needs '${NEEDS[call][0]}'. With GITHUB_TOKEN, add it to the job's 'permissions:'; with a GitHub App, grant it in the App's settings, accept the new permission on the installation, and make sure the App is installed on ${fullName}.`,
      { cause: error }
    );
  }
  if (status === 404 && (call === "findOpenPullRequest" || call === "defaultBranch")) {
    return new Error(
      `GitHub answers 404 for ${fullName}: it does not exist, or the token cannot see it. Check 'config-repo'; a GitHub App must be installed on ${fullName} (and its token minted for it), and GITHUB_TOKEN only reaches the repository the workflow runs in.`,
      { cause: error }
    );
  }
  return void 0;
}
function ruleSentence(error, fullName) {
  const rules = error.rules.map((r) => logValue(r)).join(", ") || "a rule GitHub did not name";
  const text = error.rules.join(" ");
  const fix = /creations being restricted/i.test(text) ? "let the token's identity (the App, or GitHub Actions) bypass that ruleset, or leave the release branch prefix out of its target branches" : /force.push/i.test(text) ? "leave the release branch prefix out of the ruleset that blocks force pushes: where merge commits are not allowed, open replaces the branch head (only while it is still the head it read)" : "leave the release branch prefix out of that ruleset's target branches, or let the token's identity bypass it";
  return `A repository rule on ${fullName} refused the write to ${error.branch} (${rules}): ${fix}; the rules are listed under Settings \u2192 Rules \u2192 Rulesets.`;
}

// src/open/run.ts
async function runOpen(settings, ports, known = {}) {
  const repo = explainRefusals(ports.repo);
  const branch = await targetBranch(settings, repo);
  return retryRaces(
    branch,
    ports,
    (count) => attemptOpen(settings, { ...ports, repo }, branch, {
      trustPullHead: count === 1,
      baseHead: count === 1 ? known.baseHead : void 0
    })
  );
}
async function targetBranch(settings, repo) {
  const { branchPrefix, targets, base } = settings;
  const other = base !== void 0 && base !== await repo.defaultBranch() ? base : void 0;
  return releaseBranchForTargets(branchPrefix, targets, other);
}

// src/open/outputs.ts
function openOutputs(settings, result) {
  const several = settings.targets.length > 1;
  return {
    result: result.result,
    "pr-number": result.pr ? String(result.pr.number) : "",
    "pr-url": result.pr?.url ?? "",
    branch: result.branch,
    "commit-sha": result.commitSha ?? "",
    "old-image": several ? result.targets.map((t) => t.oldImage ?? "").join("\n") : result.oldImage ?? "",
    "new-image": settings.targets.map((t) => t.image).join("\n"),
    targets: JSON.stringify(
      result.targets.map((t) => ({
        manifest: t.manifest,
        resource: t.resource ? resourceLabel(t.resource, { withGroup: true }) : null,
        "old-image": t.oldImage ?? null,
        "new-image": t.newImage
      }))
    )
  };
}

// src/open/summary.ts
function renderOpenSummary(summary, settings, result) {
  const command = settings.promotion ? "promote" : "open";
  const heading = `gitops-release ${command}${settings.dryRun ? " (dry run)" : ""}: ${result.result}`;
  summary.addHeading(heading, 3).addRaw(mdText(result.reason), true);
  if (settings.targets.length > 1) severalTargets(summary, settings, result);
  else oneTarget(summary, settings, result);
  if (result.pr) summary.addLink(`PR #${result.pr.number}`, result.pr.url).addBreak();
  if (result.diff) summary.addRaw(htmlPre(result.diff, "diff"), true);
  return summary;
}
function oneTarget(summary, settings, result) {
  const rows = [
    ["Config repo", `${settings.configRepo.owner}/${settings.configRepo.repo}`],
    ["Manifest", settings.manifest],
    ["Resource", result.resource ? resourceLabel(result.resource) : ""],
    ["Branch", result.branch],
    ["Old image", result.oldImage ?? ""],
    ["New image", settings.image],
    ...promotionRows(settings.promotion)
  ];
  summary.addTable([
    [
      { data: "Field", header: true },
      { data: "Value", header: true }
    ],
    ...rows.map(([k, v]) => [k, v ? mdCode(v) : ""])
  ]);
}
function severalTargets(summary, settings, result) {
  const code = (v) => v ? mdCode(v) : "";
  const promotion = promotionRows(settings.promotion).map(([k, v]) => ` ${k} ${mdCode(v)}.`);
  summary.addRaw(
    `Config repo ${mdCode(`${settings.configRepo.owner}/${settings.configRepo.repo}`)}, branch ${mdCode(result.branch)}.${promotion.join("")}`,
    true
  ).addTable([
    ["Manifest", "Resource", "Old image", "New image"].map((data) => ({ data, header: true })),
    ...result.targets.map((t) => [
      code(t.manifest),
      code(t.resource ? resourceLabel(t.resource) : void 0),
      code(t.oldImage),
      code(t.newImage)
    ])
  ]);
}
function promotionRows(promotion) {
  if (promotion === void 0) return [];
  const e = promotion.evidence;
  return [
    ["Promoted from", promotion.fromManifest],
    ...e ? [["Verified in", `${e.environment}: Deployment ${e.deploymentId} of ${e.revision}`]] : []
  ];
}

// src/open/job.ts
async function openRelease(settings, deps, headStart) {
  const repo = connectConfigRepo(settings, deps, headStart);
  const what = settings.targets.length === 1 ? settings.image : `${settings.targets.length} targets`;
  const result = await group(
    `Release ${what} into ${repo.fullName}`,
    () => runOpen(settings, { repo, log: actionLog, sleep: realSleep })
  );
  await finishRelease(settings, result, repo);
  return result;
}
async function finishRelease(settings, result, repo) {
  report(settings, result);
  const merge = await enableAutoMerge(
    { method: settings.autoMerge, dryRun: settings.dryRun, workflowToken: settings.workflowToken },
    result,
    { repo, log: actionLog }
  );
  setOutputs({ "auto-merge": merge.outcome });
  if (settings.showSummary) {
    const summary = renderOpenSummary(await jobSummary(), settings, result);
    await writeJobSummary(settings.autoMerge === void 0 ? summary : withAutoMerge(summary, merge));
  }
}
function withAutoMerge(summary, merge) {
  return summary.addRaw(`Auto-merge: ${merge.outcome}. ${mdText(merge.reason)}`, true);
}
function report(settings, result) {
  info(result.reason);
  if (result.diff) info(result.diff);
  if (result.pr) info(`PR: ${result.pr.url}`);
  if (settings.dryRun)
    notice(`Dry run: nothing was written to ${settings.configRepo.owner}/${settings.configRepo.repo}.`);
  setOutputs(openOutputs(settings, result));
}

export {
  versionFromTag,
  makeTarget,
  defaultTitle,
  runOpen,
  openRelease,
  finishRelease
};
//# sourceMappingURL=chunk-KJYPSBFI.js.map
