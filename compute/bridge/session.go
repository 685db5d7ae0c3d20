package bridge

import (
	"fmt"
	"strconv"
	"strings"
)

// Board is one board of a session: its number, dealer, vulnerability and,
// when a hand record gave it, the deal.
type Board struct {
	Number int
	Dealer Seat
	Vul    Vul
	Deal   Deal // Empty when no hand record gave the deal
	Pos    Pos  // where the board (or its deal) was read
	// HandRecord is what the hand record gives of the board's double-dummy
	// tables and par; zero when it gives none.
	HandRecord HandRecord
}

// NewBoard makes board n with the dealer and vulnerability of the standard
// rotation.
func NewBoard(n int) Board {
	return Board{Number: n, Dealer: Dealer(n), Vul: Vulnerability(n)}
}

// Entry is one table's line on a board's traveller: who sat NS and EW and
// what happened. Its one-byte fields sit together and what only some
// inputs give is behind Shown: a session holds up to 2,000,000 entries.
type Entry struct {
	Pos     Pos
	Section string // as the input writes it; compared by SectionKey ("" is "A")
	Board   int
	Round   int    // 0 when unknown
	Table   int    // 0 when unknown
	NS, EW  string // pair ids as in the input ("" for a missing pair)
	Kind    Kind
	Lead    Card // opening lead; 0 when unknown
	// Teams: the room of a match (NoRoom in a pairs event) and its two
	// teams. The home team sits NS in the open room and EW in the closed
	// one; NS and EW then hold the teams of this room.
	Room Room
	// HasClaimed says that the input states an NS score for the table:
	// Claimed (a value, not a pointer: nothing for the collector to
	// follow in every entry of a large session).
	HasClaimed bool
	Play       Play        // the result when Kind is Played
	Claimed    int         // the NS score the input stated (HasClaimed), for cross-checking
	Adjust     *Adjustment // the director's decision when Kind is Artificial or Assigned
	Home, Away string      // Teams: see Room
	// Seats are an individual event's players at the table, by seat (N,
	// E, S, W), each a Player's ID in the entry's section; nil in a pairs
	// or a team event. A seat the input leaves empty is "" (a sit-out
	// table has no entry). The round's partnerships, NS and EW, are made
	// from them by the scoring (compute/individual), not by the reader.
	Seats *[4]string
	// Shown is what the input tells of the table beyond its result, when
	// it does; nil otherwise. Read it through Auction, Cards, Seated and
	// Remarks.
	Shown *Shown
}

// Shown is what an input tells of a table beyond its result: shown on the
// board's page, never scored (Entry.Play holds the result).
type Shown struct {
	// Auction is the auction, from the dealer on, and Cards the play, in
	// the order the cards were played, when the input gives them (a
	// Bridgemate's BiddingData and PlayData); nil otherwise.
	Auction []Call
	Cards   []PlayedCard
	// Seated are the players at the table, N, E, S, W, when the input
	// names them for a result that its pairs do not name (a team match's
	// room); nil otherwise.
	Seated *[4]string
	// Remarks is the table's remarks cell, when the input has one.
	Remarks string
	// Unscored says, in a few words, why a NotScored entry cannot be
	// scored as the input gives it ("the play stops after 6 tricks and
	// there is no claim"): shown on its traveller and in the warning.
	Unscored string
}

// Auction is the entry's auction (Shown.Auction); nil when not given.
func (e *Entry) Auction() []Call {
	if e.Shown == nil {
		return nil
	}
	return e.Shown.Auction
}

// Cards is the entry's play (Shown.Cards); nil when not given.
func (e *Entry) Cards() []PlayedCard {
	if e.Shown == nil {
		return nil
	}
	return e.Shown.Cards
}

// Seated is the players at the entry's table (Shown.Seated); nil when not
// given.
func (e *Entry) Seated() *[4]string {
	if e.Shown == nil {
		return nil
	}
	return e.Shown.Seated
}

// Remarks is the entry's remarks (Shown.Remarks); "" when not given.
func (e *Entry) Remarks() string {
	if e.Shown == nil {
		return ""
	}
	return e.Shown.Remarks
}

// Unscored is why the entry is not scored (Shown.Unscored); "" unless its
// Kind is NotScored.
func (e *Entry) Unscored() string {
	if e.Shown == nil {
		return ""
	}
	return e.Shown.Unscored
}

// SetUnscored makes e a table not scored, for the reason why (a few words,
// no position: the entry's Pos says where). The rest of the entry (its
// pairs, contract, remarks) stays as the input gave it, to be shown.
func (e *Entry) SetUnscored(why string) {
	e.Kind = NotScored
	e.Show().Unscored = why
}

// CopyUnscored is a copy of e made not scored for the reason why (see
// SetUnscored), e and its Shown left as they are: for compute, which
// finds that a result cannot be scored as the input gives it (a score
// that disagrees with its contract) and never modifies its input.
func (e *Entry) CopyUnscored(why string) *Entry {
	c := *e
	if e.Shown != nil {
		shown := *e.Shown
		c.Shown = &shown
	}
	c.SetUnscored(why)
	return &c
}

// SetRemarks sets the entry's remarks; "" makes no Shown.
func (e *Entry) SetRemarks(r string) {
	if r != "" || e.Shown != nil {
		e.Show().Remarks = r
	}
}

// Show is e.Shown, made first when nil, for a reader to fill.
func (e *Entry) Show() *Shown {
	if e.Shown == nil {
		e.Shown = &Shown{}
	}
	return e.Shown
}

// Room is the room of a team match a result was played in, or none (a
// pairs event). The zero value is NoRoom.
type Room uint8

// The rooms of a team match.
const (
	NoRoom Room = iota
	OpenRoom
	ClosedRoom
)

// String is the room's letter, as the inputs and outputs write it: "O"
// for the open room, "C" for the closed one, "" for none.
func (r Room) String() string {
	switch r {
	case NoRoom:
		return ""
	case OpenRoom:
		return "O"
	case ClosedRoom:
		return "C"
	}
	return fmt.Sprintf("Room(%d)", uint8(r))
}

// Name is the room in words, for messages: "open", "closed", or "" for
// none.
func (r Room) Name() string {
	switch r {
	case OpenRoom:
		return "open"
	case ClosedRoom:
		return "closed"
	}
	return ""
}

// ParseRoom reads O, Open, C, Closed (case-insensitive; also Russian
// Открытый/Закрытый and the initials О/З).
func ParseRoom(text string) (Room, error) {
	switch strings.ToLower(strings.TrimSpace(text)) {
	case "o", "open", "open room", "открытый", "открытый зал", "о":
		return OpenRoom, nil
	case "c", "closed", "closed room", "закрытый", "закрытый зал", "з":
		return ClosedRoom, nil
	}
	return NoRoom, fmt.Errorf("%w %s (want Open or Closed, O or C)", ErrRoom, Quote(text))
}

// DecisionsJoin joins the texts of several decisions on one table in one
// cell (a penalty stacked on another decision): the Decision column of a
// PBN score table, written by report/pbnout and read by formats/pbn.
const DecisionsJoin = " & "

// Adjustment is a director's decision on a table's result (Laws 12, 86,
// 87, 90), as read from a traveller's adjust column or a decisions file.
// Text is what the input said; the other fields are its meaning, filled in
// by the readers (formats/decisions parses the text). A decision with
// Kind AdjUnparsed has only its Text.
type Adjustment struct {
	Text string
	Kind AdjKind
	// Artificial scores (AdjArtificial): each side's award.
	NS, EW Award
	// Assigned scores (AdjAssigned): each side's outcomes, weights summing
	// to 1. A plain assigned score is one outcome of weight 1 for both
	// sides; a split score gives each side its own; a weighted score
	// several. Scores are NS scores, or plays scored on the board.
	OutcomesNS, OutcomesEW []Outcome
	// A procedural penalty (AdjPenalty), stacked on the table's result.
	Penalty *Penalty
	// Group names the version of a fouled board that this table played
	// (AdjFouled); results of different groups are never compared.
	Group string
	// Who decided, why and under which law, for the audit trail.
	Reason, Law, Director string
	// Published marks an award that no director entered here: the input
	// file printed it with its results (Ruter's "+0" and "Pen" rows), and
	// it is scored as published.
	Published bool
	// Pos is where the decision was read (a decisions file's row, or the
	// traveller's adjust cell).
	Pos Pos
}

// AdjKind says what a decision does.
type AdjKind uint8

// The kinds of decision.
const (
	AdjUnparsed   AdjKind = iota // only Text is known
	AdjArtificial                // no result could be obtained: an artificial score per side (Law 12C2)
	AdjAssigned                  // a table score replaced: assigned, split or weighted (Law 12C1)
	AdjPenalty                   // a procedural penalty (Law 90), the table result stands
	AdjFouled                    // the table played another version of the board (Law 87)
)

func (k AdjKind) String() string {
	switch k {
	case AdjArtificial:
		return "artificial"
	case AdjAssigned:
		return "assigned"
	case AdjPenalty:
		return "penalty"
	case AdjFouled:
		return "fouled"
	}
	return "unparsed"
}

// AwardKind is an artificial score's kind for one side.
type AwardKind uint8

// Artificial awards: average-plus, average, average-minus (whose values the
// session's options give: 60/50/40 % or ±3 IMPs by default), or an explicit
// percentage.
const (
	AveragePlus AwardKind = iota
	Average
	AverageMinus
	Percent
)

// Award is one side's artificial score.
type Award struct {
	Kind    AwardKind
	Percent int // for Percent: 0..100
}

// String is the award as directors write it: A+, A, A-, or 60%.
func (a Award) String() string {
	switch a.Kind {
	case AveragePlus:
		return "A+"
	case Average:
		return "A"
	case AverageMinus:
		return "A-"
	}
	return strconv.Itoa(a.Percent) + "%"
}

// Outcome is one possible result of an assigned score with its weight, as
// the input gives it: Score is an NS score, or, when Play is set, the
// score of that play on the board (still to be scored: it needs the
// board's vulnerability and the Laws' edition). The event packages
// resolve it to a score.Outcome, an NS score with an exact weight, which
// is what the matchpoint and IMP engines score.
type Outcome struct {
	Num, Den int64 // the weight Num/Den, 0 < weight ≤ 1
	Score    int
	Play     *Play
}

// Penalty is a procedural penalty on one side of the table.
type Penalty struct {
	Side Side
	Num  int64 // the amount Num/Den, deducted; negative only for a credit a file published (a Ruter "Pen" row)
	Den  int64
	Unit PenaltyUnit
}

// PenaltyUnit is the unit of a penalty's amount.
type PenaltyUnit uint8

// Penalty units (scoring.md §6.5).
const (
	PenMP          PenaltyUnit = iota // matchpoints
	PenTopFraction                    // per cent of a top ("10%" of a top)
	PenIMP                            // IMPs
	PenVP                             // victory points
)

func (u PenaltyUnit) String() string {
	switch u {
	case PenTopFraction:
		return "% of a top"
	case PenIMP:
		return "IMP"
	case PenVP:
		return "VP"
	}
	return "MP"
}

// Decision is a director's decision from a decisions file: the table it
// concerns (section, board and pairs; for teams the round, room and teams)
// and the adjustment. It applies to the traveller entry of that table, or
// stands for a table that has none (a board not played through someone's
// fault).
type Decision struct {
	Section    string
	Board      int
	NS, EW     string
	Round      int
	Room       Room
	Home, Away string
	Adjust     Adjustment
}

// Pair is a pair of players as an input names it.
type Pair struct {
	Section   string
	Direction Direction // DirectionNone when the input does not say
	ID        string
	Names     []string
	// Members are the players' member numbers, parallel to Names ("" where
	// the input gives none; nil when it gives none at all): a federation's
	// or a club's, used to know a player across sessions. Personal data:
	// never published unless asked.
	Members []string
	Pos     Pos
}

// Player is one player of an individual event as the input names it:
// the number the tables' Seats give (ID), the name, and the member
// number when the input carries one (a federation's or a club's: used to
// know a player across sessions, never published unless asked).
type Player struct {
	Section string
	ID      string
	Name    string
	Member  string
	Pos     Pos
}

// Slot is one (table, round) of a movement: which pairs met there and which
// boards they were scheduled to play.
type Slot struct {
	Section string
	Table   int
	Round   int
	NS, EW  string
	Boards  []int
	Pos     Pos
}

// Session is everything read for one session: the event's labels, the boards,
// the traveller entries, the pairs' names and, when known, the movement.
type Session struct {
	Event string
	Site  string
	Date  string
	// Scoring is what the input says about the scoring method ("MP", "IMP;Cross"),
	// as written; Method is what it names (ScoringUnknown when it names
	// nothing protokol scores), and MethodPos where. The method is the
	// event's unless the command line chooses another.
	Scoring   string
	Method    ScoringMethod
	MethodPos Pos
	// MethodSaid is how the input names the method where that is not a
	// PBN tag (`EVENT_TYPE="MP_PAIRS"` in USEBIO); empty for
	// [Scoring "..."].
	MethodSaid string
	// AcrossField says that the input's sections were matchpointed as
	// one field (a USEBIO file whose published tops and places run
	// across its sections); AcrossPos is where it says so. The event is
	// then scored so unless the command line chooses otherwise.
	AcrossField bool
	AcrossPos   Pos
	Boards      []Board
	Entries     []Entry
	Decisions   []Decision
	Pairs       []Pair
	// Players are an individual event's players (its entries have
	// Seats); nil in a pairs or a team event.
	Players  []Player
	Movement []Slot
}

// Individual reports whether the session is an individual event: some
// entry seats its players one by one (Entry.Seats).
func (s *Session) Individual() bool {
	for i := range s.Entries {
		if s.Entries[i].Seats != nil {
			return true
		}
	}
	return false
}

// SectionKey is the one rule by which section names compare, in every
// reader and in the scoring: spaces around the name dropped, letters in
// upper case (section "a" is section A; Bridgemate names its sections A, B,
// ...), and no section at all ("") read as "A". It is for comparing only:
// a section is shown as the input first wrote it.
func SectionKey(s string) string {
	s = strings.ToUpper(strings.TrimSpace(s))
	if s == "" {
		return "A"
	}
	return s
}

// MaxBoard is the largest board number any input may give, in every reader
// (CSV travellers, decisions, Bridgemate movements, PBN [Board]): several
// sets of 99 boards in one file stay far below it, and a typo such as
// 100000 is caught.
const MaxBoard = 9999

// ParseBoard reads a board number: digits, leading zeros allowed ("07" is
// 7), from 1 to MaxBoard. Its errors match ErrBoard and say what is wrong
// in the same words for every reader, which names the value before them:
// `board "x": not a number (want 1..9999)`, `[Board "10000"]: out of
// range 1..9999`.
func ParseBoard(text string) (int, error) {
	t := strings.TrimSpace(text)
	digits := t != ""
	for i := 0; i < len(t); i++ {
		digits = digits && t[i] >= '0' && t[i] <= '9'
	}
	if !digits {
		return 0, boardError(fmt.Sprintf("not a number (want 1..%d)", MaxBoard))
	}
	n := 0
	for i := 0; i < len(t); i++ {
		if n = n*10 + int(t[i]-'0'); n > MaxBoard {
			break
		}
	}
	if n < 1 || n > MaxBoard {
		return 0, boardError(fmt.Sprintf("out of range 1..%d", MaxBoard))
	}
	return n, nil
}

// boardError is ParseBoard's error: the words only, matching ErrBoard.
type boardError string

func (e boardError) Error() string        { return string(e) }
func (e boardError) Is(target error) bool { return target == ErrBoard }

// BoardLabel is "board N", the context of most messages.
func BoardLabel(n int) string { return "board " + strconv.Itoa(n) }

// ScoringMethod is the scoring method an input names: for a pairs event,
// or board-a-match for a team event.
type ScoringMethod uint8

// The scoring methods an input may name.
const (
	ScoringUnknown   ScoringMethod = iota // none named, or one protokol does not score
	ScoringMP                             // matchpoints
	ScoringButler                         // IMPs against a datum
	ScoringCrossIMPs                      // IMPs against every other result
	ScoringBAM                            // teams: board-a-match, 1, ½ or 0 a board (Law 78C)
)

func (m ScoringMethod) String() string {
	switch m {
	case ScoringMP:
		return "mp"
	case ScoringButler:
		return "butler"
	case ScoringCrossIMPs:
		return "cross-imps"
	case ScoringBAM:
		return "board-a-match"
	}
	return ""
}
