package pairs

import (
	"fmt"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/imp"
)

// A Convention is a preset of options that reproduces what another scoring
// program publishes for the same session. Each changes only what that
// program does differently from the default (the Laws, Neuberg factoring,
// exact arithmetic); Verified names the real file whose published figures
// a test reproduces with it.
type Convention struct {
	Name     string // the --convention value
	Program  string // whose program, and where it is used
	Changes  string // what it changes, in a line
	Verified string // the corpus file whose published figures it reproduces
	// Flags are the settings (by flag name) whose value it presets
	// besides the total: a flag given still wins over the preset.
	Flags []string
	apply func(*Options)
}

// Apply sets the convention's options on o.
func (c Convention) Apply(o *Options) { c.apply(o) }

// Conventions are the presets, by name.
var Conventions = []Convention{
	{
		Name:    "compscore",
		Program: "Compscore3 (ABF, Australia)",
		Changes: "a pair's total is scaled to the most boards a pair of its ranking played (× most ÷ boards played), percentages as the default; " +
			"a Butler datum's half rounds away from zero",
		Verified: "usebio/mp_pairs_mitchell.xml and mp_pairs_howell.xml (Compscore3 USEBIO 1.2): " +
			"every pair's PERCENTAGE, and TOTAL_SCORE but two 0.01 apart (Compscore's factoring of a top and a bottom); " +
			"two more of the ABF's Compscore files (a Mitchell whose NS pairs each sit out a round, a Butler Howell): every line, total, percentage and place",
		Flags: []string{"butler-round"},
		apply: func(o *Options) {
			o.Total = TotalScaled
			o.Butler.Round = imp.HalfAwayFromZero
		},
	},
	{
		Name:    "ebuscore",
		Program: "EBUScore Pairs (EBU, England)",
		Changes: "a pair's percentage is of its matchpoint total rounded to 2 decimals, and ranks by it",
		Verified: "formats/usebio testdata ebuscore-two-sections.xml (EBUScore Pairs 1.2.20, two Howell sections as one field): " +
			"all 35 PERCENTAGEs and places (32 without it), and ebuscore-island.xml's 19",
		apply: func(o *Options) { o.RoundTotal = true },
	},
	{
		Name:    "pairsscorer",
		Program: "PairsScorer (EBU, England)",
		Changes: "a pair's percentage is of its matchpoint total rounded to 2 decimals, and ranks by it (as ebuscore)",
		Verified: "formats/usebio testdata pairsscorer-two-sections.xml (PairsScorer 7.2.93, two Mitchell sections as one field): " +
			"all 32 PERCENTAGEs and places (30 without it), and pairsscorer-mp.xml's 22",
		apply: func(o *Options) { o.RoundTotal = true },
	},
	{
		Name:    "ruter",
		Program: "Ruter i Norge (Norway)",
		Changes: "a pair's total is its matchpoints above average (MP1: +6 … −6 a board at 7 tables), scaled to the full set of boards",
		Verified: "ruter-norway/bridgekam_2015-09-10, -09-24, -10-08, -11-26, 2016-03-10 and spiren_2018-06-04.pbn: " +
			"every pair's TotalScoreMP and TotalPercentage (MP events; not the cross-IMP file)",
		apply: func(o *Options) { o.Total = TotalAboveAverage },
	},
}

// LookupConvention is the convention of a name.
func LookupConvention(name string) (Convention, error) {
	for _, c := range Conventions {
		if strings.EqualFold(c.Name, name) {
			return c, nil
		}
	}
	return Convention{}, fmt.Errorf("unknown convention %s (want %s)", bridge.Quote(name), ConventionNames())
}

// ConventionNames lists the conventions' names: "compscore or ruter".
func ConventionNames() string {
	names := make([]string, len(Conventions))
	for i, c := range Conventions {
		names[i] = c.Name
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
