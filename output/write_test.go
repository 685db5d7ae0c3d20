package output_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"testing"

	"github.com/protokol-bridge/protokol/output"
)

// sink records the files streamed into it, refusing a second file while
// one is open and failing as told.
type sink struct {
	files  map[string][]byte
	order  []string
	open   bool
	failOn string // Create of this name fails
	failAt int    // the failAt-th Write (from 1) of any file fails; 0 never
	writes int
}

var errFull = errors.New("disk full")

func (s *sink) Create(name string) (io.WriteCloser, error) {
	if s.open {
		return nil, fmt.Errorf("%s created while another file is open", name)
	}
	if name == s.failOn {
		return nil, errFull
	}
	s.open = true
	s.order = append(s.order, name)
	return &sinkFile{s: s, name: name}, nil
}

type sinkFile struct {
	s    *sink
	name string
	buf  bytes.Buffer
}

func (f *sinkFile) Write(p []byte) (int, error) {
	f.s.writes++
	if f.s.writes == f.s.failAt {
		return 0, errFull
	}
	return f.buf.Write(p)
}

func (f *sinkFile) Close() error {
	f.s.open = false
	f.s.files[f.name] = f.buf.Bytes()
	return nil
}

// Write streams every file into the sink, one at a time, byte for byte
// as Files makes them, the site's pages in their fixed order.
func TestWriteStreams(t *testing.T) {
	for _, tc := range []struct {
		name    string
		formats []string
	}{
		{"every format", output.Formats},
		{"site and json", []string{"html", "json"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opt := output.Options{Formats: tc.formats}
			want, wantWarn, err := output.Files(pairsEvent(t), opt)
			if err != nil {
				t.Fatal(err)
			}
			s := &sink{files: map[string][]byte{}}
			warn, err := output.Write(s, pairsEvent(t), opt)
			if err != nil {
				t.Fatal(err)
			}
			if !maps.EqualFunc(s.files, want, bytes.Equal) || len(s.order) != len(want) {
				t.Errorf("streamed %q, want %q", names(s.files), names(want))
			}
			if !slices.Equal(warn, wantWarn) {
				t.Errorf("warnings %q, want %q", warn, wantWarn)
			}
			if i := slices.Index(s.order, "board-1.html"); tc.formats[0] == "html" && (len(s.order) < 3 || s.order[0] != "index.html" || s.order[1] != "style.css" || i < 0) {
				t.Errorf("order %q, want index.html, style.css, then the boards", s.order)
			}
		})
	}
}

// A sink's refusal stops Write with the format named, and no file is
// left open.
func TestWriteSinkFails(t *testing.T) {
	for _, tc := range []struct {
		name    string
		formats []string
		failOn  string
		failAt  int
		want    string
	}{
		{"json refused", []string{"json"}, "results.json", 0, "writing json: disk full"},
		{"a page refused", []string{"html", "json"}, "board-3.html", 0, "writing html: disk full"},
		{"json write fails", []string{"json"}, "", 1, "writing json: disk full"},
		{"pdf write fails", []string{"pdf"}, "", 1, "writing pdf: pdf: disk full"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := &sink{files: map[string][]byte{}, failOn: tc.failOn, failAt: tc.failAt}
			_, err := output.Write(s, pairsEvent(t), output.Options{Formats: tc.formats})
			if err == nil || err.Error() != tc.want || !errors.Is(err, errFull) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
			if s.open {
				t.Errorf("a file was left open")
			}
			if slices.Contains(s.order, "results.json") && tc.formats[0] == "html" {
				t.Errorf("went on after the failure: %q", s.order)
			}
		})
	}
}
