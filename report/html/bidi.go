package html

import (
	"html/template"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/bidi"

	"github.com/protokol-bridge/protokol/report"
)

// Bidirectional text. A text from the input (a name, a pair id, a team,
// the event's title, a decision's reason) that holds right-to-left
// letters or bidirectional controls could reorder the text around it: a
// Hebrew team name pulls the " -2 IMPs" after it to its left, a U+202E
// (right-to-left override) in a name turns the rest of its table cell
// around. Such a text is isolated: put in a <bdi> element (whose
// direction follows its first strong letter, and which screen readers
// read as plain text), or, where no element can stand (the page's <title>,
// an attribute), between U+2068 FIRST STRONG ISOLATE and U+2069 POP
// DIRECTIONAL ISOLATE. In the isolate, a U+2069 of the text's own that
// closes nothing is dropped and the isolates it leaves open are closed,
// so that the text cannot end the isolate early (browsers lay an inline
// <bdi> out as these characters around the text); embeddings and
// overrides it leaves open end with the isolate.
//
// Any other text is written as it is: protokol's labels are left-to-right
// (en, ru), and in a left-to-right paragraph a text without right-to-left
// letters (classes R and AL), Arabic digits (AN) or explicit controls
// cannot reorder anything. So plain names and the pages made of them stay
// byte for byte what they were. A right-to-left language of the labels
// would need every text isolated.

const (
	fsi = "\u2068"
	pdi = "\u2069"
)

// isolated tells whether a text must be isolated.
func isolated(s string) bool {
	for i := 0; i < len(s); {
		if s[i] < 0xd6 { // below U+0590, the first right-to-left block, no class needs it
			i++
			continue
		}
		p, n := bidi.LookupString(s[i:])
		switch p.Class() {
		case bidi.R, bidi.AL, bidi.AN, bidi.LRE, bidi.RLE, bidi.LRO, bidi.RLO, bidi.PDF, bidi.LRI, bidi.RLI, bidi.FSI, bidi.PDI:
			return true
		}
		i += max(n, 1)
	}
	return false
}

// balanced is s with every U+2069 that closes no isolate of s left out,
// and every isolate s leaves open closed at its end.
func balanced(s string) string {
	if !strings.ContainsAny(s, "\u2066\u2067\u2068\u2069") {
		return s
	}
	var b strings.Builder
	open := 0
	for _, r := range s {
		switch r {
		case '\u2066', '\u2067', '\u2068':
			open++
		case '\u2069':
			if open == 0 {
				continue
			}
			open--
		}
		b.WriteRune(r)
	}
	b.WriteString(strings.Repeat(pdi, open))
	return b.String()
}

// isolate is text for a place without markup (an attribute, the <title>):
// between U+2068 and U+2069 when it must be isolated.
func isolate(s string) string {
	if !isolated(s) {
		return s
	}
	return fsi + balanced(s) + pdi
}

// isolatePhrase is a phrase for a place without markup, its parts from
// the input isolated.
func isolatePhrase(p report.Phrase) string {
	if len(p) == 1 && !p[0].Input {
		return p[0].Text
	}
	var b strings.Builder
	for _, x := range p {
		if x.Input {
			b.WriteString(isolate(x.Text))
		} else {
			b.WriteString(x.Text)
		}
	}
	return b.String()
}

// Language. A text from the input in Cyrillic letters is marked with its
// language (lang="ru", or "uk" and "be" when it has letters only those
// have), so that a screen reader reads a Russian name on an English page
// in Russian, not as English; on a Russian page the mark says what the
// page says. Other texts are not marked: their language is not known, and
// Latin names are as often Polish as English.

// cyrillicLang is the language of a text with Cyrillic letters, "" for
// any other text.
func cyrillicLang(s string) string {
	i := 0
	for i < len(s) && (s[i] < 0xd0 || s[i] > 0xd4) { // U+0400..U+052F start with 0xd0..0xd4
		i++
	}
	lang := ""
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf { // no ASCII letter is Cyrillic
			i++
			continue
		}
		var r rune
		if c >= 0xd0 && c <= 0xd4 && i+1 < len(s) && s[i+1]&0xc0 == 0x80 {
			// The two bytes of U+0400..U+053F, read here rather than
			// by the rune (a name is mostly these).
			r = rune(c&0x1f)<<6 | rune(s[i+1]&0x3f)
			i += 2
		} else {
			var n int
			r, n = utf8.DecodeRuneInString(s[i:])
			i += n
		}
		switch {
		case r == 'і' || r == 'І' || r == 'ї' || r == 'Ї' || r == 'є' || r == 'Є' || r == 'ґ' || r == 'Ґ':
			if lang == "" || lang == "ru" {
				lang = "uk"
			}
		case r == 'ў' || r == 'Ў':
			return "be" // which nothing after it changes
		case r >= 0x400 && r <= 0x52f && lang == "":
			lang = "ru"
		}
	}
	return lang
}

// bdi writes a text from the input, escaped, in a <bdi> when it must be
// isolated, and in a <span lang> when it is in Cyrillic letters.
func (b *builder) bdi(s string) {
	if lang := cyrillicLang(s); lang != "" {
		b.raw(`<span lang="` + lang + `">`)
		defer b.raw("</span>")
	}
	if !isolated(s) {
		b.escape(s)
		return
	}
	b.raw("<bdi>")
	b.escape(balanced(s))
	b.raw("</bdi>")
}

// phrase writes a phrase, escaped, each part from the input in a <bdi>
// when it must be isolated (text and p as for phraseOf).
func (b *builder) phraseText(text string, p report.Phrase) { b.phrase(phraseOf(text, p)) }

func (b *builder) phrase(p report.Phrase) {
	for _, x := range p {
		if x.Input {
			b.bdi(x.Text)
		} else {
			b.escape(x.Text)
		}
	}
}

// bdiValue is, for a template, a text from the input: the text itself,
// which the template escapes, or when it must be isolated or marked the
// escaped text in a <bdi> or a <span lang>.
func bdiValue(s string) any {
	if !isolated(s) && cyrillicLang(s) == "" {
		return s
	}
	var b builder
	b.bdi(s)
	return template.HTML(b.String())
}

// phraseValue is, for a template, a text of the Sheet and its phrase:
// the text, which the template escapes, or when a part from the input
// must be isolated the escaped phrase with that part in a <bdi>.
func phraseValue(text string, p report.Phrase) any {
	p = phraseOf(text, p)
	need := false
	for _, x := range p {
		need = need || x.Input && (isolated(x.Text) || cyrillicLang(x.Text) != "")
	}
	if !need {
		return text
	}
	var b builder
	b.phrase(p)
	return template.HTML(b.String())
}

// phraseOf is the phrase of a text of the Sheet; a phrase that does not
// spell the text (a Sheet made without it) gives the whole text as one
// part from the input, so a page always shows the Sheet's text.
func phraseOf(text string, p report.Phrase) report.Phrase {
	if !spells(p, text) {
		return report.Phrase{}.Input(text)
	}
	return p
}

// spells tells whether p.String() == text, without making the string: a
// score card asks it of every opponent's names.
func spells(p report.Phrase, text string) bool {
	for _, x := range p {
		if !strings.HasPrefix(text, x.Text) {
			return false
		}
		text = text[len(x.Text):]
	}
	return text == ""
}
