package output_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/extras"
	"github.com/protokol-bridge/protokol/compute/handicap"
	"github.com/protokol-bridge/protokol/compute/strata"
	"github.com/protokol-bridge/protokol/output"
	"github.com/protokol-bridge/protokol/scales"
)

// withExtras gives res the ACBL's awards, a handicapped ranking and two
// strata, its players given handicaps and holdings (the first of each
// pair −5.2 and 500 masterpoints, the second +1.9 and 100, member numbers
// M1, M2, ...).
func withExtras(t *testing.T, res *event.Result, preset string) *event.Result {
	t.Helper()
	def, err := scales.Preset(preset)
	if err != nil {
		t.Fatal(err)
	}
	ev := res.ExtrasEvent()
	n := 0
	for r := range ev.Rankings {
		for c := range ev.Rankings[r].Contestants {
			ps := ev.Rankings[r].Contestants[c].Players
			for i := range ps {
				n++
				ps[i].Member = "M" + strconv.Itoa(n)
				ps[i].Handicap, ps[i].HasHandicap = exact.Frac(-52, 10), true
				ps[i].Masterpoints, ps[i].HasMasterpoints = exact.Int(500), true
				if i == 1 {
					ps[i].Handicap, ps[i].Masterpoints = exact.Frac(19, 10), exact.Int(100)
				}
			}
		}
	}
	opt := extras.Options{Scale: &def.Scale, Strata: &strata.Config{Parts: 2}}
	if ev.Percent {
		opt.Handicap = &handicap.Options{}
	}
	x, err := extras.Compute(ev, opt)
	if err != nil {
		t.Fatal(err)
	}
	res.Extras = x
	return res
}

// TestExtrasInEveryOutput: the awards are a column of the rankings
// (standings) of the site, the text and the PDF, a field of results.json's
// rows, MASTER_POINTS in results.xml (by the scale's factor), and lines of
// masterpoints.csv; the handicapped and strata rankings are sections of
// the site, the text, the PDF and results.json, for a pairs and a team
// event alike.
func TestExtrasInEveryOutput(t *testing.T) {
	tests := []struct {
		name   string
		res    *event.Result
		factor string
		want   map[string][]string
	}{
		{"pairs", withExtras(t, pairsEvent(t), "acbl-club"), "100", map[string][]string{
			"index.html": {`<th scope="col" class="n">Black</th>`, `<p class="method">Masterpoints: ACBL club game (open)</p>`,
				`<h2 id="handicapped">Handicapped rankings</h2>`, `<h2 id="strata">Strata</h2>`, `<th scope="col" class="n">Handicapped %</th>`},
			"results.txt":      {"%  Black\n", "Masterpoints: ACBL club game (open)\n", "Handicapped rankings · North-South\n", "Strata · Stratum A · North-South\n"},
			"results.json":     {`"masterpoints": {"scale":"ACBL club game (open)","types":["Black"]}`, `"awards":{"Black":0.5}`, `{"kind":"handicapped","fields":[{"section":"A","direction":"NS"}]`, `"kind":"stratum"`},
			"results.xml":      {"<MASTER_POINTS>\n", "<MASTER_POINTS_AWARDED>50</MASTER_POINTS_AWARDED>\n", "<MASTER_POINT_TYPE>Black</MASTER_POINT_TYPE>\n"},
			"masterpoints.csv": {"\uFEFFmember,name,Black\r\n", ",0.5\r\n", "\r\nM"},
		}},
		{"teams", withExtras(t, teamsEvent(t), "abf-club"), "", map[string][]string{
			"index.html":   {`<th scope="col" class="n">GREEN</th>`, `<h2 id="strata">Strata</h2>`},
			"results.txt":  {"VP  GREEN\n", "Masterpoints: ABF club session\n"},
			"results.json": {`"masterpoints": {"scale":"ABF club session","types":["GREEN"]}`, `"awards":{"GREEN":`},
			"results.xml":  {"<MASTER_POINT_TYPE>GREEN</MASTER_POINT_TYPE>\n"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opt := output.Options{Formats: output.Formats}
			if tt.factor != "" {
				f, _ := exact.Parse(tt.factor)
				opt.USEBIOPoints = []exact.Q{f}
			} else {
				def, _ := scales.Preset("abf-club")
				opt.USEBIOPoints = def.USEBIO
			}
			files, _, err := output.Files(tt.res, opt)
			if err != nil {
				t.Fatal(err)
			}
			for name, wants := range tt.want {
				for _, w := range wants {
					if !strings.Contains(string(files[name]), w) {
						t.Errorf("%s lacks %q", name, w)
					}
				}
			}
			if len(files["results.pdf"]) == 0 {
				t.Error("no PDF")
			}
		})
	}
}
