package input

import (
	"hash/maphash"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestLater: with Settle.Later, a file modified longer than Recent ago is
// read once by ReadFiles and looked at again by Changed only; a file
// modified lately, or any file without Later, is read again at once too.
func TestLater(t *testing.T) {
	old := time.Now().Add(-time.Hour)
	for _, tc := range []struct {
		name    string
		later   bool
		mtime   time.Time
		readsAt int // readings of the file by ReadFiles after the first
	}{
		{"later, left alone", true, old, 0},
		{"later, modified lately", true, time.Now(), 1},
		{"later, modified in the future", true, time.Now().Add(time.Hour), 1},
		{"not later, left alone", false, old, 1},
		{"not later, modified lately", false, time.Now(), 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			name := filepath.Join(t.TempDir(), "t.csv")
			if err := os.WriteFile(name, []byte("board,ns\n1,1\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.Chtimes(name, tc.mtime, tc.mtime); err != nil {
				t.Fatal(err)
			}
			reads := 0
			defer func(f func(string, maphash.Seed, uint64, state) (bool, error)) { sameSum = f }(sameSum)
			real := sameSum
			sameSum = func(name string, seed maphash.Seed, sum uint64, was state) (bool, error) {
				reads++
				return real(name, seed, sum, was)
			}
			st := Settle{Tries: 1, Recent: time.Second, Later: tc.later}
			f, err := ReadFiles([]string{name}, st)
			if err != nil {
				t.Fatal(err)
			}
			if reads != tc.readsAt {
				t.Errorf("ReadFiles read it again %d times, want %d", reads, tc.readsAt)
			}
			if string(f.Data[0]) != "board,ns\n1,1\n" {
				t.Errorf("read %q", f.Data[0])
			}
			// Changed compares the bytes whatever the reading did.
			if err := os.WriteFile(name, []byte("board,ns\n1,2\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.Chtimes(name, tc.mtime, tc.mtime); err != nil {
				t.Fatal(err)
			}
			reads = 0
			if got, err := f.Changed(Settle{}); got != name || err != nil || reads != 1 {
				t.Errorf("Changed: %q, %v after %d readings; want %q after 1", got, err, reads, name)
			}
		})
	}
}
