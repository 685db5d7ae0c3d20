package batch

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/protokol-bridge/protokol/translit"
)

func TestOutName(t *testing.T) {
	for in, want := range map[string]string{
		"2026/Понедельник 1": "2026/ponedelnik-1",
		"../../etc":          "etc",
		"a/./b":              "a/b",
		"Club: Ёлка!":        "club-yolka",
		"♠♥":                 "session",
		"x.y z":              "x-y-z",
	} {
		if got := outName(in); got != want {
			t.Errorf("outName(%q) = %q, want %q", in, got, want)
		}
	}
	// Two folders that make the same name get different folders.
	root := t.TempDir()
	for _, d := range []string{"Mon", "mon"} {
		if err := os.MkdirAll(filepath.Join(root, d), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(root, d, "a.csv"), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ss, _, err := Find([]string{root}, filepath.Join(root, "out"))
	if err == nil {
		assignAddresses(ss, map[string]string{}, filepath.Join(root, "out"), false)
	}
	if err != nil || len(ss) != 2 || ss[0].Name == ss[1].Name || ss[0].Name != "mon" || ss[1].Name != "mon-"+translit.Hash("mon") {
		t.Errorf("%v: %+v %+v", err, ss[0], ss[1])
	}
}

func TestDateKey(t *testing.T) {
	for in, want := range map[string]string{
		"2026.11.28": "20261128", "2026-1-2": "20260102", "28.11.2026": "20261128", "2026.??.??": "20260000", "": "",
	} {
		if got := DateKey(in); got != want {
			t.Errorf("DateKey(%q) = %q, want %q", in, got, want)
		}
	}
}
