import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  asciiOnly
} from "./chunk-ETICC4UO.js";
import {
  resourceLabel
} from "./chunk-H4ECVHA2.js";

// src/gate/release/load.ts
function releaseStep(options) {
  let checker;
  const { api } = options;
  const load = async (api2) => {
    const { githubProvenanceChecker } = await import("./provenance-LJMYF4AZ.js");
    return githubProvenanceChecker({
      api: api2,
      trustedRoot: options.settings.trustedRoot,
      trustedRootLabel: options.trustedRootLabel,
      cwd: options.cwd,
      cacheDir: options.cacheDir
    });
  };
  return (baseSha) => {
    const path = options.settings.policyPath;
    const text = options.readFile(path, baseSha);
    text.catch(() => void 0);
    return async (verdict) => {
      const { applyReleasePolicy } = await import("./apply-IL6O4CNY.js");
      return applyReleasePolicy(verdict, path, {
        readPolicy: () => text,
        provenance: () => typeof api === "string" ? api : checker ??= load(api),
        evidence: () => options.evidence
      });
    };
  };
}

// src/gate/report/release-text.ts
function renderReleaseText(release) {
  if (release.policyFile === void 0) return "";
  const lines = [`release policy: ${release.policyFile} (from the base commit)`];
  for (const p of release.provenance) {
    const r = p.result;
    const what = r.ok === "skipped" ? `not checked: ${r.message}` : r.ok ? `verified: ${r.evidence.signerWorkflow} ref ${r.evidence.ref} commit ${r.evidence.commit} ${r.evidence.runUrl}` : `${r.code}: ${r.message}`;
    lines.push(`  ${p.file}:${p.line} ${p.image} provenance ${what}`);
  }
  for (const p of release.promotion) {
    const r = p.result;
    const what = r.ok === "skipped" ? `not checked: ${r.message}` : r.ok ? `verified: Deployment ${r.evidence.deploymentId} of ${r.evidence.revision.slice(0, 7)} at ${r.evidence.verifiedAt} ${r.evidence.url}` : `${r.code}: ${r.message}`;
    lines.push(`  ${p.file}:${p.line} ${p.image} promoted-from ${JSON.stringify(p.environment)} ${what}`);
  }
  for (const note of release.notes) lines.push(`  note: ${note}`);
  return `${lines.map(asciiOnly).join("\n")}
`;
}

// src/gate/report/text.ts
function where(reason) {
  return reason.file === void 0 ? "(PR)" : `${reason.file}:${reason.line ?? 1}`;
}
function renderVerdictText(verdict) {
  const lines = [
    `gate: ${verdict.verdict} (${verdict.files.length} file(s), ${verdict.changes.length} image change(s), ${verdict.base.slice(0, 12)}..${verdict.head.slice(0, 12)})`
  ];
  for (const change of verdict.changes) {
    const status = change.reasons.length === 0 ? "ok" : change.reasons.map((r) => r.code).join(",");
    lines.push(
      `  ${change.file}:${change.line} ${resourceLabel(change.resource)}: ${change.before} -> ${change.after} [${status}]`
    );
  }
  for (const reason of verdict.reasons) lines.push(`  ${where(reason)} ${reason.code}: ${reason.message}`);
  return `${lines.map(asciiOnly).join("\n")}
`;
}

export {
  releaseStep,
  renderReleaseText,
  renderVerdictText
};
//# sourceMappingURL=chunk-RXFCBVXV.js.map
