import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  READS_IN_FLIGHT,
  createGitHubClient,
  githubMessage,
  statusOf
} from "./chunk-YTNNEONG.js";
import "./chunk-5I2F5V2N.js";
import "./chunk-YKJKAG3S.js";
import "./chunk-JT2VRZOZ.js";
import "./chunk-ZF2THGNK.js";
export {
  READS_IN_FLIGHT,
  createGitHubClient,
  githubMessage,
  statusOf
};
//# sourceMappingURL=client-5E4L57JO.js.map
