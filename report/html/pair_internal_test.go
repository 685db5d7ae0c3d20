package html

import (
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/report"
)

// TestPairPageEscapes: the pair's page, written in Go, escapes each text
// as html/template escaped it there: a text of the Sheet as a template
// escapes a string (+ too, NUL as U+FFFD), one from the input in a <bdi>
// when it must be isolated, the page title in the head as text.
func TestPairPageEscapes(t *testing.T) {
	g := gen.Generate(gen.Config{Seed: 7, Tables: 3, Boards: 4, Movement: gen.Mitchell})
	res, err := pairs.Score(bridge.Session{Event: "E", Entries: g.Entries()}, pairs.Options{})
	if err != nil {
		t.Fatal(err)
	}
	sh, err := report.Build(&event.Result{Kind: event.Pairs, Pairs: res}, report.Options{Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	sh.Title = "שלום <cup>"
	sh.Provisional = "after <round> 1\x00"
	c := &sh.Cards[0]
	c.Total, c.Penalty, c.PlaceOf = "+3.5", "-1 & more", `"1" of 6`
	c.Title, c.TitlePhrase = "Pair <b>", nil
	c.Roles.LeadLine = "it's"
	p := page{S: sh, Charset: "utf-8", C: c, PageTitle: "x<y+z"}
	var b builder
	b.pairPage(&p)
	got := string(b.buf)
	for _, want := range []string{
		"<title>x&lt;y&#43;z</title>",
		`<p class="method"><bdi>שלום &lt;cup&gt;</bdi></p>`,
		"<p class=\"provisional\">after &lt;round&gt; 1\uFFFD</p>",
		"<h1>Pair &lt;b&gt;</h1>",
		"<strong>&#43;3.5</strong> <span class=\"adj\">(" + sh.L.Penalty + " -1 &amp; more)</span>",
		"<strong>&#34;1&#34; of 6</strong>",
		"<td>it&#39;s</td>",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the pair's page lacks %q", want)
		}
	}
	for _, bad := range []string{"<b>", "<cup>", "<round>", "\x00"} {
		if strings.Contains(got, bad) {
			t.Errorf("the pair's page holds %q unescaped", bad)
		}
	}
}
