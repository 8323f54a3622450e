import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  readSource
} from "./chunk-NOIKN5DB.js";
import {
  defaultTitle,
  finishRelease,
  makeTarget,
  openSettingsFor,
  parseTargetResources,
  readReleasePrSettings,
  runOpen,
  versionFromTag
} from "./chunk-TNFDBTKA.js";
import {
  readSelector
} from "./chunk-K3WKZVFW.js";
import {
  environmentNameProblem,
  requireLatestSuccess
} from "./chunk-DRHVHBZF.js";
import "./chunk-LYWYYADP.js";
import "./chunk-5NTH4UWN.js";
import "./chunk-YD7INGMN.js";
import {
  actionLog,
  connectConfigRepo,
  debugSettings,
  readGitHubSettings
} from "./chunk-TTTPNTVM.js";
import "./chunk-CYFOBWU3.js";
import "./chunk-TDPKXNB6.js";
import {
  SettingsReader,
  parseManifestPath
} from "./chunk-3T4QNADS.js";
import "./chunk-EY4T7JHP.js";
import "./chunk-L5IDWHHO.js";
import {
  group,
  inputSource
} from "./chunk-5SOYNYOH.js";
import {
  PROMOTE
} from "./chunk-M4DLBHG3.js";
import "./chunk-MGW7KE5Q.js";
import "./chunk-AESMGRGR.js";
import "./chunk-BDTFFKMS.js";
import {
  realSleep
} from "./chunk-YKJKAG3S.js";
import "./chunk-5I2F5V2N.js";
import "./chunk-IOZQ6GHV.js";
import {
  InputError
} from "./chunk-LV3F5KSS.js";
import "./chunk-ZF2THGNK.js";

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
  const result = await runOpen(open, ports);
  return { ...result, image: open.image, evidence, open };
}

// src/promote/settings.ts
function readPromoteSettings(env = process.env) {
  const github = readGitHubSettings(env);
  const settings = new SettingsReader(PROMOTE, inputSource(env));
  const fromManifest = parseManifestPath(
    settings.required("from-manifest", "the manifest of the environment the image comes from"),
    settings.label("from-manifest")
  );
  const fromSelector = readSelector(settings);
  const targets = parseTargetResources({
    manifest: settings.required("manifest", "the manifest to pin to that image (one a line for several)"),
    resourceName: fromSelector.name,
    kind: fromSelector.kind,
    apiGroup: fromSelector.apiGroup,
    label: (name) => settings.label(name)
  });
  if (targets.some((t) => t.manifest === fromManifest))
    throw new InputError(
      `Inputs 'from-manifest' and 'manifest' both name ${JSON.stringify(fromManifest)}: promote copies the image of one environment's manifest into another's.`
    );
  const fromEnvironment = settings.optional("from-environment");
  const problem = fromEnvironment === void 0 ? void 0 : environmentNameProblem(fromEnvironment);
  if (problem)
    throw new InputError(
      `${settings.label("from-environment")} ${problem}: give the GitHub environment wait records its Deployments in.`
    );
  return {
    ...readReleasePrSettings(settings, github, env),
    fromManifest,
    fromSelector,
    targets,
    fromEnvironment
  };
}

// src/promote/action.ts
async function runAction(deps = {}) {
  const settings = readPromoteSettings(process.env);
  debugSettings("promote", settings);
  const repo = connectConfigRepo(settings, deps);
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
  runAction
};
//# sourceMappingURL=action-CR23QCDY.js.map
