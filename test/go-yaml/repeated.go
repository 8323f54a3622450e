package main

// Keys written twice in one mapping. Kubernetes reads such a document without a word (go-yaml
// v2 and encoding/json keep the last), JavaScript readers keep the first, so the subset refuses
// every one. The differential asks Go where they are, by readers of Go's own, not the subset's:
//
//   - a YAML document is decoded by go-yaml v2, the parser sigs.k8s.io/yaml runs, into ordered
//     MapSlices, which keep each key as written. The entries a merge key brings in are not among
//     them (MapSlice decoding drops them), which is as it should be: the keys written beside a
//     merge override it, in go-yaml and in the subset alike. Keys are compared by the JSON name
//     sigs.k8s.io/yaml gives them, so `1` and "1" are one key, as they are to Kubernetes.
//   - a JSON document is decoded by sigs.k8s.io/json with DisallowDuplicateFields, the check of
//     the API server's strict field validation.

import (
	"bytes"
	"fmt"
	"strconv"

	yaml "gopkg.in/yaml.v2"
	sigsjson "sigs.k8s.io/json"

	kubeyaml "k8s.io/apimachinery/pkg/util/yaml"
)

// RepeatedKey names the first key some mapping of the file's documents holds twice, or is ""
// when there is none (or the decoder cannot read a document: SplitManifest reports that).
func RepeatedKey(data []byte, bufferSize int) string {
	pieces, err := SplitPieces(data, bufferSize)
	if err != nil {
		return ""
	}
	_, _, isJSON := kubeyaml.GuessJSONStream(bytes.NewReader(data), bufferSize)
	for _, piece := range pieces {
		if isJSON {
			var value interface{}
			strict, err := sigsjson.UnmarshalStrict(piece, &value, sigsjson.DisallowDuplicateFields)
			if err == nil && len(strict) > 0 {
				return strict[0].Error()
			}
			continue
		}
		var doc yaml.MapSlice
		// A document that is no mapping fails here; it has no keys to repeat.
		if yaml.Unmarshal(piece, &doc) != nil {
			continue
		}
		if key := repeatedIn(doc); key != "" {
			return key
		}
	}
	return ""
}

// repeatedIn walks a decoded value: MapSlices (every mapping under one, aliases expanded) and
// the sequences between them.
func repeatedIn(value interface{}) string {
	switch v := value.(type) {
	case yaml.MapSlice:
		seen := map[string]bool{}
		for _, item := range v {
			name := jsonName(item.Key)
			if seen[name] {
				return fmt.Sprintf("key %q twice in one mapping", name)
			}
			seen[name] = true
			if key := repeatedIn(item.Value); key != "" {
				return key
			}
		}
	case []interface{}:
		for _, item := range v {
			if key := repeatedIn(item); key != "" {
				return key
			}
		}
	}
	return ""
}

// jsonName is the object key sigs.k8s.io/yaml makes of a YAML key (convertToJSONableObject).
func jsonName(key interface{}) string {
	switch k := key.(type) {
	case string:
		return k
	case int:
		return strconv.Itoa(k)
	case int64:
		return strconv.FormatInt(k, 10)
	case float64:
		return strconv.FormatFloat(k, 'g', -1, 32)
	case bool:
		return strconv.FormatBool(k)
	}
	// Keys sigs.k8s.io/yaml cannot convert (null, a mapping) make the document unreadable anyway.
	return fmt.Sprintf("%T %v", key, key)
}
