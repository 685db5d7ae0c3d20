package html_test

import (
	"bytes"
	"errors"
	"slices"
	"testing"

	"github.com/protokol-bridge/protokol/report/html"
)

// RenderEach gives the files of Render, in its order, one at a time, and
// stops at the first refusal of emit. (A file's Data is used again after
// emit returns: a caller that keeps it copies it.)
func TestRenderEach(t *testing.T) {
	s := sampleSheet(t, "en", nil)
	all, err := html.Render(s, html.Options{})
	if err != nil {
		t.Fatal(err)
	}
	errStop := errors.New("stop")
	for _, tc := range []struct {
		name   string
		stopAt int // emit refuses the stopAt-th file (from 1); 0 never
	}{
		{"every file", 0},
		{"refused at the index", 1},
		{"refused at the first board", 3},
		{"refused at the last page", len(all)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []html.File
			err := html.RenderEach(s, html.Options{}, func(f html.File) error {
				got = append(got, html.File{Name: f.Name, Data: bytes.Clone(f.Data)}) // Data is used again
				if len(got) == tc.stopAt {
					return errStop
				}
				return nil
			})
			want := all
			if tc.stopAt > 0 {
				want = all[:tc.stopAt]
				if err != errStop {
					t.Errorf("error %v, want the emit's", err)
				}
			} else if err != nil {
				t.Fatal(err)
			}
			if !slices.EqualFunc(got, want, func(a, b html.File) bool { return a.Name == b.Name && bytes.Equal(a.Data, b.Data) }) {
				t.Errorf("emitted %d files, want %d as Render", len(got), len(want))
			}
		})
	}
}
