// k8s-yaml-json reads YAML files the way Kubernetes tooling (kubectl, Argo CD) does and
// prints what it sees as JSON: the stream is split into documents at "---" lines like
// k8s.io/apimachinery's YAMLReader, and each document goes through sigs.k8s.io/yaml
// (go-yaml v2, YAML 1.1, then JSON), as kubectl and Argo CD's manifest reader do.
//
// A stream whose first non-space character is "{" is read as JSON, as apimachinery's
// YAMLOrJSONDecoder does.
//
// Usage: k8s-yaml-json FILE...
// Output: one JSON object, {"FILE": {"documents": [...]}} or {"FILE": {"error": "..."}}.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode"

	"sigs.k8s.io/yaml"
)

type result struct {
	Documents []json.RawMessage `json:"documents,omitempty"`
	Error     string            `json:"error,omitempty"`
}

// splitDocuments follows apimachinery's YAMLReader: lines end at "\n" only, and a line that
// starts with "---" followed by nothing but spaces or a comment ends a document.
func splitDocuments(data []byte) ([][]byte, error) {
	var docs [][]byte
	var buf bytes.Buffer
	for _, line := range bytes.SplitAfter(data, []byte("\n")) {
		if bytes.HasPrefix(line, []byte("---")) {
			rest := strings.TrimSpace(string(line[3:]))
			if rest != "" && !strings.HasPrefix(rest, "#") {
				return nil, fmt.Errorf("content after a document separator: %q", line)
			}
			if buf.Len() > 0 {
				docs = append(docs, append([]byte(nil), buf.Bytes()...))
				buf.Reset()
			}
			continue
		}
		buf.Write(line)
	}
	if buf.Len() > 0 {
		docs = append(docs, buf.Bytes())
	}
	return docs, nil
}

func parse(path string) result {
	data, err := os.ReadFile(path)
	if err != nil {
		return result{Error: err.Error()}
	}
	// YAMLOrJSONDecoder reads the stream as JSON when its first non-space character is "{".
	if trimmed := bytes.TrimLeftFunc(data, unicode.IsSpace); bytes.HasPrefix(trimmed, []byte("{")) {
		return parseJSON(data)
	}
	docs, err := splitDocuments(data)
	if err != nil {
		return result{Error: err.Error()}
	}
	out := result{Documents: []json.RawMessage{}}
	for _, doc := range docs {
		j, err := yaml.YAMLToJSON(doc)
		if err != nil {
			return result{Error: err.Error()}
		}
		// Documents that are only comments or blank lines are skipped, as kubectl does.
		if string(j) == "null" {
			continue
		}
		out.Documents = append(out.Documents, json.RawMessage(j))
	}
	return out
}

// parseJSON reads a stream of JSON values, as the decoder does after sniffing JSON.
func parseJSON(data []byte) result {
	out := result{Documents: []json.RawMessage{}}
	dec := json.NewDecoder(bytes.NewReader(data))
	for {
		var doc json.RawMessage
		if err := dec.Decode(&doc); err == io.EOF {
			return out
		} else if err != nil {
			return result{Error: "read as JSON: " + err.Error()}
		}
		out.Documents = append(out.Documents, doc)
	}
}

func main() {
	results := map[string]result{}
	for _, path := range os.Args[1:] {
		results[path] = parse(path)
	}
	enc := json.NewEncoder(os.Stdout)
	if err := enc.Encode(results); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
