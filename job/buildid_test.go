package job

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestBuildID: the run stamp names the executable by its Go build ID, read
// from the first bytes of the file, and falls back to hashing the whole
// file when there is none.
func TestBuildID(t *testing.T) {
	tests := []struct{ name, head, want string }{
		{"an ID", "\x7fELF\x00\x00\xff Go build ID: \"abc/def/ghi\"\n \xff", "abc/def/ghi"},
		{"no ID", "\x7fELF\x00\x00 nothing here", ""},
		{"an empty ID", "\xff Go build ID: \"\"\n \xff", ""},
		{"an ID without its end", "\xff Go build ID: \"abc", ""},
		{"an ID past 64 KiB", strings.Repeat("x", 64<<10) + "\xff Go build ID: \"abc\"", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := buildID(strings.NewReader(tt.head)); got != tt.want {
				t.Errorf("buildID = %q, want %q", got, tt.want)
			}
		})
	}
	t.Run("the test binary's ID is go tool buildid's", func(t *testing.T) {
		exe, err := os.Executable()
		if err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command("go", "tool", "buildid", exe).Output()
		if err != nil {
			t.Skipf("go tool buildid: %v", err)
		}
		f, err := os.Open(exe)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		want := strings.TrimSpace(string(out))
		if got := buildID(f); got != want || want == "" {
			t.Errorf("buildID = %q, want %q", got, want)
		}
		if got := exeDigest(); got != "buildid "+want {
			t.Errorf("exeDigest = %q, want %q", got, "buildid "+want)
		}
	})
}
