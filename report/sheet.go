// Package report is the one presentation model of the results: a Sheet
// built from computed results, holding every figure already rounded and
// every label already chosen, with readable, safe page names for every
// board, pair, team and match (see Pages). The renderers (report/text, report/html, report/pdf) only lay a
// Sheet out, so they can never disagree on a number.
//
// report imports compute (it reads results) but never formats; it does no
// scoring of its own beyond presentation (rounding, running percentages).
package report

import (
	"cmp"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/mp"
	"github.com/protokol-bridge/protokol/compute/pairs"
)

// Sheet is everything the reports show.
type Sheet struct {
	L     Labels
	Title string // the event, or the title given on the command line
	Site  string
	// Date is the event's date as the input (or --date) gives it:
	// "2026.11.28", "2014.07.??". Outputs print it as DateText writes it
	// (Subtitle does).
	Date    string
	Scoring string // the method as words: "matchpoints (2/1/0)"
	// IMPs is true for an IMP pairs event (Butler or cross-IMPs): rankings,
	// travellers and score cards show IMPs instead of matchpoints and
	// percentages.
	IMPs     bool
	Rankings []Ranking
	Boards   []BoardPage
	Cards    []Card
	// Teams is set for a team event (then Rankings and Cards are empty,
	// and the board pages list matches in TeamRows instead of Rows).
	Teams *TeamsView
	// Adjustments lists every director's decision and what it gave.
	Adjustments []AdjustRow
	// Players are the players of a pairs event's ranked pairs, in the
	// order of the sheet's language (golang.org/x/text/collate: Cyrillic
	// and Latin in one list), for the names page.
	Players []Player
	// Pages names the pages of the event's pairs, teams and matches (the
	// Page of every PairRef, TeamRef and MatchPage comes from it).
	Pages Pages
	// Provisional marks the results of a session still in play
	// ("Provisional: after round 4 of 9"); "" when every scheduled
	// result is in.
	Provisional string
}

// AdjustRow is one decision on the adjustments page.
type AdjustRow struct {
	Board     int
	BoardPage string
	Section   string
	NS, EW    PairRef // in team events: the teams sitting NS and EW in the room
	Match     string  // team events: the match, as "Round 2: Lions – Tigers"
	MatchPage string  // team events: the match's page
	Room      string  // team events: "Open room", "Closed room"
	Decision  string  // as printed: "A-/A+", "W 30% 4♠= N / 70% 4♠-1 N"
	Kind      string  // artificial, assigned, penalty, fouled (in the sheet's language)
	Reason    string
	Law       string
	Director  string
	Effect    string // "NS 3.48 MP, EW 6.52 MP", "NS −2.5 MP"; teams: "Lions +3 IMPs, Tigers -3 IMPs", "Lions -2 IMPs"
	// MatchPhrase and EffectPhrase are Match and Effect with their
	// teams marked as input (see Phrase).
	MatchPhrase, EffectPhrase Phrase
}

// Subtitle is the site and date joined, as shown under the title: "Москва
// · 28 November 2026" (the date as DateText writes it).
func (s *Sheet) Subtitle() string { return s.SubtitlePhrase().String() }

// SubtitlePhrase is Subtitle with the site marked as input, and the date
// too when DateText cannot read it (it is then printed as given).
func (s *Sheet) SubtitlePhrase() Phrase {
	var p Phrase
	if s.Site != "" {
		p = p.Input(s.Site)
	}
	date := s.L.DatePhrase(s.Date)
	if len(p) > 0 && len(date) > 0 {
		p = p.Word(" · ")
	}
	return append(p, date...)
}

// PairRef names a pair and the page of its score card.
type PairRef struct {
	Label string // as printed: "3"
	Page  string // page name without extension: "pair-a-ns-3" (see Pages)
	Names string // "Иванов – Петров", "" when unknown
	// NamesPhrase is Names with each player's name marked as input.
	NamesPhrase Phrase
}

// Ranking is one ranking table.
type Ranking struct {
	Title     string // "Section A · North-South"; "" when the session has one field
	Section   string
	Direction string
	Rows      []RankRow
	// TitlePhrase is Title with the section marked as input.
	TitlePhrase Phrase
}

// RankRow is one line of a ranking.
type RankRow struct {
	Place   string // "1", "3="
	Pair    PairRef
	Boards  string
	Total   string // matchpoints, or IMPs
	Max     string // matchpoints only
	Percent string // matchpoints only, 2 decimals
	Average string // IMPs only: per board, 2 decimals
	Penalty string // procedural penalties deducted from Total ("-2.5"), "" for none
}

// BoardPage is one board: its diagram and traveller.
type BoardPage struct {
	Number  int
	Page    string // "board-7"
	Dealer  string // seat as printed
	Vul     string // vulnerability as printed
	HasDeal bool
	Hands   [4]HandView // by seat N, E, S, W
	Top     string
	Datum   string // Butler: the board\'s datum (NS view), "" otherwise
	Rows    []TravRow
	// TeamRows are the matches that played the board (team events).
	TeamRows []BoardMatchRow
	Prev     string // page of the previous board, "" for the first
	Next     string
	// PrevNumber and NextNumber are the numbers of those boards.
	PrevNumber, NextNumber int
	// VulSeats says, for N, E, S, W, whether the seat is vulnerable.
	VulSeats [4]bool
	// DealerSeat is the dealer as an index into Hands (0 N, 1 E, 2 S, 3 W).
	DealerSeat int
	// DD is the double-dummy table and par; nil when not known.
	DD *DDView
	// InPlay: some table is still to play the board; its deal is not
	// shown (nor known to the sheet) until they have, nor are the
	// auctions and play of the tables that have.
	InPlay bool
	// Plays are the auctions and play of the tables whose input gave
	// them, in the order of Rows (or TeamRows).
	Plays []*PlayView
}

// DDView is a board's double-dummy table and par as printed.
type DDView struct {
	// Strains head the columns: notrump, then spades down to clubs, as
	// symbols ("NT", "♠" ...) and letters ("NT", "S" ...).
	Strains, Letters [5]string
	Rows             [4]DDRow // declarers N, S, E, W
	// Par is the side that scores par and its score ("NS 420", "EW 100",
	// "0" for a pass-out).
	Par string
	// ParContracts are the par contracts with declarer and result:
	// "4♠ N =", "5♦X E -2" (results as the travellers print them).
	ParContracts []string
}

// DDRow is a declarer's line of the table: the tricks by strain.
type DDRow struct {
	Seat   string
	Tricks [5]string
}

// ddStrains is the order of the table's columns.
var ddStrains = [5]bridge.Strain{bridge.NoTrump, bridge.Spades, bridge.Hearts, bridge.Diamonds, bridge.Clubs}

// ddSeats is the order of its rows.
var ddSeats = [4]bridge.Seat{bridge.North, bridge.South, bridge.East, bridge.West}

// ddView is the view of a board's analysis.
func (s *Sheet) ddView(a dd.Analysis) *DDView {
	l := &s.L
	v := &DDView{}
	for i, st := range ddStrains {
		v.Letters[i] = st.String()
		v.Strains[i] = st.Symbol()
		if st == bridge.NoTrump {
			v.Strains[i] = l.NT
		}
	}
	for i, seat := range ddSeats {
		v.Rows[i].Seat = l.Seats[seat]
		for j, st := range ddStrains {
			v.Rows[i].Tricks[j] = strconv.Itoa(a.Table.Tricks(seat, st))
		}
	}
	switch p := a.Par.ScoreNS; {
	case p > 0:
		v.Par = l.NS + " " + strconv.Itoa(p)
	case p < 0:
		v.Par = l.EW + " " + strconv.Itoa(-p)
	default:
		v.Par = "0"
	}
	for _, c := range a.Par.Contracts {
		if c.Contract.IsPass() {
			v.ParContracts = append(v.ParContracts, l.Pass)
			continue
		}
		v.ParContracts = append(v.ParContracts, s.contract(c.Contract).Text+" "+l.Seats[c.Declarer]+" "+c.Play().ResultText())
	}
	return v
}

// HandView is one hand of a diagram.
type HandView struct {
	Known bool // false when the hand record leaves this hand out
	Seat  string
	Suits [4]SuitView // spades, hearts, diamonds, clubs
	HCP   int
}

// SuitView is a holding: the suit's symbol and letter (for styling) and
// the cards as printed ("AK10 4"), "—" for a void.
type SuitView struct {
	Symbol string
	Letter string // S, H, D, C
	Cards  string
}

// ContractView is a contract as printed, split for styling.
type ContractView struct {
	Text   string // "4♠X", "3NT", "PASS"
	Level  string
	Symbol string // "♠", "NT"
	Letter string // "S", "NT"; "" for a pass
	Dbl    string // "", "X", "XX"
	Pass   bool
}

// TravRow is one line of a traveller.
type TravRow struct {
	Section  string
	NS, EW   PairRef
	Contract ContractView
	By       string
	Lead     string // "♥K"
	Tricks   string
	Result   string // "=", "+1", "-2"
	ScoreNS  string // "+620" in the NS column or ""
	ScoreEW  string // "+100" in the EW column or ""
	Score    string // the NS score signed, "+620", "-100", "0", for one-column layouts
	MPNS     string
	MPEW     string
	PctNS    string
	PctEW    string
	IMPNS    string // IMP events
	IMPEW    string
	Note     string // "not played", "not played yet", "not scored: " and why, or the decision that replaced the result
	Adjust   string // the director's decision on this table, as printed ("" for none)
	// Play is the ID of the table's auction and play on the board page
	// (BoardPage.Plays), "" when the input gave neither.
	Play string
	// NSID and EWID are the anchors of the row on its board page, one
	// for each pair: the pair's page name ("pair-a-ns-3"), with "-2",
	// "-3" ... should the pair sit at two tables of one board. A score
	// card links to its pair's row as "board-7.html#pair-a-ns-3" (see
	// CardRow.Anchor), so following one pair needs no other mark.
	NSID, EWID string
}

// Card is a pair's personal score card.
type Card struct {
	Pair      PairRef
	Title     string // "Pair NS 3"
	Section   string
	Direction string
	Place     string
	Total     string // after any procedural penalties
	Penalty   string // the procedural penalties taken off Total ("-2.5"), "" for none
	Max       string
	Percent   string
	Average   string // IMPs per board
	Rows      []CardRow
	// Running is the session percentage after each board, for the chart
	// (float, for drawing only); RunningBoards are the numbers of those
	// boards, for its axis.
	Running       []float64
	RunningBoards []int
	// Of is how many pairs the pair's ranking has, and PlaceOf the place
	// among them as printed: "6 of 10", "3= of 10".
	Of      int
	PlaceOf string
	// Roles is how the pair did as declarer and as defenders.
	Roles Roles
	// TitlePhrase is Title with the section and pair id marked as input.
	TitlePhrase Phrase
}

// CardRow is one board of a score card, from the pair's point of view.
type CardRow struct {
	Board     int
	BoardPage string
	Direction string // "NS" or "EW" as printed
	// Rotate is the anchor that turns the board page's diagram so that
	// the pair sits at the bottom: "rot-s" for NS, "rot-e" for EW; ""
	// when the page shows no diagram (a deal not known, or a board some
	// table has still to play).
	Rotate    string
	Opponents PairRef
	Contract  ContractView
	By        string
	Result    string
	Score     string // the pair's score, signed
	MP        string
	Pct       string
	IMPs      string // IMP events
	Running   string // session percentage so far; in IMP events the running total of IMPs
	Adjust    string // the director's decision on this board, as printed
	// Anchor is the id of the pair's row on the board page (see
	// TravRow.NSID).
	Anchor string
	// Note says why the board has no result: "not played" (the traveller
	// has the table without a result), "not played yet" (a session in
	// play), "not scored: " and why (a result that cannot be scored as
	// the input gives it); "" for a board with one.
	Note string
	// Mark is "top" for a board of at least TopPct, "bottom" for one of
	// at most BottomPct (matchpoint events), "" otherwise.
	Mark string
}

// A score card marks the boards of at least TopPct per cent as tops and
// of at most BottomPct as bottoms.
const (
	TopPct    = 70
	BottomPct = 30
)

// Roles is a pair's play by role, over the boards it played with a
// contract (not passed out, not adjusted, not withheld while in play).
type Roles struct {
	// Declared and Defended count the boards the pair declared and
	// defended; Led counts the defended boards whose opening lead the
	// input gives (on defence the pair always leads: this is how many of
	// its leads the input recorded).
	Declared, Defended, Led int
	// DeclarerAvg and DefenderAvg are the pair's average board result in
	// each role: per cent in matchpoint events ("54.17"), IMPs per board
	// in IMP events ("+1.5"); "" for a role it did not have.
	DeclarerAvg, DefenderAvg string
	// The summary as printed: "boards: 5, average 54.17%" for each role
	// ("boards: 0, average —" for a role it did not have), "recorded on
	// 4 of 6 boards defended" for the leads.
	DeclarerLine, DefenderLine, LeadLine string
}

// Player is one line of the names page: a player and the pair they played
// in.
type Player struct {
	Name string
	// Surname is where the surname is in Name, which the page is sorted
	// by: Name[Surname[0]:Surname[1]] ("Dąbrowska" in "Agnieszka
	// Dąbrowska", "Brown" in "Brown Peter").
	Surname [2]int
	Pair    PairRef
	Title   string // the pair's title: "Pair NS 3"
	Place   string // the pair's place as printed: "6 of 10"
	// TitlePhrase is Title with the section and pair id marked as input.
	TitlePhrase Phrase
}

// Options for building a sheet.
type Options struct {
	Lang  string // en or ru
	Title string // overrides the event name
	Date  string // overrides the event date
	// Untitled is the title of an event whose input names none, and no
	// Title given: the input file's name (the labels' "Results" when
	// empty).
	Untitled string
}

// ErrNoResult: Build, or a writer of report/*, was given no scored event.
var ErrNoResult = errors.New("no scored event (want a pairs or a team result)")

// Build makes the sheet of a scored event, a pairs session or a team
// event. A board in the result's DD shows its double-dummy table and par.
func Build(res *event.Result, opt Options) (*Sheet, error) {
	switch {
	case res == nil:
	case res.Kind == event.Pairs && res.Pairs != nil:
		return buildPairs(res.Pairs, res.DD, opt)
	case res.Kind == event.Teams && res.Teams != nil:
		return buildTeams(res.Teams, res.VPScale, res.DD, opt)
	}
	return nil, ErrNoResult
}

// buildPairs makes the sheet of a scored pairs session.
func buildPairs(res *pairs.Result, analyses map[int]dd.Analysis, opt Options) (*Sheet, error) {
	l, err := LabelsFor(opt.Lang)
	if err != nil {
		return nil, err
	}
	s := &Sheet{L: l, Title: res.Event, Site: res.Site, Date: res.Date}
	if opt.Title != "" {
		s.Title = opt.Title
	}
	if opt.Date != "" {
		s.Date = opt.Date
	}
	if s.Title == "" {
		s.Title = cmp.Or(opt.Untitled, l.Results)
	}
	s.IMPs = res.Method.IMPs()
	if p := res.Provisional; p != nil {
		s.Provisional = provisionalText(l, *p)
	}
	switch {
	case res.Method == pairs.Butler:
		s.Scoring = l.ScoringButler
	case res.Method == pairs.CrossIMPs:
		s.Scoring = l.ScoringCross
	case res.Scale == mp.ACBL:
		s.Scoring = l.ScoringACBL
	default:
		s.Scoring = l.ScoringMP
	}
	if res.Field == pairs.Across {
		s.Scoring += l.AcrossNote
	}
	switch {
	case res.Method.IMPs():
	case res.Total == pairs.TotalScaled:
		s.Scoring += l.TotalScaledNote
	case res.Total == pairs.TotalAboveAverage:
		s.Scoring += l.TotalAboveNote
	}
	if res.RoundTotal && !res.Method.IMPs() {
		s.Scoring += l.RoundTotalNote
	}

	names := map[pairs.PairKey]Phrase{}
	for _, r := range res.Rankings {
		for _, st := range r.Rows {
			names[st.Pair] = JoinInput(st.Names, " – ")
		}
	}
	s.Pages = PairPages(pairKeys(res))
	ref := refs(names, s.Pages)
	ranked := map[pairs.PairKey]bool{}
	for _, r := range res.Rankings {
		for _, st := range r.Rows {
			ranked[st.Pair] = true
		}
	}
	// A pair still to play a board links to its score card when it has
	// one: a pair that has played nothing yet has no page.
	pendingRef := func(k pairs.PairKey) PairRef {
		r := ref(k)
		if !ranked[k] {
			r.Page = ""
		}
		return r
	}
	oneField := len(res.Rankings) == 1
	for _, r := range res.Rankings {
		rt := Ranking{Section: r.Section, Direction: r.Direction.String()}
		if !oneField || len(res.Sections) > 1 {
			rt.TitlePhrase = s.fieldTitle(r.Section, r.Direction, len(res.Sections) > 1)
			rt.Title = rt.TitlePhrase.String()
		}
		for _, st := range r.Rows {
			row := RankRow{Place: standingPlace(st), Pair: ref(st.Pair), Boards: strconv.Itoa(st.Boards)}
			if r.Section == "" && len(res.Sections) > 1 {
				row.Pair.Label = st.Pair.Section + st.Pair.ID // "A3": a ranking across the sections
			}
			if st.Penalty.Sign() != 0 {
				row.Penalty = credit(st.Penalty.Neg())
			}
			if s.IMPs {
				row.Total, row.Average = IMP(st.Total), IMP(st.Average)
			} else {
				row.Total, row.Max, row.Percent = MP(st.Total), MP(st.Max), st.Percent.Round(2)
			}
			rt.Rows = append(rt.Rows, row)
		}
		s.Rankings = append(s.Rankings, rt)
	}

	cards := map[pairs.PairKey]*Card{}
	var cardOrder []pairs.PairKey
	for _, r := range res.Rankings {
		for _, st := range r.Rows {
			title := s.pairTitle(st.Pair, len(res.Sections) > 1)
			c := &Card{
				Pair: ref(st.Pair), Title: title.String(), TitlePhrase: title,
				Section: st.Pair.Section, Direction: st.Pair.Direction.String(),
				Place: standingPlace(st), Of: len(r.Rows),
				// A row for each board, most pairs playing each once.
				Rows:          make([]CardRow, 0, len(res.Boards)),
				Running:       make([]float64, 0, len(res.Boards)),
				RunningBoards: make([]int, 0, len(res.Boards)),
			}
			c.PlaceOf = fmt.Sprintf(l.PlaceOf, c.Place, c.Of)
			if st.Penalty.Sign() != 0 {
				c.Penalty = credit(st.Penalty.Neg())
			}
			if s.IMPs {
				c.Total, c.Average = IMP(st.Total), IMP(st.Average)
			} else {
				c.Total, c.Max, c.Percent = MP(st.Total), MP(st.Max), st.Percent.Round(2)
			}
			cards[st.Pair] = c
			cardOrder = append(cardOrder, st.Pair)
		}
	}
	// The running totals and role sums of each pair with a card, found
	// with its card by one look-up per result.
	type running struct{ mp, top exact.Q }
	type state struct {
		card  *Card
		run   running
		roles roleSums
	}
	states := make(map[pairs.PairKey]*state, len(cards))
	for k, c := range cards {
		states[k] = &state{card: c}
	}

	for i, b := range res.Boards {
		bp := BoardPage{
			Number: b.Number, Page: BoardPageName(b.Number),
			Dealer: l.Seats[b.Dealer], DealerSeat: int(b.Dealer), Vul: s.vul(b.Vul),
			HasDeal: !b.Deal.Empty(), InPlay: b.InPlay(),
			Rows: make([]TravRow, 0, len(b.Lines)+len(b.Pending)),
		}
		if i > 0 {
			bp.PrevNumber = res.Boards[i-1].Number
			bp.Prev = BoardPageName(bp.PrevNumber)
		}
		if i+1 < len(res.Boards) {
			bp.NextNumber = res.Boards[i+1].Number
			bp.Next = BoardPageName(bp.NextNumber)
		}
		for _, seat := range bridge.Seats {
			bp.VulSeats[seat] = b.Vul.Has(seat.Side())
		}
		if bp.HasDeal {
			for _, seat := range bridge.Seats {
				bp.Hands[seat] = s.hand(b.Deal, seat)
			}
		}
		if a, ok := analyses[b.Number]; ok {
			bp.DD = s.ddView(a)
		}
		anchor := anchors(s.Pages)
		// noResult lists a table without a result on the score cards of
		// its pairs, as note says.
		noResult := func(row TravRow, ns, ew pairs.PairKey, note string) {
			for _, side := range []struct {
				me     pairs.PairKey
				dir    string
				opp    PairRef
				anchor string
			}{{ns, l.NS, row.EW, row.NSID}, {ew, l.EW, row.NS, row.EWID}} {
				if c := cards[side.me]; c != nil {
					c.Rows = append(c.Rows, CardRow{Board: b.Number, BoardPage: bp.Page, Direction: side.dir,
						Opponents: side.opp, Anchor: side.anchor, Note: note})
				}
			}
		}
		for _, ln := range b.Lines {
			row := TravRow{Section: ln.Section(), NS: ref(ln.NS()), EW: ref(ln.EW()), NSID: anchor(ln.NS()), EWID: anchor(ln.EW())}
			if ln.Scored && !bp.InPlay {
				label := l.NS + " " + row.NS.Label + " – " + l.EW + " " + row.EW.Label
				if pv := s.playView(label, playID(len(bp.Plays), row.NS.Page, row.EW.Page), b.Dealer, *ln.Entry); pv != nil {
					row.Play = pv.ID
					bp.Plays = append(bp.Plays, pv)
				}
			}
			if !ln.Scored {
				row.Note = l.NotPlayed
				if ln.Entry.Kind == bridge.NotScored {
					row.Note = s.notScored(ln.Entry)
				}
				bp.Rows = append(bp.Rows, row)
				noResult(row, ln.NS(), ln.EW(), row.Note)
				continue
			}
			p := ln.Entry.Play
			row.Adjust = s.decision(ln)
			switch {
			case ln.IsArtificial():
				row.Note = row.Adjust
			case ln.Decided != nil && ln.Decided.OutcomesNS != nil:
				row.Note = row.Adjust
				if single(ln) {
					row.Score = signed(ln.ScoreNS)
					row.ScoreNS, row.ScoreEW = nsEW(ln.ScoreNS)
				}
			default:
				row.Contract = s.contract(p.Contract)
				if !p.Contract.IsPass() {
					row.By = l.Seats[p.Declarer]
					row.Tricks = strconv.Itoa(p.Tricks)
					row.Result = p.ResultText()
				}
				if ln.Entry.Lead.Valid() {
					row.Lead = s.L.Card(ln.Entry.Lead)
				}
				row.Score = signed(ln.ScoreNS)
				row.ScoreNS, row.ScoreEW = nsEW(ln.ScoreNS)
			}
			if s.IMPs {
				row.IMPNS, row.IMPEW = IMP(ln.IMPNS()), IMP(ln.IMPEW())
				if res.Method == pairs.Butler {
					bp.Datum = signed(ln.Datum())
				}
			} else if ln.Top().Sign() > 0 {
				// A board without a top (its one result had nothing to be
				// compared with) shows no matchpoints, not 0 %.
				row.MPNS, row.MPEW = MP(ln.MPNS()), MP(ln.MPEW())
				row.PctNS, row.PctEW = ln.PctNS().Round(2), ln.PctEW().Round(2)
			}
			if bp.InPlay {
				// Tables still to play the board must not learn what was
				// bid, led and made at the others: until every table has
				// played it, its traveller and the score cards say only who
				// has (the scores count in the totals).
				bp.Rows = append(bp.Rows, TravRow{Section: row.Section, NS: row.NS, EW: row.EW, NSID: row.NSID, EWID: row.EWID, Note: l.PlayedInPlay})
				row.Contract, row.By, row.Result, row.Lead, row.Adjust = ContractView{}, "", "", "", ""
			} else {
				bp.Rows = append(bp.Rows, row)
			}

			for _, side := range []struct {
				me            pairs.PairKey
				opp           PairRef // ref of the other pair
				side          bridge.Side
				dir, anchor   string
				rotate        string
				score         int
				mp, pct, imps exact.Q
			}{
				{ln.NS(), row.EW, bridge.NS, l.NS, row.NSID, "rot-s", ln.ScoreNS, ln.MPNS(), ln.PctNS(), ln.IMPNS()},
				{ln.EW(), row.NS, bridge.EW, l.EW, row.EWID, "rot-e", -ln.ScoreNS, ln.MPEW(), ln.PctEW(), ln.IMPEW()},
			} {
				st := states[side.me]
				if st == nil {
					continue
				}
				c, r := st.card, &st.run
				cr := CardRow{
					Board: b.Number, BoardPage: bp.Page, Direction: side.dir, Rotate: side.rotate,
					Opponents: side.opp, Contract: row.Contract, By: row.By, Result: row.Result,
					Score: signed(side.score), Adjust: row.Adjust, Anchor: side.anchor,
				}
				if row.Score == "" {
					cr.Score = ""
				}
				if !bp.HasDeal {
					cr.Rotate = "" // no diagram to turn
				}
				// The board's result for the pair, as the roles average it.
				got := side.pct
				if s.IMPs {
					got = side.imps
					r.mp = r.mp.Add(side.imps) // the running total of IMPs
					cr.IMPs, cr.Running = IMP(side.imps), IMP(r.mp)
					c.Running = append(c.Running, r.mp.Float64())
				} else {
					r.mp = r.mp.Add(side.mp)
					r.top = r.top.Add(ln.Top())
					// A board without a top (one result, nothing to
					// compare it with) adds nothing to the running total.
					pct := exact.Q{}
					if r.top.Sign() > 0 {
						pct = r.mp.MulInt(100).Div(r.top)
					}
					cr.Running = pct.Round(2)
					if ln.Top().Sign() > 0 {
						cr.MP, cr.Pct = MP(side.mp), side.pct.Round(2)
						cr.Mark = mark(side.pct)
					}
					c.Running = append(c.Running, pct.Float64())
				}
				c.RunningBoards = append(c.RunningBoards, b.Number)
				if row.By != "" { // a contract played, and shown
					st.roles.add(ln.Entry.Play.Declarer.Side() == side.side, ln.Entry.Lead.Valid(), got)
				}
				c.Rows = append(c.Rows, cr)
			}
		}
		for _, p := range b.Pending {
			row := TravRow{Section: p.Section, NS: pendingRef(p.NS), EW: pendingRef(p.EW), NSID: anchor(p.NS), EWID: anchor(p.EW), Note: l.NotPlayedYet}
			bp.Rows = append(bp.Rows, row)
			noResult(row, p.NS, p.EW, l.NotPlayedYet)
		}
		if t, ok := b.Top(); ok && !s.IMPs && t.Sign() > 0 {
			bp.Top = MP(t)
		}
		s.Boards = append(s.Boards, bp)
	}
	s.Cards = make([]Card, 0, len(cardOrder))
	for _, k := range cardOrder {
		st := states[k]
		st.card.Roles = st.roles.view(l, s.IMPs)
		s.Cards = append(s.Cards, *st.card)
	}
	s.Players = s.players(res.Rankings, ref, cards)
	unit := l.MP
	if s.IMPs {
		unit = l.IMPs
	}
	for _, a := range res.Adjustments {
		row := AdjustRow{Board: a.Board, BoardPage: BoardPageName(a.Board), Section: a.Section, NS: ref(a.NS), EW: ref(a.EW),
			Decision: s.decisionText(a.Adjust, a.Board, res), Kind: s.kindText(a.Adjust.Kind),
			Reason: a.Adjust.Reason, Law: a.Adjust.Law, Director: a.Adjust.Director}
		if a.Adjust.Kind == bridge.AdjPenalty {
			side := l.NS
			if a.Side == bridge.EW {
				side = l.EW
			}
			row.Effect = side + " " + credit(a.Penalty.Neg()) + " " + unit
		} else {
			got := MP
			if s.IMPs {
				got = IMP
			}
			row.Effect = l.NS + " " + got(a.GotNS) + " " + unit + ", " + l.EW + " " + got(a.GotEW) + " " + unit
		}
		row.EffectPhrase = Phrase{}.Word(row.Effect)
		s.Adjustments = append(s.Adjustments, row)
	}
	s.alignDecimals()
	return s, nil
}

// notScored is the note of a table not scored: "not scored: " and why.
func (s *Sheet) notScored(e *bridge.Entry) string {
	if why := e.Unscored(); why != "" {
		return s.L.NotScored + ": " + why
	}
	return s.L.NotScored
}

// provisionalText is the mark of a session in play: "Provisional: after
// round 4 of 9", with ", round 5 in progress" when some of its results
// are in; "Provisional: round 1 of 9 in progress" before the first round
// is complete.
func provisionalText(l Labels, p pairs.Provisional) string {
	if p.Round == 0 {
		return fmt.Sprintf(l.ProvisionalStart, 1, p.Rounds)
	}
	t := fmt.Sprintf(l.ProvisionalAfter, p.Round, p.Rounds)
	if p.Playing {
		t += fmt.Sprintf(l.ProvisionalPlaying, p.Round+1)
	}
	return t
}

func signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// standingPlace is a pair's place as the rankings show it: "3=", or "–"
// for a pair that played too few boards to be ranked (--min-boards).
func standingPlace(st pairs.Standing) string {
	if st.Unranked {
		return "–"
	}
	return placeLabel(st.Rank, st.Tied)
}

func placeLabel(r int, tied bool) string {
	if tied {
		return strconv.Itoa(r) + "="
	}
	return strconv.Itoa(r)
}

// nsEW puts a score in the NS or the EW column, as travellers print it.
func nsEW(score int) (ns, ew string) {
	switch {
	case score > 0:
		return strconv.Itoa(score), ""
	case score < 0:
		return "", strconv.Itoa(-score)
	}
	return "0", ""
}

// single tells whether an assigned score is one score for both sides.
func single(ln pairs.Line) bool {
	ns, ew := ln.Outcomes()
	return len(ns) == 1 && len(ew) == 1 && ns[0].ScoreNS == ew[0].ScoreNS
}

// MP prints matchpoints: exactly when two decimals hold the value (12, 2.5,
// 13.75), otherwise rounded to two decimals, halves away from zero.
func MP(q exact.Q) string { return q.Decimal(2) }

// IMP prints IMPs signed like scores (+10, -2, 0, +8.8), with at most two
// decimals.
func IMP(q exact.Q) string {
	t := q.Decimal(2)
	if q.Sign() > 0 {
		return "+" + t
	}
	return t
}

func (s *Sheet) fieldTitle(section string, dir bridge.Direction, manySections bool) Phrase {
	var p Phrase
	switch {
	case manySections && section == "": // a ranking across the sections
		p = p.Word(s.L.AllSections)
	case manySections:
		p = p.Word(s.L.Section + " ").Input(section)
	}
	var d string
	switch dir {
	case bridge.DirectionNS:
		d = s.L.NorthSouth
	case bridge.DirectionEW:
		d = s.L.EastWest
	}
	if d != "" && p != nil {
		p = p.Word(" · ")
	}
	return p.Word(d)
}

func (s *Sheet) pairTitle(k pairs.PairKey, manySections bool) Phrase {
	p := Phrase{}.Word(s.L.Pair + " ")
	if manySections {
		p = p.Input(k.Section).Word(" ")
	}
	switch k.Direction {
	case bridge.DirectionNS:
		p = p.Word(s.L.NS + " ")
	case bridge.DirectionEW:
		p = p.Word(s.L.EW + " ")
	}
	return p.Input(k.ID)
}

// pairKeys is every pair a pairs event names: in its rankings, on its
// travellers and in its decisions.
func pairKeys(res *pairs.Result) []pairs.PairKey {
	// Each key once, in the order met: a pair is on every board it
	// played, and PairPages sorts what it is given.
	var keys []pairs.PairKey
	seen := map[pairs.PairKey]bool{}
	add := func(k pairs.PairKey) {
		if !seen[k] {
			seen[k] = true
			keys = append(keys, k)
		}
	}
	for _, r := range res.Rankings {
		for _, st := range r.Rows {
			add(st.Pair)
		}
	}
	for _, b := range res.Boards {
		for _, ln := range b.Lines {
			add(ln.NS())
			add(ln.EW())
		}
		// The pairs of the movement still to play, so that a pair's page
		// keeps its name from the first round to the last.
		for _, p := range b.Pending {
			add(p.NS)
			add(p.EW)
		}
	}
	for _, a := range res.Adjustments {
		add(a.NS)
		add(a.EW)
	}
	return keys
}

// refs makes the PairRef of each pair once.
func refs(names map[pairs.PairKey]Phrase, pages Pages) func(pairs.PairKey) PairRef {
	made := map[pairs.PairKey]PairRef{}
	return func(k pairs.PairKey) PairRef {
		r, ok := made[k]
		if !ok {
			r = PairRef{Label: k.ID, Page: pages.Pair(k), Names: names[k].String(), NamesPhrase: names[k]}
			made[k] = r
		}
		return r
	}
}

func (s *Sheet) vul(v bridge.Vul) string {
	switch v {
	case bridge.VulNS:
		return s.L.VulNS
	case bridge.VulEW:
		return s.L.VulEW
	case bridge.VulAll:
		return s.L.VulAll
	}
	return s.L.VulNone
}

func (s *Sheet) hand(d bridge.Deal, seat bridge.Seat) HandView {
	hv := HandView{Seat: s.L.SeatNames[seat], Known: d.Known[seat]}
	if !hv.Known {
		return hv
	}
	h := d.Hands[seat]
	hv.HCP = h.HCP()
	for i, suit := range bridge.SuitsDown {
		var b strings.Builder
		for j, r := range h.Ranks(suit) {
			if j > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(s.L.Rank(r))
		}
		cards := b.String()
		if cards == "" {
			cards = "—"
		}
		hv.Suits[i] = SuitView{Symbol: suit.Symbol(), Letter: suit.String(), Cards: cards}
	}
	return hv
}

// Rank is a card's rank as the labels' language prints it in hands,
// leads and play: "10" for the ten, Honours for the ace, king, queen and
// jack ("A", "K", "Q", "J"; Russian "Т", "К", "Д", "В"), the digit for
// the others. Every card a Sheet prints goes through it (see Card).
func (l *Labels) Rank(r bridge.Rank) string {
	switch {
	case r == bridge.Ten:
		return "10"
	case r >= bridge.Jack && r <= bridge.Ace:
		return l.Honours[bridge.Ace-r]
	}
	return r.String()
}

// Card is a card as printed: its suit's symbol, then its rank as Rank
// prints it ("♥K", "♠10", Russian "♥К").
func (l *Labels) Card(c bridge.Card) string { return c.Suit().Symbol() + l.Rank(c.Rank()) }

func (s *Sheet) contract(c bridge.Contract) ContractView {
	v := Contract(c)
	switch {
	case v.Pass:
		v.Text = s.L.Pass
	case v.Letter == "NT":
		v.Symbol = s.L.NT
		v.Text = v.Level + v.Symbol + v.Dbl
	}
	return v
}

// Contract is the printed form of a contract ("PASS" for a pass-out; a
// Sheet prints its language's word instead).
func Contract(c bridge.Contract) ContractView {
	if c.IsPass() {
		return ContractView{Text: "PASS", Pass: true}
	}
	return ContractView{
		Text: c.Symbol(), Level: strconv.Itoa(c.Level), Symbol: c.Strain.Symbol(),
		Letter: c.Strain.String(), Dbl: c.Doubling.String(),
	}
}

// BoardPageName is the page name of a board: "board-7".
func BoardPageName(n int) string { return "board-" + strconv.Itoa(n) }
