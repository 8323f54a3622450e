import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  logValue
} from "./chunk-CYFOBWU3.js";
import {
  isCommitSha
} from "./chunk-TDPKXNB6.js";
import {
  debug,
  getBoolean,
  getInput,
  getOptionalString,
  info,
  setOutput,
  setSecret,
  warning
} from "./chunk-5SOYNYOH.js";
import {
  configRepo
} from "./chunk-MGW7KE5Q.js";
import {
  createGitHubClient
} from "./chunk-BDTFFKMS.js";
import {
  parseRepo
} from "./chunk-IOZQ6GHV.js";
import {
  InputError
} from "./chunk-LV3F5KSS.js";

// src/action/github.ts
function connectConfigRepo(settings, deps = {}) {
  const octokit = createGitHubClient({
    token: settings.token,
    app: settings.githubApp && {
      credentials: settings.githubApp,
      repo: settings.configRepo,
      onToken: (token) => setSecret(token),
      ...deps.clock ? { now: deps.clock } : {}
    },
    baseUrl: settings.apiUrl,
    retryBaseMs: deps.retryBaseMs,
    onRetry: (message) => info(message)
  });
  return configRepo(octokit, settings.configRepo);
}

// src/action/outputs.ts
var actionLog = { info, warning, debug };
function debugSettings(command, settings) {
  const redacted = {
    ...settings,
    token: settings.token === void 0 ? void 0 : "***",
    githubApp: settings.githubApp && { appId: settings.githubApp.appId, privateKey: "***" }
  };
  debug(`${command} settings: ${logValue(JSON.stringify(redacted))}`);
}
function setOutputs(outputs) {
  for (const [name, value] of Object.entries(outputs)) setOutput(name, value);
  debug(`outputs: ${logValue(JSON.stringify(outputs))}`);
}

// src/action/summary.ts
async function writeJobSummary(summary) {
  if (!process.env["GITHUB_STEP_SUMMARY"]) {
    summary.emptyBuffer();
    return;
  }
  await summary.write();
}

// src/action/app-credentials.ts
import { createPrivateKey } from "node:crypto";
function readAppCredentials() {
  const raw = getInput("app-private-key");
  mask(raw);
  const key = raw.trim();
  const appId = getOptionalString("app-id");
  if (appId === void 0 && key === "") return void 0;
  if (appId === void 0) {
    throw new InputError(
      "Input 'app-private-key' is set but 'app-id' is not. Set 'app-id' to the App's ID (on the App's settings page), or remove 'app-private-key' and pass 'token'."
    );
  }
  if (key === "") {
    throw new InputError(
      "Input 'app-id' is set but 'app-private-key' is not. Pass the App's private key from a secret: app-private-key: ${{ secrets.RELEASE_APP_PRIVATE_KEY }}."
    );
  }
  if (!/^(?:[1-9]\d{0,12}|Iv[0-9A-Za-z.]{4,40})$/.test(appId)) {
    const shown = /^[\x20-\x7e]{1,40}$/.test(appId) && !/KEY/i.test(appId) ? JSON.stringify(appId) : "(not shown)";
    if (shown === "(not shown)") mask(appId);
    throw new InputError(`Input 'app-id' must be the GitHub App's numeric ID (or its client ID, Iv...), got ${shown}.`);
  }
  return { appId, privateKey: parsePrivateKey(key) };
}
function mask(value) {
  if (value.trim() === "") return;
  setSecret(value);
  for (const text of [value, unescapeNewlines(value)]) {
    for (const line of text.split(/\r?\n/)) if (line.trim() !== "") setSecret(line.trim());
  }
}
function unescapeNewlines(value) {
  return value.includes("\n") ? value : value.replace(/\\n/g, "\n");
}
function parsePrivateKey(key) {
  const pem = unescapeNewlines(key);
  let type;
  try {
    type = createPrivateKey(pem).asymmetricKeyType;
  } catch {
    throw new InputError(
      "Input 'app-private-key' is not a readable PEM private key (the key is not shown). Pass the whole .pem file GitHub generated for the App, from its first line -----BEGIN ... PRIVATE KEY----- to its last, unencrypted."
    );
  }
  if (type !== "rsa") {
    throw new InputError(
      `Input 'app-private-key' is a ${type ?? "unknown"} key; GitHub Apps sign with RSA keys. Generate a private key on the App's settings page and pass that .pem file.`
    );
  }
  return pem;
}

// src/action/github-settings.ts
function readGitHubSettings(env) {
  const app = readAppCredentials();
  const token = getOptionalString("token");
  if (token !== void 0) setSecret(token);
  if (token !== void 0 && app !== void 0) {
    throw new InputError(
      "Inputs 'token' and 'app-id'/'app-private-key' are both set. Give one: the App inputs (the action mints and renews its own token) or 'token' (one you minted elsewhere)."
    );
  }
  const runnerToken = app === void 0 ? getOptionalString("workflow-token") : void 0;
  const workflowToken = token === void 0 ? runnerToken : void 0;
  if (runnerToken !== void 0) setSecret(runnerToken);
  if (app === void 0 && token === void 0 && workflowToken === void 0) {
    throw new InputError(
      "No GitHub credentials: set 'app-id' and 'app-private-key' (a GitHub App installed on the config repo; see README, 'GitHub App credentials'), or 'token'."
    );
  }
  const repo = getOptionalString("config-repo") ?? env["GITHUB_REPOSITORY"] ?? "";
  if (repo === "")
    throw new InputError("Input 'config-repo' is required outside GitHub Actions. Expected format {owner}/{repo}.");
  const apiUrl = (getOptionalString("github-api-url") ?? env["GITHUB_API_URL"] ?? "https://api.github.com").replace(
    /\/+$/,
    ""
  );
  if (!/^https?:\/\/[^\s]+$/.test(apiUrl)) {
    throw new InputError(`Input 'github-api-url' must be an http(s) URL, got ${JSON.stringify(apiUrl)}.`);
  }
  return {
    token: token ?? workflowToken,
    githubApp: app,
    apiUrl,
    configRepo: parseRepo(repo, "input 'config-repo'"),
    showSummary: getBoolean("show-summary", true),
    workflowToken: runnerToken !== void 0 && (token === void 0 || token === runnerToken)
  };
}
function readRunSource(env) {
  const serverUrl = (env["GITHUB_SERVER_URL"] ?? "https://github.com").replace(/\/+$/, "");
  const repository = env["GITHUB_REPOSITORY"] || void 0;
  const runId = env["GITHUB_RUN_ID"];
  const sha = env["GITHUB_SHA"] && isCommitSha(env["GITHUB_SHA"]) ? env["GITHUB_SHA"] : void 0;
  return {
    repository,
    sha,
    runUrl: repository && runId && /^\d+$/.test(runId) ? `${serverUrl}/${repository}/actions/runs/${runId}` : void 0,
    serverUrl
  };
}

export {
  connectConfigRepo,
  actionLog,
  debugSettings,
  setOutputs,
  writeJobSummary,
  readGitHubSettings,
  readRunSource
};
//# sourceMappingURL=chunk-TTTPNTVM.js.map
