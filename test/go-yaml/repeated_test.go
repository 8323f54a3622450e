package main

// RepeatedKey finds a key written twice in every construct the readers have a path for, and
// nothing where Kubernetes reads each key once (a merge overridden by the keys beside it).

import "testing"

func TestRepeatedKey(t *testing.T) {
	cases := []struct {
		name, input, want string
	}{
		{"block mapping", "a: 1\nb: 2\na: 3\n", `key "a" twice in one mapping`},
		{"nested block mapping", "s:\n  x: 1\n  x: 2\n", `key "x" twice in one mapping`},
		{"mapping item of a sequence", "l:\n- a: 1\n  a: 2\n", `key "a" twice in one mapping`},
		{"flow mapping", "m: {a: 1, b: 2, a: 3}\n", `key "a" twice in one mapping`},
		{"flow mapping in a sequence", "c:\n- {name: web, image: a, image: b}\n", `key "image" twice in one mapping`},
		{"flow mapping nested in a flow sequence", "m: [1, {a: 1, a: 2}]\n", `key "a" twice in one mapping`},
		{"quoted and plain", "s:\n  \"x\": 1\n  x: 2\n", `key "x" twice in one mapping`},
		{"an int and its string", "1: a\n\"1\": b\n", `key "1" twice in one mapping`},
		{"YAML 1.1 booleans", "on: a\ntrue: b\n", `key "true" twice in one mapping`},
		{"inside an alias", "d: &d {a: 1, a: 2}\n", `key "a" twice in one mapping`},
		{"in a later document", "a: 1\n---\nb: 1\nb: 2\n", `key "b" twice in one mapping`},
		{"JSON object", `{"a": 1, "a": 2}`, `duplicate field "a"`},
		{"JSON object in an array", `{"l": [{"b": 1, "b": 2}]}`, `duplicate field "l[0].b"`},
		{"JSON name spelled with an escape", `{"a": 1, "\u0061": 2}`, `duplicate field "a"`},
		{"merge overridden", "d: &d {a: 1}\ne:\n  <<: *d\n  a: 2\n", ""},
		{"same key in two mappings", "a: {x: 1}\nb: {x: 1}\nl:\n- x: 1\n- x: 2\n", ""},
		{"JSON names in two objects", `{"a": {"a": 1}, "b": [{"a": 1}, {"a": 2}]}`, ""},
		{"a file Go cannot read", "a: [1\n", ""},
	}
	for _, c := range cases {
		if got := RepeatedKey([]byte(c.input), BufferSize); got != c.want {
			t.Errorf("%s: RepeatedKey(%q) = %q, want %q", c.name, c.input, got, c.want)
		}
	}
}
