//go:build !go1.21

// Not part of apimachinery: gitops-release's shim (see ../../../README.md). stream_reader.go
// calls the builtin min of Go 1.21; Debian 12's Go 1.19 has none, so this file gives it the
// one form that file uses. From Go 1.21 on the build constraint leaves it out.

package yaml

func min(a, b int) int {
	if a < b {
		return a
	}
	return b
}
