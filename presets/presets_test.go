package presets_test

import (
	"embed"
	"slices"
	"testing"

	"github.com/protokol-bridge/protokol/presets"
)

//go:embed testdata/*.toml testdata/readme.txt
var files embed.FS

// TestSet: the names are the .toml files' in order, a text is its file's,
// and an unknown name, another file or a path names nothing.
func TestSet(t *testing.T) {
	s := presets.Set{FS: files, Dir: "testdata"}
	if got := s.Names(); !slices.Equal(got, []string{"a", "b"}) {
		t.Errorf("names %q, want a, b", got)
	}
	if got := s.Text("b"); got != "title = \"B\"\n" {
		t.Errorf("text of b %q", got)
	}
	for _, name := range []string{"c", "readme", "../testdata/a", "testdata/a"} {
		if got := s.Text(name); got != "" {
			t.Errorf("text of %q: %q, want none", name, got)
		}
	}
}
