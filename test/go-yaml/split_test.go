package main

// apimachinery's own cases for the decoder (pkg/util/yaml/decoder_test.go: TestYAMLOrJSONDecoder,
// TestDecodeYAML, TestDecodeYAMLSeparatorValidation, TestDecodeBrokenYAML, TestDecodeBrokenJSON),
// run through the oracle's SplitManifest on the vendored decoder, then what the TypeScript core
// (src/kube-yaml/split.ts) relies on where those tests are silent: which line a document starts
// with, CRLF, the final line break, and the 4-byte read after a JSON value. Only apimachinery's
// code is vendored, not its tests; these cases pin the behaviour the TS side assumes, so a
// refresh of third_party that changes it fails here first.

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

type generic map[string]interface{}

func decodeAll(t *testing.T, input string, buffer int) ([]generic, error) {
	t.Helper()
	docs, err := SplitManifest([]byte(input), buffer)
	if err != nil {
		return nil, err
	}
	out := []generic{}
	for _, d := range docs {
		var g generic
		if err := json.Unmarshal(d, &g); err != nil {
			t.Fatalf("%q: document %s is not an object: %v", input, d, err)
		}
		out = append(out, g)
	}
	return out, nil
}

func TestYAMLOrJSONDecoder(t *testing.T) {
	cases := []struct {
		input  string
		buffer int
		err    bool
		out    []generic
	}{
		{` {"1":2}{"3":4}`, 2, false, []generic{{"1": 2.0}, {"3": 4.0}}},
		{" \n{}", 3, false, []generic{{}}},
		{" \na: b", 2, false, []generic{{"a": "b"}}},
		{" \n{\"a\": \"b\"}", 2, false, []generic{{"a": "b"}}},
		{" \n{\"a\": \"b\"}", 3, false, []generic{{"a": "b"}}},
		{`   {"a":"b"}`, 100, false, []generic{{"a": "b"}}},
		{"", 1, false, []generic{}},
		{"foo: bar\n---\nbaz: biz", 100, false, []generic{{"foo": "bar"}, {"baz": "biz"}}},
		{"---\nfoo: bar\n--- # with Comment\nbaz: biz", 100, false, []generic{{"foo": "bar"}, {"baz": "biz"}}},
		{"foo:\n  field: bar\n---\nbaz:\n  field: biz", 100, false, []generic{
			{"foo": map[string]interface{}{"field": "bar"}}, {"baz": map[string]interface{}{"field": "biz"}},
		}},
		{"foo: bar\n---\n", 100, false, []generic{{"foo": "bar"}}},
		{"foo: bar\n---", 100, false, []generic{{"foo": "bar"}}},
		{"foo: bar\n--", 100, true, nil},
		{"foo: bar\n-", 100, true, nil},
		{"foo: bar\n", 100, false, []generic{{"foo": "bar"}}},
		{"{\"foo\": \"bar\"}\n---\n{baz: biz}", 100, false, []generic{{"foo": "bar"}, {"baz": "biz"}}},
		{"{\"foo\": \"bar\"}\n---\na: b", 100, false, []generic{{"foo": "bar"}, {"a": "b"}}},
		{"{\"foo\": \"bar\"}    \n---\na: b", 100, false, []generic{{"foo": "bar"}, {"a": "b"}}},
		{"{\"foo\": \"bar\"}\n---\n{baz: biz0123456780123456780123456780123456780123456789}", 20, false, []generic{
			{"foo": "bar"}, {"baz": "biz0123456780123456780123456780123456780123456789"},
		}},
		{"{\"foo\": \"bar\"}    \n---\n{baz: biz}", 100, false, []generic{{"foo": "bar"}, {"baz": "biz"}}},
		{"{foo: bar}\n---\n{\"baz\": \"biz\"}", 100, false, []generic{{"foo": "bar"}, {"baz": "biz"}}},
		{"{\n  \"foo\": \"bar\"\n}\n---\n{\n  baz: biz\n}", 100, false, []generic{{"foo": "bar"}, {"baz": "biz"}}},
		{"{\n\t\"foo\": \"bar\"\n}\n---\n{\n\tbaz: biz\n}", 100, false, []generic{{"foo": "bar"}, {"baz": "biz"}}},
		{"{\"foo\": \"bar\"}\n{\"baz\": \"biz\"}\n---\n{qux: zrb}", 100, true, nil},
	}
	for i, c := range cases {
		out, err := decodeAll(t, c.input, c.buffer)
		if c.err {
			if err == nil && !reflect.DeepEqual(out, c.out) {
				t.Errorf("%d %q: expected an error, got %#v", i, c.input, out)
			}
			continue
		}
		if err != nil {
			t.Errorf("%d %q: unexpected error: %v", i, c.input, err)
			continue
		}
		if !reflect.DeepEqual(out, c.out) {
			t.Errorf("%d %q: got %#v, want %#v", i, c.input, out, c.out)
		}
	}
}

func TestDecodeYAML(t *testing.T) {
	out, err := decodeAll(t, "---\nstuff: 1\n\n---   \n  ", 4096)
	if err != nil || !reflect.DeepEqual(out, []generic{{"stuff": 1.0}}) {
		t.Fatalf("got %#v, %v", out, err)
	}
}

func TestDecodeYAMLSeparatorValidation(t *testing.T) {
	input := "---\nstuff: 1\n---    # Make sure termination happen with inline comment\nstuff: 2\n---\nstuff: 3\n--- Make sure uncommented content results YAMLSyntaxError\n\n "
	if _, err := decodeAll(t, input, 4096); err == nil || !strings.Contains(err.Error(), "invalid Yaml document separator") {
		t.Fatalf("expected the separator error, got %v", err)
	}
}

func TestDecodeBrokenYAML(t *testing.T) {
	_, err := decodeAll(t, "---\nstuff: 1\n\t\ttest-foo: 1\n\n---\n  ", 100)
	if err == nil || !strings.Contains(err.Error(), "yaml: line 3:") {
		t.Fatalf("expected a YAML error at line 3, got %v", err)
	}
}

func TestDecodeBrokenJSON(t *testing.T) {
	_, err := decodeAll(t, "{\n\t\"foo\": {\n\t\t\"stuff\": 1\n\t\t\"otherStuff\": 2\n\t}\n}\n  ", 100)
	if err == nil || !strings.Contains(err.Error(), "invalid character") {
		t.Fatalf("expected a JSON syntax error, got %v", err)
	}
}

// What YAMLReader hands the YAML parser.
func TestPieces(t *testing.T) {
	cases := []struct {
		input  string
		pieces []string
	}{
		// A separator opens the document it starts (its buffer is empty) and ends the one before.
		{"---\na: 1\n---\nb: 2\n", []string{"---\na: 1\n", "b: 2\n"}},
		{"a: 1\n---\n---\nb: 2", []string{"a: 1\n", "---\nb: 2\n"}},
		{"# top\n---#: x\nb: 2\n", []string{"# top\n", "b: 2\n"}},
		{"---#: x\nb: 2\n", []string{"---#: x\nb: 2\n"}},
		// bufio's ReadLine drops a CR before the LF; a final line gets its LF.
		{"a: 1\r\nb: |\r\n  x\r\n---\r\nc: 3", []string{"a: 1\nb: |\n  x\n", "c: 3\n"}},
		{"a: 1\rb: 2\n", []string{"a: 1\rb: 2\n"}},
	}
	for _, c := range cases {
		pieces, err := SplitPieces([]byte(c.input), BufferSize)
		got := []string{}
		for _, p := range pieces {
			got = append(got, string(p))
		}
		if err != nil || !reflect.DeepEqual(got, c.pieces) {
			t.Errorf("%q: got %q, %v; want %q", c.input, got, err, c.pieces)
		}
	}
}

// After a JSON value the decoder reads 4 bytes at a time, so a short tail ends the stream.
func TestShortTailAfterJSON(t *testing.T) {
	if _, err := decodeAll(t, `{"a": 1} x`, BufferSize); err == nil {
		t.Fatal("expected the JSON error for a tail of fewer than 4 bytes")
	}
	out, err := decodeAll(t, "{\"a\": 1}\nb: 2\n", BufferSize)
	if err != nil || !reflect.DeepEqual(out, []generic{{"a": 1.0}, {"b": 2.0}}) {
		t.Fatalf("got %#v, %v", out, err)
	}
}
