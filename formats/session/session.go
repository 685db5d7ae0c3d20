// Package session reads the files of one session (hand records and results
// in PBN, CSV travellers, names files, Bridgemate movement and section
// tables), each in whatever encoding it comes in, and assembles them into
// one bridge.Session: boards from the hand records, entries from every
// traveller, names from the names files and the PBN player tags, the
// movement when a file gives it.
//
// It checks what only the whole set can show (a board given twice with
// different deals) and leaves the scoring checks to compute. It reads no
// files itself: the caller passes their bytes, so it is as pure as a reader
// can be.
package session

import (
	"fmt"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/csvtrav"
	"github.com/protokol-bridge/protokol/formats/pbn"
)

// Role says what a file is expected to be.
type Role uint8

// Roles: Any is decided by the content.
const (
	Any   Role = iota
	Names      // given with --names: must be a names file
)

// Input is one file's name and bytes.
type Input struct {
	Name string
	Data []byte
	Role Role
}

// Options for reading.
type Options struct {
	Encoding string // "" or "auto" to detect, else an encoding name for every file
}

// FileInfo says how a file was read.
type FileInfo struct {
	Name       string
	Kind       string  // "pbn", "travellers", "names", "movement", "sections"
	Encoding   string  // WHATWG name
	How        string  // how the encoding was found
	Confidence float64 // of the detection
}

// Loaded is the assembled session and what was learnt on the way.
type Loaded struct {
	Session  bridge.Session
	Files    []FileInfo
	Warnings []*bridge.Error
}

// Load reads and assembles the files. Problems in several files are all
// reported together (bridge.Errors).
func Load(inputs []Input, opt Options) (*Loaded, error) {
	out := &Loaded{}
	var errs bridge.Errors
	add := func(err error) {
		if es := bridge.AsErrors(err); es != nil {
			errs = append(errs, es...)
			return
		}
		errs = append(errs, &bridge.Error{Err: err})
	}
	boards := map[int]int{} // number → index in Session.Boards
	var sectionMaps []map[string]string
	for _, in := range inputs {
		dec, err := formats.Decode(in.Name, in.Data, opt.Encoding)
		if err != nil {
			add(err)
			continue
		}
		out.Warnings = append(out.Warnings, dec.Warnings...)
		info := FileInfo{Name: in.Name, Encoding: dec.Encoding, How: dec.How, Confidence: dec.Confidence}
		if looksLikePBN(dec.Text) {
			info.Kind = "pbn"
			if in.Role == Names {
				add(bridge.Errorf(bridge.Pos{File: in.Name, Line: 1}, "names file", "%w: this is a PBN file (want a CSV with pair, player1, player2)", formats.ErrUnknown))
				continue
			}
			f, err := pbn.Parse(in.Name, dec.Text)
			if err != nil {
				add(err)
				continue
			}
			out.Warnings = append(out.Warnings, f.Warnings...)
			r, err := f.Session()
			if err != nil {
				add(err)
				continue
			}
			out.Warnings = append(out.Warnings, r.Warnings...)
			mergeLabels(&out.Session, r.Session)
			for _, b := range r.Session.Boards {
				if i, ok := boards[b.Number]; ok {
					prev := out.Session.Boards[i]
					if prev.Deal.Empty() {
						out.Session.Boards[i] = b
					} else if !b.Deal.Empty() && prev.Deal != b.Deal {
						add(bridge.Errorf(b.Pos, bridge.BoardLabel(b.Number), "%w: a different deal for this board is given at %s", formats.ErrConflict, prev.Pos))
					}
					continue
				}
				boards[b.Number] = len(out.Session.Boards)
				out.Session.Boards = append(out.Session.Boards, b)
			}
			out.Session.Entries = append(out.Session.Entries, r.Session.Entries...)
			out.Session.Pairs = append(out.Session.Pairs, r.Session.Pairs...)
			out.Files = append(out.Files, info)
			continue
		}
		f, err := csvtrav.Read(in.Name, dec.Text, csvtrav.Options{})
		if err != nil {
			add(err)
			continue
		}
		out.Warnings = append(out.Warnings, f.Warnings...)
		info.Kind = kindName(f.Kind)
		if in.Role == Names && f.Kind != csvtrav.Names {
			add(bridge.Errorf(bridge.Pos{File: in.Name, Line: 1}, "names file", "%w: the header is that of a %s file (want pair, player1, player2)", formats.ErrUnknown, info.Kind))
			continue
		}
		out.Session.Entries = append(out.Session.Entries, f.Entries...)
		out.Session.Pairs = append(out.Session.Pairs, f.Pairs...)
		out.Session.Movement = append(out.Session.Movement, f.Slots...)
		if len(f.Sections) > 0 {
			sectionMaps = append(sectionMaps, f.Sections)
		}
		out.Files = append(out.Files, info)
	}
	if len(errs) > 0 {
		return nil, errs
	}
	// Bridgemate numbers its sections; its Section table gives the letters.
	for _, m := range sectionMaps {
		for i := range out.Session.Entries {
			if l, ok := m[out.Session.Entries[i].Section]; ok {
				out.Session.Entries[i].Section = l
			}
		}
		for i := range out.Session.Movement {
			if l, ok := m[out.Session.Movement[i].Section]; ok {
				out.Session.Movement[i].Section = l
			}
		}
	}
	return out, nil
}

func mergeLabels(dst *bridge.Session, src bridge.Session) {
	if dst.Event == "" {
		dst.Event = src.Event
	}
	if dst.Site == "" {
		dst.Site = src.Site
	}
	if dst.Date == "" {
		dst.Date = src.Date
	}
	if dst.Scoring == "" {
		dst.Scoring = src.Scoring
	}
}

func kindName(k csvtrav.Kind) string {
	switch k {
	case csvtrav.Travellers:
		return "travellers"
	case csvtrav.Names:
		return "names"
	case csvtrav.Movement:
		return "movement"
	case csvtrav.Sections:
		return "sections"
	}
	return fmt.Sprintf("kind %d", k)
}

// looksLikePBN is true when the first meaningful character is one a PBN
// file starts with (%, [, {, ;) and no CSV does.
func looksLikePBN(text string) bool {
	t := strings.TrimLeft(strings.TrimPrefix(text, "\uFEFF"), " \t\r\n")
	return t != "" && strings.ContainsRune("%[{;", rune(t[0]))
}
