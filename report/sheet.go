// Package report is the one model of the results that every output reads.
//
// An Event (NewEvent) is a scored event of any kind, built once from what
// compute scored: its contestants (players, pairs or teams, with their
// members), the standings of its fields, its boards and their travellers
// (a Line a table: a Side NS, a Side EW, the result), a team event's
// matches and their rooms, and the directors' decisions. Every number in
// it is a Figure, which knows its texts (the data text of results.json
// and the CSV files, the text people read): no writer rounds a figure.
// The data writers (report/jsonout, report/csvout, report/pbnout,
// report/usebioout) write an Event.
//
// A Sheet (NewSheet, Build) is an Event laid out in a language: every
// label chosen and every figure printed, with readable, safe page names
// for every board, pair, team and match (see Pages). The renderers
// (report/text, report/html, report/pdf) only lay a Sheet out, so they
// can never disagree on a number.
//
// A kind of event has its own parts (a team event's matches and
// cross-table), laid out as sections of their own beside what every kind
// has; nothing else forks on the kind.
//
// report imports compute (it reads results) but never formats; it does no
// scoring of its own beyond presentation (rounding, running percentages).
package report

import (
	"cmp"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/pairs"
)

// Sheet is everything the reports show.
type Sheet struct {
	// Kind is the event's kind: a renderer lays out what every kind has
	// once, and picks the kind's own sections (a pairs event's rankings
	// and travellers, a team event's standings, cross-table, matches and
	// travellers of matches) by it, in one place.
	Kind  event.Kind
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
	// Adjustments lists every director's decision and what it gave;
	// AdjustTable heads their column of tables: "NS – EW", a team
	// event's "Match".
	Adjustments []AdjustRow
	AdjustTable string
	// ContestantLabel is what a contestant is called, heading a column
	// of them: "Pair", a team event's "Team".
	ContestantLabel string
	// MembersLabel heads the column of a contestant's names in the
	// rankings: "Players" of a pair, "Name" of an individual's player.
	MembersLabel string
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
	// ref is the reference of a contestant of the standings, as its
	// kind's layout made it (for the extra rankings).
	ref func(Key) PairRef
	// AwardHeads head the standings' columns of awards, one a kind of
	// points ("Black"; "РО", "ПБ"), and AwardNote names the scale
	// ("Masterpoints: ACBL club game (open)"); none without a scale.
	AwardHeads []string
	AwardNote  string
	// Extras are the sections of rankings beside the scratch ones (the
	// handicapped rankings, the strata), laid out alike for every kind.
	Extras []ExtraSection
	// contracts are the views of the contracts in the sheet's language,
	// cards the texts of the cards, by bridge.Card (see makeContracts).
	contracts *contractViews
	cards     *[256]string
}

// AdjustRow is one decision on the adjustments page.
type AdjustRow struct {
	Board     int
	BoardPage string
	Section   string
	NS, EW    PairRef // in team events: the teams sitting NS and EW in the room
	// Table is the table as printed: its pairs, "3 – 5"; a team event's
	// match and room, "Round 2: Lions – Tigers (Open room)".
	Table     string
	Match     string // team events: the match, as "Round 2: Lions – Tigers"
	MatchPage string // team events: the match's page
	Room      string // team events: "Open room", "Closed room"
	Decision  string // as printed: "A-/A+", "W 30% 4♠= N / 70% 4♠-1 N"
	Kind      string // artificial, assigned, penalty, fouled (in the sheet's language)
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
	Label string // as printed: "3"; an individual's side "3 & 7"
	Page  string // page name without extension: "pair-a-ns-3" (see Pages)
	Names string // "Иванов – Петров", "" when unknown
	// NamesPhrase is Names with each player's name marked as input.
	NamesPhrase Phrase
	// Players are an individual's two players of a side, each with his
	// own page (the side's Label, Page and Names are then both players',
	// Page the first one's); nil otherwise.
	Players []PairRef
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
	// Awards are the pair's points by Sheet.AwardHeads ("" for none).
	Awards []string
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
	Section string
	// NS and EW are the sides' references, a pair's shared by all its
	// rows (a 1,000-table field has 24,000 rows): never nil in a Sheet
	// that NewSheet made, and not to be changed through a row.
	NS, EW   *PairRef
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
	Rotate string
	// Opponents and Contract are those of the board's traveller row
	// (TravRow.EW or NS, TravRow.Contract), shared with it rather than
	// copied (a 1,000-table field has 48,000 card rows): never nil in a
	// Sheet that NewSheet made, and not to be changed through a card.
	Opponents *PairRef
	// Partner is an individual's partner of the board (shared as
	// Opponents is); nil in a pairs event.
	Partner  *PairRef
	Contract *ContractView
	By       string
	Result   string
	Score    string // the pair's score, signed
	MP       string
	Pct      string
	IMPs     string // IMP events
	Running  string // session percentage so far; in IMP events the running total of IMPs
	Adjust   string // the director's decision on this board, as printed
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

// Build makes the sheet of a scored event, a pairs session or a team
// event (NewEvent, then NewSheet). A board in the result's DD shows its
// double-dummy table and par.
func Build(res *event.Result, opt Options) (*Sheet, error) {
	ev, err := NewEvent(res)
	if err != nil {
		return nil, err
	}
	return NewSheet(ev, opt)
}

// NewSheet lays an event out in the language of opt: what every kind has
// (the heading, the boards' diagrams and analyses, the names page, the
// adjustments) once, and each kind's own parts: a pairs event's rankings,
// travellers and score cards (sheet_pairs.go), a team event's standings,
// cross-table, matches and team pages (teams.go).
func NewSheet(ev *Event, opt Options) (*Sheet, error) {
	lay, ok := sheetKinds[ev.Kind]
	if !ok {
		return nil, ErrNoResult
	}
	s, err := newSheet(ev, opt)
	if err != nil {
		return nil, err
	}
	if ev.who == ContestantPlayer {
		s.MembersLabel = s.L.Name
	}
	lay(s, ev)
	s.extras(ev, s.ref)
	s.alignDecimals()
	return s, nil
}

// sheetKinds lay out each kind of event's own parts: a pairs event's
// (sheet_pairs.go), a team event's (teams.go).
var sheetKinds = map[event.Kind]func(*Sheet, *Event){
	event.Pairs:      (*Sheet).pairs,
	event.Individual: (*Sheet).pairs,
	event.Teams:      (*Sheet).teams,
}

// newSheet is the sheet's heading: its labels, title, site, date and
// scoring.
func newSheet(ev *Event, opt Options) (*Sheet, error) {
	l, err := LabelsFor(opt.Lang)
	if err != nil {
		return nil, err
	}
	if ev.Method == MethodBAM {
		// A board-a-match names its units in the labels.
		l = l.boardAMatch(ev.VPs)
	}
	s := &Sheet{Kind: ev.Kind, L: l, AdjustTable: l.NS + " – " + l.EW, ContestantLabel: ev.who.label(&l), MembersLabel: l.Players, Title: ev.Title, Site: ev.Site, Date: ev.Date, IMPs: ev.Method != MethodMP && ev.Method != MethodACBL}
	if opt.Title != "" {
		s.Title = opt.Title
	}
	if opt.Date != "" {
		s.Date = opt.Date
	}
	if s.Title == "" {
		s.Title = cmp.Or(opt.Untitled, l.Results)
	}
	if p := ev.Provisional; p != nil {
		s.Provisional = provisionalText(l, *p)
	}
	s.Scoring = s.scoring(ev)
	s.makeContracts()
	return s, nil
}

// scoring is the event's method in words: "matchpoints (2/1/0)", with
// the notes that say how (a field across the sections, the totals'
// basis); a team event's with its VP scale.
func (s *Sheet) scoring(ev *Event) string {
	l := &s.L
	var t string
	switch ev.Method {
	case MethodButler:
		t = l.ScoringButler
	case MethodCrossIMPs:
		t = l.ScoringCross
	case MethodACBL:
		t = l.ScoringACBL
	case MethodMP:
		t = l.ScoringMP
	default:
		t = l.ScoringTeams
		if ev.VPs {
			t += " (" + l.vpScale(ev.VPScale) + ")"
		}
		return t
	}
	if ev.Across {
		t += l.AcrossNote
	}
	switch {
	case ev.Method.IMPs():
	case ev.Total == pairs.TotalScaled:
		t += l.TotalScaledNote
	case ev.Total == pairs.TotalAboveAverage:
		t += l.TotalAboveNote
	}
	if ev.RoundTotal && !ev.Method.IMPs() {
		t += l.RoundTotalNote
	}
	return t
}

// boardPage is the page of board i of the event, without its traveller:
// the board's dealer and vulnerability, its diagram unless it is still
// in play, its double-dummy table, and its neighbours.
func (s *Sheet) boardPage(ev *Event, i int) BoardPage {
	l := &s.L
	b := &ev.Boards[i]
	bp := BoardPage{
		Number: b.Number, Page: BoardPageName(b.Number),
		Dealer: l.Seats[b.Dealer], DealerSeat: int(b.Dealer), Vul: s.vul(b.Vul),
		HasDeal: !b.Deal.Empty(), InPlay: b.InPlay(),
	}
	if i > 0 {
		bp.PrevNumber = ev.Boards[i-1].Number
		bp.Prev = BoardPageName(bp.PrevNumber)
	}
	if i+1 < len(ev.Boards) {
		bp.NextNumber = ev.Boards[i+1].Number
		bp.Next = BoardPageName(bp.NextNumber)
	}
	for _, seat := range bridge.Seats {
		bp.VulSeats[seat] = b.Vul.Has(seat.Side())
		if bp.HasDeal {
			bp.Hands[seat] = s.hand(b.Deal, seat)
		}
	}
	if b.DD != nil {
		bp.DD = s.ddView(*b.DD)
	}
	return bp
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

// signed is n with "+" before a positive value: "+620", "-100", "0".
func signed(n int) string {
	if t := scoreTexts(); n%10 == 0 && n >= -maxScoreText && n <= maxScoreText {
		return t.signed[(n+maxScoreText)/10]
	}
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// itoa is strconv.Itoa, a score's text made once (see scoreTexts).
func itoa(n int) string {
	if t := scoreTexts(); n%10 == 0 && n >= -maxScoreText && n <= maxScoreText {
		return t.plain[(n+maxScoreText)/10]
	}
	return strconv.Itoa(n)
}

// maxScoreText bounds the scores whose texts are made once: a contract's
// score is a multiple of 10 of at most 7,600 (7NTXX making, vulnerable).
const maxScoreText = 8000

// scoreTexts are the texts of the scores, plain ("620") and signed
// ("+620"), from -maxScoreText to maxScoreText by 10: a 1,000-table field
// prints some 100,000 scores, each else a string of its own.
var scoreTexts = sync.OnceValue(func() (t struct{ plain, signed []string }) {
	for n := -maxScoreText; n <= maxScoreText; n += 10 {
		p := strconv.Itoa(n)
		t.plain = append(t.plain, p)
		if n > 0 {
			p = "+" + p
		}
		t.signed = append(t.signed, p)
	}
	return t
})

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
		return itoa(score), ""
	case score < 0:
		return "", itoa(-score)
	}
	return "0", ""
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

// contract is a contract as the sheet prints it, in its language.
func (s *Sheet) contract(c bridge.Contract) ContractView {
	if s.contracts != nil && validContract(c) {
		return s.contracts[c.Level][c.Strain][c.Doubling]
	}
	return s.makeContract(c)
}

func (s *Sheet) makeContract(c bridge.Contract) ContractView {
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

// contractViews are the views of every contract, by level (0 a pass-out),
// strain and doubling.
type contractViews [8][5][3]ContractView

// validContract tells whether c has a place in contractViews.
func validContract(c bridge.Contract) bool {
	if c.IsPass() {
		return c == bridge.PassOut
	}
	return c.Level >= 1 && c.Level <= 7 && c.Strain <= bridge.NoTrump && c.Doubling <= bridge.Redoubled
}

// makeContracts makes the sheet's view of every contract once, and the
// text of every card: a 1,000-table field prints 24,000 contracts, 106
// different ones at most, and as many leads.
func (s *Sheet) makeContracts() {
	s.cards = new([256]string)
	for c := range s.cards {
		if card := bridge.Card(c); card.Valid() {
			s.cards[c] = s.L.Card(card)
		}
	}
	s.contracts = new(contractViews)
	for level := range s.contracts {
		for strain := range s.contracts[level] {
			for dbl := range s.contracts[level][strain] {
				c := bridge.Contract{Level: level, Strain: bridge.Strain(strain), Doubling: bridge.Doubling(dbl)}
				if validContract(c) {
					s.contracts[level][strain][dbl] = s.makeContract(c)
				}
			}
		}
	}
}

// card is s.L.Card(c), its text made once (see makeContracts).
func (s *Sheet) card(c bridge.Card) string {
	if s.cards != nil && c.Valid() {
		return s.cards[c]
	}
	return s.L.Card(c)
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

// resultTexts are the texts of a result relative to the contract, from
// -13 to +13: "-13" ... "=" ... "+13".
var resultTexts = func() (t [27]string) {
	for r := -13; r <= 13; r++ {
		t[r+13] = bridge.Play{Contract: bridge.Contract{Level: 7}, Tricks: 13 + r}.ResultText()
	}
	return t
}()

// resultText is p.ResultText(), its text made once.
func resultText(p bridge.Play) string {
	if r := p.Relative(); !p.Contract.IsPass() && r >= -13 && r <= 13 {
		return resultTexts[r+13]
	}
	return p.ResultText()
}

// BoardPageName is the page name of a board: "board-7".
func BoardPageName(n int) string { return "board-" + strconv.Itoa(n) }
