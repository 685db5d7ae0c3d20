package input_test

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

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
		{"missing", filepath.Join(dir, "nope.csv"), "nope.csv: cannot read: no such file (want a readable PBN or CSV file)"},
		{"a folder", dir, ": cannot read: is a directory (want a readable PBN or CSV file)"},
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
