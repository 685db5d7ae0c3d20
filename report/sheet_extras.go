package report

import (
	"fmt"

	"github.com/protokol-bridge/protokol/compute/event"
)

// This file lays out, for every kind of event, what was worked out
// beside the scratch results (Event.Awards, Event.Extras): the awards'
// columns of the standings (their heads and the note naming the scale),
// and the extra rankings as generic tables, a section of handicapped
// rankings and one of strata. Each renderer writes these tables once,
// whatever the kind.

// ExtraSection is a section of extra rankings: the handicapped
// rankings, or the strata.
type ExtraSection struct {
	// ID names the section for links: "handicapped" or "strata".
	ID     string
	Title  string
	Tables []ExtraTable
}

// ExtraTable is one extra ranking as printed: a place, the contestant
// and its names, then Heads' cells.
type ExtraTable struct {
	// Kind is "handicapped" or "stratum" (ExtraKind's String).
	Kind  string
	Title string
	// TitlePhrase is Title with the section marked as input.
	TitlePhrase Phrase
	Heads       []string
	Rows        []ExtraLine
}

// ExtraLine is one line of an extra ranking.
type ExtraLine struct {
	Place string
	Pair  PairRef
	Cells []string
}

// awardCells are a standing's awards as printed: "" for none (0).
func awardCells(fs []Figure) []string {
	if fs == nil {
		return nil
	}
	out := make([]string, len(fs))
	for i, f := range fs {
		if f.Sign() != 0 {
			out[i] = f.Shown()
		}
	}
	return out
}

// extras lays out the awards' heading and the extra rankings; ref is
// the reference of a contestant of the standings (its kind's).
func (s *Sheet) extras(ev *Event, ref func(Key) PairRef) {
	l := &s.L
	if len(ev.Awards) > 0 {
		s.AwardHeads = ev.Awards
		s.AwardNote = fmt.Sprintf(l.AwardsBy, ev.AwardScale)
	}
	many := len(ev.Sections) > 1
	var hs, ss ExtraSection
	hs.ID, hs.Title, ss.ID, ss.Title = "handicapped", l.HandicapRankings, "strata", l.Strata
	for _, e := range ev.Extras {
		t := ExtraTable{Kind: e.Kind.String()}
		var title Phrase
		switch {
		case e.All || len(e.Fields) == 0:
		case e.Section != "":
			title = Phrase{}.Word(l.Section + " ").Input(e.Section)
		default:
			f := &ev.Fields[e.Fields[0]]
			if len(ev.Fields) > 1 || many {
				title = s.fieldTitle(f.Section, f.Direction, many)
			}
		}
		if e.Kind == Stratum {
			head := fmt.Sprintf(l.StratumName, e.Stratum)
			if e.From.Set() {
				head = fmt.Sprintf(l.StratumFrom, e.Stratum, e.From.Shown())
			}
			if len(title) > 0 {
				title = append(Phrase{}.Word(head+" · "), title...)
			} else {
				title = Phrase{}.Word(head)
			}
		}
		t.TitlePhrase, t.Title = title, title.String()
		if e.Kind == Handicapped {
			t.Heads = []string{l.ScratchPct, l.ScratchPlace, l.Handicap, l.HandicappedPct}
		} else {
			t.Heads = append([]string{l.Holding, l.OwnStratum, s.scratchHead(ev), l.OverallPlace}, ev.Awards...)
		}
		// A ranking across the sections, or of the event's fields merged,
		// names each pair's section, as the rankings do ("A3").
		across := many && (e.All || len(e.Fields) == 1 && ev.Fields[e.Fields[0]].Section == "")
		for _, r := range e.Rows {
			line := ExtraLine{Place: r.Place.Text(), Pair: ref(r.Key)}
			if across {
				line.Pair.Label = r.Key.Section + r.Key.ID
			}
			if e.Kind == Handicapped {
				line.Cells = []string{r.Scratch.Shown(), r.ScratchPlace.Text(), r.Handicap.Signed(), r.Score.Shown()}
			} else {
				line.Cells = append([]string{r.Holding.Shown(), r.Own, s.scratchText(r.Scratch), r.ScratchPlace.Text()}, awardCells(r.Awards)...)
			}
			t.Rows = append(t.Rows, line)
		}
		for j := range t.Heads {
			pad(len(t.Rows), func(i int) *string { return &t.Rows[i].Cells[j] })
		}
		if e.Kind == Handicapped {
			hs.Tables = append(hs.Tables, t)
		} else {
			ss.Tables = append(ss.Tables, t)
		}
	}
	for _, sec := range []ExtraSection{hs, ss} {
		if len(sec.Tables) > 0 {
			s.Extras = append(s.Extras, sec)
		}
	}
}

// scratchHead heads the scratch score of a strata table: "%", IMPs a
// board, or a team's VPs.
func (s *Sheet) scratchHead(ev *Event) string {
	switch {
	case ev.Kind == event.Teams:
		return s.L.VP
	case s.IMPs:
		return s.L.Average
	}
	return s.L.Percent
}

// scratchText is a scratch score as printed: IMPs signed.
func (s *Sheet) scratchText(f Figure) string {
	if s.IMPs && s.Teams == nil {
		return f.Signed()
	}
	return f.Shown()
}
