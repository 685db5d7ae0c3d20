package html

import (
	"html/template"
	"slices"

	"github.com/protokol-bridge/protokol/report"
)

// The pages written here in Go rather than by a template: a pair's score
// card, 2,000 of the 2,029 pages of a 1,000-table field, where the
// template's reflection over each field was most of the site's time; and
// the head, foot and abbreviation every page shares, which the templates
// call (base.html). They are the only description of these pages. They
// escape what html/template would escape in the same place: a text of
// the Sheet with text (the labels, the numbers), as a template escapes a
// string in element content or a quoted attribute, and a text from the
// input with value (bdi and phrase, as the templates call them).

// text writes s as html/template writes a string in element content or a
// quoted attribute: & ' < > " + escaped, and a NUL as U+FFFD (see
// textEscapes).
func (b *builder) text(s string) { b.replace(s, &textEscapes) }

// value writes what a template writes for {{bdi s}}: s as text, or when
// it must be isolated or marked, s escaped in a <bdi> or a <span lang>
// (see bdiValue).
func (b *builder) value(s string) {
	if !isolated(s) && cyrillicLang(s) == "" {
		b.text(s)
		return
	}
	b.bdi(s)
}

// phraseValue writes what a template writes for {{phrase text p}} (see
// phraseValue).
func (b *builder) phraseValue(text string, p report.Phrase) {
	p = phraseOf(text, p)
	for _, x := range p {
		if x.Input && (isolated(x.Text) || cyrillicLang(x.Text) != "") {
			b.phrase(p)
			return
		}
	}
	b.text(text)
}

// head is the start of every page, to its <body>.
func (b *builder) head(p *page) {
	b.raw("<!DOCTYPE html>\n<html lang=\"")
	b.text(p.S.L.Lang)
	b.raw("\">\n<head>\n<meta charset=\"")
	b.text(p.Charset)
	b.raw("\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
	csp := p.CSP
	if p.S.Provisional != "" {
		csp = withScript(csp, LiveScriptHash) // see foot
	}
	if csp != "" {
		b.raw(`<meta http-equiv="Content-Security-Policy" content="`)
		b.text(csp)
		b.raw("\">\n")
	}
	b.raw("<title>")
	b.text(p.PageTitle)
	b.raw("</title>\n<link rel=\"stylesheet\" href=\"style.css\">\n</head>\n<body>\n")
}

// foot is the end of every page; on a page of a session in play, with
// LiveScript before it.
func (b *builder) foot(p *page) {
	if p.S.Provisional != "" {
		b.raw(`<script data-label="`)
		b.text(p.S.L.LiveUpdate)
		b.raw(`">` + LiveScript + "</script>\n")
	}
	b.raw("<footer>")
	b.text(p.S.L.GeneratedBy)
	b.raw("</footer>\n</body>\n</html>\n")
}

// abbr writes a column heading that narrow screens show abbreviated.
func (b *builder) abbr(long, short string) {
	b.raw(`<span class="long">`)
	b.text(long)
	b.raw(`</span><abbr class="short" title="`)
	b.text(long)
	b.raw(`">`)
	b.text(short)
	b.raw(`</abbr>`)
}

// headHTML, footHTML and abbrHTML are head, foot and abbr for the
// templates.
func headHTML(p page) template.HTML {
	var b builder
	b.head(&p)
	return template.HTML(b.String())
}

// contractHTML is a contract as the rows write it (builder.contract),
// for the templates.
func contractHTML(c report.ContractView) template.HTML {
	var b builder
	b.contract(c)
	return template.HTML(b.String())
}

func footHTML(p page) template.HTML {
	var b builder
	b.foot(&p)
	return template.HTML(b.String())
}

func abbrHTML(x [2]string) template.HTML {
	var b builder
	b.abbr(x[0], x[1])
	return template.HTML(b.String())
}

// pairPage writes a pair's page (p.C): its place and total, the running
// chart, the score card and how it did in each role.
func (b *builder) pairPage(p *page) {
	c, L, imps := p.C, &p.S.L, p.S.IMPs
	b.refs = p.refs.get()
	defer p.refs.put(b.refs)
	b.head(p)
	b.raw("\n\n<nav class=\"crumbs\"><a href=\"index.html\">")
	b.text(L.Back)
	b.raw("</a></nav>\n<header>\n<h1>")
	b.phraseValue(c.Title, c.TitlePhrase)
	b.raw("</h1>\n")
	if c.Pair.Names != "" {
		b.raw(`<p class="sub names">`)
		b.phraseValue(c.Pair.Names, c.Pair.NamesPhrase)
		b.raw("</p>")
	}
	b.raw("\n<p class=\"method\">")
	b.value(p.S.Title)
	b.raw("</p>")
	if p.S.Provisional != "" {
		b.raw("\n<p class=\"provisional\">")
		b.text(p.S.Provisional)
		b.raw("</p>")
	}
	b.raw("\n</header>\n<main>\n<div class=\"summary\">\n<div>")
	b.text(L.Place)
	b.raw(": <strong>")
	b.text(c.PlaceOf)
	b.raw("</strong></div>\n<div>")
	// Matchpoints: the total of the top, then the percentage; IMPs: the
	// total, then the average a board.
	total, second, secondValue := L.Total, L.Percent, c.Percent
	running := L.Running
	if imps {
		total, second, secondValue, running = L.IMPs, L.Average, c.Average, L.RunningIMPs
	}
	b.text(total)
	b.raw(": <strong>")
	b.text(c.Total)
	b.raw("</strong>")
	if c.Penalty != "" {
		b.raw(` <span class="adj">(`)
		b.text(L.Penalty)
		b.raw(" ")
		b.text(c.Penalty)
		b.raw(")</span>")
	}
	if !imps {
		b.raw(" / ")
		b.text(c.Max)
	}
	b.raw("</div>\n<div>")
	b.text(second)
	b.raw(": <strong>")
	b.text(secondValue)
	b.raw("</strong></div>\n\n</div>\n")
	if len(c.Running) >= 2 { // a chart (see appendLineChart)
		b.raw("<figure class=\"chart\">\n")
		var frames chartFrames
		if b.refs != nil {
			frames = b.refs.charts
		}
		if imps {
			b.buf = appendIMPChart(b.buf, frames, c.Running, c.RunningBoards, running)
		} else {
			b.buf = appendChart(b.buf, frames, c.Running, c.RunningBoards, running)
		}
		b.raw("\n<figcaption>")
		b.text(running)
		b.raw("</figcaption>\n</figure>")
	}
	b.raw("\n<table>\n<caption>")
	b.text(L.ScoreCard)
	b.raw(": ")
	b.phraseValue(c.Title, c.TitlePhrase)
	b.raw("</caption>\n<thead><tr>\n<th scope=\"col\" class=\"n\">")
	b.abbr(L.Board, L.BoardShort)
	b.raw("</th>\n<th scope=\"col\" class=\"c wide\">")
	b.text(L.Direction)
	partnered := slices.ContainsFunc(c.Rows, func(r report.CardRow) bool { return r.Partner != nil && r.Partner.Label != "" })
	if partnered { // an individual's player: his partner of each board
		b.raw("</th>\n<th scope=\"col\">")
		b.text(L.Partner)
	}
	b.raw("</th>\n<th scope=\"col\">")
	b.abbr(L.Opponents, L.OpponentsShort)
	// On the smallest phones the declarer and the result go into the
	// contract's cell (cardRows), so that the running score has room.
	b.raw("</th>\n<th scope=\"col\">")
	b.abbr(L.Contract, L.ContractShort)
	b.raw("</th>\n<th scope=\"col\" class=\"c narrow-hide\">")
	b.text(L.By)
	b.raw("</th>\n<th scope=\"col\" class=\"c narrow-hide\">")
	b.abbr(L.Result, L.ResultShort)
	b.raw("</th>\n<th scope=\"col\" class=\"n\">")
	b.text(L.Score)
	b.raw("</th>\n")
	if imps {
		b.raw("<th scope=\"col\" class=\"n\">")
		b.text(L.IMPs)
		b.raw("</th>\n<th scope=\"col\" class=\"n\">")
		b.abbr(L.RunningIMPs, L.RunningIMPsShort)
		b.raw("</th>\n")
	} else {
		b.raw("<th scope=\"col\" class=\"n wide\">")
		b.text(L.MP)
		b.raw("</th>\n<th scope=\"col\" class=\"n\">")
		b.text(L.Pct)
		b.raw("</th>\n<th scope=\"col\" class=\"n\">")
		b.abbr(L.Running, L.RunningShort)
		b.raw("</th>\n")
	}
	b.raw("</tr></thead>\n<tbody>\n")
	b.cardRows(c.Rows, imps, partnered, L)
	b.raw("</tbody>\n</table>\n")
	if !imps {
		b.legend(L)
	}
	b.raw("\n<section class=\"roles\" aria-labelledby=\"roles-h\">\n<h2 id=\"roles-h\">")
	b.text(L.Roles)
	b.raw("</h2>\n<table>\n<tbody>\n<tr><th scope=\"row\">")
	b.text(L.AsDeclarer)
	b.raw("</th><td>")
	b.text(c.Roles.DeclarerLine)
	b.raw("</td></tr>\n<tr><th scope=\"row\">")
	b.text(L.AsDefenders)
	b.raw("</th><td>")
	b.text(c.Roles.DefenderLine)
	b.raw("</td></tr>\n<tr><th scope=\"row\">")
	b.text(L.Leads)
	b.raw("</th><td>")
	b.text(c.Roles.LeadLine)
	b.raw("</td></tr>\n</tbody>\n</table>\n</section>\n</main>\n")
	b.foot(p)
	b.raw("\n")
}
