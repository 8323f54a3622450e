// k8s-yaml-json reads manifest files the way Argo CD does and prints what it sees as JSON.
// Argo CD's util/kube.SplitYAML reads a file with apimachinery's YAMLOrJSONDecoder (buffer
// 4096), decodes each document into a runtime.RawExtension (sigs.k8s.io/yaml turns a YAML
// document into JSON through go-yaml v2), trims it, and skips empty and "null" documents
// (split.go).
//
// sigs.k8s.io/yaml, sigs.k8s.io/json and go-yaml v2 are Debian's packages. k8s.io/apimachinery
// is not packaged (Debian ships its util/yaml only vendored, from 2019, inside
// golang-github-openshift-api-dev), so its pkg/util/yaml and pkg/util/json are vendored,
// unmodified, in third_party/src/k8s.io/apimachinery (scripts/vendor-apimachinery.sh), a
// GOPATH tree that k8s-yaml.ts builds against before /usr/share/gocode.
//
// Usage: k8s-yaml-json [--pieces] FILE...
//
//	k8s-yaml-json [--pieces] -   (stdin: one JSON object of names and base64 contents)
//
// Output: one JSON object, {"FILE": {"documents": [...]}} or {"FILE": {"error": "..."}}, with
// "repeated": "..." beside the documents when a mapping in them holds a key twice (repeated.go);
// with --pieces, each file's documents as the decoder hands them to the YAML parser, as text.
package main

import (
	"encoding/json"
	"fmt"
	"os"
)

// result is {"documents": [...]}, {"pieces": [...]} or {"error": "..."}.
type result map[string]interface{}

func main() {
	args := os.Args[1:]
	pieces := len(args) > 0 && args[0] == "--pieces"
	if pieces {
		args = args[1:]
	}
	inputs := map[string][]byte{}
	if len(args) == 1 && args[0] == "-" {
		if err := json.NewDecoder(os.Stdin).Decode(&inputs); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	results := map[string]result{}
	for _, path := range args {
		if path == "-" {
			continue
		}
		data, err := os.ReadFile(path)
		if err != nil {
			results[path] = result{"error": err.Error()}
			continue
		}
		inputs[path] = data
	}
	for path, data := range inputs {
		if pieces {
			raw, err := SplitPieces(data, BufferSize)
			if err != nil {
				results[path] = result{"error": err.Error()}
				continue
			}
			out := []string{}
			for _, p := range raw {
				out = append(out, string(p))
			}
			results[path] = result{"pieces": out}
			continue
		}
		docs, err := SplitManifest(data, BufferSize)
		if err != nil {
			results[path] = result{"error": err.Error()}
			continue
		}
		results[path] = result{"documents": docs}
		if key := RepeatedKey(data, BufferSize); key != "" {
			results[path]["repeated"] = key
		}
	}
	enc := json.NewEncoder(os.Stdout)
	if err := enc.Encode(results); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
