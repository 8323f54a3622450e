import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  readSelector
} from "./chunk-K3WKZVFW.js";
import {
  BranchNotVisibleError,
  DraftsUnsupportedError,
  RefConflictError,
  RuleViolationError,
  actionLog,
  connectConfigRepo,
  debugSettings,
  htmlPre,
  logValue,
  mdCode,
  mdLink,
  mdText,
  oneLine,
  readGitHubSettings,
  readRunSource,
  setOutputs,
  writeJobSummary
} from "./chunk-KX3HQGKM.js";
import "./chunk-TDPKXNB6.js";
import {
  ManifestError,
  bumpImage,
  resourceLabel
} from "./chunk-SJKVE6Q2.js";
import {
  SettingsReader,
  digestOf,
  parseImageInput,
  parseImageReference,
  parseManifestPath,
  require_semver,
  shortDigest,
  unicodeEscape,
  versionFromTag
} from "./chunk-4GQ23JES.js";
import {
  group,
  info,
  inputSource,
  jobSummary,
  notice
} from "./chunk-5SOYNYOH.js";
import {
  OPEN
} from "./chunk-2PS4EHBV.js";
import {
  githubMessage,
  statusOf
} from "./chunk-KV6H5MLO.js";
import "./chunk-5TTI6WLH.js";
import {
  backoff,
  realSleep
} from "./chunk-YKJKAG3S.js";
import {
  InputError,
  messageOf
} from "./chunk-LV3F5KSS.js";
import {
  __toESM
} from "./chunk-ZF2THGNK.js";

// src/open/branch.ts
function releaseBranchName(prefix, manifestPath, resourceName, base) {
  const withoutExtension = manifestPath.replace(/\.ya?ml$/i, "");
  const parts = [withoutExtension, ...resourceName ? [resourceName] : []];
  const path = parts.join("/").split("/").map(sanitizeRefComponent).join("/");
  const branch = prefix + path + (base === void 0 ? "" : `@${base}`);
  assertValidBranchName(branch, base === void 0 ? "branch-prefix" : "base");
  return branch;
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
      `Refusing to replace version ${existing} with older ${settings.version}: ${where} ${existing}. Set 'allow-downgrade: true' to roll back on purpose.`
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

// src/open/record.ts
var BLOCK = /<!-- gitops-release:record (\{.*?\}) -->/s;
function renderRecordBlock(record) {
  const json = JSON.stringify(record).replace(/[<>]/g, unicodeEscape);
  return `<!-- gitops-release:record ${json} -->`;
}
function parseRecordBlock(body) {
  const match = body ? BLOCK.exec(body) : null;
  if (!match) return void 0;
  try {
    const value = JSON.parse(match[1]);
    const str = (k) => typeof value[k] === "string" ? value[k] : void 0;
    const image = str("image");
    const manifest = str("manifest");
    if (image === void 0 || manifest === void 0) return void 0;
    return {
      image,
      manifest,
      version: str("version"),
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
var TRAILER = /^Gitops-Release-(Image|Version|Manifest|Base|Source|Source-Sha|Run): (.+)$/gm;
function renderTrailers(record) {
  const optional = [
    ["Version", record.version],
    ["Base", record.base],
    ["Source", record.sourceRepository],
    ["Source-Sha", record.sourceSha],
    ["Run", record.runUrl]
  ];
  const lines = [`Gitops-Release-Image: ${record.image}`, `Gitops-Release-Manifest: ${record.manifest}`];
  for (const [key, value] of optional) if (value !== void 0) lines.push(`Gitops-Release-${key}: ${oneLine(value)}`);
  return lines.join("\n");
}
function parseTrailers(message) {
  const found = {};
  for (const [, key, value] of message.matchAll(TRAILER)) found[key.toLowerCase()] = value;
  return found;
}

// src/open/pr-body.ts
function defaultTitle(resource, image, version) {
  const what = version ?? image.tag ?? shortDigest(image.digest ?? "");
  return `Release ${resource.name ?? image.repository} ${what}`;
}
function renderPullRequestBody(d) {
  const { record } = d;
  const oldDigest = digestOf(d.oldImage);
  const source = record.sourceRepository ? [
    `- **Source:** ${mdLink(record.sourceRepository, `${d.serverUrl}/${record.sourceRepository}`)}` + (record.sourceSha ? ` at ${mdLink(record.sourceSha.slice(0, 12), `${d.serverUrl}/${record.sourceRepository}/commit/${record.sourceSha}`)}` : ""),
    ...record.runUrl ? [`- **Built by:** ${mdLink("workflow run", record.runUrl)}`] : []
  ] : ["- **Source:** not recorded (run outside GitHub Actions)"];
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
    "- Not checked: that the image passed its tests, or was built by the authorised CI. A valid digest proves neither; look at the source run before approving.",
    "- Merging deploys: Argo CD syncs the change and the operator rolls it out.",
    "",
    "<sub>Opened by gitops-release. A newer release of this resource updates this PR.</sub>",
    "",
    renderRecordBlock(record)
  ].join("\n");
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
  const { branch, baseHead, bump, title } = at;
  const message = renderCommitMessage({
    title,
    resource: bump.located.resource,
    manifest: settings.manifest,
    oldImage: bump.before,
    image: settings.image,
    trailers: renderTrailers({
      image: settings.image,
      version: settings.version,
      manifest: settings.manifest,
      base: baseHead.sha,
      sourceRepository: settings.source.repository,
      sourceSha: settings.source.sha,
      runUrl: settings.source.runUrl
    })
  });
  const commitOn = (parents) => repo.commitFile({ baseTree: baseHead.treeSha, path: settings.manifest, content: bump.text, message, parents });
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
  const trailers = parseTrailers(current.message);
  refuseDowngrade(settings, trailers.version, `branch ${branch} already proposes`);
  if (trailers.image === settings.image && trailers.manifest === settings.manifest) return current.sha;
  const merge = !current.parents.includes(baseHead.sha);
  const sha = await commitOn(merge ? [current.sha, baseHead.sha] : [current.sha]);
  try {
    await repo.fastForwardBranch(branch, sha);
    return sha;
  } catch (error) {
    if (error instanceof RefConflictError) throw new RaceLost(error.message);
    if (!(error instanceof RuleViolationError && merge)) throw error;
  }
  if (trailers.manifest !== settings.manifest) {
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

// src/open/head-text.ts
function textOfReleaseCommit(commit, at) {
  const trailers = parseTrailers(commit.message);
  if (trailers.manifest !== at.manifest || trailers.image === void 0) return void 0;
  const lines = commit.message.split("\n");
  const oldImage = lines[3]?.trim();
  let newImage;
  try {
    newImage = parseImageReference(trailers.image);
  } catch {
    return void 0;
  }
  if (!lines[0] || !oldImage) return void 0;
  const source = trailers.source;
  return {
    title: lines[0],
    body: renderPullRequestBody({
      resource: at.resource,
      manifest: at.manifest,
      line: at.line,
      oldImage,
      newImage,
      serverUrl: at.serverUrl,
      record: {
        image: trailers.image,
        version: trailers.version,
        manifest: at.manifest,
        commit: commit.sha,
        base: trailers.base,
        sourceRepository: source,
        sourceSha: trailers["source-sha"],
        runUrl: trailers.run
      }
    })
  };
}

// src/open/publish.ts
var PULL_CREATE_TRIES = 6;
async function publish(settings, ports, at) {
  const { repo, log } = ports;
  const { branch, base, baseHead, bump, pr } = at;
  const title = settings.title ?? defaultTitle(bump.located.resource, settings.imageRef, settings.version);
  const commitSha = await writeBranch(settings, ports, { branch, baseHead, bump, title, knownHead: at.knownHead });
  const record = {
    image: settings.image,
    version: settings.version,
    manifest: settings.manifest,
    commit: commitSha,
    base: baseHead.sha,
    sourceRepository: settings.source.repository,
    sourceSha: settings.source.sha,
    runUrl: settings.source.runUrl
  };
  const body = renderPullRequestBody({
    resource: bump.located.resource,
    manifest: settings.manifest,
    line: bump.located.line,
    oldImage: bump.before,
    newImage: settings.imageRef,
    record,
    serverUrl: settings.source.serverUrl
  });
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
      manifest: settings.manifest,
      resource: bump.located.resource,
      line: bump.located.line,
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
  const proposed = parseRecordBlock(pr?.body);
  if (pr && proposed && proposed.commit === pr.headSha && proposed.manifest === settings.manifest) {
    refuseDowngrade(settings, proposed.version, `PR #${pr.number} already proposes`);
    if (proposed.image === settings.image) {
      if (!settings.dryRun) await applyLabels(settings, repo, pr, log);
      return unchanged(settings, branch, pr, `PR #${pr.number} already proposes this image.`, { commitSha: pr.headSha });
    }
  }
  const base = settings.base ?? pr?.baseRef ?? await repo.defaultBranch();
  const baseHead = await repo.branchHead(base);
  if (!baseHead)
    throw new InputError(`Base branch ${logValue(base)} does not exist in ${repo.fullName}. Check input 'base'.`);
  const text = await repo.readFile(settings.manifest, baseHead.sha);
  if (text === void 0) {
    throw new InputError(
      `Input 'manifest': ${logValue(settings.manifest)} does not exist in ${repo.fullName} at ${base} (${baseHead.sha.slice(0, 12)}).`
    );
  }
  const bump = bumpOrExplain(text, settings);
  if (!bump.changed) {
    return unchanged(
      settings,
      branch,
      pr,
      `${settings.manifest} at ${base} already pins ${settings.image}; nothing to release.`,
      {
        oldImage: bump.before,
        resource: bump.located.resource
      }
    );
  }
  refuseDowngrade(settings, versionOfImage(bump.before), `${base} already runs`);
  const published = settings.dryRun ? void 0 : await publish(settings, ports, {
    branch,
    base,
    baseHead,
    bump,
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
    oldImage: bump.before,
    resource: bump.located.resource,
    diff: unifiedDiff(settings.manifest, text, bump)
  };
}
function reasonOf(settings, branch, base, pr, written) {
  if (!written)
    return pr ? `Dry run: would update PR #${pr.number}.` : `Dry run: would open a PR from ${branch} into ${base}.`;
  return pr ? `Updated PR #${written.number} to ${settings.image}.` : `Opened PR #${written.number}.`;
}
function bumpOrExplain(text, settings) {
  try {
    return bumpImage(text, settings.selector, settings.image);
  } catch (error) {
    if (error instanceof ManifestError) throw new InputError(`Cannot edit ${settings.manifest}: ${error.message}`);
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
    diff: void 0
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
  commitFile: ["contents: write", "writing the commit"],
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
async function runOpen(settings, ports) {
  const repo = explainRefusals(ports.repo);
  const branch = await targetBranch(settings, repo);
  return retryRaces(
    branch,
    ports,
    (count) => attemptOpen(settings, { ...ports, repo }, branch, { trustPullHead: count === 1 })
  );
}
async function targetBranch(settings, repo) {
  const { branchPrefix, manifest, selector, base } = settings;
  const other = base !== void 0 && base !== await repo.defaultBranch() ? base : void 0;
  return releaseBranchName(branchPrefix, manifest, selector.name, other);
}

// src/open/settings.ts
var import_semver2 = __toESM(require_semver(), 1);
function readOpenSettings(env = process.env) {
  const github = readGitHubSettings(env);
  const settings = new SettingsReader(OPEN, inputSource(env));
  const manifest = parseManifestPath(
    settings.required("manifest", "the path of the manifest in the config repo"),
    settings.label("manifest")
  );
  const image = settings.required("image", "the image to pin, as registry/path[:tag]@sha256:<64 hex digits>");
  const imageRef = parseImageInput(image, settings.label("image"));
  const branchPrefix = settings.string("branch-prefix");
  assertValidBranchName(`${branchPrefix}x`, "branch-prefix");
  const base = settings.optional("base");
  if (base !== void 0) assertValidBranchName(base, "base");
  return {
    ...github,
    manifest,
    selector: readSelector(settings),
    image,
    imageRef,
    base,
    branchPrefix,
    version: readVersion(settings, imageRef),
    allowDowngrade: settings.boolean("allow-downgrade"),
    labels: settings.list("labels"),
    reviewers: settings.list("reviewers"),
    teamReviewers: settings.list("team-reviewers"),
    draft: settings.boolean("draft"),
    title: settings.optional("title"),
    dryRun: settings.boolean("dry-run"),
    source: readRunSource(env)
  };
}
function readVersion(settings, imageRef) {
  const explicit = settings.optional("version");
  if (explicit !== void 0) {
    const parsed = import_semver2.default.valid(explicit);
    if (!parsed)
      throw new InputError(
        `${settings.label("version")} must be a semantic version such as 1.4.2, got ${JSON.stringify(explicit)}.`
      );
    return parsed;
  }
  return versionFromTag(imageRef.tag);
}

// src/open/summary.ts
function renderOpenSummary(summary, settings, result) {
  const heading = settings.dryRun ? `gitops-release open (dry run): ${result.result}` : `gitops-release open: ${result.result}`;
  summary.addHeading(heading, 3).addRaw(mdText(result.reason), true);
  const rows = [
    ["Config repo", `${settings.configRepo.owner}/${settings.configRepo.repo}`],
    ["Manifest", settings.manifest],
    ["Resource", result.resource ? resourceLabel(result.resource) : ""],
    ["Branch", result.branch],
    ["Old image", result.oldImage ?? ""],
    ["New image", settings.image]
  ];
  summary.addTable([
    [
      { data: "Field", header: true },
      { data: "Value", header: true }
    ],
    ...rows.map(([k, v]) => [k, v ? mdCode(v) : ""])
  ]);
  if (result.pr) summary.addLink(`PR #${result.pr.number}`, result.pr.url).addBreak();
  if (result.diff) summary.addRaw(htmlPre(result.diff, "diff"), true);
  return summary;
}

// src/open/action.ts
async function runAction(deps = {}) {
  const settings = readOpenSettings(process.env);
  debugSettings("open", settings);
  const repo = connectConfigRepo(settings, deps);
  const result = await group(
    `Release ${settings.image} into ${repo.fullName}`,
    () => runOpen(settings, { repo, log: actionLog, sleep: realSleep })
  );
  report(settings, result);
  if (settings.showSummary) await writeJobSummary(renderOpenSummary(await jobSummary(), settings, result));
  return result;
}
function report(settings, result) {
  info(result.reason);
  if (result.diff) info(result.diff);
  if (result.pr) info(`PR: ${result.pr.url}`);
  if (settings.dryRun)
    notice(`Dry run: nothing was written to ${settings.configRepo.owner}/${settings.configRepo.repo}.`);
  setOutputs({
    result: result.result,
    "pr-number": result.pr ? String(result.pr.number) : "",
    "pr-url": result.pr?.url ?? "",
    branch: result.branch,
    "commit-sha": result.commitSha ?? "",
    "old-image": result.oldImage ?? "",
    "new-image": settings.image
  });
}
export {
  runAction
};
//# sourceMappingURL=action-ZA7OAGA5.js.map
