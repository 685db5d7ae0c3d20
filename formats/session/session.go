// Package session reads the files of one session (hand records and results
// in PBN, CSV travellers, names files, Bridgemate movement and section
// tables, directors' decisions files), each in whatever encoding it comes
// in, and assembles them into one bridge.Session: boards from the hand
// records, entries from every traveller with their adjust markers parsed
// (formats/decisions), names from the names files and the PBN player tags,
// the movement when a file gives it, and the decisions of the decisions
// files, kept apart from the entries for compute to apply.
//
// It checks what only the whole set can show (a board given twice with
// different deals; a decision naming a board, pair or table the session
// does not have, or meeting another decision for its table) and leaves the
// scoring checks to compute. It reads no files itself: the caller passes
// their bytes, so it is as pure as a reader can be.
package session

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/bridgemate"
	"github.com/protokol-bridge/protokol/formats/csvtrav"
	"github.com/protokol-bridge/protokol/formats/decisions"
	"github.com/protokol-bridge/protokol/formats/lin"
	"github.com/protokol-bridge/protokol/formats/pbn"
	"github.com/protokol-bridge/protokol/formats/usebio"
)

// Role says what a file is expected to be.
type Role uint8

// Roles: Any is decided by the content.
const (
	Any       Role = iota
	Names          // given with --names: must be a names file
	Decisions      // given with --adjust: must be a decisions file
)

// Input is one file's name and bytes.
type Input struct {
	Name string
	Data []byte
	Role Role
}

// Options for reading.
type Options struct {
	Encoding string // "" or "auto" to detect, else an encoding name for every file
	// MaxResults is the most results (table results of every file) the
	// session may have, and the most data rows of one CSV file: beyond it
	// the input is refused with formats.ErrTooLarge. 0 is
	// formats.MaxResults.
	MaxResults int
	// Sets reads a PBN file of several deal sets whose board numbers
	// restart (a dealing program's output: "% PBN" lines between the
	// sets) as deal sets, Loaded.Sets, when no set holds a result: the
	// session's boards are then the first set's. Without it such a file
	// is refused (a deal for a board number read before). For protokol
	// dd, which solves deals, and check, which says what the file holds.
	Sets bool
	// Release hands the inputs' bytes over to Load: nobody modifies them
	// afterwards, so a UTF-8 text is read without a copy of its bytes
	// (formats.DecodeOwned), and Load sets inputs[i].Data to nil once a
	// text input is decoded, so that a large traveller is not held twice.
	Release bool
}

// DealSet is one set of deals of a file (see Options.Sets).
type DealSet struct {
	File   string
	Number int // 1, 2, ... within the file
	Boards []bridge.Board
}

// FileInfo says how a file was read.
type FileInfo struct {
	Name string
	// Kind is "pbn", "travellers", "names", "movement", "sections",
	// "decisions", "BBO LIN", "Bridgemate database", or "Bridgemate T table" for a
	// table T exported to CSV ("Bridgemate Clients table: not needed,
	// skipped" for one that is recognised and not read).
	Kind string
	// Deals is the number of boards with a deal the file gives (a hand
	// record's), Sets the number of deal sets they are in (1, or more
	// for a file of sets whose board numbers restart: Options.Sets) and
	// Results the number of table results it gives.
	Deals, Sets, Results int
	Encoding             string  // WHATWG name
	How                  string  // how the encoding was found
	Confidence           float64 // of the detection
}

// Loaded is the assembled session and what was learnt on the way.
type Loaded struct {
	Session bridge.Session
	// Sets are the deal sets of every PBN file, in input order, when
	// Options.Sets is given: one per file, or several for a file whose
	// board numbers restart. Empty without Options.Sets.
	Sets     []DealSet
	Files    []FileInfo
	Warnings []*bridge.Error
}

// loader holds what Load has read so far.
type loader struct {
	out    *Loaded
	errs   bridge.Errors
	boards map[int]int     // number → index in Session.Boards
	rows   []decisions.Row // of the decisions files, in input order
	// sections are the Bridgemate Section tables' maps from section
	// numbers to letters.
	sections   []map[string]string
	maxResults int
	encoding   string // Options.Encoding
	sets       bool   // Options.Sets
	// bmCSV gathers the Bridgemate tables exported to CSV, read together
	// when every file is in; bmDB are the Bridgemate databases given.
	bmCSV *bridgemate.CSVSource
	bmDB  []bridgemate.Source
	// namesFiles are the names files read: in an individual session their
	// rows name players, not pairs (individualNames).
	namesFiles map[string]bool
}

func (ld *loader) add(err error) {
	if es := bridge.AsErrors(err); es != nil {
		ld.errs = append(ld.errs, es...)
		return
	}
	ld.errs = append(ld.errs, &bridge.Error{Err: err})
}

// Load reads and assembles the files. Problems in several files are all
// reported together (bridge.Errors). A file beyond the limits of package
// formats is refused (formats.ErrTooLarge), and so is a session of more
// than opt.MaxResults results: the reading stops at the file that passes
// the limit.
//
// Every adjust marker of the travellers and of the PBN score tables is
// parsed (formats/decisions) into its Entry.Adjust, and the entry's Kind
// made to agree: Artificial, Assigned, or Played for a penalty or a fouled
// board; NotScored, with the parser's words as the reason, for a marker
// that cannot be read or has no agreed meaning (issue 27: one table never
// stops a session). Decisions files (Role Decisions, or a header that decisions.Detect
// knows) give Session.Decisions, checked against the rest (see decide); they
// are never applied to the entries here.
func Load(inputs []Input, opt Options) (*Loaded, error) {
	ld := &loader{out: &Loaded{}, boards: map[int]int{}}
	out := ld.out
	maxResults := opt.MaxResults
	if maxResults <= 0 {
		maxResults = formats.MaxResults
	}
	ld.maxResults = maxResults
	ld.encoding = opt.Encoding
	ld.sets = opt.Sets
	for i, in := range inputs {
		if ld.tooMany(maxResults) {
			return nil, ld.errs
		}
		if f, ok := binaryFormat(in); ok {
			info := FileInfo{Name: in.Name, How: "binary", Confidence: 1}
			if f.read(ld, in, &info) {
				out.Files = append(out.Files, info)
			}
			continue
		}
		var def formats.Default
		if looksLikePBN(string(in.Data[:min(len(in.Data), 512)])) {
			def = formats.PBNDefault // a PBN file says its charset, or is ISO-8859-1
		}
		decode := formats.DecodeDefault
		if opt.Release {
			decode = formats.DecodeOwned // the bytes are handed over
		}
		dec, err := decode(in.Name, in.Data, opt.Encoding, def)
		if opt.Release {
			// The text readers read dec.Text; only the binary ones read Data.
			in.Data, inputs[i].Data = nil, nil
		}
		if err != nil {
			ld.add(err)
			continue
		}
		out.Warnings = append(out.Warnings, dec.Warnings...)
		info := FileInfo{Name: in.Name, Encoding: dec.Encoding, How: dec.How, Confidence: dec.Confidence}
		for _, f := range textFormats {
			if f.detect(in, dec.Text) {
				if f.read(ld, in, dec.Text, &info) {
					out.Files = append(out.Files, info)
				}
				break
			}
		}
	}
	if len(ld.errs) == 0 {
		ld.bridgemate()
	}
	if ld.tooMany(maxResults) || len(ld.errs) > 0 {
		return nil, ld.errs
	}
	// Bridgemate numbers its sections; its Section table gives the letters.
	for _, m := range ld.sections {
		for i := range out.Session.Entries {
			if l, ok := m[out.Session.Entries[i].Section]; ok {
				out.Session.Entries[i].Section = l
			}
		}
		for i := range out.Session.Movement {
			if l, ok := m[out.Session.Movement[i].Section]; ok {
				out.Session.Movement[i].Section = l
			}
		}
		for i := range out.Session.Players {
			if l, ok := m[out.Session.Players[i].Section]; ok {
				out.Session.Players[i].Section = l
			}
		}
	}
	ld.individualNames()
	ld.decide()
	if len(ld.errs) > 0 {
		return nil, ld.errs
	}
	return out, nil
}

// A format is a kind of text file that Load reads: detect says whether a
// file is one (the first format of textFormats that says so reads it),
// read adds what the file gives to the session, sets its kind in info, and
// reports whether the file was read (else it added the errors).
type format struct {
	detect func(in Input, text string) bool
	read   func(ld *loader, in Input, text string, info *FileInfo) bool
}

// textFormats are the formats Load reads, in the order they are tried. To
// read a new kind of file, write its reader (a package under formats/:
// text in, bridge values and positioned errors out) and add its row here,
// with the function that adds what it reads to the session.
var textFormats = []format{
	{detect: func(_ Input, text string) bool { return usebio.Detect(text) }, read: (*loader).readUSEBIO},
	{detect: func(_ Input, text string) bool { return unreadableText(text) != nil }, read: (*loader).refuseText},
	{detect: func(_ Input, text string) bool { return looksLikePBN(text) }, read: (*loader).readPBN},
	{detect: func(_ Input, text string) bool { return lin.Looks(text) }, read: (*loader).readLIN},
	{detect: func(in Input, text string) bool {
		return in.Role == Decisions || in.Role == Any && decisions.Detect(text)
	}, read: (*loader).readDecisions},
	{detect: func(in Input, text string) bool {
		return in.Role == Any && bridgemate.DetectCSV(in.Name, text) != ""
	}, read: (*loader).readBridgemateCSV},
	{detect: func(Input, string) bool { return true }, read: (*loader).readCSV}, // the travellers, names, movement and section tables
}

// A binaryFormat is a kind of file that is not text, tried on the raw
// bytes before they are decoded: detect says whether a file is one, read
// adds what it gives (see format).
type binaryFormatRow struct {
	detect func(in Input) bool
	read   func(ld *loader, in Input, info *FileInfo) bool
}

// binaryFormats are the binary formats Load reads, in the order they are
// tried. A Bridgemate database is known by its Jet signature, not by its
// name.
var binaryFormats = []binaryFormatRow{
	{detect: func(in Input) bool { return bridgemate.IsJet(in.Data) }, read: (*loader).readBridgemateDB},
	{detect: func(in Input) bool { return unreadableBinary(in.Data) != nil }, read: (*loader).refuseBinary},
}

func binaryFormat(in Input) (binaryFormatRow, bool) {
	for _, f := range binaryFormats {
		if f.detect(in) {
			return f, true
		}
	}
	return binaryFormatRow{}, false
}

// addBoards adds a reader's boards to the session: a board already there
// takes the deal when it had none, and a different deal for it is a
// conflict at the newcomer.
func (ld *loader) addBoards(boards []bridge.Board) {
	out := ld.out
	for _, b := range boards {
		if i, ok := ld.boards[b.Number]; ok {
			prev := out.Session.Boards[i]
			if prev.Deal.Empty() {
				out.Session.Boards[i] = b
			} else if !b.Deal.Empty() && prev.Deal != b.Deal {
				ld.add(bridge.Errorf(b.Pos, bridge.BoardLabel(b.Number), "%w: a different deal for this board is given at %s", formats.ErrConflict, prev.Pos))
			}
			continue
		}
		ld.boards[b.Number] = len(out.Session.Boards)
		out.Session.Boards = append(out.Session.Boards, b)
	}
}

// wrongRole refuses, and reports whether it did, a file given as a names
// or decisions file (--names, --adjust) that is what, not such a CSV; the
// error is at line (0 for a binary file).
func (ld *loader) wrongRole(in Input, what string, line int) bool {
	var ctx, want string
	switch in.Role {
	case Names:
		ctx, want = "names file", "a CSV with pair, player1, player2"
	case Decisions:
		ctx, want = "decisions file", "a CSV with board, ns, ew and decision"
	default:
		return false
	}
	ld.add(bridge.Errorf(bridge.Pos{File: in.Name, Line: line}, ctx, "%w: this is %s (want %s)", formats.ErrUnknown, what, want))
	return true
}

// readBridgemateDB opens a Bridgemate database (.bws); its tables are read
// with the other Bridgemate tables, when every file is in.
func (ld *loader) readBridgemateDB(in Input, info *FileInfo) bool {
	info.Kind = "Bridgemate database"
	if ld.wrongRole(in, "a Bridgemate database", 0) {
		return false
	}
	src, enc, conf, err := bridgemate.OpenJet(in.Name, in.Data, ld.encoding)
	if err != nil {
		ld.add(err)
		return false
	}
	info.Encoding, info.Confidence = enc.Name, conf
	info.How = "detected in the database's text"
	if ld.encoding != "" && ld.encoding != "auto" {
		info.How = "given"
	}
	ld.bmDB = append(ld.bmDB, src)
	return true
}

// readBridgemateCSV takes a Bridgemate table exported to CSV.
func (ld *loader) readBridgemateCSV(in Input, text string, info *FileInfo) bool {
	if ld.bmCSV == nil {
		ld.bmCSV = bridgemate.NewCSVSource()
	}
	table, err := ld.bmCSV.Add(in.Name, text)
	if err != nil {
		ld.add(err)
		return false
	}
	info.Kind = "Bridgemate " + table + " table"
	if !bridgemate.Used(table) {
		info.Kind += ": not needed, skipped"
	}
	return true
}

// bridgemate reads the Bridgemate tables (the CSV exports together, then
// each database) and adds what they give to the session. A hand record
// given beside them (PBN) overrides their deals, and a names file or the
// PBN's player tags their names: each disagreement is a warning. A
// database must hold results (ReceivedData).
func (ld *loader) bridgemate() {
	var srcs []bridgemate.Source
	if ld.bmCSV != nil {
		srcs = append(srcs, ld.bmCSV)
	}
	srcs = append(srcs, ld.bmDB...)
	for _, src := range srcs {
		_, isCSV := src.(*bridgemate.CSVSource)
		if !isCSV {
			if _, err := src.Table(bridgemate.ReceivedData); errors.Is(err, bridgemate.ErrNoTable) {
				ld.add(&bridge.Error{Pos: bridge.Pos{File: src.Name()}, Err: &formats.Unreadable{
					What: "an Access database that is not Bridgemate's (no ReceivedData table)",
					Want: "a Bridgemate .bws file, or its tables exported to CSV"}})
				continue
			} else if err != nil {
				ld.add(err) // a damaged database: its page, table and row
				continue
			}
		}
		p, err := bridgemate.Read(src, bridgemate.Options{MaxResults: ld.maxResults})
		if err != nil {
			ld.add(err)
			continue
		}
		if !isCSV { // what the database holds, for check's line about it
			for i := range ld.out.Files {
				if f := &ld.out.Files[i]; f.Name == src.Name() {
					f.Deals, f.Results = len(p.Boards), len(p.Entries)
				}
			}
		}
		ld.mergeBridgemate(p)
	}
}

// mergeBridgemate adds a Bridgemate part to the session.
func (ld *loader) mergeBridgemate(p *bridgemate.Part) {
	out := ld.out
	out.Warnings = append(out.Warnings, p.Warnings...)
	mergeLabels(&out.Session, bridge.Session{Event: p.Event, Date: p.Date})
	for _, b := range p.Boards {
		i, ok := ld.boards[b.Number]
		if !ok {
			ld.boards[b.Number] = len(out.Session.Boards)
			out.Session.Boards = append(out.Session.Boards, b)
			continue
		}
		prev := &out.Session.Boards[i]
		switch {
		case prev.Deal.Empty():
			*prev = b
		case prev.Deal != b.Deal:
			out.Warnings = append(out.Warnings, bridge.Errorf(b.Pos, bridge.BoardLabel(b.Number),
				"%w: the Bridgemate HandRecord's deal %s differs from the hand record's at %s (the hand record's is used)", formats.ErrConflict, b.Deal.StringFrom(b.Dealer), prev.Pos))
		case prev.HandRecord.DoubleDummyTricks == nil && prev.HandRecord.OptimumResultTable == nil:
			// The same deal: HandEvaluation's table serves when the hand
			// record has none.
			prev.HandRecord.DoubleDummyTricks = b.HandRecord.DoubleDummyTricks
		}
	}
	out.Session.Entries = append(out.Session.Entries, p.Entries...)
	out.Session.Movement = append(out.Session.Movement, p.Movement...)
	out.Session.Players = append(out.Session.Players, p.Players...)
	// Names given by another file win over PlayerNumbers: a pair of the
	// same number and direction (or none), in the same section (or none:
	// every section).
	for _, bp := range p.Pairs {
		other := -1
		for i, q := range out.Session.Pairs {
			if (strings.TrimSpace(q.Section) == "" || bridge.SectionKey(q.Section) == bridge.SectionKey(bp.Section)) && q.ID == bp.ID && (q.Direction == bp.Direction || q.Direction == bridge.DirectionNone) {
				other = i
				break
			}
		}
		if other < 0 {
			out.Session.Pairs = append(out.Session.Pairs, bp)
			continue
		}
		q := out.Session.Pairs[other]
		if q.Members == nil && sameNames(q.Names, bp.Names) {
			out.Session.Pairs[other].Members = bp.Members // the same players: their numbers
		}
		if !sameNames(q.Names, bp.Names) {
			out.Warnings = append(out.Warnings, bridge.Errorf(q.Pos, "pair "+bp.Direction.String()+" "+bp.ID,
				"%w: names %s, but Bridgemate's PlayerNumbers give %s (the names given here are used)", formats.ErrConflict,
				bridge.Quote(bridge.JoinNames(q.Names)), bridge.Quote(bridge.JoinNames(bp.Names))))
		}
	}
}

func sameNames(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if strings.TrimSpace(a[i]) != strings.TrimSpace(b[i]) {
			return false
		}
	}
	return true
}

// readPBN reads a PBN file: hand records, score tables, games, names.
func (ld *loader) readPBN(in Input, text string, info *FileInfo) bool {
	info.Kind = "pbn"
	if ld.wrongRole(in, "a PBN file", 1) {
		return false
	}
	return ld.pbn(in.Name, text, info)
}

// readLIN reads a BBO LIN file: a hand history, a tournament's tables or
// a vugraph match (formats/lin).
func (ld *loader) readLIN(in Input, text string, info *FileInfo) bool {
	info.Kind = "BBO LIN"
	if ld.wrongRole(in, "a BBO LIN file", 1) {
		return false
	}
	f, err := lin.Read(in.Name, text, lin.Options{MaxResults: ld.maxResults})
	if err != nil {
		ld.add(err)
		return false
	}
	ld.addSession(f.Warnings, f.Session)
	return true
}

// addSession adds what a reader of a whole session gives (LIN, USEBIO):
// its warnings, labels, boards, entries, pairs and an individual's
// players.
func (ld *loader) addSession(warnings []*bridge.Error, s bridge.Session) {
	out := ld.out
	out.Warnings = append(out.Warnings, warnings...)
	mergeLabels(&out.Session, s)
	ld.addBoards(s.Boards)
	out.Session.Entries = append(out.Session.Entries, s.Entries...)
	out.Session.Pairs = append(out.Session.Pairs, s.Pairs...)
	out.Session.Players = append(out.Session.Players, s.Players...)
}

// readDecisions reads a director's decisions file.
func (ld *loader) readDecisions(in Input, text string, info *FileInfo) bool {
	f, err := decisions.Read(in.Name, text, decisions.Options{})
	if err != nil {
		ld.add(err)
		return false
	}
	ld.out.Warnings = append(ld.out.Warnings, f.Warnings...)
	ld.rows = append(ld.rows, f.Rows...)
	info.Kind = "decisions"
	return true
}

// readCSV reads a CSV file of travellers, names, a movement or sections.
func (ld *loader) readCSV(in Input, text string, info *FileInfo) bool {
	f, err := csvtrav.Read(in.Name, text, csvtrav.Options{MaxRows: ld.maxResults})
	if err != nil {
		ld.add(err)
		return false
	}
	out := ld.out
	out.Warnings = append(out.Warnings, f.Warnings...)
	info.Kind = kindName(f.Kind)
	if in.Role == Names && f.Kind != csvtrav.Names {
		ld.add(bridge.Errorf(bridge.Pos{File: in.Name, Line: 1}, "names file", "%w: the header is that of a %s file (want pair, player1, player2)", formats.ErrUnknown, info.Kind))
		return false
	}
	base := len(out.Session.Entries)
	if base == 0 && len(f.Entries) > 0 {
		// The first traveller file's entries are taken as they are: a
		// copy of 90,000 entries costs 24 MB and a tenth of the reading.
		out.Session.Entries = f.Entries
	} else {
		out.Session.Entries = append(out.Session.Entries, f.Entries...)
	}
	for i := base; i < len(out.Session.Entries); i++ {
		ld.adjust(i, false, f.Locale)
	}
	out.Session.Pairs = append(out.Session.Pairs, f.Pairs...)
	out.Session.Players = append(out.Session.Players, f.Players...)
	if f.Kind == csvtrav.Names {
		if ld.namesFiles == nil {
			ld.namesFiles = map[string]bool{}
		}
		ld.namesFiles[in.Name] = true
	}
	out.Session.Movement = append(out.Session.Movement, f.Slots...)
	if len(f.Sections) > 0 {
		ld.sections = append(ld.sections, f.Sections)
	}
	return true
}

// tooMany reports whether the session has more than limit results, adding
// the error at the first result beyond it; the files after it are not
// read.
func (ld *loader) tooMany(limit int) bool {
	entries := ld.out.Session.Entries
	if len(entries) <= limit {
		return false
	}
	ld.add(&bridge.Error{Pos: entries[limit].Pos,
		Err: fmt.Errorf("%w: more than %d results in the session (the limit for one session; want the files of one session)", formats.ErrTooLarge, limit)})
	return true
}

// pbn reads a PBN file's boards, entries and pairs; false when it failed.
func (ld *loader) pbn(name, text string, info *FileInfo) bool {
	out := ld.out
	f, err := pbn.Parse(name, text)
	if err != nil {
		ld.add(err)
		return false
	}
	out.Warnings = append(out.Warnings, f.Warnings...)
	r, err := f.Session()
	sets := []*pbn.Read{r}
	if err != nil && f.SubFiles() > 1 {
		if parts, ok := dealSets(f); ok && ld.sets {
			r, sets, err = parts[0], parts, nil
		} else if ok {
			// One reason, not a conflict per board.
			deals := 0
			for _, p := range parts {
				deals += len(p.Session.Boards)
			}
			err = bridge.Errorf(bridge.Pos{File: name}, "", "%w: %d deals in %d sets whose board numbers restart, and no results: nothing to score (want the results of one session; protokol dd solves the deals)",
				formats.ErrConflict, deals, len(parts))
		}
	}
	if err != nil {
		ld.add(err)
		return false
	}
	info.Sets, info.Results = len(sets), len(r.Session.Entries)
	for k, p := range sets {
		out.Warnings = append(out.Warnings, p.Warnings...)
		for _, b := range p.Session.Boards {
			if !b.Deal.Empty() {
				info.Deals++
			}
		}
		if ld.sets {
			out.Sets = append(out.Sets, DealSet{File: name, Number: k + 1, Boards: p.Session.Boards})
		}
	}
	mergeLabels(&out.Session, r.Session)
	ld.addBoards(r.Session.Boards)
	base := len(out.Session.Entries)
	out.Session.Entries = append(out.Session.Entries, r.Session.Entries...)
	for i := base; i < len(out.Session.Entries); i++ {
		ld.adjust(i, true, "")
	}
	out.Session.Pairs = append(out.Session.Pairs, r.Session.Pairs...)
	out.Session.Players = append(out.Session.Players, r.Session.Players...)
	out.Session.Decisions = append(out.Session.Decisions, r.Session.Decisions...)
	return true
}

// dealSets reads each part of a concatenation of PBN files (pbn.File.Split)
// on its own: ok when every part reads and none holds a result, so that
// the file is sets of deals whose board numbers restart.
func dealSets(f *pbn.File) ([]*pbn.Read, bool) {
	var out []*pbn.Read
	for _, part := range f.Split() {
		r, err := part.Session()
		if err != nil || len(r.Session.Entries) > 0 || len(r.Session.Decisions) > 0 {
			return nil, false
		}
		out = append(out, r)
	}
	return out, true
}

// adjust parses entry i's adjust marker: a PBN ScoreTable's score cells, or
// a traveller's adjust cell in the file's locale. A not-played entry keeps
// its NP. A marker that cannot be read, or has no agreed meaning (Ruter's
// "Pen" and "+0" without their award), leaves the table not scored, with
// the parser's words as the reason, and the marker's text kept: a
// director's decision replaces it.
func (ld *loader) adjust(i int, scoreCells bool, locale string) {
	e := &ld.out.Session.Entries[i]
	if e.Adjust == nil || e.Kind == bridge.NotPlayed || e.Adjust.Kind != bridge.AdjUnparsed {
		return // nothing to read, or read by its reader (a PBN Decision cell)
	}
	if why, ok := strings.CutPrefix(e.Adjust.Text, bridge.NotScoredMark); ok && !scoreCells && strings.TrimSpace(why) != "" {
		e.SetUnscored(strings.TrimSpace(why)) // a traveller protokol wrote (report/csvout)
		e.Adjust = nil
		return
	}
	pos := e.Adjust.Pos
	if pos.IsZero() {
		pos = e.Pos
	}
	var a bridge.Adjustment
	var err error
	if scoreCells {
		text := e.Adjust.Text
		if n := strings.TrimPrefix(text, "-"); n != "" && strings.Trim(n, "0123456789") == "" && e.HasClaimed {
			// A lone score cell: the reader knows whose view it was in.
			text = strconv.Itoa(e.Claimed)
		}
		a, err = decisions.ParseScoreCells(text)
	} else {
		a, err = decisions.ParseAdjustLocale(e.Adjust.Text, locale)
	}
	if err != nil {
		e.SetUnscored(err.Error())
		return
	}
	a.Text, a.Pos = e.Adjust.Text, pos
	*e.Adjust = a
	switch a.Kind {
	case bridge.AdjArtificial:
		e.Kind = bridge.Artificial
	case bridge.AdjAssigned:
		e.Kind = bridge.Assigned
	case bridge.AdjPenalty, bridge.AdjFouled:
		e.Kind = bridge.Played
	}
}

// entryContext is "board 4, NS 3, EW 2", or for teams "board 4, room O,
// Lions v Tigers".
func entryContext(e *bridge.Entry) string {
	if e.Room != bridge.NoRoom {
		return fmt.Sprintf("%s, room %s, %s v %s", bridge.BoardLabel(e.Board), e.Room, e.Home, e.Away)
	}
	return fmt.Sprintf("%s, NS %s, EW %s", bridge.BoardLabel(e.Board), e.NS, e.EW)
}

func mergeLabels(dst *bridge.Session, src bridge.Session) {
	if dst.Event == "" {
		dst.Event = src.Event
	}
	if dst.Site == "" {
		dst.Site = src.Site
	}
	if dst.Date == "" {
		dst.Date = src.Date
	}
	if dst.Scoring == "" && dst.MethodSaid == "" {
		dst.Scoring, dst.MethodSaid = src.Scoring, src.MethodSaid
	}
	if dst.Method == bridge.ScoringUnknown {
		dst.Method, dst.MethodPos = src.Method, src.MethodPos
	}
	if src.AcrossField && !dst.AcrossField {
		dst.AcrossField, dst.AcrossPos = true, src.AcrossPos
	}
}

func kindName(k csvtrav.Kind) string {
	switch k {
	case csvtrav.Travellers:
		return "travellers"
	case csvtrav.Names:
		return "names"
	case csvtrav.Movement:
		return "movement"
	case csvtrav.Sections:
		return "sections"
	}
	return fmt.Sprintf("kind %d", k)
}

// looksLikePBN is true when the first meaningful character is one a PBN
// file starts with (%, [, {, ;) and no CSV does.
func looksLikePBN(text string) bool {
	t := strings.TrimLeft(strings.TrimPrefix(text, "\uFEFF"), " \t\r\n")
	return t != "" && strings.ContainsRune("%[{;", rune(t[0]))
}
