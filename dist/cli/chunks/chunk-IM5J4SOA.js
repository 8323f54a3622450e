import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);
import {
  __commonJS
} from "./chunk-TIBOFJYZ.js";

// node_modules/@sigstore/protobuf-specs/dist/__generated__/envelope.js
var require_envelope = __commonJS({
  "node_modules/@sigstore/protobuf-specs/dist/__generated__/envelope.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Signature = exports.Envelope = void 0;
    exports.Envelope = {
      fromJSON(object) {
        return {
          payload: isSet(object.payload) ? Buffer.from(bytesFromBase64(object.payload)) : Buffer.alloc(0),
          payloadType: isSet(object.payloadType) ? globalThis.String(object.payloadType) : "",
          signatures: globalThis.Array.isArray(object?.signatures) ? object.signatures.map((e) => exports.Signature.fromJSON(e)) : []
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.payload.length !== 0) {
          obj.payload = base64FromBytes(message.payload);
        }
        if (message.payloadType !== "") {
          obj.payloadType = message.payloadType;
        }
        if (message.signatures?.length) {
          obj.signatures = message.signatures.map((e) => exports.Signature.toJSON(e));
        }
        return obj;
      }
    };
    exports.Signature = {
      fromJSON(object) {
        return {
          sig: isSet(object.sig) ? Buffer.from(bytesFromBase64(object.sig)) : Buffer.alloc(0),
          keyid: isSet(object.keyid) ? globalThis.String(object.keyid) : ""
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.sig.length !== 0) {
          obj.sig = base64FromBytes(message.sig);
        }
        if (message.keyid !== "") {
          obj.keyid = message.keyid;
        }
        return obj;
      }
    };
    function bytesFromBase64(b64) {
      return Uint8Array.from(globalThis.Buffer.from(b64, "base64"));
    }
    function base64FromBytes(arr) {
      return globalThis.Buffer.from(arr).toString("base64");
    }
    function isSet(value) {
      return value !== null && value !== void 0;
    }
  }
});

// node_modules/@sigstore/protobuf-specs/dist/__generated__/google/protobuf/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/@sigstore/protobuf-specs/dist/__generated__/google/protobuf/timestamp.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Timestamp = void 0;
    exports.Timestamp = {
      fromJSON(object) {
        return {
          seconds: isSet(object.seconds) ? globalThis.String(object.seconds) : "0",
          nanos: isSet(object.nanos) ? globalThis.Number(object.nanos) : 0
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.seconds !== "0") {
          obj.seconds = message.seconds;
        }
        if (message.nanos !== 0) {
          obj.nanos = Math.round(message.nanos);
        }
        return obj;
      }
    };
    function isSet(value) {
      return value !== null && value !== void 0;
    }
  }
});

// node_modules/@sigstore/protobuf-specs/dist/__generated__/sigstore_common.js
var require_sigstore_common = __commonJS({
  "node_modules/@sigstore/protobuf-specs/dist/__generated__/sigstore_common.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.TimeRange = exports.X509CertificateChain = exports.SubjectAlternativeName = exports.X509Certificate = exports.DistinguishedName = exports.ObjectIdentifierValuePair = exports.ObjectIdentifier = exports.PublicKeyIdentifier = exports.PublicKey = exports.RFC3161SignedTimestamp = exports.LogId = exports.MessageSignature = exports.HashOutput = exports.SubjectAlternativeNameType = exports.PublicKeyDetails = exports.HashAlgorithm = void 0;
    exports.hashAlgorithmFromJSON = hashAlgorithmFromJSON;
    exports.hashAlgorithmToJSON = hashAlgorithmToJSON;
    exports.publicKeyDetailsFromJSON = publicKeyDetailsFromJSON;
    exports.publicKeyDetailsToJSON = publicKeyDetailsToJSON;
    exports.subjectAlternativeNameTypeFromJSON = subjectAlternativeNameTypeFromJSON;
    exports.subjectAlternativeNameTypeToJSON = subjectAlternativeNameTypeToJSON;
    var timestamp_1 = require_timestamp();
    var HashAlgorithm;
    (function(HashAlgorithm2) {
      HashAlgorithm2[HashAlgorithm2["HASH_ALGORITHM_UNSPECIFIED"] = 0] = "HASH_ALGORITHM_UNSPECIFIED";
      HashAlgorithm2[HashAlgorithm2["SHA2_256"] = 1] = "SHA2_256";
      HashAlgorithm2[HashAlgorithm2["SHA2_384"] = 2] = "SHA2_384";
      HashAlgorithm2[HashAlgorithm2["SHA2_512"] = 3] = "SHA2_512";
      HashAlgorithm2[HashAlgorithm2["SHA3_256"] = 4] = "SHA3_256";
      HashAlgorithm2[HashAlgorithm2["SHA3_384"] = 5] = "SHA3_384";
    })(HashAlgorithm || (exports.HashAlgorithm = HashAlgorithm = {}));
    function hashAlgorithmFromJSON(object) {
      switch (object) {
        case 0:
        case "HASH_ALGORITHM_UNSPECIFIED":
          return HashAlgorithm.HASH_ALGORITHM_UNSPECIFIED;
        case 1:
        case "SHA2_256":
          return HashAlgorithm.SHA2_256;
        case 2:
        case "SHA2_384":
          return HashAlgorithm.SHA2_384;
        case 3:
        case "SHA2_512":
          return HashAlgorithm.SHA2_512;
        case 4:
        case "SHA3_256":
          return HashAlgorithm.SHA3_256;
        case 5:
        case "SHA3_384":
          return HashAlgorithm.SHA3_384;
        default:
          throw new globalThis.Error("Unrecognized enum value " + object + " for enum HashAlgorithm");
      }
    }
    function hashAlgorithmToJSON(object) {
      switch (object) {
        case HashAlgorithm.HASH_ALGORITHM_UNSPECIFIED:
          return "HASH_ALGORITHM_UNSPECIFIED";
        case HashAlgorithm.SHA2_256:
          return "SHA2_256";
        case HashAlgorithm.SHA2_384:
          return "SHA2_384";
        case HashAlgorithm.SHA2_512:
          return "SHA2_512";
        case HashAlgorithm.SHA3_256:
          return "SHA3_256";
        case HashAlgorithm.SHA3_384:
          return "SHA3_384";
        default:
          throw new globalThis.Error("Unrecognized enum value " + object + " for enum HashAlgorithm");
      }
    }
    var PublicKeyDetails;
    (function(PublicKeyDetails2) {
      PublicKeyDetails2[PublicKeyDetails2["PUBLIC_KEY_DETAILS_UNSPECIFIED"] = 0] = "PUBLIC_KEY_DETAILS_UNSPECIFIED";
      PublicKeyDetails2[PublicKeyDetails2["PKCS1_RSA_PKCS1V5"] = 1] = "PKCS1_RSA_PKCS1V5";
      PublicKeyDetails2[PublicKeyDetails2["PKCS1_RSA_PSS"] = 2] = "PKCS1_RSA_PSS";
      PublicKeyDetails2[PublicKeyDetails2["PKIX_RSA_PKCS1V5"] = 3] = "PKIX_RSA_PKCS1V5";
      PublicKeyDetails2[PublicKeyDetails2["PKIX_RSA_PSS"] = 4] = "PKIX_RSA_PSS";
      PublicKeyDetails2[PublicKeyDetails2["PKIX_RSA_PKCS1V15_2048_SHA256"] = 9] = "PKIX_RSA_PKCS1V15_2048_SHA256";
      PublicKeyDetails2[PublicKeyDetails2["PKIX_RSA_PKCS1V15_3072_SHA256"] = 10] = "PKIX_RSA_PKCS1V15_3072_SHA256";
      PublicKeyDetails2[PublicKeyDetails2["PKIX_RSA_PKCS1V15_4096_SHA256"] = 11] = "PKIX_RSA_PKCS1V15_4096_SHA256";
      PublicKeyDetails2[PublicKeyDetails2["PKIX_RSA_PSS_2048_SHA256"] = 16] = "PKIX_RSA_PSS_2048_SHA256";
      PublicKeyDetails2[PublicKeyDetails2["PKIX_RSA_PSS_3072_SHA256"] = 17] = "PKIX_RSA_PSS_3072_SHA256";
      PublicKeyDetails2[PublicKeyDetails2["PKIX_RSA_PSS_4096_SHA256"] = 18] = "PKIX_RSA_PSS_4096_SHA256";
      PublicKeyDetails2[PublicKeyDetails2["PKIX_ECDSA_P256_HMAC_SHA_256"] = 6] = "PKIX_ECDSA_P256_HMAC_SHA_256";
      PublicKeyDetails2[PublicKeyDetails2["PKIX_ECDSA_P256_SHA_256"] = 5] = "PKIX_ECDSA_P256_SHA_256";
      PublicKeyDetails2[PublicKeyDetails2["PKIX_ECDSA_P384_SHA_384"] = 12] = "PKIX_ECDSA_P384_SHA_384";
      PublicKeyDetails2[PublicKeyDetails2["PKIX_ECDSA_P521_SHA_512"] = 13] = "PKIX_ECDSA_P521_SHA_512";
      PublicKeyDetails2[PublicKeyDetails2["PKIX_ED25519"] = 7] = "PKIX_ED25519";
      PublicKeyDetails2[PublicKeyDetails2["PKIX_ED25519_PH"] = 8] = "PKIX_ED25519_PH";
      PublicKeyDetails2[PublicKeyDetails2["PKIX_ECDSA_P384_SHA_256"] = 19] = "PKIX_ECDSA_P384_SHA_256";
      PublicKeyDetails2[PublicKeyDetails2["PKIX_ECDSA_P521_SHA_256"] = 20] = "PKIX_ECDSA_P521_SHA_256";
      PublicKeyDetails2[PublicKeyDetails2["LMS_SHA256"] = 14] = "LMS_SHA256";
      PublicKeyDetails2[PublicKeyDetails2["LMOTS_SHA256"] = 15] = "LMOTS_SHA256";
      PublicKeyDetails2[PublicKeyDetails2["ML_DSA_44"] = 23] = "ML_DSA_44";
      PublicKeyDetails2[PublicKeyDetails2["ML_DSA_65"] = 21] = "ML_DSA_65";
      PublicKeyDetails2[PublicKeyDetails2["ML_DSA_87"] = 22] = "ML_DSA_87";
    })(PublicKeyDetails || (exports.PublicKeyDetails = PublicKeyDetails = {}));
    function publicKeyDetailsFromJSON(object) {
      switch (object) {
        case 0:
        case "PUBLIC_KEY_DETAILS_UNSPECIFIED":
          return PublicKeyDetails.PUBLIC_KEY_DETAILS_UNSPECIFIED;
        case 1:
        case "PKCS1_RSA_PKCS1V5":
          return PublicKeyDetails.PKCS1_RSA_PKCS1V5;
        case 2:
        case "PKCS1_RSA_PSS":
          return PublicKeyDetails.PKCS1_RSA_PSS;
        case 3:
        case "PKIX_RSA_PKCS1V5":
          return PublicKeyDetails.PKIX_RSA_PKCS1V5;
        case 4:
        case "PKIX_RSA_PSS":
          return PublicKeyDetails.PKIX_RSA_PSS;
        case 9:
        case "PKIX_RSA_PKCS1V15_2048_SHA256":
          return PublicKeyDetails.PKIX_RSA_PKCS1V15_2048_SHA256;
        case 10:
        case "PKIX_RSA_PKCS1V15_3072_SHA256":
          return PublicKeyDetails.PKIX_RSA_PKCS1V15_3072_SHA256;
        case 11:
        case "PKIX_RSA_PKCS1V15_4096_SHA256":
          return PublicKeyDetails.PKIX_RSA_PKCS1V15_4096_SHA256;
        case 16:
        case "PKIX_RSA_PSS_2048_SHA256":
          return PublicKeyDetails.PKIX_RSA_PSS_2048_SHA256;
        case 17:
        case "PKIX_RSA_PSS_3072_SHA256":
          return PublicKeyDetails.PKIX_RSA_PSS_3072_SHA256;
        case 18:
        case "PKIX_RSA_PSS_4096_SHA256":
          return PublicKeyDetails.PKIX_RSA_PSS_4096_SHA256;
        case 6:
        case "PKIX_ECDSA_P256_HMAC_SHA_256":
          return PublicKeyDetails.PKIX_ECDSA_P256_HMAC_SHA_256;
        case 5:
        case "PKIX_ECDSA_P256_SHA_256":
          return PublicKeyDetails.PKIX_ECDSA_P256_SHA_256;
        case 12:
        case "PKIX_ECDSA_P384_SHA_384":
          return PublicKeyDetails.PKIX_ECDSA_P384_SHA_384;
        case 13:
        case "PKIX_ECDSA_P521_SHA_512":
          return PublicKeyDetails.PKIX_ECDSA_P521_SHA_512;
        case 7:
        case "PKIX_ED25519":
          return PublicKeyDetails.PKIX_ED25519;
        case 8:
        case "PKIX_ED25519_PH":
          return PublicKeyDetails.PKIX_ED25519_PH;
        case 19:
        case "PKIX_ECDSA_P384_SHA_256":
          return PublicKeyDetails.PKIX_ECDSA_P384_SHA_256;
        case 20:
        case "PKIX_ECDSA_P521_SHA_256":
          return PublicKeyDetails.PKIX_ECDSA_P521_SHA_256;
        case 14:
        case "LMS_SHA256":
          return PublicKeyDetails.LMS_SHA256;
        case 15:
        case "LMOTS_SHA256":
          return PublicKeyDetails.LMOTS_SHA256;
        case 23:
        case "ML_DSA_44":
          return PublicKeyDetails.ML_DSA_44;
        case 21:
        case "ML_DSA_65":
          return PublicKeyDetails.ML_DSA_65;
        case 22:
        case "ML_DSA_87":
          return PublicKeyDetails.ML_DSA_87;
        default:
          throw new globalThis.Error("Unrecognized enum value " + object + " for enum PublicKeyDetails");
      }
    }
    function publicKeyDetailsToJSON(object) {
      switch (object) {
        case PublicKeyDetails.PUBLIC_KEY_DETAILS_UNSPECIFIED:
          return "PUBLIC_KEY_DETAILS_UNSPECIFIED";
        case PublicKeyDetails.PKCS1_RSA_PKCS1V5:
          return "PKCS1_RSA_PKCS1V5";
        case PublicKeyDetails.PKCS1_RSA_PSS:
          return "PKCS1_RSA_PSS";
        case PublicKeyDetails.PKIX_RSA_PKCS1V5:
          return "PKIX_RSA_PKCS1V5";
        case PublicKeyDetails.PKIX_RSA_PSS:
          return "PKIX_RSA_PSS";
        case PublicKeyDetails.PKIX_RSA_PKCS1V15_2048_SHA256:
          return "PKIX_RSA_PKCS1V15_2048_SHA256";
        case PublicKeyDetails.PKIX_RSA_PKCS1V15_3072_SHA256:
          return "PKIX_RSA_PKCS1V15_3072_SHA256";
        case PublicKeyDetails.PKIX_RSA_PKCS1V15_4096_SHA256:
          return "PKIX_RSA_PKCS1V15_4096_SHA256";
        case PublicKeyDetails.PKIX_RSA_PSS_2048_SHA256:
          return "PKIX_RSA_PSS_2048_SHA256";
        case PublicKeyDetails.PKIX_RSA_PSS_3072_SHA256:
          return "PKIX_RSA_PSS_3072_SHA256";
        case PublicKeyDetails.PKIX_RSA_PSS_4096_SHA256:
          return "PKIX_RSA_PSS_4096_SHA256";
        case PublicKeyDetails.PKIX_ECDSA_P256_HMAC_SHA_256:
          return "PKIX_ECDSA_P256_HMAC_SHA_256";
        case PublicKeyDetails.PKIX_ECDSA_P256_SHA_256:
          return "PKIX_ECDSA_P256_SHA_256";
        case PublicKeyDetails.PKIX_ECDSA_P384_SHA_384:
          return "PKIX_ECDSA_P384_SHA_384";
        case PublicKeyDetails.PKIX_ECDSA_P521_SHA_512:
          return "PKIX_ECDSA_P521_SHA_512";
        case PublicKeyDetails.PKIX_ED25519:
          return "PKIX_ED25519";
        case PublicKeyDetails.PKIX_ED25519_PH:
          return "PKIX_ED25519_PH";
        case PublicKeyDetails.PKIX_ECDSA_P384_SHA_256:
          return "PKIX_ECDSA_P384_SHA_256";
        case PublicKeyDetails.PKIX_ECDSA_P521_SHA_256:
          return "PKIX_ECDSA_P521_SHA_256";
        case PublicKeyDetails.LMS_SHA256:
          return "LMS_SHA256";
        case PublicKeyDetails.LMOTS_SHA256:
          return "LMOTS_SHA256";
        case PublicKeyDetails.ML_DSA_44:
          return "ML_DSA_44";
        case PublicKeyDetails.ML_DSA_65:
          return "ML_DSA_65";
        case PublicKeyDetails.ML_DSA_87:
          return "ML_DSA_87";
        default:
          throw new globalThis.Error("Unrecognized enum value " + object + " for enum PublicKeyDetails");
      }
    }
    var SubjectAlternativeNameType;
    (function(SubjectAlternativeNameType2) {
      SubjectAlternativeNameType2[SubjectAlternativeNameType2["SUBJECT_ALTERNATIVE_NAME_TYPE_UNSPECIFIED"] = 0] = "SUBJECT_ALTERNATIVE_NAME_TYPE_UNSPECIFIED";
      SubjectAlternativeNameType2[SubjectAlternativeNameType2["EMAIL"] = 1] = "EMAIL";
      SubjectAlternativeNameType2[SubjectAlternativeNameType2["URI"] = 2] = "URI";
      SubjectAlternativeNameType2[SubjectAlternativeNameType2["OTHER_NAME"] = 3] = "OTHER_NAME";
    })(SubjectAlternativeNameType || (exports.SubjectAlternativeNameType = SubjectAlternativeNameType = {}));
    function subjectAlternativeNameTypeFromJSON(object) {
      switch (object) {
        case 0:
        case "SUBJECT_ALTERNATIVE_NAME_TYPE_UNSPECIFIED":
          return SubjectAlternativeNameType.SUBJECT_ALTERNATIVE_NAME_TYPE_UNSPECIFIED;
        case 1:
        case "EMAIL":
          return SubjectAlternativeNameType.EMAIL;
        case 2:
        case "URI":
          return SubjectAlternativeNameType.URI;
        case 3:
        case "OTHER_NAME":
          return SubjectAlternativeNameType.OTHER_NAME;
        default:
          throw new globalThis.Error("Unrecognized enum value " + object + " for enum SubjectAlternativeNameType");
      }
    }
    function subjectAlternativeNameTypeToJSON(object) {
      switch (object) {
        case SubjectAlternativeNameType.SUBJECT_ALTERNATIVE_NAME_TYPE_UNSPECIFIED:
          return "SUBJECT_ALTERNATIVE_NAME_TYPE_UNSPECIFIED";
        case SubjectAlternativeNameType.EMAIL:
          return "EMAIL";
        case SubjectAlternativeNameType.URI:
          return "URI";
        case SubjectAlternativeNameType.OTHER_NAME:
          return "OTHER_NAME";
        default:
          throw new globalThis.Error("Unrecognized enum value " + object + " for enum SubjectAlternativeNameType");
      }
    }
    exports.HashOutput = {
      fromJSON(object) {
        return {
          algorithm: isSet(object.algorithm) ? hashAlgorithmFromJSON(object.algorithm) : 0,
          digest: isSet(object.digest) ? Buffer.from(bytesFromBase64(object.digest)) : Buffer.alloc(0)
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.algorithm !== 0) {
          obj.algorithm = hashAlgorithmToJSON(message.algorithm);
        }
        if (message.digest.length !== 0) {
          obj.digest = base64FromBytes(message.digest);
        }
        return obj;
      }
    };
    exports.MessageSignature = {
      fromJSON(object) {
        return {
          messageDigest: isSet(object.messageDigest) ? exports.HashOutput.fromJSON(object.messageDigest) : void 0,
          signature: isSet(object.signature) ? Buffer.from(bytesFromBase64(object.signature)) : Buffer.alloc(0)
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.messageDigest !== void 0) {
          obj.messageDigest = exports.HashOutput.toJSON(message.messageDigest);
        }
        if (message.signature.length !== 0) {
          obj.signature = base64FromBytes(message.signature);
        }
        return obj;
      }
    };
    exports.LogId = {
      fromJSON(object) {
        return { keyId: isSet(object.keyId) ? Buffer.from(bytesFromBase64(object.keyId)) : Buffer.alloc(0) };
      },
      toJSON(message) {
        const obj = {};
        if (message.keyId.length !== 0) {
          obj.keyId = base64FromBytes(message.keyId);
        }
        return obj;
      }
    };
    exports.RFC3161SignedTimestamp = {
      fromJSON(object) {
        return {
          signedTimestamp: isSet(object.signedTimestamp) ? Buffer.from(bytesFromBase64(object.signedTimestamp)) : Buffer.alloc(0)
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.signedTimestamp.length !== 0) {
          obj.signedTimestamp = base64FromBytes(message.signedTimestamp);
        }
        return obj;
      }
    };
    exports.PublicKey = {
      fromJSON(object) {
        return {
          rawBytes: isSet(object.rawBytes) ? Buffer.from(bytesFromBase64(object.rawBytes)) : void 0,
          keyDetails: isSet(object.keyDetails) ? publicKeyDetailsFromJSON(object.keyDetails) : 0,
          validFor: isSet(object.validFor) ? exports.TimeRange.fromJSON(object.validFor) : void 0
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.rawBytes !== void 0) {
          obj.rawBytes = base64FromBytes(message.rawBytes);
        }
        if (message.keyDetails !== 0) {
          obj.keyDetails = publicKeyDetailsToJSON(message.keyDetails);
        }
        if (message.validFor !== void 0) {
          obj.validFor = exports.TimeRange.toJSON(message.validFor);
        }
        return obj;
      }
    };
    exports.PublicKeyIdentifier = {
      fromJSON(object) {
        return { hint: isSet(object.hint) ? globalThis.String(object.hint) : "" };
      },
      toJSON(message) {
        const obj = {};
        if (message.hint !== "") {
          obj.hint = message.hint;
        }
        return obj;
      }
    };
    exports.ObjectIdentifier = {
      fromJSON(object) {
        return { id: globalThis.Array.isArray(object?.id) ? object.id.map((e) => globalThis.Number(e)) : [] };
      },
      toJSON(message) {
        const obj = {};
        if (message.id?.length) {
          obj.id = message.id.map((e) => Math.round(e));
        }
        return obj;
      }
    };
    exports.ObjectIdentifierValuePair = {
      fromJSON(object) {
        return {
          oid: isSet(object.oid) ? exports.ObjectIdentifier.fromJSON(object.oid) : void 0,
          value: isSet(object.value) ? Buffer.from(bytesFromBase64(object.value)) : Buffer.alloc(0)
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.oid !== void 0) {
          obj.oid = exports.ObjectIdentifier.toJSON(message.oid);
        }
        if (message.value.length !== 0) {
          obj.value = base64FromBytes(message.value);
        }
        return obj;
      }
    };
    exports.DistinguishedName = {
      fromJSON(object) {
        return {
          organization: isSet(object.organization) ? globalThis.String(object.organization) : "",
          commonName: isSet(object.commonName) ? globalThis.String(object.commonName) : ""
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.organization !== "") {
          obj.organization = message.organization;
        }
        if (message.commonName !== "") {
          obj.commonName = message.commonName;
        }
        return obj;
      }
    };
    exports.X509Certificate = {
      fromJSON(object) {
        return { rawBytes: isSet(object.rawBytes) ? Buffer.from(bytesFromBase64(object.rawBytes)) : Buffer.alloc(0) };
      },
      toJSON(message) {
        const obj = {};
        if (message.rawBytes.length !== 0) {
          obj.rawBytes = base64FromBytes(message.rawBytes);
        }
        return obj;
      }
    };
    exports.SubjectAlternativeName = {
      fromJSON(object) {
        return {
          type: isSet(object.type) ? subjectAlternativeNameTypeFromJSON(object.type) : 0,
          identity: isSet(object.regexp) ? { $case: "regexp", regexp: globalThis.String(object.regexp) } : isSet(object.value) ? { $case: "value", value: globalThis.String(object.value) } : void 0
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.type !== 0) {
          obj.type = subjectAlternativeNameTypeToJSON(message.type);
        }
        if (message.identity?.$case === "regexp") {
          obj.regexp = message.identity.regexp;
        } else if (message.identity?.$case === "value") {
          obj.value = message.identity.value;
        }
        return obj;
      }
    };
    exports.X509CertificateChain = {
      fromJSON(object) {
        return {
          certificates: globalThis.Array.isArray(object?.certificates) ? object.certificates.map((e) => exports.X509Certificate.fromJSON(e)) : []
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.certificates?.length) {
          obj.certificates = message.certificates.map((e) => exports.X509Certificate.toJSON(e));
        }
        return obj;
      }
    };
    exports.TimeRange = {
      fromJSON(object) {
        return {
          start: isSet(object.start) ? fromJsonTimestamp(object.start) : void 0,
          end: isSet(object.end) ? fromJsonTimestamp(object.end) : void 0
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.start !== void 0) {
          obj.start = message.start.toISOString();
        }
        if (message.end !== void 0) {
          obj.end = message.end.toISOString();
        }
        return obj;
      }
    };
    function bytesFromBase64(b64) {
      return Uint8Array.from(globalThis.Buffer.from(b64, "base64"));
    }
    function base64FromBytes(arr) {
      return globalThis.Buffer.from(arr).toString("base64");
    }
    function fromTimestamp(t) {
      let millis = (globalThis.Number(t.seconds) || 0) * 1e3;
      millis += (t.nanos || 0) / 1e6;
      return new globalThis.Date(millis);
    }
    function fromJsonTimestamp(o) {
      if (o instanceof globalThis.Date) {
        return o;
      } else if (typeof o === "string") {
        return new globalThis.Date(o);
      } else {
        return fromTimestamp(timestamp_1.Timestamp.fromJSON(o));
      }
    }
    function isSet(value) {
      return value !== null && value !== void 0;
    }
  }
});

// node_modules/@sigstore/protobuf-specs/dist/__generated__/sigstore_rekor.js
var require_sigstore_rekor = __commonJS({
  "node_modules/@sigstore/protobuf-specs/dist/__generated__/sigstore_rekor.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.TransparencyLogEntry = exports.InclusionPromise = exports.InclusionProof = exports.Checkpoint = exports.KindVersion = void 0;
    var sigstore_common_1 = require_sigstore_common();
    exports.KindVersion = {
      fromJSON(object) {
        return {
          kind: isSet(object.kind) ? globalThis.String(object.kind) : "",
          version: isSet(object.version) ? globalThis.String(object.version) : ""
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.kind !== "") {
          obj.kind = message.kind;
        }
        if (message.version !== "") {
          obj.version = message.version;
        }
        return obj;
      }
    };
    exports.Checkpoint = {
      fromJSON(object) {
        return { envelope: isSet(object.envelope) ? globalThis.String(object.envelope) : "" };
      },
      toJSON(message) {
        const obj = {};
        if (message.envelope !== "") {
          obj.envelope = message.envelope;
        }
        return obj;
      }
    };
    exports.InclusionProof = {
      fromJSON(object) {
        return {
          logIndex: isSet(object.logIndex) ? globalThis.String(object.logIndex) : "0",
          rootHash: isSet(object.rootHash) ? Buffer.from(bytesFromBase64(object.rootHash)) : Buffer.alloc(0),
          treeSize: isSet(object.treeSize) ? globalThis.String(object.treeSize) : "0",
          hashes: globalThis.Array.isArray(object?.hashes) ? object.hashes.map((e) => Buffer.from(bytesFromBase64(e))) : [],
          checkpoint: isSet(object.checkpoint) ? exports.Checkpoint.fromJSON(object.checkpoint) : void 0
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.logIndex !== "0") {
          obj.logIndex = message.logIndex;
        }
        if (message.rootHash.length !== 0) {
          obj.rootHash = base64FromBytes(message.rootHash);
        }
        if (message.treeSize !== "0") {
          obj.treeSize = message.treeSize;
        }
        if (message.hashes?.length) {
          obj.hashes = message.hashes.map((e) => base64FromBytes(e));
        }
        if (message.checkpoint !== void 0) {
          obj.checkpoint = exports.Checkpoint.toJSON(message.checkpoint);
        }
        return obj;
      }
    };
    exports.InclusionPromise = {
      fromJSON(object) {
        return {
          signedEntryTimestamp: isSet(object.signedEntryTimestamp) ? Buffer.from(bytesFromBase64(object.signedEntryTimestamp)) : Buffer.alloc(0)
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.signedEntryTimestamp.length !== 0) {
          obj.signedEntryTimestamp = base64FromBytes(message.signedEntryTimestamp);
        }
        return obj;
      }
    };
    exports.TransparencyLogEntry = {
      fromJSON(object) {
        return {
          logIndex: isSet(object.logIndex) ? globalThis.String(object.logIndex) : "0",
          logId: isSet(object.logId) ? sigstore_common_1.LogId.fromJSON(object.logId) : void 0,
          kindVersion: isSet(object.kindVersion) ? exports.KindVersion.fromJSON(object.kindVersion) : void 0,
          integratedTime: isSet(object.integratedTime) ? globalThis.String(object.integratedTime) : "0",
          inclusionPromise: isSet(object.inclusionPromise) ? exports.InclusionPromise.fromJSON(object.inclusionPromise) : void 0,
          inclusionProof: isSet(object.inclusionProof) ? exports.InclusionProof.fromJSON(object.inclusionProof) : void 0,
          canonicalizedBody: isSet(object.canonicalizedBody) ? Buffer.from(bytesFromBase64(object.canonicalizedBody)) : Buffer.alloc(0)
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.logIndex !== "0") {
          obj.logIndex = message.logIndex;
        }
        if (message.logId !== void 0) {
          obj.logId = sigstore_common_1.LogId.toJSON(message.logId);
        }
        if (message.kindVersion !== void 0) {
          obj.kindVersion = exports.KindVersion.toJSON(message.kindVersion);
        }
        if (message.integratedTime !== "0") {
          obj.integratedTime = message.integratedTime;
        }
        if (message.inclusionPromise !== void 0) {
          obj.inclusionPromise = exports.InclusionPromise.toJSON(message.inclusionPromise);
        }
        if (message.inclusionProof !== void 0) {
          obj.inclusionProof = exports.InclusionProof.toJSON(message.inclusionProof);
        }
        if (message.canonicalizedBody.length !== 0) {
          obj.canonicalizedBody = base64FromBytes(message.canonicalizedBody);
        }
        return obj;
      }
    };
    function bytesFromBase64(b64) {
      return Uint8Array.from(globalThis.Buffer.from(b64, "base64"));
    }
    function base64FromBytes(arr) {
      return globalThis.Buffer.from(arr).toString("base64");
    }
    function isSet(value) {
      return value !== null && value !== void 0;
    }
  }
});

// node_modules/@sigstore/protobuf-specs/dist/__generated__/sigstore_bundle.js
var require_sigstore_bundle = __commonJS({
  "node_modules/@sigstore/protobuf-specs/dist/__generated__/sigstore_bundle.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Bundle = exports.VerificationMaterial = exports.TimestampVerificationData = void 0;
    var envelope_1 = require_envelope();
    var sigstore_common_1 = require_sigstore_common();
    var sigstore_rekor_1 = require_sigstore_rekor();
    exports.TimestampVerificationData = {
      fromJSON(object) {
        return {
          rfc3161Timestamps: globalThis.Array.isArray(object?.rfc3161Timestamps) ? object.rfc3161Timestamps.map((e) => sigstore_common_1.RFC3161SignedTimestamp.fromJSON(e)) : []
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.rfc3161Timestamps?.length) {
          obj.rfc3161Timestamps = message.rfc3161Timestamps.map((e) => sigstore_common_1.RFC3161SignedTimestamp.toJSON(e));
        }
        return obj;
      }
    };
    exports.VerificationMaterial = {
      fromJSON(object) {
        return {
          content: isSet(object.publicKey) ? { $case: "publicKey", publicKey: sigstore_common_1.PublicKeyIdentifier.fromJSON(object.publicKey) } : isSet(object.x509CertificateChain) ? {
            $case: "x509CertificateChain",
            x509CertificateChain: sigstore_common_1.X509CertificateChain.fromJSON(object.x509CertificateChain)
          } : isSet(object.certificate) ? { $case: "certificate", certificate: sigstore_common_1.X509Certificate.fromJSON(object.certificate) } : void 0,
          tlogEntries: globalThis.Array.isArray(object?.tlogEntries) ? object.tlogEntries.map((e) => sigstore_rekor_1.TransparencyLogEntry.fromJSON(e)) : [],
          timestampVerificationData: isSet(object.timestampVerificationData) ? exports.TimestampVerificationData.fromJSON(object.timestampVerificationData) : void 0
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.content?.$case === "publicKey") {
          obj.publicKey = sigstore_common_1.PublicKeyIdentifier.toJSON(message.content.publicKey);
        } else if (message.content?.$case === "x509CertificateChain") {
          obj.x509CertificateChain = sigstore_common_1.X509CertificateChain.toJSON(message.content.x509CertificateChain);
        } else if (message.content?.$case === "certificate") {
          obj.certificate = sigstore_common_1.X509Certificate.toJSON(message.content.certificate);
        }
        if (message.tlogEntries?.length) {
          obj.tlogEntries = message.tlogEntries.map((e) => sigstore_rekor_1.TransparencyLogEntry.toJSON(e));
        }
        if (message.timestampVerificationData !== void 0) {
          obj.timestampVerificationData = exports.TimestampVerificationData.toJSON(message.timestampVerificationData);
        }
        return obj;
      }
    };
    exports.Bundle = {
      fromJSON(object) {
        return {
          mediaType: isSet(object.mediaType) ? globalThis.String(object.mediaType) : "",
          verificationMaterial: isSet(object.verificationMaterial) ? exports.VerificationMaterial.fromJSON(object.verificationMaterial) : void 0,
          content: isSet(object.messageSignature) ? { $case: "messageSignature", messageSignature: sigstore_common_1.MessageSignature.fromJSON(object.messageSignature) } : isSet(object.dsseEnvelope) ? { $case: "dsseEnvelope", dsseEnvelope: envelope_1.Envelope.fromJSON(object.dsseEnvelope) } : void 0
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.mediaType !== "") {
          obj.mediaType = message.mediaType;
        }
        if (message.verificationMaterial !== void 0) {
          obj.verificationMaterial = exports.VerificationMaterial.toJSON(message.verificationMaterial);
        }
        if (message.content?.$case === "messageSignature") {
          obj.messageSignature = sigstore_common_1.MessageSignature.toJSON(message.content.messageSignature);
        } else if (message.content?.$case === "dsseEnvelope") {
          obj.dsseEnvelope = envelope_1.Envelope.toJSON(message.content.dsseEnvelope);
        }
        return obj;
      }
    };
    function isSet(value) {
      return value !== null && value !== void 0;
    }
  }
});

// node_modules/@sigstore/protobuf-specs/dist/__generated__/sigstore_trustroot.js
var require_sigstore_trustroot = __commonJS({
  "node_modules/@sigstore/protobuf-specs/dist/__generated__/sigstore_trustroot.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.ClientTrustConfig = exports.ServiceConfiguration = exports.Service = exports.SigningConfig = exports.TrustedRoot = exports.CertificateAuthority = exports.TransparencyLogInstance = exports.ServiceSelector = void 0;
    exports.serviceSelectorFromJSON = serviceSelectorFromJSON;
    exports.serviceSelectorToJSON = serviceSelectorToJSON;
    var sigstore_common_1 = require_sigstore_common();
    var ServiceSelector;
    (function(ServiceSelector2) {
      ServiceSelector2[ServiceSelector2["SERVICE_SELECTOR_UNDEFINED"] = 0] = "SERVICE_SELECTOR_UNDEFINED";
      ServiceSelector2[ServiceSelector2["ALL"] = 1] = "ALL";
      ServiceSelector2[ServiceSelector2["ANY"] = 2] = "ANY";
      ServiceSelector2[ServiceSelector2["EXACT"] = 3] = "EXACT";
    })(ServiceSelector || (exports.ServiceSelector = ServiceSelector = {}));
    function serviceSelectorFromJSON(object) {
      switch (object) {
        case 0:
        case "SERVICE_SELECTOR_UNDEFINED":
          return ServiceSelector.SERVICE_SELECTOR_UNDEFINED;
        case 1:
        case "ALL":
          return ServiceSelector.ALL;
        case 2:
        case "ANY":
          return ServiceSelector.ANY;
        case 3:
        case "EXACT":
          return ServiceSelector.EXACT;
        default:
          throw new globalThis.Error("Unrecognized enum value " + object + " for enum ServiceSelector");
      }
    }
    function serviceSelectorToJSON(object) {
      switch (object) {
        case ServiceSelector.SERVICE_SELECTOR_UNDEFINED:
          return "SERVICE_SELECTOR_UNDEFINED";
        case ServiceSelector.ALL:
          return "ALL";
        case ServiceSelector.ANY:
          return "ANY";
        case ServiceSelector.EXACT:
          return "EXACT";
        default:
          throw new globalThis.Error("Unrecognized enum value " + object + " for enum ServiceSelector");
      }
    }
    exports.TransparencyLogInstance = {
      fromJSON(object) {
        return {
          baseUrl: isSet(object.baseUrl) ? globalThis.String(object.baseUrl) : "",
          hashAlgorithm: isSet(object.hashAlgorithm) ? (0, sigstore_common_1.hashAlgorithmFromJSON)(object.hashAlgorithm) : 0,
          publicKey: isSet(object.publicKey) ? sigstore_common_1.PublicKey.fromJSON(object.publicKey) : void 0,
          logId: isSet(object.logId) ? sigstore_common_1.LogId.fromJSON(object.logId) : void 0,
          checkpointKeyId: isSet(object.checkpointKeyId) ? sigstore_common_1.LogId.fromJSON(object.checkpointKeyId) : void 0,
          operator: isSet(object.operator) ? globalThis.String(object.operator) : ""
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.baseUrl !== "") {
          obj.baseUrl = message.baseUrl;
        }
        if (message.hashAlgorithm !== 0) {
          obj.hashAlgorithm = (0, sigstore_common_1.hashAlgorithmToJSON)(message.hashAlgorithm);
        }
        if (message.publicKey !== void 0) {
          obj.publicKey = sigstore_common_1.PublicKey.toJSON(message.publicKey);
        }
        if (message.logId !== void 0) {
          obj.logId = sigstore_common_1.LogId.toJSON(message.logId);
        }
        if (message.checkpointKeyId !== void 0) {
          obj.checkpointKeyId = sigstore_common_1.LogId.toJSON(message.checkpointKeyId);
        }
        if (message.operator !== "") {
          obj.operator = message.operator;
        }
        return obj;
      }
    };
    exports.CertificateAuthority = {
      fromJSON(object) {
        return {
          subject: isSet(object.subject) ? sigstore_common_1.DistinguishedName.fromJSON(object.subject) : void 0,
          uri: isSet(object.uri) ? globalThis.String(object.uri) : "",
          certChain: isSet(object.certChain) ? sigstore_common_1.X509CertificateChain.fromJSON(object.certChain) : void 0,
          validFor: isSet(object.validFor) ? sigstore_common_1.TimeRange.fromJSON(object.validFor) : void 0,
          operator: isSet(object.operator) ? globalThis.String(object.operator) : ""
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.subject !== void 0) {
          obj.subject = sigstore_common_1.DistinguishedName.toJSON(message.subject);
        }
        if (message.uri !== "") {
          obj.uri = message.uri;
        }
        if (message.certChain !== void 0) {
          obj.certChain = sigstore_common_1.X509CertificateChain.toJSON(message.certChain);
        }
        if (message.validFor !== void 0) {
          obj.validFor = sigstore_common_1.TimeRange.toJSON(message.validFor);
        }
        if (message.operator !== "") {
          obj.operator = message.operator;
        }
        return obj;
      }
    };
    exports.TrustedRoot = {
      fromJSON(object) {
        return {
          mediaType: isSet(object.mediaType) ? globalThis.String(object.mediaType) : "",
          tlogs: globalThis.Array.isArray(object?.tlogs) ? object.tlogs.map((e) => exports.TransparencyLogInstance.fromJSON(e)) : [],
          certificateAuthorities: globalThis.Array.isArray(object?.certificateAuthorities) ? object.certificateAuthorities.map((e) => exports.CertificateAuthority.fromJSON(e)) : [],
          ctlogs: globalThis.Array.isArray(object?.ctlogs) ? object.ctlogs.map((e) => exports.TransparencyLogInstance.fromJSON(e)) : [],
          timestampAuthorities: globalThis.Array.isArray(object?.timestampAuthorities) ? object.timestampAuthorities.map((e) => exports.CertificateAuthority.fromJSON(e)) : []
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.mediaType !== "") {
          obj.mediaType = message.mediaType;
        }
        if (message.tlogs?.length) {
          obj.tlogs = message.tlogs.map((e) => exports.TransparencyLogInstance.toJSON(e));
        }
        if (message.certificateAuthorities?.length) {
          obj.certificateAuthorities = message.certificateAuthorities.map((e) => exports.CertificateAuthority.toJSON(e));
        }
        if (message.ctlogs?.length) {
          obj.ctlogs = message.ctlogs.map((e) => exports.TransparencyLogInstance.toJSON(e));
        }
        if (message.timestampAuthorities?.length) {
          obj.timestampAuthorities = message.timestampAuthorities.map((e) => exports.CertificateAuthority.toJSON(e));
        }
        return obj;
      }
    };
    exports.SigningConfig = {
      fromJSON(object) {
        return {
          mediaType: isSet(object.mediaType) ? globalThis.String(object.mediaType) : "",
          caUrls: globalThis.Array.isArray(object?.caUrls) ? object.caUrls.map((e) => exports.Service.fromJSON(e)) : [],
          oidcUrls: globalThis.Array.isArray(object?.oidcUrls) ? object.oidcUrls.map((e) => exports.Service.fromJSON(e)) : [],
          rekorTlogUrls: globalThis.Array.isArray(object?.rekorTlogUrls) ? object.rekorTlogUrls.map((e) => exports.Service.fromJSON(e)) : [],
          rekorTlogConfig: isSet(object.rekorTlogConfig) ? exports.ServiceConfiguration.fromJSON(object.rekorTlogConfig) : void 0,
          tsaUrls: globalThis.Array.isArray(object?.tsaUrls) ? object.tsaUrls.map((e) => exports.Service.fromJSON(e)) : [],
          tsaConfig: isSet(object.tsaConfig) ? exports.ServiceConfiguration.fromJSON(object.tsaConfig) : void 0
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.mediaType !== "") {
          obj.mediaType = message.mediaType;
        }
        if (message.caUrls?.length) {
          obj.caUrls = message.caUrls.map((e) => exports.Service.toJSON(e));
        }
        if (message.oidcUrls?.length) {
          obj.oidcUrls = message.oidcUrls.map((e) => exports.Service.toJSON(e));
        }
        if (message.rekorTlogUrls?.length) {
          obj.rekorTlogUrls = message.rekorTlogUrls.map((e) => exports.Service.toJSON(e));
        }
        if (message.rekorTlogConfig !== void 0) {
          obj.rekorTlogConfig = exports.ServiceConfiguration.toJSON(message.rekorTlogConfig);
        }
        if (message.tsaUrls?.length) {
          obj.tsaUrls = message.tsaUrls.map((e) => exports.Service.toJSON(e));
        }
        if (message.tsaConfig !== void 0) {
          obj.tsaConfig = exports.ServiceConfiguration.toJSON(message.tsaConfig);
        }
        return obj;
      }
    };
    exports.Service = {
      fromJSON(object) {
        return {
          url: isSet(object.url) ? globalThis.String(object.url) : "",
          majorApiVersion: isSet(object.majorApiVersion) ? globalThis.Number(object.majorApiVersion) : 0,
          validFor: isSet(object.validFor) ? sigstore_common_1.TimeRange.fromJSON(object.validFor) : void 0,
          operator: isSet(object.operator) ? globalThis.String(object.operator) : ""
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.url !== "") {
          obj.url = message.url;
        }
        if (message.majorApiVersion !== 0) {
          obj.majorApiVersion = Math.round(message.majorApiVersion);
        }
        if (message.validFor !== void 0) {
          obj.validFor = sigstore_common_1.TimeRange.toJSON(message.validFor);
        }
        if (message.operator !== "") {
          obj.operator = message.operator;
        }
        return obj;
      }
    };
    exports.ServiceConfiguration = {
      fromJSON(object) {
        return {
          selector: isSet(object.selector) ? serviceSelectorFromJSON(object.selector) : 0,
          count: isSet(object.count) ? globalThis.Number(object.count) : 0
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.selector !== 0) {
          obj.selector = serviceSelectorToJSON(message.selector);
        }
        if (message.count !== 0) {
          obj.count = Math.round(message.count);
        }
        return obj;
      }
    };
    exports.ClientTrustConfig = {
      fromJSON(object) {
        return {
          mediaType: isSet(object.mediaType) ? globalThis.String(object.mediaType) : "",
          trustedRoot: isSet(object.trustedRoot) ? exports.TrustedRoot.fromJSON(object.trustedRoot) : void 0,
          signingConfig: isSet(object.signingConfig) ? exports.SigningConfig.fromJSON(object.signingConfig) : void 0
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.mediaType !== "") {
          obj.mediaType = message.mediaType;
        }
        if (message.trustedRoot !== void 0) {
          obj.trustedRoot = exports.TrustedRoot.toJSON(message.trustedRoot);
        }
        if (message.signingConfig !== void 0) {
          obj.signingConfig = exports.SigningConfig.toJSON(message.signingConfig);
        }
        return obj;
      }
    };
    function isSet(value) {
      return value !== null && value !== void 0;
    }
  }
});

// node_modules/@sigstore/protobuf-specs/dist/__generated__/sigstore_verification.js
var require_sigstore_verification = __commonJS({
  "node_modules/@sigstore/protobuf-specs/dist/__generated__/sigstore_verification.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Input = exports.Artifact = exports.ArtifactVerificationOptions_ObserverTimestampOptions = exports.ArtifactVerificationOptions_TlogIntegratedTimestampOptions = exports.ArtifactVerificationOptions_TimestampAuthorityOptions = exports.ArtifactVerificationOptions_CtlogOptions = exports.ArtifactVerificationOptions_TlogOptions = exports.ArtifactVerificationOptions = exports.PublicKeyIdentities = exports.CertificateIdentities = exports.CertificateIdentity = void 0;
    var sigstore_bundle_1 = require_sigstore_bundle();
    var sigstore_common_1 = require_sigstore_common();
    var sigstore_trustroot_1 = require_sigstore_trustroot();
    exports.CertificateIdentity = {
      fromJSON(object) {
        return {
          issuer: isSet(object.issuer) ? globalThis.String(object.issuer) : "",
          san: isSet(object.san) ? sigstore_common_1.SubjectAlternativeName.fromJSON(object.san) : void 0,
          oids: globalThis.Array.isArray(object?.oids) ? object.oids.map((e) => sigstore_common_1.ObjectIdentifierValuePair.fromJSON(e)) : []
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.issuer !== "") {
          obj.issuer = message.issuer;
        }
        if (message.san !== void 0) {
          obj.san = sigstore_common_1.SubjectAlternativeName.toJSON(message.san);
        }
        if (message.oids?.length) {
          obj.oids = message.oids.map((e) => sigstore_common_1.ObjectIdentifierValuePair.toJSON(e));
        }
        return obj;
      }
    };
    exports.CertificateIdentities = {
      fromJSON(object) {
        return {
          identities: globalThis.Array.isArray(object?.identities) ? object.identities.map((e) => exports.CertificateIdentity.fromJSON(e)) : []
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.identities?.length) {
          obj.identities = message.identities.map((e) => exports.CertificateIdentity.toJSON(e));
        }
        return obj;
      }
    };
    exports.PublicKeyIdentities = {
      fromJSON(object) {
        return {
          publicKeys: globalThis.Array.isArray(object?.publicKeys) ? object.publicKeys.map((e) => sigstore_common_1.PublicKey.fromJSON(e)) : []
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.publicKeys?.length) {
          obj.publicKeys = message.publicKeys.map((e) => sigstore_common_1.PublicKey.toJSON(e));
        }
        return obj;
      }
    };
    exports.ArtifactVerificationOptions = {
      fromJSON(object) {
        return {
          signers: isSet(object.certificateIdentities) ? {
            $case: "certificateIdentities",
            certificateIdentities: exports.CertificateIdentities.fromJSON(object.certificateIdentities)
          } : isSet(object.publicKeys) ? { $case: "publicKeys", publicKeys: exports.PublicKeyIdentities.fromJSON(object.publicKeys) } : void 0,
          tlogOptions: isSet(object.tlogOptions) ? exports.ArtifactVerificationOptions_TlogOptions.fromJSON(object.tlogOptions) : void 0,
          ctlogOptions: isSet(object.ctlogOptions) ? exports.ArtifactVerificationOptions_CtlogOptions.fromJSON(object.ctlogOptions) : void 0,
          tsaOptions: isSet(object.tsaOptions) ? exports.ArtifactVerificationOptions_TimestampAuthorityOptions.fromJSON(object.tsaOptions) : void 0,
          integratedTsOptions: isSet(object.integratedTsOptions) ? exports.ArtifactVerificationOptions_TlogIntegratedTimestampOptions.fromJSON(object.integratedTsOptions) : void 0,
          observerOptions: isSet(object.observerOptions) ? exports.ArtifactVerificationOptions_ObserverTimestampOptions.fromJSON(object.observerOptions) : void 0
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.signers?.$case === "certificateIdentities") {
          obj.certificateIdentities = exports.CertificateIdentities.toJSON(message.signers.certificateIdentities);
        } else if (message.signers?.$case === "publicKeys") {
          obj.publicKeys = exports.PublicKeyIdentities.toJSON(message.signers.publicKeys);
        }
        if (message.tlogOptions !== void 0) {
          obj.tlogOptions = exports.ArtifactVerificationOptions_TlogOptions.toJSON(message.tlogOptions);
        }
        if (message.ctlogOptions !== void 0) {
          obj.ctlogOptions = exports.ArtifactVerificationOptions_CtlogOptions.toJSON(message.ctlogOptions);
        }
        if (message.tsaOptions !== void 0) {
          obj.tsaOptions = exports.ArtifactVerificationOptions_TimestampAuthorityOptions.toJSON(message.tsaOptions);
        }
        if (message.integratedTsOptions !== void 0) {
          obj.integratedTsOptions = exports.ArtifactVerificationOptions_TlogIntegratedTimestampOptions.toJSON(message.integratedTsOptions);
        }
        if (message.observerOptions !== void 0) {
          obj.observerOptions = exports.ArtifactVerificationOptions_ObserverTimestampOptions.toJSON(message.observerOptions);
        }
        return obj;
      }
    };
    exports.ArtifactVerificationOptions_TlogOptions = {
      fromJSON(object) {
        return {
          threshold: isSet(object.threshold) ? globalThis.Number(object.threshold) : 0,
          performOnlineVerification: isSet(object.performOnlineVerification) ? globalThis.Boolean(object.performOnlineVerification) : false,
          disable: isSet(object.disable) ? globalThis.Boolean(object.disable) : false
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.threshold !== 0) {
          obj.threshold = Math.round(message.threshold);
        }
        if (message.performOnlineVerification !== false) {
          obj.performOnlineVerification = message.performOnlineVerification;
        }
        if (message.disable !== false) {
          obj.disable = message.disable;
        }
        return obj;
      }
    };
    exports.ArtifactVerificationOptions_CtlogOptions = {
      fromJSON(object) {
        return {
          threshold: isSet(object.threshold) ? globalThis.Number(object.threshold) : 0,
          disable: isSet(object.disable) ? globalThis.Boolean(object.disable) : false
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.threshold !== 0) {
          obj.threshold = Math.round(message.threshold);
        }
        if (message.disable !== false) {
          obj.disable = message.disable;
        }
        return obj;
      }
    };
    exports.ArtifactVerificationOptions_TimestampAuthorityOptions = {
      fromJSON(object) {
        return {
          threshold: isSet(object.threshold) ? globalThis.Number(object.threshold) : 0,
          disable: isSet(object.disable) ? globalThis.Boolean(object.disable) : false
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.threshold !== 0) {
          obj.threshold = Math.round(message.threshold);
        }
        if (message.disable !== false) {
          obj.disable = message.disable;
        }
        return obj;
      }
    };
    exports.ArtifactVerificationOptions_TlogIntegratedTimestampOptions = {
      fromJSON(object) {
        return {
          threshold: isSet(object.threshold) ? globalThis.Number(object.threshold) : 0,
          disable: isSet(object.disable) ? globalThis.Boolean(object.disable) : false
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.threshold !== 0) {
          obj.threshold = Math.round(message.threshold);
        }
        if (message.disable !== false) {
          obj.disable = message.disable;
        }
        return obj;
      }
    };
    exports.ArtifactVerificationOptions_ObserverTimestampOptions = {
      fromJSON(object) {
        return {
          threshold: isSet(object.threshold) ? globalThis.Number(object.threshold) : 0,
          disable: isSet(object.disable) ? globalThis.Boolean(object.disable) : false
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.threshold !== 0) {
          obj.threshold = Math.round(message.threshold);
        }
        if (message.disable !== false) {
          obj.disable = message.disable;
        }
        return obj;
      }
    };
    exports.Artifact = {
      fromJSON(object) {
        return {
          data: isSet(object.artifactUri) ? { $case: "artifactUri", artifactUri: globalThis.String(object.artifactUri) } : isSet(object.artifact) ? { $case: "artifact", artifact: Buffer.from(bytesFromBase64(object.artifact)) } : isSet(object.artifactDigest) ? { $case: "artifactDigest", artifactDigest: sigstore_common_1.HashOutput.fromJSON(object.artifactDigest) } : void 0
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.data?.$case === "artifactUri") {
          obj.artifactUri = message.data.artifactUri;
        } else if (message.data?.$case === "artifact") {
          obj.artifact = base64FromBytes(message.data.artifact);
        } else if (message.data?.$case === "artifactDigest") {
          obj.artifactDigest = sigstore_common_1.HashOutput.toJSON(message.data.artifactDigest);
        }
        return obj;
      }
    };
    exports.Input = {
      fromJSON(object) {
        return {
          artifactTrustRoot: isSet(object.artifactTrustRoot) ? sigstore_trustroot_1.TrustedRoot.fromJSON(object.artifactTrustRoot) : void 0,
          artifactVerificationOptions: isSet(object.artifactVerificationOptions) ? exports.ArtifactVerificationOptions.fromJSON(object.artifactVerificationOptions) : void 0,
          bundle: isSet(object.bundle) ? sigstore_bundle_1.Bundle.fromJSON(object.bundle) : void 0,
          artifact: isSet(object.artifact) ? exports.Artifact.fromJSON(object.artifact) : void 0
        };
      },
      toJSON(message) {
        const obj = {};
        if (message.artifactTrustRoot !== void 0) {
          obj.artifactTrustRoot = sigstore_trustroot_1.TrustedRoot.toJSON(message.artifactTrustRoot);
        }
        if (message.artifactVerificationOptions !== void 0) {
          obj.artifactVerificationOptions = exports.ArtifactVerificationOptions.toJSON(message.artifactVerificationOptions);
        }
        if (message.bundle !== void 0) {
          obj.bundle = sigstore_bundle_1.Bundle.toJSON(message.bundle);
        }
        if (message.artifact !== void 0) {
          obj.artifact = exports.Artifact.toJSON(message.artifact);
        }
        return obj;
      }
    };
    function bytesFromBase64(b64) {
      return Uint8Array.from(globalThis.Buffer.from(b64, "base64"));
    }
    function base64FromBytes(arr) {
      return globalThis.Buffer.from(arr).toString("base64");
    }
    function isSet(value) {
      return value !== null && value !== void 0;
    }
  }
});

// node_modules/@sigstore/protobuf-specs/dist/index.js
var require_dist = __commonJS({
  "node_modules/@sigstore/protobuf-specs/dist/index.js"(exports) {
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
    var __exportStar = exports && exports.__exportStar || function(m, exports2) {
      for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports2, p)) __createBinding(exports2, m, p);
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    __exportStar(require_envelope(), exports);
    __exportStar(require_sigstore_bundle(), exports);
    __exportStar(require_sigstore_common(), exports);
    __exportStar(require_sigstore_rekor(), exports);
    __exportStar(require_sigstore_trustroot(), exports);
    __exportStar(require_sigstore_verification(), exports);
  }
});

export {
  require_envelope,
  require_sigstore_common,
  require_dist
};
