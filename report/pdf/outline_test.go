package pdf_test

import (
	"encoding/xml"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/report/pdf"
)

// mark is an entry of a PDF's outline: its level (0 for a section), the
// page it goes to and its title.
type mark struct {
	level, page int
	title       string
}

// outline reads a PDF's outline with poppler's pdftohtml -xml.
func outline(t *testing.T, doc []byte) []mark {
	t.Helper()
	bin := tool(t, "pdftohtml")
	in := filepath.Join(t.TempDir(), "doc.pdf")
	if err := os.WriteFile(in, doc, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, "-xml", "-stdout", "-i", "-q", in).Output()
	if err != nil {
		t.Fatalf("pdftohtml: %v", err)
	}
	dec := xml.NewDecoder(strings.NewReader(string(out)))
	var marks []mark
	depth := 0
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("pdftohtml's XML: %v", err)
		}
		switch e := tok.(type) {
		case xml.StartElement:
			switch e.Name.Local {
			case "outline":
				depth++
			case "item":
				m := mark{level: depth - 1}
				for _, a := range e.Attr {
					if a.Name.Local == "page" {
						m.page, _ = strconv.Atoi(a.Value)
					}
				}
				var text string
				if err := dec.DecodeElement(&text, &e); err != nil {
					t.Fatal(err)
				}
				m.title = text
				marks = append(marks, m)
			}
		case xml.EndElement:
			if e.Name.Local == "outline" {
				depth--
			}
		}
	}
	return marks
}

// TestOutline checks the document's outline (the viewer's bookmarks):
// the sections at the top level, each with the headings of its blocks
// under it (the rankings, every board, every score card), each going to
// the page its heading is printed on.
func TestOutline(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			s := pdf.SampleSheet(t, lang)
			l := s.L
			doc := pdf.Render(t, s)
			d := readDoc(t, s, doc)
			spans := findCards(t, s, &d)
			var want []mark
			want = append(want, mark{0, 1, l.Rankings})
			for _, rk := range s.Rankings {
				want = append(want, mark{1, 1, l.Rankings + " · " + rk.Title})
			}
			want = append(want, mark{0, 2, l.Boards})
			for _, b := range s.Boards {
				head := " " + l.Board + " " + strconv.Itoa(b.Number) + " " + l.Dealer + " "
				i := strings.Index(d.text, head)
				if i < 0 {
					t.Fatalf("no %q", head)
				}
				want = append(want, mark{1, d.page(i+1, false), strings.TrimSpace(head[:len(head)-len(l.Dealer)-1])})
			}
			want = append(want, mark{0, spans[0].head, l.ScoreCards})
			for i, c := range s.Cards {
				want = append(want, mark{1, spans[i].head, c.Title + " · " + c.Pair.Names})
			}
			if got := outline(t, doc); !slices.Equal(got, want) {
				t.Errorf("outline:\n%v\nwant\n%v", got, want)
			}
		})
	}
}

// TestOutlineTeams checks that a team event's outline has its sections
// in order, and the teams' pages under the last.
func TestOutlineTeams(t *testing.T) {
	s := pdf.TeamsSheet(t, gen.TeamsConfig{Seed: 3, Teams: 4, BoardsPerMatch: 2}, "en", nil)
	l := s.L
	var top, teams []string
	for _, m := range outline(t, pdf.Render(t, s)) {
		switch {
		case m.level == 0:
			top = append(top, m.title)
		case len(top) > 0 && top[len(top)-1] == l.Teams:
			teams = append(teams, m.title)
		}
	}
	if want := []string{l.Standings, l.Rounds, l.Matches, l.Boards, l.Teams}; !slices.Equal(top, want) {
		t.Errorf("sections %q, want %q", top, want)
	}
	if len(teams) != 4 {
		t.Errorf("%d teams under %q, want 4: %q", len(teams), l.Teams, teams)
	}
}
