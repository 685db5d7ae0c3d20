package pbn

import (
	"fmt"
	"github.com/protokol-bridge/protokol/internal/golden"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

func at(p bridge.Pos) string { return fmt.Sprintf("%d:%d", p.Line, p.Col) }

// dumpFile is a stable text rendering of a parsed file.
func dumpFile(f *File, err error) string {
	var b strings.Builder
	fmt.Fprintf(&b, "file %q version %q export %v games %d subfiles %d\n", f.Name, f.Version, f.Export, len(f.Games), f.SubFiles())
	d := 0
	dirs := func(upTo int, inGame bool) {
		for ; d < len(f.Directives) && f.Directives[d].Game <= upTo; d++ {
			x := f.Directives[d]
			if x.Game == upTo && x.InGame != inGame {
				break
			}
			indent := ""
			if x.InGame {
				indent = "  "
			}
			fmt.Fprintf(&b, "%s%% %s %q\n", indent, at(x.Pos), x.Text)
		}
	}
	for gi, g := range f.Games {
		dirs(gi, false)
		fmt.Fprintf(&b, "game %d %s subfile %d label %q\n", g.Index, at(g.Pos), g.SubFile, g.Label())
		if g.Comment != "" {
			fmt.Fprintf(&b, "  comment %q\n", g.Comment)
		}
		for _, t := range g.Tags {
			fmt.Fprintf(&b, "  [%s %q] %s value %s", t.Name, t.Value, at(t.Pos), at(t.ValuePos))
			if t.Inherited {
				fmt.Fprintf(&b, " inherited raw %q from %s", t.Raw, at(t.Origin))
			}
			b.WriteByte('\n')
			if t.Comment != "" {
				fmt.Fprintf(&b, "    comment %q\n", t.Comment)
			}
			if t.Section != nil {
				var toks []string
				for _, k := range t.Section.Tokens {
					toks = append(toks, k.Text)
				}
				first := ""
				if len(t.Section.Tokens) > 0 {
					first = " from " + at(t.Section.Tokens[0].Pos)
				}
				fmt.Fprintf(&b, "    tokens%s: %s\n", first, strings.Join(toks, " "))
			}
			if t.Table != nil {
				var cols []string
				for _, c := range t.Table.Columns {
					cols = append(cols, fmt.Sprintf("%s(%s,%d,%s)", c.Name, orderText(c.Order), c.Width, orderText(c.Align)))
				}
				fmt.Fprintf(&b, "    columns %s stream %v\n", strings.Join(cols, " "), t.Table.Stream)
				for _, row := range t.Table.Rows {
					var cells []string
					for _, c := range row {
						if c.Quoted {
							cells = append(cells, fmt.Sprintf("%q", c.Text))
						} else {
							cells = append(cells, c.Text)
						}
					}
					fmt.Fprintf(&b, "    row %s: %s\n", at(row[0].Pos), strings.Join(cells, " | "))
				}
			}
		}
		dirs(gi, true)
	}
	dirs(len(f.Games), false)
	for _, w := range f.Warnings {
		fmt.Fprintf(&b, "warning %s\n", w)
	}
	for _, e := range bridge.AsErrors(err) {
		fmt.Fprintf(&b, "error %s\n", e)
	}
	return b.String()
}

// dumpRead is a stable text rendering of a Session result.
func dumpRead(r *Read, err error) string {
	var b strings.Builder
	s := r.Session
	fmt.Fprintf(&b, "event %q site %q date %q scoring %q\n", s.Event, s.Site, s.Date, s.Scoring)
	for _, bd := range s.Boards {
		deal := "-"
		if !bd.Deal.Empty() {
			deal = bd.Deal.String()
		}
		fmt.Fprintf(&b, "board %d %s dealer %s vul %s deal %s\n", bd.Number, at(bd.Pos), bd.Dealer, bd.Vul, deal)
		// The hand record's tags as read, by name (the golden files
		// predate its typed tables, which session_test checks).
		tags := slices.Clone(bd.HandRecord.Verbatim)
		sort.Slice(tags, func(i, j int) bool { return tags[i].Name < tags[j].Name })
		for _, t := range tags {
			fmt.Fprintf(&b, "  fact %s %q\n", t.Name, t.Value)
		}
	}
	for _, e := range s.Entries {
		fmt.Fprintf(&b, "entry %s %s\n", at(e.Pos), entryLine(e))
	}
	for _, p := range s.Pairs {
		fmt.Fprintf(&b, "%s %s\n", pairLine(p), at(p.Pos))
	}
	for _, w := range r.Warnings {
		fmt.Fprintf(&b, "warning %s\n", w)
	}
	for _, e := range bridge.AsErrors(err) {
		fmt.Fprintf(&b, "error %s\n", e)
	}
	return b.String()
}

// checkGolden compares got with testdata/golden/name, or rewrites the file
// when the tests run with -update.
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	golden.Check(t, filepath.Join("testdata", "golden", name), []byte(got))
}
