package main

// A port of k8s.io/apimachinery/pkg/util/yaml (decoder.go and stream_reader.go, v0.34) as
// Argo CD's SplitYAML uses it, on a byte slice instead of an io.Reader: offsets stand in for the
// StreamReader's Consume and Rewind. Each step names the function it follows.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"

	"sigs.k8s.io/yaml"
)

const separator = "---"

// SplitManifest is util/kube.SplitYAML: every document the decoder returns, as trimmed JSON,
// without empty and "null" ones. pieces holds what the decoder read for each document (the
// YAML text handed to sigs.k8s.io/yaml, or the JSON value), empty ones included.
func SplitManifest(data []byte, bufferSize int) (docs []json.RawMessage, pieces [][]byte, err error) {
	return split(data, bufferSize, true)
}

// SplitPieces is SplitManifest without reading the YAML documents: what the decoder hands
// sigs.k8s.io/yaml, whether it can read it or not.
func SplitPieces(data []byte, bufferSize int) ([][]byte, error) {
	_, pieces, err := split(data, bufferSize, false)
	return pieces, err
}

func split(data []byte, bufferSize int, convert bool) (docs []json.RawMessage, pieces [][]byte, err error) {
	d := newDecoder(data, bufferSize)
	d.convert = convert
	for {
		raw, piece, err := d.decode()
		if err == io.EOF {
			return docs, pieces, nil
		}
		if err != nil {
			return nil, nil, err
		}
		pieces = append(pieces, piece)
		raw = bytes.TrimSpace(raw)
		if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
			continue
		}
		docs = append(docs, json.RawMessage(raw))
	}
}

// decoder is YAMLOrJSONDecoder.
type decoder struct {
	data     []byte
	consumed int // the StreamReader's consumed offset
	json     *json.Decoder
	jsonBase int // where the JSON decoder started reading
	yaml     *yamlReader
	count    int
	convert  bool // false: hand back the YAML pieces unread
}

// newDecoder is NewYAMLOrJSONDecoder: GuessJSONStream peeks bufferSize bytes.
func newDecoder(data []byte, bufferSize int) *decoder {
	d := &decoder{data: data}
	peek := data
	if len(peek) > bufferSize {
		peek = peek[:bufferSize]
	}
	if isJSONBuffer(peek) {
		d.json = json.NewDecoder(bytes.NewReader(data))
	} else {
		d.yaml = &yamlReader{data: data}
	}
	return d
}

// isJSONBuffer is IsJSONBuffer: the first non-space byte is "{".
func isJSONBuffer(buf []byte) bool {
	return bytes.HasPrefix(bytes.TrimLeftFunc(buf, unicode.IsSpace), []byte("{"))
}

// decode is YAMLOrJSONDecoder.Decode into a RawExtension: the JSON of the next document, and
// the bytes it was read from.
func (d *decoder) decode() (json.RawMessage, []byte, error) {
	var firstErr error
	if d.json != nil {
		var raw json.RawMessage
		err := d.json.Decode(&raw)
		if err == nil {
			d.count++
			end := d.jsonBase + int(d.json.InputOffset())
			piece := d.data[d.consumed:end]
			d.consumed = end
			return raw, piece, nil
		}
		if err == io.EOF {
			return nil, nil, err
		}
		firstErr = err
		if d.count > 1 {
			return nil, nil, err
		}
		// Rewind to what was consumed, and eat white space up to and including a line break.
		if at, ok := consumeWhitespace(d.data, d.consumed); ok {
			d.consumed = at
			d.yaml = &yamlReader{data: d.data[at:]}
		}
		d.json = nil
	}
	if d.yaml != nil {
		// YAMLToJSONDecoder.Decode: one document from YAMLReader, then sigs.k8s.io/yaml.
		// When JSON failed first, its error is the one returned (the YAML one is ambiguous).
		fail := func(err error) (json.RawMessage, []byte, error) {
			if firstErr != nil {
				return nil, nil, firstErr
			}
			return nil, nil, err
		}
		piece, err := d.yaml.read()
		if err != nil && err != io.EOF {
			return fail(err)
		}
		var raw json.RawMessage
		if len(piece) != 0 && d.convert {
			j, yerr := yaml.YAMLToJSON(piece)
			if yerr != nil {
				return fail(yerr)
			}
			// RawExtension.UnmarshalJSON keeps nothing for null.
			if !bytes.Equal(j, []byte("null")) {
				raw = j
			}
		}
		if err == nil {
			d.count++
			return raw, piece, nil
		}
		return nil, nil, err // io.EOF: the end, even after a JSON value that failed
	}
	if firstErr != nil {
		return nil, nil, firstErr
	}
	return nil, nil, fmt.Errorf("decoding failed as both JSON and YAML")
}

// consumeWhitespace is YAMLOrJSONDecoder.consumeWhitespace: it reads 4 bytes at a time
// (StreamReader.ReadN), so fewer than 4 bytes left is the end of the stream.
func consumeWhitespace(data []byte, at int) (int, bool) {
	consumed := 0
	for {
		if len(data)-(at+consumed) < 4 {
			return 0, false
		}
		r, size := utf8.DecodeRune(data[at+consumed : at+consumed+4])
		if r == utf8.RuneError || size == 0 {
			return 0, false
		}
		if !unicode.IsSpace(r) {
			return at + consumed, true
		}
		consumed += size
		if r == '\n' {
			return at + consumed, true
		}
	}
}

// yamlReader is YAMLReader over LineReader.
type yamlReader struct {
	data []byte
	pos  int
}

// readLine is LineReader.Read: one line with its "\n" (bufio's ReadLine drops "\n" or "\r\n",
// then "\n" is added back); io.EOF with "\n" once the data is used up.
func (r *yamlReader) readLine() ([]byte, error) {
	if r.pos >= len(r.data) {
		return []byte("\n"), io.EOF
	}
	rest := r.data[r.pos:]
	i := bytes.IndexByte(rest, '\n')
	var line []byte
	if i == -1 {
		line = rest
		r.pos = len(r.data)
	} else {
		line = rest[:i]
		if len(line) > 0 && line[len(line)-1] == '\r' {
			line = line[:len(line)-1]
		}
		r.pos += i + 1
	}
	out := make([]byte, 0, len(line)+1)
	out = append(append(out, line...), '\n')
	return out, nil
}

// read is YAMLReader.Read: lines up to the next line starting with "---", which is kept only
// when it is the first line of the document.
func (r *yamlReader) read() ([]byte, error) {
	var buffer bytes.Buffer
	for {
		line, err := r.readLine()
		if err != nil && err != io.EOF {
			return nil, err
		}
		if bytes.Index(line, []byte(separator)) == 0 {
			trimmed := strings.TrimSpace(string(line[len(separator):]))
			if len(trimmed) > 0 && string(trimmed[0]) != "#" {
				return nil, errors.New("invalid Yaml document separator: " + trimmed)
			}
			if buffer.Len() != 0 {
				return buffer.Bytes(), nil
			}
			if err == io.EOF {
				return nil, err
			}
		}
		if err == io.EOF {
			if buffer.Len() != 0 {
				return buffer.Bytes(), nil
			}
			return nil, err
		}
		buffer.Write(line)
	}
}
