import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  requireLatestSuccess
} from "../chunks/chunk-QRKFJYZY.js";
import {
  defaultTitle,
  finishRelease,
  makeTarget,
  runOpen,
  versionFromTag
} from "../chunks/chunk-KJYPSBFI.js";
import "../chunks/chunk-LYWYYADP.js";
import {
  actionLog,
  connectConfigRepo,
  group
} from "../chunks/chunk-EX744FXL.js";
import "../chunks/chunk-SB3CFYJD.js";
import "../chunks/chunk-YTNNEONG.js";
import "../chunks/chunk-5I2F5V2N.js";
import "../chunks/chunk-QNQ3G6RB.js";
import {
  readSource
} from "../chunks/chunk-27KRG3QV.js";
import "../chunks/chunk-374NM77F.js";
import "../chunks/chunk-CYFOBWU3.js";
import "../chunks/chunk-5NTH4UWN.js";
import "../chunks/chunk-TDPKXNB6.js";
import {
  realSleep
} from "../chunks/chunk-YKJKAG3S.js";
import "../chunks/chunk-UWD5GX2V.js";
import "../chunks/chunk-H4ECVHA2.js";
import "../chunks/chunk-XJBVOSM4.js";
import "../chunks/chunk-OZNUYQ6Q.js";
import "../chunks/chunk-L5IDWHHO.js";
import "../chunks/chunk-JT2VRZOZ.js";
import "../chunks/chunk-AESMGRGR.js";
import "../chunks/chunk-ZF2THGNK.js";

// src/open/settings.ts
function openSettingsFor(releasePr, targets) {
  const [first] = targets;
  if (!first) throw new Error("open needs at least one target");
  const { manifest, selector, image, imageRef, version } = first;
  return { ...releasePr, targets, manifest, selector, image, imageRef, version };
}

// src/promote/run.ts
async function runPromote(settings, ports) {
  const source = await readSource(settings, ports.repo);
  const digest = source.imageRef.digest;
  const evidence = settings.fromEnvironment === void 0 ? void 0 : await ports.requireEvidence(settings.fromEnvironment, digest);
  if (evidence) ports.log.info(`${settings.fromEnvironment}: Deployment ${evidence.deploymentId} proved ${digest}.`);
  const image = { image: source.located.value, imageRef: source.imageRef };
  const targets = settings.targets.map((resource) => makeTarget({ ...resource, ...image }, void 0));
  const open = {
    ...openSettingsFor(settings, targets),
    title: settings.title ?? defaultTitle(source.located.resource, source.imageRef, versionFromTag(source.imageRef.tag), "Promote"),
    promotion: { fromManifest: settings.fromManifest, evidence }
  };
  const result = await runOpen(open, ports, { baseHead: source.baseHead });
  return { ...result, image: open.image, evidence, open };
}

// src/promote/job.ts
async function promoteRelease(settings, deps, headStart) {
  const repo = connectConfigRepo(settings, deps, headStart);
  const result = await group(
    `Promote ${settings.fromManifest} to ${settings.targets.map((t) => t.manifest).join(", ")} in ${repo.fullName}`,
    () => runPromote(settings, {
      repo,
      log: actionLog,
      sleep: realSleep,
      requireEvidence: (environment, digest) => requireLatestSuccess(repo, environment, digest)
    })
  );
  await finishRelease(result.open, result, repo);
  return result;
}
export {
  promoteRelease
};
//# sourceMappingURL=promote.js.map
