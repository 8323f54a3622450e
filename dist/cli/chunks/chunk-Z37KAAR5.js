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
    env: "GITHUB_REPOSITORY",
    on: "action",
    help: "The config repository as owner/repo. Defaults to the repository running the workflow."
  },
  "github-api-url": {
    type: "string",
    env: "GITHUB_API_URL",
    on: "action",
    actionDefault: "${{ github.api_url }}",
    help: "GitHub REST API root; set it for GitHub Enterprise Server. Defaults to the runner's GITHUB_API_URL."
  },
  "show-summary": { type: "boolean", default: "true", on: "action", help: "Write a job summary." }
};
var TARGET = {
  manifest: {
    type: "string",
    arg: "PATH",
    on: "action",
    help: "Path of the manifest in the config repo, for example apps/todo-api/dev/microservice.yaml. For open, one target a line, each path or path#name (the name picks metadata.name, as resource-name does): several lines make one PR with one commit, or, if any target cannot be edited safely, nothing at all. For wait, the resource and the expected image are read from it at the expected revision; set either manifest or resource and image."
  },
  image: {
    type: "string",
    arg: "REF",
    on: "action",
    help: "The image to pin, as registry/path[:tag]@sha256:<64 lower-case hex digits>. A tag without a digest is refused. For open with several manifest lines: one image for all of them, or one line per manifest line in the same order. For wait (with resource, instead of manifest), the image the resource must run (its spec.image, or its container's image)."
  },
  kind: {
    type: "string",
    arg: "KIND",
    on: "action",
    help: "Kind of the resource to release, for a manifest where more than one resource holds images. Without kind and api-group the file says: open and promote take the one resource with a field of the image's repository, wait (and promote's from-manifest) the one with an image, and several are refused with the inputs that pick each. Given alone, it matches that kind in any API group. For gate, the kind whose spec.image may change; without it, spec.image of any resource may."
  },
  "api-group": {
    type: "string",
    arg: "GROUP",
    on: "action",
    help: "API group of that kind, as in apiVersion before the slash and without the version (apps for apps/v1, platform.example.io for platform.example.io/v1alpha1). Given alone, it matches any kind of that group."
  },
  "resource-name": {
    type: "string",
    arg: "NAME",
    on: "action",
    help: "metadata.name of the resource; needed only when the manifest holds several of that kind. For open with several manifest lines, it is the name for every line that gives none as path#name."
  }
};
var SITES = {
  format: {
    type: "choice",
    choices: ["manifest", "kustomization", "helm-values"],
    arg: "FORMAT",
    on: "action",
    help: "How the file keeps its images: manifest (one resource, the one holding the image or the one kind, api-group and resource-name choose: its pod-template containers, init and ephemeral containers, a custom resource's spec.image, Argo CD kustomize.images and Helm values, a Flux Kustomization's spec.images), kustomization (the images: entries; a digest: line is added where an entry has none) or helm-values (mappings of registry/repository, tag and digest). Defaults from each file name: kustomization.yaml, kustomization.yml and Kustomization are kustomizations, values.yaml, values-*.yaml and values.*.yaml Helm values, anything else a manifest. kind, api-group and resource-name apply to manifests only. For promote, format, container and field hold for from-manifest and every manifest line alike. For wait on a kustomization or Helm values file (or a Flux Kustomization's spec.images), resource names what to follow and the expected image is the one the file pins for image's repository. See docs/targets.md."
  },
  container: {
    type: "string",
    arg: "NAME",
    on: "action",
    help: "Edit only the pod-template container (or init or ephemeral container) of this name, where several run the image repository with different tags. Without it, every field of the image repository is edited, and they must agree. For wait, the container whose image is read from the manifest and checked on the live workload."
  },
  field: {
    type: "string",
    arg: "PATH",
    on: "action",
    help: "Edit exactly this field, for layouts the rules miss or a Helm mapping without a digest key: a path such as spec.template.spec.containers[name=api].image, images[name=ghcr.io/acme/api].digest or image.tag (a tag named so is pinned as <tag>@sha256:\u2026, which breaks charts that also put the tag in a label)."
  }
};
var IMAGE_POLICY_MARKERS = {
  type: "choice",
  choices: ["refuse", "follow"],
  default: "refuse",
  arg: "POLICY",
  on: "action",
  help: `What to do with a field that carries a Flux image automation marker (# {"$imagepolicy": "<namespace>:<policy>"}, or its :tag, :name and :digest forms), which image-automation-controller rewrites on every run: refuse (the default) names the ImagePolicy and writes nothing; follow writes the field in the marker's shape (the whole reference for a whole-reference marker, the tag alone for :tag, the digest for :digest) and keeps the comment byte for byte. See docs/targets.md.`
};
var LOCAL_SITES = {
  "resource-name": "metadata.name of the resource; needed only when the manifest holds several resources of that kind with images.",
  format: "How the file keeps its images: manifest (one resource: its pod-template containers, init and ephemeral containers, a custom resource's spec.image, Argo CD kustomize.images and Helm values, a Flux Kustomization's spec.images), kustomization (the images: entries; a digest: line is added where an entry has none) or helm-values (mappings of registry/repository, tag and digest). Defaults from the file name: kustomization.yaml, kustomization.yml and Kustomization are kustomizations, values.yaml, values-*.yaml and values.*.yaml Helm values, anything else a manifest.",
  container: "Edit only the pod-template container (or init or ephemeral container) of this name, where several run the image repository with different tags. Without it, every field of the image repository is edited, and they must agree."
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
var POLICY = {
  type: "string",
  arg: "PATH",
  default: ".github/gitops-release.yaml",
  noActionDefault: true,
  on: "both",
  help: "Path of the release policy in the config repo (docs/gate.md, Release policy). gate: read at the base commit (never from the PR): which paths belong to which image repositories, who must have built each new digest, and where it must have been verified first; default .github/gitops-release.yaml, without which the gate checks only the diff; a file named here must exist, or the PR is refused (policy-missing). wait: read at the revision it follows, only when given, for environments.<environment>.verify: the checks and soak after Healthy (docs/verify.md). promote: read at the base branch head, only when given, for environments.<from-environment>.promotion: what the digest's record there must say. For wait and promote the file named must exist.",
  cliHelp: "Path of the release policy, read from the --base commit; the default path may be absent, a file named here must exist. With a token (GITHUB_TOKEN or GH_TOKEN, API at GITHUB_API_URL) its provenance checks run too, and its promoted-from checks with GITHUB_REPOSITORY (the config repo) as well; without them they are skipped and said so."
};
var json = (what) => ({ type: "boolean", on: "cli", help: `Print ${what} as JSON.` });
var RELEASE_PR = {
  base: {
    type: "string",
    arg: "BRANCH",
    on: "action",
    help: "Branch the PR targets. Defaults to the config repo's default branch. Only a PR from the release branch into this base is the release PR: one someone retargeted, or opened from that branch into another base, decides nothing and is named in a warning."
  },
  "branch-prefix": {
    type: "string",
    default: "gitops-release/",
    on: "action",
    help: "Prefix of release branches. The rest is the manifest path without .yaml when the path is plain (ASCII letters, digits, _ and - with inner dots, ending in .yaml); any other path, or one with a resource name, gets its plain folders and a readable name with a hash of the exact path and name (<words>+<hash>). Then `@<base>` when `base` is not the default branch. Several targets share one branch: the plain folders all their manifests are in, then `+<n>-targets-<hash>` (a hash of the sorted path[#name] lines), so the same set in any order updates the same PR."
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
    manifest: TARGET.manifest,
    image: TARGET.image,
    kind: TARGET.kind,
    "api-group": TARGET["api-group"],
    "resource-name": TARGET["resource-name"],
    ...SITES,
    "image-policy-markers": IMAGE_POLICY_MARKERS,
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
  summary: "check that commits change only image digests (the gate rule, on a local repo)",
  intro: "Checks that the commits from REV to REV change nothing but the digest (and, if allowed, the tag) of image fields (pod-template containers, a custom resource's spec.image, kustomize images:, Helm values, Argo CD overrides): the same rule the action's gate command applies to a pull request. Reads only git objects (never the work tree).",
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
      help: "Globs of the files a release PR may change, comma- or newline-separated, matched from the repository root; dot files and dot directories never match a wildcard. Defaults to what bump edits: **/*.yaml, **/*.yml, **/Kustomization and Argo CD's **/.argocd-source.yaml and **/.argocd-source-*.yaml (.yml too)."
    },
    kind: {
      ...TARGET.kind,
      on: "both",
      cliHelp: "Kind of the custom resources whose spec.image may change; without it, spec.image of any resource may."
    },
    "api-group": { ...TARGET["api-group"], on: "both" },
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
    render: {
      type: "choice",
      choices: ["auto", "off", "required"],
      arg: "WHEN",
      default: "auto",
      on: "both",
      help: "Also build each kustomization that builds a change with the real kustomize (kustomize build, or kubectl kustomize, found on PATH; GitHub's hosted runners have both) at the base and at the head, and refuse when the two renders differ by more than the release's digests. auto renders where a binary is found; required also refuses where none is or a build cannot be rendered; off never renders. The static rule decides either way."
    },
    "check-name": {
      type: "string",
      default: "gitops-release gate",
      on: "action",
      help: 'Name of the check run; the base branch is appended, e.g. "gitops-release gate (main)".'
    },
    policy: POLICY,
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
  intro: [
    "Follows an Argo CD application until the resource runs the image Healthy, checking on the way that Argo CD synced it and the operator observed it. Needs no GitHub token: the local mode talks to Argo CD only.",
    "With --status-context (instead of --argocd-server, --argocd-app and --resource) it follows what the cluster reports to GitHub instead, for --revision of the config repo: the token comes from GITHUB_TOKEN or GH_TOKEN, the config repo from GITHUB_REPOSITORY, the API from GITHUB_API_URL, and later commits of its default branch that contain the revision count too."
  ].join("\n\n"),
  exit: "Exit: 0 Healthy, 1 Degraded or sync failed, 2 usage, auth or configuration error, 124 timed out.",
  needs: {
    // Argo CD's API (server, app and the resource), or what the cluster reports to GitHub.
    action: [
      ["argocd-server", "status-context"],
      ["argocd-app", "status-context"],
      ["manifest", "image", "resource", "status-context"]
    ],
    cli: ["argocd-server", "argocd-app", "resource", "image"]
  },
  settings: {
    ...GITHUB,
    manifest: TARGET.manifest,
    kind: TARGET.kind,
    "api-group": TARGET["api-group"],
    "resource-name": TARGET["resource-name"],
    format: SITES.format,
    container: { ...SITES.container, on: "both" },
    comment: COMMENT,
    "argocd-server": {
      type: "string",
      arg: "URL",
      env: "ARGOCD_SERVER",
      on: "both",
      help: "Argo CD API server, as https://host[:port] (host alone means https). Defaults to the ARGOCD_SERVER environment variable. Excludes status-context."
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
      help: "Extra headers for a proxy in front of Argo CD (IAP, Cloudflare Access, oauth2-proxy), one 'Name: value' a line, sent with every request and stream; every value is masked. With an Authorization header here (the proxy's), the Argo CD token is sent in the Grpc-Metadata-Token header instead, which Argo CD reads first."
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
    "status-context": {
      type: "string",
      arg: "GLOB",
      on: "both",
      help: "For a runner that cannot reach the cluster: follow what the cluster reports to GitHub instead of Argo CD's API. A glob over the config repo's commit status contexts and check run names, matched whole and case-insensitively (* stays within a /), e.g. continuous-delivery/todo-api-dev (Argo CD Notifications) or kustomization/todo-api/* (Flux). A report counts on the expected revision, or (with manifest) on a later commit of the base branch that contains it and still pins the release there, when made after the merge; argocd-app then only names the app in the reports. Excludes argocd-server. See docs/wait.md, When the runner cannot reach the cluster.",
      cliHelp: "For a runner that cannot reach the cluster: follow what the cluster reports to GitHub instead of Argo CD's API. A glob over the config repo's commit status contexts and check run names, matched whole and case-insensitively (* stays within a /), e.g. kustomization/todo-api/* (Flux). A report counts on --revision itself, when made at or after its commit. Excludes --argocd-server."
    },
    "status-creator": {
      type: "list",
      arg: "LOGINS",
      on: "both",
      help: "With status-context: who may report, comma- or newline-separated. A GitHub App by its slug (argocd-notifications, or argocd-notifications[bot]): its bot's commit statuses and its check runs count. A user account as user:LOGIN (user:flux-bot): its commit statuses count. A slug never takes a user of that name. Reports by anyone else are ignored and named in the log. Without it, any account with write access to the config repo could post a passing status, and the summary says so."
    },
    resource: {
      type: "string",
      arg: "GROUP:KIND:NAMESPACE/NAME",
      on: "both",
      help: "The resource to follow as GROUP:KIND:NAMESPACE/NAME, for example platform.example.io:Microservice:todo/todo-api or apps:Deployment:todo/todo-api: with image, instead of manifest; or beside a kustomization or Helm values manifest, or a manifest holding a Flux Kustomization's spec.images, none of which says what it deploys.",
      cliHelp: "The resource to follow as GROUP:KIND:NAMESPACE/NAME, for example platform.example.io:Microservice:todo/todo-api."
    },
    image: {
      ...TARGET.image,
      on: "both",
      cliHelp: "The image the resource must run: its spec.image, or its container's image (a digest is not required)."
    },
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
      help: "How long a Pod of the new ReplicaSet may stay in ImagePullBackOff, ErrImagePull, CrashLoopBackOff or CreateContainerConfigError (an app or an init container) before the wait ends Degraded with the Pod's reason, instead of waiting for the operator's progress deadline; 0 fails at first sight, off waits for the operator's own verdict."
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
      help: "Record a GitHub Deployment of the revision in this environment, with statuses in_progress then success or failure, so the environment page keeps the history, and each outcome as a commit status gitops-release/<environment> on the revision, which nobody else can delete (what promote and the gate decide on). Needs deployments: write and statuses: write."
    },
    verify: {
      type: "string",
      arg: "YAML",
      on: "both",
      help: "Verify the release after Healthy: smoke requests, Prometheus metrics and a soak time, as one YAML mapping (a block scalar, verify: |), the same as a policy's environments.<environment>.verify (docs/verify.md). Secrets go in as { env: NAME } from the step's env and are masked. Every setting is checked before anything is sent; an unreachable Prometheus or a query it refuses fails before the soak. With environment, the outcome recorded is verified only when every check passed (verification-failed or inconclusive otherwise, never success). Excludes policy's verify for the same environment.",
      cliHelp: 'Verify the release after Healthy: smoke requests, Prometheus metrics and a soak time, as one YAML mapping (docs/verify.md), e.g. --verify "$(cat verify.yaml)". Secrets as { env: NAME }. Exit 1 unless every check passed.'
    },
    policy: { ...POLICY, on: "action" },
    json: json("the final state and timeline")
  }
};
var PROMOTE = {
  name: "promote",
  summary: "pin a local manifest to the image another manifest pins (the edit of promote)",
  intro: "Reads the image the resource pins in --from-manifest and pins the same resource in --manifest to it, changing only its image fields, as bump does (the file is written atomically and left untouched on any error). The offline half of the action's promote command: it checks no Deployment evidence and loads no GitHub client.",
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
      ...TARGET.manifest,
      on: "both",
      cliHelp: "The manifest to edit (relative to the current directory)."
    },
    "from-environment": {
      type: "string",
      arg: "NAME",
      on: "action",
      help: "Require evidence first: the latest GitHub Deployment of the config repo in this environment (as wait records it with environment) must be success for that same digest, the newest outcome wait recorded there (a commit status on the base branch, which nobody else can delete) that same success, and the manifest its payload names must pin that digest at its commit, else promote refuses and says what it found. The PR body names the Deployment, revision and time. Needs deployments: read and statuses: read."
    },
    "recorded-by": {
      type: "list",
      on: "action",
      help: "With from-environment: the logins whose Deployments and statuses count, comma- or newline-separated, for example acme-release[bot] (the identity wait runs as). Empty: with App credentials only this App's own, otherwise anyone's, with a warning that the evidence's author is not checked."
    },
    require: {
      type: "choice",
      choices: ["healthy", "verified"],
      arg: "OUTCOME",
      default: "healthy",
      on: "action",
      help: "With from-environment: what wait must have recorded for the digest there. healthy: the latest Deployment there succeeded with the digest from-manifest pins. verified: its checks passed through a soak after Healthy (docs/verify.md); promote then takes the newest digest whose record there is verified, not simply the one from-manifest pins at the head, confirms from-manifest pinned it at that revision, and names the newer digests it passed over and why. With policy, the stricter of this and environments.<from-environment>.promotion applies."
    },
    "verified-for": {
      type: "duration",
      arg: "DURATION",
      on: "action",
      help: "With from-environment: how long the digest must have stayed verified there, as 30m or 1h, counted from the verification wait recorded to now (or to when a newer release there replaced it). Implies require: verified."
    },
    policy: { ...POLICY, on: "action" },
    kind: {
      ...TARGET.kind,
      on: "both",
      cliHelp: "Kind of the resource, the same in both manifests. Without it (and --api-group), the one resource of --from-manifest with an image, and of --manifest with a field of its repository; alone, that kind in any API group."
    },
    "api-group": { ...TARGET["api-group"], on: "both" },
    "resource-name": { ...TARGET["resource-name"], on: "both", cliHelp: LOCAL_SITES["resource-name"] },
    format: { ...SITES.format, on: "both", cliHelp: LOCAL_SITES.format },
    container: { ...SITES.container, on: "both", cliHelp: LOCAL_SITES.container },
    field: { ...SITES.field, on: "both" },
    "image-policy-markers": { ...IMAGE_POLICY_MARKERS, on: "both" },
    ...RELEASE_PR
  }
};
var BUMP = {
  name: "bump",
  summary: "pin the image fields of a local manifest, kustomization or Helm values file to a digest",
  intro: "Pins every image field of REF's repository in one target of a local file to REF: a resource's pod-template containers and spec.image (the one resource holding REF's repository, or the one --kind, --api-group and --resource-name choose), a kustomization's images: entries (--format kustomization), or a Helm values file's image mappings (--format helm-values); the format defaults from the file name. Only those values change (quoting, comments and line endings are kept; a kustomize entry without a digest gets one digest: line). The file is written atomically and left untouched on any error. The offline half of the action's open command; it loads no GitHub client.",
  exit: "Exit status: 0 changed or already matched, 2 bad input (nothing written), 1 other failure.",
  needs: { cli: ["file", "image"] },
  settings: {
    file: { type: "string", arg: "PATH", on: "cli", help: "The manifest to edit (relative to the current directory)." },
    image: {
      ...TARGET.image,
      on: "cli",
      help: "The image reference, pinned by digest: registry/repo[:tag]@sha256:<64 hex>."
    },
    kind: {
      ...TARGET.kind,
      on: "cli",
      help: "Kind of the resource to edit, for a manifest where more than one resource holds images. Without it (and --api-group) the one resource with a field of REF's repository is edited, and several are refused with the flags that pick each; alone, it matches that kind in any API group."
    },
    "api-group": {
      ...TARGET["api-group"],
      on: "cli",
      help: "API group of that kind, as in apiVersion before the slash and without the version ('' for the core group, apps for apps/v1)."
    },
    "resource-name": { ...TARGET["resource-name"], aliases: ["name"], on: "cli", help: LOCAL_SITES["resource-name"] },
    format: { ...SITES.format, on: "cli", help: LOCAL_SITES.format },
    container: { ...SITES.container, on: "cli", help: LOCAL_SITES.container },
    field: { ...SITES.field, on: "cli" },
    "image-policy-markers": { ...IMAGE_POLICY_MARKERS, on: "cli" }
  }
};
var HEALTH_TEST = {
  name: "health-test",
  summary: "run Argo CD Lua health checks and Flux healthCheckExprs against their tests",
  positional: "DIR",
  intro: [
    "Runs Argo CD health-check scripts the way Argo CD does, against their tests. DIR is searched recursively for directories holding health.lua and health_test.yaml (Argo CD's resource_customizations layout: <group>/<Kind>/health.lua, health_test.yaml, testdata/*.yaml). Each test's input runs the script its apiVersion and kind select, as in Argo CD; an input no script under DIR matches (a check kept in a plain folder) runs the health.lua beside its health_test.yaml, and the report says so. It must produce exactly the status and message its healthStatus names.",
    "Scripts run in Argo CD's default argocd-cm sandbox: Lua 5.1 rules, only the base, table and package libraries, a 1 s limit per run.",
    "Flux: every flux_health_test.yaml under DIR is a suite. It names the file holding the healthCheckExprs (a Kustomization or HelmRelease, or a list of entries) and lists objects with the status Flux must give each (Current, InProgress, Failed, Terminating, or Unknown for an evaluation error, on which Flux waits until its timeout) and the message. The expressions are evaluated as fluxcd/pkg runtime/cel does (generation first, then inProgress, failed, current); objects no entry matches get kstatus, and the report says which rule decided and warns where kstatus calls a custom resource Current without knowing it. See docs/health-checks.md."
  ].join("\n\n"),
  exit: "Exit codes: 0 all tests pass, 1 a test failed, 2 usage error or no health.lua or flux_health_test.yaml found.",
  settings: {
    json: json("the results"),
    "open-libs": {
      type: "boolean",
      on: "cli",
      help: 'Also load string, math, os and coroutine, as Argo CD does for built-in scripts and for resource.customizations.useOpenLibs.<group>_<kind>: "true".'
    }
  }
};
var ACTION_COMMANDS = [OPEN, GATE, WAIT, PROMOTE];
var CLI_COMMANDS = [BUMP, PROMOTE, GATE, WAIT, HEALTH_TEST];
var COMMAND = {
  type: "choice",
  choices: ACTION_COMMANDS.map((c) => c.name),
  required: true,
  on: "action",
  help: `Which command to run, one of ${ACTION_COMMANDS.map((c) => c.name).join(", ")}.`
};

export {
  GATE,
  WAIT,
  PROMOTE,
  BUMP,
  HEALTH_TEST,
  CLI_COMMANDS
};
