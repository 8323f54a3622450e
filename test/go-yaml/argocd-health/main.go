// argocd-health-yaml reads files the way Argo CD's health-check test harness does
// (util/lua/health_test.go): a health_test.yaml goes through sigs.k8s.io/yaml's Unmarshal into
// the harness's own structs, and a test object through the same Unmarshal into a map, whose
// group/kind key (GetConfigMapKey) picks the script. The struct shapes and tags are copied from
// that file and from gitops-engine's health.HealthStatus, so field matching, first-document-only
// reading and duplicate keys behave as there.
//
// Usage: argocd-health-yaml tests|object FILE...
// Output: one JSON object, {"FILE": {"value": ...}} or {"FILE": {"error": "..."}}.
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"sigs.k8s.io/yaml"
)

// As in gitops-engine pkg/health.
type HealthStatus struct {
	Status  string `json:"status,omitempty"`
	Message string `json:"message,omitempty"`
}

// As in util/lua/health_test.go: yaml tags, which sigs.k8s.io/yaml ignores (it decodes JSON).
type TestStructure struct {
	Tests []IndividualTest `yaml:"tests"`
}

type IndividualTest struct {
	InputPath    string       `yaml:"inputPath"`
	HealthStatus HealthStatus `yaml:"healthStatus"`
}

type result struct {
	Value interface{} `json:"value,omitempty"`
	Error string      `json:"error,omitempty"`
}

// groupKindKey is util/lua GetConfigMapKey of unstructured's GroupVersionKind: apiVersion with
// more than one "/" (or a non-string) gives an empty group and kind.
func groupKindKey(obj map[string]interface{}) string {
	apiVersion, _ := obj["apiVersion"].(string)
	kind, _ := obj["kind"].(string)
	group := ""
	switch strings.Count(apiVersion, "/") {
	case 0:
	case 1:
		group = strings.SplitN(apiVersion, "/", 2)[0]
	default:
		group, kind = "", ""
	}
	if group == "" {
		return kind
	}
	return group + "/" + kind
}

func read(mode, path string) result {
	data, err := os.ReadFile(path)
	if err != nil {
		return result{Error: err.Error()}
	}
	switch mode {
	case "tests":
		var tests TestStructure
		if err := yaml.Unmarshal(data, &tests); err != nil {
			return result{Error: err.Error()}
		}
		out := []map[string]string{}
		for _, t := range tests.Tests {
			out = append(out, map[string]string{"inputPath": t.InputPath, "status": t.HealthStatus.Status, "message": t.HealthStatus.Message})
		}
		return result{Value: out}
	case "object":
		obj := make(map[string]interface{})
		if err := yaml.Unmarshal(data, &obj); err != nil {
			return result{Error: err.Error()}
		}
		return result{Value: map[string]interface{}{"object": obj, "key": groupKindKey(obj)}}
	}
	return result{Error: "unknown mode " + mode}
}

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: argocd-health-yaml tests|object FILE...")
		os.Exit(2)
	}
	results := map[string]result{}
	for _, path := range os.Args[2:] {
		results[path] = read(os.Args[1], path)
	}
	if err := json.NewEncoder(os.Stdout).Encode(results); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
