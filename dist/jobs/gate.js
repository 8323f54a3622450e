import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  actionLog,
  connectConfigRepo,
  error,
  group,
  info,
  jobSummary,
  setOutputs,
  setSecret,
  writeJobSummary
} from "../chunks/chunk-EX744FXL.js";
import "../chunks/chunk-SB3CFYJD.js";
import {
  githubMessage,
  statusOf
} from "../chunks/chunk-YTNNEONG.js";
import "../chunks/chunk-5I2F5V2N.js";
import "../chunks/chunk-QNQ3G6RB.js";
import {
  mdCode,
  mdLink,
  mdText
} from "../chunks/chunk-CYFOBWU3.js";
import {
  releaseStep,
  renderReleaseText,
  renderVerdictText
} from "../chunks/chunk-RXFCBVXV.js";
import {
  asciiOnly,
  fileReason,
  prReason,
  verdictJson
} from "../chunks/chunk-ETICC4UO.js";
import {
  isCommitSha
} from "../chunks/chunk-TDPKXNB6.js";
import "../chunks/chunk-YKJKAG3S.js";
import {
  resourceLabel
} from "../chunks/chunk-H4ECVHA2.js";
import {
  describeError,
  messageOf
} from "../chunks/chunk-JT2VRZOZ.js";
import "../chunks/chunk-AESMGRGR.js";
import "../chunks/chunk-ZF2THGNK.js";

// src/gate/github-source.ts
import { createHash } from "node:crypto";
var COMPARE_FILE_CAP = 300;
var MAX_PROVABLE_FILES = COMPARE_FILE_CAP - 1;
var STATUS = {
  added: "added",
  removed: "removed",
  modified: "modified",
  renamed: "renamed",
  copied: "copied",
  changed: "type-changed"
};
function githubCompareSource(repo, base, head) {
  const blobs = /* @__PURE__ */ new Map();
  return {
    async list() {
      const comparison = await repo.compare(base, head);
      const mergeBase = comparison.mergeBase;
      const listed = comparison.files ?? [];
      const reasons = [];
      if (comparison.files === void 0 && comparison.status !== "identical") {
        reasons.push(
          prReason(
            "incomplete-listing",
            "GitHub answered the comparison without its list of files; nothing can be checked."
          )
        );
      }
      if (listed.length >= COMPARE_FILE_CAP) {
        reasons.push(
          prReason(
            "incomplete-listing",
            `GitHub lists at most ${COMPARE_FILE_CAP} files in a comparison and listed ${listed.length}; the rest cannot be checked.`
          )
        );
      }
      const [baseTree, headTree] = await Promise.all([readTree(repo, mergeBase, listed), readTree(repo, head, listed)]);
      const files = listed.map((f) => {
        const [b, h] = [baseTree.get(f.previousPath ?? f.path), headTree.get(f.path)];
        const file = {
          path: f.path,
          previousPath: f.previousPath,
          status: STATUS[f.status] ?? "unknown",
          baseMode: b?.mode,
          headMode: h?.mode,
          baseSize: b?.size,
          headSize: h?.size,
          hiddenDiff: f.changes > 0 && !f.hasPatch
        };
        if (b && h) blobs.set(file, { base: b.sha, head: h.sha });
        const problem = listingProblem(f, file, h);
        if (problem) reasons.push(problem);
        return file;
      });
      return { base: mergeBase, head, files, reasons };
    },
    async read(file) {
      const pair = blobs.get(file);
      if (!pair)
        throw new Error(
          "it is missing from the base or head tree (GitHub's comparison and trees disagree); rerun the gate, or review the PR by hand"
        );
      const [b, h] = await Promise.all([readBlob(repo, pair.base), readBlob(repo, pair.head)]);
      return { base: b, head: h };
    }
  };
}
function listingProblem(f, file, headEntry) {
  if (file.status !== "modified" || !headEntry || f.sha === null || f.sha === headEntry.sha) return void 0;
  return fileReason(
    "incomplete-listing",
    file.path,
    1,
    `GitHub listed blob ${f.sha} for ${JSON.stringify(file.path)} but the head tree has ${headEntry.sha}.`
  );
}
async function readTree(repo, commit, files) {
  const { entries, truncated } = await repo.tree(commit, true);
  if (!truncated) return toTree(entries, "");
  const wanted = new Set(files.flatMap((f) => [f.path, ...f.previousPath ? [f.previousPath] : []]));
  const dirs = /* @__PURE__ */ new Map();
  const listDir = (dir) => {
    let listing = dirs.get(dir);
    if (!listing) {
      listing = (async () => {
        if (dir === "") return listDirectory(repo, commit, "");
        const entry = (await listDir(parentOf(dir)))?.get(dir);
        return entry?.type === "tree" ? listDirectory(repo, entry.sha, `${dir}/`) : void 0;
      })();
      dirs.set(dir, listing);
    }
    return listing;
  };
  const tree = /* @__PURE__ */ new Map();
  await Promise.all(
    [...wanted].map(async (path) => {
      const entry = (await listDir(parentOf(path)))?.get(path);
      if (entry) tree.set(path, entry);
    })
  );
  return tree;
}
function parentOf(path) {
  return path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "";
}
async function listDirectory(repo, treeSha, prefix) {
  const { entries, truncated } = await repo.tree(treeSha, false);
  if (truncated) throw new Error(`GitHub truncated the listing of directory ${JSON.stringify(prefix)}`);
  return toTree(entries, prefix);
}
function toTree(entries, prefix) {
  return new Map(entries.map((e) => [prefix + e.path, e]));
}
async function readBlob(repo, sha) {
  const bytes = await repo.blob(sha);
  if (gitBlobSha(bytes, sha.length === 64 ? "sha256" : "sha1") !== sha)
    throw new Error(`blob ${sha} does not hash to its SHA`);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
}
function gitBlobSha(bytes, algorithm = "sha1") {
  return createHash(algorithm).update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}

// src/gate/report/forgeable.ts
var ACTIONS_APP_SLUG = "github-actions";
var FORGEABLE = `This check run belongs to the GitHub Actions app, because the gate posted it with the workflow's GITHUB_TOKEN: any workflow with checks: write, including one a pull request adds, can post a passing check run of the same name. To make the check unforgeable, give the gate the app-id and app-private-key inputs of a GitHub App (checks: write), and require the check from that App: in a ruleset's "Require status checks to pass", add the check with the App as its source; in classic branch protection, pick the App as the expected source of the required check.`;

// src/gate/report/check-run.ts
var ANNOTATIONS_PER_REQUEST = 50;
var MAX_SUMMARY = 65535;
function annotationsOf(reasons) {
  return reasons.filter((r) => r.file !== void 0).map((r) => ({
    path: r.file,
    start_line: r.line ?? 1,
    end_line: r.line ?? 1,
    annotation_level: "failure",
    title: r.code,
    message: r.message
  }));
}
async function postCheckRun(repo, report) {
  const annotations = annotationsOf(report.reasons);
  let text;
  const output = (batch) => ({
    ...text === void 0 ? {} : { text },
    title: report.title,
    summary: report.summary.length > MAX_SUMMARY ? `${report.summary.slice(0, MAX_SUMMARY - 20)}

(truncated)` : report.summary,
    annotations: batch
  });
  try {
    const run = await repo.createCheckRun({
      name: report.name,
      headSha: report.headSha,
      conclusion: report.conclusion,
      output: output(annotations.slice(0, ANNOTATIONS_PER_REQUEST))
    });
    const forgeable = run.app?.slug === ACTIONS_APP_SLUG;
    if (forgeable) text = FORGEABLE;
    for (let i = ANNOTATIONS_PER_REQUEST; i < annotations.length; i += ANNOTATIONS_PER_REQUEST) {
      await repo.updateCheckRun(run.id, output(annotations.slice(i, i + ANNOTATIONS_PER_REQUEST)));
    }
    if (forgeable && annotations.length <= ANNOTATIONS_PER_REQUEST) await repo.updateCheckRun(run.id, output([]));
    return { status: "posted", url: run.url, forgeable };
  } catch (error2) {
    return { status: "refused", why: refusal("create the check run", error2, "checks: write") };
  }
}
function refusal(what, error2, permission) {
  const status = statusOf(error2);
  const message = githubMessage(error2) || messageOf(error2);
  const hint = status === 403 || status === 404 ? ` The token cannot write here: pull_request runs from forks get a read-only token. Run the gate on pull_request_target, or grant '${permission}'.` : "";
  return `Could not ${what}: ${status ?? "error"} ${message}.${hint}`;
}

// src/gate/ports.ts
var STICKY_KEY = "gate";
function githubPorts(repo, log) {
  return {
    log,
    changes: (base, head) => githubCompareSource(repo, base, head),
    pullRequest: (number) => repo.pullRequest(number),
    postCheckRun: (report) => postCheckRun(repo, report),
    async upsertComment(number, body) {
      try {
        const comment = await repo.upsertStickyComment(number, STICKY_KEY, body);
        return { status: "posted", url: comment.url };
      } catch (error2) {
        if (statusOf(error2) === void 0) throw error2;
        return { status: "refused", why: refusal("comment on the PR", error2, "pull-requests: write") };
      }
    }
  };
}

// src/gate/report/promotion.ts
function renderPromotion(lines) {
  if (lines.length === 0) return [];
  const rows = lines.map((l) => {
    const image = `${mdCode(l.file)} line ${l.line}: ${mdCode(l.image)}`;
    const from = mdCode(l.environment);
    const r = l.result;
    if (r.ok === "skipped") return `| ${image} | ${from} | \u26AA not checked | ${mdText(r.message)} |`;
    if (!r.ok) return `| ${image} | ${from} | \u274C ${mdCode(r.code)} | ${mdText(r.message)} |`;
    const e = r.evidence;
    const link = /^https:\/\/\S+$/.test(e.url) ? `, ${linkTo(e.url)}` : "";
    return `| ${image} | ${from} | \u2705 verified | Deployment ${mdCode(String(e.deploymentId))} of revision ${mdCode(e.revision.slice(0, 7))}, success at ${mdCode(e.verifiedAt)}${link} |`;
  });
  return [
    "",
    "#### Promotion",
    "",
    "| Image | Promoted from | Evidence | Deployment / reason |",
    "|---|---|---|---|",
    ...rows
  ];
}
function linkTo(url) {
  try {
    return mdLink("log", url);
  } catch {
    return mdCode(url);
  }
}

// src/gate/report/provenance.ts
var RUN_URL = /^https:\/\/[^\s/]+\/[^\s/]+\/[^\s/]+\/actions\/runs\/\d+(?:\/attempts\/\d+)?$/;
function renderProvenance(lines, policyFile) {
  if (lines.length === 0) return [];
  const rows = lines.map((l) => {
    const image = `${mdCode(l.file)} line ${l.line}: ${mdCode(l.image)}`;
    const r = l.result;
    if (r.ok === "skipped") return `| ${image} | \u26AA not checked | ${mdText(r.message)} |`;
    if (!r.ok) return `| ${image} | \u274C ${mdCode(r.code)} | ${mdText(r.message)} |`;
    const e = r.evidence;
    const run = RUN_URL.test(e.runUrl) ? mdLink("run", e.runUrl) : mdCode(e.runUrl || "unknown run");
    const caller = e.buildConfig ? `, called from ${mdCode(e.buildConfig)}` : "";
    return `| ${image} | \u2705 verified | ${mdCode(e.signerWorkflow)}${caller}; ref ${mdCode(e.ref)}, commit ${mdCode(e.commit)} of ${mdCode(e.repository)}, ${run} |`;
  });
  return [
    "",
    `#### Provenance (policy ${mdCode(policyFile)})`,
    "",
    "| Image | Provenance | Built by / reason |",
    "|---|---|---|",
    ...rows
  ];
}

// src/gate/report/markdown.ts
var MAX_ROWS = 150;
var ICON = { accept: "\u2705", reject: "\u274C", neutral: "\u26AA" };
function renderVerdictMarkdown(c) {
  const lines = [`### ${ICON[c.verdict]} gitops-release gate: ${c.verdict}`, ""];
  if (c.outOfScope !== void 0) {
    lines.push(`Not a release PR (${mdText(c.outOfScope)}): it needs normal review. The gate did not judge it.`);
  } else if (c.gate) {
    const g = c.gate;
    lines.push(
      `Checked ${g.files.length} file(s) from ${mdCode(g.base.slice(0, 12))} (merge base) to ${mdCode(g.head.slice(0, 12))}: ${g.changes.length} image change(s), ${c.reasons.length} reason(s) to refuse.`,
      "",
      ...table(g),
      ...renderProvenance(c.provenance ?? [], c.policyFile ?? ""),
      ...renderPromotion(c.promotion ?? [])
    );
  }
  const prWide = c.reasons.filter((r) => r.file === void 0);
  if (prWide.length > 0) lines.push("", ...prWide.map((r) => `- ${mdCode(r.code)}: ${mdText(r.message)}`));
  if (c.notes && c.notes.length > 0) lines.push("", ...c.notes.map((n) => `> ${mdText(n)}`));
  lines.push(
    "",
    "<details><summary>What this gate proves</summary>",
    "",
    "Each changed file is an in-place edit of a regular YAML file at an allowed path, valid UTF-8 without",
    "characters parsers disagree on, strict YAML (no duplicate or merge keys, anchors, aliases, tags,",
    "directives or document ends), and byte for byte the same as before except the `spec.image` values",
    "of the allowed kind, each the same repository pinned to a `sha256` digest.",
    ...c.policyFile === void 0 ? ["It does not prove the image was tested or built by your CI."] : [
      `With the release policy ${mdCode(c.policyFile)} from the base commit: each change falls under one of its`,
      "entries and moves to one of its images; where an entry asks for provenance, a Sigstore attestation",
      "that verifies against the trusted root says the new digest was built from its repository by its",
      "workflow and ref; where an entry names `promoted-from`, `wait` recorded a successful Deployment of",
      "the new digest in that environment of this config repo. Without that, it does not prove the image was tested."
    ],
    "",
    "</details>"
  );
  return lines.join("\n");
}
function table(g) {
  const rows = [];
  for (const file of g.files) {
    const where = (line) => `${mdCode(file.path)}${line === void 0 ? "" : ` line ${line}`}`;
    for (const change of file.changes) rows.push(changeRow(where(change.line), change));
    const loose = file.reasons.filter((r) => !file.changes.some((ch) => ch.reasons.includes(r)));
    if (loose.length > 0 || file.changes.length === 0) {
      const verdict = loose.length > 0 ? `${ICON.reject} reject` : `${ICON.accept} accept`;
      rows.push(`| ${where(loose[0]?.line)} | | | | ${verdict} | ${reasonsCell(loose)} |`);
    }
  }
  const shown = rows.slice(0, MAX_ROWS);
  if (rows.length > MAX_ROWS)
    shown.push(`| ${rows.length - MAX_ROWS} more row(s) not shown; see the check run annotations | | | | | |`);
  return ["| File | Resource | Old image | New image | Verdict | Reason |", "|---|---|---|---|---|---|", ...shown];
}
function changeRow(where, change) {
  const verdict = change.reasons.length === 0 ? `${ICON.accept} accept` : `${ICON.reject} reject`;
  return `| ${where} | ${mdText(resourceLabel(change.resource))} | ${mdCode(change.before)} | ${mdCode(change.after)} | ${verdict} | ${reasonsCell(change.reasons)} |`;
}
function reasonsCell(reasons) {
  return reasons.map((r) => `${mdCode(r.code)} ${mdText(r.message)}`).join("<br>");
}

// src/gate/report/runner-log.ts
import { randomUUID } from "node:crypto";
function logOutcome(outcome) {
  const resume = randomUUID();
  info(`::stop-commands::${resume}`);
  if (outcome.gate) info(renderVerdictText(outcome.gate).trimEnd());
  if (outcome.release?.policyFile !== void 0) info(renderReleaseText(outcome.release).trimEnd());
  if (outcome.outOfScope !== void 0) info(`Not a release PR: ${asciiOnly(outcome.outOfScope)}.`);
  info(`::${resume}::`);
  for (const reason of outcome.reasons) {
    const linkable = reason.file !== void 0 && /^[\x20-\x7e]+$/.test(reason.file);
    error(reason.message, {
      title: `gate: ${reason.code}`,
      ...linkable ? { file: reason.file, startLine: reason.line ?? 1 } : {}
    });
  }
  for (const delivery of [outcome.checkRun, outcome.comment]) {
    if (delivery.status === "posted") info(`Reported: ${delivery.url}`);
  }
}

// src/gate/report/outcome.ts
function conclusionOf(verdict) {
  return verdict === "accept" ? "success" : verdict === "reject" ? "failure" : "neutral";
}

// src/gate/scope.ts
function outOfScope(scope, headRef, author) {
  if (scope.branchPrefixes.length > 0 && !scope.branchPrefixes.some((p) => headRef.startsWith(p))) {
    return `its head branch does not start with ${scope.branchPrefixes.map((p) => JSON.stringify(p)).join(" or ")}`;
  }
  const login = author?.toLowerCase();
  if (scope.authors.length > 0 && !scope.authors.some((a) => a.toLowerCase() === login)) {
    return `its author is not ${scope.authors.map((a) => JSON.stringify(a)).join(" or ")}`;
  }
  return void 0;
}

// src/gate/target.ts
async function resolveTarget(input, ports) {
  if (!("baseSha" in input)) return pullTarget(await ports.pullRequest(input.pullNumber));
  if (input.event !== "merge_group") return input;
  if (input.pullNumber === void 0) {
    ports.log.info("The merge queue branch names no PR; judging the whole group.");
    return input;
  }
  const pr = await ports.pullRequest(input.pullNumber);
  return { ...input, headRef: pr.headRef, author: pr.author };
}
function scopeKnown(target) {
  return target.event !== "merge_group" || target.pullNumber !== void 0;
}
function pullTarget(pr) {
  for (const [sha, field] of [
    [pr.baseSha, "base.sha"],
    [pr.headSha, "head.sha"]
  ]) {
    if (!isCommitSha(sha))
      throw new Error(
        `GitHub answered PR #${pr.number} with a ${field} that is not a commit SHA: ${JSON.stringify(sha)}.`
      );
  }
  return {
    event: "pull_request",
    pullNumber: pr.number,
    baseSha: pr.baseSha,
    headSha: pr.headSha,
    baseRef: pr.baseRef,
    headRef: pr.headRef,
    author: pr.author,
    headRepo: pr.headRepo
  };
}

// src/gate/run.ts
async function runGate(settings, ports) {
  const target = await resolveTarget(settings.target, ports);
  const judged = await judge(settings, target, ports);
  const { verdict, gate, reasons } = judged;
  const checkName = `${settings.checkName} (${target.baseRef || "unknown base"})`;
  const context = {
    ...judged,
    headSha: target.headSha,
    provenance: judged.release?.provenance,
    promotion: judged.release?.promotion,
    policyFile: judged.release?.policyFile
  };
  const checkRun = await ports.postCheckRun({
    name: checkName,
    headSha: target.headSha,
    conclusion: conclusionOf(verdict),
    title: titleOf(judged),
    summary: renderVerdictMarkdown(context),
    reasons
  });
  if (checkRun.status !== "posted") ports.log.warning(checkRun.why);
  else if (checkRun.forgeable) ports.log.warning(FORGEABLE);
  const notes = [...judged.release?.notes ?? [], ...checkRun.status === "refused" ? [checkRun.why] : []];
  const comment = await postComment(
    settings,
    target,
    judged.outOfScope,
    ports,
    renderVerdictMarkdown({ ...context, notes })
  );
  if (comment.status === "refused") ports.log.warning(comment.why);
  return {
    verdict,
    conclusion: conclusionOf(verdict),
    target,
    outOfScope: judged.outOfScope,
    gate,
    reasons,
    checkName,
    checkRun,
    comment,
    release: judged.release
  };
}
async function judge(settings, target, ports) {
  const scopeMiss = scopeKnown(target) ? outOfScope(settings.scope, target.headRef, target.author) : void 0;
  if (scopeMiss !== void 0) {
    const fail = settings.otherPrs === "failure";
    const reasons = fail ? [prReason("out-of-scope", `Not a release PR: ${scopeMiss}; 'other-prs' is failure.`)] : [];
    return { verdict: fail ? "reject" : "neutral", gate: void 0, outOfScope: scopeMiss, reasons };
  }
  const applyPolicy = ports.release?.(target.baseSha);
  const judged = await judgeOrRefuse(ports.changes(target.baseSha, target.headSha), settings, target);
  const release = applyPolicy ? await applyPolicy(judged) : void 0;
  const gate = release?.verdict ?? judged;
  return { verdict: gate.verdict, gate, outOfScope: void 0, reasons: gate.reasons, release };
}
async function judgeOrRefuse(source, settings, target) {
  const { judgeChanges } = await import("../chunks/judge-SNWSCP64.js");
  try {
    return await judgeChanges(source, settings.policy, settings.limits);
  } catch (error2) {
    const { message, cause } = describeError(error2);
    const reason = prReason(
      "unreadable",
      `Could not read the changes from ${target.baseSha} to ${target.headSha}: ${message}${cause ? ` (${cause})` : ""}`
    );
    return { verdict: "reject", base: target.baseSha, head: target.headSha, files: [], changes: [], reasons: [reason] };
  }
}
async function postComment(settings, target, scopeMiss, ports, body) {
  if (!settings.comment) return { status: "skipped", why: "Input 'comment' is false." };
  if (scopeMiss !== void 0) return { status: "skipped", why: "Not a release PR." };
  if (target.event === "merge_group" || target.pullNumber === void 0)
    return { status: "skipped", why: "A merge queue run has no PR to comment on." };
  return ports.upsertComment(target.pullNumber, body);
}
function titleOf({ verdict, gate, outOfScope: scopeMiss }) {
  if (scopeMiss !== void 0)
    return verdict === "neutral" ? "Not a release PR: needs normal review" : "Not a release PR";
  if (!gate) return verdict;
  return gate.verdict === "accept" ? `Only spec.image changes: ${gate.changes.length} image change(s)` : `Refused: ${[...new Set(gate.reasons.map((r) => r.code))].join(", ")}`;
}

// src/gate/job.ts
async function gateRelease(settings, deps, headStart) {
  const repo = connectConfigRepo(settings, deps, headStart);
  const release = releaseStep({
    settings: settings.release,
    readFile: (path, commit) => repo.readFile(path, commit),
    api: settings.githubApp ? { app: settings.githubApp, onToken: (token) => setSecret(token), baseUrl: settings.apiUrl } : { token: settings.token ?? "", baseUrl: settings.apiUrl },
    evidence: repo,
    trustedRootLabel: "Input 'trusted-root'",
    cwd: process.cwd(),
    cacheDir: process.env["RUNNER_TEMP"]
  });
  const ports = { ...githubPorts(repo, actionLog), release };
  const outcome = await group(groupTitle(settings.target), () => runGate(settings, ports));
  logOutcome(outcome);
  setOutputs({
    verdict: outcome.verdict,
    changes: JSON.stringify(outcome.gate ? verdictJson(outcome.gate).changes : []),
    reasons: JSON.stringify(outcome.reasons),
    "check-run-url": outcome.checkRun.status === "posted" ? outcome.checkRun.url : "",
    "comment-url": outcome.comment.status === "posted" ? outcome.comment.url : ""
  });
  if (settings.showSummary) {
    const notes = [outcome.checkRun, outcome.comment].flatMap((d) => d.status === "refused" ? [d.why] : []);
    if (outcome.checkRun.status === "posted" && outcome.checkRun.forgeable) notes.push(FORGEABLE);
    await writeJobSummary(
      (await jobSummary()).addRaw(
        renderVerdictMarkdown({
          ...outcome,
          headSha: outcome.target.headSha,
          notes: [...outcome.release?.notes ?? [], ...notes],
          policyFile: outcome.release?.policyFile,
          provenance: outcome.release?.provenance,
          promotion: outcome.release?.promotion
        }),
        true
      )
    );
  }
  if (outcome.verdict === "reject")
    throw new Error(`gate: reject (${[...new Set(outcome.reasons.map((r) => r.code))].join(", ")})`);
  return outcome;
}
function groupTitle(target) {
  if (!("baseSha" in target)) return `Gate PR #${target.pullNumber}`;
  const what = target.pullNumber === void 0 ? target.event : `PR #${target.pullNumber}`;
  return `Gate ${what}: ${target.baseSha.slice(0, 12)}...${target.headSha.slice(0, 12)}`;
}
export {
  gateRelease
};
//# sourceMappingURL=gate.js.map
