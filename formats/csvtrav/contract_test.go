package csvtrav

import (
	"errors"
	"regexp"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

func TestParseContract(t *testing.T) {
	tests := []struct {
		name, text, locale string
		want               string // canonical contract
		seat               string // "" for none
		result             string
	}{
		// §14.3 accepted examples.
		{name: "plain doubled", text: "4SX", want: "4SX"},
		{name: "star", text: "4S*", want: "4SX"},
		{name: "symbol", text: "4♠X", want: "4SX"},
		{name: "Bridgemate spacing", text: "4 S x", want: "4SX"},
		{name: "lower case", text: "4sx", want: "4SX"},
		{name: "mixed case", text: "4Sx", want: "4SX"},
		{name: "notrump", text: "3NT", want: "3NT"},
		{name: "N for notrump", text: "3N", want: "3NT"},
		{name: "spaced notrump", text: "3 NT", want: "3NT"},
		{name: "PASS", text: "PASS", want: "PASS"},
		{name: "Pass", text: "Pass", want: "PASS"},
		{name: "seat and result with dashes", text: "4SX-N-2", want: "4SX", seat: "N", result: "-2"},
		{name: "made then seat", text: "4S=N", want: "4S", seat: "N", result: "="},
		{name: "result then spaced seat", text: "3NT+1 S", want: "3NT", seat: "S", result: "+1"},
		{name: "russian spades", text: "4П", locale: "ru", want: "4S"},
		{name: "russian Пк is spades", text: "4Пк", locale: "ru", want: "4S"},
		{name: "russian notrump", text: "3БК", locale: "ru", want: "3NT"},
		{name: "russian doubled word", text: "5Б конт", locale: "ru", want: "5DX"},
		// More spellings.
		{name: "redoubled", text: "4SXX", want: "4SXX"},
		{name: "two stars", text: "4S**", want: "4SXX"},
		{name: "Bridgemate redouble", text: "1 C xx", want: "1CXX"},
		{name: "seven notrump redoubled", text: "7NTXX", want: "7NTXX"},
		{name: "DBL", text: "2H DBL", want: "2HX"},
		{name: "RDBL", text: "2H RDBL", want: "2HXX"},
		{name: "all pass", text: "all pass", want: "PASS"},
		{name: "AP", text: "AP", want: "PASS"},
		{name: "P", text: "p", want: "PASS"},
		{name: "passed", text: "Passed", want: "PASS"},
		{name: "MADE", text: "4S N MADE", want: "4S", seat: "N", result: "="},
		{name: "slash and dot separators", text: "4/S.X/W", want: "4SX", seat: "W"},
		{name: "notrump then seat S", text: "4NS", want: "4NT", seat: "S"},
		{name: "seat word", text: "3NT North", want: "3NT", seat: "N"},
		{name: "unicode minus", text: "4S−1", want: "4S", result: "-1"},
		{name: "fullwidth digit", text: "４S", want: "4S"},
		{name: "white suit symbol", text: "2♡", want: "2H"},
		{name: "trailing spaces", text: "  3nt  ", want: "3NT"},
		{name: "russian pass", text: "пас", locale: "ru", want: "PASS"},
		{name: "russian all pass", text: "Все пас", locale: "ru", want: "PASS"},
		{name: "russian Тр", text: "2Тр", locale: "ru", want: "2C"},
		{name: "russian word strain", text: "4 пики", locale: "ru", want: "4S"},
		{name: "russian б/к", text: "3б/к", locale: "ru", want: "3NT"},
		{name: "russian без козыря", text: "3 без козыря", locale: "ru", want: "3NT"},
		{name: "russian redouble", text: "4Ч рк", locale: "ru", want: "4HXX"},
		{name: "russian Пк then к", text: "4Пкк", locale: "ru", want: "4SX"},
		{name: "russian seat", text: "4П к З", locale: "ru", want: "4SX", seat: "W"},
		{name: "russian Латин seat", text: "3БК-N-1", locale: "ru", want: "3NT", seat: "N", result: "-1"},
		{name: "russian accepts Latin strain", text: "4S", locale: "ru", want: "4S"},
		{name: "polish karo", text: "4Ka", locale: "pl", want: "4D"},
		{name: "polish BA kontra", text: "3BA ktr", locale: "pl", want: "3NTX"},
		{name: "polish pas", text: "pas", locale: "pl", want: "PASS"},
		{name: "german Kreuz", text: "4Kr", locale: "de", want: "4C"},
		{name: "german SA by Ost", text: "3SA O", locale: "de", want: "3NT", seat: "E"},
		{name: "german OT", text: "3OT", locale: "de", want: "3NT"},
		{name: "dutch klaveren", text: "5K", locale: "nl", want: "5C"},
		{name: "dutch ruiten by Zuid", text: "3R Z", locale: "nl", want: "3D", seat: "S"},
		{name: "dutch ZT", text: "3ZT", locale: "nl", want: "3NT"},
		{name: "french C is hearts", text: "4C", locale: "fr", want: "4H"},
		{name: "french K is diamonds", text: "5K", locale: "fr", want: "5D"},
		{name: "french O is West", text: "3SA O", locale: "fr", want: "3NT", seat: "W"},
		{name: "french coeur word", text: "4 cœur", locale: "fr", want: "4H"},
		{name: "symbols in any locale", text: "4♠", locale: "de", want: "4S"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, seat, res, err := ParseContract(tt.text, tt.locale)
			if err != nil {
				t.Fatalf("ParseContract(%q, %q): %v", tt.text, tt.locale, err)
			}
			gotSeat := ""
			if seat != nil {
				gotSeat = seat.String()
			}
			if c.String() != tt.want || gotSeat != tt.seat || res != tt.result {
				t.Errorf("ParseContract(%q, %q) = %s, %q, %q; want %s, %q, %q", tt.text, tt.locale, c, gotSeat, res, tt.want, tt.seat, tt.result)
			}
			back, err := bridge.ParseContract(c.String())
			if err != nil || back != c {
				t.Errorf("bridge.ParseContract(%q) = %v, %v", c.String(), back, err)
			}
		})
	}
}

func TestParseContractErrors(t *testing.T) {
	tests := []struct {
		name, text, locale string
		want               string
		is                 error
	}{
		{name: "unknown strain", text: "5Z", want: `contract "5Z": unknown strain "Z" (want C, D, H, S or NT)`, is: bridge.ErrStrain},
		{name: "level 8", text: "8S", want: `contract "8S": level "8" (want 1..7, or PASS)`, is: bridge.ErrLevel},
		{name: "level 0", text: "0NT", want: `contract "0NT": level "0" (want 1..7, or PASS)`, is: bridge.ErrLevel},
		{name: "level 10", text: "10S", want: `contract "10S": level "10" (want 1..7, or PASS)`, is: bridge.ErrLevel},
		{name: "D is not double", text: "4SD", want: `contract "4SD": "D" after "4S" is not a double: D and R are never read as double or redouble (want X or XX, a declarer N, E, S or W, or a result =, +n or -n)`, is: bridge.ErrContract},
		{name: "R is not redouble", text: "4SXR", want: `contract "4SXR": "R" after "4SX" is not a double: D and R are never read as double or redouble (want a declarer N, E, S or W, or a result =, +n or -n)`, is: bridge.ErrContract},
		{name: "Cyrillic Es in a Latin file", text: "4С", want: `contract "4С": "С" is the Cyrillic letter Es (U+0421), not the Latin C; give the Russian locale for Russian notation (want C, D, H, S or NT)`, is: bridge.ErrStrain},
		{name: "Cyrillic Te as seat", text: "4S Т", want: `contract "4S Т": "Т" is the Cyrillic letter Te (U+0422), not the Latin T; give the Russian locale for Russian notation (want X or XX, a declarer N, E, S or W, or a result =, +n or -n)`, is: bridge.ErrContract},
		{name: "Latin C as seat in Russian", text: "4ПC", locale: "ru", want: `contract "4ПC": "C" is the Latin letter C, not the Cyrillic С (want X or XX, a declarer С, В, Ю, З or N, E, S, W, or a result =, +n or -n)`, is: bridge.ErrContract},
		{name: "Russian С is no strain", text: "4С", locale: "ru", want: `contract "4С": unknown strain "С" (want Т, Б, Ч, П or БК (or C, D, H, S, NT))`, is: bridge.ErrStrain},
		{name: "K ambiguous in German", text: "4K", locale: "de", want: `contract "4K": strain "K" is ambiguous in German (Kreuz or Karo: want Kr or Ka)`, is: bridge.ErrStrain},
		{name: "K ambiguous in Polish", text: "4K", locale: "pl", want: `contract "4K": strain "K" is ambiguous in Polish (karo or kier: want Ka or Ki)`, is: bridge.ErrStrain},
		{name: "Latin C in French is hearts, S is no strain", text: "4S", locale: "fr", want: `contract "4S": unknown strain "S" (want T, K, C, P or SA)`, is: bridge.ErrStrain},
		{name: "no level", text: "S4", want: `contract "S4": no level (want a level 1..7 and a strain, such as 4S, or PASS)`, is: bridge.ErrLevel},
		{name: "no strain", text: "4", want: `contract "4": no strain (want C, D, H, S or NT)`, is: bridge.ErrStrain},
		{name: "dangling dash", text: "4SX-", want: `contract "4SX-": nothing after "-" (want a declarer seat or a result)`, is: bridge.ErrContract},
		{name: "junk after", text: "4SXQ", want: `contract "4SXQ": unexpected "Q" after "4SX" (want a declarer N, E, S or W, or a result =, +n or -n)`, is: bridge.ErrContract},
		{name: "two results", text: "4S=N=", want: `contract "4S=N=": unexpected "=" after "4S=N" (want nothing more)`, is: bridge.ErrContract},
		{name: "two seats", text: "4SNN", want: `contract "4SNN": unexpected "N" after "4SN" (want a result =, +n or -n)`, is: bridge.ErrContract},
		{name: "double after seat", text: "4SNX", want: `contract "4SNX": unexpected "X" after "4SN" (want a result =, +n or -n)`, is: bridge.ErrContract},
		{name: "empty", text: "  ", want: `contract: empty (want e.g. 4S, 3NTX or PASS)`, is: formats.ErrMissing},
		{name: "unknown locale", text: "4S", locale: "xx", want: `unknown locale "xx" (want en, ru, pl, de, nl, fr, or "" to detect it)`, is: formats.ErrValue},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, _, err := ParseContract(tt.text, tt.locale)
			if err == nil {
				t.Fatalf("ParseContract(%q, %q): no error", tt.text, tt.locale)
			}
			if err.Error() != tt.want {
				t.Errorf("got  %s\nwant %s", err, tt.want)
			}
			if !errors.Is(err, tt.is) {
				t.Errorf("errors.Is(err, %v) is false", tt.is)
			}
		})
	}
}

func TestClassifyAdjust(t *testing.T) {
	tests := []struct {
		text string
		want adjustClass
		err  string
	}{
		{text: "NP", want: adjNotPlayed},
		{text: "not played", want: adjNotPlayed},
		{text: "BYE", want: adjBye},
		{text: "A60/40", want: adjArtificial},
		{text: "60/40", want: adjArtificial},
		{text: "A60", want: adjArtificial},
		{text: "A50", want: adjArtificial},
		{text: "AVE", want: adjArtificial},
		{text: "A=", want: adjArtificial},
		{text: "A", want: adjArtificial},
		{text: "AVE+", want: adjArtificial},
		{text: "a-", want: adjArtificial},
		{text: "AVE+/AVE-", want: adjArtificial},
		{text: "A-/A+", want: adjArtificial},
		{text: "A/A+", want: adjArtificial},
		{text: "ARB 420", want: adjAssigned},
		{text: "ARB -100", want: adjAssigned},
		{text: "ARB 4SX-N-2", want: adjAssigned},
		{text: "SPLIT 420/-100", want: adjAssigned},
		{text: "W 0.3*420 + 0.7*-50", want: adjAssigned},
		{text: "W 30%*4SN= + 70%*4SN-1", want: adjAssigned},
		{text: "W 1/3*420 + 2/3*-50", want: adjAssigned},
		{text: "PEN NS -10%", want: adjPenalty},
		{text: "PEN EW -3MP", want: adjPenalty},
		{text: "PEN NS -1/3MP", want: adjPenalty},
		{text: "FOUL B", want: adjFouled},
		{text: "A+/40", want: adjArtificial},
		{text: "A60/A-", want: adjArtificial},
		{text: "SPLIT 4S= N/4S-1 N", want: adjAssigned},
		{text: "SPLIT 4S= N/+100", want: adjAssigned},
		{text: "W 30% 4S= N + 70% 4S-1 N", want: adjAssigned},
		{text: "W 50% 4S+1 N + 50% 4S= N", want: adjAssigned},
		{text: "W NS: -100; EW: 40% +620 + 60% -100", want: adjAssigned},
		{text: "FOUL", err: `adjust "FOUL": want FOUL and the group of the board's version this table played, such as FOUL B`},
		{text: "A+/140", err: `adjust "A+/140": percentage 140 above 100 (want e.g. A60/40)`},
		{text: "W 0.3 420 + 0.7 -50", err: `adjust "W 0.3 420 + 0.7 -50": no weights (want W <weight>*<result> + ..., such as W 0.3*620 + 0.7*-100 or W 30%*4SN= + 70%*4SN-1)`},
		{text: "W NS: 420", err: `adjust "W NS: 420": want W NS: <weighted results>; EW: <weighted results>`},
		{text: "FOO 3", err: `adjust "FOO 3": unknown adjust code "FOO" (want ` + wantAdjust + `)`},
		{text: "60", err: `adjust "60": unknown adjust code "60" (want ` + wantAdjust + `)`},
		{text: "A160/40", err: `adjust "A160/40": percentage 160 above 100 (want e.g. A60/40)`},
		{text: "SPLIT 420", err: `adjust "SPLIT 420": want SPLIT <score NS>/<score EW>, each in its own side's view, such as SPLIT 420/-100`},
		{text: "ARB", err: `adjust "ARB": no score (want ARB <score NS>, such as ARB 420, or ARB <contract, declarer, result>, such as ARB 4SX-N-2)`},
		{text: "ARB 4SX", err: `adjust "ARB 4SX": "4SX": want a score or a contract with declarer and result, such as 4SX-N-2`},
		{text: "ARB 1NT-N-9", err: `adjust "ARB 1NT-N-9": result "-9": out of range -7..+6 for 1NT`},
		{text: "W 0.3*420 + 0.6*-50", err: `adjust "W 0.3*420 + 0.6*-50": weights sum to 0.9 (want 1, or 100%)`},
		{text: "W 420", err: `adjust "W 420": no weights (want W <weight>*<result> + ..., such as W 0.3*620 + 0.7*-100 or W 30%*4SN= + 70%*4SN-1)`},
		{text: "PEN -10%", err: `adjust "PEN -10%": want PEN, a side and a penalty, such as PEN NS -10% or PEN EW -3MP`},
		{text: "NP 3", err: `adjust "NP 3": want NP alone`},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			got, err := classifyAdjust(tt.text, locales["en"])
			if tt.err != "" {
				if err == nil || err.Error() != tt.err {
					t.Fatalf("got %v\nwant %s", err, tt.err)
				}
				if !errors.Is(err, formats.ErrValue) {
					t.Errorf("not ErrValue")
				}
				return
			}
			if err != nil || got != tt.want {
				t.Errorf("got %v, %v; want %v", got, err, tt.want)
			}
		})
	}
}

func TestParseLead(t *testing.T) {
	tests := []struct {
		text, locale, want, err string
	}{
		{text: "SK", want: "SK"},
		{text: "♠K", want: "SK"},
		{text: "KS", want: "SK"},
		{text: "S10", want: "ST"},
		{text: "10♠", want: "ST"},
		{text: "h 10", want: "HT"},
		{text: "♥Q", locale: "ru", want: "HQ"},
		{text: "ПТ", locale: "ru", want: "SA"},
		{text: "КТ", locale: "ru", want: "CK"},
		{text: "ТТ", locale: "ru", want: "CA"},
		{text: "Ч10", locale: "ru", want: "HT"},
		{text: "10ч", locale: "ru", want: "HT"},
		{text: "ДБ", locale: "ru", want: "DQ"},
		{text: "ZZ", err: `lead "ZZ": not a card (want a suit and a rank, such as SK, ♠K, KS or S10)`},
		{text: "ПТ", err: `lead "ПТ": not a card (want a suit and a rank, such as SK, ♠K, KS or S10)`},
		{text: "S1", err: `lead "S1": not a card (want a suit and a rank, such as SK, ♠K, KS or S10)`},
	}
	for _, tt := range tests {
		t.Run(tt.locale+" "+tt.text, func(t *testing.T) {
			l, _ := lookupLocale(tt.locale)
			c, err := parseCard(tt.text, l)
			if tt.err != "" {
				if err == nil || err.Error() != tt.err || !errors.Is(err, bridge.ErrCard) || !errors.Is(err, formats.ErrValue) {
					t.Fatalf("got %v, %v; want %s", c, err, tt.err)
				}
				return
			}
			if err != nil || c.String() != tt.want {
				t.Errorf("got %v, %v; want %s", c, err, tt.want)
			}
		})
	}
}

// The adjust cells' expressions, compiled when first used, all compile.
func TestAdjustExpressions(t *testing.T) {
	for _, re := range []func() *regexp.Regexp{reAverage, rePercent, rePenalty, reWeight, reSide, reSideLabel, reEWLabel, reGroup} {
		if re() == nil {
			t.Error("no expression")
		}
	}
}
