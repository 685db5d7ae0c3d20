package report

import (
	"bytes"
	"cmp"
	"slices"
	"strings"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"github.com/protokol-bridge/protokol/compute/series"
	"github.com/protokol-bridge/protokol/translit"
)

// SeasonPlayers is the page of the players of an archive's season: each
// player, the anchors of the names the sessions wrote him by (which a
// session's names page links to, knowing only the name it wrote), and
// his pages in the season's tables.
type SeasonPlayers struct {
	L       Labels
	W       SeriesLabels
	Players []SeasonPlayer
	Archive string // the archive's index, relative to the page; "" for none
}

// SeasonPlayer is one player of the season.
type SeasonPlayer struct {
	Name string
	// Anchors are "n-" and the slug of each name the sessions wrote him
	// by, each on one player of the page only (the first, in the page's
	// order, when two players were written alike).
	Anchors []string
	Pages   []SeasonPage
}

// SeasonPage is a player's page in one table: the table's heading, the
// unit's name (his partnership, in a pair series) and its address,
// relative to the page of players.
type SeasonPage struct {
	Table, Unit, Href string
}

// SeasonTable is a table as the page of players links it: its sheet and
// its folder, relative to the page ("../summer/").
type SeasonTable struct {
	Sheet  *Series
	Folder string
}

// Anchor is the anchor of a name as written on the page of the season's
// players: "n-" and its slug ("" for a name without letters).
func Anchor(name string) string {
	if s := translit.Slug(name, 40); s != "" {
		return "n-" + s
	}
	return ""
}

// NewSeasonPlayers makes the page of the season's players from its
// tables, the names the players were written by (by key) and their
// names as shown (by key), in lang; players in the order of the
// language's collation.
func NewSeasonPlayers(tables []SeasonTable, spellings map[string][]string, names map[string]string, lang, archive string) (*SeasonPlayers, error) {
	l, err := LabelsFor(lang)
	if err != nil {
		return nil, err
	}
	p := &SeasonPlayers{L: l, W: seriesLabels[l.Lang], Archive: archive}
	at := map[string]int{}
	player := func(key string) *SeasonPlayer {
		i, ok := at[key]
		if !ok {
			i = len(p.Players)
			at[key] = i
			p.Players = append(p.Players, SeasonPlayer{Name: cmp.Or(names[key], key)})
		}
		return &p.Players[i]
	}
	for _, t := range tables {
		for _, r := range t.Sheet.Rows {
			for _, k := range strings.Split(r.Key, "+") {
				pl := player(k)
				unit := ""
				if t.Sheet.Unit == series.Pairs {
					unit = r.Name
				}
				pl.Pages = append(pl.Pages, SeasonPage{Table: t.Sheet.Heading, Unit: unit, Href: t.Folder + r.Page})
			}
		}
	}
	for k := range spellings {
		player(k)
	}
	keys := make([]string, len(p.Players))
	for k, i := range at {
		keys[i] = k
	}
	col := collate.New(language.Make(l.Lang))
	var buf collate.Buffer
	sortKey := make([][]byte, len(p.Players))
	for i := range p.Players {
		sortKey[i] = slices.Clone(col.KeyFromString(&buf, p.Players[i].Name))
		buf.Reset()
	}
	order := make([]int, len(p.Players))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		if c := bytes.Compare(sortKey[a], sortKey[b]); c != 0 {
			return c
		}
		return strings.Compare(keys[a], keys[b])
	})
	sorted := make([]SeasonPlayer, len(order))
	used := map[string]bool{}
	for n, i := range order {
		pl := p.Players[i]
		written := slices.Clone(spellings[keys[i]])
		slices.Sort(written)
		for _, w := range append([]string{pl.Name}, written...) {
			if a := Anchor(w); a != "" && !used[a] {
				used[a] = true
				pl.Anchors = append(pl.Anchors, a)
			}
		}
		sorted[n] = pl
	}
	p.Players = sorted
	return p, nil
}
