import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  require_dist
} from "./chunk-IM5J4SOA.js";
import {
  __commonJS,
  __require
} from "./chunk-TIBOFJYZ.js";

// node_modules/@sigstore/tuf/dist/appdata.js
var require_appdata = __commonJS({
  "node_modules/@sigstore/tuf/dist/appdata.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.appDataPath = appDataPath;
    var os_1 = __importDefault(__require("os"));
    var path_1 = __importDefault(__require("path"));
    function appDataPath(name) {
      const homedir = os_1.default.homedir();
      switch (process.platform) {
        /* istanbul ignore next */
        case "darwin": {
          const appSupport = path_1.default.join(homedir, "Library", "Application Support");
          return path_1.default.join(appSupport, name);
        }
        /* istanbul ignore next */
        case "win32": {
          const localAppData = process.env.LOCALAPPDATA || path_1.default.join(homedir, "AppData", "Local");
          return path_1.default.join(localAppData, name, "Data");
        }
        /* istanbul ignore next */
        default: {
          const localData = process.env.XDG_DATA_HOME || path_1.default.join(homedir, ".local", "share");
          return path_1.default.join(localData, name);
        }
      }
    }
  }
});

// node_modules/@tufjs/models/dist/error.js
var require_error = __commonJS({
  "node_modules/@tufjs/models/dist/error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.UnsupportedAlgorithmError = exports.CryptoError = exports.LengthOrHashMismatchError = exports.UnsignedMetadataError = exports.RepositoryError = exports.ValueError = void 0;
    var ValueError = class extends Error {
    };
    exports.ValueError = ValueError;
    var RepositoryError = class extends Error {
    };
    exports.RepositoryError = RepositoryError;
    var UnsignedMetadataError = class extends RepositoryError {
    };
    exports.UnsignedMetadataError = UnsignedMetadataError;
    var LengthOrHashMismatchError = class extends RepositoryError {
    };
    exports.LengthOrHashMismatchError = LengthOrHashMismatchError;
    var CryptoError = class extends Error {
    };
    exports.CryptoError = CryptoError;
    var UnsupportedAlgorithmError = class extends CryptoError {
    };
    exports.UnsupportedAlgorithmError = UnsupportedAlgorithmError;
  }
});

// node_modules/@tufjs/models/dist/utils/guard.js
var require_guard = __commonJS({
  "node_modules/@tufjs/models/dist/utils/guard.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.isDefined = isDefined;
    exports.isObject = isObject;
    exports.isStringArray = isStringArray;
    exports.isObjectArray = isObjectArray;
    exports.isStringRecord = isStringRecord;
    exports.isObjectRecord = isObjectRecord;
    function isDefined(val) {
      return val !== void 0;
    }
    function isObject(value) {
      return typeof value === "object" && value !== null;
    }
    function isStringArray(value) {
      return Array.isArray(value) && value.every((v) => typeof v === "string");
    }
    function isObjectArray(value) {
      return Array.isArray(value) && value.every(isObject);
    }
    function isStringRecord(value) {
      return typeof value === "object" && value !== null && Object.keys(value).every((k) => typeof k === "string") && Object.values(value).every((v) => typeof v === "string");
    }
    function isObjectRecord(value) {
      return typeof value === "object" && value !== null && Object.keys(value).every((k) => typeof k === "string") && Object.values(value).every((v) => typeof v === "object" && v !== null);
    }
  }
});

// node_modules/@tufjs/canonical-json/lib/index.js
var require_lib = __commonJS({
  "node_modules/@tufjs/canonical-json/lib/index.js"(exports, module) {
    var COMMA = ",";
    var COLON = ":";
    var LEFT_SQUARE_BRACKET = "[";
    var RIGHT_SQUARE_BRACKET = "]";
    var LEFT_CURLY_BRACKET = "{";
    var RIGHT_CURLY_BRACKET = "}";
    function canonicalize(object) {
      const buffer = [];
      if (typeof object === "string") {
        buffer.push(canonicalizeString(object));
      } else if (typeof object === "boolean") {
        buffer.push(JSON.stringify(object));
      } else if (Number.isInteger(object)) {
        buffer.push(JSON.stringify(object));
      } else if (object === null) {
        buffer.push(JSON.stringify(object));
      } else if (Array.isArray(object)) {
        buffer.push(LEFT_SQUARE_BRACKET);
        let first = true;
        object.forEach((element) => {
          if (!first) {
            buffer.push(COMMA);
          }
          first = false;
          buffer.push(canonicalize(element));
        });
        buffer.push(RIGHT_SQUARE_BRACKET);
      } else if (typeof object === "object") {
        buffer.push(LEFT_CURLY_BRACKET);
        let first = true;
        Object.keys(object).sort().forEach((property) => {
          if (!first) {
            buffer.push(COMMA);
          }
          first = false;
          buffer.push(canonicalizeString(property));
          buffer.push(COLON);
          buffer.push(canonicalize(object[property]));
        });
        buffer.push(RIGHT_CURLY_BRACKET);
      } else {
        throw new TypeError("cannot encode " + object.toString());
      }
      return buffer.join("");
    }
    function canonicalizeString(string) {
      const escapedString = string.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      return '"' + escapedString + '"';
    }
    module.exports = {
      canonicalize
    };
  }
});

// node_modules/@tufjs/models/dist/utils/verify.js
var require_verify = __commonJS({
  "node_modules/@tufjs/models/dist/utils/verify.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.verifySignature = void 0;
    var canonical_json_1 = require_lib();
    var crypto_1 = __importDefault(__require("crypto"));
    var verifySignature = (metaDataSignedData, key, signature) => {
      const canonicalData = Buffer.from((0, canonical_json_1.canonicalize)(metaDataSignedData));
      return crypto_1.default.verify(key.hashAlgorithm, canonicalData, key, Buffer.from(signature, "hex"));
    };
    exports.verifySignature = verifySignature;
  }
});

// node_modules/@tufjs/models/dist/utils/index.js
var require_utils = __commonJS({
  "node_modules/@tufjs/models/dist/utils/index.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports && exports.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports && exports.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) if (Object.prototype.hasOwnProperty.call(o2, k)) ar[ar.length] = k;
          return ar;
        };
        return ownKeys(o);
      };
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
          for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        }
        __setModuleDefault(result, mod);
        return result;
      };
    })();
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.crypto = exports.guard = void 0;
    exports.guard = __importStar(require_guard());
    exports.crypto = __importStar(require_verify());
  }
});

// node_modules/@tufjs/models/dist/base.js
var require_base = __commonJS({
  "node_modules/@tufjs/models/dist/base.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Signed = exports.MetadataKind = void 0;
    exports.isMetadataKind = isMetadataKind;
    var util_1 = __importDefault(__require("util"));
    var error_1 = require_error();
    var utils_1 = require_utils();
    var SPECIFICATION_VERSION = ["1", "0", "31"];
    var MetadataKind;
    (function(MetadataKind2) {
      MetadataKind2["Root"] = "root";
      MetadataKind2["Timestamp"] = "timestamp";
      MetadataKind2["Snapshot"] = "snapshot";
      MetadataKind2["Targets"] = "targets";
    })(MetadataKind || (exports.MetadataKind = MetadataKind = {}));
    function isMetadataKind(value) {
      return typeof value === "string" && Object.values(MetadataKind).includes(value);
    }
    var Signed = class _Signed {
      specVersion;
      expires;
      version;
      unrecognizedFields;
      constructor(options) {
        this.specVersion = options.specVersion || SPECIFICATION_VERSION.join(".");
        const specList = this.specVersion.split(".");
        if (!(specList.length === 2 || specList.length === 3) || !specList.every((item) => isNumeric(item))) {
          throw new error_1.ValueError("Failed to parse specVersion");
        }
        if (specList[0] != SPECIFICATION_VERSION[0]) {
          throw new error_1.ValueError("Unsupported specVersion");
        }
        this.expires = options.expires;
        this.version = options.version;
        this.unrecognizedFields = options.unrecognizedFields || {};
      }
      equals(other) {
        if (!(other instanceof _Signed)) {
          return false;
        }
        return this.specVersion === other.specVersion && this.expires === other.expires && this.version === other.version && util_1.default.isDeepStrictEqual(this.unrecognizedFields, other.unrecognizedFields);
      }
      isExpired(referenceTime) {
        if (!referenceTime) {
          referenceTime = /* @__PURE__ */ new Date();
        }
        return referenceTime >= new Date(this.expires);
      }
      static commonFieldsFromJSON(data) {
        const { spec_version, expires, version, ...rest } = data;
        if (!utils_1.guard.isDefined(spec_version)) {
          throw new error_1.ValueError("spec_version is not defined");
        } else if (typeof spec_version !== "string") {
          throw new TypeError("spec_version must be a string");
        }
        if (!utils_1.guard.isDefined(expires)) {
          throw new error_1.ValueError("expires is not defined");
        } else if (!(typeof expires === "string")) {
          throw new TypeError("expires must be a string");
        } else if (Number.isNaN(new Date(expires).getTime())) {
          throw new error_1.ValueError("Failed to parse expires");
        }
        if (!utils_1.guard.isDefined(version)) {
          throw new error_1.ValueError("version is not defined");
        } else if (!(typeof version === "number")) {
          throw new TypeError("version must be a number");
        }
        return {
          specVersion: spec_version,
          expires,
          version,
          unrecognizedFields: rest
        };
      }
    };
    exports.Signed = Signed;
    function isNumeric(str) {
      return !isNaN(Number(str));
    }
  }
});

// node_modules/@tufjs/models/dist/file.js
var require_file = __commonJS({
  "node_modules/@tufjs/models/dist/file.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.TargetFile = exports.MetaFile = void 0;
    var crypto_1 = __importDefault(__require("crypto"));
    var util_1 = __importDefault(__require("util"));
    var error_1 = require_error();
    var utils_1 = require_utils();
    var MetaFile = class _MetaFile {
      version;
      length;
      hashes;
      unrecognizedFields;
      constructor(opts) {
        if (opts.version <= 0) {
          throw new error_1.ValueError("Metafile version must be at least 1");
        }
        if (opts.length !== void 0) {
          validateLength(opts.length);
        }
        this.version = opts.version;
        this.length = opts.length;
        this.hashes = opts.hashes;
        this.unrecognizedFields = opts.unrecognizedFields || {};
      }
      equals(other) {
        if (!(other instanceof _MetaFile)) {
          return false;
        }
        return this.version === other.version && this.length === other.length && util_1.default.isDeepStrictEqual(this.hashes, other.hashes) && util_1.default.isDeepStrictEqual(this.unrecognizedFields, other.unrecognizedFields);
      }
      verify(data) {
        if (this.length !== void 0) {
          if (data.length !== this.length) {
            throw new error_1.LengthOrHashMismatchError(`Expected length ${this.length} but got ${data.length}`);
          }
        }
        if (this.hashes) {
          Object.entries(this.hashes).forEach(([key, value]) => {
            let hash;
            try {
              hash = crypto_1.default.createHash(key);
            } catch (e) {
              throw new error_1.LengthOrHashMismatchError(`Hash algorithm ${key} not supported`);
            }
            const observedHash = hash.update(data).digest("hex");
            if (observedHash !== value) {
              throw new error_1.LengthOrHashMismatchError(`Expected hash ${value} but got ${observedHash}`);
            }
          });
        }
      }
      toJSON() {
        const json = {
          version: this.version,
          ...this.unrecognizedFields
        };
        if (this.length !== void 0) {
          json.length = this.length;
        }
        if (this.hashes) {
          json.hashes = this.hashes;
        }
        return json;
      }
      static fromJSON(data) {
        const { version, length, hashes, ...rest } = data;
        if (typeof version !== "number") {
          throw new TypeError("version must be a number");
        }
        if (utils_1.guard.isDefined(length) && typeof length !== "number") {
          throw new TypeError("length must be a number");
        }
        if (utils_1.guard.isDefined(hashes) && !utils_1.guard.isStringRecord(hashes)) {
          throw new TypeError("hashes must be string keys and values");
        }
        return new _MetaFile({
          version,
          length,
          hashes,
          unrecognizedFields: rest
        });
      }
    };
    exports.MetaFile = MetaFile;
    var TargetFile = class _TargetFile {
      length;
      path;
      hashes;
      unrecognizedFields;
      constructor(opts) {
        validateLength(opts.length);
        this.length = opts.length;
        this.path = opts.path;
        this.hashes = opts.hashes;
        this.unrecognizedFields = opts.unrecognizedFields || {};
      }
      get custom() {
        const custom = this.unrecognizedFields["custom"];
        if (!custom || Array.isArray(custom) || !(typeof custom === "object")) {
          return {};
        }
        return custom;
      }
      equals(other) {
        if (!(other instanceof _TargetFile)) {
          return false;
        }
        return this.length === other.length && this.path === other.path && util_1.default.isDeepStrictEqual(this.hashes, other.hashes) && util_1.default.isDeepStrictEqual(this.unrecognizedFields, other.unrecognizedFields);
      }
      async verify(stream) {
        let observedLength = 0;
        const digests = Object.keys(this.hashes).reduce((acc, key) => {
          try {
            acc[key] = crypto_1.default.createHash(key);
          } catch (e) {
            throw new error_1.LengthOrHashMismatchError(`Hash algorithm ${key} not supported`);
          }
          return acc;
        }, {});
        for await (const chunk of stream) {
          observedLength += chunk.length;
          Object.values(digests).forEach((digest) => {
            digest.update(chunk);
          });
        }
        if (observedLength !== this.length) {
          throw new error_1.LengthOrHashMismatchError(`Expected length ${this.length} but got ${observedLength}`);
        }
        Object.entries(digests).forEach(([key, value]) => {
          const expected = this.hashes[key];
          const actual = value.digest("hex");
          if (actual !== expected) {
            throw new error_1.LengthOrHashMismatchError(`Expected hash ${expected} but got ${actual}`);
          }
        });
      }
      toJSON() {
        return {
          length: this.length,
          hashes: this.hashes,
          ...this.unrecognizedFields
        };
      }
      static fromJSON(path, data) {
        const { length, hashes, ...rest } = data;
        if (typeof length !== "number") {
          throw new TypeError("length must be a number");
        }
        if (!utils_1.guard.isStringRecord(hashes)) {
          throw new TypeError("hashes must have string keys and values");
        }
        return new _TargetFile({
          length,
          path,
          hashes,
          unrecognizedFields: rest
        });
      }
    };
    exports.TargetFile = TargetFile;
    function validateLength(length) {
      if (length < 0) {
        throw new error_1.ValueError("Length must be at least 0");
      }
    }
  }
});

// node_modules/@tufjs/models/dist/utils/oid.js
var require_oid = __commonJS({
  "node_modules/@tufjs/models/dist/utils/oid.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.encodeOIDString = encodeOIDString;
    var ANS1_TAG_OID = 6;
    function encodeOIDString(oid) {
      const parts = oid.split(".");
      const first = parseInt(parts[0], 10) * 40 + parseInt(parts[1], 10);
      const rest = [];
      parts.slice(2).forEach((part) => {
        const bytes = encodeVariableLengthInteger(parseInt(part, 10));
        rest.push(...bytes);
      });
      const der = Buffer.from([first, ...rest]);
      return Buffer.from([ANS1_TAG_OID, der.length, ...der]);
    }
    function encodeVariableLengthInteger(value) {
      const bytes = [];
      let mask = 0;
      do {
        bytes.unshift(value & 127 | mask);
        value >>= 7;
        mask = 128;
      } while (value > 0);
      return bytes;
    }
  }
});

// node_modules/@tufjs/models/dist/utils/key.js
var require_key = __commonJS({
  "node_modules/@tufjs/models/dist/utils/key.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getPublicKey = getPublicKey;
    var crypto_1 = __importDefault(__require("crypto"));
    var error_1 = require_error();
    var oid_1 = require_oid();
    var ASN1_TAG_SEQUENCE = 48;
    var ANS1_TAG_BIT_STRING = 3;
    var NULL_BYTE = 0;
    var OID_EDDSA = "1.3.101.112";
    var OID_EC_PUBLIC_KEY = "1.2.840.10045.2.1";
    var OID_EC_CURVE_P256V1 = "1.2.840.10045.3.1.7";
    var OID_EC_CURVE_P384 = "1.3.132.0.34";
    var PEM_HEADER = "-----BEGIN PUBLIC KEY-----";
    function getPublicKey(keyInfo) {
      switch (keyInfo.keyType) {
        case "rsa":
          return getRSAPublicKey(keyInfo);
        case "ed25519":
          return getED25519PublicKey(keyInfo);
        case "ecdsa":
        case "ecdsa-sha2-nistp256":
        case "ecdsa-sha2-nistp384":
          return getECDCSAPublicKey(keyInfo);
        default:
          throw new error_1.UnsupportedAlgorithmError(`Unsupported key type: ${keyInfo.keyType}`);
      }
    }
    function getRSAPublicKey(keyInfo) {
      if (!keyInfo.keyVal.startsWith(PEM_HEADER)) {
        throw new error_1.CryptoError("Invalid key format");
      }
      const key = crypto_1.default.createPublicKey(keyInfo.keyVal);
      switch (keyInfo.scheme) {
        case "rsassa-pss-sha256":
        case "rsassa-pss-sha384":
        case "rsassa-pss-sha512":
          return {
            key,
            hashAlgorithm: keyInfo.scheme.slice("rsassa-pss-".length),
            padding: crypto_1.default.constants.RSA_PKCS1_PSS_PADDING
          };
        default:
          throw new error_1.UnsupportedAlgorithmError(`Unsupported RSA scheme: ${keyInfo.scheme}`);
      }
    }
    function getED25519PublicKey(keyInfo) {
      let key;
      if (keyInfo.keyVal.startsWith(PEM_HEADER)) {
        key = crypto_1.default.createPublicKey(keyInfo.keyVal);
      } else {
        if (!isHex(keyInfo.keyVal)) {
          throw new error_1.CryptoError("Invalid key format");
        }
        key = crypto_1.default.createPublicKey({
          key: ed25519.hexToDER(keyInfo.keyVal),
          format: "der",
          type: "spki"
        });
      }
      return { key };
    }
    function getECDCSAPublicKey(keyInfo) {
      let namedCurve;
      let curveOID;
      let hashAlgorithm;
      switch (keyInfo.scheme) {
        case "ecdsa-sha2-nistp256":
          namedCurve = "prime256v1";
          curveOID = OID_EC_CURVE_P256V1;
          hashAlgorithm = "sha256";
          break;
        case "ecdsa-sha2-nistp384":
          namedCurve = "secp384r1";
          curveOID = OID_EC_CURVE_P384;
          hashAlgorithm = "sha384";
          break;
        default:
          throw new error_1.UnsupportedAlgorithmError(`Unsupported ECDSA scheme: ${keyInfo.scheme}`);
      }
      if (keyInfo.keyType !== "ecdsa" && keyInfo.keyType !== keyInfo.scheme) {
        throw new error_1.CryptoError("ECDSA key type does not match scheme");
      }
      let key;
      if (keyInfo.keyVal.startsWith(PEM_HEADER)) {
        key = crypto_1.default.createPublicKey(keyInfo.keyVal);
      } else {
        if (!isHex(keyInfo.keyVal)) {
          throw new error_1.CryptoError("Invalid key format");
        }
        key = crypto_1.default.createPublicKey({
          key: ecdsa.hexToDER(keyInfo.keyVal, curveOID),
          format: "der",
          type: "spki"
        });
      }
      if (key.asymmetricKeyType !== "ec" || key.asymmetricKeyDetails?.namedCurve !== namedCurve) {
        throw new error_1.CryptoError("ECDSA key curve does not match scheme");
      }
      return { key, hashAlgorithm };
    }
    var ed25519 = {
      // Translates a hex key into a crypto KeyObject
      // https://keygen.sh/blog/how-to-use-hexadecimal-ed25519-keys-in-node/
      hexToDER: (hex) => {
        const key = Buffer.from(hex, "hex");
        const oid = (0, oid_1.encodeOIDString)(OID_EDDSA);
        const elements = Buffer.concat([
          Buffer.concat([
            Buffer.from([ASN1_TAG_SEQUENCE]),
            Buffer.from([oid.length]),
            oid
          ]),
          Buffer.concat([
            Buffer.from([ANS1_TAG_BIT_STRING]),
            Buffer.from([key.length + 1]),
            Buffer.from([NULL_BYTE]),
            key
          ])
        ]);
        const der = Buffer.concat([
          Buffer.from([ASN1_TAG_SEQUENCE]),
          Buffer.from([elements.length]),
          elements
        ]);
        return der;
      }
    };
    var ecdsa = {
      hexToDER: (hex, curveOID) => {
        const key = Buffer.from(hex, "hex");
        const bitString = Buffer.concat([
          Buffer.from([ANS1_TAG_BIT_STRING]),
          Buffer.from([key.length + 1]),
          Buffer.from([NULL_BYTE]),
          key
        ]);
        const oids = Buffer.concat([
          (0, oid_1.encodeOIDString)(OID_EC_PUBLIC_KEY),
          (0, oid_1.encodeOIDString)(curveOID)
        ]);
        const oidSequence = Buffer.concat([
          Buffer.from([ASN1_TAG_SEQUENCE]),
          Buffer.from([oids.length]),
          oids
        ]);
        const der = Buffer.concat([
          Buffer.from([ASN1_TAG_SEQUENCE]),
          Buffer.from([oidSequence.length + bitString.length]),
          oidSequence,
          bitString
        ]);
        return der;
      }
    };
    var isHex = (key) => /^[0-9a-fA-F]+$/.test(key);
  }
});

// node_modules/@tufjs/models/dist/key.js
var require_key2 = __commonJS({
  "node_modules/@tufjs/models/dist/key.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Key = void 0;
    var util_1 = __importDefault(__require("util"));
    var error_1 = require_error();
    var utils_1 = require_utils();
    var key_1 = require_key();
    var Key = class _Key {
      keyID;
      keyType;
      scheme;
      keyVal;
      unrecognizedFields;
      constructor(options) {
        const { keyID, keyType, scheme, keyVal, unrecognizedFields } = options;
        this.keyID = keyID;
        this.keyType = keyType;
        this.scheme = scheme;
        this.keyVal = keyVal;
        this.unrecognizedFields = unrecognizedFields || {};
      }
      // Verifies the that the metadata.signatures contains a signature made with
      // this key and is correctly signed.
      verifySignature(metadata) {
        const signature = metadata.signatures[this.keyID];
        if (!signature)
          throw new error_1.UnsignedMetadataError("no signature for key found in metadata");
        if (!this.keyVal.public)
          throw new error_1.UnsignedMetadataError("no public key found");
        const publicKey = (0, key_1.getPublicKey)({
          keyType: this.keyType,
          scheme: this.scheme,
          keyVal: this.keyVal.public
        });
        const signedData = metadata.signed.toJSON();
        try {
          if (!utils_1.crypto.verifySignature(signedData, publicKey, signature.sig)) {
            throw new error_1.UnsignedMetadataError(`failed to verify ${this.keyID} signature`);
          }
        } catch (error) {
          if (error instanceof error_1.UnsignedMetadataError) {
            throw error;
          }
          throw new error_1.UnsignedMetadataError(`failed to verify ${this.keyID} signature`);
        }
      }
      equals(other) {
        if (!(other instanceof _Key)) {
          return false;
        }
        return this.keyID === other.keyID && this.keyType === other.keyType && this.scheme === other.scheme && util_1.default.isDeepStrictEqual(this.keyVal, other.keyVal) && util_1.default.isDeepStrictEqual(this.unrecognizedFields, other.unrecognizedFields);
      }
      toJSON() {
        return {
          keytype: this.keyType,
          scheme: this.scheme,
          keyval: this.keyVal,
          ...this.unrecognizedFields
        };
      }
      static fromJSON(keyID, data) {
        const { keytype, scheme, keyval, ...rest } = data;
        if (typeof keytype !== "string") {
          throw new TypeError("keytype must be a string");
        }
        if (typeof scheme !== "string") {
          throw new TypeError("scheme must be a string");
        }
        if (!utils_1.guard.isStringRecord(keyval)) {
          throw new TypeError("keyval must be a string record");
        }
        return new _Key({
          keyID,
          keyType: keytype,
          scheme,
          keyVal: keyval,
          unrecognizedFields: rest
        });
      }
    };
    exports.Key = Key;
  }
});

// node_modules/balanced-match/dist/commonjs/index.js
var require_commonjs = __commonJS({
  "node_modules/balanced-match/dist/commonjs/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.range = exports.balanced = void 0;
    var balanced = (a, b, str) => {
      const ma = a instanceof RegExp ? maybeMatch(a, str) : a;
      const mb = b instanceof RegExp ? maybeMatch(b, str) : b;
      const r = ma !== null && mb != null && (0, exports.range)(ma, mb, str);
      return r && {
        start: r[0],
        end: r[1],
        pre: str.slice(0, r[0]),
        body: str.slice(r[0] + ma.length, r[1]),
        post: str.slice(r[1] + mb.length)
      };
    };
    exports.balanced = balanced;
    var maybeMatch = (reg, str) => {
      const m = str.match(reg);
      return m ? m[0] : null;
    };
    var range = (a, b, str) => {
      let begs, beg, left, right = void 0, result;
      let ai = str.indexOf(a);
      let bi = str.indexOf(b, ai + 1);
      let i = ai;
      if (ai >= 0 && bi > 0) {
        if (a === b) {
          return [ai, bi];
        }
        begs = [];
        left = str.length;
        while (i >= 0 && !result) {
          if (i === ai) {
            begs.push(i);
            ai = str.indexOf(a, i + 1);
          } else if (begs.length === 1) {
            const r = begs.pop();
            if (r !== void 0)
              result = [r, bi];
          } else {
            beg = begs.pop();
            if (beg !== void 0 && beg < left) {
              left = beg;
              right = bi;
            }
            bi = str.indexOf(b, i + 1);
          }
          i = ai < bi && ai >= 0 ? ai : bi;
        }
        if (begs.length && right !== void 0) {
          result = [left, right];
        }
      }
      return result;
    };
    exports.range = range;
  }
});

// node_modules/brace-expansion/dist/commonjs/index.js
var require_commonjs2 = __commonJS({
  "node_modules/brace-expansion/dist/commonjs/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.EXPANSION_MAX_STEPS = exports.EXPANSION_MAX_REWRITES = exports.EXPANSION_MAX_DEPTH = exports.EXPANSION_MAX_LENGTH = exports.EXPANSION_MAX = void 0;
    exports.expand = expand;
    exports.default = expand;
    var balanced_match_1 = require_commonjs();
    var escSlash = "\0SLASH" + Math.random().toFixed(16) + "\0";
    var escOpen = "\0OPEN" + Math.random().toFixed(16) + "\0";
    var escClose = "\0CLOSE" + Math.random().toFixed(16) + "\0";
    var escComma = "\0COMMA" + Math.random().toFixed(16) + "\0";
    var escPeriod = "\0PERIOD" + Math.random().toFixed(16) + "\0";
    var escSlashPattern = new RegExp(escSlash, "g");
    var escOpenPattern = new RegExp(escOpen, "g");
    var escClosePattern = new RegExp(escClose, "g");
    var escCommaPattern = new RegExp(escComma, "g");
    var escPeriodPattern = new RegExp(escPeriod, "g");
    var slashPattern = /\\\\/g;
    var openPattern = /\\{/g;
    var closePattern = /\\}/g;
    var commaPattern = /\\,/g;
    var periodPattern = /\\\./g;
    exports.EXPANSION_MAX = 1e5;
    exports.EXPANSION_MAX_LENGTH = 4e6;
    exports.EXPANSION_MAX_DEPTH = 1e3;
    exports.EXPANSION_MAX_REWRITES = 1e3;
    exports.EXPANSION_MAX_STEPS = 2e7;
    var CALL_STEPS = 16;
    function numeric(str) {
      return !isNaN(str) ? parseInt(str, 10) : str.charCodeAt(0);
    }
    function escapeBraces(str) {
      return str.replace(slashPattern, escSlash).replace(openPattern, escOpen).replace(closePattern, escClose).replace(commaPattern, escComma).replace(periodPattern, escPeriod);
    }
    function unescapeBraces(str) {
      return str.replace(escSlashPattern, "\\").replace(escOpenPattern, "{").replace(escClosePattern, "}").replace(escCommaPattern, ",").replace(escPeriodPattern, ".");
    }
    function pushAll(target, items) {
      for (let i = 0; i < items.length; i++) {
        target.push(items[i]);
      }
    }
    function balancedWithBudget(str, masked, budget) {
      if (budget.remaining < 0) {
        return void 0;
      }
      const r = (0, balanced_match_1.range)("{", "}", masked);
      const unmatched = r !== void 0 && masked.indexOf("{") < r[0];
      budget.remaining -= r && !unmatched ? r[1] + 1 : str.length;
      if (!r || budget.remaining < 0) {
        return void 0;
      }
      return {
        end: r[1],
        pre: str.slice(0, r[0]),
        body: str.slice(r[0] + 1, r[1]),
        post: str.slice(r[1] + 1),
        unmatched
      };
    }
    function maskUnmatchedOpens(masked, budget) {
      budget.remaining -= masked.length;
      const open = [];
      for (let i = 0; i < masked.length; i++) {
        const c = masked.charCodeAt(i);
        if (c === 123) {
          open.push(i);
        } else if (c === 125 && open.length) {
          open.pop();
        }
      }
      let out = "";
      let last = 0;
      for (let i = 0; i < open.length; i++) {
        const at = open[i];
        out += masked.slice(last, at) + "\0";
        last = at + 1;
      }
      return out + masked.slice(last);
    }
    function commaSetFollows(str, budget) {
      budget.remaining -= str.length;
      if (budget.remaining < 0) {
        return false;
      }
      let close = false;
      for (let i = str.length - 1; i >= 0; i--) {
        const c = str.charCodeAt(i);
        if (c === 125) {
          close = true;
        } else if (c === 10 || c === 13 || c === 8232 || c === 8233) {
          close = false;
        } else if (c === 44 && close && str.charCodeAt(i + 1) !== 44) {
          return true;
        }
      }
      return false;
    }
    function parseCommaParts(str, budget) {
      const parts = [];
      let carry = "";
      for (; ; ) {
        const m = balancedWithBudget(str, str, budget);
        if (budget.remaining < 0) {
          return void 0;
        }
        if (!m) {
          const tail = str.split(",");
          tail[0] = carry + tail[0];
          pushAll(parts, tail);
          return parts;
        }
        const { pre, body, post } = m;
        const p = pre.split(",");
        p[0] = carry + p[0];
        p[p.length - 1] += "{" + body + "}";
        if (!post.length) {
          pushAll(parts, p);
          return parts;
        }
        carry = p.pop();
        pushAll(parts, p);
        str = post;
      }
    }
    function bound(value, fallback) {
      return value === void 0 || isNaN(value) ? fallback : value;
    }
    function expand(str, options = {}) {
      if (!str) {
        return [];
      }
      const max = bound(options.max, exports.EXPANSION_MAX);
      const maxLength = bound(options.maxLength, exports.EXPANSION_MAX_LENGTH);
      const maxDepth = bound(options.maxDepth, exports.EXPANSION_MAX_DEPTH);
      const maxRewrites = bound(options.maxRewrites, exports.EXPANSION_MAX_REWRITES);
      const maxSteps = bound(options.maxSteps, exports.EXPANSION_MAX_STEPS);
      if (str.slice(0, 2) === "{}") {
        str = "\\{\\}" + str.slice(2);
      }
      return expand_(escapeBraces(str), max, maxLength, maxDepth, 0, maxRewrites, { remaining: maxSteps }, true).map(unescapeBraces);
    }
    function embrace(str) {
      return "{" + str + "}";
    }
    function isPadded(el) {
      return /^-?0\d/.test(el);
    }
    function lte(i, y) {
      return i <= y;
    }
    function gte(i, y) {
      return i >= y;
    }
    function combine(acc, pre, values, max, maxLength, dropEmpties, budget) {
      const out = [];
      let length = 0;
      let nonEmpty;
      outer: for (let a = 0; a < acc.length; a++) {
        const prefix = acc[a] + pre;
        let vs = values;
        if (dropEmpties && !prefix) {
          if (!nonEmpty)
            nonEmpty = values.filter((v) => v);
          vs = nonEmpty;
        }
        for (let v = 0; v < vs.length; v++) {
          if (out.length >= max)
            break outer;
          const expansion = prefix + vs[v];
          if (length + expansion.length > maxLength)
            break outer;
          out.push(expansion);
          length += expansion.length;
        }
      }
      budget.remaining -= out.length;
      return out;
    }
    function expandSequence(body, isAlphaSequence, max, maxLength, budget) {
      const n = body.split(/\.\./);
      const N = [];
      if (n[0] === void 0 || n[1] === void 0) {
        return N;
      }
      const x = numeric(n[0]);
      const y = numeric(n[1]);
      const width = Math.max(n[0].length, n[1].length);
      let incr = n.length === 3 && n[2] !== void 0 ? Math.max(Math.abs(numeric(n[2])), 1) : 1;
      let test = lte;
      const reverse = y < x;
      if (reverse) {
        incr *= -1;
        test = gte;
      }
      const pad = n.some(isPadded);
      const cost = pad ? width : 1;
      let length = 0;
      for (let i = x; test(i, y) && N.length < max; i += incr) {
        budget.remaining -= cost;
        if (budget.remaining < 0) {
          return void 0;
        }
        let c;
        if (isAlphaSequence) {
          c = String.fromCharCode(i);
          if (c === "\\") {
            c = "";
          }
        } else {
          c = String(i);
          if (pad) {
            const need = width - c.length;
            if (need > 0) {
              const z = new Array(need + 1).join("0");
              if (i < 0) {
                c = "-" + z + c.slice(1);
              } else {
                c = z + c;
              }
            }
          }
        }
        if (length + c.length > maxLength)
          break;
        N.push(c);
        length += c.length;
      }
      return N;
    }
    function expand_(str, max, maxLength, maxDepth, depth, maxRewrites, budget, isTop) {
      budget.remaining -= CALL_STEPS;
      if (depth > maxDepth) {
        return [str];
      }
      let acc = [""];
      let rewrites = 0;
      let dropEmpties = false;
      let firstGroup = true;
      let masked = str;
      for (; ; ) {
        const m = balancedWithBudget(str, masked, budget);
        if (!m) {
          return combine(acc, str, [""], max, maxLength, dropEmpties, budget);
        }
        if (m.unmatched) {
          masked = maskUnmatchedOpens(masked, budget);
        }
        const pre = m.pre;
        const literal = () => combine(acc, pre + "{" + m.body + "}" + m.post, [""], max, maxLength, dropEmpties, budget);
        if (/\$$/.test(pre)) {
          acc = combine(acc, pre + "{" + m.body + "}", [""], max, maxLength, dropEmpties && !m.post.length, budget);
          firstGroup = false;
          if (!m.post.length)
            break;
          str = m.post;
          masked = masked.slice(m.end + 1);
          continue;
        }
        const isNumericSequence = /^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(m.body);
        const isAlphaSequence = /^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.test(m.body);
        const isSequence = isNumericSequence || isAlphaSequence;
        const isOptions = m.body.indexOf(",") >= 0;
        if (!isSequence && !isOptions) {
          if (rewrites < maxRewrites && commaSetFollows(m.post, budget)) {
            rewrites++;
            str = m.pre + "{" + m.body + escClose + m.post;
            masked = masked.slice(0, m.end) + escClose + masked.slice(m.end + 1);
            isTop = true;
            continue;
          }
          return literal();
        }
        if (firstGroup) {
          dropEmpties = isTop && !isSequence;
          firstGroup = false;
        }
        let values;
        if (isSequence) {
          values = expandSequence(m.body, isAlphaSequence, max, maxLength, budget);
          if (!values) {
            return literal();
          }
        } else {
          let n = parseCommaParts(m.body, budget);
          if (!n) {
            return literal();
          }
          if (n.length === 1 && n[0] !== void 0) {
            n = expand_(n[0], max, maxLength, maxDepth, depth + 1, maxRewrites, budget, false).map(embrace);
            if (budget.remaining < 0) {
              return literal();
            }
            if (n.length === 1) {
              const next2 = combine(acc, pre + n[0], [""], max, maxLength, dropEmpties && !m.post.length, budget);
              if (budget.remaining < 0) {
                return literal();
              }
              acc = next2;
              if (!m.post.length)
                break;
              str = m.post;
              masked = masked.slice(m.end + 1);
              continue;
            }
          }
          let dropsEmpties = dropEmpties && !m.post.length && !pre;
          for (let d = 0; dropsEmpties && d < acc.length; d++) {
            if (acc[d]) {
              dropsEmpties = false;
            }
          }
          values = [];
          let valuesLength = 0;
          outer: for (let j = 0; j < n.length; j++) {
            const expanded = expand_(n[j], max, maxLength, maxDepth, depth + 1, maxRewrites, budget, false);
            if (budget.remaining < 0) {
              return literal();
            }
            for (let k = 0; k < expanded.length; k++) {
              const v = expanded[k];
              if (dropsEmpties && !v)
                continue;
              if (values.length >= max || valuesLength + v.length > maxLength) {
                break outer;
              }
              values.push(v);
              valuesLength += v.length;
            }
          }
        }
        const next = combine(acc, pre, values, max, maxLength, dropEmpties && !m.post.length, budget);
        if (budget.remaining < 0) {
          return literal();
        }
        acc = next;
        if (!m.post.length)
          break;
        str = m.post;
        masked = masked.slice(m.end + 1);
      }
      return acc;
    }
  }
});

// node_modules/@tufjs/models/node_modules/minimatch/dist/commonjs/assert-valid-pattern.js
var require_assert_valid_pattern = __commonJS({
  "node_modules/@tufjs/models/node_modules/minimatch/dist/commonjs/assert-valid-pattern.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.assertValidPattern = void 0;
    var MAX_PATTERN_LENGTH = 1024 * 64;
    var assertValidPattern = (pattern) => {
      if (typeof pattern !== "string") {
        throw new TypeError("invalid pattern");
      }
      if (pattern.length > MAX_PATTERN_LENGTH) {
        throw new TypeError("pattern is too long");
      }
    };
    exports.assertValidPattern = assertValidPattern;
  }
});

// node_modules/@tufjs/models/node_modules/minimatch/dist/commonjs/brace-expressions.js
var require_brace_expressions = __commonJS({
  "node_modules/@tufjs/models/node_modules/minimatch/dist/commonjs/brace-expressions.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.parseClass = void 0;
    var posixClasses = {
      "[:alnum:]": ["\\p{L}\\p{Nl}\\p{Nd}", true],
      "[:alpha:]": ["\\p{L}\\p{Nl}", true],
      "[:ascii:]": ["\\x00-\\x7f", false],
      "[:blank:]": ["\\p{Zs}\\t", true],
      "[:cntrl:]": ["\\p{Cc}", true],
      "[:digit:]": ["\\p{Nd}", true],
      "[:graph:]": ["\\p{Z}\\p{C}", true, true],
      "[:lower:]": ["\\p{Ll}", true],
      "[:print:]": ["\\p{C}", true],
      "[:punct:]": ["\\p{P}", true],
      "[:space:]": ["\\p{Z}\\t\\r\\n\\v\\f", true],
      "[:upper:]": ["\\p{Lu}", true],
      "[:word:]": ["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}", true],
      "[:xdigit:]": ["A-Fa-f0-9", false]
    };
    var braceEscape = (s) => s.replace(/[[\]\\-]/g, "\\$&");
    var regexpEscape = (s) => s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g, "\\$&");
    var rangesToString = (ranges) => ranges.join("");
    var parseClass = (glob, position) => {
      const pos = position;
      if (glob.charAt(pos) !== "[") {
        throw new Error("not in a brace expression");
      }
      const ranges = [];
      const negs = [];
      let i = pos + 1;
      let sawStart = false;
      let uflag = false;
      let escaping = false;
      let negate = false;
      let endPos = pos;
      let rangeStart = "";
      WHILE: while (i < glob.length) {
        const c = glob.charAt(i);
        if ((c === "!" || c === "^") && i === pos + 1) {
          negate = true;
          i++;
          continue;
        }
        if (c === "]" && sawStart && !escaping) {
          endPos = i + 1;
          break;
        }
        sawStart = true;
        if (c === "\\") {
          if (!escaping) {
            escaping = true;
            i++;
            continue;
          }
        }
        if (c === "[" && !escaping) {
          for (const [cls, [unip, u, neg]] of Object.entries(posixClasses)) {
            if (glob.startsWith(cls, i)) {
              if (rangeStart) {
                return ["$.", false, glob.length - pos, true];
              }
              i += cls.length;
              if (neg)
                negs.push(unip);
              else
                ranges.push(unip);
              uflag = uflag || u;
              continue WHILE;
            }
          }
        }
        escaping = false;
        if (rangeStart) {
          if (c > rangeStart) {
            ranges.push(braceEscape(rangeStart) + "-" + braceEscape(c));
          } else if (c === rangeStart) {
            ranges.push(braceEscape(c));
          }
          rangeStart = "";
          i++;
          continue;
        }
        if (glob.startsWith("-]", i + 1)) {
          ranges.push(braceEscape(c + "-"));
          i += 2;
          continue;
        }
        if (glob.startsWith("-", i + 1)) {
          rangeStart = c;
          i += 2;
          continue;
        }
        ranges.push(braceEscape(c));
        i++;
      }
      if (endPos < i) {
        return ["", false, 0, false];
      }
      if (!ranges.length && !negs.length) {
        return ["$.", false, glob.length - pos, true];
      }
      if (negs.length === 0 && ranges.length === 1 && /^\\?.$/.test(ranges[0]) && !negate) {
        const r = ranges[0].length === 2 ? ranges[0].slice(-1) : ranges[0];
        return [regexpEscape(r), false, endPos - pos, false];
      }
      const sranges = "[" + (negate ? "^" : "") + rangesToString(ranges) + "]";
      const snegs = "[" + (negate ? "" : "^") + rangesToString(negs) + "]";
      const comb = ranges.length && negs.length ? "(" + sranges + "|" + snegs + ")" : ranges.length ? sranges : snegs;
      return [comb, uflag, endPos - pos, true];
    };
    exports.parseClass = parseClass;
  }
});

// node_modules/@tufjs/models/node_modules/minimatch/dist/commonjs/unescape.js
var require_unescape = __commonJS({
  "node_modules/@tufjs/models/node_modules/minimatch/dist/commonjs/unescape.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.unescape = void 0;
    var unescape = (s, { windowsPathsNoEscape = false, magicalBraces = true } = {}) => {
      if (magicalBraces) {
        return windowsPathsNoEscape ? s.replace(/\[([^/\\])\]/g, "$1") : s.replace(/((?!\\).|^)\[([^/\\])\]/g, "$1$2").replace(/\\([^/])/g, "$1");
      }
      return windowsPathsNoEscape ? s.replace(/\[([^/\\{}])\]/g, "$1") : s.replace(/((?!\\).|^)\[([^/\\{}])\]/g, "$1$2").replace(/\\([^/{}])/g, "$1");
    };
    exports.unescape = unescape;
  }
});

// node_modules/@tufjs/models/node_modules/minimatch/dist/commonjs/ast.js
var require_ast = __commonJS({
  "node_modules/@tufjs/models/node_modules/minimatch/dist/commonjs/ast.js"(exports) {
    "use strict";
    var _a;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.AST = void 0;
    var brace_expressions_js_1 = require_brace_expressions();
    var unescape_js_1 = require_unescape();
    var types = /* @__PURE__ */ new Set(["!", "?", "+", "*", "@"]);
    var isExtglobType = (c) => types.has(c);
    var isExtglobAST = (c) => isExtglobType(c.type);
    var adoptionMap = /* @__PURE__ */ new Map([
      ["!", ["@"]],
      ["?", ["?", "@"]],
      ["@", ["@"]],
      ["*", ["*", "+", "?", "@"]],
      ["+", ["+", "@"]]
    ]);
    var adoptionWithSpaceMap = /* @__PURE__ */ new Map([
      ["!", ["?"]],
      ["@", ["?"]],
      ["+", ["?", "*"]]
    ]);
    var adoptionAnyMap = /* @__PURE__ */ new Map([
      ["!", ["?", "@"]],
      ["?", ["?", "@"]],
      ["@", ["?", "@"]],
      ["*", ["*", "+", "?", "@"]],
      ["+", ["+", "@", "?", "*"]]
    ]);
    var usurpMap = /* @__PURE__ */ new Map([
      ["!", /* @__PURE__ */ new Map([["!", "@"]])],
      [
        "?",
        /* @__PURE__ */ new Map([
          ["*", "*"],
          ["+", "*"]
        ])
      ],
      [
        "@",
        /* @__PURE__ */ new Map([
          ["!", "!"],
          ["?", "?"],
          ["@", "@"],
          ["*", "*"],
          ["+", "+"]
        ])
      ],
      [
        "+",
        /* @__PURE__ */ new Map([
          ["?", "*"],
          ["*", "*"]
        ])
      ]
    ]);
    var startNoTraversal = "(?!(?:^|/)\\.\\.?(?:$|/))";
    var startNoDot = "(?!\\.)";
    var addPatternStart = /* @__PURE__ */ new Set(["[", "."]);
    var justDots = /* @__PURE__ */ new Set(["..", "."]);
    var reSpecials = new Set("().*{}+?[]^$\\!");
    var regExpEscape = (s) => s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g, "\\$&");
    var qmark = "[^/]";
    var star = qmark + "*?";
    var starNoEmpty = qmark + "+?";
    var ID = 0;
    var AST = class {
      type;
      #root;
      #hasMagic;
      #uflag = false;
      #parts = [];
      #parent;
      #parentIndex;
      #negs;
      #filledNegs = false;
      #options;
      #toString;
      // set to true if it's an extglob with no children
      // (which really means one child of '')
      #emptyExt = false;
      id = ++ID;
      get depth() {
        return (this.#parent?.depth ?? -1) + 1;
      }
      [/* @__PURE__ */ Symbol.for("nodejs.util.inspect.custom")]() {
        return {
          "@@type": "AST",
          id: this.id,
          type: this.type,
          root: this.#root.id,
          parent: this.#parent?.id,
          depth: this.depth,
          partsLength: this.#parts.length,
          parts: this.#parts
        };
      }
      constructor(type, parent, options = {}) {
        this.type = type;
        if (type)
          this.#hasMagic = true;
        this.#parent = parent;
        this.#root = this.#parent ? this.#parent.#root : this;
        this.#options = this.#root === this ? options : this.#root.#options;
        this.#negs = this.#root === this ? [] : this.#root.#negs;
        if (type === "!" && !this.#root.#filledNegs)
          this.#negs.push(this);
        this.#parentIndex = this.#parent ? this.#parent.#parts.length : 0;
      }
      get hasMagic() {
        if (this.#hasMagic !== void 0)
          return this.#hasMagic;
        for (const p of this.#parts) {
          if (typeof p === "string")
            continue;
          if (p.type || p.hasMagic)
            return this.#hasMagic = true;
        }
        return this.#hasMagic;
      }
      // reconstructs the pattern
      toString() {
        return this.#toString !== void 0 ? this.#toString : !this.type ? this.#toString = this.#parts.map((p) => String(p)).join("") : this.#toString = this.type + "(" + this.#parts.map((p) => String(p)).join("|") + ")";
      }
      #fillNegs() {
        if (this !== this.#root)
          throw new Error("should only call on root");
        if (this.#filledNegs)
          return this;
        this.toString();
        this.#filledNegs = true;
        let n;
        while (n = this.#negs.pop()) {
          if (n.type !== "!")
            continue;
          let p = n;
          let pp = p.#parent;
          while (pp) {
            for (let i = p.#parentIndex + 1; !pp.type && i < pp.#parts.length; i++) {
              for (const part of n.#parts) {
                if (typeof part === "string") {
                  throw new Error("string part in extglob AST??");
                }
                part.copyIn(pp.#parts[i]);
              }
            }
            p = pp;
            pp = p.#parent;
          }
        }
        return this;
      }
      push(...parts) {
        for (const p of parts) {
          if (p === "")
            continue;
          if (typeof p !== "string" && !(p instanceof _a && p.#parent === this)) {
            throw new Error("invalid part: " + p);
          }
          this.#parts.push(p);
        }
      }
      toJSON() {
        const ret = this.type === null ? this.#parts.slice().map((p) => typeof p === "string" ? p : p.toJSON()) : [this.type, ...this.#parts.map((p) => p.toJSON())];
        if (this.isStart() && !this.type)
          ret.unshift([]);
        if (this.isEnd() && (this === this.#root || this.#root.#filledNegs && this.#parent?.type === "!")) {
          ret.push({});
        }
        return ret;
      }
      isStart() {
        if (this.#root === this)
          return true;
        if (!this.#parent?.isStart())
          return false;
        if (this.#parentIndex === 0)
          return true;
        const p = this.#parent;
        for (let i = 0; i < this.#parentIndex; i++) {
          const pp = p.#parts[i];
          if (!(pp instanceof _a && pp.type === "!")) {
            return false;
          }
        }
        return true;
      }
      isEnd() {
        if (this.#root === this)
          return true;
        if (this.#parent?.type === "!")
          return true;
        if (!this.#parent?.isEnd())
          return false;
        if (!this.type)
          return this.#parent?.isEnd();
        const pl = this.#parent ? this.#parent.#parts.length : 0;
        return this.#parentIndex === pl - 1;
      }
      copyIn(part) {
        if (typeof part === "string")
          this.push(part);
        else
          this.push(part.clone(this));
      }
      clone(parent) {
        const c = new _a(this.type, parent);
        for (const p of this.#parts) {
          c.copyIn(p);
        }
        return c;
      }
      static #parseAST(str, ast, pos, opt, extDepth) {
        const maxDepth = opt.maxExtglobRecursion ?? 2;
        let escaping = false;
        let inBrace = false;
        let braceStart = -1;
        let braceNeg = false;
        if (ast.type === null) {
          let i2 = pos;
          let acc2 = "";
          while (i2 < str.length) {
            const c = str.charAt(i2++);
            if (escaping || c === "\\") {
              escaping = !escaping;
              acc2 += c;
              continue;
            }
            if (inBrace) {
              if (i2 === braceStart + 1) {
                if (c === "^" || c === "!") {
                  braceNeg = true;
                }
              } else if (c === "]" && !(i2 === braceStart + 2 && braceNeg)) {
                inBrace = false;
              }
              acc2 += c;
              continue;
            } else if (c === "[") {
              inBrace = true;
              braceStart = i2;
              braceNeg = false;
              acc2 += c;
              continue;
            }
            const doRecurse = !opt.noext && isExtglobType(c) && str.charAt(i2) === "(" && extDepth <= maxDepth;
            if (doRecurse) {
              ast.push(acc2);
              acc2 = "";
              const ext = new _a(c, ast);
              i2 = _a.#parseAST(str, ext, i2, opt, extDepth + 1);
              ast.push(ext);
              continue;
            }
            acc2 += c;
          }
          ast.push(acc2);
          return i2;
        }
        let i = pos + 1;
        let part = new _a(null, ast);
        const parts = [];
        let acc = "";
        while (i < str.length) {
          const c = str.charAt(i++);
          if (escaping || c === "\\") {
            escaping = !escaping;
            acc += c;
            continue;
          }
          if (inBrace) {
            if (i === braceStart + 1) {
              if (c === "^" || c === "!") {
                braceNeg = true;
              }
            } else if (c === "]" && !(i === braceStart + 2 && braceNeg)) {
              inBrace = false;
            }
            acc += c;
            continue;
          } else if (c === "[") {
            inBrace = true;
            braceStart = i;
            braceNeg = false;
            acc += c;
            continue;
          }
          const doRecurse = !opt.noext && isExtglobType(c) && str.charAt(i) === "(" && /* c8 ignore start - the maxDepth is sufficient here */
          (extDepth <= maxDepth || ast && ast.#canAdoptType(c));
          if (doRecurse) {
            const depthAdd = ast && ast.#canAdoptType(c) ? 0 : 1;
            part.push(acc);
            acc = "";
            const ext = new _a(c, part);
            part.push(ext);
            i = _a.#parseAST(str, ext, i, opt, extDepth + depthAdd);
            continue;
          }
          if (c === "|") {
            part.push(acc);
            acc = "";
            parts.push(part);
            part = new _a(null, ast);
            continue;
          }
          if (c === ")") {
            if (acc === "" && ast.#parts.length === 0) {
              ast.#emptyExt = true;
            }
            part.push(acc);
            acc = "";
            ast.push(...parts, part);
            return i;
          }
          acc += c;
        }
        ast.type = null;
        ast.#hasMagic = void 0;
        ast.#parts = [str.substring(pos - 1)];
        return i;
      }
      #canAdoptWithSpace(child) {
        return this.#canAdopt(child, adoptionWithSpaceMap);
      }
      #canAdopt(child, map = adoptionMap) {
        if (!child || typeof child !== "object" || child.type !== null || child.#parts.length !== 1 || this.type === null) {
          return false;
        }
        const gc = child.#parts[0];
        if (!gc || typeof gc !== "object" || gc.type === null) {
          return false;
        }
        return this.#canAdoptType(gc.type, map);
      }
      #canAdoptType(c, map = adoptionAnyMap) {
        return !!map.get(this.type)?.includes(c);
      }
      #adoptWithSpace(child, index) {
        const gc = child.#parts[0];
        const blank = new _a(null, gc, this.options);
        blank.#parts.push("");
        gc.push(blank);
        this.#adopt(child, index);
      }
      #adopt(child, index) {
        const gc = child.#parts[0];
        this.#parts.splice(index, 1, ...gc.#parts);
        for (const p of gc.#parts) {
          if (typeof p === "object")
            p.#parent = this;
        }
        this.#toString = void 0;
      }
      #canUsurpType(c) {
        const m = usurpMap.get(this.type);
        return !!m?.has(c);
      }
      #canUsurp(child) {
        if (!child || typeof child !== "object" || child.type !== null || child.#parts.length !== 1 || this.type === null || this.#parts.length !== 1) {
          return false;
        }
        const gc = child.#parts[0];
        if (!gc || typeof gc !== "object" || gc.type === null) {
          return false;
        }
        return this.#canUsurpType(gc.type);
      }
      #usurp(child) {
        const m = usurpMap.get(this.type);
        const gc = child.#parts[0];
        const nt = m?.get(gc.type);
        if (!nt)
          return false;
        this.#parts = gc.#parts;
        for (const p of this.#parts) {
          if (typeof p === "object") {
            p.#parent = this;
          }
        }
        this.type = nt;
        this.#toString = void 0;
        this.#emptyExt = false;
      }
      static fromGlob(pattern, options = {}) {
        const ast = new _a(null, void 0, options);
        _a.#parseAST(pattern, ast, 0, options, 0);
        return ast;
      }
      // returns the regular expression if there's magic, or the unescaped
      // string if not.
      toMMPattern() {
        if (this !== this.#root)
          return this.#root.toMMPattern();
        const glob = this.toString();
        const [re, body, hasMagic, uflag] = this.toRegExpSource();
        const anyMagic = hasMagic || this.#hasMagic || this.#options.nocase && !this.#options.nocaseMagicOnly && glob.toUpperCase() !== glob.toLowerCase();
        if (!anyMagic) {
          return body;
        }
        const flags = (this.#options.nocase ? "i" : "") + (uflag ? "u" : "");
        return Object.assign(new RegExp(`^${re}$`, flags), {
          _src: re,
          _glob: glob
        });
      }
      get options() {
        return this.#options;
      }
      // returns the string match, the regexp source, whether there's magic
      // in the regexp (so a regular expression is required) and whether or
      // not the uflag is needed for the regular expression (for posix classes)
      // TODO: instead of injecting the start/end at this point, just return
      // the BODY of the regexp, along with the start/end portions suitable
      // for binding the start/end in either a joined full-path makeRe context
      // (where we bind to (^|/), or a standalone matchPart context (where
      // we bind to ^, and not /).  Otherwise slashes get duped!
      //
      // In part-matching mode, the start is:
      // - if not isStart: nothing
      // - if traversal possible, but not allowed: ^(?!\.\.?$)
      // - if dots allowed or not possible: ^
      // - if dots possible and not allowed: ^(?!\.)
      // end is:
      // - if not isEnd(): nothing
      // - else: $
      //
      // In full-path matching mode, we put the slash at the START of the
      // pattern, so start is:
      // - if first pattern: same as part-matching mode
      // - if not isStart(): nothing
      // - if traversal possible, but not allowed: /(?!\.\.?(?:$|/))
      // - if dots allowed or not possible: /
      // - if dots possible and not allowed: /(?!\.)
      // end is:
      // - if last pattern, same as part-matching mode
      // - else nothing
      //
      // Always put the (?:$|/) on negated tails, though, because that has to be
      // there to bind the end of the negated pattern portion, and it's easier to
      // just stick it in now rather than try to inject it later in the middle of
      // the pattern.
      //
      // We can just always return the same end, and leave it up to the caller
      // to know whether it's going to be used joined or in parts.
      // And, if the start is adjusted slightly, can do the same there:
      // - if not isStart: nothing
      // - if traversal possible, but not allowed: (?:/|^)(?!\.\.?$)
      // - if dots allowed or not possible: (?:/|^)
      // - if dots possible and not allowed: (?:/|^)(?!\.)
      //
      // But it's better to have a simpler binding without a conditional, for
      // performance, so probably better to return both start options.
      //
      // Then the caller just ignores the end if it's not the first pattern,
      // and the start always gets applied.
      //
      // But that's always going to be $ if it's the ending pattern, or nothing,
      // so the caller can just attach $ at the end of the pattern when building.
      //
      // So the todo is:
      // - better detect what kind of start is needed
      // - return both flavors of starting pattern
      // - attach $ at the end of the pattern when creating the actual RegExp
      //
      // Ah, but wait, no, that all only applies to the root when the first pattern
      // is not an extglob. If the first pattern IS an extglob, then we need all
      // that dot prevention biz to live in the extglob portions, because eg
      // +(*|.x*) can match .xy but not .yx.
      //
      // So, return the two flavors if it's #root and the first child is not an
      // AST, otherwise leave it to the child AST to handle it, and there,
      // use the (?:^|/) style of start binding.
      //
      // Even simplified further:
      // - Since the start for a join is eg /(?!\.) and the start for a part
      // is ^(?!\.), we can just prepend (?!\.) to the pattern (either root
      // or start or whatever) and prepend ^ or / at the Regexp construction.
      toRegExpSource(allowDot) {
        const dot = allowDot ?? !!this.#options.dot;
        if (this.#root === this) {
          this.#flatten();
          this.#fillNegs();
        }
        if (!isExtglobAST(this)) {
          const noEmpty = this.isStart() && this.isEnd() && !this.#parts.some((s) => typeof s !== "string");
          const src = this.#parts.map((p) => {
            const [re, _, hasMagic, uflag] = typeof p === "string" ? _a.#parseGlob(p, this.#hasMagic, noEmpty) : p.toRegExpSource(allowDot);
            this.#hasMagic = this.#hasMagic || hasMagic;
            this.#uflag = this.#uflag || uflag;
            return re;
          }).join("");
          let start2 = "";
          if (this.isStart()) {
            if (typeof this.#parts[0] === "string") {
              const dotTravAllowed = this.#parts.length === 1 && justDots.has(this.#parts[0]);
              if (!dotTravAllowed) {
                const aps = addPatternStart;
                const needNoTrav = (
                  // dots are allowed, and the pattern starts with [ or .
                  dot && aps.has(src.charAt(0)) || // the pattern starts with \., and then [ or .
                  src.startsWith("\\.") && aps.has(src.charAt(2)) || // the pattern starts with \.\., and then [ or .
                  src.startsWith("\\.\\.") && aps.has(src.charAt(4))
                );
                const needNoDot = !dot && !allowDot && aps.has(src.charAt(0));
                start2 = needNoTrav ? startNoTraversal : needNoDot ? startNoDot : "";
              }
            }
          }
          let end = "";
          if (this.isEnd() && this.#root.#filledNegs && this.#parent?.type === "!") {
            end = "(?:$|\\/)";
          }
          const final2 = start2 + src + end;
          return [
            final2,
            (0, unescape_js_1.unescape)(src),
            this.#hasMagic = !!this.#hasMagic,
            this.#uflag
          ];
        }
        const repeated = this.type === "*" || this.type === "+";
        const start = this.type === "!" ? "(?:(?!(?:" : "(?:";
        let body = this.#partsToRegExp(dot);
        if (this.isStart() && this.isEnd() && !body && this.type !== "!") {
          const s = this.toString();
          const me = this;
          me.#parts = [s];
          me.type = null;
          me.#hasMagic = void 0;
          return [s, (0, unescape_js_1.unescape)(this.toString()), false, false];
        }
        let bodyDotAllowed = !repeated || allowDot || dot || !startNoDot ? "" : this.#partsToRegExp(true);
        if (bodyDotAllowed === body) {
          bodyDotAllowed = "";
        }
        if (bodyDotAllowed) {
          body = `(?:${body})(?:${bodyDotAllowed})*?`;
        }
        let final = "";
        if (this.type === "!" && this.#emptyExt) {
          final = (this.isStart() && !dot ? startNoDot : "") + starNoEmpty;
        } else {
          const close = this.type === "!" ? (
            // !() must match something,but !(x) can match ''
            "))" + (this.isStart() && !dot && !allowDot ? startNoDot : "") + star + ")"
          ) : this.type === "@" ? ")" : this.type === "?" ? ")?" : this.type === "+" && bodyDotAllowed ? ")" : this.type === "*" && bodyDotAllowed ? `)?` : `)${this.type}`;
          final = start + body + close;
        }
        return [
          final,
          (0, unescape_js_1.unescape)(body),
          this.#hasMagic = !!this.#hasMagic,
          this.#uflag
        ];
      }
      #flatten() {
        if (!isExtglobAST(this)) {
          for (const p of this.#parts) {
            if (typeof p === "object") {
              p.#flatten();
            }
          }
        } else {
          let iterations = 0;
          let done = false;
          do {
            done = true;
            for (let i = 0; i < this.#parts.length; i++) {
              const c = this.#parts[i];
              if (typeof c === "object") {
                c.#flatten();
                if (this.#canAdopt(c)) {
                  done = false;
                  this.#adopt(c, i);
                } else if (this.#canAdoptWithSpace(c)) {
                  done = false;
                  this.#adoptWithSpace(c, i);
                } else if (this.#canUsurp(c)) {
                  done = false;
                  this.#usurp(c);
                }
              }
            }
          } while (!done && ++iterations < 10);
        }
        this.#toString = void 0;
      }
      #partsToRegExp(dot) {
        return this.#parts.map((p) => {
          if (typeof p === "string") {
            throw new Error("string type in extglob ast??");
          }
          const [re, _, _hasMagic, uflag] = p.toRegExpSource(dot);
          this.#uflag = this.#uflag || uflag;
          return re;
        }).filter((p) => !(this.isStart() && this.isEnd()) || !!p).join("|");
      }
      static #parseGlob(glob, hasMagic, noEmpty = false) {
        let escaping = false;
        let re = "";
        let uflag = false;
        let inStar = false;
        for (let i = 0; i < glob.length; i++) {
          const c = glob.charAt(i);
          if (escaping) {
            escaping = false;
            re += (reSpecials.has(c) ? "\\" : "") + c;
            continue;
          }
          if (c === "*") {
            if (inStar)
              continue;
            inStar = true;
            re += noEmpty && /^[*]+$/.test(glob) ? starNoEmpty : star;
            hasMagic = true;
            continue;
          } else {
            inStar = false;
          }
          if (c === "\\") {
            if (i === glob.length - 1) {
              re += "\\\\";
            } else {
              escaping = true;
            }
            continue;
          }
          if (c === "[") {
            const [src, needUflag, consumed, magic] = (0, brace_expressions_js_1.parseClass)(glob, i);
            if (consumed) {
              re += src;
              uflag = uflag || needUflag;
              i += consumed - 1;
              hasMagic = hasMagic || magic;
              continue;
            }
          }
          if (c === "?") {
            re += qmark;
            hasMagic = true;
            continue;
          }
          re += regExpEscape(c);
        }
        return [re, (0, unescape_js_1.unescape)(glob), !!hasMagic, uflag];
      }
    };
    exports.AST = AST;
    _a = AST;
  }
});

// node_modules/@tufjs/models/node_modules/minimatch/dist/commonjs/escape.js
var require_escape = __commonJS({
  "node_modules/@tufjs/models/node_modules/minimatch/dist/commonjs/escape.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.escape = void 0;
    var escape = (s, { windowsPathsNoEscape = false, magicalBraces = false } = {}) => {
      if (magicalBraces) {
        return windowsPathsNoEscape ? s.replace(/[?*()[\]{}]/g, "[$&]") : s.replace(/[?*()[\]\\{}]/g, "\\$&");
      }
      return windowsPathsNoEscape ? s.replace(/[?*()[\]]/g, "[$&]") : s.replace(/[?*()[\]\\]/g, "\\$&");
    };
    exports.escape = escape;
  }
});

// node_modules/@tufjs/models/node_modules/minimatch/dist/commonjs/index.js
var require_commonjs3 = __commonJS({
  "node_modules/@tufjs/models/node_modules/minimatch/dist/commonjs/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.unescape = exports.escape = exports.AST = exports.Minimatch = exports.match = exports.makeRe = exports.braceExpand = exports.defaults = exports.filter = exports.GLOBSTAR = exports.sep = exports.minimatch = void 0;
    var brace_expansion_1 = require_commonjs2();
    var assert_valid_pattern_js_1 = require_assert_valid_pattern();
    var ast_js_1 = require_ast();
    var escape_js_1 = require_escape();
    var unescape_js_1 = require_unescape();
    var minimatch = (p, pattern, options = {}) => {
      (0, assert_valid_pattern_js_1.assertValidPattern)(pattern);
      if (!options.nocomment && pattern.charAt(0) === "#") {
        return false;
      }
      return new Minimatch(pattern, options).match(p);
    };
    exports.minimatch = minimatch;
    var starDotExtRE = /^\*+([^+@!?*[(]*)$/;
    var starDotExtTest = (ext2) => (f) => !f.startsWith(".") && f.endsWith(ext2);
    var starDotExtTestDot = (ext2) => (f) => f.endsWith(ext2);
    var starDotExtTestNocase = (ext2) => {
      ext2 = ext2.toLowerCase();
      return (f) => !f.startsWith(".") && f.toLowerCase().endsWith(ext2);
    };
    var starDotExtTestNocaseDot = (ext2) => {
      ext2 = ext2.toLowerCase();
      return (f) => f.toLowerCase().endsWith(ext2);
    };
    var starDotStarRE = /^\*+\.\*+$/;
    var starDotStarTest = (f) => !f.startsWith(".") && f.includes(".");
    var starDotStarTestDot = (f) => f !== "." && f !== ".." && f.includes(".");
    var dotStarRE = /^\.\*+$/;
    var dotStarTest = (f) => f !== "." && f !== ".." && f.startsWith(".");
    var starRE = /^\*+$/;
    var starTest = (f) => f.length !== 0 && !f.startsWith(".");
    var starTestDot = (f) => f.length !== 0 && f !== "." && f !== "..";
    var qmarksRE = /^\?+([^+@!?*[(]*)?$/;
    var qmarksTestNocase = ([$0, ext2 = ""]) => {
      const noext = qmarksTestNoExt([$0]);
      if (!ext2)
        return noext;
      ext2 = ext2.toLowerCase();
      return (f) => noext(f) && f.toLowerCase().endsWith(ext2);
    };
    var qmarksTestNocaseDot = ([$0, ext2 = ""]) => {
      const noext = qmarksTestNoExtDot([$0]);
      if (!ext2)
        return noext;
      ext2 = ext2.toLowerCase();
      return (f) => noext(f) && f.toLowerCase().endsWith(ext2);
    };
    var qmarksTestDot = ([$0, ext2 = ""]) => {
      const noext = qmarksTestNoExtDot([$0]);
      return !ext2 ? noext : (f) => noext(f) && f.endsWith(ext2);
    };
    var qmarksTest = ([$0, ext2 = ""]) => {
      const noext = qmarksTestNoExt([$0]);
      return !ext2 ? noext : (f) => noext(f) && f.endsWith(ext2);
    };
    var qmarksTestNoExt = ([$0]) => {
      const len = $0.length;
      return (f) => f.length === len && !f.startsWith(".");
    };
    var qmarksTestNoExtDot = ([$0]) => {
      const len = $0.length;
      return (f) => f.length === len && f !== "." && f !== "..";
    };
    var defaultPlatform = typeof process === "object" && process ? typeof process.env === "object" && process.env && process.env.__MINIMATCH_TESTING_PLATFORM__ || process.platform : "posix";
    var path = {
      win32: { sep: "\\" },
      posix: { sep: "/" }
    };
    exports.sep = defaultPlatform === "win32" ? path.win32.sep : path.posix.sep;
    exports.minimatch.sep = exports.sep;
    exports.GLOBSTAR = /* @__PURE__ */ Symbol("globstar **");
    exports.minimatch.GLOBSTAR = exports.GLOBSTAR;
    var qmark = "[^/]";
    var star = qmark + "*?";
    var twoStarDot = "(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?";
    var twoStarNoDot = "(?:(?!(?:\\/|^)\\.).)*?";
    var filter = (pattern, options = {}) => (p) => (0, exports.minimatch)(p, pattern, options);
    exports.filter = filter;
    exports.minimatch.filter = exports.filter;
    var ext = (a, b = {}) => Object.assign({}, a, b);
    var defaults = (def) => {
      if (!def || typeof def !== "object" || !Object.keys(def).length) {
        return exports.minimatch;
      }
      const orig = exports.minimatch;
      const m = (p, pattern, options = {}) => orig(p, pattern, ext(def, options));
      return Object.assign(m, {
        Minimatch: class Minimatch extends orig.Minimatch {
          constructor(pattern, options = {}) {
            super(pattern, ext(def, options));
          }
          static defaults(options) {
            return orig.defaults(ext(def, options)).Minimatch;
          }
        },
        AST: class AST extends orig.AST {
          /* c8 ignore start */
          constructor(type, parent, options = {}) {
            super(type, parent, ext(def, options));
          }
          /* c8 ignore stop */
          static fromGlob(pattern, options = {}) {
            return orig.AST.fromGlob(pattern, ext(def, options));
          }
        },
        unescape: (s, options = {}) => orig.unescape(s, ext(def, options)),
        escape: (s, options = {}) => orig.escape(s, ext(def, options)),
        filter: (pattern, options = {}) => orig.filter(pattern, ext(def, options)),
        defaults: (options) => orig.defaults(ext(def, options)),
        makeRe: (pattern, options = {}) => orig.makeRe(pattern, ext(def, options)),
        braceExpand: (pattern, options = {}) => orig.braceExpand(pattern, ext(def, options)),
        match: (list, pattern, options = {}) => orig.match(list, pattern, ext(def, options)),
        sep: orig.sep,
        GLOBSTAR: exports.GLOBSTAR
      });
    };
    exports.defaults = defaults;
    exports.minimatch.defaults = exports.defaults;
    var braceExpand = (pattern, options = {}) => {
      (0, assert_valid_pattern_js_1.assertValidPattern)(pattern);
      if (options.nobrace || !/\{(?:(?!\{).)*\}/.test(pattern)) {
        return [pattern];
      }
      return (0, brace_expansion_1.expand)(pattern, { max: options.braceExpandMax });
    };
    exports.braceExpand = braceExpand;
    exports.minimatch.braceExpand = exports.braceExpand;
    var makeRe = (pattern, options = {}) => new Minimatch(pattern, options).makeRe();
    exports.makeRe = makeRe;
    exports.minimatch.makeRe = exports.makeRe;
    var match = (list, pattern, options = {}) => {
      const mm = new Minimatch(pattern, options);
      list = list.filter((f) => mm.match(f));
      if (mm.options.nonull && !list.length) {
        list.push(pattern);
      }
      return list;
    };
    exports.match = match;
    exports.minimatch.match = exports.match;
    var globMagic = /[?*]|[+@!]\(.*?\)|\[|\]/;
    var regExpEscape = (s) => s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g, "\\$&");
    var Minimatch = class {
      options;
      set;
      pattern;
      windowsPathsNoEscape;
      nonegate;
      negate;
      comment;
      empty;
      preserveMultipleSlashes;
      partial;
      globSet;
      globParts;
      nocase;
      isWindows;
      platform;
      windowsNoMagicRoot;
      maxGlobstarRecursion;
      regexp;
      constructor(pattern, options = {}) {
        (0, assert_valid_pattern_js_1.assertValidPattern)(pattern);
        options = options || {};
        this.options = options;
        this.maxGlobstarRecursion = options.maxGlobstarRecursion ?? 200;
        this.pattern = pattern;
        this.platform = options.platform || defaultPlatform;
        this.isWindows = this.platform === "win32";
        const awe = "allowWindowsEscape";
        this.windowsPathsNoEscape = !!options.windowsPathsNoEscape || options[awe] === false;
        if (this.windowsPathsNoEscape) {
          this.pattern = this.pattern.replace(/\\/g, "/");
        }
        this.preserveMultipleSlashes = !!options.preserveMultipleSlashes;
        this.regexp = null;
        this.negate = false;
        this.nonegate = !!options.nonegate;
        this.comment = false;
        this.empty = false;
        this.partial = !!options.partial;
        this.nocase = !!this.options.nocase;
        this.windowsNoMagicRoot = options.windowsNoMagicRoot !== void 0 ? options.windowsNoMagicRoot : !!(this.isWindows && this.nocase);
        this.globSet = [];
        this.globParts = [];
        this.set = [];
        this.make();
      }
      hasMagic() {
        if (this.options.magicalBraces && this.set.length > 1) {
          return true;
        }
        for (const pattern of this.set) {
          for (const part of pattern) {
            if (typeof part !== "string")
              return true;
          }
        }
        return false;
      }
      debug(..._) {
      }
      make() {
        const pattern = this.pattern;
        const options = this.options;
        if (!options.nocomment && pattern.charAt(0) === "#") {
          this.comment = true;
          return;
        }
        if (!pattern) {
          this.empty = true;
          return;
        }
        this.parseNegate();
        this.globSet = [...new Set(this.braceExpand())];
        if (options.debug) {
          this.debug = (...args) => console.error(...args);
        }
        this.debug(this.pattern, this.globSet);
        const rawGlobParts = this.globSet.map((s) => this.slashSplit(s));
        this.globParts = this.preprocess(rawGlobParts);
        this.debug(this.pattern, this.globParts);
        let set = this.globParts.map((s, _, __) => {
          if (this.isWindows && this.windowsNoMagicRoot) {
            const isUNC = s[0] === "" && s[1] === "" && (s[2] === "?" || !globMagic.test(s[2])) && !globMagic.test(s[3]);
            const isDrive = /^[a-z]:/i.test(s[0]);
            if (isUNC) {
              return [
                ...s.slice(0, 4),
                ...s.slice(4).map((ss) => this.parse(ss))
              ];
            } else if (isDrive) {
              return [s[0], ...s.slice(1).map((ss) => this.parse(ss))];
            }
          }
          return s.map((ss) => this.parse(ss));
        });
        this.debug(this.pattern, set);
        this.set = set.filter((s) => s.indexOf(false) === -1);
        if (this.isWindows) {
          for (let i = 0; i < this.set.length; i++) {
            const p = this.set[i];
            if (p[0] === "" && p[1] === "" && this.globParts[i][2] === "?" && typeof p[3] === "string" && /^[a-z]:$/i.test(p[3])) {
              p[2] = "?";
            }
          }
        }
        this.debug(this.pattern, this.set);
      }
      // various transforms to equivalent pattern sets that are
      // faster to process in a filesystem walk.  The goal is to
      // eliminate what we can, and push all ** patterns as far
      // to the right as possible, even if it increases the number
      // of patterns that we have to process.
      preprocess(globParts) {
        if (this.options.noglobstar) {
          for (const partset of globParts) {
            for (let j = 0; j < partset.length; j++) {
              if (partset[j] === "**") {
                partset[j] = "*";
              }
            }
          }
        }
        const { optimizationLevel = 1 } = this.options;
        if (optimizationLevel >= 2) {
          globParts = this.firstPhasePreProcess(globParts);
          globParts = this.secondPhasePreProcess(globParts);
        } else if (optimizationLevel >= 1) {
          globParts = this.levelOneOptimize(globParts);
        } else {
          globParts = this.adjascentGlobstarOptimize(globParts);
        }
        return globParts;
      }
      // just get rid of adjascent ** portions
      adjascentGlobstarOptimize(globParts) {
        return globParts.map((parts) => {
          let gs = -1;
          while (-1 !== (gs = parts.indexOf("**", gs + 1))) {
            let i = gs;
            while (parts[i + 1] === "**") {
              i++;
            }
            if (i !== gs) {
              parts.splice(gs, i - gs);
            }
          }
          return parts;
        });
      }
      // get rid of adjascent ** and resolve .. portions
      levelOneOptimize(globParts) {
        return globParts.map((parts) => {
          parts = parts.reduce((set, part) => {
            const prev = set[set.length - 1];
            if (part === "**" && prev === "**") {
              return set;
            }
            if (part === "..") {
              if (prev && prev !== ".." && prev !== "." && prev !== "**") {
                set.pop();
                return set;
              }
            }
            set.push(part);
            return set;
          }, []);
          return parts.length === 0 ? [""] : parts;
        });
      }
      levelTwoFileOptimize(parts) {
        if (!Array.isArray(parts)) {
          parts = this.slashSplit(parts);
        }
        let didSomething = false;
        do {
          didSomething = false;
          if (!this.preserveMultipleSlashes) {
            for (let i = 1; i < parts.length - 1; i++) {
              const p = parts[i];
              if (i === 1 && p === "" && parts[0] === "")
                continue;
              if (p === "." || p === "") {
                didSomething = true;
                parts.splice(i, 1);
                i--;
              }
            }
            if (parts[0] === "." && parts.length === 2 && (parts[1] === "." || parts[1] === "")) {
              didSomething = true;
              parts.pop();
            }
          }
          let dd = 0;
          while (-1 !== (dd = parts.indexOf("..", dd + 1))) {
            const p = parts[dd - 1];
            if (p && p !== "." && p !== ".." && p !== "**" && !(this.isWindows && /^[a-z]:$/i.test(p))) {
              didSomething = true;
              parts.splice(dd - 1, 2);
              dd -= 2;
            }
          }
        } while (didSomething);
        return parts.length === 0 ? [""] : parts;
      }
      // First phase: single-pattern processing
      // <pre> is 1 or more portions
      // <rest> is 1 or more portions
      // <p> is any portion other than ., .., '', or **
      // <e> is . or ''
      //
      // **/.. is *brutal* for filesystem walking performance, because
      // it effectively resets the recursive walk each time it occurs,
      // and ** cannot be reduced out by a .. pattern part like a regexp
      // or most strings (other than .., ., and '') can be.
      //
      // <pre>/**/../<p>/<p>/<rest> -> {<pre>/../<p>/<p>/<rest>,<pre>/**/<p>/<p>/<rest>}
      // <pre>/<e>/<rest> -> <pre>/<rest>
      // <pre>/<p>/../<rest> -> <pre>/<rest>
      // **/**/<rest> -> **/<rest>
      //
      // **/*/<rest> -> */**/<rest> <== not valid because ** doesn't follow
      // this WOULD be allowed if ** did follow symlinks, or * didn't
      firstPhasePreProcess(globParts) {
        let didSomething = false;
        do {
          didSomething = false;
          for (let parts of globParts) {
            let gs = -1;
            while (-1 !== (gs = parts.indexOf("**", gs + 1))) {
              let gss = gs;
              while (parts[gss + 1] === "**") {
                gss++;
              }
              if (gss > gs) {
                parts.splice(gs + 1, gss - gs);
              }
              let next = parts[gs + 1];
              const p = parts[gs + 2];
              const p2 = parts[gs + 3];
              if (next !== "..")
                continue;
              if (!p || p === "." || p === ".." || !p2 || p2 === "." || p2 === "..") {
                continue;
              }
              didSomething = true;
              parts.splice(gs, 1);
              const other = parts.slice(0);
              other[gs] = "**";
              globParts.push(other);
              gs--;
            }
            if (!this.preserveMultipleSlashes) {
              for (let i = 1; i < parts.length - 1; i++) {
                const p = parts[i];
                if (i === 1 && p === "" && parts[0] === "")
                  continue;
                if (p === "." || p === "") {
                  didSomething = true;
                  parts.splice(i, 1);
                  i--;
                }
              }
              if (parts[0] === "." && parts.length === 2 && (parts[1] === "." || parts[1] === "")) {
                didSomething = true;
                parts.pop();
              }
            }
            let dd = 0;
            while (-1 !== (dd = parts.indexOf("..", dd + 1))) {
              const p = parts[dd - 1];
              if (p && p !== "." && p !== ".." && p !== "**") {
                didSomething = true;
                const needDot = dd === 1 && parts[dd + 1] === "**";
                const splin = needDot ? ["."] : [];
                parts.splice(dd - 1, 2, ...splin);
                if (parts.length === 0)
                  parts.push("");
                dd -= 2;
              }
            }
          }
        } while (didSomething);
        return globParts;
      }
      // second phase: multi-pattern dedupes
      // {<pre>/*/<rest>,<pre>/<p>/<rest>} -> <pre>/*/<rest>
      // {<pre>/<rest>,<pre>/<rest>} -> <pre>/<rest>
      // {<pre>/**/<rest>,<pre>/<rest>} -> <pre>/**/<rest>
      //
      // {<pre>/**/<rest>,<pre>/**/<p>/<rest>} -> <pre>/**/<rest>
      // ^-- not valid because ** doens't follow symlinks
      secondPhasePreProcess(globParts) {
        for (let i = 0; i < globParts.length - 1; i++) {
          for (let j = i + 1; j < globParts.length; j++) {
            const matched = this.partsMatch(globParts[i], globParts[j], !this.preserveMultipleSlashes);
            if (matched) {
              globParts[i] = [];
              globParts[j] = matched;
              break;
            }
          }
        }
        return globParts.filter((gs) => gs.length);
      }
      partsMatch(a, b, emptyGSMatch = false) {
        let ai = 0;
        let bi = 0;
        let result = [];
        let which = "";
        while (ai < a.length && bi < b.length) {
          if (a[ai] === b[bi]) {
            result.push(which === "b" ? b[bi] : a[ai]);
            ai++;
            bi++;
          } else if (emptyGSMatch && a[ai] === "**" && b[bi] === a[ai + 1]) {
            result.push(a[ai]);
            ai++;
          } else if (emptyGSMatch && b[bi] === "**" && a[ai] === b[bi + 1]) {
            result.push(b[bi]);
            bi++;
          } else if (a[ai] === "*" && b[bi] && (this.options.dot || !b[bi].startsWith(".")) && b[bi] !== "**") {
            if (which === "b")
              return false;
            which = "a";
            result.push(a[ai]);
            ai++;
            bi++;
          } else if (b[bi] === "*" && a[ai] && (this.options.dot || !a[ai].startsWith(".")) && a[ai] !== "**") {
            if (which === "a")
              return false;
            which = "b";
            result.push(b[bi]);
            ai++;
            bi++;
          } else {
            return false;
          }
        }
        return a.length === b.length && result;
      }
      parseNegate() {
        if (this.nonegate)
          return;
        const pattern = this.pattern;
        let negate = false;
        let negateOffset = 0;
        for (let i = 0; i < pattern.length && pattern.charAt(i) === "!"; i++) {
          negate = !negate;
          negateOffset++;
        }
        if (negateOffset)
          this.pattern = pattern.slice(negateOffset);
        this.negate = negate;
      }
      // set partial to true to test if, for example,
      // "/a/b" matches the start of "/*/b/*/d"
      // Partial means, if you run out of file before you run
      // out of pattern, then that's fine, as long as all
      // the parts match.
      matchOne(file, pattern, partial = false) {
        let fileStartIndex = 0;
        let patternStartIndex = 0;
        if (this.isWindows) {
          const fileDrive = typeof file[0] === "string" && /^[a-z]:$/i.test(file[0]);
          const fileUNC = !fileDrive && file[0] === "" && file[1] === "" && file[2] === "?" && /^[a-z]:$/i.test(file[3]);
          const patternDrive = typeof pattern[0] === "string" && /^[a-z]:$/i.test(pattern[0]);
          const patternUNC = !patternDrive && pattern[0] === "" && pattern[1] === "" && pattern[2] === "?" && typeof pattern[3] === "string" && /^[a-z]:$/i.test(pattern[3]);
          const fdi = fileUNC ? 3 : fileDrive ? 0 : void 0;
          const pdi = patternUNC ? 3 : patternDrive ? 0 : void 0;
          if (typeof fdi === "number" && typeof pdi === "number") {
            const [fd, pd] = [
              file[fdi],
              pattern[pdi]
            ];
            if (fd.toLowerCase() === pd.toLowerCase()) {
              pattern[pdi] = fd;
              patternStartIndex = pdi;
              fileStartIndex = fdi;
            }
          }
        }
        const { optimizationLevel = 1 } = this.options;
        if (optimizationLevel >= 2) {
          file = this.levelTwoFileOptimize(file);
        }
        if (pattern.includes(exports.GLOBSTAR)) {
          return this.#matchGlobstar(file, pattern, partial, fileStartIndex, patternStartIndex);
        }
        return this.#matchOne(file, pattern, partial, fileStartIndex, patternStartIndex);
      }
      #matchGlobstar(file, pattern, partial, fileIndex, patternIndex) {
        const firstgs = pattern.indexOf(exports.GLOBSTAR, patternIndex);
        const lastgs = pattern.lastIndexOf(exports.GLOBSTAR);
        const [head, body, tail] = partial ? [
          pattern.slice(patternIndex, firstgs),
          pattern.slice(firstgs + 1),
          []
        ] : [
          pattern.slice(patternIndex, firstgs),
          pattern.slice(firstgs + 1, lastgs),
          pattern.slice(lastgs + 1)
        ];
        if (head.length) {
          const fileHead = file.slice(fileIndex, fileIndex + head.length);
          if (!this.#matchOne(fileHead, head, partial, 0, 0)) {
            return false;
          }
          fileIndex += head.length;
          patternIndex += head.length;
        }
        let fileTailMatch = 0;
        if (tail.length) {
          if (tail.length + fileIndex > file.length)
            return false;
          let tailStart = file.length - tail.length;
          if (this.#matchOne(file, tail, partial, tailStart, 0)) {
            fileTailMatch = tail.length;
          } else {
            if (file[file.length - 1] !== "" || fileIndex + tail.length === file.length) {
              return false;
            }
            tailStart--;
            if (!this.#matchOne(file, tail, partial, tailStart, 0)) {
              return false;
            }
            fileTailMatch = tail.length + 1;
          }
        }
        if (!body.length) {
          let sawSome = !!fileTailMatch;
          for (let i2 = fileIndex; i2 < file.length - fileTailMatch; i2++) {
            const f = String(file[i2]);
            sawSome = true;
            if (f === "." || f === ".." || !this.options.dot && f.startsWith(".")) {
              return false;
            }
          }
          return partial || sawSome;
        }
        const bodySegments = [[[], 0]];
        let currentBody = bodySegments[0];
        let nonGsParts = 0;
        const nonGsPartsSums = [0];
        for (const b of body) {
          if (b === exports.GLOBSTAR) {
            nonGsPartsSums.push(nonGsParts);
            currentBody = [[], 0];
            bodySegments.push(currentBody);
          } else {
            currentBody[0].push(b);
            nonGsParts++;
          }
        }
        let i = bodySegments.length - 1;
        const fileLength = file.length - fileTailMatch;
        for (const b of bodySegments) {
          b[1] = fileLength - (nonGsPartsSums[i--] + b[0].length);
        }
        return !!this.#matchGlobStarBodySections(file, bodySegments, fileIndex, 0, partial, 0, !!fileTailMatch);
      }
      // return false for "nope, not matching"
      // return null for "not matching, cannot keep trying"
      #matchGlobStarBodySections(file, bodySegments, fileIndex, bodyIndex, partial, globStarDepth, sawTail) {
        const bs = bodySegments[bodyIndex];
        if (!bs) {
          for (let i = fileIndex; i < file.length; i++) {
            sawTail = true;
            const f = file[i];
            if (f === "." || f === ".." || !this.options.dot && f.startsWith(".")) {
              return false;
            }
          }
          return sawTail;
        }
        const [body, after] = bs;
        while (fileIndex <= after) {
          const m = this.#matchOne(file.slice(0, fileIndex + body.length), body, partial, fileIndex, 0);
          if (m && globStarDepth < this.maxGlobstarRecursion) {
            const sub = this.#matchGlobStarBodySections(file, bodySegments, fileIndex + body.length, bodyIndex + 1, partial, globStarDepth + 1, sawTail);
            if (sub !== false) {
              return sub;
            }
          }
          const f = file[fileIndex];
          if (f === "." || f === ".." || !this.options.dot && f.startsWith(".")) {
            return false;
          }
          fileIndex++;
        }
        return partial || null;
      }
      #matchOne(file, pattern, partial, fileIndex, patternIndex) {
        let fi;
        let pi;
        let pl;
        let fl;
        for (fi = fileIndex, pi = patternIndex, fl = file.length, pl = pattern.length; fi < fl && pi < pl; fi++, pi++) {
          this.debug("matchOne loop");
          let p = pattern[pi];
          let f = file[fi];
          this.debug(pattern, p, f);
          if (p === false || p === exports.GLOBSTAR) {
            return false;
          }
          let hit;
          if (typeof p === "string") {
            hit = f === p;
            this.debug("string match", p, f, hit);
          } else {
            hit = p.test(f);
            this.debug("pattern match", p, f, hit);
          }
          if (!hit)
            return false;
        }
        if (fi === fl && pi === pl) {
          return true;
        } else if (fi === fl) {
          return partial;
        } else if (pi === pl) {
          return fi === fl - 1 && file[fi] === "";
        } else {
          throw new Error("wtf?");
        }
      }
      braceExpand() {
        return (0, exports.braceExpand)(this.pattern, this.options);
      }
      parse(pattern) {
        (0, assert_valid_pattern_js_1.assertValidPattern)(pattern);
        const options = this.options;
        if (pattern === "**")
          return exports.GLOBSTAR;
        if (pattern === "")
          return "";
        let m;
        let fastTest = null;
        if (m = pattern.match(starRE)) {
          fastTest = options.dot ? starTestDot : starTest;
        } else if (m = pattern.match(starDotExtRE)) {
          fastTest = (options.nocase ? options.dot ? starDotExtTestNocaseDot : starDotExtTestNocase : options.dot ? starDotExtTestDot : starDotExtTest)(m[1]);
        } else if (m = pattern.match(qmarksRE)) {
          fastTest = (options.nocase ? options.dot ? qmarksTestNocaseDot : qmarksTestNocase : options.dot ? qmarksTestDot : qmarksTest)(m);
        } else if (m = pattern.match(starDotStarRE)) {
          fastTest = options.dot ? starDotStarTestDot : starDotStarTest;
        } else if (m = pattern.match(dotStarRE)) {
          fastTest = dotStarTest;
        }
        const re = ast_js_1.AST.fromGlob(pattern, this.options).toMMPattern();
        if (fastTest && typeof re === "object") {
          Reflect.defineProperty(re, "test", { value: fastTest });
        }
        return re;
      }
      makeRe() {
        if (this.regexp || this.regexp === false)
          return this.regexp;
        const set = this.set;
        if (!set.length) {
          this.regexp = false;
          return this.regexp;
        }
        const options = this.options;
        const twoStar = options.noglobstar ? star : options.dot ? twoStarDot : twoStarNoDot;
        const flags = new Set(options.nocase ? ["i"] : []);
        let re = set.map((pattern) => {
          const pp = pattern.map((p) => {
            if (p instanceof RegExp) {
              for (const f of p.flags.split(""))
                flags.add(f);
            }
            return typeof p === "string" ? regExpEscape(p) : p === exports.GLOBSTAR ? exports.GLOBSTAR : p._src;
          });
          pp.forEach((p, i) => {
            const next = pp[i + 1];
            const prev = pp[i - 1];
            if (p !== exports.GLOBSTAR || prev === exports.GLOBSTAR) {
              return;
            }
            if (prev === void 0) {
              if (next !== void 0 && next !== exports.GLOBSTAR) {
                pp[i + 1] = "(?:\\/|" + twoStar + "\\/)?" + next;
              } else {
                pp[i] = twoStar;
              }
            } else if (next === void 0) {
              pp[i - 1] = prev + "(?:\\/|\\/" + twoStar + ")?";
            } else if (next !== exports.GLOBSTAR) {
              pp[i - 1] = prev + "(?:\\/|\\/" + twoStar + "\\/)" + next;
              pp[i + 1] = exports.GLOBSTAR;
            }
          });
          const filtered = pp.filter((p) => p !== exports.GLOBSTAR);
          if (this.partial && filtered.length >= 1) {
            const prefixes = [];
            for (let i = 1; i <= filtered.length; i++) {
              prefixes.push(filtered.slice(0, i).join("/"));
            }
            return "(?:" + prefixes.join("|") + ")";
          }
          return filtered.join("/");
        }).join("|");
        const [open, close] = set.length > 1 ? ["(?:", ")"] : ["", ""];
        re = "^" + open + re + close + "$";
        if (this.partial) {
          re = "^(?:\\/|" + open + re.slice(1, -1) + close + ")$";
        }
        if (this.negate)
          re = "^(?!" + re + ").+$";
        try {
          this.regexp = new RegExp(re, [...flags].join(""));
        } catch {
          this.regexp = false;
        }
        return this.regexp;
      }
      slashSplit(p) {
        if (this.preserveMultipleSlashes) {
          return p.split("/");
        } else if (this.isWindows && /^\/\/[^/]+/.test(p)) {
          return ["", ...p.split(/\/+/)];
        } else {
          return p.split(/\/+/);
        }
      }
      match(f, partial = this.partial) {
        this.debug("match", f, this.pattern);
        if (this.comment) {
          return false;
        }
        if (this.empty) {
          return f === "";
        }
        if (f === "/" && partial) {
          return true;
        }
        const options = this.options;
        if (this.isWindows) {
          f = f.split("\\").join("/");
        }
        const ff = this.slashSplit(f);
        this.debug(this.pattern, "split", ff);
        const set = this.set;
        this.debug(this.pattern, "set", set);
        let filename = ff[ff.length - 1];
        if (!filename) {
          for (let i = ff.length - 2; !filename && i >= 0; i--) {
            filename = ff[i];
          }
        }
        for (const pattern of set) {
          let file = ff;
          if (options.matchBase && pattern.length === 1) {
            file = [filename];
          }
          const hit = this.matchOne(file, pattern, partial);
          if (hit) {
            if (options.flipNegate) {
              return true;
            }
            return !this.negate;
          }
        }
        if (options.flipNegate) {
          return false;
        }
        return this.negate;
      }
      static defaults(def) {
        return exports.minimatch.defaults(def).Minimatch;
      }
    };
    exports.Minimatch = Minimatch;
    var ast_js_2 = require_ast();
    Object.defineProperty(exports, "AST", { enumerable: true, get: function() {
      return ast_js_2.AST;
    } });
    var escape_js_2 = require_escape();
    Object.defineProperty(exports, "escape", { enumerable: true, get: function() {
      return escape_js_2.escape;
    } });
    var unescape_js_2 = require_unescape();
    Object.defineProperty(exports, "unescape", { enumerable: true, get: function() {
      return unescape_js_2.unescape;
    } });
    exports.minimatch.AST = ast_js_1.AST;
    exports.minimatch.Minimatch = Minimatch;
    exports.minimatch.escape = escape_js_1.escape;
    exports.minimatch.unescape = unescape_js_1.unescape;
  }
});

// node_modules/@tufjs/models/dist/role.js
var require_role = __commonJS({
  "node_modules/@tufjs/models/dist/role.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.SuccinctRoles = exports.DelegatedRole = exports.Role = exports.TOP_LEVEL_ROLE_NAMES = void 0;
    var crypto_1 = __importDefault(__require("crypto"));
    var minimatch_1 = require_commonjs3();
    var util_1 = __importDefault(__require("util"));
    var error_1 = require_error();
    var utils_1 = require_utils();
    exports.TOP_LEVEL_ROLE_NAMES = [
      "root",
      "targets",
      "snapshot",
      "timestamp"
    ];
    var Role = class _Role {
      keyIDs;
      threshold;
      unrecognizedFields;
      constructor(options) {
        const { keyIDs, threshold, unrecognizedFields } = options;
        if (hasDuplicates(keyIDs)) {
          throw new error_1.ValueError("duplicate key IDs found");
        }
        if (threshold < 1) {
          throw new error_1.ValueError("threshold must be at least 1");
        }
        this.keyIDs = keyIDs;
        this.threshold = threshold;
        this.unrecognizedFields = unrecognizedFields || {};
      }
      equals(other) {
        if (!(other instanceof _Role)) {
          return false;
        }
        return this.threshold === other.threshold && util_1.default.isDeepStrictEqual(this.keyIDs, other.keyIDs) && util_1.default.isDeepStrictEqual(this.unrecognizedFields, other.unrecognizedFields);
      }
      toJSON() {
        return {
          keyids: this.keyIDs,
          threshold: this.threshold,
          ...this.unrecognizedFields
        };
      }
      static fromJSON(data) {
        const { keyids, threshold, ...rest } = data;
        if (!utils_1.guard.isStringArray(keyids)) {
          throw new TypeError("keyids must be an array");
        }
        if (typeof threshold !== "number") {
          throw new TypeError("threshold must be a number");
        }
        return new _Role({
          keyIDs: keyids,
          threshold,
          unrecognizedFields: rest
        });
      }
    };
    exports.Role = Role;
    function hasDuplicates(array) {
      return new Set(array).size !== array.length;
    }
    var DelegatedRole = class _DelegatedRole extends Role {
      name;
      terminating;
      paths;
      pathHashPrefixes;
      constructor(opts) {
        super(opts);
        const { name, terminating, paths, pathHashPrefixes } = opts;
        this.name = name;
        this.terminating = terminating;
        if (opts.paths && opts.pathHashPrefixes) {
          throw new error_1.ValueError("paths and pathHashPrefixes are mutually exclusive");
        }
        this.paths = paths;
        this.pathHashPrefixes = pathHashPrefixes;
      }
      equals(other) {
        if (!(other instanceof _DelegatedRole)) {
          return false;
        }
        return super.equals(other) && this.name === other.name && this.terminating === other.terminating && util_1.default.isDeepStrictEqual(this.paths, other.paths) && util_1.default.isDeepStrictEqual(this.pathHashPrefixes, other.pathHashPrefixes);
      }
      isDelegatedPath(targetFilepath) {
        if (this.paths) {
          return this.paths.some((pathPattern) => isTargetInPathPattern(targetFilepath, pathPattern));
        }
        if (this.pathHashPrefixes) {
          const hasher = crypto_1.default.createHash("sha256");
          const pathHash = hasher.update(targetFilepath).digest("hex");
          return this.pathHashPrefixes.some((pathHashPrefix) => pathHash.startsWith(pathHashPrefix));
        }
        return false;
      }
      toJSON() {
        const json = {
          ...super.toJSON(),
          name: this.name,
          terminating: this.terminating
        };
        if (this.paths) {
          json.paths = this.paths;
        }
        if (this.pathHashPrefixes) {
          json.path_hash_prefixes = this.pathHashPrefixes;
        }
        return json;
      }
      static fromJSON(data) {
        const { keyids, threshold, name, terminating, paths, path_hash_prefixes, ...rest } = data;
        if (!utils_1.guard.isStringArray(keyids)) {
          throw new TypeError("keyids must be an array of strings");
        }
        if (typeof threshold !== "number") {
          throw new TypeError("threshold must be a number");
        }
        if (typeof name !== "string") {
          throw new TypeError("name must be a string");
        }
        if (typeof terminating !== "boolean") {
          throw new TypeError("terminating must be a boolean");
        }
        if (utils_1.guard.isDefined(paths) && !utils_1.guard.isStringArray(paths)) {
          throw new TypeError("paths must be an array of strings");
        }
        if (utils_1.guard.isDefined(path_hash_prefixes) && !utils_1.guard.isStringArray(path_hash_prefixes)) {
          throw new TypeError("path_hash_prefixes must be an array of strings");
        }
        return new _DelegatedRole({
          keyIDs: keyids,
          threshold,
          name,
          terminating,
          paths,
          pathHashPrefixes: path_hash_prefixes,
          unrecognizedFields: rest
        });
      }
    };
    exports.DelegatedRole = DelegatedRole;
    var zip = (a, b) => a.map((k, i) => [k, b[i]]);
    function isTargetInPathPattern(target, pattern) {
      const targetParts = target.split("/");
      const patternParts = pattern.split("/");
      if (patternParts.length != targetParts.length) {
        return false;
      }
      return zip(targetParts, patternParts).every(([targetPart, patternPart]) => (0, minimatch_1.minimatch)(targetPart, patternPart));
    }
    var SuccinctRoles = class _SuccinctRoles extends Role {
      bitLength;
      namePrefix;
      numberOfBins;
      suffixLen;
      constructor(opts) {
        super(opts);
        const { bitLength, namePrefix } = opts;
        if (bitLength <= 0 || bitLength > 32) {
          throw new error_1.ValueError("bitLength must be between 1 and 32");
        }
        this.bitLength = bitLength;
        this.namePrefix = namePrefix;
        this.numberOfBins = Math.pow(2, bitLength);
        this.suffixLen = (this.numberOfBins - 1).toString(16).length;
      }
      equals(other) {
        if (!(other instanceof _SuccinctRoles)) {
          return false;
        }
        return super.equals(other) && this.bitLength === other.bitLength && this.namePrefix === other.namePrefix;
      }
      /***
       * Calculates the name of the delegated role responsible for 'target_filepath'.
       *
       * The target at path ''target_filepath' is assigned to a bin by casting
       * the left-most 'bit_length' of bits of the file path hash digest to
       * int, using it as bin index between 0 and '2**bit_length - 1'.
       *
       * Args:
       *  target_filepath: URL path to a target file, relative to a base
       *  targets URL.
       */
      getRoleForTarget(targetFilepath) {
        const hasher = crypto_1.default.createHash("sha256");
        const hasherBuffer = hasher.update(targetFilepath).digest();
        const hashBytes = hasherBuffer.subarray(0, 4);
        const shiftValue = 32 - this.bitLength;
        const binNumber = hashBytes.readUInt32BE() >>> shiftValue;
        const suffix = binNumber.toString(16).padStart(this.suffixLen, "0");
        return `${this.namePrefix}-${suffix}`;
      }
      *getRoles() {
        for (let i = 0; i < this.numberOfBins; i++) {
          const suffix = i.toString(16).padStart(this.suffixLen, "0");
          yield `${this.namePrefix}-${suffix}`;
        }
      }
      /***
       * Determines whether the given ``role_name`` is in one of
       * the delegated roles that ``SuccinctRoles`` represents.
       *
       * Args:
       *  role_name: The name of the role to check against.
       */
      isDelegatedRole(roleName) {
        const desiredPrefix = this.namePrefix + "-";
        if (!roleName.startsWith(desiredPrefix)) {
          return false;
        }
        const suffix = roleName.slice(desiredPrefix.length, roleName.length);
        if (suffix.length != this.suffixLen) {
          return false;
        }
        if (!suffix.match(/^[0-9a-fA-F]+$/)) {
          return false;
        }
        const num = parseInt(suffix, 16);
        return 0 <= num && num < this.numberOfBins;
      }
      toJSON() {
        const json = {
          ...super.toJSON(),
          bit_length: this.bitLength,
          name_prefix: this.namePrefix
        };
        return json;
      }
      static fromJSON(data) {
        const { keyids, threshold, bit_length, name_prefix, ...rest } = data;
        if (!utils_1.guard.isStringArray(keyids)) {
          throw new TypeError("keyids must be an array of strings");
        }
        if (typeof threshold !== "number") {
          throw new TypeError("threshold must be a number");
        }
        if (typeof bit_length !== "number") {
          throw new TypeError("bit_length must be a number");
        }
        if (typeof name_prefix !== "string") {
          throw new TypeError("name_prefix must be a string");
        }
        return new _SuccinctRoles({
          keyIDs: keyids,
          threshold,
          bitLength: bit_length,
          namePrefix: name_prefix,
          unrecognizedFields: rest
        });
      }
    };
    exports.SuccinctRoles = SuccinctRoles;
  }
});

// node_modules/@tufjs/models/dist/root.js
var require_root = __commonJS({
  "node_modules/@tufjs/models/dist/root.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Root = void 0;
    var util_1 = __importDefault(__require("util"));
    var base_1 = require_base();
    var error_1 = require_error();
    var key_1 = require_key2();
    var role_1 = require_role();
    var utils_1 = require_utils();
    var Root = class _Root extends base_1.Signed {
      type = base_1.MetadataKind.Root;
      keys;
      roles;
      consistentSnapshot;
      constructor(options) {
        super(options);
        this.keys = options.keys || {};
        this.consistentSnapshot = options.consistentSnapshot ?? true;
        if (!options.roles) {
          this.roles = role_1.TOP_LEVEL_ROLE_NAMES.reduce((acc, role) => ({
            ...acc,
            [role]: new role_1.Role({ keyIDs: [], threshold: 1 })
          }), {});
        } else {
          const roleNames = new Set(Object.keys(options.roles));
          if (!role_1.TOP_LEVEL_ROLE_NAMES.every((role) => roleNames.has(role))) {
            throw new error_1.ValueError("missing top-level role");
          }
          this.roles = options.roles;
        }
      }
      addKey(key, role) {
        if (!this.roles[role]) {
          throw new error_1.ValueError(`role ${role} does not exist`);
        }
        if (!this.roles[role].keyIDs.includes(key.keyID)) {
          this.roles[role].keyIDs.push(key.keyID);
        }
        this.keys[key.keyID] = key;
      }
      equals(other) {
        if (!(other instanceof _Root)) {
          return false;
        }
        return super.equals(other) && this.consistentSnapshot === other.consistentSnapshot && util_1.default.isDeepStrictEqual(this.keys, other.keys) && util_1.default.isDeepStrictEqual(this.roles, other.roles);
      }
      toJSON() {
        return {
          _type: this.type,
          spec_version: this.specVersion,
          version: this.version,
          expires: this.expires,
          keys: keysToJSON(this.keys),
          roles: rolesToJSON(this.roles),
          consistent_snapshot: this.consistentSnapshot,
          ...this.unrecognizedFields
        };
      }
      static fromJSON(data) {
        const { unrecognizedFields, ...commonFields } = base_1.Signed.commonFieldsFromJSON(data);
        const { keys, roles, consistent_snapshot, ...rest } = unrecognizedFields;
        if (typeof consistent_snapshot !== "boolean") {
          throw new TypeError("consistent_snapshot must be a boolean");
        }
        return new _Root({
          ...commonFields,
          keys: keysFromJSON(keys),
          roles: rolesFromJSON(roles),
          consistentSnapshot: consistent_snapshot,
          unrecognizedFields: rest
        });
      }
    };
    exports.Root = Root;
    function keysToJSON(keys) {
      return Object.entries(keys).reduce((acc, [keyID, key]) => ({ ...acc, [keyID]: key.toJSON() }), {});
    }
    function rolesToJSON(roles) {
      return Object.entries(roles).reduce((acc, [roleName, role]) => ({ ...acc, [roleName]: role.toJSON() }), {});
    }
    function keysFromJSON(data) {
      let keys;
      if (utils_1.guard.isDefined(data)) {
        if (!utils_1.guard.isObjectRecord(data)) {
          throw new TypeError("keys must be an object");
        }
        keys = Object.entries(data).reduce((acc, [keyID, keyData]) => ({
          ...acc,
          [keyID]: key_1.Key.fromJSON(keyID, keyData)
        }), {});
      }
      return keys;
    }
    function rolesFromJSON(data) {
      let roles;
      if (utils_1.guard.isDefined(data)) {
        if (!utils_1.guard.isObjectRecord(data)) {
          throw new TypeError("roles must be an object");
        }
        roles = Object.entries(data).reduce((acc, [roleName, roleData]) => ({
          ...acc,
          [roleName]: role_1.Role.fromJSON(roleData)
        }), {});
      }
      return roles;
    }
  }
});

// node_modules/@tufjs/models/dist/signature.js
var require_signature = __commonJS({
  "node_modules/@tufjs/models/dist/signature.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Signature = void 0;
    var Signature = class _Signature {
      keyID;
      sig;
      constructor(options) {
        const { keyID, sig } = options;
        this.keyID = keyID;
        this.sig = sig;
      }
      toJSON() {
        return {
          keyid: this.keyID,
          sig: this.sig
        };
      }
      static fromJSON(data) {
        const { keyid, sig } = data;
        if (typeof keyid !== "string") {
          throw new TypeError("keyid must be a string");
        }
        if (typeof sig !== "string") {
          throw new TypeError("sig must be a string");
        }
        return new _Signature({
          keyID: keyid,
          sig
        });
      }
    };
    exports.Signature = Signature;
  }
});

// node_modules/@tufjs/models/dist/snapshot.js
var require_snapshot = __commonJS({
  "node_modules/@tufjs/models/dist/snapshot.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Snapshot = void 0;
    var util_1 = __importDefault(__require("util"));
    var base_1 = require_base();
    var file_1 = require_file();
    var utils_1 = require_utils();
    var Snapshot = class _Snapshot extends base_1.Signed {
      type = base_1.MetadataKind.Snapshot;
      meta;
      constructor(opts) {
        super(opts);
        this.meta = opts.meta || { "targets.json": new file_1.MetaFile({ version: 1 }) };
      }
      equals(other) {
        if (!(other instanceof _Snapshot)) {
          return false;
        }
        return super.equals(other) && util_1.default.isDeepStrictEqual(this.meta, other.meta);
      }
      toJSON() {
        return {
          _type: this.type,
          meta: metaToJSON(this.meta),
          spec_version: this.specVersion,
          version: this.version,
          expires: this.expires,
          ...this.unrecognizedFields
        };
      }
      static fromJSON(data) {
        const { unrecognizedFields, ...commonFields } = base_1.Signed.commonFieldsFromJSON(data);
        const { meta, ...rest } = unrecognizedFields;
        return new _Snapshot({
          ...commonFields,
          meta: metaFromJSON(meta),
          unrecognizedFields: rest
        });
      }
    };
    exports.Snapshot = Snapshot;
    function metaToJSON(meta) {
      return Object.entries(meta).reduce((acc, [path, metadata]) => ({
        ...acc,
        [path]: metadata.toJSON()
      }), {});
    }
    function metaFromJSON(data) {
      let meta;
      if (utils_1.guard.isDefined(data)) {
        if (!utils_1.guard.isObjectRecord(data)) {
          throw new TypeError("meta field is malformed");
        } else {
          meta = Object.entries(data).reduce((acc, [path, metadata]) => ({
            ...acc,
            [path]: file_1.MetaFile.fromJSON(metadata)
          }), {});
        }
      }
      return meta;
    }
  }
});

// node_modules/@tufjs/models/dist/delegations.js
var require_delegations = __commonJS({
  "node_modules/@tufjs/models/dist/delegations.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Delegations = void 0;
    var util_1 = __importDefault(__require("util"));
    var error_1 = require_error();
    var key_1 = require_key2();
    var role_1 = require_role();
    var utils_1 = require_utils();
    var Delegations = class _Delegations {
      keys;
      roles;
      unrecognizedFields;
      succinctRoles;
      constructor(options) {
        this.keys = options.keys;
        this.unrecognizedFields = options.unrecognizedFields || {};
        if (options.roles) {
          if (Object.keys(options.roles).some((roleName) => role_1.TOP_LEVEL_ROLE_NAMES.includes(roleName))) {
            throw new error_1.ValueError("Delegated role name conflicts with top-level role name");
          }
        }
        this.succinctRoles = options.succinctRoles;
        this.roles = options.roles;
      }
      equals(other) {
        if (!(other instanceof _Delegations)) {
          return false;
        }
        return util_1.default.isDeepStrictEqual(this.keys, other.keys) && util_1.default.isDeepStrictEqual(this.roles, other.roles) && util_1.default.isDeepStrictEqual(this.unrecognizedFields, other.unrecognizedFields) && util_1.default.isDeepStrictEqual(this.succinctRoles, other.succinctRoles);
      }
      *rolesForTarget(targetPath) {
        if (this.roles) {
          for (const role of Object.values(this.roles)) {
            if (role.isDelegatedPath(targetPath)) {
              yield { role: role.name, terminating: role.terminating };
            }
          }
        } else if (this.succinctRoles) {
          yield {
            role: this.succinctRoles.getRoleForTarget(targetPath),
            terminating: true
          };
        }
      }
      toJSON() {
        const json = {
          keys: keysToJSON(this.keys),
          ...this.unrecognizedFields
        };
        if (this.roles) {
          json.roles = rolesToJSON(this.roles);
        } else if (this.succinctRoles) {
          json.succinct_roles = this.succinctRoles.toJSON();
        }
        return json;
      }
      static fromJSON(data) {
        const { keys, roles, succinct_roles, ...unrecognizedFields } = data;
        let succinctRoles;
        if (utils_1.guard.isObject(succinct_roles)) {
          succinctRoles = role_1.SuccinctRoles.fromJSON(succinct_roles);
        }
        return new _Delegations({
          keys: keysFromJSON(keys),
          roles: rolesFromJSON(roles),
          unrecognizedFields,
          succinctRoles
        });
      }
    };
    exports.Delegations = Delegations;
    function keysToJSON(keys) {
      return Object.entries(keys).reduce((acc, [keyId, key]) => ({
        ...acc,
        [keyId]: key.toJSON()
      }), {});
    }
    function rolesToJSON(roles) {
      return Object.values(roles).map((role) => role.toJSON());
    }
    function keysFromJSON(data) {
      if (!utils_1.guard.isObjectRecord(data)) {
        throw new TypeError("keys is malformed");
      }
      return Object.entries(data).reduce((acc, [keyID, keyData]) => ({
        ...acc,
        [keyID]: key_1.Key.fromJSON(keyID, keyData)
      }), {});
    }
    function rolesFromJSON(data) {
      let roleMap;
      if (utils_1.guard.isDefined(data)) {
        if (!utils_1.guard.isObjectArray(data)) {
          throw new TypeError("roles is malformed");
        }
        roleMap = data.reduce((acc, role) => {
          const delegatedRole = role_1.DelegatedRole.fromJSON(role);
          if (Object.hasOwn(acc, delegatedRole.name)) {
            throw new error_1.ValueError(`duplicate delegated role: ${delegatedRole.name}`);
          }
          return {
            ...acc,
            [delegatedRole.name]: delegatedRole
          };
        }, {});
      }
      return roleMap;
    }
  }
});

// node_modules/@tufjs/models/dist/targets.js
var require_targets = __commonJS({
  "node_modules/@tufjs/models/dist/targets.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Targets = void 0;
    var util_1 = __importDefault(__require("util"));
    var base_1 = require_base();
    var delegations_1 = require_delegations();
    var file_1 = require_file();
    var utils_1 = require_utils();
    var Targets = class _Targets extends base_1.Signed {
      type = base_1.MetadataKind.Targets;
      targets;
      delegations;
      constructor(options) {
        super(options);
        this.targets = options.targets || {};
        this.delegations = options.delegations;
      }
      addTarget(target) {
        this.targets[target.path] = target;
      }
      equals(other) {
        if (!(other instanceof _Targets)) {
          return false;
        }
        return super.equals(other) && util_1.default.isDeepStrictEqual(this.targets, other.targets) && util_1.default.isDeepStrictEqual(this.delegations, other.delegations);
      }
      toJSON() {
        const json = {
          _type: this.type,
          spec_version: this.specVersion,
          version: this.version,
          expires: this.expires,
          targets: targetsToJSON(this.targets),
          ...this.unrecognizedFields
        };
        if (this.delegations) {
          json.delegations = this.delegations.toJSON();
        }
        return json;
      }
      static fromJSON(data) {
        const { unrecognizedFields, ...commonFields } = base_1.Signed.commonFieldsFromJSON(data);
        const { targets, delegations, ...rest } = unrecognizedFields;
        return new _Targets({
          ...commonFields,
          targets: targetsFromJSON(targets),
          delegations: delegationsFromJSON(delegations),
          unrecognizedFields: rest
        });
      }
    };
    exports.Targets = Targets;
    function targetsToJSON(targets) {
      return Object.entries(targets).reduce((acc, [path, target]) => ({
        ...acc,
        [path]: target.toJSON()
      }), {});
    }
    function targetsFromJSON(data) {
      let targets;
      if (utils_1.guard.isDefined(data)) {
        if (!utils_1.guard.isObjectRecord(data)) {
          throw new TypeError("targets must be an object");
        } else {
          targets = Object.entries(data).reduce((acc, [path, target]) => ({
            ...acc,
            [path]: file_1.TargetFile.fromJSON(path, target)
          }), {});
        }
      }
      return targets;
    }
    function delegationsFromJSON(data) {
      let delegations;
      if (utils_1.guard.isDefined(data)) {
        if (!utils_1.guard.isObject(data)) {
          throw new TypeError("delegations must be an object");
        } else {
          delegations = delegations_1.Delegations.fromJSON(data);
        }
      }
      return delegations;
    }
  }
});

// node_modules/@tufjs/models/dist/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/@tufjs/models/dist/timestamp.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Timestamp = void 0;
    var base_1 = require_base();
    var file_1 = require_file();
    var utils_1 = require_utils();
    var Timestamp = class _Timestamp extends base_1.Signed {
      type = base_1.MetadataKind.Timestamp;
      snapshotMeta;
      constructor(options) {
        super(options);
        this.snapshotMeta = options.snapshotMeta || new file_1.MetaFile({ version: 1 });
      }
      equals(other) {
        if (!(other instanceof _Timestamp)) {
          return false;
        }
        return super.equals(other) && this.snapshotMeta.equals(other.snapshotMeta);
      }
      toJSON() {
        return {
          _type: this.type,
          spec_version: this.specVersion,
          version: this.version,
          expires: this.expires,
          meta: { "snapshot.json": this.snapshotMeta.toJSON() },
          ...this.unrecognizedFields
        };
      }
      static fromJSON(data) {
        const { unrecognizedFields, ...commonFields } = base_1.Signed.commonFieldsFromJSON(data);
        const { meta, ...rest } = unrecognizedFields;
        return new _Timestamp({
          ...commonFields,
          snapshotMeta: snapshotMetaFromJSON(meta),
          unrecognizedFields: rest
        });
      }
    };
    exports.Timestamp = Timestamp;
    function snapshotMetaFromJSON(data) {
      let snapshotMeta;
      if (utils_1.guard.isDefined(data)) {
        const snapshotData = data["snapshot.json"];
        if (!utils_1.guard.isDefined(snapshotData) || !utils_1.guard.isObject(snapshotData)) {
          throw new TypeError("missing snapshot.json in meta");
        } else {
          snapshotMeta = file_1.MetaFile.fromJSON(snapshotData);
        }
      }
      return snapshotMeta;
    }
  }
});

// node_modules/@tufjs/models/dist/metadata.js
var require_metadata = __commonJS({
  "node_modules/@tufjs/models/dist/metadata.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Metadata = void 0;
    var canonical_json_1 = require_lib();
    var util_1 = __importDefault(__require("util"));
    var base_1 = require_base();
    var error_1 = require_error();
    var root_1 = require_root();
    var signature_1 = require_signature();
    var snapshot_1 = require_snapshot();
    var targets_1 = require_targets();
    var timestamp_1 = require_timestamp();
    var utils_1 = require_utils();
    var Metadata = class _Metadata {
      signed;
      signatures;
      unrecognizedFields;
      constructor(signed, signatures, unrecognizedFields) {
        this.signed = signed;
        this.signatures = signatures || {};
        this.unrecognizedFields = unrecognizedFields || {};
      }
      sign(signer, append = true) {
        const bytes = Buffer.from((0, canonical_json_1.canonicalize)(this.signed.toJSON()));
        const signature = signer(bytes);
        if (!append) {
          this.signatures = {};
        }
        this.signatures[signature.keyID] = signature;
      }
      verifyDelegate(delegatedRole, delegatedMetadata) {
        let role;
        let keys = {};
        switch (this.signed.type) {
          case base_1.MetadataKind.Root:
            keys = this.signed.keys;
            role = this.signed.roles[delegatedRole];
            break;
          case base_1.MetadataKind.Targets:
            if (!this.signed.delegations) {
              throw new error_1.ValueError(`No delegations found for ${delegatedRole}`);
            }
            keys = this.signed.delegations.keys;
            if (this.signed.delegations.roles) {
              role = this.signed.delegations.roles[delegatedRole];
            } else if (this.signed.delegations.succinctRoles) {
              if (this.signed.delegations.succinctRoles.isDelegatedRole(delegatedRole)) {
                role = this.signed.delegations.succinctRoles;
              }
            }
            break;
          default:
            throw new TypeError("invalid metadata type");
        }
        if (!role) {
          throw new error_1.ValueError(`no delegation found for ${delegatedRole}`);
        }
        const signingKeys = /* @__PURE__ */ new Set();
        role.keyIDs.forEach((keyID) => {
          const key = keys[keyID];
          if (!key) {
            return;
          }
          try {
            key.verifySignature(delegatedMetadata);
            signingKeys.add(key.keyID);
          } catch (error) {
          }
        });
        if (signingKeys.size < role.threshold) {
          throw new error_1.UnsignedMetadataError(`${delegatedRole} was signed by ${signingKeys.size}/${role.threshold} keys`);
        }
      }
      equals(other) {
        if (!(other instanceof _Metadata)) {
          return false;
        }
        return (
          // eslint-disable-next-line @typescript-eslint/no-unsafe-argument
          this.signed.equals(other.signed) && util_1.default.isDeepStrictEqual(this.signatures, other.signatures) && util_1.default.isDeepStrictEqual(this.unrecognizedFields, other.unrecognizedFields)
        );
      }
      toJSON() {
        const signatures = Object.values(this.signatures).map((signature) => {
          return signature.toJSON();
        });
        return {
          signatures,
          signed: this.signed.toJSON(),
          ...this.unrecognizedFields
        };
      }
      static fromJSON(type, data) {
        const { signed, signatures, ...rest } = data;
        if (!utils_1.guard.isDefined(signed) || !utils_1.guard.isObject(signed)) {
          throw new TypeError("signed is not defined");
        }
        if (type !== signed._type) {
          throw new error_1.ValueError(`expected '${type}', got ${signed["_type"]}`);
        }
        if (!utils_1.guard.isObjectArray(signatures)) {
          throw new TypeError("signatures is not an array");
        }
        let signedObj;
        switch (type) {
          case base_1.MetadataKind.Root:
            signedObj = root_1.Root.fromJSON(signed);
            break;
          case base_1.MetadataKind.Timestamp:
            signedObj = timestamp_1.Timestamp.fromJSON(signed);
            break;
          case base_1.MetadataKind.Snapshot:
            signedObj = snapshot_1.Snapshot.fromJSON(signed);
            break;
          case base_1.MetadataKind.Targets:
            signedObj = targets_1.Targets.fromJSON(signed);
            break;
          default:
            throw new TypeError("invalid metadata type");
        }
        const sigMap = {};
        signatures.forEach((sigData) => {
          const sig = signature_1.Signature.fromJSON(sigData);
          if (sigMap[sig.keyID]) {
            throw new error_1.ValueError(`multiple signatures found for keyid: ${sig.keyID}`);
          }
          sigMap[sig.keyID] = sig;
        });
        return new _Metadata(signedObj, sigMap, rest);
      }
    };
    exports.Metadata = Metadata;
  }
});

// node_modules/@tufjs/models/dist/index.js
var require_dist2 = __commonJS({
  "node_modules/@tufjs/models/dist/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Timestamp = exports.Targets = exports.Snapshot = exports.Signature = exports.Root = exports.Metadata = exports.Key = exports.TargetFile = exports.MetaFile = exports.ValueError = exports.MetadataKind = void 0;
    var base_1 = require_base();
    Object.defineProperty(exports, "MetadataKind", { enumerable: true, get: function() {
      return base_1.MetadataKind;
    } });
    var error_1 = require_error();
    Object.defineProperty(exports, "ValueError", { enumerable: true, get: function() {
      return error_1.ValueError;
    } });
    var file_1 = require_file();
    Object.defineProperty(exports, "MetaFile", { enumerable: true, get: function() {
      return file_1.MetaFile;
    } });
    Object.defineProperty(exports, "TargetFile", { enumerable: true, get: function() {
      return file_1.TargetFile;
    } });
    var key_1 = require_key2();
    Object.defineProperty(exports, "Key", { enumerable: true, get: function() {
      return key_1.Key;
    } });
    var metadata_1 = require_metadata();
    Object.defineProperty(exports, "Metadata", { enumerable: true, get: function() {
      return metadata_1.Metadata;
    } });
    var root_1 = require_root();
    Object.defineProperty(exports, "Root", { enumerable: true, get: function() {
      return root_1.Root;
    } });
    var signature_1 = require_signature();
    Object.defineProperty(exports, "Signature", { enumerable: true, get: function() {
      return signature_1.Signature;
    } });
    var snapshot_1 = require_snapshot();
    Object.defineProperty(exports, "Snapshot", { enumerable: true, get: function() {
      return snapshot_1.Snapshot;
    } });
    var targets_1 = require_targets();
    Object.defineProperty(exports, "Targets", { enumerable: true, get: function() {
      return targets_1.Targets;
    } });
    var timestamp_1 = require_timestamp();
    Object.defineProperty(exports, "Timestamp", { enumerable: true, get: function() {
      return timestamp_1.Timestamp;
    } });
  }
});

// node_modules/ms/index.js
var require_ms = __commonJS({
  "node_modules/ms/index.js"(exports, module) {
    var s = 1e3;
    var m = s * 60;
    var h = m * 60;
    var d = h * 24;
    var w = d * 7;
    var y = d * 365.25;
    module.exports = function(val, options) {
      options = options || {};
      var type = typeof val;
      if (type === "string" && val.length > 0) {
        return parse(val);
      } else if (type === "number" && isFinite(val)) {
        return options.long ? fmtLong(val) : fmtShort(val);
      }
      throw new Error(
        "val is not a non-empty string or a valid number. val=" + JSON.stringify(val)
      );
    };
    function parse(str) {
      str = String(str);
      if (str.length > 100) {
        return;
      }
      var match = /^(-?(?:\d+)?\.?\d+) *(milliseconds?|msecs?|ms|seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|w|years?|yrs?|y)?$/i.exec(
        str
      );
      if (!match) {
        return;
      }
      var n = parseFloat(match[1]);
      var type = (match[2] || "ms").toLowerCase();
      switch (type) {
        case "years":
        case "year":
        case "yrs":
        case "yr":
        case "y":
          return n * y;
        case "weeks":
        case "week":
        case "w":
          return n * w;
        case "days":
        case "day":
        case "d":
          return n * d;
        case "hours":
        case "hour":
        case "hrs":
        case "hr":
        case "h":
          return n * h;
        case "minutes":
        case "minute":
        case "mins":
        case "min":
        case "m":
          return n * m;
        case "seconds":
        case "second":
        case "secs":
        case "sec":
        case "s":
          return n * s;
        case "milliseconds":
        case "millisecond":
        case "msecs":
        case "msec":
        case "ms":
          return n;
        default:
          return void 0;
      }
    }
    function fmtShort(ms) {
      var msAbs = Math.abs(ms);
      if (msAbs >= d) {
        return Math.round(ms / d) + "d";
      }
      if (msAbs >= h) {
        return Math.round(ms / h) + "h";
      }
      if (msAbs >= m) {
        return Math.round(ms / m) + "m";
      }
      if (msAbs >= s) {
        return Math.round(ms / s) + "s";
      }
      return ms + "ms";
    }
    function fmtLong(ms) {
      var msAbs = Math.abs(ms);
      if (msAbs >= d) {
        return plural(ms, msAbs, d, "day");
      }
      if (msAbs >= h) {
        return plural(ms, msAbs, h, "hour");
      }
      if (msAbs >= m) {
        return plural(ms, msAbs, m, "minute");
      }
      if (msAbs >= s) {
        return plural(ms, msAbs, s, "second");
      }
      return ms + " ms";
    }
    function plural(ms, msAbs, n, name) {
      var isPlural = msAbs >= n * 1.5;
      return Math.round(ms / n) + " " + name + (isPlural ? "s" : "");
    }
  }
});

// node_modules/debug/src/common.js
var require_common = __commonJS({
  "node_modules/debug/src/common.js"(exports, module) {
    function setup(env) {
      createDebug.debug = createDebug;
      createDebug.default = createDebug;
      createDebug.coerce = coerce;
      createDebug.disable = disable;
      createDebug.enable = enable;
      createDebug.enabled = enabled;
      createDebug.humanize = require_ms();
      createDebug.destroy = destroy;
      Object.keys(env).forEach((key) => {
        createDebug[key] = env[key];
      });
      createDebug.names = [];
      createDebug.skips = [];
      createDebug.formatters = {};
      function selectColor(namespace) {
        let hash = 0;
        for (let i = 0; i < namespace.length; i++) {
          hash = (hash << 5) - hash + namespace.charCodeAt(i);
          hash |= 0;
        }
        return createDebug.colors[Math.abs(hash) % createDebug.colors.length];
      }
      createDebug.selectColor = selectColor;
      function createDebug(namespace) {
        let prevTime;
        let enableOverride = null;
        let namespacesCache;
        let enabledCache;
        function debug(...args) {
          if (!debug.enabled) {
            return;
          }
          const self = debug;
          const curr = Number(/* @__PURE__ */ new Date());
          const ms = curr - (prevTime || curr);
          self.diff = ms;
          self.prev = prevTime;
          self.curr = curr;
          prevTime = curr;
          args[0] = createDebug.coerce(args[0]);
          if (typeof args[0] !== "string") {
            args.unshift("%O");
          }
          let index = 0;
          args[0] = args[0].replace(/%([a-zA-Z%])/g, (match, format) => {
            if (match === "%%") {
              return "%";
            }
            index++;
            const formatter = createDebug.formatters[format];
            if (typeof formatter === "function") {
              const val = args[index];
              match = formatter.call(self, val);
              args.splice(index, 1);
              index--;
            }
            return match;
          });
          createDebug.formatArgs.call(self, args);
          const logFn = self.log || createDebug.log;
          logFn.apply(self, args);
        }
        debug.namespace = namespace;
        debug.useColors = createDebug.useColors();
        debug.color = createDebug.selectColor(namespace);
        debug.extend = extend;
        debug.destroy = createDebug.destroy;
        Object.defineProperty(debug, "enabled", {
          enumerable: true,
          configurable: false,
          get: () => {
            if (enableOverride !== null) {
              return enableOverride;
            }
            if (namespacesCache !== createDebug.namespaces) {
              namespacesCache = createDebug.namespaces;
              enabledCache = createDebug.enabled(namespace);
            }
            return enabledCache;
          },
          set: (v) => {
            enableOverride = v;
          }
        });
        if (typeof createDebug.init === "function") {
          createDebug.init(debug);
        }
        return debug;
      }
      function extend(namespace, delimiter) {
        const newDebug = createDebug(this.namespace + (typeof delimiter === "undefined" ? ":" : delimiter) + namespace);
        newDebug.log = this.log;
        return newDebug;
      }
      function enable(namespaces) {
        createDebug.save(namespaces);
        createDebug.namespaces = namespaces;
        createDebug.names = [];
        createDebug.skips = [];
        const split = (typeof namespaces === "string" ? namespaces : "").trim().replace(/\s+/g, ",").split(",").filter(Boolean);
        for (const ns of split) {
          if (ns[0] === "-") {
            createDebug.skips.push(ns.slice(1));
          } else {
            createDebug.names.push(ns);
          }
        }
      }
      function matchesTemplate(search, template) {
        let searchIndex = 0;
        let templateIndex = 0;
        let starIndex = -1;
        let matchIndex = 0;
        while (searchIndex < search.length) {
          if (templateIndex < template.length && (template[templateIndex] === search[searchIndex] || template[templateIndex] === "*")) {
            if (template[templateIndex] === "*") {
              starIndex = templateIndex;
              matchIndex = searchIndex;
              templateIndex++;
            } else {
              searchIndex++;
              templateIndex++;
            }
          } else if (starIndex !== -1) {
            templateIndex = starIndex + 1;
            matchIndex++;
            searchIndex = matchIndex;
          } else {
            return false;
          }
        }
        while (templateIndex < template.length && template[templateIndex] === "*") {
          templateIndex++;
        }
        return templateIndex === template.length;
      }
      function disable() {
        const namespaces = [
          ...createDebug.names,
          ...createDebug.skips.map((namespace) => "-" + namespace)
        ].join(",");
        createDebug.enable("");
        return namespaces;
      }
      function enabled(name) {
        for (const skip of createDebug.skips) {
          if (matchesTemplate(name, skip)) {
            return false;
          }
        }
        for (const ns of createDebug.names) {
          if (matchesTemplate(name, ns)) {
            return true;
          }
        }
        return false;
      }
      function coerce(val) {
        if (val instanceof Error) {
          return val.stack || val.message;
        }
        return val;
      }
      function destroy() {
        console.warn("Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`.");
      }
      createDebug.enable(createDebug.load());
      return createDebug;
    }
    module.exports = setup;
  }
});

// node_modules/debug/src/browser.js
var require_browser = __commonJS({
  "node_modules/debug/src/browser.js"(exports, module) {
    exports.formatArgs = formatArgs;
    exports.save = save;
    exports.load = load;
    exports.useColors = useColors;
    exports.storage = localstorage();
    exports.destroy = /* @__PURE__ */ (() => {
      let warned = false;
      return () => {
        if (!warned) {
          warned = true;
          console.warn("Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`.");
        }
      };
    })();
    exports.colors = [
      "#0000CC",
      "#0000FF",
      "#0033CC",
      "#0033FF",
      "#0066CC",
      "#0066FF",
      "#0099CC",
      "#0099FF",
      "#00CC00",
      "#00CC33",
      "#00CC66",
      "#00CC99",
      "#00CCCC",
      "#00CCFF",
      "#3300CC",
      "#3300FF",
      "#3333CC",
      "#3333FF",
      "#3366CC",
      "#3366FF",
      "#3399CC",
      "#3399FF",
      "#33CC00",
      "#33CC33",
      "#33CC66",
      "#33CC99",
      "#33CCCC",
      "#33CCFF",
      "#6600CC",
      "#6600FF",
      "#6633CC",
      "#6633FF",
      "#66CC00",
      "#66CC33",
      "#9900CC",
      "#9900FF",
      "#9933CC",
      "#9933FF",
      "#99CC00",
      "#99CC33",
      "#CC0000",
      "#CC0033",
      "#CC0066",
      "#CC0099",
      "#CC00CC",
      "#CC00FF",
      "#CC3300",
      "#CC3333",
      "#CC3366",
      "#CC3399",
      "#CC33CC",
      "#CC33FF",
      "#CC6600",
      "#CC6633",
      "#CC9900",
      "#CC9933",
      "#CCCC00",
      "#CCCC33",
      "#FF0000",
      "#FF0033",
      "#FF0066",
      "#FF0099",
      "#FF00CC",
      "#FF00FF",
      "#FF3300",
      "#FF3333",
      "#FF3366",
      "#FF3399",
      "#FF33CC",
      "#FF33FF",
      "#FF6600",
      "#FF6633",
      "#FF9900",
      "#FF9933",
      "#FFCC00",
      "#FFCC33"
    ];
    function useColors() {
      if (typeof window !== "undefined" && window.process && (window.process.type === "renderer" || window.process.__nwjs)) {
        return true;
      }
      if (typeof navigator !== "undefined" && navigator.userAgent && navigator.userAgent.toLowerCase().match(/(edge|trident)\/(\d+)/)) {
        return false;
      }
      let m;
      return typeof document !== "undefined" && document.documentElement && document.documentElement.style && document.documentElement.style.WebkitAppearance || // Is firebug? http://stackoverflow.com/a/398120/376773
      typeof window !== "undefined" && window.console && (window.console.firebug || window.console.exception && window.console.table) || // Is firefox >= v31?
      // https://developer.mozilla.org/en-US/docs/Tools/Web_Console#Styling_messages
      typeof navigator !== "undefined" && navigator.userAgent && (m = navigator.userAgent.toLowerCase().match(/firefox\/(\d+)/)) && parseInt(m[1], 10) >= 31 || // Double check webkit in userAgent just in case we are in a worker
      typeof navigator !== "undefined" && navigator.userAgent && navigator.userAgent.toLowerCase().match(/applewebkit\/(\d+)/);
    }
    function formatArgs(args) {
      args[0] = (this.useColors ? "%c" : "") + this.namespace + (this.useColors ? " %c" : " ") + args[0] + (this.useColors ? "%c " : " ") + "+" + module.exports.humanize(this.diff);
      if (!this.useColors) {
        return;
      }
      const c = "color: " + this.color;
      args.splice(1, 0, c, "color: inherit");
      let index = 0;
      let lastC = 0;
      args[0].replace(/%[a-zA-Z%]/g, (match) => {
        if (match === "%%") {
          return;
        }
        index++;
        if (match === "%c") {
          lastC = index;
        }
      });
      args.splice(lastC, 0, c);
    }
    exports.log = console.debug || console.log || (() => {
    });
    function save(namespaces) {
      try {
        if (namespaces) {
          exports.storage.setItem("debug", namespaces);
        } else {
          exports.storage.removeItem("debug");
        }
      } catch (error) {
      }
    }
    function load() {
      let r;
      try {
        r = exports.storage.getItem("debug") || exports.storage.getItem("DEBUG");
      } catch (error) {
      }
      if (!r && typeof process !== "undefined" && "env" in process) {
        r = process.env.DEBUG;
      }
      return r;
    }
    function localstorage() {
      try {
        return localStorage;
      } catch (error) {
      }
    }
    module.exports = require_common()(exports);
    var { formatters } = module.exports;
    formatters.j = function(v) {
      try {
        return JSON.stringify(v);
      } catch (error) {
        return "[UnexpectedJSONParseError]: " + error.message;
      }
    };
  }
});

// node_modules/debug/src/node.js
var require_node = __commonJS({
  "node_modules/debug/src/node.js"(exports, module) {
    var tty = __require("tty");
    var util = __require("util");
    exports.init = init;
    exports.log = log;
    exports.formatArgs = formatArgs;
    exports.save = save;
    exports.load = load;
    exports.useColors = useColors;
    exports.destroy = util.deprecate(
      () => {
      },
      "Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`."
    );
    exports.colors = [6, 2, 3, 4, 5, 1];
    try {
      const supportsColor = __require("supports-color");
      if (supportsColor && (supportsColor.stderr || supportsColor).level >= 2) {
        exports.colors = [
          20,
          21,
          26,
          27,
          32,
          33,
          38,
          39,
          40,
          41,
          42,
          43,
          44,
          45,
          56,
          57,
          62,
          63,
          68,
          69,
          74,
          75,
          76,
          77,
          78,
          79,
          80,
          81,
          92,
          93,
          98,
          99,
          112,
          113,
          128,
          129,
          134,
          135,
          148,
          149,
          160,
          161,
          162,
          163,
          164,
          165,
          166,
          167,
          168,
          169,
          170,
          171,
          172,
          173,
          178,
          179,
          184,
          185,
          196,
          197,
          198,
          199,
          200,
          201,
          202,
          203,
          204,
          205,
          206,
          207,
          208,
          209,
          214,
          215,
          220,
          221
        ];
      }
    } catch (error) {
    }
    exports.inspectOpts = Object.keys(process.env).filter((key) => {
      return /^debug_/i.test(key);
    }).reduce((obj, key) => {
      const prop = key.substring(6).toLowerCase().replace(/_([a-z])/g, (_, k) => {
        return k.toUpperCase();
      });
      let val = process.env[key];
      if (/^(yes|on|true|enabled)$/i.test(val)) {
        val = true;
      } else if (/^(no|off|false|disabled)$/i.test(val)) {
        val = false;
      } else if (val === "null") {
        val = null;
      } else {
        val = Number(val);
      }
      obj[prop] = val;
      return obj;
    }, {});
    function useColors() {
      return "colors" in exports.inspectOpts ? Boolean(exports.inspectOpts.colors) : tty.isatty(process.stderr.fd);
    }
    function formatArgs(args) {
      const { namespace: name, useColors: useColors2 } = this;
      if (useColors2) {
        const c = this.color;
        const colorCode = "\x1B[3" + (c < 8 ? c : "8;5;" + c);
        const prefix = `  ${colorCode};1m${name} \x1B[0m`;
        args[0] = prefix + args[0].split("\n").join("\n" + prefix);
        args.push(colorCode + "m+" + module.exports.humanize(this.diff) + "\x1B[0m");
      } else {
        args[0] = getDate() + name + " " + args[0];
      }
    }
    function getDate() {
      if (exports.inspectOpts.hideDate) {
        return "";
      }
      return (/* @__PURE__ */ new Date()).toISOString() + " ";
    }
    function log(...args) {
      return process.stderr.write(util.formatWithOptions(exports.inspectOpts, ...args) + "\n");
    }
    function save(namespaces) {
      if (namespaces) {
        process.env.DEBUG = namespaces;
      } else {
        delete process.env.DEBUG;
      }
    }
    function load() {
      return process.env.DEBUG;
    }
    function init(debug) {
      debug.inspectOpts = {};
      const keys = Object.keys(exports.inspectOpts);
      for (let i = 0; i < keys.length; i++) {
        debug.inspectOpts[keys[i]] = exports.inspectOpts[keys[i]];
      }
    }
    module.exports = require_common()(exports);
    var { formatters } = module.exports;
    formatters.o = function(v) {
      this.inspectOpts.colors = this.useColors;
      return util.inspect(v, this.inspectOpts).split("\n").map((str) => str.trim()).join(" ");
    };
    formatters.O = function(v) {
      this.inspectOpts.colors = this.useColors;
      return util.inspect(v, this.inspectOpts);
    };
  }
});

// node_modules/debug/src/index.js
var require_src = __commonJS({
  "node_modules/debug/src/index.js"(exports, module) {
    if (typeof process === "undefined" || process.type === "renderer" || process.browser === true || process.__nwjs) {
      module.exports = require_browser();
    } else {
      module.exports = require_node();
    }
  }
});

// node_modules/tuf-js/dist/error.js
var require_error2 = __commonJS({
  "node_modules/tuf-js/dist/error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.DownloadHTTPError = exports.DownloadLengthMismatchError = exports.DownloadError = exports.ExpiredMetadataError = exports.EqualVersionError = exports.BadVersionError = exports.RepositoryError = exports.PersistError = exports.RuntimeError = exports.ValueError = void 0;
    var ValueError = class extends Error {
    };
    exports.ValueError = ValueError;
    var RuntimeError = class extends Error {
    };
    exports.RuntimeError = RuntimeError;
    var PersistError = class extends Error {
    };
    exports.PersistError = PersistError;
    var RepositoryError = class extends Error {
    };
    exports.RepositoryError = RepositoryError;
    var BadVersionError = class extends RepositoryError {
    };
    exports.BadVersionError = BadVersionError;
    var EqualVersionError = class extends BadVersionError {
    };
    exports.EqualVersionError = EqualVersionError;
    var ExpiredMetadataError = class extends RepositoryError {
    };
    exports.ExpiredMetadataError = ExpiredMetadataError;
    var DownloadError = class extends Error {
    };
    exports.DownloadError = DownloadError;
    var DownloadLengthMismatchError = class extends DownloadError {
    };
    exports.DownloadLengthMismatchError = DownloadLengthMismatchError;
    var DownloadHTTPError = class extends DownloadError {
      statusCode;
      constructor(message, statusCode) {
        super(message);
        this.statusCode = statusCode;
      }
    };
    exports.DownloadHTTPError = DownloadHTTPError;
  }
});

// node_modules/tuf-js/dist/utils/tmpfile.js
var require_tmpfile = __commonJS({
  "node_modules/tuf-js/dist/utils/tmpfile.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.withTempFile = void 0;
    var promises_1 = __importDefault(__require("fs/promises"));
    var os_1 = __importDefault(__require("os"));
    var path_1 = __importDefault(__require("path"));
    var withTempFile = async (handler) => withTempDir(async (dir) => handler(path_1.default.join(dir, "tempfile")));
    exports.withTempFile = withTempFile;
    var withTempDir = async (handler) => {
      const tmpDir = await promises_1.default.realpath(os_1.default.tmpdir());
      const dir = await promises_1.default.mkdtemp(tmpDir + path_1.default.sep);
      try {
        return await handler(dir);
      } finally {
        await promises_1.default.rm(dir, { force: true, recursive: true, maxRetries: 3 });
      }
    };
  }
});

// node_modules/@gar/promise-retry/lib/retry.js
var require_retry = __commonJS({
  "node_modules/@gar/promise-retry/lib/retry.js"(exports, module) {
    var RetryOperation = class {
      #attempts = 1;
      #cachedTimeouts = null;
      #errors = [];
      #fn = null;
      #maxRetryTime;
      #operationStart = null;
      #originalTimeouts;
      #timeouts;
      #timer = null;
      #unref;
      constructor(timeouts, options = {}) {
        this.#originalTimeouts = [...timeouts];
        this.#timeouts = [...timeouts];
        this.#unref = options.unref;
        this.#maxRetryTime = options.maxRetryTime || Infinity;
        if (options.forever) {
          this.#cachedTimeouts = [...this.#timeouts];
        }
      }
      get timeouts() {
        return [...this.#timeouts];
      }
      get errors() {
        return [...this.#errors];
      }
      get attempts() {
        return this.#attempts;
      }
      get mainError() {
        let mainError = null;
        if (this.#errors.length) {
          let mainErrorCount = 0;
          const counts = {};
          for (let i = 0; i < this.#errors.length; i++) {
            const error = this.#errors[i];
            const { message } = error;
            if (!counts[message]) {
              counts[message] = 0;
            }
            counts[message]++;
            if (counts[message] >= mainErrorCount) {
              mainError = error;
              mainErrorCount = counts[message];
            }
          }
        }
        return mainError;
      }
      reset() {
        this.#attempts = 1;
        this.#timeouts = [...this.#originalTimeouts];
      }
      stop() {
        if (this.#timer) {
          clearTimeout(this.#timer);
        }
        this.#timeouts = [];
        this.#cachedTimeouts = null;
      }
      retry(err) {
        this.#errors.push(err);
        if ((/* @__PURE__ */ new Date()).getTime() - this.#operationStart >= this.#maxRetryTime) {
          this.#errors.unshift(new Error("RetryOperation timeout occurred"));
          return false;
        }
        let timeout = this.#timeouts.shift();
        if (timeout === void 0) {
          if (this.#cachedTimeouts) {
            this.#errors.pop();
            timeout = this.#cachedTimeouts.at(-1);
          } else {
            return false;
          }
        }
        this.#timer = setTimeout(() => {
          this.#attempts++;
          this.#fn(this.#attempts);
        }, timeout);
        if (this.#unref) {
          this.#timer.unref();
        }
        return true;
      }
      attempt(fn) {
        this.#fn = fn;
        this.#operationStart = (/* @__PURE__ */ new Date()).getTime();
        this.#fn(this.#attempts);
      }
    };
    module.exports = { RetryOperation };
  }
});

// node_modules/@gar/promise-retry/lib/index.js
var require_lib2 = __commonJS({
  "node_modules/@gar/promise-retry/lib/index.js"(exports, module) {
    var { RetryOperation } = require_retry();
    var createTimeout = (attempt, opts) => Math.min(Math.round((1 + (opts.randomize ? Math.random() : 0)) * Math.max(opts.minTimeout, 1) * Math.pow(opts.factor, attempt)), opts.maxTimeout);
    var isRetryError = (err) => err?.code === "EPROMISERETRY" && Object.hasOwn(err, "retried");
    var promiseRetry = async (fn, options = {}) => {
      let timeouts = [];
      if (options instanceof Array) {
        timeouts = [...options];
      } else {
        if (options.retries === Infinity) {
          options.forever = true;
          delete options.retries;
        }
        const opts = {
          retries: 10,
          factor: 2,
          minTimeout: 1 * 1e3,
          maxTimeout: Infinity,
          randomize: false,
          ...options
        };
        if (opts.minTimeout > opts.maxTimeout) {
          throw new Error("minTimeout is greater than maxTimeout");
        }
        if (opts.retries) {
          for (let i = 0; i < opts.retries; i++) {
            timeouts.push(createTimeout(i, opts));
          }
          timeouts.sort((a, b) => a - b);
        } else if (options.forever) {
          timeouts.push(createTimeout(0, opts));
        }
      }
      const operation = new RetryOperation(timeouts, {
        forever: options.forever,
        unref: options.unref,
        maxRetryTime: options.maxRetryTime
      });
      return new Promise(function(resolve, reject) {
        operation.attempt(async (number) => {
          try {
            const result = await fn((err) => {
              throw Object.assign(new Error("Retrying"), { code: "EPROMISERETRY", retried: err });
            }, number, operation);
            return resolve(result);
          } catch (err) {
            if (!isRetryError(err)) {
              return reject(err);
            }
            if (!operation.retry(err.retried || new Error())) {
              return reject(err.retried);
            }
          }
        });
      });
    };
    module.exports = { promiseRetry };
  }
});

// node_modules/tuf-js/dist/fetcher.js
var require_fetcher = __commonJS({
  "node_modules/tuf-js/dist/fetcher.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.DefaultFetcher = exports.BaseFetcher = void 0;
    var debug_1 = __importDefault(require_src());
    var fs_1 = __importDefault(__require("fs"));
    var util_1 = __importDefault(__require("util"));
    var error_1 = require_error2();
    var tmpfile_1 = require_tmpfile();
    var promise_retry_1 = require_lib2();
    var log = (0, debug_1.default)("tuf:fetch");
    var USER_AGENT_HEADER = "User-Agent";
    var BaseFetcher = class {
      // Download file from given URL. The file is downloaded to a temporary
      // location and then passed to the given handler. The handler is responsible
      // for moving the file to its final location. The temporary file is deleted
      // after the handler returns.
      async downloadFile(url, maxLength, handler) {
        return (0, tmpfile_1.withTempFile)(async (tmpFile) => {
          const reader = await this.fetch(url);
          let numberOfBytesReceived = 0;
          const fileStream = fs_1.default.createWriteStream(tmpFile);
          const streamReader = reader.getReader();
          try {
            while (true) {
              const { done, value: chunk } = await streamReader.read();
              if (done) {
                break;
              }
              numberOfBytesReceived += chunk.length;
              if (numberOfBytesReceived > maxLength) {
                throw new error_1.DownloadLengthMismatchError("Max length reached");
              }
              await writeBufferToStream(fileStream, Buffer.from(chunk));
            }
          } finally {
            streamReader.releaseLock();
            await util_1.default.promisify(fileStream.close).bind(fileStream)();
          }
          return handler(tmpFile);
        });
      }
      // Download bytes from given URL.
      async downloadBytes(url, maxLength) {
        return this.downloadFile(url, maxLength, async (file) => {
          const stream = fs_1.default.createReadStream(file);
          const chunks = [];
          for await (const chunk of stream) {
            chunks.push(chunk);
          }
          return Buffer.concat(chunks);
        });
      }
    };
    exports.BaseFetcher = BaseFetcher;
    var DefaultFetcher = class extends BaseFetcher {
      userAgent;
      timeout;
      retry;
      constructor(options = {}) {
        super();
        this.userAgent = options.userAgent;
        this.timeout = options.timeout;
        if (options.retry === true) {
          this.retry = { forever: true };
        } else if (options.retry === false || options.retry === void 0) {
          this.retry = void 0;
        } else if (typeof options.retry === "number") {
          if (options.retry < 0) {
            throw new Error("Retry count must be non-negative number");
          }
          this.retry = { retries: options.retry };
        } else {
          this.retry = options.retry;
        }
      }
      async fetch(url) {
        const shouldRetry = this.retry !== void 0;
        return (0, promise_retry_1.promiseRetry)(async (retry, number) => {
          log("GET %s (attempt %d)", url, number);
          let response;
          try {
            response = await fetch(url, {
              headers: {
                [USER_AGENT_HEADER]: this.userAgent || ""
              },
              signal: this.timeout ? AbortSignal.timeout(this.timeout) : void 0
            });
          } catch (error) {
            const err = error instanceof Error ? error : new Error(String(error));
            if (shouldRetry) {
              return retry(err);
            }
            throw err;
          }
          if (!response.ok || !response.body) {
            const err = new error_1.DownloadHTTPError("Failed to download", response.status);
            if (shouldRetry && response.status >= 500 && response.status < 600) {
              return retry(err);
            }
            throw err;
          }
          return response.body;
        }, this.retry);
      }
    };
    exports.DefaultFetcher = DefaultFetcher;
    var writeBufferToStream = async (stream, buffer) => {
      return new Promise((resolve, reject) => {
        stream.write(buffer, (err) => {
          if (err) {
            reject(err);
          }
          resolve(true);
        });
      });
    };
  }
});

// node_modules/tuf-js/package.json
var require_package = __commonJS({
  "node_modules/tuf-js/package.json"(exports, module) {
    module.exports = {
      name: "tuf-js",
      version: "6.0.2",
      description: "JavaScript implementation of The Update Framework (TUF)",
      main: "dist/index.js",
      types: "dist/index.d.ts",
      scripts: {
        build: "tsc --build tsconfig.build.json",
        clean: "rm -rf dist && rm tsconfig.build.tsbuildinfo",
        test: "jest"
      },
      repository: {
        type: "git",
        url: "git+https://github.com/theupdateframework/tuf-js.git"
      },
      files: [
        "dist"
      ],
      keywords: [
        "tuf",
        "security",
        "update"
      ],
      author: "bdehamer@github.com",
      license: "MIT",
      bugs: {
        url: "https://github.com/theupdateframework/tuf-js/issues"
      },
      homepage: "https://github.com/theupdateframework/tuf-js/tree/main/packages/client#readme",
      devDependencies: {
        "@tufjs/repo-mock": "5.0.2",
        "@types/debug": "^4.1.13",
        "@types/retry": "^0.12.5"
      },
      dependencies: {
        "@gar/promise-retry": "^1.0.3",
        "@tufjs/models": "5.0.2",
        debug: "^4.4.3"
      },
      engines: {
        node: "^22.22.2 || ^24.15.0 || >=26.0.0"
      }
    };
  }
});

// node_modules/tuf-js/dist/config.js
var require_config = __commonJS({
  "node_modules/tuf-js/dist/config.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.defaultConfig = void 0;
    exports.defaultConfig = {
      maxRootRotations: 256,
      maxDelegations: 32,
      rootMaxLength: 512e3,
      //bytes
      timestampMaxLength: 16384,
      // bytes
      snapshotMaxLength: 2e6,
      // bytes
      targetsMaxLength: 5e6,
      // bytes
      prefixTargetsWithHash: true,
      fetchTimeout: 1e5,
      // milliseconds
      fetchRetries: void 0,
      fetchRetry: 2,
      userAgent: ""
    };
  }
});

// node_modules/tuf-js/dist/store.js
var require_store = __commonJS({
  "node_modules/tuf-js/dist/store.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.TrustedMetadataStore = void 0;
    var models_1 = require_dist2();
    var error_1 = require_error2();
    var TrustedMetadataStore = class {
      trustedSet = {};
      referenceTime;
      constructor(rootData) {
        this.referenceTime = /* @__PURE__ */ new Date();
        this.loadTrustedRoot(rootData);
      }
      get root() {
        if (!this.trustedSet.root) {
          throw new ReferenceError("No trusted root metadata");
        }
        return this.trustedSet.root;
      }
      get timestamp() {
        return this.trustedSet.timestamp;
      }
      get snapshot() {
        return this.trustedSet.snapshot;
      }
      get targets() {
        return this.trustedSet.targets;
      }
      getRole(name) {
        return this.trustedSet[name];
      }
      updateRoot(bytesBuffer) {
        const data = JSON.parse(bytesBuffer.toString("utf8"));
        const newRoot = models_1.Metadata.fromJSON(models_1.MetadataKind.Root, data);
        if (newRoot.signed.type != models_1.MetadataKind.Root) {
          throw new error_1.RepositoryError(`Expected 'root', got ${newRoot.signed.type}`);
        }
        this.root.verifyDelegate(models_1.MetadataKind.Root, newRoot);
        if (newRoot.signed.version != this.root.signed.version + 1) {
          throw new error_1.BadVersionError(`Expected version ${this.root.signed.version + 1}, got ${newRoot.signed.version}`);
        }
        newRoot.verifyDelegate(models_1.MetadataKind.Root, newRoot);
        this.trustedSet.root = newRoot;
        return newRoot;
      }
      updateTimestamp(bytesBuffer) {
        if (this.snapshot) {
          throw new error_1.RuntimeError("Cannot update timestamp after snapshot");
        }
        if (this.root.signed.isExpired(this.referenceTime)) {
          throw new error_1.ExpiredMetadataError("Final root.json is expired");
        }
        const data = JSON.parse(bytesBuffer.toString("utf8"));
        const newTimestamp = models_1.Metadata.fromJSON(models_1.MetadataKind.Timestamp, data);
        if (newTimestamp.signed.type != models_1.MetadataKind.Timestamp) {
          throw new error_1.RepositoryError(`Expected 'timestamp', got ${newTimestamp.signed.type}`);
        }
        this.root.verifyDelegate(models_1.MetadataKind.Timestamp, newTimestamp);
        if (this.timestamp) {
          if (newTimestamp.signed.version < this.timestamp.signed.version) {
            throw new error_1.BadVersionError(`New timestamp version ${newTimestamp.signed.version} is less than current version ${this.timestamp.signed.version}`);
          }
          if (newTimestamp.signed.version === this.timestamp.signed.version) {
            throw new error_1.EqualVersionError(`New timestamp version ${newTimestamp.signed.version} is equal to current version ${this.timestamp.signed.version}`);
          }
          const snapshotMeta = this.timestamp.signed.snapshotMeta;
          const newSnapshotMeta = newTimestamp.signed.snapshotMeta;
          if (newSnapshotMeta.version < snapshotMeta.version) {
            throw new error_1.BadVersionError(`New snapshot version ${newSnapshotMeta.version} is less than current version ${snapshotMeta.version}`);
          }
        }
        this.trustedSet.timestamp = newTimestamp;
        this.checkFinalTimestamp();
        return newTimestamp;
      }
      updateSnapshot(bytesBuffer, trusted = false) {
        if (!this.timestamp) {
          throw new error_1.RuntimeError("Cannot update snapshot before timestamp");
        }
        if (this.targets) {
          throw new error_1.RuntimeError("Cannot update snapshot after targets");
        }
        this.checkFinalTimestamp();
        const snapshotMeta = this.timestamp.signed.snapshotMeta;
        if (!trusted) {
          snapshotMeta.verify(bytesBuffer);
        }
        const data = JSON.parse(bytesBuffer.toString("utf8"));
        const newSnapshot = models_1.Metadata.fromJSON(models_1.MetadataKind.Snapshot, data);
        if (newSnapshot.signed.type != models_1.MetadataKind.Snapshot) {
          throw new error_1.RepositoryError(`Expected 'snapshot', got ${newSnapshot.signed.type}`);
        }
        this.root.verifyDelegate(models_1.MetadataKind.Snapshot, newSnapshot);
        if (this.snapshot) {
          Object.entries(this.snapshot.signed.meta).forEach(([fileName, fileInfo]) => {
            const newFileInfo = newSnapshot.signed.meta[fileName];
            if (!newFileInfo) {
              throw new error_1.RepositoryError(`Missing file ${fileName} in new snapshot`);
            }
            if (newFileInfo.version < fileInfo.version) {
              throw new error_1.BadVersionError(`New version ${newFileInfo.version} of ${fileName} is less than current version ${fileInfo.version}`);
            }
          });
        }
        this.trustedSet.snapshot = newSnapshot;
        this.checkFinalSnapsnot();
        return newSnapshot;
      }
      updateDelegatedTargets(bytesBuffer, roleName, delegatorName) {
        if (!this.snapshot) {
          throw new error_1.RuntimeError("Cannot update delegated targets before snapshot");
        }
        this.checkFinalSnapsnot();
        const delegator = this.trustedSet[delegatorName];
        if (!delegator) {
          throw new error_1.RuntimeError(`No trusted ${delegatorName} metadata`);
        }
        const meta = this.snapshot.signed.meta?.[`${roleName}.json`];
        if (!meta) {
          throw new error_1.RepositoryError(`Missing ${roleName}.json in snapshot`);
        }
        meta.verify(bytesBuffer);
        const data = JSON.parse(bytesBuffer.toString("utf8"));
        const newDelegate = models_1.Metadata.fromJSON(models_1.MetadataKind.Targets, data);
        if (newDelegate.signed.type != models_1.MetadataKind.Targets) {
          throw new error_1.RepositoryError(`Expected 'targets', got ${newDelegate.signed.type}`);
        }
        delegator.verifyDelegate(roleName, newDelegate);
        const version = newDelegate.signed.version;
        if (version != meta.version) {
          throw new error_1.BadVersionError(`Version ${version} of ${roleName} does not match snapshot version ${meta.version}`);
        }
        if (newDelegate.signed.isExpired(this.referenceTime)) {
          throw new error_1.ExpiredMetadataError(`${roleName}.json is expired`);
        }
        this.trustedSet[roleName] = newDelegate;
      }
      // Verifies and loads data as trusted root metadata.
      // Note that an expired initial root is still considered valid.
      loadTrustedRoot(bytesBuffer) {
        const data = JSON.parse(bytesBuffer.toString("utf8"));
        const root = models_1.Metadata.fromJSON(models_1.MetadataKind.Root, data);
        if (root.signed.type != models_1.MetadataKind.Root) {
          throw new error_1.RepositoryError(`Expected 'root', got ${root.signed.type}`);
        }
        root.verifyDelegate(models_1.MetadataKind.Root, root);
        this.trustedSet["root"] = root;
      }
      checkFinalTimestamp() {
        if (!this.timestamp) {
          throw new ReferenceError("No trusted timestamp metadata");
        }
        if (this.timestamp.signed.isExpired(this.referenceTime)) {
          throw new error_1.ExpiredMetadataError("Final timestamp.json is expired");
        }
      }
      checkFinalSnapsnot() {
        if (!this.snapshot) {
          throw new ReferenceError("No trusted snapshot metadata");
        }
        if (!this.timestamp) {
          throw new ReferenceError("No trusted timestamp metadata");
        }
        if (this.snapshot.signed.isExpired(this.referenceTime)) {
          throw new error_1.ExpiredMetadataError("snapshot.json is expired");
        }
        const snapshotMeta = this.timestamp.signed.snapshotMeta;
        if (this.snapshot.signed.version !== snapshotMeta.version) {
          throw new error_1.BadVersionError("Snapshot version doesn't match timestamp");
        }
      }
    };
    exports.TrustedMetadataStore = TrustedMetadataStore;
  }
});

// node_modules/tuf-js/dist/utils/url.js
var require_url = __commonJS({
  "node_modules/tuf-js/dist/utils/url.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.join = join;
    var url_1 = __require("url");
    function join(base, path) {
      return new url_1.URL(ensureTrailingSlash(base) + removeLeadingSlash(path)).toString();
    }
    function ensureTrailingSlash(path) {
      return path.endsWith("/") ? path : path + "/";
    }
    function removeLeadingSlash(path) {
      return path.startsWith("/") ? path.slice(1) : path;
    }
  }
});

// node_modules/tuf-js/dist/updater.js
var require_updater = __commonJS({
  "node_modules/tuf-js/dist/updater.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports && exports.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports && exports.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) if (Object.prototype.hasOwnProperty.call(o2, k)) ar[ar.length] = k;
          return ar;
        };
        return ownKeys(o);
      };
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
          for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        }
        __setModuleDefault(result, mod);
        return result;
      };
    })();
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Updater = void 0;
    var models_1 = require_dist2();
    var debug_1 = __importDefault(require_src());
    var fs = __importStar(__require("fs"));
    var path = __importStar(__require("path"));
    var package_json_1 = require_package();
    var config_1 = require_config();
    var error_1 = require_error2();
    var fetcher_1 = require_fetcher();
    var store_1 = require_store();
    var url = __importStar(require_url());
    var log = (0, debug_1.default)("tuf:cache");
    var Updater = class {
      dir;
      metadataBaseUrl;
      targetDir;
      targetBaseUrl;
      forceCache;
      trustedSet;
      config;
      fetcher;
      constructor(options) {
        const { metadataDir, metadataBaseUrl, targetDir, targetBaseUrl, fetcher, config } = options;
        this.dir = metadataDir;
        this.metadataBaseUrl = metadataBaseUrl;
        this.targetDir = targetDir;
        this.targetBaseUrl = targetBaseUrl;
        this.forceCache = options.forceCache ?? false;
        const data = this.loadLocalMetadata(models_1.MetadataKind.Root);
        this.trustedSet = new store_1.TrustedMetadataStore(data);
        this.config = { ...config_1.defaultConfig, ...config };
        const userAgent = config?.userAgent ? `${config.userAgent} tuf-js/${package_json_1.version}` : `tuf-js/${package_json_1.version}`;
        this.fetcher = fetcher || new fetcher_1.DefaultFetcher({
          userAgent,
          timeout: this.config.fetchTimeout,
          retry: this.config.fetchRetries ?? this.config.fetchRetry
        });
      }
      // refresh and load the metadata before downloading the target
      // refresh should be called once after the client is initialized
      async refresh() {
        if (this.forceCache) {
          try {
            await this.loadTimestamp({ checkRemote: false });
          } catch (error) {
            await this.loadRoot();
            await this.loadTimestamp();
          }
        } else {
          await this.loadRoot();
          await this.loadTimestamp();
        }
        await this.loadSnapshot();
        await this.loadTargets(models_1.MetadataKind.Targets, models_1.MetadataKind.Root);
      }
      // Returns the TargetFile instance with information for the given target path.
      //
      // Implicitly calls refresh if it hasn't already been called.
      async getTargetInfo(targetPath) {
        if (!this.trustedSet.targets) {
          await this.refresh();
        }
        return this.preorderDepthFirstWalk(targetPath);
      }
      async downloadTarget(targetInfo, filePath, targetBaseUrl) {
        const targetPath = filePath || this.generateTargetPath(targetInfo);
        if (!targetBaseUrl) {
          if (!this.targetBaseUrl) {
            throw new error_1.ValueError("Target base URL not set");
          }
          targetBaseUrl = this.targetBaseUrl;
        }
        let targetFilePath = targetInfo.path;
        const consistentSnapshot = this.trustedSet.root.signed.consistentSnapshot;
        if (consistentSnapshot && this.config.prefixTargetsWithHash) {
          const hashes = Object.values(targetInfo.hashes);
          const { dir, base } = path.parse(targetFilePath);
          const filename = `${hashes[0]}.${base}`;
          targetFilePath = dir ? `${dir}/${filename}` : filename;
        }
        const targetUrl = url.join(targetBaseUrl, targetFilePath);
        await this.fetcher.downloadFile(targetUrl, targetInfo.length, async (fileName) => {
          await targetInfo.verify(fs.createReadStream(fileName));
          log("WRITE %s", targetPath);
          fs.copyFileSync(fileName, targetPath);
        });
        return targetPath;
      }
      async findCachedTarget(targetInfo, filePath) {
        if (!filePath) {
          filePath = this.generateTargetPath(targetInfo);
        }
        try {
          if (fs.existsSync(filePath)) {
            await targetInfo.verify(fs.createReadStream(filePath));
            return filePath;
          }
        } catch (error) {
          return;
        }
        return;
      }
      loadLocalMetadata(fileName) {
        const filePath = path.join(this.dir, `${fileName}.json`);
        log("READ %s", filePath);
        return fs.readFileSync(filePath);
      }
      // Sequentially load and persist on local disk every newer root metadata
      // version available on the remote.
      // Client workflow 5.3: update root role
      async loadRoot() {
        const rootVersion = this.trustedSet.root.signed.version;
        const lowerBound = rootVersion + 1;
        const upperBound = lowerBound + this.config.maxRootRotations;
        for (let version = lowerBound; version < upperBound; version++) {
          const rootUrl = url.join(this.metadataBaseUrl, `${version}.root.json`);
          try {
            const bytesData = await this.fetcher.downloadBytes(rootUrl, this.config.rootMaxLength);
            this.trustedSet.updateRoot(bytesData);
            this.persistMetadata(models_1.MetadataKind.Root, bytesData);
          } catch (error) {
            if (error instanceof error_1.DownloadHTTPError) {
              if ([403, 404].includes(error.statusCode)) {
                break;
              }
            }
            throw error;
          }
        }
      }
      // Load local and remote timestamp metadata.
      // Client workflow 5.4: update timestamp role
      async loadTimestamp({ checkRemote } = { checkRemote: true }) {
        try {
          const data = this.loadLocalMetadata(models_1.MetadataKind.Timestamp);
          this.trustedSet.updateTimestamp(data);
          if (!checkRemote) {
            return;
          }
        } catch (error) {
        }
        const timestampUrl = url.join(this.metadataBaseUrl, "timestamp.json");
        const bytesData = await this.fetcher.downloadBytes(timestampUrl, this.config.timestampMaxLength);
        try {
          this.trustedSet.updateTimestamp(bytesData);
        } catch (error) {
          if (error instanceof error_1.EqualVersionError) {
            return;
          }
          throw error;
        }
        this.persistMetadata(models_1.MetadataKind.Timestamp, bytesData);
      }
      // Load local and remote snapshot metadata.
      // Client workflow 5.5: update snapshot role
      async loadSnapshot() {
        try {
          const data = this.loadLocalMetadata(models_1.MetadataKind.Snapshot);
          this.trustedSet.updateSnapshot(data, true);
        } catch (error) {
          if (!this.trustedSet.timestamp) {
            throw new ReferenceError("No timestamp metadata", { cause: error });
          }
          const snapshotMeta = this.trustedSet.timestamp.signed.snapshotMeta;
          const maxLength = snapshotMeta.length || this.config.snapshotMaxLength;
          const version = this.trustedSet.root.signed.consistentSnapshot ? snapshotMeta.version : void 0;
          const snapshotUrl = url.join(this.metadataBaseUrl, version ? `${version}.snapshot.json` : "snapshot.json");
          try {
            const bytesData = await this.fetcher.downloadBytes(snapshotUrl, maxLength);
            this.trustedSet.updateSnapshot(bytesData);
            this.persistMetadata(models_1.MetadataKind.Snapshot, bytesData);
          } catch (error2) {
            throw new error_1.RuntimeError(`Unable to load snapshot metadata error ${error2}`);
          }
        }
      }
      // Load local and remote targets metadata.
      // Client workflow 5.6: update targets role
      async loadTargets(role, parentRole) {
        const cachedRole = this.trustedSet.getRole(role);
        if (cachedRole) {
          const delegator = this.trustedSet.getRole(parentRole);
          if (!delegator) {
            throw new error_1.RuntimeError(`No trusted ${parentRole} metadata`);
          }
          delegator.verifyDelegate(role, cachedRole);
          return cachedRole;
        }
        try {
          const buffer = this.loadLocalMetadata(role);
          this.trustedSet.updateDelegatedTargets(buffer, role, parentRole);
        } catch (error) {
          if (!this.trustedSet.snapshot) {
            throw new ReferenceError("No snapshot metadata", { cause: error });
          }
          const metaInfo = this.trustedSet.snapshot.signed.meta[`${role}.json`];
          const maxLength = metaInfo.length || this.config.targetsMaxLength;
          const version = this.trustedSet.root.signed.consistentSnapshot ? metaInfo.version : void 0;
          const encodedRole = encodeURIComponent(role);
          const metadataUrl = url.join(this.metadataBaseUrl, version ? `${version}.${encodedRole}.json` : `${encodedRole}.json`);
          try {
            const bytesData = await this.fetcher.downloadBytes(metadataUrl, maxLength);
            this.trustedSet.updateDelegatedTargets(bytesData, role, parentRole);
            this.persistMetadata(role, bytesData);
          } catch (error2) {
            throw new error_1.RuntimeError(`Unable to load targets error ${error2}`);
          }
        }
        return this.trustedSet.getRole(role);
      }
      async preorderDepthFirstWalk(targetPath) {
        const delegationsToVisit = [
          {
            roleName: models_1.MetadataKind.Targets,
            parentRoleName: models_1.MetadataKind.Root
          }
        ];
        const visitedRoleNames = /* @__PURE__ */ new Set();
        while (visitedRoleNames.size <= this.config.maxDelegations && delegationsToVisit.length > 0) {
          const { roleName, parentRoleName } = delegationsToVisit.pop();
          if (visitedRoleNames.has(roleName)) {
            continue;
          }
          const targets = (await this.loadTargets(roleName, parentRoleName))?.signed;
          if (!targets) {
            continue;
          }
          const target = targets.targets?.[targetPath];
          if (target) {
            return target;
          }
          visitedRoleNames.add(roleName);
          if (targets.delegations) {
            const childRolesToVisit = [];
            const rolesForTarget = targets.delegations.rolesForTarget(targetPath);
            for (const { role: childName, terminating } of rolesForTarget) {
              childRolesToVisit.push({
                roleName: childName,
                parentRoleName: roleName
              });
              if (terminating) {
                delegationsToVisit.splice(0);
                break;
              }
            }
            childRolesToVisit.reverse();
            delegationsToVisit.push(...childRolesToVisit);
          }
        }
        return;
      }
      generateTargetPath(targetInfo) {
        if (!this.targetDir) {
          throw new error_1.ValueError("Target directory not set");
        }
        const filePath = encodeURIComponent(targetInfo.path);
        return path.join(this.targetDir, filePath);
      }
      persistMetadata(metaDataName, bytesData) {
        const encodedName = encodeURIComponent(metaDataName);
        try {
          const filePath = path.join(this.dir, `${encodedName}.json`);
          log("WRITE %s", filePath);
          fs.writeFileSync(filePath, bytesData.toString("utf8"));
        } catch (error) {
          throw new error_1.PersistError(`Failed to persist metadata ${encodedName} error: ${error}`);
        }
      }
    };
    exports.Updater = Updater;
  }
});

// node_modules/tuf-js/dist/index.js
var require_dist3 = __commonJS({
  "node_modules/tuf-js/dist/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Updater = exports.BaseFetcher = exports.TargetFile = void 0;
    var models_1 = require_dist2();
    Object.defineProperty(exports, "TargetFile", { enumerable: true, get: function() {
      return models_1.TargetFile;
    } });
    var fetcher_1 = require_fetcher();
    Object.defineProperty(exports, "BaseFetcher", { enumerable: true, get: function() {
      return fetcher_1.BaseFetcher;
    } });
    var updater_1 = require_updater();
    Object.defineProperty(exports, "Updater", { enumerable: true, get: function() {
      return updater_1.Updater;
    } });
  }
});

// node_modules/@sigstore/tuf/package.json
var require_package2 = __commonJS({
  "node_modules/@sigstore/tuf/package.json"(exports, module) {
    module.exports = {
      name: "@sigstore/tuf",
      version: "5.0.1",
      description: "Client for the Sigstore TUF repository",
      main: "dist/index.js",
      types: "dist/index.d.ts",
      scripts: {
        clean: "shx rm -rf dist *.tsbuildinfo",
        build: "tsc --build",
        test: "jest"
      },
      files: [
        "dist",
        "seeds.json"
      ],
      author: "bdehamer@github.com",
      license: "Apache-2.0",
      repository: {
        type: "git",
        url: "git+https://github.com/sigstore/sigstore-js.git"
      },
      bugs: {
        url: "https://github.com/sigstore/sigstore-js/issues"
      },
      homepage: "https://github.com/sigstore/sigstore-js/tree/main/packages/tuf#readme",
      publishConfig: {
        provenance: true
      },
      devDependencies: {
        "@sigstore/jest": "^0.0.0",
        "@tufjs/repo-mock": "^5.0.2",
        "@types/make-fetch-happen": "^10.0.4"
      },
      dependencies: {
        "@sigstore/protobuf-specs": "^0.5.2",
        "tuf-js": "^6.0.2"
      },
      engines: {
        node: "^22.22.2 || ^24.15.0 || >=26.0.0"
      }
    };
  }
});

// node_modules/@sigstore/tuf/dist/error.js
var require_error3 = __commonJS({
  "node_modules/@sigstore/tuf/dist/error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.TUFError = void 0;
    var TUFError = class extends Error {
      code;
      cause;
      constructor({ code, message, cause }) {
        super(message);
        this.code = code;
        this.cause = cause;
        this.name = this.constructor.name;
      }
    };
    exports.TUFError = TUFError;
  }
});

// node_modules/@sigstore/tuf/dist/target.js
var require_target = __commonJS({
  "node_modules/@sigstore/tuf/dist/target.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.readTarget = readTarget;
    var fs_1 = __importDefault(__require("fs"));
    var error_1 = require_error3();
    async function readTarget(tuf, targetPath) {
      const path = await getTargetPath(tuf, targetPath);
      return new Promise((resolve, reject) => {
        fs_1.default.readFile(path, "utf-8", (err, data) => {
          if (err) {
            reject(new error_1.TUFError({
              code: "TUF_READ_TARGET_ERROR",
              message: `error reading target ${path}`,
              cause: err
            }));
          } else {
            resolve(data);
          }
        });
      });
    }
    async function getTargetPath(tuf, target) {
      let targetInfo;
      try {
        targetInfo = await tuf.getTargetInfo(target);
      } catch (err) {
        throw new error_1.TUFError({
          code: "TUF_REFRESH_METADATA_ERROR",
          message: "error refreshing TUF metadata",
          cause: err
        });
      }
      if (!targetInfo) {
        throw new error_1.TUFError({
          code: "TUF_FIND_TARGET_ERROR",
          message: `target ${target} not found`
        });
      }
      let path = await tuf.findCachedTarget(targetInfo);
      if (!path) {
        try {
          path = await tuf.downloadTarget(targetInfo);
        } catch (err) {
          throw new error_1.TUFError({
            code: "TUF_DOWNLOAD_TARGET_ERROR",
            message: `error downloading target ${path}`,
            cause: err
          });
        }
      }
      return path;
    }
  }
});

// node_modules/@sigstore/tuf/seeds.json
var require_seeds = __commonJS({
  "node_modules/@sigstore/tuf/seeds.json"(exports, module) {
    module.exports = { "https://tuf-repo-cdn.sigstore.dev": { "root.json": "ewogInNpZ25hdHVyZXMiOiBbCiAgewogICAia2V5aWQiOiAiZTcxYTU0ZDU0MzgzNWJhODZhZGFkOTQ2MDM3OWM3NjQxZmI4NzI2ZDE2NGVhNzY2ODAxYTFjNTIyYWJhN2VhMiIsCiAgICJzaWciOiAiMzA0NTAyMjA2NWM2OGYyOGViZTQ0ZDBhNGUwNDdhNmUyODdmOTY2OWM4ZTNiMzFlMDg1MzYzOTZjNjdhMTQ4MzMyNmJlOGM2MDIyMTAwZTc1MjRhODg5ZTQwZGUwZGY4NDIzMWRkNDBlMWZjYzU3ZmJiYmY2MjA1NWMxNzA3NjU2ODMwN2RiYzUwOTA0NiIKICB9LAogIHsKICAgImtleWlkIjogIjIyZjRjYWVjNmQ4ZTZmOTU1NWFmNjZiM2Q0YzNjYjA2YTNiYjIzZmRjN2UzOWM5MTZjNjFmNDYyZTZmNTJiMDYiLAogICAic2lnIjogIjMwNDUwMjIwNmZlZGM0YTM4MmEwYzUxNTVlODEyYzliNzQ2MWZlMzg4ZWY3MDRmZWY5ZTA5M2M1YzIzNmUyMGFiYmY4ZTY2MjAyMjEwMDhiYmVjMzZiNjNiZjliYWViYzAzYTgzYzc3MGNmOTM4N2VmYzkwOTA3ZWI4MzA3MGI3YTg3NTEyOTUxMmQ2ODciCiAgfSwKICB7CiAgICJrZXlpZCI6ICI2MTY0MzgzODEyNWI0NDBiNDBkYjY5NDJmNWNiNWEzMWMwZGMwNDM2ODMxNmViMmFhYTU4Yjk1OTA0YTU4MjIyIiwKICAgInNpZyI6ICIzMDQ1MDIyMDQ2OGY0MjE5ZGI1MWM3ZTgxNWUxZTNkMzNkOTk4Nzg3OGFhMTJhZWFmMzMxNjA0ZDUxODBkZDYwYjE5ZGZiMzUwMjIxMDA5Zjc3OGVmNWU5NjY0N2MwOGJkMjNkNjNmNjljMGNjZTZmYzM1M2Q3NDdiOWQ1MWYzNWRjMGY4Njc4ZGU5ZmVmIgogIH0sCiAgewogICAia2V5aWQiOiAiYTY4N2U1YmY0ZmFiODJiMGVlNThkNDZlMDVjOTUzNTE0NWEyYzlhZmI0NThmNDNkNDJiNDVjYTBmZGNlMmE3MCIsCiAgICJzaWciOiAiMzA0NTAyMjAyOWUyNTE4YTdiY2FjMDVlYzBiMjI3ODA5Y2UwYzk2OTQwNjc0MzQxMmY5MGRjNTI1NTQwMWFmYjEzMzYzZjQ2MDIyMTAwODdhNjQxODIyNDllNDFkZDExZGU5MWM5ZjM4NWEzMzY1OWJkNjAxNDdhOTNkMTNjODZiN2E2NGU0NDdmOTgyNiIKICB9LAogIHsKICAgImtleWlkIjogIjE4M2U2NGYzNzY3MGRjMTNjYTBkMjg5OTVhMzA1M2YzNzQwOTU0ZGRjZTQ0MzIxYTQxZTQ2NTM0Y2Y0NGU2MzIiLAogICAic2lnIjogIjMwNDUwMjIxMDA4MDUxYzQ1NmVkMmJmNDhhYTVmYzU3NDI5MjhhYjA5MDQyNjZjMWQ2YmRkZTVmYzc1YWUyMGYxMmQwOThhOTU1MDIyMDNjYzY4M2JkODY3OTM4MDhlNmM5Zjg5ZTJjYTkzZjgwYjAwYzZlYTY0ODgwYWM0ZTM3ZGI2OWUyZTg2YjI0ZTMiCiAgfQogXSwKICJzaWduZWQiOiB7CiAgIl90eXBlIjogInJvb3QiLAogICJjb25zaXN0ZW50X3NuYXBzaG90IjogdHJ1ZSwKICAiZXhwaXJlcyI6ICIyMDI3LTA0LTIyVDE5OjI3OjMxWiIsCiAgImtleXMiOiB7CiAgICIwYzg3NDMyYzNiZjA5ZmQ5OTE4OWZkYzMyZmE1ZWFlZGY0ZTRhNWZhYzdiYWI3M2ZhMDRhMmUwZmM2NGFmNmY1IjogewogICAgImtleWlkX2hhc2hfYWxnb3JpdGhtcyI6IFsKICAgICAic2hhMjU2IiwKICAgICAic2hhNTEyIgogICAgXSwKICAgICJrZXl0eXBlIjogImVjZHNhIiwKICAgICJrZXl2YWwiOiB7CiAgICAgInB1YmxpYyI6ICItLS0tLUJFR0lOIFBVQkxJQyBLRVktLS0tLVxuTUZrd0V3WUhLb1pJemowQ0FRWUlLb1pJemowREFRY0RRZ0FFV1JpR3I1K2orM0o1U3NIK1p0cjVuRTJIMndPN1xuQlYrbk8zczkzZ0xjYTE4cVRPekhZMW9XeUFHRHlrTVNzR1RVQlN0OUQrQW4wS2ZLc0QybWZTTTQyUT09XG4tLS0tLUVORCBQVUJMSUMgS0VZLS0tLS1cbiIKICAgIH0sCiAgICAic2NoZW1lIjogImVjZHNhLXNoYTItbmlzdHAyNTYiLAogICAgIngtdHVmLW9uLWNpLW9ubGluZS11cmkiOiAiZ2Nwa21zOnByb2plY3RzL3NpZ3N0b3JlLXJvb3Qtc2lnbmluZy9sb2NhdGlvbnMvZ2xvYmFsL2tleVJpbmdzL3Jvb3QvY3J5cHRvS2V5cy90aW1lc3RhbXAvY3J5cHRvS2V5VmVyc2lvbnMvMSIKICAgfSwKICAgIjE4M2U2NGYzNzY3MGRjMTNjYTBkMjg5OTVhMzA1M2YzNzQwOTU0ZGRjZTQ0MzIxYTQxZTQ2NTM0Y2Y0NGU2MzIiOiB7CiAgICAia2V5dHlwZSI6ICJlY2RzYSIsCiAgICAia2V5dmFsIjogewogICAgICJwdWJsaWMiOiAiLS0tLS1CRUdJTiBQVUJMSUMgS0VZLS0tLS1cbk1Ga3dFd1lIS29aSXpqMENBUVlJS29aSXpqMERBUWNEUWdBRU14cFBPSkNJWjVvdEc0MTA2ZkdKc2VFUWkzVjlcbnBrTVlRNHV5VjlUajFNN1dIWEl5TEcramtmdnVHMGdsUTFKWmJSWlpCVjNnQVI0c29qZEdISVNlb3c9PVxuLS0tLS1FTkQgUFVCTElDIEtFWS0tLS0tXG4iCiAgICB9LAogICAgInNjaGVtZSI6ICJlY2RzYS1zaGEyLW5pc3RwMjU2IiwKICAgICJ4LXR1Zi1vbi1jaS1rZXlvd25lciI6ICJAbGFuY2UiCiAgIH0sCiAgICIyMmY0Y2FlYzZkOGU2Zjk1NTVhZjY2YjNkNGMzY2IwNmEzYmIyM2ZkYzdlMzljOTE2YzYxZjQ2MmU2ZjUyYjA2IjogewogICAgImtleWlkX2hhc2hfYWxnb3JpdGhtcyI6IFsKICAgICAic2hhMjU2IiwKICAgICAic2hhNTEyIgogICAgXSwKICAgICJrZXl0eXBlIjogImVjZHNhIiwKICAgICJrZXl2YWwiOiB7CiAgICAgInB1YmxpYyI6ICItLS0tLUJFR0lOIFBVQkxJQyBLRVktLS0tLVxuTUZrd0V3WUhLb1pJemowQ0FRWUlLb1pJemowREFRY0RRZ0FFekJ6Vk9tSENQb2pNVkxTSTM2NFdpaVY4TlByRFxuNklnUnhWbGlza3ovdit5M0pFUjVtY1ZHY09ObGlEY1dNQzVKMmxmSG1qUE5QaGI0SDd4bThMemZTQT09XG4tLS0tLUVORCBQVUJMSUMgS0VZLS0tLS1cbiIKICAgIH0sCiAgICAic2NoZW1lIjogImVjZHNhLXNoYTItbmlzdHAyNTYiLAogICAgIngtdHVmLW9uLWNpLWtleW93bmVyIjogIkBzYW50aWFnb3RvcnJlcyIKICAgfSwKICAgIjYxNjQzODM4MTI1YjQ0MGI0MGRiNjk0MmY1Y2I1YTMxYzBkYzA0MzY4MzE2ZWIyYWFhNThiOTU5MDRhNTgyMjIiOiB7CiAgICAia2V5aWRfaGFzaF9hbGdvcml0aG1zIjogWwogICAgICJzaGEyNTYiLAogICAgICJzaGE1MTIiCiAgICBdLAogICAgImtleXR5cGUiOiAiZWNkc2EiLAogICAgImtleXZhbCI6IHsKICAgICAicHVibGljIjogIi0tLS0tQkVHSU4gUFVCTElDIEtFWS0tLS0tXG5NRmt3RXdZSEtvWkl6ajBDQVFZSUtvWkl6ajBEQVFjRFFnQUVpbmlrU3NBUW1Za05lSDVlWXEvQ25JekxhYWNPXG54bFNhYXdRRE93cUt5L3RDcXhxNXh4UFNKYzIxSzRXSWhzOUd5T2tLZnp1ZVkzR0lMemNNSlo0Y1d3PT1cbi0tLS0tRU5EIFBVQkxJQyBLRVktLS0tLVxuIgogICAgfSwKICAgICJzY2hlbWUiOiAiZWNkc2Etc2hhMi1uaXN0cDI1NiIsCiAgICAieC10dWYtb24tY2kta2V5b3duZXIiOiAiQGJvYmNhbGxhd2F5IgogICB9LAogICAiYTY4N2U1YmY0ZmFiODJiMGVlNThkNDZlMDVjOTUzNTE0NWEyYzlhZmI0NThmNDNkNDJiNDVjYTBmZGNlMmE3MCI6IHsKICAgICJrZXlpZF9oYXNoX2FsZ29yaXRobXMiOiBbCiAgICAgInNoYTI1NiIsCiAgICAgInNoYTUxMiIKICAgIF0sCiAgICAia2V5dHlwZSI6ICJlY2RzYSIsCiAgICAia2V5dmFsIjogewogICAgICJwdWJsaWMiOiAiLS0tLS1CRUdJTiBQVUJMSUMgS0VZLS0tLS1cbk1Ga3dFd1lIS29aSXpqMENBUVlJS29aSXpqMERBUWNEUWdBRTBnaHJoOTJMdzFZcjNpZEdWNVdxQ3RNREI4Q3hcbitEOGhkQzR3MlpMTklwbFZSb1ZHTHNrWWEzZ2hlTXlPamlKOGtQaTE1YVEyLy83UCtvajdVdkpQR3c9PVxuLS0tLS1FTkQgUFVCTElDIEtFWS0tLS0tXG4iCiAgICB9LAogICAgInNjaGVtZSI6ICJlY2RzYS1zaGEyLW5pc3RwMjU2IiwKICAgICJ4LXR1Zi1vbi1jaS1rZXlvd25lciI6ICJAam9zaHVhZ2wiCiAgIH0sCiAgICJlNzFhNTRkNTQzODM1YmE4NmFkYWQ5NDYwMzc5Yzc2NDFmYjg3MjZkMTY0ZWE3NjY4MDFhMWM1MjJhYmE3ZWEyIjogewogICAgImtleWlkX2hhc2hfYWxnb3JpdGhtcyI6IFsKICAgICAic2hhMjU2IiwKICAgICAic2hhNTEyIgogICAgXSwKICAgICJrZXl0eXBlIjogImVjZHNhIiwKICAgICJrZXl2YWwiOiB7CiAgICAgInB1YmxpYyI6ICItLS0tLUJFR0lOIFBVQkxJQyBLRVktLS0tLVxuTUZrd0V3WUhLb1pJemowQ0FRWUlLb1pJemowREFRY0RRZ0FFRVhzejNTWlhGYjhqTVY0Mmo2cEpseWpialI4S1xuTjNCd29jZXhxNkxNSWI1cXNXS09RdkxOMTZOVWVmTGM0SHN3T291bVJzVlZhYWpTcFFTNmZvYmtSdz09XG4tLS0tLUVORCBQVUJMSUMgS0VZLS0tLS1cbiIKICAgIH0sCiAgICAic2NoZW1lIjogImVjZHNhLXNoYTItbmlzdHAyNTYiLAogICAgIngtdHVmLW9uLWNpLWtleW93bmVyIjogIkBtbm02NzgiCiAgIH0KICB9LAogICJyb2xlcyI6IHsKICAgInJvb3QiOiB7CiAgICAia2V5aWRzIjogWwogICAgICJlNzFhNTRkNTQzODM1YmE4NmFkYWQ5NDYwMzc5Yzc2NDFmYjg3MjZkMTY0ZWE3NjY4MDFhMWM1MjJhYmE3ZWEyIiwKICAgICAiMjJmNGNhZWM2ZDhlNmY5NTU1YWY2NmIzZDRjM2NiMDZhM2JiMjNmZGM3ZTM5YzkxNmM2MWY0NjJlNmY1MmIwNiIsCiAgICAgIjYxNjQzODM4MTI1YjQ0MGI0MGRiNjk0MmY1Y2I1YTMxYzBkYzA0MzY4MzE2ZWIyYWFhNThiOTU5MDRhNTgyMjIiLAogICAgICJhNjg3ZTViZjRmYWI4MmIwZWU1OGQ0NmUwNWM5NTM1MTQ1YTJjOWFmYjQ1OGY0M2Q0MmI0NWNhMGZkY2UyYTcwIiwKICAgICAiMTgzZTY0ZjM3NjcwZGMxM2NhMGQyODk5NWEzMDUzZjM3NDA5NTRkZGNlNDQzMjFhNDFlNDY1MzRjZjQ0ZTYzMiIKICAgIF0sCiAgICAidGhyZXNob2xkIjogMwogICB9LAogICAic25hcHNob3QiOiB7CiAgICAia2V5aWRzIjogWwogICAgICIwYzg3NDMyYzNiZjA5ZmQ5OTE4OWZkYzMyZmE1ZWFlZGY0ZTRhNWZhYzdiYWI3M2ZhMDRhMmUwZmM2NGFmNmY1IgogICAgXSwKICAgICJ0aHJlc2hvbGQiOiAxLAogICAgIngtdHVmLW9uLWNpLWV4cGlyeS1wZXJpb2QiOiAzNjUwLAogICAgIngtdHVmLW9uLWNpLXNpZ25pbmctcGVyaW9kIjogMzY1CiAgIH0sCiAgICJ0YXJnZXRzIjogewogICAgImtleWlkcyI6IFsKICAgICAiZTcxYTU0ZDU0MzgzNWJhODZhZGFkOTQ2MDM3OWM3NjQxZmI4NzI2ZDE2NGVhNzY2ODAxYTFjNTIyYWJhN2VhMiIsCiAgICAgIjIyZjRjYWVjNmQ4ZTZmOTU1NWFmNjZiM2Q0YzNjYjA2YTNiYjIzZmRjN2UzOWM5MTZjNjFmNDYyZTZmNTJiMDYiLAogICAgICI2MTY0MzgzODEyNWI0NDBiNDBkYjY5NDJmNWNiNWEzMWMwZGMwNDM2ODMxNmViMmFhYTU4Yjk1OTA0YTU4MjIyIiwKICAgICAiYTY4N2U1YmY0ZmFiODJiMGVlNThkNDZlMDVjOTUzNTE0NWEyYzlhZmI0NThmNDNkNDJiNDVjYTBmZGNlMmE3MCIsCiAgICAgIjE4M2U2NGYzNzY3MGRjMTNjYTBkMjg5OTVhMzA1M2YzNzQwOTU0ZGRjZTQ0MzIxYTQxZTQ2NTM0Y2Y0NGU2MzIiCiAgICBdLAogICAgInRocmVzaG9sZCI6IDMKICAgfSwKICAgInRpbWVzdGFtcCI6IHsKICAgICJrZXlpZHMiOiBbCiAgICAgIjBjODc0MzJjM2JmMDlmZDk5MTg5ZmRjMzJmYTVlYWVkZjRlNGE1ZmFjN2JhYjczZmEwNGEyZTBmYzY0YWY2ZjUiCiAgICBdLAogICAgInRocmVzaG9sZCI6IDEsCiAgICAieC10dWYtb24tY2ktZXhwaXJ5LXBlcmlvZCI6IDcsCiAgICAieC10dWYtb24tY2ktc2lnbmluZy1wZXJpb2QiOiA2CiAgIH0KICB9LAogICJzcGVjX3ZlcnNpb24iOiAiMS4wIiwKICAidmVyc2lvbiI6IDE2LAogICJ4LXR1Zi1vbi1jaS1leHBpcnktcGVyaW9kIjogMTk3LAogICJ4LXR1Zi1vbi1jaS1zaWduaW5nLXBlcmlvZCI6IDQ2CiB9Cn0=", targets: { "trusted_root.json": "ewogICJtZWRpYVR5cGUiOiAiYXBwbGljYXRpb24vdm5kLmRldi5zaWdzdG9yZS50cnVzdGVkcm9vdCtqc29uO3ZlcnNpb249MC4xIiwKICAidGxvZ3MiOiBbCiAgICB7CiAgICAgICJiYXNlVXJsIjogImh0dHBzOi8vcmVrb3Iuc2lnc3RvcmUuZGV2IiwKICAgICAgImhhc2hBbGdvcml0aG0iOiAiU0hBMl8yNTYiLAogICAgICAicHVibGljS2V5IjogewogICAgICAgICJyYXdCeXRlcyI6ICJNRmt3RXdZSEtvWkl6ajBDQVFZSUtvWkl6ajBEQVFjRFFnQUUyRzJZKzJ0YWJkVFY1QmNHaUJJeDBhOWZBRndya0JibUxTR3RrczRMM3FYNnlZWTB6dWZCbmhDOFVyL2l5NTVHaFdQLzlBL2JZMkxoQzMwTTkrUll0dz09IiwKICAgICAgICAia2V5RGV0YWlscyI6ICJQS0lYX0VDRFNBX1AyNTZfU0hBXzI1NiIsCiAgICAgICAgInZhbGlkRm9yIjogewogICAgICAgICAgInN0YXJ0IjogIjIwMjEtMDEtMTJUMTE6NTM6MjdaIgogICAgICAgIH0KICAgICAgfSwKICAgICAgImxvZ0lkIjogewogICAgICAgICJrZXlJZCI6ICJ3Tkk5YXRRR2x6K1ZXZk82TFJ5Z0g0UVVmWS84VzRSRndpVDVpNVdSZ0IwPSIKICAgICAgfQogICAgfSwKICAgIHsKICAgICAgImJhc2VVcmwiOiAiaHR0cHM6Ly9sb2cyMDI1LTEucmVrb3Iuc2lnc3RvcmUuZGV2IiwKICAgICAgImhhc2hBbGdvcml0aG0iOiAiU0hBMl8yNTYiLAogICAgICAicHVibGljS2V5IjogewogICAgICAgICJyYXdCeXRlcyI6ICJNQ293QlFZREsyVndBeUVBdDhybHAxa25Hd2pmYmNYQVlQWUFrbjBYaUx6MXg4TzR0MFlrRWhpZTI0ND0iLAogICAgICAgICJrZXlEZXRhaWxzIjogIlBLSVhfRUQyNTUxOSIsCiAgICAgICAgInZhbGlkRm9yIjogewogICAgICAgICAgInN0YXJ0IjogIjIwMjUtMDktMjNUMDA6MDA6MDBaIgogICAgICAgIH0KICAgICAgfSwKICAgICAgImxvZ0lkIjogewogICAgICAgICJrZXlJZCI6ICJ6eEdaRlZ2ZDBGRW1qUjhXckZ3TWRjQUo5dnRhWS9RWGY0NFkxd1VlUDZBPSIKICAgICAgfQogICAgfQogIF0sCiAgImNlcnRpZmljYXRlQXV0aG9yaXRpZXMiOiBbCiAgICB7CiAgICAgICJzdWJqZWN0IjogewogICAgICAgICJvcmdhbml6YXRpb24iOiAic2lnc3RvcmUuZGV2IiwKICAgICAgICAiY29tbW9uTmFtZSI6ICJzaWdzdG9yZSIKICAgICAgfSwKICAgICAgInVyaSI6ICJodHRwczovL2Z1bGNpby5zaWdzdG9yZS5kZXYiLAogICAgICAiY2VydENoYWluIjogewogICAgICAgICJjZXJ0aWZpY2F0ZXMiOiBbCiAgICAgICAgICB7CiAgICAgICAgICAgICJyYXdCeXRlcyI6ICJNSUlCK0RDQ0FYNmdBd0lCQWdJVE5Wa0Rab0Npb2ZQRHN5N2RmbTZnZUxidWh6QUtCZ2dxaGtqT1BRUURBekFxTVJVd0V3WURWUVFLRXd4emFXZHpkRzl5WlM1a1pYWXhFVEFQQmdOVkJBTVRDSE5wWjNOMGIzSmxNQjRYRFRJeE1ETXdOekF6TWpBeU9Wb1hEVE14TURJeU16QXpNakF5T1Zvd0tqRVZNQk1HQTFVRUNoTU1jMmxuYzNSdmNtVXVaR1YyTVJFd0R3WURWUVFERXdoemFXZHpkRzl5WlRCMk1CQUdCeXFHU000OUFnRUdCU3VCQkFBaUEySUFCTFN5QTdJaTVrK3BOTzhaRVdZMHlsZW1XRG93T2tOYTNrTCtHWkU1WjVHV2VoTDkvQTliUk5BM1JicnNaNWkwSmNhc3RhUkw3U3A1ZnAvakQ1ZHhxYy9VZFRWbmx2UzE2YW4rMllmc3dlL1F1TG9sUlVDcmNPRTIrMmlBNSt0emQ2Tm1NR1F3RGdZRFZSMFBBUUgvQkFRREFnRUdNQklHQTFVZEV3RUIvd1FJTUFZQkFmOENBUUV3SFFZRFZSME9CQllFRk1qRkhRQkJtaVFwTWxFazZ3MnVTdTFLQnRQc01COEdBMVVkSXdRWU1CYUFGTWpGSFFCQm1pUXBNbEVrNncydVN1MUtCdFBzTUFvR0NDcUdTTTQ5QkFNREEyZ0FNR1VDTUg4bGlXSmZNdWk2dlhYQmhqRGdZNE13c2xtTi9USnhWZS84M1dyRm9td21OZjA1NnkxWDQ4RjljNG0zYTNvelhBSXhBS2pSYXk1L2FqL2pzS0tHSWttUWF0akk4dXVwSHIvK0N4RnZhSldtcFlxTmtMREdSVSs5b3J6aDVoSTJScmN1YVE9PSIKICAgICAgICAgIH0KICAgICAgICBdCiAgICAgIH0sCiAgICAgICJ2YWxpZEZvciI6IHsKICAgICAgICAic3RhcnQiOiAiMjAyMS0wMy0wN1QwMzoyMDoyOVoiLAogICAgICAgICJlbmQiOiAiMjAyMi0xMi0zMVQyMzo1OTo1OS45OTlaIgogICAgICB9CiAgICB9LAogICAgewogICAgICAic3ViamVjdCI6IHsKICAgICAgICAib3JnYW5pemF0aW9uIjogInNpZ3N0b3JlLmRldiIsCiAgICAgICAgImNvbW1vbk5hbWUiOiAic2lnc3RvcmUiCiAgICAgIH0sCiAgICAgICJ1cmkiOiAiaHR0cHM6Ly9mdWxjaW8uc2lnc3RvcmUuZGV2IiwKICAgICAgImNlcnRDaGFpbiI6IHsKICAgICAgICAiY2VydGlmaWNhdGVzIjogWwogICAgICAgICAgewogICAgICAgICAgICAicmF3Qnl0ZXMiOiAiTUlJQ0dqQ0NBYUdnQXdJQkFnSVVBTG5WaVZmblUwYnJKYXNtUmtIcm4vVW5mYVF3Q2dZSUtvWkl6ajBFQXdNd0tqRVZNQk1HQTFVRUNoTU1jMmxuYzNSdmNtVXVaR1YyTVJFd0R3WURWUVFERXdoemFXZHpkRzl5WlRBZUZ3MHlNakEwTVRNeU1EQTJNVFZhRncwek1URXdNRFV4TXpVMk5UaGFNRGN4RlRBVEJnTlZCQW9UREhOcFozTjBiM0psTG1SbGRqRWVNQndHQTFVRUF4TVZjMmxuYzNSdmNtVXRhVzUwWlhKdFpXUnBZWFJsTUhZd0VBWUhLb1pJemowQ0FRWUZLNEVFQUNJRFlnQUU4UlZTL3lzSCtOT3Z1RFp5UEladGlsZ1VGOU5sYXJZcEFkOUhQMXZCQkgxVTVDVjc3TFNTN3MwWmlING5FN0h2N3B0UzZMdnZSL1NUazc5OExWZ016TGxKNEhlSWZGM3RIU2FleExjWXBTQVNyMWtTME4vUmdCSnovOWpXQ2lYbm8zc3dlVEFPQmdOVkhROEJBZjhFQkFNQ0FRWXdFd1lEVlIwbEJBd3dDZ1lJS3dZQkJRVUhBd013RWdZRFZSMFRBUUgvQkFnd0JnRUIvd0lCQURBZEJnTlZIUTRFRmdRVTM5UHB6MVlrRVpiNXFOanBLRldpeGk0WVpEOHdId1lEVlIwakJCZ3dGb0FVV01BZVg1RkZwV2FwZXN5UW9aTWkwQ3JGeGZvd0NnWUlLb1pJemowRUF3TURad0F3WkFJd1BDc1FLNERZaVpZRFBJYURpNUhGS25meFh4NkFTU1ZtRVJmc3luWUJpWDJYNlNKUm5aVTg0LzlEWmRuRnZ2eG1BakJPdDZRcEJsYzRKLzBEeHZrVENxcGNsdnppTDZCQ0NQbmpkbElCM1B1M0J4c1BteWdVWTdJaTJ6YmRDZGxpaW93PSIKICAgICAgICAgIH0sCiAgICAgICAgICB7CiAgICAgICAgICAgICJyYXdCeXRlcyI6ICJNSUlCOXpDQ0FYeWdBd0lCQWdJVUFMWk5BUEZkeEhQd2plRGxvRHd5WUNoQU8vNHdDZ1lJS29aSXpqMEVBd013S2pFVk1CTUdBMVVFQ2hNTWMybG5jM1J2Y21VdVpHVjJNUkV3RHdZRFZRUURFd2h6YVdkemRHOXlaVEFlRncweU1URXdNRGN4TXpVMk5UbGFGdzB6TVRFd01EVXhNelUyTlRoYU1Db3hGVEFUQmdOVkJBb1RESE5wWjNOMGIzSmxMbVJsZGpFUk1BOEdBMVVFQXhNSWMybG5jM1J2Y21Vd2RqQVFCZ2NxaGtqT1BRSUJCZ1VyZ1FRQUlnTmlBQVQ3WGVGVDRyYjNQUUd3UzRJYWp0TGszL09sbnBnYW5nYUJjbFlwc1lCcjVpKzR5bkIwN2NlYjNMUDBPSU9aZHhleFg2OWM1aVZ1eUpSUStIejA1eWkrVUYzdUJXQWxIcGlTNXNoMCtIMkdIRTdTWHJrMUVDNW0xVHIxOUw5Z2c5MmpZekJoTUE0R0ExVWREd0VCL3dRRUF3SUJCakFQQmdOVkhSTUJBZjhFQlRBREFRSC9NQjBHQTFVZERnUVdCQlJZd0I1ZmtVV2xacWw2ekpDaGt5TFFLc1hGK2pBZkJnTlZIU01FR0RBV2dCUll3QjVma1VXbFpxbDZ6SkNoa3lMUUtzWEYrakFLQmdncWhrak9QUVFEQXdOcEFEQm1BakVBajFuSGVYWnArMTNOV0JOYStFRHNEUDhHMVdXZzF0Q01XUC9XSFBxcGFWbzBqaHN3ZU5GWmdTczBlRTd3WUk0cUFqRUEyV0I5b3Q5OHNJa29GM3ZaWWRkMy9WdFdCNWI5VE5NZWE3SXgvc3RKNVRmY0xMZUFCTEU0Qk5KT3NRNHZuQkhKIgogICAgICAgICAgfQogICAgICAgIF0KICAgICAgfSwKICAgICAgInZhbGlkRm9yIjogewogICAgICAgICJzdGFydCI6ICIyMDIyLTA0LTEzVDIwOjA2OjE1WiIKICAgICAgfQogICAgfQogIF0sCiAgImN0bG9ncyI6IFsKICAgIHsKICAgICAgImJhc2VVcmwiOiAiaHR0cHM6Ly9jdGZlLnNpZ3N0b3JlLmRldi90ZXN0IiwKICAgICAgImhhc2hBbGdvcml0aG0iOiAiU0hBMl8yNTYiLAogICAgICAicHVibGljS2V5IjogewogICAgICAgICJyYXdCeXRlcyI6ICJNRmt3RXdZSEtvWkl6ajBDQVFZSUtvWkl6ajBEQVFjRFFnQUViZndSK1JKdWRYc2NnUkJScEtYMVhGRHkzUHl1ZER4ei9TZm5SaTFmVDhla3BmQmQyTzF1b3o3anIzWjhuS3p4QTY5RVVRK2VGQ0ZJM3pldWJQV1U3dz09IiwKICAgICAgICAia2V5RGV0YWlscyI6ICJQS0lYX0VDRFNBX1AyNTZfU0hBXzI1NiIsCiAgICAgICAgInZhbGlkRm9yIjogewogICAgICAgICAgInN0YXJ0IjogIjIwMjEtMDMtMTRUMDA6MDA6MDBaIiwKICAgICAgICAgICJlbmQiOiAiMjAyMi0xMC0zMVQyMzo1OTo1OS45OTlaIgogICAgICAgIH0KICAgICAgfSwKICAgICAgImxvZ0lkIjogewogICAgICAgICJrZXlJZCI6ICJDR0NTOENoUy8yaEYwZEZySjRTY1JXY1lyQlk5d3pqU2JlYThJZ1kyYjNJPSIKICAgICAgfQogICAgfSwKICAgIHsKICAgICAgImJhc2VVcmwiOiAiaHR0cHM6Ly9jdGZlLnNpZ3N0b3JlLmRldi8yMDIyIiwKICAgICAgImhhc2hBbGdvcml0aG0iOiAiU0hBMl8yNTYiLAogICAgICAicHVibGljS2V5IjogewogICAgICAgICJyYXdCeXRlcyI6ICJNRmt3RXdZSEtvWkl6ajBDQVFZSUtvWkl6ajBEQVFjRFFnQUVpUFNsRmkwQ21GVGZFakNVcUY5SHVDRWNZWE5LQWFZYWxJSm1CWjh5eWV6UGpUcWh4cktCcE1uYW9jVnRMSkJJMWVNM3VYblF6UUdBSmRKNGdzOUZ5dz09IiwKICAgICAgICAia2V5RGV0YWlscyI6ICJQS0lYX0VDRFNBX1AyNTZfU0hBXzI1NiIsCiAgICAgICAgInZhbGlkRm9yIjogewogICAgICAgICAgInN0YXJ0IjogIjIwMjItMTAtMjBUMDA6MDA6MDBaIgogICAgICAgIH0KICAgICAgfSwKICAgICAgImxvZ0lkIjogewogICAgICAgICJrZXlJZCI6ICIzVDB3YXNiSEVUSmpHUjRjbVdjM0FxSktYcmplUEszL2g0cHlnQzhwN280PSIKICAgICAgfQogICAgfQogIF0sCiAgInRpbWVzdGFtcEF1dGhvcml0aWVzIjogWwogICAgewogICAgICAic3ViamVjdCI6IHsKICAgICAgICAib3JnYW5pemF0aW9uIjogInNpZ3N0b3JlLmRldiIsCiAgICAgICAgImNvbW1vbk5hbWUiOiAic2lnc3RvcmUtdHNhLXNlbGZzaWduZWQiCiAgICAgIH0sCiAgICAgICJ1cmkiOiAiaHR0cHM6Ly90aW1lc3RhbXAuc2lnc3RvcmUuZGV2L2FwaS92MS90aW1lc3RhbXAiLAogICAgICAiY2VydENoYWluIjogewogICAgICAgICJjZXJ0aWZpY2F0ZXMiOiBbCiAgICAgICAgICB7CiAgICAgICAgICAgICJyYXdCeXRlcyI6ICJNSUlDRURDQ0FaYWdBd0lCQWdJVU9oTlVMd3lRWWU2OHdVTXZ5NHFPaXlvaml3d3dDZ1lJS29aSXpqMEVBd013T1RFVk1CTUdBMVVFQ2hNTWMybG5jM1J2Y21VdVpHVjJNU0F3SGdZRFZRUURFeGR6YVdkemRHOXlaUzEwYzJFdGMyVnNabk5wWjI1bFpEQWVGdzB5TlRBME1EZ3dOalU1TkROYUZ3MHpOVEEwTURZd05qVTVORE5hTUM0eEZUQVRCZ05WQkFvVERITnBaM04wYjNKbExtUmxkakVWTUJNR0ExVUVBeE1NYzJsbmMzUnZjbVV0ZEhOaE1IWXdFQVlIS29aSXpqMENBUVlGSzRFRUFDSURZZ0FFNHJhMlo4aEtOaWcyVDlrRmpDQVRvR0czMGpreStXUXYzQnpMK21LdmgxU0tOUi9Vd3V3c2ZOQ2c0c3J5b1lBZDhFNmlzb3ZWQTNNNGFvTmRtOVFEaTUwWjhuVEV5dnFnZkRQdFRJd1hJdGZpVy9BRmYxVjd1d2tia0FvajB4eGNvMm93YURBT0JnTlZIUThCQWY4RUJBTUNCNEF3SFFZRFZSME9CQllFRkluOWVVT0h6OUJsUnNNQ1JzY3NjMXQ5dE9zRE1COEdBMVVkSXdRWU1CYUFGSmpzQWU5L3UxSC8xSlVlYjRxSW1GTUhpYzYvTUJZR0ExVWRKUUVCL3dRTU1Bb0dDQ3NHQVFVRkJ3TUlNQW9HQ0NxR1NNNDlCQU1EQTJnQU1HVUNNRHRwc1YvNkthTzBxeUYvVU1zWDJhU1VYS1FGZG9HVHB0UUdjMGZ0cTFjc3VsSFBHRzZkc215TU5kM0pCK0czRVFJeEFPYWp2QmNqcEptS2I0TnYrMlRhb2o4VWM1K2I2aWg2RlhDQ0tyYVNxdXBlMDd6cXN3TWNYSlRlMWNFeHZIdnZsdz09IgogICAgICAgICAgfSwKICAgICAgICAgIHsKICAgICAgICAgICAgInJhd0J5dGVzIjogIk1JSUI5ekNDQVh5Z0F3SUJBZ0lVVjdmMEdMRE9vRXpJaDhMWFNXODBPSmlVcDE0d0NnWUlLb1pJemowRUF3TXdPVEVWTUJNR0ExVUVDaE1NYzJsbmMzUnZjbVV1WkdWMk1TQXdIZ1lEVlFRREV4ZHphV2R6ZEc5eVpTMTBjMkV0YzJWc1puTnBaMjVsWkRBZUZ3MHlOVEEwTURnd05qVTVORE5hRncwek5UQTBNRFl3TmpVNU5ETmFNRGt4RlRBVEJnTlZCQW9UREhOcFozTjBiM0psTG1SbGRqRWdNQjRHQTFVRUF4TVhjMmxuYzNSdmNtVXRkSE5oTFhObGJHWnphV2R1WldRd2RqQVFCZ2NxaGtqT1BRSUJCZ1VyZ1FRQUlnTmlBQVFVUU50ZlJUL291M1lBVGE2d0Iva0tUZTcwY2ZKd3lSSUJvdk1udDhSY0pwaC9DT0U4MnV5UzZGbXBwTExMMVZCUEdjUGZwUVBZSk5Yeld3aThpY3doS1E2Vy9RZTJoM29lYkJiMkZIcHdOSkRxbytUTWFDL3RkZmt2L0VsSkI3MmpSVEJETUE0R0ExVWREd0VCL3dRRUF3SUJCakFTQmdOVkhSTUJBZjhFQ0RBR0FRSC9BZ0VBTUIwR0ExVWREZ1FXQkJTWTdBSHZmN3RSLzlTVkhtK0tpSmhUQjRuT3Z6QUtCZ2dxaGtqT1BRUURBd05wQURCbUFqRUF3R0VHcmZHWlIxY2VuMVI4L0RUVk1JOTQzTHNzWm1KUnREcC9pN1NmR0htR1JQNmdSYnVqOXZPSzNiNjdaMFFRQWpFQXVUMkg2NzNMUUVhSFRjeVFTWnJrcDRtWDdXd2ttRitzVmJrWVk1bVhOK1JNSDEzS1VFSEhPcUFTYWVtWVdLL0UiCiAgICAgICAgICB9CiAgICAgICAgXQogICAgICB9LAogICAgICAidmFsaWRGb3IiOiB7CiAgICAgICAgInN0YXJ0IjogIjIwMjUtMDctMDRUMDA6MDA6MDBaIgogICAgICB9CiAgICB9CiAgXQp9Cg==", "registry.npmjs.org%2Fkeys.json": "ewogICAgImtleXMiOiBbCiAgICAgICAgewogICAgICAgICAgICAia2V5SWQiOiAiU0hBMjU2OmpsM2J3c3d1ODBQampva0NnaDBvMnc1YzJVNExoUUFFNTdnajljejFrekEiLAogICAgICAgICAgICAia2V5VXNhZ2UiOiAibnBtOnNpZ25hdHVyZXMiLAogICAgICAgICAgICAicHVibGljS2V5IjogewogICAgICAgICAgICAgICAgInJhd0J5dGVzIjogIk1Ga3dFd1lIS29aSXpqMENBUVlJS29aSXpqMERBUWNEUWdBRTFPbGIzek1BRkZ4WEtIaUlrUU81Y0ozWWhsNWk2VVBwK0lodXRlQkpidUhjQTVVb2dLbzBFV3RsV3dXNktTYUtvVE5FWUw3SmxDUWlWbmtoQmt0VWdnPT0iLAogICAgICAgICAgICAgICAgImtleURldGFpbHMiOiAiUEtJWF9FQ0RTQV9QMjU2X1NIQV8yNTYiLAogICAgICAgICAgICAgICAgInZhbGlkRm9yIjogewogICAgICAgICAgICAgICAgICAgICJzdGFydCI6ICIxOTk5LTAxLTAxVDAwOjAwOjAwLjAwMFoiLAogICAgICAgICAgICAgICAgICAgICJlbmQiOiAiMjAyNS0wMS0yOVQwMDowMDowMC4wMDBaIgogICAgICAgICAgICAgICAgfQogICAgICAgICAgICB9CiAgICAgICAgfSwKICAgICAgICB7CiAgICAgICAgICAgICJrZXlJZCI6ICJTSEEyNTY6amwzYndzd3U4MFBqam9rQ2doMG8ydzVjMlU0TGhRQUU1N2dqOWN6MWt6QSIsCiAgICAgICAgICAgICJrZXlVc2FnZSI6ICJucG06YXR0ZXN0YXRpb25zIiwKICAgICAgICAgICAgInB1YmxpY0tleSI6IHsKICAgICAgICAgICAgICAgICJyYXdCeXRlcyI6ICJNRmt3RXdZSEtvWkl6ajBDQVFZSUtvWkl6ajBEQVFjRFFnQUUxT2xiM3pNQUZGeFhLSGlJa1FPNWNKM1lobDVpNlVQcCtJaHV0ZUJKYnVIY0E1VW9nS28wRVd0bFd3VzZLU2FLb1RORVlMN0psQ1FpVm5raEJrdFVnZz09IiwKICAgICAgICAgICAgICAgICJrZXlEZXRhaWxzIjogIlBLSVhfRUNEU0FfUDI1Nl9TSEFfMjU2IiwKICAgICAgICAgICAgICAgICJ2YWxpZEZvciI6IHsKICAgICAgICAgICAgICAgICAgICAic3RhcnQiOiAiMjAyMi0xMi0wMVQwMDowMDowMC4wMDBaIiwKICAgICAgICAgICAgICAgICAgICAiZW5kIjogIjIwMjUtMDEtMjlUMDA6MDA6MDAuMDAwWiIKICAgICAgICAgICAgICAgIH0KICAgICAgICAgICAgfQogICAgICAgIH0sCiAgICAgICAgewogICAgICAgICAgICAia2V5SWQiOiAiU0hBMjU2OkRoUTh3UjVBUEJ2RkhMRi8rVGMrQVl2UE9kVHBjSURxT2h4c0JIUndDN1UiLAogICAgICAgICAgICAia2V5VXNhZ2UiOiAibnBtOnNpZ25hdHVyZXMiLAogICAgICAgICAgICAicHVibGljS2V5IjogewogICAgICAgICAgICAgICAgInJhd0J5dGVzIjogIk1Ga3dFd1lIS29aSXpqMENBUVlJS29aSXpqMERBUWNEUWdBRVk2WWE3VysrN2FVUHp2TVRyZXpINlljeDNjK0hPS1lDY05HeWJKWlNDSnEvZmQ3UWE4dXVBS3RkSWtVUXRRaUVLRVJoQW1FNWxNTUpoUDhPa0RPYTJnPT0iLAogICAgICAgICAgICAgICAgImtleURldGFpbHMiOiAiUEtJWF9FQ0RTQV9QMjU2X1NIQV8yNTYiLAogICAgICAgICAgICAgICAgInZhbGlkRm9yIjogewogICAgICAgICAgICAgICAgICAgICJzdGFydCI6ICIyMDI1LTAxLTEzVDAwOjAwOjAwLjAwMFoiCiAgICAgICAgICAgICAgICB9CiAgICAgICAgICAgIH0KICAgICAgICB9LAogICAgICAgIHsKICAgICAgICAgICAgImtleUlkIjogIlNIQTI1NjpEaFE4d1I1QVBCdkZITEYvK1RjK0FZdlBPZFRwY0lEcU9oeHNCSFJ3QzdVIiwKICAgICAgICAgICAgImtleVVzYWdlIjogIm5wbTphdHRlc3RhdGlvbnMiLAogICAgICAgICAgICAicHVibGljS2V5IjogewogICAgICAgICAgICAgICAgInJhd0J5dGVzIjogIk1Ga3dFd1lIS29aSXpqMENBUVlJS29aSXpqMERBUWNEUWdBRVk2WWE3VysrN2FVUHp2TVRyZXpINlljeDNjK0hPS1lDY05HeWJKWlNDSnEvZmQ3UWE4dXVBS3RkSWtVUXRRaUVLRVJoQW1FNWxNTUpoUDhPa0RPYTJnPT0iLAogICAgICAgICAgICAgICAgImtleURldGFpbHMiOiAiUEtJWF9FQ0RTQV9QMjU2X1NIQV8yNTYiLAogICAgICAgICAgICAgICAgInZhbGlkRm9yIjogewogICAgICAgICAgICAgICAgICAgICJzdGFydCI6ICIyMDI1LTAxLTEzVDAwOjAwOjAwLjAwMFoiCiAgICAgICAgICAgICAgICB9CiAgICAgICAgICAgIH0KICAgICAgICB9CiAgICBdCn0K" } } };
  }
});

// node_modules/@sigstore/tuf/dist/client.js
var require_client = __commonJS({
  "node_modules/@sigstore/tuf/dist/client.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.TUFClient = void 0;
    var fs_1 = __importDefault(__require("fs"));
    var path_1 = __importDefault(__require("path"));
    var tuf_js_1 = require_dist3();
    var _1 = require_dist4();
    var package_json_1 = require_package2();
    var target_1 = require_target();
    var TARGETS_DIR_NAME = "targets";
    var TUFClient = class {
      updater;
      constructor(options) {
        const url = new URL(options.mirrorURL);
        const repoName = encodeURIComponent(url.host + url.pathname.replace(/\/$/, ""));
        const cachePath = path_1.default.join(options.cachePath, repoName);
        initTufCache(cachePath);
        seedCache({
          cachePath,
          mirrorURL: options.mirrorURL,
          tufRootPath: options.rootPath,
          forceInit: options.forceInit
        });
        this.updater = initClient({
          mirrorURL: options.mirrorURL,
          cachePath,
          forceCache: options.forceCache,
          retry: options.retry,
          timeout: options.timeout
        });
      }
      async refresh() {
        return this.updater.refresh();
      }
      getTarget(targetName) {
        return (0, target_1.readTarget)(this.updater, targetName);
      }
    };
    exports.TUFClient = TUFClient;
    function initTufCache(cachePath) {
      const targetsPath = path_1.default.join(cachePath, TARGETS_DIR_NAME);
      if (!fs_1.default.existsSync(cachePath)) {
        fs_1.default.mkdirSync(cachePath, { recursive: true });
      }
      if (!fs_1.default.existsSync(targetsPath)) {
        fs_1.default.mkdirSync(targetsPath);
      }
    }
    function seedCache({ cachePath, mirrorURL, tufRootPath, forceInit }) {
      const cachedRootPath = path_1.default.join(cachePath, "root.json");
      if (!fs_1.default.existsSync(cachedRootPath) || forceInit) {
        if (tufRootPath) {
          fs_1.default.copyFileSync(tufRootPath, cachedRootPath);
        } else {
          const seeds = require_seeds();
          const repoSeed = seeds[mirrorURL];
          if (!repoSeed) {
            throw new _1.TUFError({
              code: "TUF_INIT_CACHE_ERROR",
              message: `No root.json found for mirror: ${mirrorURL}`
            });
          }
          fs_1.default.writeFileSync(cachedRootPath, Buffer.from(repoSeed["root.json"], "base64"));
          Object.entries(repoSeed.targets).forEach(([targetName, target]) => {
            fs_1.default.writeFileSync(path_1.default.join(cachePath, TARGETS_DIR_NAME, targetName), Buffer.from(target, "base64"));
          });
        }
      }
    }
    function initClient(options) {
      const config = {
        fetchTimeout: options.timeout,
        fetchRetry: options.retry,
        userAgent: `${encodeURIComponent(package_json_1.name)}/${package_json_1.version}`
      };
      return new tuf_js_1.Updater({
        metadataBaseUrl: options.mirrorURL,
        targetBaseUrl: `${options.mirrorURL}/targets`,
        metadataDir: options.cachePath,
        targetDir: path_1.default.join(options.cachePath, TARGETS_DIR_NAME),
        forceCache: options.forceCache,
        config
      });
    }
  }
});

// node_modules/@sigstore/tuf/dist/index.js
var require_dist4 = __commonJS({
  "node_modules/@sigstore/tuf/dist/index.js"(exports) {
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.TUFError = exports.DEFAULT_MIRROR_URL = void 0;
    exports.getTrustedRoot = getTrustedRoot;
    exports.initTUF = initTUF;
    var protobuf_specs_1 = require_dist();
    var appdata_1 = require_appdata();
    var client_1 = require_client();
    exports.DEFAULT_MIRROR_URL = "https://tuf-repo-cdn.sigstore.dev";
    var DEFAULT_CACHE_DIR = "sigstore-js";
    var DEFAULT_RETRY = { retries: 2 };
    var DEFAULT_TIMEOUT = 5e3;
    var TRUSTED_ROOT_TARGET = "trusted_root.json";
    async function getTrustedRoot(options = {}) {
      const client = createClient(options);
      const trustedRoot = await client.getTarget(TRUSTED_ROOT_TARGET);
      return protobuf_specs_1.TrustedRoot.fromJSON(JSON.parse(trustedRoot));
    }
    async function initTUF(options = {}) {
      const client = createClient(options);
      return client.refresh().then(() => client);
    }
    function createClient(options) {
      return new client_1.TUFClient({
        cachePath: options.cachePath || (0, appdata_1.appDataPath)(DEFAULT_CACHE_DIR),
        rootPath: options.rootPath,
        mirrorURL: options.mirrorURL || exports.DEFAULT_MIRROR_URL,
        retry: options.retry ?? DEFAULT_RETRY,
        timeout: options.timeout ?? DEFAULT_TIMEOUT,
        forceCache: options.forceCache ?? false,
        forceInit: options.forceInit ?? options.force ?? false
      });
    }
    var error_1 = require_error3();
    Object.defineProperty(exports, "TUFError", { enumerable: true, get: function() {
      return error_1.TUFError;
    } });
  }
});
export default require_dist4();
