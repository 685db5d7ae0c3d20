package input_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/input"
)

func TestRead(t *testing.T) {
	dir := t.TempDir()
	ok := filepath.Join(dir, "ok.csv")
	if err := os.WriteFile(ok, []byte("board\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(dir, "big.csv")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(formats.MaxFileBytes + 1); err != nil { // sparse: nothing written
		t.Fatal(err)
	}
	f.Close()
	for _, tt := range []struct {
		name, file, want string
	}{
		{"missing", filepath.Join(dir, "nope.csv"), "nope.csv: cannot read: no such file (want a readable file: a Bridgemate .bws, PBN, CSV travellers, BBO LIN or USEBIO XML)"},
		{"a folder", dir, ": cannot read: is a directory (want a readable file: a Bridgemate .bws, PBN, CSV travellers, BBO LIN or USEBIO XML)"},
		{"over the limit", big, "big.csv: too large: more than 64 MiB (the limit for one input file; want the files of one session)"},
		{"an endless device", "/dev/zero", "/dev/zero: too large: more than 64 MiB (the limit for one input file; want the files of one session)"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := input.Read(tt.file)
			var be *bridge.Error
			if !errors.As(err, &be) || len(err.Error()) < len(tt.want) || err.Error()[len(err.Error())-len(tt.want):] != tt.want {
				t.Errorf("err %v, want a bridge.Error ending %q", err, tt.want)
			}
		})
	}
	if data, err := input.Read(ok); err != nil || string(data) != "board\n" {
		t.Errorf("%q %v", data, err)
	}
}

// TestReadFilesChanging: a file whose reading never agrees with what the
// system says of it (procfs gives a size of 0 for /proc/uptime, whose
// bytes change anyway) is refused after the tries, with the input error.
func TestReadFilesChanging(t *testing.T) {
	const name = "/proc/uptime"
	if _, err := os.Stat(name); err != nil {
		t.Skip(err)
	}
	_, err := input.ReadFiles([]string{name}, input.Settle{Tries: 3, Delay: time.Millisecond})
	var be *bridge.Error
	const want = "/proc/uptime: changed while it was read (3 tries): try again, or copy it first"
	if !errors.Is(err, input.ErrChanging) || !errors.As(err, &be) || err.Error() != want {
		t.Errorf("err %v, want %q", err, want)
	}
}

// TestChanged: Files.Changed names the first file whose size,
// modification time or bytes differ from what was read.
func TestChanged(t *testing.T) {
	old := time.Date(2026, 11, 30, 10, 0, 0, 0, time.UTC)
	tests := []struct {
		name    string
		change  func(t *testing.T, file string)
		changed bool   // b.csv is named
		err     string // or the error ends so
	}{
		{"untouched", func(*testing.T, string) {}, false, ""},
		{"same size and time, other bytes", func(t *testing.T, file string) {
			write(t, file, "board,ns\n2,1\n")
			if err := os.Chtimes(file, old, old); err != nil {
				t.Fatal(err)
			}
		}, true, ""},
		{"appended", func(t *testing.T, file string) { write(t, file, "board,ns\n1,1\n1,2\n") }, true, ""},
		{"removed", func(t *testing.T, file string) { os.Remove(file) }, false, "b.csv: cannot read: no such file (want a readable file: a Bridgemate .bws, PBN, CSV travellers, BBO LIN or USEBIO XML)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			a, b := filepath.Join(dir, "a.csv"), filepath.Join(dir, "b.csv")
			for _, f := range []string{a, b} {
				write(t, f, "board,ns\n1,1\n")
				if err := os.Chtimes(f, old, old); err != nil {
					t.Fatal(err)
				}
			}
			files, err := input.ReadFiles([]string{"/dev/null", a, b}, input.Settle{Tries: 1})
			if err != nil {
				t.Fatal(err)
			}
			// Changed works from the digests: the bytes may be handed over.
			data := files.Take()
			if string(data[1]) != "board,ns\n1,1\n" || len(data[0]) != 0 || files.Data != nil {
				t.Fatalf("read %q, left %q", data, files.Data)
			}
			tt.change(t, b)
			got, err := files.Changed(input.Settle{})
			if tt.err != "" {
				if err == nil || !strings.HasSuffix(err.Error(), tt.err) {
					t.Errorf("err %v, want one ending %q", err, tt.err)
				}
				return
			}
			want := ""
			if tt.changed {
				want = b
			}
			if err != nil || got != want {
				t.Errorf("changed %q, %v; want %q", got, err, want)
			}
		})
	}
}

func write(t *testing.T, name, text string) {
	t.Helper()
	if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}
