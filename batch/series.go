package batch

import (
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/series"
	"github.com/protokol-bridge/protokol/config"
	"github.com/protokol-bridge/protokol/input"
	"github.com/protokol-bridge/protokol/job"
	"github.com/protokol-bridge/protokol/output"
	"github.com/protokol-bridge/protokol/players"
	pub "github.com/protokol-bridge/protokol/publish"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/jsonout"
	"github.com/protokol-bridge/protokol/season"
	"github.com/protokol-bridge/protokol/translit"
)

// A season (issue 30): an archive's folder may hold a club's register
// (RegisterFile) and series definitions (series*.toml, package season).
// They are nobody's session inputs: Find's sessions leave them, and no
// warning names them as files left unread.

// RegisterFile is the club's register in an archive's folder.
const RegisterFile = "register.csv"

// SeriesFolder is the folder of the site that holds the series tables,
// one published folder each ("series/summer", "series/monthly-2026-05").
const SeriesFolder = "series"

// PlayersFolder is the folder of SeriesFolder that holds the page of the
// season's players, which the sessions' pages link to; no table is named
// so.
const PlayersFolder = "players"

// isSeasonFile reports whether a file name is the register or a series
// definition.
func isSeasonFile(name string) bool {
	return name == RegisterFile || strings.HasPrefix(name, "series") && strings.HasSuffix(name, ".toml")
}

// seasonRoots are the archive's folders that may hold the season's
// files: each folder given, and a pattern's folder before its first
// wildcard.
func seasonRoots(args []string) []string {
	var out []string
	for _, a := range args {
		root := a
		if hasMeta(a) {
			root = staticPrefix(a)
		} else if fi, err := os.Stat(a); err != nil || !fi.IsDir() {
			continue
		}
		if abs, err := filepath.Abs(root); err == nil && !slices.Contains(out, abs) {
			out = append(out, abs)
		}
	}
	return out
}

// seasonFiles are the register and the definitions in the roots, by
// absolute path: the register first (when there is one), then the
// definitions in order of their names.
func seasonFiles(roots []string) (register string, defs []string) {
	for _, root := range roots {
		ents, err := os.ReadDir(root)
		if err != nil {
			continue
		}
		for _, e := range ents {
			if !e.Type().IsRegular() || !isSeasonFile(e.Name()) {
				continue
			}
			p := filepath.Join(root, e.Name())
			if e.Name() == RegisterFile {
				if register == "" {
					register = p
				}
				continue
			}
			defs = append(defs, p)
		}
	}
	return register, defs
}

// Season is what an archive's season is made of: the register (nil
// without one) and the series defined.
type Season struct {
	Register *players.Register
	Defs     []Def
	// Warnings are the register's (an unknown column, two players of one
	// name), positioned.
	Warnings []string
}

// Def is one series definition and the name of its tables' folders.
type Def struct {
	*season.Definition
	// Name is its name in the site: the file's name without "series" and
	// ".toml" ("series-summer.toml" → "summer"), a preset's name, or
	// "series".
	Name string
}

// ReadSeason reads the register (the file named, else RegisterFile in
// the roots) and the series definitions (the files or preset names
// given, else the roots' series*.toml). A register or a definition that
// cannot be read is an error: positioned, and the batch's sessions are
// published without their series.
func ReadSeason(roots []string, register string, defs []string) (*Season, error) {
	foundReg, foundDefs := seasonFiles(roots)
	if register == "" {
		register = foundReg
	}
	if len(defs) == 0 {
		defs = foundDefs
	}
	s := &Season{}
	if register != "" {
		data, err := input.Read(register)
		if err != nil {
			return nil, err
		}
		if s.Register, err = players.Read(register, data, ""); err != nil {
			return nil, err
		}
		for _, w := range s.Register.Warnings {
			s.Warnings = append(s.Warnings, w.Error())
		}
	}
	used := map[string]bool{PlayersFolder: true}
	for _, d := range defs {
		var def *season.Definition
		var err error
		_, statErr := os.Stat(d)
		switch {
		case season.PresetText(d) != "" && !strings.ContainsAny(d, `/\.`):
			def, err = season.Preset(d)
		case statErr != nil && !strings.ContainsAny(d, `/\.`):
			return nil, &config.Error{Err: fmt.Errorf("series definition %s: no such file, nor a preset (want a TOML file, or one of %s)",
				bridge.Quote(d), strings.Join(season.Presets(), ", "))}
		default:
			var data []byte
			if data, err = input.Read(d); err == nil {
				def, err = season.Parse(d, data)
			}
		}
		if err != nil {
			return nil, err
		}
		s.Defs = append(s.Defs, Def{Definition: def, Name: defName(d, used)})
	}
	return s, nil
}

// defName names a definition's tables in the site: its file's name
// without "series" and ".toml", or a preset's name, as a slug; "series"
// when that leaves nothing; unique among used.
func defName(file string, used map[string]bool) string {
	stem := strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
	if strings.HasPrefix(stem, "series") && len(stem) > len("series") {
		stem = strings.TrimLeft(stem[len("series"):], "-_. ")
	}
	name := cmp.Or(translit.Slug(stem, 40), "series")
	base := name
	for n := 2; used[name]; n++ {
		name = fmt.Sprintf("%s-%d", base, n)
	}
	used[name] = true
	return name
}

// Scored is a session scored, as its series see it.
type Scored struct {
	Rel   string // its folder, relative to the folder given, with "/"
	Date  string // as given
	Title string
	// Link is its results, relative to the site ("2026/mon/index.html");
	// "" when not published.
	Link  string
	Event *report.Event
}

// SeriesTable is one table of a series: its folder's name in the site's
// SeriesFolder and its sheet, whose files Files makes.
type SeriesTable struct {
	Def   string // the definition's name
	Name  string // "summer", "monthly-2026-05"
	Sheet *report.Series
	// Warnings are the table's own: a place beyond a table of points, a
	// player credited twice in a session.
	Warnings []string
	Err      error // the table could not be made
}

// Files are the table's files (output.SeriesFiles), with the warnings of
// what they print otherwise.
func (t *SeriesTable) Files() (map[string][]byte, []string, error) {
	return output.SeriesFiles(t.Sheet)
}

// Stamp is a digest of everything the table's files are made from: this
// program, the language, the link to the archive, and series.json (every
// figure's data text, the names, sessions and rules: the words and
// figures printed follow from them); "" when the program cannot be told,
// and then the files are always made. A table whose published generation
// has the same stamp is not made again.
func (t *SeriesTable) Stamp() string {
	prog := job.Program()
	if prog == "" {
		return ""
	}
	h := sha256.New()
	fmt.Fprintf(h, "protokol %s\nseries\nlang %s\narchive %q\n", prog, t.Sheet.L.Lang, t.Sheet.Archive)
	if err := jsonout.WriteSeries(h, t.Sheet); err != nil {
		return ""
	}
	return hex.EncodeToString(h.Sum(nil))
}

// publishTable publishes a table into dir, unless its published
// generation has its stamp; warn hears the warnings of the files.
func publishTable(ctx context.Context, dir string, t *SeriesTable, opt pub.Options, warn func(string)) SeriesOutcome {
	o := SeriesOutcome{Name: t.Name, Err: t.Err}
	if t.Sheet != nil {
		o.Title = t.Sheet.Heading
	}
	if t.Err != nil {
		return o
	}
	lock, err := pub.Lock(ctx, dir, opt)
	if err != nil {
		o.Err = err
		return o
	}
	defer lock.Unlock()
	opt.Stamp = t.Stamp()
	if _, same := lock.Unchanged(opt.Stamp, opt.Reporter); same {
		o.Unchanged = true
		return o
	}
	files, warns, err := t.Files()
	for _, w := range warns {
		warn(t.Name + ": " + w)
	}
	if err != nil {
		o.Err = err
		return o
	}
	r, err := lock.Publish(ctx, files, opt)
	o.Err, o.Unchanged = err, r.Unchanged
	return o
}

// SeriesOptions say how the tables are laid out.
type SeriesOptions struct {
	Lang string
	// Depth is how many folders deep the tables' pages are under the
	// site (2 for SeriesFolder/NAME): the links to the sessions and the
	// archive's index climb as many.
	Depth int
	// Archive links the pages to the archive's index, when set.
	Archive bool
	// Failed are the sessions that failed this run (by Rel): a series
	// whose folders take one is not made (Blocked), so that what was
	// published of it stands until the session is scored again.
	Failed []string
}

// SeriesResult is what Tables made.
type SeriesResult struct {
	Tables []SeriesTable
	// Blocked are the definitions not made this run (see
	// SeriesOptions.Failed), by name.
	Blocked []string
	// Warnings are the season's: every doubtful match of a player (the
	// written names and where each was first seen, the register's lines),
	// sessions left out of a series, and the register's own.
	Warnings []string
	// Names are the players' names as shown, Spellings the names the
	// sessions wrote them by, by key.
	Names     map[string]string
	Spellings map[string][]string
}

// Tables makes every table of the season's series from the sessions
// scored: the sessions each definition takes (season.Select), their
// players matched across them all (players.Match), each table computed
// (compute/series) and laid out (report.NewSeries); SeriesTable.Files
// renders each.
func (se *Season) Tables(scored []Scored, opt SeriesOptions) (*SeriesResult, error) {
	res := &SeriesResult{Warnings: slices.Clone(se.Warnings)}
	// In the order played: matching is deterministic for one order.
	scored = slices.Clone(scored)
	slices.SortStableFunc(scored, func(a, b Scored) int {
		return cmp.Or(strings.Compare(DateKey(a.Date), DateKey(b.Date)), strings.Compare(a.Rel, b.Rel))
	})
	sel := make([]season.Session, len(scored))
	for i, s := range scored {
		sel[i] = season.Session{Folder: s.Rel, Date: s.Date}
	}
	type defGroups struct {
		def    Def
		groups []season.Group
	}
	var todo []defGroups
	taken := make([]bool, len(scored))
	for _, d := range se.Defs {
		if failed := d.takes(opt.Failed); failed != "" {
			res.Blocked = append(res.Blocked, d.Name)
			res.Warnings = append(res.Warnings, fmt.Sprintf("series %s: not updated this run: session %s failed (what was published of the series stands)",
				bridge.Quote(d.Title), pub.ShowPath(failed)))
			continue
		}
		groups, warns := d.Select(sel)
		res.Warnings = append(res.Warnings, warns...)
		for _, g := range groups {
			for _, i := range g.Sessions {
				taken[i] = true
			}
		}
		todo = append(todo, defGroups{d, groups})
	}
	entries, names, spellings, warns := matchSessions(se.Register, scored, taken)
	res.Warnings = append(res.Warnings, warns...)
	res.Names, res.Spellings = names, spellings
	for _, dg := range todo {
		for _, g := range dg.groups {
			res.Tables = append(res.Tables, makeTable(dg.def, g, scored, entries, names, opt))
		}
	}
	return res, nil
}

// takes is the first of the sessions (by Rel) whose folder the
// definition takes, "" when none. A session that failed has no date: one
// that the definition would leave out for want of it is taken too.
func (d Def) takes(rels []string) string {
	for _, rel := range rels {
		if groups, warns := d.Select([]season.Session{{Folder: rel}}); len(groups) > 0 || len(warns) > 0 {
			return rel
		}
	}
	return ""
}

// seen is a standing of a session as its series take it: its place, its
// section and field, its scores, and the keys of its players once
// matched.
type seen struct {
	entry series.Entry
	names []string
	at    string // where, for messages
}

// matchSessions matches the players of the sessions taken, all at once,
// and makes each session's entries; names are the players' names by key,
// spellings the names the sessions wrote them by.
func matchSessions(reg *players.Register, scored []Scored, taken []bool) (entries [][]seen, names map[string]string, spellings map[string][]string, warns []string) {
	entries = make([][]seen, len(scored))
	var apps []players.Appearance
	for i, s := range scored {
		if !taken[i] || s.Event == nil {
			continue
		}
		entries[i] = sessionEntries(s, &warns)
		for _, e := range entries[i] {
			for k, n := range e.names {
				apps = append(apps, players.Appearance{Name: n, Number: e.entry.Members[k], Where: e.at})
			}
		}
	}
	ids, pw := players.Match(reg, apps)
	for _, w := range pw {
		warns = append(warns, "players: "+w.Text)
	}
	names, spellings = map[string]string{}, map[string][]string{}
	k := 0
	for i := range entries {
		for j := range entries[i] {
			e := &entries[i][j]
			members := make([]string, 0, len(e.names))
			for range e.names {
				id := ids[k]
				if !slices.Contains(spellings[id.Key], apps[k].Name) {
					spellings[id.Key] = append(spellings[id.Key], apps[k].Name)
				}
				k++
				names[id.Key] = id.Name
				if slices.Contains(members, id.Key) {
					warns = append(warns, fmt.Sprintf("%s: %s is one player twice in one entry: counted once", e.at, bridge.Quote(id.Name)))
					continue
				}
				members = append(members, id.Key)
			}
			e.entry.Members = members // the numbers were for matching only
		}
	}
	return entries, names, spellings, warns
}

// sessionEntries are a session's standings as series entries, their
// Members holding the member numbers until they are matched. A standing
// without names is left out, with a warning.
func sessionEntries(s Scored, warns *[]string) []seen {
	ev := s.Event
	var out []seen
	for fi := range ev.Fields {
		f := &ev.Fields[fi]
		field := f.Section
		if f.Direction != bridge.DirectionNone {
			field = strings.TrimSpace(field + " " + f.Direction.String())
		}
		for _, st := range f.Rows() {
			who := st.Kind.String() + " " + st.Key.String()
			at := s.Rel + ", " + who
			if st.NamesPos.File != "" {
				at = pub.ShowPath(st.NamesPos.String()) + " (" + s.Rel + ", " + who + ")"
			}
			var names, numbers []string
			for k, n := range st.Names {
				if n = strings.TrimSpace(n); n != "" {
					names = append(names, n)
					numbers = append(numbers, strings.TrimSpace(at0(st.Members, k)))
				}
			}
			if len(names) == 0 {
				*warns = append(*warns, fmt.Sprintf("%s: no names: left out of the series", at))
				continue
			}
			e := series.Entry{Members: numbers, Section: st.Key.Section, Field: field}
			if !st.Place.Unranked {
				e.Place = st.Place.Rank
			}
			if ev.Kind == event.Teams {
				if ev.VPs {
					e.VP, e.Has = st.Total.Exact(), series.VP
				}
			} else {
				e.Total, e.Has = st.Total.Exact(), series.Total
				if st.Percent.Set() {
					e.Percent, e.Has = st.Percent.Exact(), e.Has|series.Percent
				}
			}
			out = append(out, seen{entry: e, names: names, at: at})
		}
	}
	return out
}

func at0(list []string, i int) string {
	if i < len(list) {
		return list[i]
	}
	return ""
}

// makeTable computes and lays out one table of a definition.
func makeTable(d Def, g season.Group, scored []Scored, entries [][]seen, names map[string]string, opt SeriesOptions) SeriesTable {
	t := SeriesTable{Def: d.Name, Name: d.Name}
	if g.Period != "" {
		t.Name += "-" + strings.ToLower(g.Period)
	}
	up := strings.Repeat("../", opt.Depth)
	in := report.SeriesInput{Title: d.Title, Period: g.Period, Rules: d.Rules, Names: names, Lang: opt.Lang}
	if opt.Archive {
		in.Archive = up + "index.html"
	}
	byPlace := d.Rules.Points.Kind == series.ByPlace || d.Rules.Points.Kind == series.ByFormula
	var sessions []series.Session
	for _, i := range g.Sessions {
		s := scored[i]
		ss := series.Session{ID: s.Rel}
		if s.Event != nil {
			for _, sec := range s.Event.Sections {
				ss.Sections = append(ss.Sections, sec.Name)
			}
		}
		for _, e := range entries[i] {
			if e.entry.Place == 0 && byPlace {
				t.Warnings = append(t.Warnings, fmt.Sprintf("%s: not ranked in the session: no place points", e.at))
				continue
			}
			ss.Entries = append(ss.Entries, e.entry)
		}
		sessions = append(sessions, ss)
		href := ""
		if s.Link != "" {
			href = up + s.Link
		}
		in.Sessions = append(in.Sessions, report.SeriesSession{ID: s.Rel, Date: s.Date, Title: s.Title, Href: href})
	}
	table, err := series.Compute(d.Rules, sessions)
	if err != nil {
		t.Err = fmt.Errorf("series %s: %w", bridge.Quote(d.Title), err)
		return t
	}
	for _, w := range table.Warnings {
		t.Warnings = append(t.Warnings, w.String())
	}
	t.Sheet, t.Err = report.NewSeries(table, in)
	return t
}
