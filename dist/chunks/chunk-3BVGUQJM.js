import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  readPayload
} from "./chunk-LYWYYADP.js";

// src/environments/judge.ts
function judgeLatest(query, listing, latestStatuses) {
  const latest = listing.deployments[0];
  if (latest === void 0) return { refused: nothingIn(query.environment) };
  const state = latestStatuses[0]?.state ?? "without a status";
  const what = `the latest Deployment in ${quoted(query.environment)} (${describe(latest)}) is ${state}`;
  const payload = readPayload(latest.payload);
  if (payload === void 0)
    return { refused: `${what}, and its payload names no digest (not recorded by gitops-release wait)` };
  if (payload.digest !== query.digest) return { refused: `${what}, and it pins ${payload.digest}, not ${query.digest}` };
  if (state !== "success") return { refused: `${what}: ${query.digest} is not verified there` };
  return { evidence: evidenceOf(query.environment, latest, payload, latestStatuses[0], listing.pageUrl) };
}
function candidates(query, listing) {
  return listing.deployments.filter((d) => readPayload(d.payload)?.digest === query.digest);
}
function judgeVerified(query, listing, statusesOf) {
  const pinning = candidates(query, listing);
  for (const deployment of pinning) {
    const success = statusesOf.get(deployment.id)?.find((s) => s.state === "success");
    if (success)
      return {
        evidence: evidenceOf(query.environment, deployment, readPayload(deployment.payload), success, listing.pageUrl)
      };
  }
  const limit = listing.truncated ? ` (only the newest ${listing.deployments.length} were read)` : "";
  const latest = listing.deployments[0];
  if (latest === void 0) return { refused: nothingIn(query.environment) };
  if (pinning.length === 0) {
    const found = readPayload(latest.payload);
    const latestPins = found ? `pins ${found.digest}` : "names no digest";
    const count2 = listing.deployments.length;
    return {
      refused: `none of the ${count2} Deployment${count2 === 1 ? "" : "s"} in ${quoted(query.environment)} pins ${query.digest}${limit}; the latest (${describe(latest)}) ${latestPins}`
    };
  }
  const newest = pinning[0];
  const state = statusesOf.get(newest.id)?.[0]?.state ?? "without a status";
  const count = pinning.length;
  return {
    refused: `${count} Deployment${count === 1 ? "" : "s"} in ${quoted(query.environment)} pin${count === 1 ? "s" : ""} ${query.digest}, none reached success${limit}; the latest of them (${describe(newest)}) is ${state}`
  };
}
function evidenceOf(environment, deployment, payload, success, pageUrl) {
  return {
    environment,
    deploymentId: deployment.id,
    revision: deployment.sha,
    digest: payload.digest,
    image: payload.image,
    verifiedAt: success.createdAt,
    url: /^https?:\/\/\S+$/.test(success.logUrl) ? success.logUrl : pageUrl
  };
}
function nothingIn(environment) {
  return `there is no Deployment in ${quoted(environment)} in this config repo: nothing was verified there`;
}
function describe(d) {
  return `id ${d.id}, revision ${d.sha.slice(0, 7)}, ${d.createdAt}`;
}
function quoted(environment) {
  return JSON.stringify(environment);
}

// src/environments/evidence.ts
var EvidenceRefused = class extends Error {
  name = "EvidenceRefused";
};
async function requireLatestSuccess(repo, environment, digest) {
  const listing = await repo.listDeployments(environment, 1);
  const latest = listing.deployments[0];
  const statuses = latest === void 0 ? [] : await repo.listDeploymentStatuses(latest.id, 1);
  const judged = judgeLatest({ environment, digest }, listing, statuses);
  if ("refused" in judged) throw new EvidenceRefused(`${capitalized(judged.refused)}.`);
  return judged.evidence;
}
async function searchVerified(repo, environment, digest) {
  const query = { environment, digest };
  const listing = await repo.listDeployments(environment);
  const statusesOf = /* @__PURE__ */ new Map();
  for (const deployment of candidates(query, listing)) {
    const statuses = await repo.listDeploymentStatuses(deployment.id);
    statusesOf.set(deployment.id, statuses);
    if (statuses.some((s) => s.state === "success")) break;
  }
  return judgeVerified(query, listing, statusesOf);
}
function capitalized(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export {
  requireLatestSuccess,
  searchVerified
};
//# sourceMappingURL=chunk-3BVGUQJM.js.map
