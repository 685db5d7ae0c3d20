package event

import (
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/compute/teams"
)

// teamForm is how a team event's boards are scored: board-a-match when
// the input says so (PBN [Scoring "BAM"], USEBIO point-a-board), else
// IMPs. A board-a-match's matches are in board points; they become VPs
// only on a discrete scale given as a file (--vp-scale FILE), whose
// margins are then board points: the WBF scale is of IMP margins.
func teamForm(s bridge.Session, opt Options) (form teams.Form, vps bool) {
	if s.Method != bridge.ScoringBAM {
		return teams.IMPs, true
	}
	return teams.BoardAMatch, strings.HasPrefix(opt.VPName, "discrete:")
}

// field chooses how several sections are scored: as the settings say
// (--field), else across when the input says its sections were scored so.
// When the settings score apart what the input scored across, a warning
// says so: the published figures will differ.
func field(s bridge.Session, opt *Options) *bridge.Error {
	switch {
	case !s.AcrossField:
		return nil
	case !opt.FieldGiven:
		opt.Pairs.Field = pairs.Across
		return nil
	case opt.Pairs.Field == pairs.Sections:
		return bridge.Errorf(s.AcrossPos, "sections",
			"the input matchpointed its sections as one field; scored section by section, as --field sections says (its tops, percentages and places will differ from the input's)")
	}
	return nil
}
