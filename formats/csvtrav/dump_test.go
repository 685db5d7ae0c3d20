package csvtrav

import (
	"fmt"
	"sort"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// dump is the golden text of a File: one line per entry, pair, slot or
// section, then the warnings.
func dump(f *File) string {
	var b strings.Builder
	fmt.Fprintf(&b, "kind %s\n", f.Kind)
	for _, e := range f.Entries {
		fmt.Fprintf(&b, "%s: section %q board %d round %d table %d NS %q EW %q", e.Pos, e.Section, e.Board, e.Round, e.Table, e.NS, e.EW)
		if e.Seats != nil {
			fmt.Fprintf(&b, " seats %q", e.Seats[:])
		}
		if e.Seated() != nil {
			fmt.Fprintf(&b, " seated %q", e.Seated()[:])
		}
		fmt.Fprintf(&b, ": %s", e.Kind)
		if e.Kind == bridge.Played {
			fmt.Fprintf(&b, " %s", e.Play)
			if !e.Play.Contract.IsPass() {
				fmt.Fprintf(&b, " (%s)", e.Play.ResultText())
			}
		} else if e.Play != (bridge.Play{}) {
			fmt.Fprintf(&b, " table result %s", e.Play)
		}
		if e.Lead.Valid() {
			fmt.Fprintf(&b, " lead %s", e.Lead)
		}
		if e.HasClaimed {
			fmt.Fprintf(&b, " claimed %+d", e.Claimed)
		}
		if e.Adjust != nil {
			fmt.Fprintf(&b, " adjust %q", e.Adjust.Text)
		}
		if e.Remarks() != "" {
			fmt.Fprintf(&b, " remarks %q", e.Remarks())
		}
		b.WriteByte('\n')
	}
	for _, p := range f.Players {
		fmt.Fprintf(&b, "%s: section %q player %q name %q\n", p.Pos, p.Section, p.ID, p.Name)
	}
	for _, p := range f.Pairs {
		fmt.Fprintf(&b, "%s: section %q direction %q pair %q names %q\n", p.Pos, p.Section, p.Direction, p.ID, p.Names)
	}
	for _, s := range f.Slots {
		fmt.Fprintf(&b, "%s: section %q table %d round %d NS %q EW %q boards %v\n", s.Pos, s.Section, s.Table, s.Round, s.NS, s.EW, s.Boards)
	}
	ids := make([]string, 0, len(f.Sections))
	for id := range f.Sections {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		fmt.Fprintf(&b, "section id %q letter %q\n", id, f.Sections[id])
	}
	for _, w := range f.Warnings {
		fmt.Fprintf(&b, "warning: %s\n", w)
	}
	return b.String()
}
