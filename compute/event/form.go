package event

import (
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
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
