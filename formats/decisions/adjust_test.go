package decisions_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/decisions"
)

// meaning is an adjustment's fields as one line, for comparisons.
func meaning(a bridge.Adjustment) string {
	outcomes := func(os []bridge.Outcome) string {
		var parts []string
		for _, o := range os {
			r := fmt.Sprintf("%+d", o.Score)
			if o.Play != nil {
				r = o.Play.String()
			}
			parts = append(parts, fmt.Sprintf("%d/%d %s", o.Num, o.Den, r))
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	switch a.Kind {
	case bridge.AdjArtificial:
		return fmt.Sprintf("artificial NS %s EW %s", a.NS, a.EW)
	case bridge.AdjAssigned:
		return fmt.Sprintf("assigned NS %s EW %s", outcomes(a.OutcomesNS), outcomes(a.OutcomesEW))
	case bridge.AdjPenalty:
		p := a.Penalty
		return fmt.Sprintf("penalty %s %d/%d %s", p.Side, p.Num, p.Den, p.Unit)
	case bridge.AdjFouled:
		return "fouled group " + a.Group
	}
	return "unparsed " + a.Text
}

func TestParseAdjust(t *testing.T) {
	tests := []struct {
		name, text, want, canon string
	}{
		// §14.4, artificial.
		{"average-plus", "A+", "artificial NS A+ EW A+", "A+"},
		{"AVE+", "AVE+", "artificial NS A+ EW A+", "A+"},
		{"AVG+ lower case", "avg+", "artificial NS A+ EW A+", "A+"},
		{"average", "A", "artificial NS A EW A", "A"},
		{"A=", "A=", "artificial NS A EW A", "A"},
		{"AVE", "AVE", "artificial NS A EW A", "A"},
		{"A50", "A50", "artificial NS 50% EW 50%", "A50/50"},
		{"average-minus", "A-", "artificial NS A- EW A-", "A-"},
		{"AVE-", "AVE-", "artificial NS A- EW A-", "A-"},
		{"A+/A-", "A+/A-", "artificial NS A+ EW A-", "A+/A-"},
		{"AVE+/AVE-", "AVE+/AVE-", "artificial NS A+ EW A-", "A+/A-"},
		{"A-/A+", "A-/A+", "artificial NS A- EW A+", "A-/A+"},
		{"A/A+", "A/A+", "artificial NS A EW A+", "A/A+"},
		{"A60/40", "A60/40", "artificial NS 60% EW 40%", "A60/40"},
		{"60/40", "60/40", "artificial NS 60% EW 40%", "A60/40"},
		{"A60 is 60/40", "A60", "artificial NS 60% EW 40%", "A60/40"},
		{"percent signs and spaces", " a 60% / 60% ", "artificial NS 60% EW 60%", "A60/60"},
		{"0 and 100", "A100/0", "artificial NS 100% EW 0%", "A100/0"},
		{"average and percentage", "A+/40", "artificial NS A+ EW 40%", "A+/40"},
		{"percentage and average", "A60/A-", "artificial NS 60% EW A-", "A60/A-"},
		{"Unicode minus", "A−", "artificial NS A- EW A-", "A-"},
		// Assigned.
		{"ARB score", "ARB 420", "assigned NS [1/1 +420] EW [1/1 +420]", "ARB +420"},
		{"ARB negative", "ARB -100", "assigned NS [1/1 -100] EW [1/1 -100]", "ARB -100"},
		{"ARB zero", "arb 0", "assigned NS [1/1 +0] EW [1/1 +0]", "ARB 0"},
		{"ARB contract-declarer-result", "ARB 4SX-N-2", "assigned NS [1/1 4SX N 8] EW [1/1 4SX N 8]", "ARB 4SX-2 N"},
		{"ARB contract=declarer", "ARB 3NT=S", "assigned NS [1/1 3NT S 9] EW [1/1 3NT S 9]", "ARB 3NT= S"},
		{"ARB symbol", "ARB 4♠X−2 W", "assigned NS [1/1 4SX W 8] EW [1/1 4SX W 8]", "ARB 4SX-2 W"},
		{"ARB pass-out", "ARB PASS", "assigned NS [1/1 PASS] EW [1/1 PASS]", "ARB PASS"},
		{"SPLIT own views", "SPLIT 420/-100", "assigned NS [1/1 +420] EW [1/1 +100]", "SPLIT +420/-100"},
		{"SPLIT spaced", "SPLIT +420 / -100", "assigned NS [1/1 +420] EW [1/1 +100]", "SPLIT +420/-100"},
		{"SPLIT contracts", "SPLIT 4S=N/4S-1N", "assigned NS [1/1 4S N 10] EW [1/1 4S N 9]", "SPLIT 4S= N/4S-1 N"},
		{"SPLIT contracts with slashes", "SPLIT 4S/N/=/4S/N/-1", "assigned NS [1/1 4S N 10] EW [1/1 4S N 9]", "SPLIT 4S= N/4S-1 N"},
		{"SPLIT contract and score", "SPLIT 4S= N/+100", "assigned NS [1/1 4S N 10] EW [1/1 -100]", "SPLIT 4S= N/+100"},
		{"SPLIT balancing is ARB", "SPLIT 420/-420", "assigned NS [1/1 +420] EW [1/1 +420]", "ARB +420"},
		// Weighted.
		{"W decimals", "W 0.3*420 + 0.7*-50", "assigned NS [3/10 +420, 7/10 -50] EW [3/10 +420, 7/10 -50]", "W 30% +420 + 70% -50"},
		{"W spec example", "W 30%*4SN= + 70%*4SN-1", "assigned NS [3/10 4S N 10, 7/10 4S N 9] EW [3/10 4S N 10, 7/10 4S N 9]", "W 30% 4S= N + 70% 4S-1 N"},
		{"W canonical", "W 30% 4S= N + 70% 4S-1 N", "assigned NS [3/10 4S N 10, 7/10 4S N 9] EW [3/10 4S N 10, 7/10 4S N 9]", "W 30% 4S= N + 70% 4S-1 N"},
		{"W contract-declarer-result", "W 30% 4SX-N-2 + 70% 4S-N=", "assigned NS [3/10 4SX N 8, 7/10 4S N 10] EW [3/10 4SX N 8, 7/10 4S N 10]", "W 30% 4SX-2 N + 70% 4S= N"},
		{"W thirds", "W 1/3*420 + 2/3*-50", "assigned NS [1/3 +420, 2/3 -50] EW [1/3 +420, 2/3 -50]", "W 1/3*+420 + 2/3*-50"},
		{"W overtrick is not a term", "W 50% 4S+1 N+50% 4S= N", "assigned NS [1/2 4S N 11, 1/2 4S N 10] EW [1/2 4S N 11, 1/2 4S N 10]", "W 50% 4S+1 N + 50% 4S= N"},
		{"W decimal percentages", "W 33.3% 420 + 66.7% -50", "assigned NS [333/1000 +420, 667/1000 -50] EW [333/1000 +420, 667/1000 -50]", "W 33.3% +420 + 66.7% -50"},
		{"W comma decimals", "W 0,25*620 + 0,75*170", "assigned NS [1/4 +620, 3/4 +170] EW [1/4 +620, 3/4 +170]", "W 25% +620 + 75% +170"},
		{"W three results", "W 20% 620 + 30% 170 + 50% -100", "assigned NS [1/5 +620, 3/10 +170, 1/2 -100] EW [1/5 +620, 3/10 +170, 1/2 -100]", "W 20% +620 + 30% +170 + 50% -100"},
		{"W canonical example §14.7", "W 0.5*-620 + 0.5*100", "assigned NS [1/2 -620, 1/2 +100] EW [1/2 -620, 1/2 +100]", "W 50% -620 + 50% +100"},
		{"W per side (SP-1)", "W NS: -100; EW: 40% +620 + 60% -100", "assigned NS [1/1 -100] EW [2/5 +620, 3/5 -100]", "W NS: -100; EW: 40% +620 + 60% -100"},
		{"W per side, EW first, no semicolon", "w ew: 40% 620+60% -100 ns: 4S-1 N", "assigned NS [1/1 4S N 9] EW [2/5 +620, 3/5 -100]", "W NS: 4S-1 N; EW: 40% +620 + 60% -100"},
		{"W per side, both weighted", "W NS: 50% 620 + 50% -100; EW: 1/4*620 + 3/4*-100", "assigned NS [1/2 +620, 1/2 -100] EW [1/4 +620, 3/4 -100]", "W NS: 50% +620 + 50% -100; EW: 25% +620 + 75% -100"},
		{"W per side, same both", "W NS: 40% 620 + 60% -100; EW: 40% 620 + 60% -100", "assigned NS [2/5 +620, 3/5 -100] EW [2/5 +620, 3/5 -100]", "W 40% +620 + 60% -100"},
		{"W per side, single results", "W NS: 620; EW: -100", "assigned NS [1/1 +620] EW [1/1 -100]", "SPLIT +620/+100"},
		// Penalties and fouled boards.
		{"PEN % of a top", "PEN NS -10%", "penalty NS 10/1 % of a top", "PEN NS -10%"},
		{"PEN MP", "PEN EW -3MP", "penalty EW 3/1 MP", "PEN EW -3MP"},
		{"PEN VP", "PEN NS -1VP", "penalty NS 1/1 VP", "PEN NS -1VP"},
		{"PEN IMP", "PEN EW -2IMP", "penalty EW 2/1 IMP", "PEN EW -2IMP"},
		{"PEN IMPs", "pen e-w -2 imps", "penalty EW 2/1 IMP", "PEN EW -2IMP"},
		{"PEN half VP", "PEN NS -0.5VP", "penalty NS 1/2 VP", "PEN NS -0.5VP"},
		{"PEN 2.5 MP", "PEN EW -2.5MP", "penalty EW 5/2 MP", "PEN EW -2.5MP"},
		{"PEN fraction", "PEN N/S -1/3 MP", "penalty NS 1/3 MP", "PEN NS -1/3MP"},
		{"PEN without minus", "PEN NS 25%", "penalty NS 25/1 % of a top", "PEN NS -25%"},
		{"PEN credit (a Ruter Pen row)", "PEN EW +6.8MP", "penalty EW -34/5 MP", "PEN EW +6.8MP"},
		{"FOUL", "FOUL B", "fouled group B", "FOUL B"},
		{"FOUL lower case", "foul b2", "fouled group B2", "FOUL B2"},
		// Ruter codes.
		{"Ruter A=", "A=", "artificial NS A EW A", "A"},
		{"Ruter mixed", "A=/A+", "artificial NS A EW A+", "A/A+"},
		{"Ruter replaced result", "800>a", "artificial NS A+ EW A+", "A+"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := decisions.ParseAdjust(tt.text)
			if err != nil {
				t.Fatal(err)
			}
			if got := meaning(a); got != tt.want {
				t.Errorf("ParseAdjust(%q) = %s\nwant %s", tt.text, got, tt.want)
			}
			if a.Text != strings.TrimSpace(tt.text) {
				t.Errorf("Text %q", a.Text)
			}
			if got := a.String(); got != tt.canon {
				t.Errorf("Format = %q, want %q", got, tt.canon)
			}
			b, err := decisions.ParseAdjust(tt.canon)
			if err != nil || meaning(b) != tt.want {
				t.Errorf("ParseAdjust(%q) = %s, %v; want %s", tt.canon, meaning(b), err, tt.want)
			}
		})
	}
}

func TestParseAdjustLocale(t *testing.T) {
	a, err := decisions.ParseAdjustLocale("ARB 4П-2 С", "ru")
	if err != nil || meaning(a) != "assigned NS [1/1 4S N 8] EW [1/1 4S N 8]" {
		t.Fatalf("%s, %v", meaning(a), err)
	}
	if _, err := decisions.ParseAdjust("ARB 4П-2 С"); err == nil || !errors.Is(err, bridge.ErrStrain) {
		t.Errorf("English: %v", err)
	}
}

func TestParseAdjustErrors(t *testing.T) {
	const wantW = "want W <weight> <result> + ..., such as W 30% 4S= N + 70% 4S-1 N or W 0.3*+620 + 0.7*-100"
	const wantPen = "want PEN, a side and the penalty, such as PEN NS -10%, PEN EW -3MP, PEN NS -2IMP or PEN EW -1VP"
	const wantRes = "want a score such as +420 or -100, or a contract with its result and declarer such as 4S= N or 4SX-2 N"
	const wantAny = "want A+, A, A-, A60/40, ARB <score or result>, SPLIT <ns>/<ew>, W <weighted results>, PEN <side> <penalty> or FOUL <group>"
	tests := []struct {
		name, text, err string
		is              error // besides formats.ErrValue
	}{
		{"empty", " ", `adjust "": empty (` + wantAny + `)`, nil},
		{"unknown", "FOO 3", `adjust "FOO 3": unknown code "FOO" (` + wantAny + `)`, nil},
		{"NP is not a decision", "NP", `adjust "NP": not played is the kind of a traveller entry, not a decision (want NP in the traveller, or an award such as A+/A- when a side was at fault)`, nil},
		{"BYE is not a decision", "bye", `adjust "bye": a sit-out is a traveller row, not a decision (want BYE in the traveller, or an award such as A+ for the pair that was there)`, nil},
		{"percentage missing", "A70/", `adjust "A70/": a percentage missing after "/" (want A70/30, or per-side averages such as A+/A-)`, nil},
		{"average missing", "A+/", `adjust "A+/": a percentage missing after "/" (want per-side averages such as A+/A- or AVE+/AVE-, or percentages such as A60/40)`, nil},
		{"above 100", "A160/40", `adjust "A160/40": percentage 160 above 100 (want 0..100, such as A60/40)`, nil},
		{"fractional percentage", "A62.5", `adjust "A62.5": percentage 62.5: not a whole number (want a whole percentage 0..100)`, nil},
		{"three sides", "A60/40/20", `adjust "A60/40/20": more than two sides (want NS/EW, such as A60/40 or A+/A-)`, nil},
		{"not an award", "AX", `adjust "AX": "AX" is not an award (want A+, A, A- or a percentage such as A60/40)`, nil},
		{"not an award after /", "A+/B", `adjust "A+/B": "B" after "/" is not an award (want A+, A, A- or a percentage such as A60/40)`, nil},
		{"bare percentage", "60", `adjust "60": a bare percentage (want A60 for 60/40, or A60/60)`, nil},
		{"bare score", "420", `adjust "420": a bare number (want ARB +420 for an assigned score, or A60/40 for artificial percentages)`, nil},
		{"bare signed score", "-100", `adjust "-100": a bare score (want ARB -100 for an assigned score)`, nil},
		{"Cyrillic A", "А+", `adjust "А+": "А" is the Cyrillic letter А (U+0410), not a Latin letter (want the codes in Latin letters: A+, ARB, SPLIT, W, PEN, FOUL)`, nil},
		{"ARB alone", "ARB", `adjust "ARB": no score after ARB (want ARB +420, or a contract with its result and declarer such as ARB 4SX-2 N)`, nil},
		{"ARB contract alone", "ARB 4SX", `adjust "ARB 4SX": "4SX": no result or declarer (` + wantRes + `)`, nil},
		{"ARB no declarer", "ARB 4S=", `adjust "ARB 4S=": "4S=": no declarer (` + wantRes + `)`, nil},
		{"ARB no result", "ARB 4S N", `adjust "ARB 4S N": "4S N": no result (` + wantRes + `)`, nil},
		{"ARB tricks", "ARB 1NT-N-9", `adjust "ARB 1NT-N-9": "1NT-N-9": tricks out of range: result "-9" for 1NT (want -7..+6)`, bridge.ErrTricks},
		{"ARB strain", "ARB 4Z=N", `adjust "ARB 4Z=N": contract "4Z=N": unknown strain "Z" (want C, D, H, S or NT)`, bridge.ErrStrain},
		{"ARB not a bridge score", "ARB 425", `adjust "ARB 425": score 425: not a bridge score (want a multiple of 10 from -7600 to +7600)`, nil},
		{"ARB score too large", "ARB 9000", `adjust "ARB 9000": score 9000: not a bridge score (want a multiple of 10 from -7600 to +7600)`, nil},
		{"ARB not a number", "ARB 42O", `adjust "ARB 42O": score "42O": not a whole number (` + wantRes + `)`, nil},
		{"SPLIT one side", "SPLIT 420", `adjust "SPLIT 420": "420" is not two sides (want SPLIT <NS score>/<EW score>, each side's score in its own view, such as SPLIT +420/-100, or contracts such as SPLIT 4S= N/4S-1 N)`, nil},
		{"SPLIT bad side", "SPLIT 420/-105", `adjust "SPLIT 420/-105": score -105: not a bridge score (want a multiple of 10 from -7600 to +7600)`, nil},
		{"weights sum to 90%", "W 0.3*420 + 0.6*-50", `adjust "W 0.3*420 + 0.6*-50": weights sum to 0.9, not 1 (want weights that add up to exactly 1, or 100%)`, nil},
		{"weights sum to 110%", "W 40% 420 + 70% -50", `adjust "W 40% 420 + 70% -50": weights sum to 1.1, not 1 (want weights that add up to exactly 1, or 100%)`, nil},
		{"weights sum to 2/3", "W 1/3*420 + 1/3*-50", `adjust "W 1/3*420 + 1/3*-50": weights sum to 2/3, not 1 (want weights that add up to exactly 1, or 100%)`, nil},
		{"weights 0.33 three times", "W 0.33*420+0.33*-50+0.33*100", `adjust "W 0.33*420+0.33*-50+0.33*100": weights sum to 0.99, not 1 (want weights that add up to exactly 1, or 100%)`, nil},
		{"W without weights", "W 420", `adjust "W 420": a weight missing before "420" (` + wantW + `)`, nil},
		{"W decimal without *", "W 0.3 420 + 0.7 -50", `adjust "W 0.3 420 + 0.7 -50": no "*" after the weight 0.3 (want 0.3*<result>, or a percentage such as 30% 4S= N)`, nil},
		{"W result missing", "W 30% 4S= N + 70%", `adjust "W 30% 4S= N + 70%": no result after weight 70% (` + wantW + `)`, nil},
		{"W weight above 1", "W 150% 420", `adjust "W 150% 420": weight 150%: not above 0 and at most 1 (want a share such as 0.3, 30% or 1/3)`, nil},
		{"W one side", "W NS: 420", `adjust "W NS: 420": only NS given (want W NS: <results>; EW: <results>, such as W NS: -100; EW: 40% +620 + 60% -100)`, nil},
		{"W side twice", "W NS: 420; NS: 620", `adjust "W NS: 420; NS: 620": NS given twice (want W NS: <results>; EW: <results>, such as W NS: -100; EW: 40% +620 + 60% -100)`, nil},
		{"W per side sum", "W NS: 420; EW: 40% 620 + 50% -100", `adjust "W NS: 420; EW: 40% 620 + 50% -100": EW: weights sum to 0.9, not 1 (want weights that add up to exactly 1, or 100%)`, nil},
		{"PEN without side", "PEN -10%", `adjust "PEN -10%": no side (` + wantPen + `)`, nil},
		{"PEN without amount", "PEN NS", `adjust "PEN NS": no penalty after NS (` + wantPen + `)`, nil},
		{"PEN without unit", "PEN NS -10", `adjust "PEN NS -10": penalty -10: no unit (want % of a top, MP, IMP or VP, such as -10% or -10MP)`, nil},
		{"PEN unknown unit", "PEN NS -1 board", `adjust "PEN NS -1 board": penalty unit "BOARD" (want % of a top, MP, IMP or VP)`, nil},
		{"PEN zero", "PEN EW -0MP", `adjust "PEN EW -0MP": penalty of 0 (want an amount above 0, or no penalty)`, nil},
		{"FOUL without group", "FOUL", `adjust "FOUL": a group missing after FOUL (want FOUL and the group of the version of the board this table played, such as FOUL B)`, nil},
		{"FOUL two words", "FOUL B C", `adjust "FOUL B C": group "B C": not a name of up to 8 letters and digits (want FOUL and the group of the version of the board this table played, such as FOUL B)`, nil},
		{"Ruter Pen", "Pen", `adjust "Pen": Ruter code "Pen" has no agreed meaning; enter the decision in a decisions file`, decisions.ErrRuterCode},
		{"Ruter +0", "+0", `adjust "+0": Ruter code "+0" has no agreed meaning; enter the decision in a decisions file`, decisions.ErrRuterCode},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := decisions.ParseAdjust(tt.text)
			if err == nil {
				t.Fatalf("no error; got %s", meaning(a))
			}
			if err.Error() != tt.err {
				t.Errorf("got  %s\nwant %s", err, tt.err)
			}
			if !errors.Is(err, formats.ErrValue) {
				t.Error("not formats.ErrValue")
			}
			if tt.is != nil && !errors.Is(err, tt.is) {
				t.Errorf("not %v", tt.is)
			}
			if tt.is != decisions.ErrRuterCode && errors.Is(err, decisions.ErrRuterCode) {
				t.Error("ErrRuterCode")
			}
		})
	}
}

// The Ruter corpus's score cells, as formats/pbn keeps them.
func TestParseScoreCells(t *testing.T) {
	tests := []struct {
		name, text, want, err string
	}{
		{name: "A= (bridgekam_2015-09-10)", text: "A=", want: "artificial NS A EW A"},
		{name: "A+ (bridgekam_2015-11-26)", text: "A+", want: "artificial NS A+ EW A+"},
		{name: "A- (spiren_2018-06-04)", text: "A-", want: "artificial NS A- EW A-"},
		{name: "mixed", text: "A=/A+", want: "artificial NS A EW A+"},
		{name: "one cell", text: "A+/-", want: "artificial NS A+ EW A+"},
		{name: "800>a (bridgekam_2015-09-24)", text: "-/800>a", want: "artificial NS A+ EW A+"},
		{name: "scores", text: "420/-100", want: "assigned NS [1/1 +420] EW [1/1 +100]"},
		{name: "balanced scores", text: "420/-420", want: "assigned NS [1/1 +420] EW [1/1 +420]"},
		{name: "NS score only", text: "420/-", want: "assigned NS [1/1 +420] EW [1/1 +420]"},
		{name: "EW score only", text: "-/420", want: "assigned NS [1/1 -420] EW [1/1 -420]"},
		{name: "lone number", text: "50", want: "assigned NS [1/1 +50] EW [1/1 +50]"},
		{name: "Pen (spiren_2018-04-23)", text: "Pen", err: `score cells "Pen": Ruter code "Pen" has no agreed meaning; enter the decision in a decisions file`},
		{name: "+0 (spiren_2017-04-10)", text: "+0", err: `score cells "+0": Ruter code "+0" has no agreed meaning; enter the decision in a decisions file`},
		{name: "A=/+0 (spiren2019_spiren1)", text: "A=/+0", err: `score cells "A=/+0": Ruter code "+0" has no agreed meaning; enter the decision in a decisions file`},
		{name: "Bye with both pairs", text: "Bye", err: `score cells "Bye": a sit-out in a row with both pairs (want the missing pair's id as "-", which gives no entry)`},
		{name: "award and score", text: "A+/420", err: `score cells "A+/420": an award beside a score (want two awards such as A+/A-, or two scores)`},
		{name: "unknown", text: "X/A+", err: `score cells "X/A+": unknown code "X" (want a score, A=, A+, A-, or N>a such as 800>a)`},
		{name: "empty", text: "-/-", err: `score cells "-/-": no score and no code (want a score or a code such as A=)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := decisions.ParseScoreCells(tt.text)
			if tt.err != "" {
				if err == nil || err.Error() != tt.err || !errors.Is(err, formats.ErrValue) {
					t.Fatalf("got %v\nwant %s", err, tt.err)
				}
				if strings.Contains(tt.err, "Ruter code") != errors.Is(err, decisions.ErrRuterCode) {
					t.Errorf("errors.Is(ErrRuterCode) wrong")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := meaning(a); got != tt.want || a.Text != tt.text {
				t.Errorf("got %s (text %q), want %s", got, a.Text, tt.want)
			}
		})
	}
}

func TestBridgemateLevel(t *testing.T) {
	want := []string{"A-", "A-/A", "A-/A+", "A/A-", "A", "A/A+", "A+/A-", "A+/A", "A+"}
	for i, w := range want {
		level := -1 - i
		a, err := decisions.BridgemateLevel(level)
		if err != nil || a.Text != w || a.String() != w {
			t.Errorf("level %d: %q, %v; want %s", level, a.Text, err, w)
		}
	}
	for _, level := range []int{0, -10, 3} {
		if _, err := decisions.BridgemateLevel(level); !errors.Is(err, formats.ErrValue) {
			t.Errorf("level %d: %v", level, err)
		}
	}
	_, err := decisions.BridgemateLevel(-10)
	if want := `Bridgemate level "-10": not an artificial score (want -1 to -9; -10 is not played, an entry's kind)`; err.Error() != want {
		t.Errorf("got %v", err)
	}
}
