#!/usr/bin/env bash
# Refreshes the copy of k8s.io/apimachinery that the Go oracle (test/go-yaml) builds against:
# pkg/util/yaml (decoder.go, stream_reader.go), what it imports from apimachinery
# (pkg/util/json) and the LICENSE, copied byte for byte from a clone or mirror of
# kubernetes/apimachinery at COMMIT (default HEAD). apimachinery is not packaged in Debian;
# everything else these files import is (sigs.k8s.io/yaml, sigs.k8s.io/json; see .ci/run).
#
# Usage: scripts/vendor-apimachinery.sh APIMACHINERY_GIT_DIR [COMMIT]
#
# APIMACHINERY_GIT_DIR is a checkout or a bare mirror (anything `git -C DIR show` reads). The
# files land in test/go-yaml/third_party/src/k8s.io/apimachinery, a GOPATH tree that
# test/go-yaml/k8s-yaml.ts puts before Debian's /usr/share/gocode. README.md there is rewritten
# with the commit; go119_min.go (ours, not upstream) is left as it is.
set -euo pipefail

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: $0 APIMACHINERY_GIT_DIR [COMMIT]" >&2
  exit 2
fi
src=$1
commit=$(git -C "$src" rev-parse --verify "${2:-HEAD}^{commit}")
date=$(git -C "$src" log -1 --format=%cs "$commit")
repo=$(cd "$(dirname "$0")/.." && pwd)
dest=$repo/test/go-yaml/third_party/src/k8s.io/apimachinery

# Only non-test files: the oracle needs the code, not apimachinery's tests (or their imports).
files=(
  LICENSE
  pkg/util/yaml/decoder.go
  pkg/util/yaml/stream_reader.go
  pkg/util/json/json.go
)

for f in "${files[@]}"; do
  mkdir -p "$dest/$(dirname "$f")"
  git -C "$src" show "$commit:$f" >"$dest/$f"
done

# A package that the upstream files start to import from apimachinery must be vendored too,
# and a new non-test file in a vendored package must be listed above.
for pkg in pkg/util/yaml pkg/util/json; do
  upstream=$(git -C "$src" ls-tree --name-only "$commit" "$pkg/" | grep '\.go$' | grep -v '_test\.go$' || true)
  for f in $upstream; do
    if [ ! -f "$dest/$f" ]; then
      echo "$0: $f is new upstream: add it to the list of files" >&2
      exit 1
    fi
  done
done
imports=$(grep -ho '"k8s.io/apimachinery/[^"]*"' "$dest"/pkg/util/*/*.go | tr -d '"' | sort -u)
for imp in $imports; do
  if [ ! -d "$dest/${imp#k8s.io/apimachinery/}" ]; then
    echo "$0: the vendored files import $imp: vendor it too" >&2
    exit 1
  fi
done

cat >"$dest/README.md" <<EOF
# k8s.io/apimachinery (vendored, unmodified)

The Go oracle of the gate's differential tests (\`test/go-yaml\`) splits manifest files with
apimachinery's own \`YAMLOrJSONDecoder\` and \`YAMLReader\`, as Argo CD's \`SplitYAML\` does.
apimachinery is not packaged in Debian, so the files it needs are copied here, unmodified, from
[kubernetes/apimachinery](https://github.com/kubernetes/apimachinery) at commit
\`$commit\` ($date):

$(for f in "${files[@]}"; do echo "- \`$f\`"; done)

They are Apache-2.0 (\`LICENSE\`, and each file's header), © The Kubernetes Authors. What they
import outside apimachinery comes from Debian's packages: \`sigs.k8s.io/yaml\`
(golang-k8s-sigs-yaml-dev) and \`sigs.k8s.io/json\` (golang-k8s-sigs-json-dev).

This folder is a GOPATH tree (\`third_party/src/k8s.io/...\`): \`test/go-yaml/k8s-yaml.ts\`
builds the oracle with \`GOPATH=test/go-yaml/third_party:/usr/share/gocode\`, \`GO111MODULE=off\`.

One file is ours, not upstream: \`pkg/util/yaml/go119_min.go\` defines \`min\` for Go toolchains
before 1.21 (Debian 12 ships Go 1.19), where \`stream_reader.go\` would not compile; from Go 1.21
on its build constraint leaves it out and the builtin is used.

Refresh with \`scripts/vendor-apimachinery.sh APIMACHINERY_GIT_DIR [COMMIT]\` (a checkout or a
bare mirror of kubernetes/apimachinery), then run \`CI=true npx vitest run test/integration/gate\`.
EOF

echo "vendored k8s.io/apimachinery $commit into ${dest#"$repo"/}"
