import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  InputError
} from "./chunk-LV3F5KSS.js";

// src/settings/selector.ts
function readSelector(settings) {
  const kind = settings.string("kind");
  if (kind === "")
    throw new InputError(
      `${settings.label("kind")} must not be empty, e.g. ${settings.example("kind", "Microservice")}`
    );
  const name = settings.optional("resource-name");
  if (name === "")
    throw new InputError(
      `${settings.label("resource-name")} must not be empty: leave it out, or give the metadata.name`
    );
  return { kind, apiGroup: settings.string("api-group"), ...name === void 0 ? {} : { name } };
}

export {
  readSelector
};
//# sourceMappingURL=chunk-K3WKZVFW.js.map
