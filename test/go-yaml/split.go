package main

// The split Argo CD makes of a manifest file, with apimachinery's own decoder (vendored,
// unmodified, in third_party/src/k8s.io/apimachinery; see its README.md).

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"

	kubeyaml "k8s.io/apimachinery/pkg/util/yaml"
)

// BufferSize is how far NewYAMLOrJSONDecoder looks for the "{" of a JSON stream: 4096 in Argo
// CD's SplitYAMLToString, as in kubectl. The tests try other sizes, as apimachinery's do.
const BufferSize = 4096

// rawExtension is runtime.RawExtension (k8s.io/apimachinery/pkg/runtime/extension.go) as
// SplitYAMLToString decodes into it: UnmarshalJSON keeps the bytes of anything but null.
// pkg/runtime itself would bring most of apimachinery; this is the one method Decode uses.
type rawExtension struct {
	Raw []byte
}

func (re *rawExtension) UnmarshalJSON(in []byte) error {
	if re == nil {
		return errors.New("runtime.RawExtension: UnmarshalJSON on nil pointer")
	}
	if bytes.Equal(in, []byte("null")) {
		return nil
	}
	re.Raw = append(re.Raw[0:0], in...)
	return nil
}

// SplitManifest is Argo CD's util/kube.SplitYAMLToString: every document that
// NewYAMLOrJSONDecoder(data, bufferSize) decodes into a RawExtension, trimmed, without empty and
// "null" ones, as JSON (YAML documents become JSON through sigs.k8s.io/yaml). The error is the
// decoder's, without Argo CD's "failed to unmarshal manifest: " before it.
func SplitManifest(data []byte, bufferSize int) ([]json.RawMessage, error) {
	d := kubeyaml.NewYAMLOrJSONDecoder(bytes.NewReader(data), bufferSize)
	docs := []json.RawMessage{}
	for {
		ext := rawExtension{}
		if err := d.Decode(&ext); err != nil {
			if errors.Is(err, io.EOF) {
				return docs, nil
			}
			return nil, err
		}
		raw := bytes.TrimSpace(ext.Raw)
		if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
			continue
		}
		docs = append(docs, json.RawMessage(raw))
	}
}

// SplitPieces is what the decoder hands sigs.k8s.io/yaml for each document of a YAML stream,
// whether it can read it or not: NewYAMLOrJSONDecoder sniffs the stream with GuessJSONStream,
// and for a YAML one (no "{" first) its YAMLToJSONDecoder reads each document with
// NewYAMLReader(bufio.NewReader(stream)), as here. Empty and comment-only pieces are kept.
//
// A JSON stream has no such pieces: for one, each is the JSON the decoder decoded (as a
// RawExtension, before trimming), and YAML it cannot read after a JSON value is an error.
func SplitPieces(data []byte, bufferSize int) ([][]byte, error) {
	stream, _, isJSON := kubeyaml.GuessJSONStream(bytes.NewReader(data), bufferSize)
	pieces := [][]byte{}
	if isJSON {
		d := kubeyaml.NewYAMLOrJSONDecoder(bytes.NewReader(data), bufferSize)
		for {
			ext := rawExtension{}
			if err := d.Decode(&ext); err != nil {
				if errors.Is(err, io.EOF) {
					return pieces, nil
				}
				return nil, err
			}
			pieces = append(pieces, ext.Raw)
		}
	}
	reader := kubeyaml.NewYAMLReader(bufio.NewReader(stream))
	for {
		piece, err := reader.Read()
		if errors.Is(err, io.EOF) {
			return pieces, nil
		}
		if err != nil {
			return nil, err
		}
		pieces = append(pieces, piece)
	}
}
