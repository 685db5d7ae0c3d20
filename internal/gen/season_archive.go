package gen

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
)

// Archive is a season written as a club's archive (WriteArchive): a
// folder per session, each with its travellers and names files and its
// protokol.toml, the register at the top; and who sat where, for the
// tests.
type Archive struct {
	Dir      string
	Sessions []ArchiveSession
}

// ArchiveSession is one session folder of an Archive.
type ArchiveSession struct {
	Rel, Date, Title string
	// Sections are its sections; Movement is Mitchell (two fields a
	// section: NS and EW) or Howell (one).
	Sections int
	Movement string
	// Pairs are who played as each pair, by "SECTION/DIRECTION/ID" ("A/NS/3",
	// "A//7" in a Howell): indexes into Season.Players. A player missing
	// from the session is on no pair.
	Pairs map[string][2]int
}

// WriteArchive writes the season under dir: register.csv, then a folder
// per session ("2026-05-04"), whose pairs are the session's pairs of the
// season (a pair or two left out where the movement needs an even
// number) in one of three shapes, in turn: a Howell, a one-section
// Mitchell (its NS and EW ranked apart), a two-section Mitchell. Each
// folder holds travellers.csv (a generated session of boards boards,
// scored by the program), names.csv (section, direction, pair, player1,
// member1, player2, member2: the names and numbers as the season writes
// them) and a protokol.toml with the session's date and title.
func (s *Season) WriteArchive(dir string, boards int) (*Archive, error) {
	a := &Archive{Dir: dir}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(dir, "register.csv"), []byte(s.Register), 0o644); err != nil {
		return nil, err
	}
	for si, ses := range s.Sessions {
		pairs := ses.Entries
		shape := si % 3
		need := 2
		if shape == 2 {
			need = 4
		}
		pairs = pairs[:len(pairs)/need*need]
		if len(pairs) < need {
			continue
		}
		as := ArchiveSession{Rel: ses.Date, Date: ses.Date, Title: "Club pairs " + ses.Date, Pairs: map[string][2]int{}}
		cfg := Config{Seed: uint64(1000 + si), Boards: boards, Sections: 1, Tables: len(pairs) / 2, Movement: Mitchell}
		switch shape {
		case 0:
			cfg.Movement = Howell
		case 2:
			cfg.Sections, cfg.Tables = 2, len(pairs)/4
		}
		as.Sections, as.Movement = cfg.Sections, cfg.Movement
		g := Generate(cfg)
		var names bytes.Buffer
		cw := csv.NewWriter(&names)
		cw.Write([]string{"section", "direction", "pair", "player1", "member1", "player2", "member2"})
		for i, n := range g.Names {
			e := pairs[i]
			cw.Write([]string{n.Section, n.Direction, n.Pair, e.Seats[0].Name, e.Seats[0].Number, e.Seats[1].Name, e.Seats[1].Number})
			as.Pairs[n.Section+"/"+n.Direction+"/"+n.Pair] = [2]int{e.Seats[0].Player, e.Seats[1].Player}
		}
		cw.Flush()
		var trav bytes.Buffer
		if err := g.WriteTravellersCSV(&trav); err != nil {
			return nil, err
		}
		folder := filepath.Join(dir, filepath.FromSlash(as.Rel))
		if err := os.MkdirAll(folder, 0o755); err != nil {
			return nil, err
		}
		toml := fmt.Sprintf("title = %s\ndate = %s\n", strconv.Quote(as.Title), strconv.Quote(as.Date))
		for name, data := range map[string][]byte{"travellers.csv": trav.Bytes(), "names.csv": names.Bytes(), "protokol.toml": []byte(toml)} {
			if err := os.WriteFile(filepath.Join(folder, name), data, 0o644); err != nil {
				return nil, err
			}
		}
		a.Sessions = append(a.Sessions, as)
	}
	return a, nil
}
