package csvtrav

import (
	"errors"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// FuzzRead: Read never panics; every problem is a positioned *bridge.Error
// naming the file; what it accepts is well formed.
func FuzzRead(f *testing.F) {
	names, _ := filepath.Glob("testdata/*.csv")
	for _, n := range names {
		if strings.Contains(n, "ReceivedData") {
			continue // large; their shape is in the seeds below
		}
		f.Add(readTestdata(f, filepath.Base(n)), uint8(0))
	}
	f.Add("ID,Section,Table,Round,Board,PairNS,PairEW,Declarer,NS/EW,Contract,Result,LeadCard,Remarks,Erased\n"+
		"1,1,8,1,22,8,8,8,\"W\",\"1 NT\",\"+3\",,,0\n2,1,2,1,4,2,2,2,\"N\",\"PASS\",,,,0\n3,1,7,9,10,7,9,7,\"N\",,,,\"Not played\",0\n", uint8(0))
	f.Add(hdr+"1,1,2,4SX-N-2,,\n1,3,4,3NT+1 S,,\n", uint8(1))
	f.Add("Сдача;Пара NS;Пара EW;Контракт;Играл;Взятки;Ввод\n1;1;2;5Б конт;В;9;ПТ\n", uint8(2))
	f.Add("board,ns,ew,adjust,contract\n1,1,2,W 30%*4SN= + 70%*4SN-1,\n1,3,4,PEN NS -10%,4S=N\n", uint8(0))
	f.Add("\"a\nb\",\"c\"\"d\"\n\"x\n", uint8(0))
	f.Add("board\tns\tew\tcontract\n1\t1\t2\t4♠ X\n", uint8(6))
	f.Add(hdr+"1,1,2,4S,N,14\n2,1,2,4Z,N,10\n3,1,2,3NT,N,9\n", uint8(0)) // rows not scored beside one that is
	for _, sep := range []string{",", ";", "\t"} {
		f.Add(strings.ReplaceAll(hdr+"1,1,2,4S,N,10\n", ",", sep), uint8(0))
	}
	f.Fuzz(func(t *testing.T, text string, loc uint8) {
		// The locale is "" or one of Locales: unknown names are tested
		// elsewhere and would only slow the fuzzer down.
		locale := ""
		if i := int(loc) % (len(Locales) + 1); i > 0 {
			locale = Locales[i-1]
		}
		file, err := Read("fuzz.csv", text, Options{Locale: locale})
		if err != nil {
			if file != nil {
				t.Fatalf("a File with an error")
			}
			es := bridge.AsErrors(err)
			if len(es) == 0 {
				t.Fatalf("error %T %v is not a *bridge.Error", err, err)
			}
			for _, e := range es {
				if e.Pos.File != "fuzz.csv" || !strings.HasPrefix(e.Error(), "fuzz.csv") {
					t.Fatalf("error without the file: %q", e.Error())
				}
				if e.Pos.Line == 0 && !errors.Is(e, formats.ErrEmpty) && e.Context != "options" {
					t.Fatalf("error without a line: %q", e.Error())
				}
				_ = e.Verbose()
			}
			return
		}
		if file.Kind == Unknown {
			t.Fatalf("kind unknown without an error")
		}
		for _, e := range file.Entries {
			if e.Pos.Line < 1 || e.Board < 1 {
				t.Fatalf("entry %+v", e)
			}
			if e.Kind == bridge.Played {
				if err := e.Play.Validate(); err != nil {
					t.Fatalf("%s: %v", e.Pos, err)
				}
			}
			if e.Kind == bridge.NotScored {
				if e.Unscored() == "" || e.Adjust != nil {
					t.Fatalf("%s: not scored for %q, adjust %v (want a reason and no adjust)", e.Pos, e.Unscored(), e.Adjust)
				}
				continue
			}
			if e.Kind != bridge.Played && e.Adjust == nil && e.Kind != bridge.NotPlayed {
				t.Fatalf("%s: %s without its adjust text", e.Pos, e.Kind)
			}
		}
		for _, w := range file.Warnings {
			if w.Pos.File != "fuzz.csv" || w.Pos.Line == 0 {
				t.Fatalf("warning without a position: %q", w.Error())
			}
		}
	})
}

// FuzzParseContract: ParseContract never panics, and what it accepts has a
// canonical text that bridge.ParseContract reads back as the same contract.
func FuzzParseContract(f *testing.F) {
	for _, s := range []string{"4SX", "4S*", "4♠X", "4 S x", "3NT", "3N", "PASS", "4SX-N-2", "4S=N",
		"3NT+1 S", "4П", "4Пк", "3БК", "5Б конт", "5Z", "8S", "4SD", "4С", "4K", "1 C xx", "7NTXX", "4S N MADE",
		"3 без козыря", "3SA O", "4/S.X/W", "4S−1", "４S"} {
		for i := range Locales {
			f.Add(s, uint8(i))
		}
	}
	f.Fuzz(func(t *testing.T, text string, loc uint8) {
		locale := Locales[int(loc)%len(Locales)]
		c, seat, res, err := ParseContract(text, locale)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		if err := c.Validate(); err != nil {
			t.Fatalf("ParseContract(%q, %q) = %v: %v", text, locale, c, err)
		}
		back, err := bridge.ParseContract(c.String())
		if err != nil || back != c {
			t.Fatalf("ParseContract(%q, %q) = %v; bridge.ParseContract(%q) = %v, %v", text, locale, c, c.String(), back, err)
		}
		if seat != nil && *seat > bridge.West {
			t.Fatalf("seat %d", *seat)
		}
		if c.IsPass() && (seat != nil || res != "") {
			t.Fatalf("pass with seat %v result %q", seat, res)
		}
		if res != "" {
			if res[0] != '=' && res[0] != '+' && res[0] != '-' {
				t.Fatalf("result %q", res)
			}
		}
	})
}

// FuzzPlainScore: the fast reading of a score cell gives what the full
// one gives, for every cell it takes.
func FuzzPlainScore(f *testing.F) {
	for _, s := range []string{"0", "-0", "420", "-100", "100000", "-100000", "100001", "999999", "1234567",
		"+420", "-", "", "00420", "4 20", "420.0", "−100", "٤٢٠", "1e3", "--1", "-+1", "0x10"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, cell string) {
		v, ok := plainScore(cell)
		if !ok {
			return
		}
		for _, comma := range []bool{false, true} {
			if w, err := readScore(cell, comma); err != nil || w != v {
				t.Errorf("plainScore(%q) = %d; readScore: %d, %v", cell, v, w, err)
			}
		}
	})
}

// FuzzQuickCells: the quick readings of the usual cells give what the
// full ones give: trim what strings.TrimSpace gives; a plain integer what
// strconv.Atoi gives, and the board, count and tricks readings built on
// it what they gave before it.
func FuzzQuickCells(f *testing.F) {
	for _, s := range []string{"", " ", "1", "13", "14", "0", "007", "9999", "10000", "999999", "1234567", " 12", "12 ",
		"\u00a012", "12\u0085", "+1", "-1", "=", "٤", "a", "\x7f", "1\x7f"} {
		f.Add(s)
	}
	contract := bridge.Contract{Level: 3, Strain: bridge.NoTrump}
	f.Fuzz(func(t *testing.T, cell string) {
		if got, want := trim(cell), strings.TrimSpace(cell); got != want {
			t.Errorf("trim(%q) = %q, want %q", cell, got, want)
		}
		v, ok := plainInt(cell)
		if !ok {
			return
		}
		if w, err := strconv.Atoi(cell); err != nil || w != v {
			t.Errorf("plainInt(%q) = %d; Atoi: %d, %v", cell, v, w, err)
		}
		if v >= 1 && v <= bridge.MaxBoard {
			if w, err := bridge.ParseBoard(cell); err != nil || w != v {
				t.Errorf("parseBoard(%q) = %d; bridge.ParseBoard: %d, %v", cell, v, w, err)
			}
		}
		if v <= 13 {
			// The full reading of tricks, as tricks reads a cell that is
			// not plain.
			if w, err := strconv.Atoi(foldText(cell)); err != nil || w != v {
				t.Errorf("tricks(%q) = %d; read in full: %d, %v", cell, v, w, err)
			}
			if got, err := tricks(cell, contract); err != nil || got != v {
				t.Errorf("tricks(%q) = %d, %v; want %d", cell, got, err, v)
			}
		}
	})
}

// FuzzTextPass: textPass's one pass finds a long line and CR CR LF where
// formats.LongLine and hasCRCRLF do, on any text it accepts.
func FuzzTextPass(f *testing.F) {
	for _, s := range []string{"a\r\r\nb", "abcde\nx", "x\nabcd\r\r\r", "\u00e9\u00e9\u00e9", "ab\rcd\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		const limit = 4
		s := &sheet{name: "t.csv", text: text, data: text, lineIdx: &lineIndex{}}
		fs, err := s.textPass(limit)
		if err != nil {
			return
		}
		long := formats.LongLine("t.csv", text, limit) != nil
		if fs.long != long || !long && fs.crcrlf != hasCRCRLF(text) {
			t.Errorf("%q: long %v, CR CR LF %v (want %v, %v)", text, fs.long, fs.crcrlf, long, hasCRCRLF(text))
		}
	})
}
