package bridge_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// The table of scoring.md §2, written out.
func TestDealerAndVulnerability(t *testing.T) {
	dealers := "NESWNESWNESWNESW"
	vuls := []string{"None", "NS", "EW", "All", "NS", "EW", "All", "None", "EW", "All", "None", "NS", "All", "None", "NS", "EW"}
	for b := 1; b <= 64; b++ {
		t.Run(fmt.Sprint("board ", b), func(t *testing.T) {
			i := (b - 1) % 16
			if got := bridge.Dealer(b).String(); got != dealers[i:i+1] {
				t.Errorf("dealer %s, want %s", got, dealers[i:i+1])
			}
			if got := bridge.Vulnerability(b).String(); got != vuls[i] {
				t.Errorf("vulnerability %s, want %s", got, vuls[i])
			}
		})
	}
	for _, tt := range []struct {
		board        int
		dealer, vuln string
	}{{1, "N", "None"}, {7, "S", "All"}, {12, "W", "NS"}, {16, "W", "EW"}, {17, "N", "None"}, {30, "E", "None"}, {36, "W", "All"}} {
		if d, v := bridge.Dealer(tt.board).String(), bridge.Vulnerability(tt.board).String(); d != tt.dealer || v != tt.vuln {
			t.Errorf("board %d: %s %s, want %s %s", tt.board, d, v, tt.dealer, tt.vuln)
		}
	}
}

func TestVulHas(t *testing.T) {
	for _, tt := range []struct {
		v      bridge.Vul
		ns, ew bool
	}{{bridge.VulNone, false, false}, {bridge.VulNS, true, false}, {bridge.VulEW, false, true}, {bridge.VulAll, true, true}} {
		if tt.v.Has(bridge.NS) != tt.ns || tt.v.Has(bridge.EW) != tt.ew {
			t.Errorf("%s: NS %v EW %v", tt.v, tt.v.Has(bridge.NS), tt.v.Has(bridge.EW))
		}
	}
}

func TestParseVul(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want string
		err  bool
	}{
		{"None", "None", false}, {"love", "None", false}, {"-", "None", false}, {"NS", "NS", false}, {"n-s", "NS", false},
		{"EW", "EW", false}, {"All", "All", false}, {"BOTH", "All", false}, {"", "", true}, {"NE", "", true},
	} {
		t.Run(tt.in, func(t *testing.T) {
			v, err := bridge.ParseVul(tt.in)
			if tt.err {
				if !errors.Is(err, bridge.ErrVul) {
					t.Fatalf("err = %v, want ErrVul", err)
				}
				return
			}
			if err != nil || v.String() != tt.want {
				t.Errorf("ParseVul(%q) = %v, %v; want %s", tt.in, v, err, tt.want)
			}
		})
	}
}

func TestParseContract(t *testing.T) {
	for _, tt := range []struct {
		in, want string
		err      error
		msg      string
	}{
		{in: "4S", want: "4S"}, {in: "4sx", want: "4SX"}, {in: "3N", want: "3NT"}, {in: "3NT", want: "3NT"},
		{in: "7NTXX", want: "7NTXX"}, {in: "5Cx", want: "5CX"}, {in: "Pass", want: "PASS"}, {in: "4♠X", want: "4SX"},
		{in: "4S*", want: "4SX"}, {in: " 2D ", want: "2D"},
		{in: "5Z", err: bridge.ErrStrain, msg: `unknown strain "Z" in "5Z" (want C, D, H, S or NT)`},
		{in: "8S", err: bridge.ErrLevel, msg: `level out of range "8S": level "8" (want 1..7, or PASS)`},
		{in: "4", err: bridge.ErrStrain, msg: `unknown strain "4": no strain (want C, D, H, S or NT)`},
		{in: "4SXXX", err: bridge.ErrContract, msg: `bad contract "4SXXX": "XXX" after the strain (want nothing, X or XX)`},
		{in: "", err: bridge.ErrContract, msg: `bad contract: empty (want e.g. 4S, 3NTX or PASS)`},
	} {
		t.Run(tt.in, func(t *testing.T) {
			c, err := bridge.ParseContract(tt.in)
			if tt.err != nil {
				if !errors.Is(err, tt.err) || err.Error() != tt.msg {
					t.Fatalf("err = %v, want %q", err, tt.msg)
				}
				return
			}
			if err != nil || c.String() != tt.want {
				t.Errorf("got %v, %v; want %s", c, err, tt.want)
			}
		})
	}
}

func FuzzParseContract(f *testing.F) {
	for _, s := range []string{"4S", "3NT", "7NTXX", "PASS", "5Z", "4♠X", "1cx", "0S", "", "4SXXX"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := bridge.ParseContract(s)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		if err := c.Validate(); err != nil {
			t.Fatalf("ParseContract(%q) = %v, which is invalid: %v", s, c, err)
		}
		back, err := bridge.ParseContract(c.String())
		if err != nil || back != c {
			t.Fatalf("round trip of %q: %v -> %q -> %v, %v", s, c, c.String(), back, err)
		}
	})
}

func TestParseCard(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"SK", "SK"}, {"KS", "SK"}, {"♠K", "SK"}, {"S10", "ST"}, {"10S", "ST"}, {"h2", "H2"}, {"DA", "DA"}, {"♦Q", "DQ"}, {"CT", "CT"},
	} {
		t.Run(tt.in, func(t *testing.T) {
			c, err := bridge.ParseCard(tt.in)
			if err != nil || c.String() != tt.want {
				t.Errorf("ParseCard(%q) = %v, %v; want %s", tt.in, c, err, tt.want)
			}
		})
	}
	for _, bad := range []string{"", "S", "S1", "X5", "SKK", "11S"} {
		t.Run("bad "+bad, func(t *testing.T) {
			if _, err := bridge.ParseCard(bad); !errors.Is(err, bridge.ErrCard) {
				t.Errorf("ParseCard(%q) err = %v, want ErrCard", bad, err)
			}
		})
	}
}

func TestParseDeal(t *testing.T) {
	const full = "N:86542.J9.T984.96 KT9.QT763.A6.754 Q.AK42.KQJ2.AQ83 AJ73.85.753.KJT2"
	d, err := bridge.ParseDeal(full)
	if err != nil {
		t.Fatal(err)
	}
	if !d.Complete() {
		t.Error("full deal not complete")
	}
	if got := d.String(); got != full {
		t.Errorf("String = %q", got)
	}
	if got := d.Hands[bridge.South].HCP(); got != 21 {
		t.Errorf("South HCP = %d, want 21", got)
	}
	if got := d.StringFrom(bridge.East); got != "E:KT9.QT763.A6.754 Q.AK42.KQJ2.AQ83 AJ73.85.753.KJT2 86542.J9.T984.96" {
		t.Errorf("StringFrom(E) = %q", got)
	}
	// Listing from another seat gives the same deal.
	d2, err := bridge.ParseDeal("E:KT9.QT763.A6.754 Q.AK42.KQJ2.AQ83 AJ73.85.753.KJT2 86542.J9.T984.96")
	if err != nil || d2 != d {
		t.Errorf("rotated deal differs: %v", err)
	}
	sum := 0
	for _, s := range bridge.Seats {
		sum += d.Hands[s].HCP()
	}
	if sum != 40 {
		t.Errorf("HCP sum %d", sum)
	}

	for _, tt := range []struct{ name, in, msg string }{
		{"ten cards", "N:AKQJT98765... - - -", ""},
		{"unequal", "N:KQJT98765... 2.AKQJT9876.. - -", "bad deal: E has 10 cards but N has 9 (want 13 each)"},
		{"twice", "N:A... A... - -", "bad deal: E holds SA, which another hand holds too"},
		{"no seat", "86542.J9.T984.96 KT9.QT763.A6.754 Q.AK42.KQJ2.AQ83 AJ73.85.753.KJT2", `bad deal "86542.J9.T984.96 KT9.QT763.A6.754 Q.AK42.KQJ2.AQ83 AJ73.85.7"… (67 bytes): no "<seat>:" before the hands (want e.g. N:AKQ2.J9.T984.96 ...)`},
		{"three hands", "N:A... K... Q...", "bad deal: 3 hands (want 4, \"-\" for an unknown one)"},
		{"bad rank", "N:AX... - - -", `bad deal: N hand "AX...": "X" is not a rank (want A K Q J T 9..2)`},
		{"three suits", "N:A.. - - -", `bad deal: N hand "A.." has 3 suits (want 4, spades.hearts.diamonds.clubs)`},
		{"fourteen", "N:AKQJT98765432.2.. - - -", "bad deal: N has 14 cards (want 13)"},
		{"short north", "N:JT74..QJ2.832 62.52.876543.AQJ 9853.Q743.9.KT65 AKQ.KT86.AKT.974", "bad deal: N has 10 cards but E has 13 (want 13 each)"},
		{"long west, short north", "W:KQT2.AT.J6542.852 .63.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4", "bad deal: N has 12 cards but E has 13 (want 13 each)"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := bridge.ParseDeal(tt.in)
			if tt.msg == "" {
				if err != nil {
					t.Fatalf("unexpected error %v", err)
				}
				return
			}
			if !errors.Is(err, bridge.ErrDeal) || err.Error() != tt.msg {
				t.Errorf("err = %v, want %q", err, tt.msg)
			}
		})
	}
}

func FuzzParseDeal(f *testing.F) {
	f.Add("N:86542.J9.T984.96 KT9.QT763.A6.754 Q.AK42.KQJ2.AQ83 AJ73.85.753.KJT2")
	f.Add("W:- - AK.. -")
	f.Fuzz(func(t *testing.T, s string) {
		d, err := bridge.ParseDeal(s)
		if err != nil {
			return
		}
		back, err := bridge.ParseDeal(d.String())
		if err != nil || back != d {
			t.Fatalf("round trip of %q: %q -> %v, %v", s, d.String(), back, err)
		}
	})
}

func TestParseRelative(t *testing.T) {
	c, _ := bridge.ParseContract("1NT")
	for _, tt := range []struct {
		in    string
		want  int
		error bool
	}{{"=", 7, false}, {"+6", 13, false}, {"-7", 0, false}, {"-8", 0, true}, {"+7", 0, true}, {"7", 0, true}, {"−2", 5, false}} {
		got, err := bridge.ParseRelative(c, tt.in)
		if tt.error != (err != nil) || got != tt.want {
			t.Errorf("ParseRelative(1NT, %q) = %d, %v", tt.in, got, err)
		}
	}
	_, err := bridge.ParseRelative(c, "-9")
	if want := `tricks out of range: result "-9" for 1NT (want -7..+6)`; err == nil || err.Error() != want {
		t.Errorf("err = %v, want %q", err, want)
	}
}

func TestErrorFormat(t *testing.T) {
	e := &bridge.Error{Pos: bridge.Pos{File: "round1.pbn", Line: 123, Col: 11}, Context: `board 7: [Contract "5Z"]`,
		Err: fmt.Errorf("%w \"Z\" (want C, D, H, S or NT)", bridge.ErrStrain), Source: `[Contract "5Z"]`}
	if got, want := e.Error(), `round1.pbn:123:11: board 7: [Contract "5Z"]: unknown strain "Z" (want C, D, H, S or NT)`; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	if !errors.Is(e, bridge.ErrStrain) {
		t.Error("errors.Is fails")
	}
	if got, want := e.Verbose(), e.Error()+"\n    [Contract \"5Z\"]\n              ^"; got != want {
		t.Errorf("Verbose() = %q, want %q", got, want)
	}
	es := bridge.Errors{e, e}
	if !errors.Is(es, bridge.ErrStrain) || len(bridge.AsErrors(es)) != 2 || len(bridge.AsErrors(fmt.Errorf("x: %w", e))) != 1 {
		t.Error("Errors does not unwrap")
	}
}

func ExampleDealer() {
	fmt.Println(bridge.Dealer(7), bridge.Vulnerability(7))
	// Output: S All
}

func TestQuote(t *testing.T) {
	long := strings.Repeat("Ж", 100)
	for _, tt := range []struct{ in, want string }{
		{"4S", `"4S"`},
		{"Щукина Ёлка", `"Щукина Ёлка"`},
		{"a\nb\u202ec\xff", `"a\nb\u202ec\xff"`},
		{long, `"` + strings.Repeat("Ж", bridge.QuoteMax) + `"… (200 bytes)`},
	} {
		if got := bridge.Quote(tt.in); got != tt.want {
			t.Errorf("Quote(%q) = %s, want %s", tt.in, got, tt.want)
		}
	}
}

// Sections compare by one key: trimmed, upper case, "" is A.
func TestSectionKey(t *testing.T) {
	for _, tt := range []struct{ name, in, want string }{
		{"Bridgemate letter", "A", "A"},
		{"lower case", "b", "B"},
		{"spaces around", " c\t", "C"},
		{"none", "", "A"},
		{"only spaces", "  ", "A"},
		{"a name", "Junior Teams", "JUNIOR TEAMS"},
		{"Cyrillic", "б", "Б"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := bridge.SectionKey(tt.in); got != tt.want {
				t.Errorf("SectionKey(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

// Board numbers: digits from 1 to MaxBoard, in the same words everywhere.
func TestParseBoard(t *testing.T) {
	for _, tt := range []struct {
		name, in string
		want     int
		msg      string
	}{
		{"plain", "7", 7, ""},
		{"leading zeros", "007", 7, ""},
		{"spaces", " 12 ", 12, ""},
		{"the limit", "9999", 9999, ""},
		{"zero", "0", 0, "out of range 1..9999"},
		{"beyond the limit", "10000", 0, "out of range 1..9999"},
		{"thirty digits", "123456789012345678901234567890", 0, "out of range 1..9999"},
		{"letters", "A1", 0, "not a number (want 1..9999)"},
		{"negative", "-3", 0, "not a number (want 1..9999)"},
		{"signed", "+5", 0, "not a number (want 1..9999)"},
		{"empty", "", 0, "not a number (want 1..9999)"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			n, err := bridge.ParseBoard(tt.in)
			switch {
			case tt.msg == "" && (err != nil || n != tt.want):
				t.Errorf("ParseBoard(%q) = %d, %v; want %d", tt.in, n, err, tt.want)
			case tt.msg != "" && (err == nil || err.Error() != tt.msg || !errors.Is(err, bridge.ErrBoard)):
				t.Errorf("ParseBoard(%q) = %d, %v; want the error %q matching ErrBoard", tt.in, n, err, tt.msg)
			}
		})
	}
}

// TestErrorLimits: however long the text an error carries, Error is one
// line of at most MaxMessage bytes after the position, and Verbose shows
// an excerpt of a long source line with the caret under its character.
func TestErrorLimits(t *testing.T) {
	pos := bridge.Pos{File: "t.csv", Line: 2, Col: 500_001}
	big := strings.Repeat("x", 50<<20)
	line := strings.Repeat("a", 500_000) + "Ж" + strings.Repeat("b", 500_000)
	tests := []struct {
		name          string
		e             *bridge.Error
		error, source string // Error(), and the lines Verbose adds
	}{
		{"a 50 MB cause",
			&bridge.Error{Pos: pos, Context: "board 1", Err: errors.New("bad " + big)},
			"t.csv:2:500001: board 1: bad " + strings.Repeat("x", bridge.MaxMessage-len("board 1: bad ")) + "… (cut: 52428813 bytes)", ""},
		{"a long context is cut to leave the cause",
			&bridge.Error{Pos: pos, Context: strings.Repeat("c", 10_000), Err: errors.New("unknown strain")},
			"t.csv:2:500001: " + strings.Repeat("c", bridge.MaxMessage/4) + "… (cut: 10000 bytes): unknown strain", ""},
		{"a cut between the bytes of a character",
			&bridge.Error{Err: errors.New(strings.Repeat("Ж", bridge.MaxMessage))},
			strings.Repeat("Ж", bridge.MaxMessage/2) + "… (cut: 1600 bytes)", ""},
		{"line ends in a cause",
			&bridge.Error{Pos: bridge.Pos{File: "t.pbn"}, Err: errors.New("a\nb\r\nc")},
			`t.pbn: a\nb\r\nc`, ""},
		{"a long source line",
			&bridge.Error{Pos: pos, Err: errors.New("bad"), Source: line},
			"t.csv:2:500001: bad",
			"\n    …" + strings.Repeat("a", 40) + "Ж" + strings.Repeat("b", 59) + "…" +
				"\n    " + strings.Repeat(" ", 41) + "^"},
		{"near the end of a long line",
			&bridge.Error{Pos: bridge.Pos{File: "t.pbn", Line: 1, Col: 1_000_001}, Err: errors.New("bad"), Source: line},
			"t.pbn:1:1000001: bad",
			"\n    …" + strings.Repeat("b", 100) + "\n    " + strings.Repeat(" ", 100) + "^"},
		{"control characters show as spaces",
			&bridge.Error{Pos: bridge.Pos{File: "t.pbn", Line: 1, Col: 5}, Err: errors.New("bad"), Source: "a\tb\rc\u202eZ"},
			"t.pbn:1:5: bad",
			"\n    a b c Z\n        ^"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.e.Error(); got != tt.error {
				t.Errorf("Error() = %.200q (%d bytes), want %.200q (%d bytes)", got, len(got), tt.error, len(tt.error))
			}
			if got, want := tt.e.Verbose(), tt.error+tt.source; got != want {
				t.Errorf("Verbose() =\n%.400s\nwant\n%.400s", got, want)
			}
		})
	}
}
