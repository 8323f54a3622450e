import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  READS_IN_FLIGHT,
  createGitHubClient,
  githubMessage,
  statusOf
} from "./chunk-FJDAZUGU.js";
import "./chunk-YKJKAG3S.js";
import "./chunk-5I2F5V2N.js";
import "./chunk-LV3F5KSS.js";
import "./chunk-ZF2THGNK.js";
export {
  READS_IN_FLIGHT,
  createGitHubClient,
  githubMessage,
  statusOf
};
//# sourceMappingURL=client-35KOTTT2.js.map
