package usebio

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// Kind is how the event of a USEBIO file is scored.
type Kind uint8

// The kinds of event read.
const (
	PairsMP        Kind = iota // pairs, matchpoints
	PairsButler                // pairs, IMPs against a datum
	PairsCrossIMPs             // pairs, IMPs against every other result
	Teams                      // team matches, IMPs
	TeamsBAM                   // team matches, board-a-match (point-a-board)
)

// Scoring is the kind as Session.Scoring says it: "MP", "Butler",
// "Cross-IMP", "IMP" (teams) or "BAM" (board-a-match teams).
func (k Kind) Scoring() string {
	switch k {
	case TeamsBAM:
		return "BAM"
	case PairsButler:
		return "Butler"
	case PairsCrossIMPs:
		return "Cross-IMP"
	case Teams:
		return "IMP"
	}
	return "MP"
}

// method is the pairs scoring method the kind names (ScoringUnknown for
// teams).
func (k Kind) method() bridge.ScoringMethod {
	switch k {
	case PairsMP:
		return bridge.ScoringMP
	case PairsButler:
		return bridge.ScoringButler
	case PairsCrossIMPs:
		return bridge.ScoringCrossIMPs
	case TeamsBAM:
		return bridge.ScoringBAM
	}
	return bridge.ScoringUnknown
}

// ErrEventType: the file is a USEBIO results file of an event protokol
// does not score (Swiss pairs, an unknown type).
var ErrEventType = errors.New("a USEBIO event type protokol does not score")

// eventTypeError is the refusal of an event type: its words, matching
// ErrEventType and formats.ErrUnknown.
type eventTypeError string

func (e eventTypeError) Error() string { return string(e) }
func (e eventTypeError) Is(target error) bool {
	return target == ErrEventType || target == formats.ErrUnknown
}

// File is what a USEBIO file gives: the session, and the figures the file
// publishes for it (for comparing with protokol's own).
type File struct {
	Version   string // the Version attribute: "1.0", "1.1", "1.2"
	EventType string // the EVENT_TYPE attribute as written
	// Kind is how each board is scored; an individual's boards are
	// scored as a pairs event's (PairsMP, PairsButler or PairsCrossIMPs).
	Kind Kind
	// Individual says the event is an individual (EVENT_TYPE INDIVIDUAL):
	// its entries seat players (Entry.Seats), named by Session.Players,
	// and Standings are the players'.
	Individual bool
	Session    bridge.Session
	// Matches are the team matches as the file publishes them, in the
	// file's order (see Match).
	Matches []Match
	// Standings are the participants' published totals, one per PAIR,
	// TEAM or (in an individual) PLAYER, in the file's order.
	Standings []Standing
	// Points are the published points of each traveller line, by index
	// of Session.Entries.
	Points   []Points
	Warnings []*bridge.Error
}

// Standing is one participant's result as the file publishes it; the
// figures are the file's text ("" when absent).
type Standing struct {
	Section   string
	Direction bridge.Direction // DirectionNone in a Howell, for teams and players
	ID        string           // pair number, team number, or an individual's PLAYER_NUMBER
	Name      string           // a team's name, or a player's
	Total     string           // TOTAL_SCORE
	Percent   string           // PERCENTAGE
	Place     string           // PLACE
	// MasterPoints are the MASTER_POINTS_AWARDED (inside MASTER_POINTS,
	// or beside PLACE as BriAn writes it): published, never worked out
	// by protokol.
	MasterPoints string
	Pos          bridge.Pos
}

// Points are a traveller line's published points (matchpoints, Butler or
// cross-IMPs, or a team board's IMPs), as the file writes them.
type Points struct {
	NS, EW string
}

// Read reads a USEBIO results file (versions 1.0 to 1.2): the event's
// title and date, the participants (pair numbers and the players' names;
// national ids and member numbers are kept only for an individual's
// players, bridge.Player.Member), every section's boards
// and traveller lines, the team matches, and the hand records (HANDSET,
// or HAND records inside a BOARD). Every problem is reported together
// (bridge.Errors), each at its element. An event type protokol does not
// score is refused by name (ErrEventType).
func Read(name, text string) (*File, error) {
	root, err := parse(name, text)
	if err != nil {
		return nil, err
	}
	if root.name != "USEBIO" {
		return nil, bridge.Errorf(root.pos, "", "%w: root element <%s> (want <USEBIO>)", formats.ErrUnknown, root.name)
	}
	r := &reader{name: name, f: &File{}, boards: map[int]int{}}
	r.f.Version, _ = root.attr("Version")
	switch r.f.Version {
	case "1.0", "1.1", "1.2":
	default:
		r.f.Warnings = append(r.f.Warnings, bridge.Errorf(root.pos, "<USEBIO Version>",
			"version %s: read as 1.2 (protokol knows USEBIO 1.0 to 1.2)", bridge.Quote(r.f.Version)))
	}
	ev := root.child("EVENT")
	if ev == nil {
		return nil, bridge.Errorf(root.pos, "", "%w: no <EVENT> element (want a USEBIO results file)", formats.ErrMissing)
	}
	if err := r.kind(ev); err != nil {
		return nil, err
	}
	r.event(root, ev)
	r.acrossField()
	if len(r.errs) > 0 {
		return nil, r.errs
	}
	return r.f, nil
}

type reader struct {
	name   string
	f      *File
	errs   bridge.Errors
	boards map[int]int // board number → index in Session.Boards
	teams  map[string]string
	clash  map[int]bool // boards given two different deals: left without one
	// pairs are each team's PAIRs: team id → PAIR_NUMBER → its players.
	pairs map[string]map[string][]string
	// unscoredErrs are the problems of the lines not scored (the first
	// formats.MaxErrors), errors when no line can be scored.
	unscoredErrs bridge.Errors
	// An individual's players by PLAYER_NUMBER (where each is given), and
	// the numbers its lines seat that no PLAYER has, in the order first
	// seated.
	players      map[playerKey]bridge.Pos
	unknown      map[playerKey]*seatRef
	unknownOrder []playerKey
}

func (r *reader) fail(pos bridge.Pos, context string, err error) {
	r.errs = append(r.errs, &bridge.Error{Pos: pos, Context: context, Err: err})
}

// eventTypes are the EVENT_TYPE values read, upper-cased. A type that
// names teams (…TEAMS…) is a team event unless it is board-a-match.
var eventTypes = map[string]Kind{
	"MP_PAIRS":        PairsMP,
	"MATCHPOINT":      PairsMP,
	"BUTLER_PAIRS":    PairsButler,
	"IMP_PAIRS":       PairsButler,
	"BUTLER":          PairsButler,
	"CROSS_IMP":       PairsCrossIMPs,
	"CROSS_IMPS":      PairsCrossIMPs,
	"CROSS_IMP_PAIRS": PairsCrossIMPs,
}

// boardMethods are the BOARD_SCORING_METHOD values, for an EVENT_TYPE of
// PAIRS.
var boardMethods = map[string]Kind{
	"MATCH_POINTS": PairsMP,
	"MP":           PairsMP,
	"MATCHPOINTS":  PairsMP,
	"BUTLER":       PairsButler,
	"IMPS":         PairsButler,
	"CROSS_IMPS":   PairsCrossIMPs,
	"CROSS_IMP":    PairsCrossIMPs,
}

const scoresWhat = "protokol scores pairs, teams and individuals"

// kind sets the event's kind from its EVENT_TYPE (and, for PAIRS, its
// BOARD_SCORING_METHOD), or refuses the event by name.
func (r *reader) kind(ev *node) error {
	t, _ := ev.attr("EVENT_TYPE")
	r.f.EventType = t
	u := strings.ToUpper(t)
	method, _ := ev.field("BOARD_SCORING_METHOD")
	refuse := func(what string) error {
		return &bridge.Error{Pos: bridge.Pos{File: r.name}, Err: eventTypeError("a USEBIO results file of " + what)}
	}
	if k, ok := eventTypes[u]; ok {
		r.f.Kind = k
		return nil
	}
	switch {
	case u == "PAIRS" || u == "" && method != "":
		k, ok := boardMethods[strings.ToUpper(method)]
		if !ok {
			return bridge.Errorf(ev.fieldPos("BOARD_SCORING_METHOD"), "<BOARD_SCORING_METHOD>",
				"%w %s (want MATCH_POINTS, BUTLER or CROSS_IMPS)", formats.ErrValue, bridge.Quote(method))
		}
		r.f.Kind = k
		return nil
	case strings.Contains(u, "INDIVIDUAL"):
		return r.individualKind(ev, u, method)
	case strings.Contains(u, "BAM") || strings.Contains(u, "BOARD_A_MATCH") || strings.Contains(u, "POINT_A_BOARD"):
		r.f.Kind = TeamsBAM
		return nil
	case strings.Contains(u, "SWISS_PAIRS"):
		return refuse("a Swiss pairs event: protokol scores pairs by the board (MP, Butler, cross-IMPs), not by the match")
	case strings.Contains(u, "TEAM"):
		r.f.Kind = teamsKind(method)
		return nil
	case u == "":
		return bridge.Errorf(ev.pos, "<EVENT>", "%w: no EVENT_TYPE (want MP_PAIRS, BUTLER_PAIRS, CROSS_IMP or a teams type such as SWISS_TEAMS)", formats.ErrMissing)
	}
	return refuse("event type " + bridge.Quote(t) + ": " + scoresWhat + " (want EVENT_TYPE MP_PAIRS, BUTLER_PAIRS, CROSS_IMP, INDIVIDUAL or a teams type such as SWISS_TEAMS)")
}

// individualKind sets the kind of an individual event: its boards are
// scored by its BOARD_SCORING_METHOD, as a PAIRS event's, or by the words
// of its EVENT_TYPE (IMP or BUTLER: Butler, CROSS: cross-IMPs), else in
// matchpoints, as the USEBIO specification's example (INDIVIDUAL, no
// method) is.
func (r *reader) individualKind(ev *node, u, method string) error {
	r.f.Individual = true
	switch {
	case method != "":
		k, ok := boardMethods[strings.ToUpper(method)]
		if !ok {
			return bridge.Errorf(ev.fieldPos("BOARD_SCORING_METHOD"), "<BOARD_SCORING_METHOD>",
				"%w %s (want MATCH_POINTS, BUTLER or CROSS_IMPS)", formats.ErrValue, bridge.Quote(method))
		}
		r.f.Kind = k
	case strings.Contains(u, "CROSS"):
		r.f.Kind = PairsCrossIMPs
	case strings.Contains(u, "IMP") || strings.Contains(u, "BUTLER"):
		r.f.Kind = PairsButler
	default:
		r.f.Kind = PairsMP
	}
	return nil
}

// event reads the event: labels, then each section's participants and
// boards (EVENT itself, or its SESSION/SECTION elements), then the hand
// records.
func (r *reader) event(root, ev *node) {
	s := &r.f.Session
	s.Event, _ = ev.field("EVENT_DESCRIPTION")
	if s.Event == "" {
		s.Event, _ = ev.field("TITLE")
	}
	date, _ := ev.field("DATE")
	s.Date = pbnDate(date)
	s.Site, _ = ev.field("VENUE")
	s.Scoring = r.f.Kind.Scoring()
	s.Method, s.MethodPos = r.f.Kind.method(), ev.fieldPos("BOARD_SCORING_METHOD")
	s.MethodSaid = "EVENT_TYPE=" + strconv.Quote(r.f.EventType)
	if m, _ := ev.field("BOARD_SCORING_METHOD"); m != "" && !s.MethodPos.IsZero() {
		s.MethodSaid = "<BOARD_SCORING_METHOD>" + m
	} else {
		s.MethodPos = ev.pos
	}
	type part struct {
		section string
		n       *node
	}
	parts := []part{{"", ev}}
	for _, sess := range ev.all("SESSION") {
		parts = append(parts, part{"", sess})
		for _, sec := range sess.all("SECTION") {
			id, _ := sec.attr("SECTION_ID")
			parts = append(parts, part{id, sec})
		}
	}
	for _, sec := range ev.all("SECTION") {
		id, _ := sec.attr("SECTION_ID")
		parts = append(parts, part{id, sec})
	}
	r.teams, r.pairs = map[string]string{}, map[string]map[string][]string{}
	r.players, r.unknown = map[playerKey]bridge.Pos{}, map[playerKey]*seatRef{}
	for _, p := range parts {
		for _, ps := range p.n.all("PARTICIPANTS") {
			r.participants(p.section, ps)
		}
	}
	for _, p := range parts {
		for _, b := range p.n.all("BOARD") {
			r.board(p.section, b, nil)
		}
		for _, m := range p.n.all("MATCH") {
			r.match(p.section, m)
		}
	}
	r.unknownSeats()
	r.handsets(root)
	r.unscoredOnly()
	if len(s.Entries) == 0 && len(r.errs) == 0 {
		r.fail(ev.pos, "<EVENT>", fmt.Errorf("%w: no traveller lines (want BOARD elements with TRAVELLER_LINE, or MATCH elements)", formats.ErrMissing))
	}
}

// pbnDate is a USEBIO date DD/MM/YYYY as PBN writes dates, YYYY.MM.DD;
// any other text is kept.
func pbnDate(t string) string {
	p := strings.Split(t, "/")
	if len(p) != 3 || len(p[0]) != 2 || len(p[1]) != 2 || len(p[2]) != 4 || !digits(p[0]+p[1]+p[2]) {
		return t
	}
	return p[2] + "." + p[1] + "." + p[0]
}

// USEBIODate is a PBN date YYYY.MM.DD as USEBIO writes dates, DD/MM/YYYY;
// any other text is kept.
func USEBIODate(t string) string {
	p := strings.Split(t, ".")
	if len(p) != 3 || len(p[0]) != 4 || len(p[1]) != 2 || len(p[2]) != 2 || !digits(p[0]+p[1]+p[2]) {
		return t
	}
	return p[2] + "/" + p[1] + "/" + p[0]
}

func digits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// participants reads the PAIR and TEAM elements, and an individual's
// PLAYER elements.
func (r *reader) participants(section string, ps *node) {
	s := &r.f.Session
	if r.f.Individual {
		for _, p := range ps.all("PLAYER") {
			r.player(section, p)
		}
	}
	for _, p := range ps.all("PAIR") {
		num, nn := p.field("PAIR_NUMBER")
		if nn == nil {
			r.fail(p.pos, "<PAIR>", fmt.Errorf("%w: no <PAIR_NUMBER>", formats.ErrMissing))
			continue
		}
		sec, id, dir, err := pairNumber(num)
		if err != nil {
			r.fail(nn.pos, "<PAIR_NUMBER>", err)
			continue
		}
		if d, dn := p.field("DIRECTION"); d != "" {
			pd, err := bridge.ParseDirection(d)
			if err != nil {
				r.fail(dn.pos, "pair "+num+": <DIRECTION>", fmt.Errorf("%w: %v", formats.ErrValue, err))
				continue
			}
			if dir != bridge.DirectionNone && pd != dir {
				r.fail(dn.pos, "pair "+num+": <DIRECTION>", fmt.Errorf("%w: %s, but the pair number says %s", formats.ErrConflict, bridge.Quote(d), dir))
				continue
			}
			dir = pd
		}
		if sec == "" {
			sec = section
		}
		s.Pairs = append(s.Pairs, bridge.Pair{Section: sec, Direction: dir, ID: id, Names: players(p), Members: members(p), Pos: p.pos})
		r.f.Standings = append(r.f.Standings, standing(p, sec, dir, id, ""))
	}
	for _, t := range ps.all("TEAM") {
		id, ok := t.attr("TEAM_ID")
		if !ok {
			id, _ = t.field("TEAM_NUMBER")
		}
		name, ok := t.attr("TEAM_NAME")
		if !ok {
			name, _ = t.field("TEAM_NAME")
		}
		if id == "" {
			r.fail(t.pos, "<TEAM>", fmt.Errorf("%w: no TEAM_ID", formats.ErrMissing))
			continue
		}
		if name == "" {
			name = "Team " + id
		}
		if _, dup := r.teams[id]; dup {
			r.fail(t.pos, "team "+bridge.Quote(id), fmt.Errorf("%w: the team is given twice", formats.ErrConflict))
			continue
		}
		r.teams[id] = name
		for _, p := range t.all("PAIR") {
			if num := strings.TrimSpace(field(p, "PAIR_NUMBER")); num != "" {
				if r.pairs[id] == nil {
					r.pairs[id] = map[string][]string{}
				}
				r.pairs[id][num] = players(p)
			}
		}
		if names := teamPlayers(t); len(names) > 0 {
			s.Pairs = append(s.Pairs, bridge.Pair{Section: section, ID: name, Names: names, Pos: t.pos})
		}
		r.f.Standings = append(r.f.Standings, standing(t, section, bridge.DirectionNone, id, name))
	}
}

func standing(n *node, section string, dir bridge.Direction, id, name string) Standing {
	st := Standing{Section: section, Direction: dir, ID: id, Name: name, Pos: n.pos}
	st.Total, _ = n.field("TOTAL_SCORE")
	st.Percent, _ = n.field("PERCENTAGE")
	st.Place, _ = n.field("PLACE")
	st.MasterPoints, _ = n.field("MASTER_POINTS_AWARDED") // BriAn
	if mp := n.child("MASTER_POINTS"); mp != nil {        // EBUScore, PairsScorer
		st.MasterPoints, _ = mp.field("MASTER_POINTS_AWARDED")
	}
	st.MasterPoints = strings.TrimSpace(st.MasterPoints)
	return st
}

// players are the names of a PAIR's PLAYER elements (empty names left
// out).
func players(p *node) []string {
	var names []string
	for _, pl := range p.all("PLAYER") {
		if n, _ := pl.field("PLAYER_NAME"); n != "" {
			names = append(names, n)
		}
	}
	return names
}

// members are the member numbers of a PAIR's PLAYER elements, parallel
// to players: NATIONAL_ID_NUMBER, else CLUB_ID_NUMBER ("" for neither, or
// 0, which writers put for none); nil when no player has one.
func members(p *node) []string {
	var out []string
	some := false
	for _, pl := range p.all("PLAYER") {
		if n, _ := pl.field("PLAYER_NAME"); n == "" {
			continue
		}
		id := ""
		for _, f := range []string{"NATIONAL_ID_NUMBER", "CLUB_ID_NUMBER"} {
			if v, _ := pl.field(f); strings.TrimSpace(v) != "" && strings.Trim(v, "0 ") != "" {
				id = strings.TrimSpace(v)
				break
			}
		}
		some = some || id != ""
		out = append(out, id)
	}
	if !some {
		return nil
	}
	return out
}

// pairNumber reads a USEBIO pair number: digits, with an optional section
// letter before them and NS or EW after ("12", "12NS", "A3EW").
func pairNumber(text string) (section, id string, dir bridge.Direction, err error) {
	t := strings.TrimSpace(text)
	u := strings.ToUpper(t)
	switch {
	case strings.HasSuffix(u, "NS"):
		dir, t = bridge.DirectionNS, t[:len(t)-2]
	case strings.HasSuffix(u, "EW"):
		dir, t = bridge.DirectionEW, t[:len(t)-2]
	}
	i := 0
	for i < len(t) && (t[i] < '0' || t[i] > '9') {
		i++
	}
	section, id = strings.TrimSpace(t[:i]), t[i:]
	if !digits(id) || strings.ContainsAny(section, " \t") {
		return "", "", 0, fmt.Errorf("%w: pair number %s (want digits, as 12, 12NS or A12EW)", formats.ErrValue, bridge.Quote(text))
	}
	return section, id, dir, nil
}

// board reads one BOARD: its number, any HAND records, its traveller
// lines. For a team match m is the match (the lines' DIRECTION says where
// its first team sat).
func (r *reader) board(section string, b *node, m *match) {
	num, nn := b.field("BOARD_NUMBER")
	if nn == nil {
		r.fail(b.pos, "<BOARD>", fmt.Errorf("%w: no <BOARD_NUMBER>", formats.ErrMissing))
		return
	}
	n, err := bridge.ParseBoard(num)
	if err != nil {
		r.fail(nn.pos, "<BOARD_NUMBER>", fmt.Errorf("board %s: %w", bridge.Quote(num), err))
		return
	}
	r.addBoard(n, b)
	if len(b.all("HAND")) > 0 {
		r.hands(b)
	}
	for _, tl := range b.all("TRAVELLER_LINE") {
		r.line(section, n, tl, m)
	}
}

// addBoard adds board n (dealer and vulnerability by the standard
// rotation unless the BOARD says otherwise) when it is new.
func (r *reader) addBoard(n int, b *node) int {
	if i, ok := r.boards[n]; ok {
		return i
	}
	bd := bridge.NewBoard(n)
	bd.Pos = b.pos
	if v, vn := b.field("VULNERABILITY"); v != "" {
		vul, err := bridge.ParseVul(vulWords.Replace(v))
		if err != nil {
			r.fail(vn.pos, bridge.BoardLabel(n)+": <VULNERABILITY>", fmt.Errorf("%w: %v", formats.ErrValue, err))
		} else {
			bd.Vul = vul
		}
	}
	if d, dn := b.field("DEALER"); d != "" {
		seat, err := bridge.ParseSeat(d)
		if err != nil {
			r.fail(dn.pos, bridge.BoardLabel(n)+": <DEALER>", fmt.Errorf("%w: %v", formats.ErrValue, err))
		} else {
			bd.Dealer = seat
		}
	}
	r.boards[n] = len(r.f.Session.Boards)
	r.f.Session.Boards = append(r.f.Session.Boards, bd)
	return r.boards[n]
}

// line reads one TRAVELLER_LINE of board n.
func (r *reader) line(section string, n int, tl *node, m *match) {
	e := bridge.Entry{Pos: tl.pos, Section: section, Board: n}
	var ctx string
	switch {
	case m == nil && r.f.Individual:
		ctx = r.seats(&e, n, tl)
	case m == nil:
		ns, nsn := tl.field("NS_PAIR_NUMBER")
		ew, ewn := tl.field("EW_PAIR_NUMBER")
		if nsn == nil || ewn == nil {
			r.fail(tl.pos, bridge.BoardLabel(n), fmt.Errorf("%w: a TRAVELLER_LINE without NS_PAIR_NUMBER and EW_PAIR_NUMBER", formats.ErrMissing))
			return
		}
		ctx = fmt.Sprintf("%s, NS %s, EW %s", bridge.BoardLabel(n), ns, ew)
		var secs [2]string
		var err error
		for k, f := range []struct {
			text string
			at   *node
			id   *string
		}{{ns, nsn, &e.NS}, {ew, ewn, &e.EW}} {
			if secs[k], *f.id, _, err = pairNumber(f.text); err != nil {
				r.fail(f.at.pos, ctx, err)
				return
			}
		}
		if secs[0] != "" {
			e.Section = secs[0]
		}
	default:
		e.Round, e.Home, e.Away = m.round, m.team, m.opp
		d, dn := tl.field("DIRECTION")
		ctx = fmt.Sprintf("%s, %s v %s", bridge.BoardLabel(n), m.team, m.opp)
		dir, err := bridge.ParseDirection(d)
		if err != nil || dir == bridge.DirectionNone {
			pos := tl.pos
			if dn != nil {
				pos = dn.pos
			}
			r.fail(pos, ctx+": <DIRECTION>", fmt.Errorf("%w: %s (want NS or EW: where %s sat)", formats.ErrValue, bridge.Quote(d), m.team))
			return
		}
		if dir == bridge.DirectionNS {
			e.Room, e.NS, e.EW = bridge.OpenRoom, m.team, m.opp
			r.seat(&e, tl, ctx, m.teamID, m.op)
		} else {
			e.Room, e.NS, e.EW = bridge.ClosedRoom, m.opp, m.team
			r.seat(&e, tl, ctx, m.op, m.teamID)
		}
	}
	r.result(&e, tl, ctx)
	var pts Points
	for _, k := range tl.kids {
		switch {
		case strings.HasPrefix(k.name, "NS_") && (strings.HasSuffix(k.name, "_POINTS") || strings.HasSuffix(k.name, "_IMPS")) && k.name != "NS_PAIR_NUMBER":
			pts.NS = k.text
		case strings.HasPrefix(k.name, "EW_") && (strings.HasSuffix(k.name, "_POINTS") || strings.HasSuffix(k.name, "_IMPS")) && k.name != "EW_PAIR_NUMBER":
			pts.EW = k.text
		}
	}
	r.f.Session.Entries = append(r.f.Session.Entries, e)
	r.f.Points = append(r.f.Points, pts)
}

// vulWords are USEBIO's words for the vulnerabilities ParseVul lacks.
var vulWords = strings.NewReplacer("North-South", "NS", "East-West", "EW", "Nil", "None")
