package html_test

import (
	"bytes"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/formats/session"
	"github.com/protokol-bridge/protokol/internal/golden"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/html"
)

func sampleSheet(t *testing.T, lang string, rename map[string]string) *report.Sheet {
	t.Helper()
	var inputs []session.Input
	for _, f := range protokol.Sample() {
		role := session.Any
		if f.Names {
			role = session.Names
			data := string(f.Data)
			for from, to := range rename {
				data = strings.ReplaceAll(data, from, to)
			}
			f.Data = []byte(data)
		}
		inputs = append(inputs, session.Input{Name: f.Name, Data: f.Data, Role: role})
	}
	l, err := session.Load(inputs, session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := pairs.Score(l.Session, pairs.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s, err := report.Build(res, report.Options{Lang: lang})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func site(t *testing.T, s *report.Sheet, opt html.Options) map[string][]byte {
	t.Helper()
	files, err := html.Render(s, opt)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	for _, f := range files {
		if _, dup := out[f.Name]; dup {
			t.Fatalf("%s written twice", f.Name)
		}
		out[f.Name] = f.Data
	}
	return out
}

func TestGolden(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			files := site(t, sampleSheet(t, lang, nil), html.Options{PDF: "results.pdf"})
			if len(files) != 2+27+20 {
				t.Errorf("%d files, want index, style, 27 boards and 20 pairs", len(files))
			}
			for _, name := range []string{"index.html", "board-1.html", "board-9.html", "pair-a-ew-10.html"} {
				golden.Check(t, filepath.Join("testdata", lang+"."+name), files[name])
			}
		})
	}
}

func TestDeterministic(t *testing.T) {
	s := sampleSheet(t, "en", nil)
	a, b := site(t, s, html.Options{}), site(t, s, html.Options{})
	for name := range a {
		if !bytes.Equal(a[name], b[name]) {
			t.Errorf("%s differs between two renders", name)
		}
	}
}

// Text from the input is escaped everywhere; names in any script come out
// as they are.
func TestEscaping(t *testing.T) {
	s := sampleSheet(t, "en", map[string]string{
		"White Jane":   "<script>alert(1)</script>",
		"Evans Sarah":  `"""><img src=x onerror=alert(2)>"`, // a quoted CSV field
		"Johnson Paul": "Łukasz Żółć",
	})
	files := site(t, s, html.Options{})
	for name, data := range files {
		if !strings.HasSuffix(name, ".html") {
			continue
		}
		page := string(data)
		if strings.Contains(page, "<script") || strings.Contains(page, "<img") {
			t.Errorf("%s holds markup from the input", name)
		}
	}
	idx := string(files["index.html"])
	for _, want := range []string{"&lt;script&gt;alert(1)&lt;/script&gt; – Щукина Ёлка", "&#34;&gt;&lt;img src=x onerror=alert(2)&gt; – Łukasz Żółć"} {
		if !strings.Contains(idx, want) {
			t.Errorf("index.html lacks %q", want)
		}
	}
}

// Every link of every page points at a page of the site, and no page loads
// anything from elsewhere.
func TestLinks(t *testing.T) {
	files := site(t, sampleSheet(t, "en", nil), html.Options{})
	href := regexp.MustCompile(`(?:href|src)="([^"]*)"`)
	for name, data := range files {
		for _, m := range href.FindAllStringSubmatch(string(data), -1) {
			target := m[1]
			if strings.Contains(target, ":") || strings.Contains(target, "/") {
				t.Errorf("%s links outside the site: %q", name, target)
				continue
			}
			if _, ok := files[target]; !ok {
				t.Errorf("%s links to %q, which is not in the site", name, target)
			}
		}
	}
}

func TestUnsafePageNames(t *testing.T) {
	s := &report.Sheet{L: mustLabels(t), Boards: []report.BoardPage{{Number: 1, Page: "../board-1"}}}
	if _, err := html.Render(s, html.Options{}); err == nil || !strings.Contains(err.Error(), `unsafe page name "../board-1"`) {
		t.Errorf("err = %v", err)
	}
	s = &report.Sheet{L: mustLabels(t), Cards: []report.Card{{Title: "x", Pair: report.PairRef{Page: "pair-a-1"}}, {Title: "y", Pair: report.PairRef{Page: "pair-a-1"}}}}
	if _, err := html.Render(s, html.Options{}); err == nil || !strings.Contains(err.Error(), "repeated page name") {
		t.Errorf("err = %v", err)
	}
	if _, err := html.Render(&report.Sheet{L: mustLabels(t)}, html.Options{PDF: "../x.pdf"}); err == nil {
		t.Error("unsafe PDF name accepted")
	}
}

func mustLabels(t *testing.T) report.Labels {
	l, err := report.LabelsFor("en")
	if err != nil {
		t.Fatal(err)
	}
	return l
}
