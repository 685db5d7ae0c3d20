package report

import "strings"

// Phrase is a text as printed, in parts, each marked when it comes from
// the input (a name, a pair id, a section, a team, the event's title)
// rather than from protokol (its words, figures and punctuation). Its
// String is the text as the other writers print it; the site isolates
// each part from the input (report/html puts it in a <bdi> when it holds
// right-to-left or bidirectional control characters), so that a Hebrew
// name, or a U+202E in one, cannot reorder the text around it.
type Phrase []Part

// Part is one piece of a Phrase.
type Part struct {
	Text  string
	Input bool // from the input
}

// String is the phrase as plain text.
func (p Phrase) String() string {
	if len(p) == 1 {
		return p[0].Text
	}
	var b strings.Builder
	for _, x := range p {
		b.WriteString(x.Text)
	}
	return b.String()
}

// Word is p followed by protokol's own text.
func (p Phrase) Word(text string) Phrase { return p.add(Part{Text: text}) }

// Input is p followed by a text from the input.
func (p Phrase) Input(text string) Phrase { return p.add(Part{Text: text, Input: true}) }

// add appends a part to a copy of p; an empty text adds nothing.
func (p Phrase) add(x Part) Phrase {
	if x.Text == "" {
		return p
	}
	return append(p[:len(p):len(p)], x)
}

// JoinInput is texts from the input joined by sep, as strings.Join joins
// them ("Иванов – Петров").
func JoinInput(texts []string, sep string) Phrase {
	var p Phrase
	for i, t := range texts {
		if i > 0 {
			p = p.Word(sep)
		}
		p = p.Input(t)
	}
	return p
}
