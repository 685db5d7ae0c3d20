package publish

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// failingReader gives some bytes, then an error.
type failingReader struct{ done bool }

var errRead = errors.New("the reader failed")

func (r *failingReader) Read(p []byte) (int, error) {
	if r.done {
		return 0, errRead
	}
	r.done = true
	return copy(p, "half of it"), nil
}

// WriteNew makes a new file or nothing: a name that is taken is left as it
// is, and a file it could not write whole is removed.
func TestWriteNew(t *testing.T) {
	tests := []struct {
		name    string
		there   string // the file at the path before, if any
		r       io.Reader
		wantErr error
		want    string // the file afterwards; "" for none
	}{
		{name: "new file", r: strings.NewReader("Пики\n"), want: "Пики\n"},
		{name: "empty file", r: strings.NewReader(""), want: ""},
		{name: "name taken", there: "the first", r: strings.NewReader("the second"), wantErr: fs.ErrExist, want: "the first"},
		{name: "reader fails", r: &failingReader{}, wantErr: errRead},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := filepath.Join(t.TempDir(), "f.json")
			if tc.there != "" {
				os.WriteFile(p, []byte(tc.there), 0o644)
			}
			err := WriteNew(p, tc.r, 0o600)
			if !errors.Is(err, tc.wantErr) {
				t.Fatalf("error %v, want %v", err, tc.wantErr)
			}
			got, rerr := os.ReadFile(p)
			switch {
			case tc.wantErr == nil || tc.there != "":
				if rerr != nil || string(got) != tc.want {
					t.Errorf("the file holds %q (%v), want %q", got, rerr, tc.want)
				}
			case !errors.Is(rerr, fs.ErrNotExist):
				t.Errorf("a file is left: %q (%v)", got, rerr)
			}
			if fi, err := os.Stat(p); err == nil && tc.there == "" && fi.Mode().Perm() != 0o600 {
				t.Errorf("mode %v, want 0600", fi.Mode().Perm())
			}
		})
	}
}
