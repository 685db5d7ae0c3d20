package output_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
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
	// failWrite: every Write of this file fails
	failWrite string
	writes    int
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
	if f.s.writes == f.s.failAt || f.name == f.s.failWrite {
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
		// failWrite: the writes of this file fail
		failWrite string
		want      string
	}{
		{"json refused", []string{"json"}, "results.json", 0, "", "writing json: disk full"},
		{"a page refused", []string{"html", "json"}, "board-3.html", 0, "", "writing html: disk full"},
		{"json write fails", []string{"json"}, "", 1, "", "writing json: disk full"},
		{"pdf write fails", []string{"pdf"}, "", 1, "", "writing pdf: pdf: disk full"},
		// The PDF made beside the other formats fails as it does alone.
		{"pdf refused beside the site", []string{"html", "pdf", "json"}, "results.pdf", 0, "", "writing pdf: disk full"},
		{"pdf write fails beside the site", []string{"html", "pdf", "json"}, "", 0, "results.pdf", "writing pdf: pdf: disk full"},
		{"a page refused beside the pdf", []string{"html", "pdf", "json"}, "board-3.html", 0, "", "writing html: disk full"},
		// So does the JSON made beside the site.
		{"json refused beside the site", []string{"html", "json"}, "results.json", 0, "", "writing json: disk full"},
		{"json write fails beside the site", []string{"html", "json"}, "", 0, "results.json", "writing json: disk full"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := &sink{files: map[string][]byte{}, failOn: tc.failOn, failAt: tc.failAt, failWrite: tc.failWrite}
			_, err := output.Write(s, pairsEvent(t), output.Options{Formats: tc.formats})
			if err == nil || err.Error() != tc.want || !errors.Is(err, errFull) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
			if s.open {
				t.Errorf("a file was left open")
			}
			if slices.Contains(s.order, "results.json") && tc.formats[0] == "html" && tc.failOn != "results.json" && tc.failWrite != "results.json" || slices.Contains(s.order, "results.pdf") && tc.failOn == "board-3.html" {
				t.Errorf("went on after the failure: %q", s.order)
			}
		})
	}
}

// The PDF and the JSON, made beside the other formats, are written in
// their turn: the files, their order and the warnings (the PDF's among
// the others) are those of each format made alone, one after the other.
func TestWritePDFBeside(t *testing.T) {
	formats := []string{"pbn", "html", "pdf", "json", "txt", "csv", "usebio"}
	// The title has a character the PDF's fonts lack: the PDF warns.
	opt := output.Options{Formats: formats, Title: "Кубок 王"}
	var wantOrder, wantWarn []string
	want := map[string][]byte{}
	for _, f := range formats {
		one := opt
		one.Formats = []string{f}
		s := &sink{files: map[string][]byte{}}
		warn, err := output.Write(s, teamsEvent(t), one)
		if err != nil {
			t.Fatal(err)
		}
		wantOrder = append(wantOrder, s.order...)
		wantWarn = append(wantWarn, warn...)
		maps.Copy(want, s.files)
	}
	if !slices.ContainsFunc(wantWarn, func(w string) bool { return strings.HasPrefix(w, "results.pdf: ") }) {
		t.Fatalf("no PDF warning to place among the others: %q", wantWarn)
	}
	s := &sink{files: map[string][]byte{}}
	warn, err := output.Write(s, teamsEvent(t), opt)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(s.order, wantOrder) {
		t.Errorf("order\n%q\nwant\n%q", s.order, wantOrder)
	}
	if !slices.Equal(warn, wantWarn) {
		t.Errorf("warnings\n%q\nwant\n%q", warn, wantWarn)
	}
	for name, data := range s.files {
		if name != "index.html" && !bytes.Equal(data, want[name]) { // the index links the PDF made with it
			t.Errorf("%s differs made with the others", name)
		}
	}
}
