package scales_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/awards"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/scales"
)

// participant is one contestant of a USEBIO file as the test reads it: a
// small extraction of PLACE, DIRECTION, the section and the awarded
// points, the places as published (the package reads no format; job's
// TestUSEBIOIndividualExample reads the individual example with
// formats/usebio and awards the places the program scores).
type participant struct {
	number, section, direction string
	place                      int
	awarded                    string // MASTER_POINTS_AWARDED as written, "" for none
}

var (
	reBlock   = regexp.MustCompile(`(?s)<(PAIR|PLAYER)>(.*?)</(?:PAIR|PLAYER)>|SECTION_ID="([^"]*)"`)
	reBoards  = regexp.MustCompile(`<BOARDS_PLAYED>(\d+)</BOARDS_PLAYED>`)
	reBoardNo = regexp.MustCompile(`<BOARD_NUMBER>(\d+)</BOARD_NUMBER>`)
)

func tag(block, name string) string {
	m := regexp.MustCompile(`<` + name + `>([^<]*)</` + name + `>`).FindStringSubmatch(block)
	if m == nil {
		return ""
	}
	return strings.TrimSpace(m[1])
}

// readUSEBIO extracts the contestants (those with a PLACE) and the boards
// played (BOARDS_PLAYED, or the distinct board numbers).
func readUSEBIO(t *testing.T, path string) ([]participant, int) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	var out []participant
	section := ""
	for _, m := range reBlock.FindAllStringSubmatch(text, -1) {
		if m[1] == "" {
			section = m[3]
			continue
		}
		b := m[2]
		place := strings.TrimSuffix(tag(b, "PLACE"), "=")
		if place == "" {
			continue // a player inside a pair, or a traveller's
		}
		n, err := strconv.Atoi(place)
		if err != nil {
			t.Fatalf("%s: place %q", path, place)
		}
		num := tag(b, "PAIR_NUMBER")
		if num == "" {
			num = tag(b, "PLAYER_NUMBER")
		}
		out = append(out, participant{number: num, section: section, direction: tag(b, "DIRECTION"), place: n,
			awarded: tag(b, "MASTER_POINTS_AWARDED")})
	}
	boards := 0
	if m := reBoards.FindStringSubmatch(text); m != nil {
		boards, _ = strconv.Atoi(m[1])
	} else {
		seen := map[string]bool{}
		for _, m := range reBoardNo.FindAllStringSubmatch(text, -1) {
			seen[m[1]] = true
		}
		boards = len(seen)
	}
	return out, boards
}

// TestPublishedAwards checks each bundled scale against awards its
// federation's published example or its own programs wrote: the USEBIO
// specification's individual example (EBU), EBUScore's and BriAn's club
// pairs (EBU), the ABF's Compscore3 sessions (Mitchell, Mitchell with a
// sit-out, Butler Howell, a red-point Howell).
func TestPublishedAwards(t *testing.T) {
	usebio := filepath.Join("..", "formats", "usebio", "testdata")
	tests := []struct {
		name, file string
		scale      string // a preset, or a scale file's text
		form       awards.Form
		byDir      bool // a field for each direction
	}{
		{"USEBIO individual example, EBU individual", filepath.Join("..", "testdata", "corpus", "usebio", "individual-example", "usebio.xml"),
			"ebu-club-individual", awards.Individual, false},
		{"EBUScore, 19 pairs, 26 boards", filepath.Join(usebio, "ebuscore-island.xml"), "ebu-club", awards.Pairs, false},
		{"BriAn, 13 pairs, 24 boards", filepath.Join(usebio, "brian-bridgewebs.xml"), "ebu-club", awards.Pairs, false},
		{"EBUScore, two Howell sections ranked as one", filepath.Join(usebio, "ebuscore-two-sections.xml"), "ebu-club", awards.Pairs, false},
		{"Compscore3, 19-table Mitchell, green", filepath.Join(usebio, "mp_pairs_mitchell.xml"), "abf-club", awards.Pairs, true},
		{"Compscore3, 6½-table Mitchell, ties across the depth", filepath.Join(usebio, "mp_pairs_mitchell_sitout.xml"), "abf-club", awards.Pairs, true},
		{"Compscore3, Butler Howell", filepath.Join(usebio, "butler_howell.xml"), "abf-club", awards.Pairs, false},
		{"Compscore3, 6-table Howell, red (weight 2.5)", filepath.Join(usebio, "mp_pairs_howell.xml"),
			"preset = \"abf-club\"\nweight = 2.5\n", awards.Pairs, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			def := scaleOf(t, tt.scale)
			ps, boards := readUSEBIO(t, tt.file)
			fields := map[string][]int{}
			var keys []string
			for i, p := range ps {
				k := ""
				if tt.byDir {
					k = p.direction
				}
				if _, ok := fields[k]; !ok {
					keys = append(keys, k)
				}
				fields[k] = append(fields[k], i)
			}
			seats := int64(2)
			if tt.form == awards.Individual {
				seats = 4
			}
			tables := exact.Frac(int64(len(ps)), seats)
			awarded := 0
			for _, k := range keys {
				idx := fields[k]
				f := awards.Field{Name: k, Form: tt.form, Tables: tables, Boards: boards}
				if tt.byDir {
					f.Winners = 2
				}
				for _, i := range idx {
					f.Places = append(f.Places, ps[i].place)
				}
				got, err := awards.Compute(&def.Scale, f)
				if err != nil {
					t.Fatal(err)
				}
				for j, i := range idx {
					pts := got[0].Points[j].Mul(def.USEBIO[0])
					want := ps[i].awarded
					if want == "" {
						want = "0"
					}
					if pts.Sign() > 0 {
						awarded++
					}
					if pts.Decimal(2) != want {
						t.Errorf("%s %s (place %d): got %s, the file %s", k, ps[i].number, ps[i].place, pts.Decimal(2), want)
					}
				}
			}
			if awarded == 0 {
				t.Errorf("nothing awarded")
			}
			t.Logf("%d contestants, %s tables, %d boards, %d awarded", len(ps), tables, boards, awarded)
		})
	}
}

// The EBU's two-winner scale could not be read, so the bundled one-winner
// scale refuses a Mitchell's direction rather than guess (PairsScorer's
// file gives 40-30-20-10 there).
func TestEBURefusesTwoWinners(t *testing.T) {
	def := scaleOf(t, "ebu-club")
	ps, boards := readUSEBIO(t, filepath.Join("..", "formats", "usebio", "testdata", "pairsscorer-mp.xml"))
	f := awards.Field{Name: "NS", Form: awards.Pairs, Tables: exact.Frac(int64(len(ps)), 2), Winners: 2, Boards: boards}
	for _, p := range ps {
		if p.direction == "NS" {
			f.Places = append(f.Places, p.place)
		}
	}
	_, err := awards.Compute(&def.Scale, f)
	want := `EBU club (local points, one winner): awards field: NS: Black: no first award for pairs, 2 winner(s), 22 boards, a field of 11 (the scale has them for: ["pairs, 1 winner(s)"])`
	if err == nil || err.Error() != want {
		t.Errorf("got  %v\nwant %s", err, want)
	}
}

func scaleOf(t *testing.T, s string) *scales.Definition {
	t.Helper()
	var def *scales.Definition
	var err error
	if strings.Contains(s, "=") {
		def, err = scales.Parse("test.toml", []byte(s))
	} else {
		def, err = scales.Preset(s)
	}
	if err != nil {
		t.Fatal(err)
	}
	return def
}
